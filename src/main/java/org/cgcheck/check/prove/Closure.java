package org.cgcheck.check.prove;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.cgcheck.eval.Interpreter;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.Expr.Op;
import org.cgcheck.lang.ExprPrinter;

/**
 * Proofs that a kind of games is closed under the group operations: {@code isnumber(x + y)} for
 * numbers x and y, {@code isdicotic(G - H)} for dicotic G and H, ... Numbers, integers, nimbers,
 * dicotic (all-small) games and infinitesimals are each closed under sums, negatives and integer
 * multiples (Siegel, CGT, ch. I-II); a variable is in the kinds its domain says it is in, or in
 * those a hypothesis says; a constant is checked by the engine. The proof is the list of steps;
 * {@link ClosureChecker} re-verifies it with code of its own.
 */
public final class Closure {
    /** The predicates, each closed under +, - and integer multiples. */
    static final Set<String> PREDICATES = Set.of("isnumber", "isinteger", "isnimber", "isdicotic", "isinfinitesimal");

    /** Which predicates a variable's kind gives it. */
    static final Map<String, Set<String>> KINDS = Map.of(
            "number", Set.of("isnumber"),
            "integer", Set.of("isnumber", "isinteger"),
            "nimber", Set.of("isnimber", "isdicotic", "isinfinitesimal"),
            "impartial", Set.of("isnimber", "isdicotic", "isinfinitesimal"),
            "dicotic", Set.of("isdicotic", "isinfinitesimal"),
            "up", Set.of("isdicotic", "isinfinitesimal"),
            "infinitesimal", Set.of("isinfinitesimal"));

    /** One step: {@code predicate(term)} holds, for the reason given. */
    public record Step(String predicate, Expr term, String why) { }

    /**
     * The proof: for each goal (in order), its steps, innermost first; {@code rest} is the claim
     * with the conclusions that are not memberships (relations, for the ordered-group prover) in
     * place of its conclusion, or null when every conclusion is a membership.
     */
    public record Proof(List<Expr> hypotheses, List<Step> steps, Expr rest) {
        public Proof(List<Expr> hypotheses, List<Step> steps) {
            this(hypotheses, steps, null);
        }
    }

    private final Map<String, String> kinds;
    private final List<Expr> hyps;
    private final List<Step> steps = new ArrayList<>();

    private Closure(Map<String, String> kinds, List<Expr> hyps) {
        this.kinds = kinds;
        this.hyps = hyps;
    }

    /** A proof of {@code body} (conjunctions of predicate literals, perhaps after {@code implies}), or null. */
    public static Proof prove(Expr body, Map<String, String> kinds) {
        List<Expr> hyps = new ArrayList<>();
        Expr goal = body;
        while (goal instanceof Expr.Binary b && b.op() == Op.IMPLIES) {
            conjuncts(b.left(), hyps);
            goal = b.right();
        }
        List<Expr> goals = new ArrayList<>();
        conjuncts(goal, goals);
        Closure c = new Closure(kinds, hyps);
        List<Expr> others = new ArrayList<>();
        for (Expr g : goals) {
            if (!(g instanceof Expr.Call call) || call.args().size() != 1
                    || !PREDICATES.contains(call.name().toLowerCase())) {
                others.add(g);
            } else if (!c.holds(call.name().toLowerCase(), call.args().get(0))) {
                return null;
            }
        }
        if (c.steps.isEmpty()) {
            return null;        // no membership to show: not this prover's claim
        }
        return new Proof(List.copyOf(hyps), List.copyOf(c.steps), others.isEmpty() ? null : withConclusion(body, others));
    }

    /** The claim's implications with the conjunction of {@code goals} as the conclusion. */
    static Expr withConclusion(Expr body, List<Expr> goals) {
        if (body instanceof Expr.Binary b && b.op() == Op.IMPLIES) {
            return new Expr.Binary(Op.IMPLIES, b.left(), withConclusion(b.right(), goals), b.pos());
        }
        Expr out = goals.get(0);
        for (int i = 1; i < goals.size(); i++) {
            out = new Expr.Binary(Op.AND, out, goals.get(i), goals.get(i).pos());
        }
        return out;
    }

    private static void conjuncts(Expr e, List<Expr> out) {
        if (e instanceof Expr.Binary b && b.op() == Op.AND) {
            conjuncts(b.left(), out);
            conjuncts(b.right(), out);
        } else {
            out.add(e);
        }
    }

    private boolean holds(String p, Expr e) {
        String why = reason(p, e);
        if (why == null) {
            return false;
        }
        steps.add(new Step(p, e, why));
        return true;
    }

    private String reason(String p, Expr e) {
        if (e instanceof Expr.Var v && kinds.containsKey(v.name())) {
            if (KINDS.getOrDefault(kinds.get(v.name()), Set.of()).contains(p)) {
                return v.name() + " ranges over " + kinds.get(v.name()) + " games";
            }
            for (Expr h : hyps) {
                if (h instanceof Expr.Call c && c.name().equalsIgnoreCase(p) && c.args().size() == 1
                        && c.args().get(0) instanceof Expr.Var w && w.name().equals(v.name())) {
                    return "by the hypothesis " + ExprPrinter.print(h);
                }
            }
            return null;
        }
        if (!Mentions.any(e, kinds.keySet())) {
            try {
                Object r = new Interpreter().eval(new Expr.Call(p, List.of(e), e.pos()));
                return Boolean.TRUE.equals(r) ? "a constant: the engine computes " + p + "(" + ExprPrinter.print(e)
                        + ") = true" : null;
            } catch (RuntimeException ex) {
                return null;
            }
        }
        if (e instanceof Expr.Binary b && (b.op() == Op.ADD || b.op() == Op.SUB)) {
            return holds(p, b.left()) && holds(p, b.right()) ? closedUnder(p, b.op() == Op.ADD ? "sums" : "differences")
                    : null;
        }
        if (e instanceof Expr.Binary b && b.op() == Op.MUL && b.left() instanceof Expr.IntLit) {
            return holds(p, b.right()) ? closedUnder(p, "integer multiples") : null;
        }
        Expr negated = e instanceof Expr.Neg n ? n.operand() : e instanceof Expr.Call c && c.args().size() == 1
                && (c.name().equalsIgnoreCase("neg") || c.name().equalsIgnoreCase("conjugate")) ? c.args().get(0) : null;
        if (negated != null) {
            return holds(p, negated) ? closedUnder(p, "negatives") : null;
        }
        return null;
    }

    private static String closedUnder(String p, String what) {
        return NAMES.get(p) + " are closed under " + what;
    }

    static final Map<String, String> NAMES = Map.of("isnumber", "numbers", "isinteger", "integers", "isnimber",
            "nimbers", "isdicotic", "dicotic games", "isinfinitesimal", "infinitesimals");
}
