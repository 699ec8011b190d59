package org.cgcheck.check.prove;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.BooleanSupplier;
import org.cgcheck.check.prove.Certificate.Derivation;
import org.cgcheck.check.prove.Certificate.Obligation;
import org.cgcheck.check.prove.Certificate.Refutation;
import org.cgcheck.check.prove.Certificate.Source;
import org.cgcheck.check.prove.Certificate.Use;
import org.cgcheck.check.prove.Search.Fact;
import org.cgcheck.check.prove.Search.Found;
import org.cgcheck.game.Game;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.Expr.Op;
import org.cgcheck.lang.ExprPrinter;
import org.cgcheck.lang.Type;
import org.cgcheck.eval.TypeChecker;

/**
 * Looks for an ordered-group certificate of {@code forall vars: body}: implications, {@code iff},
 * {@code and} in the conclusion and {@code or} among the hypotheses are taken apart; each remaining
 * literal is settled by {@link Search}. Returns a certificate, or the reason none was found.
 */
public final class Prover {
    /** Exactly one of the two is set. */
    public record Result(Certificate certificate, String reason) { }

    private final Map<String, Type> types;
    private final Map<String, String> kinds;
    private final List<Obligation> obligations = new ArrayList<>();
    private final List<Certificate.XorStep> xors = new ArrayList<>();
    private String reason;
    private final TreeSet<String> functions = new TreeSet<>();
    private final Budget budget;

    private Prover(Map<String, Type> types, Map<String, String> kinds, Budget budget) {
        this.types = types;
        this.kinds = kinds;
        this.budget = budget;
    }

    public static Result prove(Expr body, List<String> names, List<Expr.Domain> domains) {
        return prove(body, names, domains, () -> false);
    }

    /** As {@link #prove(Expr, List, List)}, giving up when {@code stopped} says so (timeout, Ctrl-C). */
    public static Result prove(Expr body, List<String> names, List<Expr.Domain> domains, BooleanSupplier stopped) {
        return prove(body, names, domains, stopped, Budget.PER_CLAIM);
    }

    /** As above with a budget of its own: the later stages try several formulas and spend less on each. */
    static Result prove(Expr body, List<String> names, List<Expr.Domain> domains, BooleanSupplier stopped,
            long combinations) {
        return prove(body, names, domains, new Budget(combinations, stopped));
    }

    /** As above, spending from a budget the caller shares among several formulas (deterministic: counts, not time). */
    static Result prove(Expr body, List<String> names, List<Expr.Domain> domains, Budget budget) {
        long combinations = budget.limit();
        Map<String, Type> types = new HashMap<>();
        Map<String, String> kinds = new HashMap<>();
        try {
            for (int i = 0; i < names.size(); i++) {
                Expr.Domain d = domains.get(i);
                types.put(names.get(i), TypeChecker.domainType(d, Map.of()));
                kinds.put(names.get(i), d instanceof Expr.Domain.BornBy b ? b.kind()
                        : d instanceof Expr.Domain.All a ? a.kind() : nimberIndices(d) ? "natural" : "");
            }
        } catch (RuntimeException e) {
            return new Result(null, "a domain the prover does not read");
        }
        body = signs(body);     // outcome literals among hypotheses too
        Prover p = new Prover(types, kinds, budget);
        try {
            if (p.goal(new ArrayList<>(), body)) {
                return new Result(new Certificate(List.copyOf(p.obligations), List.copyOf(p.xors)), null);
            }
        } catch (Budget.Exhausted e) {
            return new Result(null, e.stopped ? "the search was stopped" : "no certificate within the search budget ("
                    + String.format(java.util.Locale.ROOT, "%,d", combinations) + " combinations)");
        }
        String why = p.reason != null ? p.reason : "not a consequence of the ordered-group laws";
        if (why.startsWith("not a consequence") && !p.functions.isEmpty()) {
            why += ": needs a property of " + String.join(", ", p.functions);
        }
        return new Result(null, why);
    }

