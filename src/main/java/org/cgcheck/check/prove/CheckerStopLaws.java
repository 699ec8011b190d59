package org.cgcheck.check.prove;

import org.cgcheck.check.prove.Certificate.Use;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.Expr.Op;

/**
 * The checker's own reading of the stop laws a certificate may use (the search's are in
 * {@link StopLaws}): which facts about the stops, mean and birthday of a sum are laws.
 */
final class CheckerStopLaws {
    private CheckerStopLaws() {
    }

    /**
     * Is {@code hi - lo ≥ 0} one of the stop inequalities of the sum {@code origin = A + B}:
     * LS(A+B) ≤ LS(A) + LS(B), RS(A) + RS(B) ≤ RS(A+B), RS(A+B) ≤ RS(A) + LS(B) and LS(A) + RS(B),
     * LS(A+B) ≥ RS(A) + LS(B) and LS(A) + RS(B)? Compared as printed text, written out here anew.
     */
    static boolean stopsOfSum(Use u) {
        String hiText = org.cgcheck.lang.ExprPrinter.print(u.hi());
        String loText = org.cgcheck.lang.ExprPrinter.print(u.lo());
        String x = org.cgcheck.lang.ExprPrinter.print(u.origin());
        if (hiText.equals("leftstop(" + x + ")") && loText.equals("rightstop(" + x + ")")) {
            return true;        // LS(X) ≥ RS(X) for any X
        }
        if (!(u.origin() instanceof Expr.Binary sum) || sum.op() != Op.ADD && sum.op() != Op.SUB) {
            return false;
        }
        String a = org.cgcheck.lang.ExprPrinter.print(sum.left());
        // A - B is A + (-B): the stops of a sum with the negative as its second part.
        String b = org.cgcheck.lang.ExprPrinter.print(sum.op() == Op.ADD ? sum.right()
                : new Expr.Neg(sum.right(), sum.right().pos()));
        String whole = org.cgcheck.lang.ExprPrinter.print(sum);
        String lsSum = "leftstop(" + whole + ")";
        String rsSum = "rightstop(" + whole + ")";
        String[][] allowed = {
            {"leftstop(" + a + ") + leftstop(" + b + ")", lsSum},
            {rsSum, "rightstop(" + a + ") + rightstop(" + b + ")"},
            {"rightstop(" + a + ") + leftstop(" + b + ")", rsSum},
            {"leftstop(" + a + ") + rightstop(" + b + ")", rsSum},
            {lsSum, "rightstop(" + a + ") + leftstop(" + b + ")"},
            {lsSum, "leftstop(" + a + ") + rightstop(" + b + ")"},
            {"mean(" + whole + ")", "mean(" + a + ") + mean(" + b + ")"},
            {"mean(" + a + ") + mean(" + b + ")", "mean(" + whole + ")"},
            {"birthday(" + a + ") + birthday(" + b + ")", "birthday(" + whole + ")"},
        };
        String hi = org.cgcheck.lang.ExprPrinter.print(u.hi());
        String lo = org.cgcheck.lang.ExprPrinter.print(u.lo());
        for (String[] pair : allowed) {
            if (pair[0].equals(hi) && pair[1].equals(lo)) {
                return true;
            }
        }
        return false;
    }
}
