package org.cgcheck.eval;

import org.cgcheck.form.Form;
import org.cgcheck.game.Game;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.Expr.Op;
import org.cgcheck.lang.SyntaxError;

/** How the misère functions read their arguments: as literal forms, sums kept as sums. */
final class MisereArguments {
    private MisereArguments() {
    }

    /**
     * An argument of a misère function: a form, with sums of nimbers kept as literal sums. In
     * normal play *2 + *2 is 0, but not in misère play, so {@code genus(*2 + *2)} must see the sum.
     */
    static Object read(Interpreter in, Expr e) {
        if (e instanceof Expr.Star) {
            Object v = in.eval(e, true);
            return v instanceof Game g ? Values.form(g, e.pos(), "a nimber") : v;
        }
        if (e instanceof Expr.Binary b && (b.op() == Op.ADD || b.op() == Op.SUB)) {
            Object x = read(in, b.left());
            Object y = read(in, b.right());
            if (PositionSums.any(x, y) || MisereValues.any(x, y)) {
                return operate(b, x, y);        // a sum of positions (played as written), a misère form's sum
            }
            try {
                // impartial forms are their own negatives, so G - H is G + H where it matters here
                Form sum = org.cgcheck.misere.MisereFunctions.literalSum(x, b.op() == Op.ADD || !(y instanceof Form h)
                        ? y : h.negate());
                if (sum != null) {
                    return sum;
                }
            } catch (org.cgcheck.fn.BadCall ex) {
                throw new SyntaxError(ex.getMessage(), b.pos());
            }
            return operate(b, x, y);
        }
        return in.evalForm(e);
    }

    private static Object operate(Expr.Binary b, Object x, Object y) {
        try {
            return Operators.operate(b, x, y);
        } catch (ArithmeticException ex) {
            throw new SyntaxError(ex.getMessage(), b.pos());
        }
    }
}