    /**
     * An integer range of naturals (0 ≤ A): *n is a nimber for every member. Over {@code A..} too: the
     * laws hold for every natural, though the engine computes *n only up to its largest nimber.
     */
    private static boolean nimberIndices(Expr.Domain d) {
        if (!(d instanceof Expr.Domain.Range r)) {
            return false;
        }
        try {
            java.math.BigInteger lo = org.cgcheck.eval.Values.integer(new org.cgcheck.eval.Interpreter().eval(r.lo()),
                    r.pos(), "");
            return lo.signum() >= 0;
        } catch (RuntimeException e) {
            return false;
        }
    }

    private boolean goal(List<Expr> hyps, Expr g) {
        if (g instanceof Expr.Binary b && b.op() == Op.IMPLIES) {
            return goal(with(hyps, b.left()), b.right());
        }
        if (g instanceof Expr.Binary b && b.op() == Op.IFF) {
            return goal(with(hyps, b.left()), b.right()) && goal(with(hyps, b.right()), b.left());
        }
        if (g instanceof Expr.Binary b && b.op() == Op.AND) {
            return goal(hyps, b.left()) && goal(hyps, b.right());
        }
        if (g instanceof Expr.Binary b && b.op() == Op.OR) {
            int mark = obligations.size();
            int xmark = xors.size();
            if (goal(hyps, b.left())) {
                return true;
            }
            obligations.subList(mark, obligations.size()).clear();
            xors.subList(xmark, xors.size()).clear();
            return goal(hyps, b.right());
        }
        if (g instanceof Expr.Not n && n.operand() instanceof Expr.Not inner) {
            return goal(hyps, inner.operand());
        }
        if (g instanceof Expr.Call c && c.name().equalsIgnoreCase("isinfinitesimal") && c.args().size() == 1) {
            return goal(hyps, infinitesimal(c.args().get(0)));     // its definition: both stops are 0
        }
        Expr byOutcome = outcomeAsRelation(g);
        if (byOutcome != null) {
            return goal(hyps, byOutcome);       // the outcome classes are the signs: P is == 0, L is > 0, ...
        }
        Expr lit = g instanceof Expr.Not n ? Logic.complement(n) : g;
        if (!(lit instanceof Expr.Binary b) || !b.op().isRelation()) {
            reason = "not a statement the prover reads: " + shorten(ExprPrinter.print(g));
            return false;
        }
        List<List<Expr>> cases = Logic.cases(hyps);
        if (cases == null) {
            reason = "too many cases among the hypotheses (more than " + Logic.MAX_CASES + ")";
            return false;
        }
        for (List<Expr> c : cases) {
            if (xorDenial(c)) {
                // A case that a nim-sum contradiction closes is settled before any costly search.
                Certificate.XorStep x = new XorLinear(types, kinds).prove(c, b);
                if (x != null && !x.supposed() && x.denied() != null) {
                    xors.add(x);
                    continue;
                }
            }
            Obligation o = leaf(c, b);
            if (o == null && gameSides(b)) {
                String why = reason;
                TreeSet<String> named = new TreeSet<>(functions);
                Expr.Binary bound = StopBound.subgoal(b);     // A < C from leftstop(A - C) < 0, and so on
                o = bound == null ? null : leaf(c, bound);
                if (o == null) {        // the reason is the claim's own, not the stops'
                    reason = why;
                    functions.clear();
                    functions.addAll(named);
                }
            }
            if (o == null) {
                Certificate.XorStep x = new XorLinear(types, kinds).prove(c, b);   // nim-sums: GF(2)
                if (x == null) {
                    return false;
                }
                xors.add(x);
                continue;
            }
            obligations.add(o);
        }
        return true;
    }

    /** Does the case deny a nim-sum ({@code a xor b != c})? */
    private static boolean xorDenial(List<Expr> hyps) {
        return hyps.stream().anyMatch(h -> h instanceof Expr.Binary b && b.op() == Op.NE
                && (b.left() instanceof Expr.Binary l && l.op() == Op.XOR || b.right() instanceof Expr.Binary r
                && r.op() == Op.XOR));
    }

