package org.cgcheck.check.prove;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.ExprPrinter;

/**
 * Re-verifies a {@link Closure.Proof} with code of its own: every step must follow from steps
 * before it (a sum, difference, negative or integer multiple of terms already shown), from the
 * variable's kind or a hypothesis of the claim, or from the engine's value of a constant; and
 * every conclusion of the claim must be among the steps. Returns null when the proof holds.
 */
public final class ClosureChecker {
    private ClosureChecker() {
    }

    private static final Map<String, List<String>> FROM_KIND = Map.of(
            "number", List.of("isnumber"), "integer", List.of("isnumber", "isinteger"),
            "nimber", List.of("isnimber", "isdicotic", "isinfinitesimal"),
            "impartial", List.of("isnimber", "isdicotic", "isinfinitesimal"),
            "dicotic", List.of("isdicotic", "isinfinitesimal"), "up", List.of("isdicotic", "isinfinitesimal"),
            "infinitesimal", List.of("isinfinitesimal"));

    public static String check(Expr body, Map<String, String> kinds, Closure.Proof proof) {
        List<Expr> hyps = new ArrayList<>();
        Expr goal = body;
        while (goal instanceof Expr.Binary b && b.op() == Expr.Op.IMPLIES) {
            split(b.left(), hyps);
            goal = b.right();
        }
        if (!hyps.equals(proof.hypotheses())) {
            return "the proof's hypotheses are not the claim's";
        }
        Set<String> shown = new HashSet<>();
        for (Closure.Step s : proof.steps()) {
            String p = s.predicate();
            if (!FROM_KIND.values().stream().anyMatch(l -> l.contains(p))) {
                return "unknown predicate " + p;
            }
            if (!justified(p, s.term(), kinds, hyps, shown)) {
                return "the step " + p + "(" + ExprPrinter.print(s.term()) + ") does not follow";
            }
            shown.add(key(p, s.term()));
        }
        List<Expr> goals = new ArrayList<>();
        split(goal, goals);
        List<Expr> relations = new ArrayList<>();
        for (Expr g : goals) {
            boolean membership = g instanceof Expr.Call c && c.args().size() == 1
                    && FROM_KIND.values().stream().anyMatch(l -> l.contains(c.name().toLowerCase()));
            if (!membership) {
                relations.add(g);
            } else if (!shown.contains(key(((Expr.Call) g).name().toLowerCase(), ((Expr.Call) g).args().get(0)))) {
                return "the conclusion " + ExprPrinter.print(g) + " is not shown";
            }
        }
        if (relations.isEmpty() != (proof.rest() == null)) {
            return "the other conclusions are not the claim's";
        }
        if (!relations.isEmpty()) {
            // The rest must be the claim's own implications with exactly those conclusions.
            Expr expected = rebuilt(body, relations);
            if (!ExprPrinter.print(expected).equals(ExprPrinter.print(proof.rest()))) {
                return "the other conclusions are not the claim's";
            }
        }
        return null;
    }

    private static Expr rebuilt(Expr body, List<Expr> relations) {
        if (body instanceof Expr.Binary b && b.op() == Expr.Op.IMPLIES) {
            return new Expr.Binary(Expr.Op.IMPLIES, b.left(), rebuilt(b.right(), relations), b.pos());
        }
        Expr out = relations.get(0);
        for (int i = 1; i < relations.size(); i++) {
            out = new Expr.Binary(Expr.Op.AND, out, relations.get(i), relations.get(i).pos());
        }
        return out;
    }

    private static void split(Expr e, List<Expr> out) {
        if (e instanceof Expr.Binary b && b.op() == Expr.Op.AND) {
            split(b.left(), out);
            split(b.right(), out);
        } else {
            out.add(e);
        }
    }

    private static String key(String p, Expr e) {
        return p + "|" + ExprPrinter.print(e);
    }

    private static boolean justified(String p, Expr e, Map<String, String> kinds, List<Expr> hyps, Set<String> shown) {
        if (e instanceof Expr.Var v && kinds.containsKey(v.name())) {
            if (FROM_KIND.getOrDefault(kinds.get(v.name()), List.of()).contains(p)) {
                return true;
            }
            return hyps.stream().anyMatch(h -> h instanceof Expr.Call c && c.name().equalsIgnoreCase(p)
                    && c.args().size() == 1 && c.args().get(0) instanceof Expr.Var w && w.name().equals(v.name()));
        }
        if (e instanceof Expr.Binary b && (b.op() == Expr.Op.ADD || b.op() == Expr.Op.SUB)) {
            return shown.contains(key(p, b.left())) && shown.contains(key(p, b.right()));
        }
        if (e instanceof Expr.Binary b && b.op() == Expr.Op.MUL && b.left() instanceof Expr.IntLit) {
            return shown.contains(key(p, b.right()));
        }
        if (e instanceof Expr.Neg n) {
            return shown.contains(key(p, n.operand()));
        }
        if (e instanceof Expr.Call c && c.args().size() == 1
                && (c.name().equalsIgnoreCase("neg") || c.name().equalsIgnoreCase("conjugate"))) {
            return shown.contains(key(p, c.args().get(0)));
        }
        if (Mentions.any(e, kinds.keySet())) {
            return false;
        }
        try {
            return Boolean.TRUE.equals(new org.cgcheck.eval.Interpreter().eval(new Expr.Call(p, List.of(e), e.pos())));
        } catch (RuntimeException ex) {
            return false;
        }
    }
}
