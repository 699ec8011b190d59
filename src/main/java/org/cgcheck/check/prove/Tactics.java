package org.cgcheck.check.prove;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.Expr.Op;
import org.cgcheck.lang.Type;
import org.cgcheck.eval.TypeChecker;

/**
 * The third round of methods, tried when the earlier ones give no proof: unfold the definition of ≤
 * on braces forms compared with 0 ({@link Unfold}); add instances of lemmas (claims of the run cited
 * with {@code by}, or proved earlier in the run, and the laws of {@link Laws}) as hypotheses; and,
 * when the conclusion is a disjunction, split into the four outcome classes of a pair compared in
 * it (every A, B has exactly one of A == B, A < B, A > B, A <> B; numbers are never fuzzy). Each
 * resulting formula is proved by the ordered-group {@link Prover}; {@link TacticsChecker} re-checks.
 */
public final class Tactics {
    /** Combinations per formula tried here: several formulas are tried per claim. */
    static final long BUDGET = 1_000_000;
    /** Combinations for the whole stage, over every set of instances and case (a claim it cannot prove pays this). */
    static final long TOTAL = 3_000_000;
    /** At most this many sets of instances are tried per claim. */
    static final int MAX_TRIES = 8;

    /** One case of the split: {@code pair.left() relation pair.right()} added as a hypothesis. */
    public record Case(Op relation, Expr formula, Certificate certificate) { }

    /**
     * A proof: the unfolded claim (the claim itself when nothing unfolded), the lemma instances, the
     * formula proved ({@code instances implies unfolded}); then either {@code direct} (an instance
     * is the claim's conclusion), one certificate, or cases on {@code pair}.
     */
    public record Proof(boolean unfolds, Expr unfolded, List<Instances.Instance> instances, Expr formula, boolean direct,
            Certificate certificate, Expr.Binary pair, List<Case> cases) { }

    private Tactics() {
    }

    /** A proof, or null. {@code cited}: lemmas the claim names; {@code candidates}: lemmas it may find. */
    public static Proof prove(Expr predicate, List<String> names, List<Expr.Domain> domains, List<Lemma> cited,
            List<Lemma> candidates, BooleanSupplier stopped) {
        Expr unfolded = Unfold.rewrite(predicate);
        Instances finder = new Instances(names, domains);
        List<Instances.Instance> found = new ArrayList<>();
        for (Lemma l : cited) {
            found.addAll(finder.of(l, unfolded, false));
        }
        Expr context = unfolded;
        for (Instances.Instance i : found) {    // the cited lemmas' terms may call for a law too
            context = new Expr.Binary(Op.AND, context, i.formula(), context.pos());
        }
        List<Instances.Instance> auto = new ArrayList<>();
        for (Lemma l : candidates) {
            if (cited.stream().noneMatch(c -> c.name().equals(l.name()))) {
                auto.addAll(finder.of(l, unfolded, context, true));
            }
        }
        auto.sort(java.util.Comparator.comparingInt(i -> -i.score()));     // stable: the lemmas' order breaks ties
        List<Instances.Instance> citedFound = List.copyOf(found);
        found.addAll(auto);
        boolean split = hasDisjunction(Lemmas.conclusion(unfolded));
        if (unfolded == predicate && found.isEmpty() && !split) {
            return null;    // nothing new to try: the earlier stages have said all there is
        }
        Expr conclusion = Lemmas.conclusion(unfolded);
        for (Instances.Instance i : found) {
            String f = Lemmas.key(i.formula());
            if (f.equals(Lemmas.key(conclusion)) || f.equals(Lemmas.key(unfolded))) {
                return new Proof(unfolded != predicate, unfolded, List.of(i), unfolded, true, null, null, List.of());
            }
        }
        // Each cited instance alone; the cited ones with one found automatically (the likeliest first);
        // the cited ones together; then as many as fit together. Fewer instances, fewer cases.
        List<List<Instances.Instance>> tries = new ArrayList<>();
        if (citedFound.size() > 1) {
            citedFound.stream().limit(3).forEach(c -> tries.add(List.of(c)));
        }
        auto.stream().limit(4).forEach(a -> {
            List<Instances.Instance> t = new ArrayList<>(citedFound.size() > Instances.MAX - 1
                    ? citedFound.subList(0, Instances.MAX - 1) : citedFound);
            t.add(a);
            tries.add(t);
        });
        if (!citedFound.isEmpty()) {
            tries.add(citedFound.size() > Instances.MAX ? citedFound.subList(0, Instances.MAX) : citedFound);
        }
        if (found.size() > 1) {
            tries.add(found.size() > Instances.MAX ? found.subList(0, Instances.MAX) : found);
        }
        if (found.isEmpty()) {
            tries.add(List.of());
        }
        long[] left = {TOTAL};
        for (List<Instances.Instance> use : tries.subList(0, Math.min(tries.size(), MAX_TRIES))) {
            if (stopped.getAsBoolean() || left[0] <= 0) {
                return null;
            }
            Proof p = attempt(unfolded != predicate, unfolded, use, names, domains, split, stopped, left);
            if (p != null) {
                return p;
            }
        }
        return null;
    }