    /** The formula with every outcome literal, through the connectives, written as its relation to 0. */
    static Expr signs(Expr f) {
        Expr r = outcomeAsRelation(f);
        if (r != null) {
            return r;
        }
        if (f instanceof Expr.Not n) {
            return new Expr.Not(signs(n.operand()), n.pos());
        }
        if (f instanceof Expr.Binary b && b.op().isLogic()) {
            return new Expr.Binary(b.op(), signs(b.left()), signs(b.right()), b.pos());
        }
        return f;
    }

    /**
     * {@code outcome(E) == C} (or {@code !=}) as the relation of E to 0 that the class C is: P is
     * {@code E == 0}, L is {@code E > 0}, R is {@code E < 0}, N is {@code E <> 0}; null otherwise.
     */
    static Expr outcomeAsRelation(Expr g) {
        if (!(g instanceof Expr.Binary b) || (b.op() != Op.EQ && b.op() != Op.NE)) {
            return null;
        }
        Expr call = b.left() instanceof Expr.Call ? b.left() : b.right();
        Expr cls = call == b.left() ? b.right() : b.left();
        if (!(call instanceof Expr.Call c) || !c.name().equalsIgnoreCase("outcome") || c.args().size() != 1
                || !(cls instanceof Expr.Var v)) {
            return null;
        }
        Op op = switch (v.name()) {
            case "P" -> Op.EQ;
            case "L" -> Op.GT;
            case "R" -> Op.LT;
            case "N" -> Op.FUZZY;
            default -> null;
        };
        if (op == null) {
            return null;
        }
        Expr x = c.args().get(0);
        Expr rel = new Expr.Binary(op, x, new Expr.IntLit(BigInteger.ZERO, x.pos()), x.pos());
        return b.op() == Op.EQ ? rel : new Expr.Not(rel, x.pos());
    }

    /** {@code leftstop(x) == 0 and rightstop(x) == 0}, positioned at x. */
    static Expr infinitesimal(Expr x) {
        Expr zero = new Expr.IntLit(BigInteger.ZERO, x.pos());
        Expr ls = new Expr.Binary(Op.EQ, new Expr.Call("leftstop", List.of(x), x.pos()), zero, x.pos());
        Expr rs = new Expr.Binary(Op.EQ, new Expr.Call("rightstop", List.of(x), x.pos()), zero, x.pos());
        return new Expr.Binary(Op.AND, ls, rs, x.pos());
    }

    private static List<Expr> with(List<Expr> hyps, Expr h) {
        List<Expr> l = new ArrayList<>(hyps);
        l.add(h);
        return l;
    }

