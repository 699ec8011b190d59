package org.cgcheck.check.prove;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import org.cgcheck.check.prove.Certificate.Source;
import org.cgcheck.check.prove.Certificate.Use;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.Expr.Op;
import org.cgcheck.lang.ExprChildren;

/**
 * Numbers and stops (Siegel, Combinatorial Game Theory, ch. II, stops): a game whose Left stop is
 * below 0 is below 0, and one whose Right stop is above 0 is above 0. So {@code A < C} (or
 * {@code A <= C}) follows from {@code leftstop(A - C) < 0}, and {@code A > C} (or {@code >=}) from
 * {@code rightstop(A - C) > 0}: a comparison of games becomes one of numbers, where the stops of
 * sums and the number law below bound it. And a number is its own stops: LS(x) = RS(x) = x.
 * {@code LawsOfTheDefinitionsTest} checks both over the games born by day 3.
 */
final class StopBound {
    private StopBound() {
    }

    /** The comparison of stops that gives {@code goal} by the stop bound, or null for other relations. */
    static Expr.Binary subgoal(Expr.Binary goal) {
        boolean below = goal.op() == Op.LT || goal.op() == Op.LE;
        boolean above = goal.op() == Op.GT || goal.op() == Op.GE;
        if (!below && !above) {
            return null;
        }
        Expr c = goal.right();
        Expr d = c instanceof Expr.IntLit i && i.value().signum() == 0 ? goal.left()
                : new Expr.Binary(Op.ADD, goal.left(), new Expr.Neg(c, c.pos()), goal.pos());
        Expr stop = new Expr.Call(below ? "leftstop" : "rightstop", List.of(d), goal.pos());
        return new Expr.Binary(below ? Op.LT : Op.GT, stop, new Expr.IntLit(BigInteger.ZERO, goal.pos()), goal.pos());
    }

    /**
     * LS(x) == x and RS(x) == x, as four facts, for every variable {@code x} of a number kind that is
     * an argument of a stop somewhere in the expressions (also under a negation or in a sum).
     */
    static List<Use> numberStops(List<Expr> es, Predicate<String> isNumber) {
        List<String> vars = new ArrayList<>();
        for (Expr e : es) {
            collect(e, false, isNumber, vars);
        }
        List<Use> out = new ArrayList<>();
        for (String v : vars) {
            Expr x = new Expr.Var(v, null);
            for (String stop : List.of("leftstop", "rightstop")) {
                Expr s = new Expr.Call(stop, List.of(x), null);
                out.add(new Use(1, s, x, 0, Source.NUMBER, x));
                out.add(new Use(1, x, s, 0, Source.NUMBER, x));
            }
        }
        return out;
    }

    private static void collect(Expr e, boolean inStop, Predicate<String> isNumber, List<String> out) {
        if (inStop && e instanceof Expr.Var v && isNumber.test(v.name()) && !out.contains(v.name())) {
            out.add(v.name());
        }
        boolean stop = e instanceof Expr.Call c && (c.name().equalsIgnoreCase("leftstop")
                || c.name().equalsIgnoreCase("rightstop"));
        if (inStop && !(e instanceof Expr.Binary || e instanceof Expr.Neg || e instanceof Expr.Var)) {
            return;     // only sums, differences and negatives of the variable inside a stop
        }
        for (Expr x : ExprChildren.of(e)) {
            collect(x, inStop || stop, isNumber, out);
        }
    }
}