    private static Proof attempt(boolean unfolds, Expr unfolded, List<Instances.Instance> use, List<String> names,
            List<Expr.Domain> domains, boolean split, BooleanSupplier stopped, long[] left) {
        Expr formula = formula(unfolded, use);
        Prover.Result r = spend(formula, names, domains, stopped, left);
        if (r.certificate() != null) {
            return new Proof(unfolds, unfolded, use, formula, false, r.certificate(), null, List.of());
        }
        if (!split) {
            return null;
        }
        for (Expr.Binary pair : pairs(Prover.signs(Lemmas.conclusion(unfolded)), names, domains)) {
            List<Case> cases = new ArrayList<>();
            for (Op rel : relations(pair, names, domains)) {
                Expr f = new Expr.Binary(Op.IMPLIES, new Expr.Binary(rel, pair.left(), pair.right(), pair.pos()),
                        formula, pair.pos());
                Prover.Result c = spend(f, names, domains, stopped, left);
                if (c.certificate() == null) {
                    break;
                }
                cases.add(new Case(rel, f, c.certificate()));
            }
            if (cases.size() == relations(pair, names, domains).size()) {
                return new Proof(unfolds, unfolded, use, formula, false, null, pair, cases);
            }
        }
        return null;
    }

    /** The prover on one formula, with at most BUDGET of what is left for the stage. */
    private static Prover.Result spend(Expr f, List<String> names, List<Expr.Domain> domains, BooleanSupplier stopped,
            long[] left) {
        Budget b = new Budget(Math.max(0, Math.min(BUDGET, left[0])), stopped);
        Prover.Result r = Prover.prove(f, names, domains, b);
        left[0] -= b.spent();
        return r;
    }

    /** {@code instances implies unfolded}, each instance in negation normal form. */
    static Expr formula(Expr unfolded, List<Instances.Instance> use) {
        if (use.isEmpty()) {
            return unfolded;
        }
        List<Expr> hs = new ArrayList<>();
        use.forEach(i -> hs.add(Lemmas.nnf(i.formula(), false)));
        return new Expr.Binary(Op.IMPLIES, Lemmas.and(hs), unfolded, unfolded.pos());
    }

    /** The four outcome classes of A vs B; three when both are numbers (numbers are totally ordered). */
    static List<Op> relations(Expr.Binary pair, List<String> names, List<Expr.Domain> domains) {
        return numbers(pair, names, domains) ? List.of(Op.EQ, Op.LT, Op.GT) : List.of(Op.EQ, Op.LT, Op.GT, Op.FUZZY);
    }

    private static boolean numbers(Expr.Binary pair, List<String> names, List<Expr.Domain> domains) {
        java.util.Map<String, Type> types = new java.util.HashMap<>();
        for (int i = 0; i < names.size(); i++) {
            types.put(names.get(i), TypeChecker.domainType(domains.get(i), java.util.Map.of()));
        }
        try {
            return TypeChecker.infer(pair.left(), types).fits(Type.NUMBER)
                    && TypeChecker.infer(pair.right(), types).fits(Type.NUMBER);
        } catch (RuntimeException e) {
            return false;
        }
    }

    private static boolean hasDisjunction(Expr e) {
        if (e instanceof Expr.Binary b && b.op() == Op.OR) {
            return true;
        }
        return e instanceof Expr.Binary b && (b.op() == Op.AND || b.op() == Op.IFF || b.op() == Op.IMPLIES)
                && (hasDisjunction(b.left()) || hasDisjunction(b.right()));
    }

    /** The game comparisons of the conclusion, as pairs to split on (at most four). */
    private static List<Expr.Binary> pairs(Expr conclusion, List<String> names, List<Expr.Domain> domains) {
        List<Expr.Binary> out = new ArrayList<>();
        List<String> seen = new ArrayList<>();
        collectPairs(conclusion, out, seen);
        return out.size() > 4 ? out.subList(0, 4) : out;
    }

    private static void collectPairs(Expr e, List<Expr.Binary> out, List<String> seen) {
        if (e instanceof Expr.Not n) {
            collectPairs(n.operand(), out, seen);
        } else if (e instanceof Expr.Binary b && b.op().isLogic()) {
            collectPairs(b.left(), out, seen);
            collectPairs(b.right(), out, seen);
        } else if (e instanceof Expr.Binary b && b.op().isRelation() && b.op() != Op.IDENTICAL) {
            String k = Lemmas.key(b.left()) + " ? " + Lemmas.key(b.right());
            String m = Lemmas.key(b.right()) + " ? " + Lemmas.key(b.left());
            if (!seen.contains(k) && !seen.contains(m)) {
                seen.add(k);
                out.add(new Expr.Binary(Op.EQ, b.left(), b.right(), b.pos()));
            }
        }
    }
}