    /** One case, one literal goal. */
    private Obligation leaf(List<Expr> hyps, Expr.Binary goal) {
        Terms terms = new Terms(types, kinds);
        Expr a = goal.left();
        Expr c = goal.right();
        if (goal.op() == Op.IDENTICAL || !gameSides(goal) || terms.of(a) == null || terms.of(c) == null) {
            reason = goal.op() == Op.IDENTICAL ? "'===' compares forms, not values: outside the ordered-group laws"
                    : !gameSides(goal) ? "not a comparison of games: " + shorten(ExprPrinter.print(goal))
                    : "not integer-linear: " + shorten(ExprPrinter.print(terms.of(a) == null ? a : c));
            noteFunctions(goal);
            return null;
        }
        List<Fact> facts = new ArrayList<>();
        List<Expr> negatives = new ArrayList<>();
        for (Expr h : hyps) {
            Expr.Binary r = (Expr.Binary) h;
            if (r.op() == Op.IDENTICAL || !gameSides(r) || terms.of(r.left()) == null || terms.of(r.right()) == null) {
                continue;
            }
            for (Use u : HypothesisFacts.uses(r, integral(r))) {
                facts.add(fact(terms, u));
            }
            if (!HypothesisFacts.denials(r).isEmpty()) {
                negatives.add(r);
            }
        }
        for (Map.Entry<String, Expr> law : terms.torsionAtoms().entrySet()) {
            Expr x = law.getValue();
            Expr twice = new Expr.Binary(Op.ADD, x, x, x.pos());
            Expr zero = new Expr.IntLit(BigInteger.ZERO, x.pos());
            facts.add(fact(terms, new Use(1, twice, zero, 0, Source.LAW, x)));
            facts.add(fact(terms, new Use(1, zero, twice, 0, Source.LAW, x)));
        }
        for (Map.Entry<String, String> k : kinds.entrySet()) {
            if ("dicotic".equals(k.getValue())) {
                // A dicotic (all-small) game is infinitesimal: both stops are 0 (Siegel, CGT, ch. II).
                Expr x = new Expr.Var(k.getKey(), goal.pos());
                Expr zero = new Expr.IntLit(BigInteger.ZERO, goal.pos());
                for (String stop : List.of("leftstop", "rightstop")) {
                    Expr s = new Expr.Call(stop, List.of(x), goal.pos());
                    facts.add(fact(terms, new Use(1, s, zero, 0, Source.DICOTIC, x)));
                    facts.add(fact(terms, new Use(1, zero, s, 0, Source.DICOTIC, x)));
                }
            }
        }
        List<Expr> all = new ArrayList<>(hyps);
        all.add(goal);
        List<Use> stopFacts = new ArrayList<>(StopLaws.ordered(all));
        for (Expr.Binary sum : StopLaws.sums(all, StopLaws.STOPS)) {
            stopFacts.addAll(StopLaws.of(sum));
        }
        for (Expr.Binary sum : StopLaws.sums(all, StopLaws.OTHERS)) {
            stopFacts.addAll(StopLaws.additive(sum));
        }
        stopFacts.addAll(StopBound.numberStops(all, this::isNumber));
        for (Use u : stopFacts) {
            if (terms.of(u.hi()) != null && terms.of(u.lo()) != null) {
                facts.add(fact(terms, u));
            }
        }
        noteFunctions(goal);
        Obligation o = settle(terms, hyps, goal, facts, negatives);
        if (o == null) {
            reason = null;
        }
        return o;
    }

    private Obligation settle(Terms terms, List<Expr> hyps, Expr.Binary goal, List<Fact> facts, List<Expr> negs) {
        Expr a = goal.left();
        Expr c = goal.right();
        List<Derivation> ds = new ArrayList<>();
        List<Refutation> rs = new ArrayList<>();
        boolean ok = switch (goal.op()) {
            case LE -> ge(terms, c, a, 0, facts, ds);
            case GE -> ge(terms, a, c, 0, facts, ds);
            case EQ -> ge(terms, c, a, 0, facts, ds) && ge(terms, a, c, 0, facts, ds);
            case LT -> integral(goal) && ge(terms, c, a, 1, facts, ds)
                    || ge(terms, c, a, 0, facts, ds) && refute(terms, pair(a, c), facts, negs, rs);
            case GT -> integral(goal) && ge(terms, a, c, 1, facts, ds)
                    || ge(terms, a, c, 0, facts, ds) && refute(terms, pair(c, a), facts, negs, rs);
            case FUZZY -> refute(terms, pair(c, a), facts, negs, rs)
                    && refute(terms, pair(a, c), facts, negs, rs);
            case LFUZZY -> refute(terms, pair(a, c), facts, negs, rs);
            case GFUZZY -> refute(terms, pair(c, a), facts, negs, rs);
            case NE -> refute(terms, List.of(new Expr[] {a, c}, new Expr[] {c, a}), facts, negs, rs);
            default -> false;
        };
        if (!ok) {
            ds.clear();
            rs.clear();
            ok = refute(terms, List.of(), facts, negs, rs);   // contradictory hypotheses prove anything
        }
        return ok ? new Obligation(List.copyOf(hyps), goal, List.copyOf(ds), List.copyOf(rs)) : null;
    }

