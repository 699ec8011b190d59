package org.cgcheck.check;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.cgcheck.game.Game;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.ExprPrinter;
import org.cgcheck.lang.Interpreter;
import org.cgcheck.lang.Values;

/**
 * Explains a failing case: the values of both sides of the failing relation and, for a failed
 * comparison, the first winning move of the player who refutes it.
 */
final class Refutation {
    private Refutation() {
    }

    static List<String> explain(Expr predicate, Map<String, Object> env) {
        List<String> out = new ArrayList<>();
        Expr rel = predicate;
        // Inside inner "forall"s, name the first witness for which the body fails.
        Map<String, Object> scope = new java.util.LinkedHashMap<>(env);
        while (rel instanceof Expr.Quantified q && q.forall()) {
            List<Object> witness = failingWitness(q, scope);
            if (witness == null) {
                return out;
            }
            for (int i = 0; i < q.vars().size(); i++) {
                scope.put(q.vars().get(i), witness.get(i));
                out.add("for " + q.vars().get(i) + " = " + witness.get(i) + " it fails:");
            }
            rel = q.body();
        }
        if (rel instanceof Expr.Binary b0 && b0.op() == Expr.Op.IMPLIES) {
            out.add(ExprPrinter.print(b0.left()) + " holds, but " + ExprPrinter.print(b0.right()) + " does not");
        }
        env = scope;
        // For "A implies B" the failing part is B (A held).
        while (rel instanceof Expr.Binary b && b.op() == Expr.Op.IMPLIES) {
            rel = b.right();
        }
        if (!(rel instanceof Expr.Binary b) || !b.op().isRelation()) {
            return out;
        }
        Interpreter in = new Interpreter(env);
        Object x;
        Object y;
        try {
            x = b.op() == Expr.Op.IDENTICAL ? in.evalForm(b.left()) : in.eval(b.left());
            y = b.op() == Expr.Op.IDENTICAL ? in.evalForm(b.right()) : in.eval(b.right());
        } catch (RuntimeException e) {
            return out;
        }
        String ls = ExprPrinter.print(b.left());
        String rs = ExprPrinter.print(b.right());
        out.add(ls + " = " + shown(x));
        out.add(rs + " = " + shown(y));
        if (b.op() == Expr.Op.IDENTICAL || !(isGame(x) && isGame(y))) {
            return out;
        }
        Game g = Values.game(x, b.pos(), "left side");
        Game h = Values.game(y, b.pos(), "right side");
        String why = why(b.op(), g, h);
        if (why != null) {
            out.add(why);
        }
        return out;
    }

    /** The first tuple (in domain order) for which q's body is false, or null. */
    private static List<Object> failingWitness(Expr.Quantified q, Map<String, Object> scope) {
        try {
            return search(q, 0, new java.util.LinkedHashMap<>(scope), new ArrayList<>());
        } catch (RuntimeException e) {
            return null;
        }
    }

    private static List<Object> search(Expr.Quantified q, int var, Map<String, Object> b, List<Object> chosen) {
        if (var == q.vars().size()) {
            Object v = new Interpreter(b).eval(q.body());
            return Boolean.FALSE.equals(v) ? new ArrayList<>(chosen) : null;
        }
        for (Object x : org.cgcheck.lang.DomainValues.elements(q.domain(), b)) {
            b.put(q.vars().get(var), x);
            chosen.add(x);
            List<Object> found = search(q, var + 1, b, chosen);
            chosen.remove(chosen.size() - 1);
            if (found != null) {
                return found;
            }
        }
        b.remove(q.vars().get(var));
        return null;
    }

    /** A value as printed; a literal form also with its value when that reads differently. */
    private static String shown(Object v) {
        if (v instanceof org.cgcheck.form.Form f && !f.toString().equals(f.value().toString())) {
            return f + " (value " + f.value() + ")";
        }
        return Values.print(v);
    }

    private static boolean isGame(Object o) {
        return o instanceof Game || o instanceof java.math.BigInteger || o instanceof org.cgcheck.form.Form;
    }

    private static String why(Expr.Op op, Game g, Game h) {
        boolean le = g.leq(h);
        boolean ge = h.leq(g);
        switch (op) {
            case EQ:
                return !le ? leftWins(g, h) : !ge ? rightWins(g, h) : null;
            case LE:
            case LT:
                return !le ? leftWins(g, h) : ge ? "the two sides are equal: the second player wins their difference" : null;
            case GE:
            case GT:
                return !ge ? rightWins(g, h) : le ? "the two sides are equal: the second player wins their difference" : null;
            case NE:
                return "the two sides are equal: the second player wins their difference";
            case FUZZY:
                return le && ge ? "the sides are equal" : le ? "left side ≤ right side: " + secondPlayerLeft()
                        : "left side ≥ right side: " + secondPlayerRight();
            case LFUZZY:
                return ge ? "left side ≥ right side: " + secondPlayerRight() : null;
            case GFUZZY:
                return le ? "left side ≤ right side: " + secondPlayerLeft() : null;
            default:
                return null;
        }
    }

    private static String secondPlayerLeft() {
        return "Right wins their difference when Left starts";
    }

    private static String secondPlayerRight() {
        return "Left wins their difference when Right starts";
    }

    /** not G ≤ H: Left, moving first in G - H, has a move to a position ≥ 0. */
    private static String leftWins(Game g, Game h) {
        for (Game gl : g.leftOptions()) {
            if (h.leq(gl)) {
                return "so the left side is not ≤ the right side: in " + g + " - (" + h + ") Left moves first from "
                        + g + " to " + gl + ", and " + gl + " ≥ " + h + " leaves Right without a winning reply";
            }
        }
        for (Game hr : h.rightOptions()) {
            if (hr.leq(g)) {
                return "so the left side is not ≤ the right side: in " + g + " - (" + h + ") Left moves first in the "
                        + "second component, taking " + h + " to its Right option " + hr + "; " + hr + " ≤ " + g
                        + " leaves Right without a winning reply";
            }
        }
        return "Left wins the difference moving first";
    }

    /** not G ≥ H: Right, moving first in G - H, has a move to a position ≤ 0. */
    private static String rightWins(Game g, Game h) {
        for (Game gr : g.rightOptions()) {
            if (gr.leq(h)) {
                return "so the left side is not ≥ the right side: in " + g + " - (" + h + ") Right moves first from "
                        + g + " to " + gr + ", and " + gr + " ≤ " + h + " leaves Left without a winning reply";
            }
        }
        for (Game hl : h.leftOptions()) {
            if (g.leq(hl)) {
                return "so the left side is not ≥ the right side: in " + g + " - (" + h + ") Right moves first in the "
                        + "second component, taking " + h + " to its Left option " + hl + "; " + hl + " ≥ " + g
                        + " leaves Left without a winning reply";
            }
        }
        return "Right wins the difference moving first";
    }
}