    /** Derives hi - lo - offset ≥ 0; appends the derivation. */
    private boolean ge(Terms terms, Expr hi, Expr lo, int offset, List<Fact> facts, List<Derivation> out) {
        Linear t = terms.of(hi).minus(terms.of(lo)).minus(Linear.constant(Game.integer(offset)));
        Found f = Search.derive(t, facts, budget);
        if (f == null) {
            return false;
        }
        out.add(new Derivation(false, hi, lo, offset, uses(f, facts), f.remainder()));
        return true;
    }

    /** Shows the assumptions (pairs hi, lo: hi - lo ≥ 0) contradict the facts and denials. */
    private boolean refute(Terms terms, List<Expr[]> assumed, List<Fact> base, List<Expr> negs, List<Refutation> out) {
        List<Fact> facts = new ArrayList<>(base);
        for (Expr[] p : assumed) {
            facts.add(fact(terms, new Use(1, p[0], p[1], 0, Source.ASSUMPTION, null)));
        }
        for (Expr n : negs) {
            for (List<Expr[]> alternative : HypothesisFacts.denials((Expr.Binary) n)) {
                List<Derivation> ds = new ArrayList<>();
                boolean all = true;
                for (Expr[] t : alternative) {
                    all = all && ge(terms, t[0], t[1], 0, facts, ds);
                }
                if (all) {
                    out.add(new Refutation(assumed, n, ds));
                    return true;
                }
            }
        }
        Found f = Search.contradiction(facts, budget);
        if (f == null) {
            return false;
        }
        Expr zero = new Expr.IntLit(BigInteger.ZERO, null);
        out.add(new Refutation(assumed, null, List.of(new Derivation(true, zero, zero, 0, uses(f, facts),
                f.remainder()))));
        return true;
    }

    private static List<Expr[]> pair(Expr hi, Expr lo) {
        List<Expr[]> l = new ArrayList<>();
        l.add(new Expr[] {hi, lo});
        return l;
    }

    private static List<Use> uses(Found f, List<Fact> facts) {
        List<Use> l = new ArrayList<>();
        for (int i = 0; i < facts.size(); i++) {
            if (f.multipliers()[i] != 0) {
                Use u = facts.get(i).use();
                l.add(new Use(f.multipliers()[i], u.hi(), u.lo(), u.offset(), u.source(), u.origin()));
            }
        }
        return l;
    }

    private static Fact fact(Terms terms, Use u) {
        return new Fact(terms.of(u.hi()).minus(terms.of(u.lo())).minus(Linear.constant(Game.integer(u.offset()))), u);
    }

    private boolean gameSides(Expr.Binary r) {
        try {
            Type l = TypeChecker.infer(r.left(), types);
            Type rt = TypeChecker.infer(r.right(), types);
            return l.fits(Type.GAME) && rt.fits(Type.GAME);
        } catch (RuntimeException e) {
            return false;
        }
    }

    /** A variable ranging over numbers: of a number kind, or an integer. */
    private boolean isNumber(String v) {
        String k = kinds.get(v);
        return "number".equals(k) || "integer".equals(k) || types.get(v) == Type.INT;
    }

    /** Both sides integers: a strict inequality between them is at least 1. */
    private boolean integral(Expr.Binary r) {
        try {
            return TypeChecker.infer(r.left(), types) == Type.INT && TypeChecker.infer(r.right(), types) == Type.INT;
        } catch (RuntimeException e) {
            return false;
        }
    }

    private void noteFunctions(Expr e) {
        if (e instanceof Expr.Call c) {
            functions.add(c.name());
            c.args().forEach(this::noteFunctions);
        } else if (e instanceof Expr.Property p) {
            functions.add(p.name());
            noteFunctions(p.target());
        } else if (e instanceof Expr.Binary b) {
            noteFunctions(b.left());
            noteFunctions(b.right());
        } else if (e instanceof Expr.Neg n) {
            noteFunctions(n.operand());
        }
    }

    private static String shorten(String s) {
        return s.length() <= 60 ? s : s.substring(0, 57) + "...";
    }
}
