package org.cgcheck.eval;

import org.cgcheck.lang.Expr;
import org.cgcheck.lang.Expr.Op;
import org.cgcheck.lang.SyntaxError;
import org.cgcheck.lang.Type;

/** Static types of the operators on loopy games: sums and comparisons only, short games coerced. */
final class LoopyTypes {
    private LoopyTypes() {
    }

    static final String HINT = " (a loopy game is not a short game: it has +, -, comparisons and the functions"
            + " loopyonside, loopyoffside, isstopper, loopyoutcome and CGSuite's properties of loopy values; docs/loopy.md)";

    static Type binary(Expr.Binary b, Type l, Type r) {
        Op op = b.op();
        if (op == Op.SIDLE && (l == Type.BOOL || r == Type.BOOL)) {
            throw new SyntaxError("'&' is the sidling operator of loopy games (S & T); to join conditions write 'and'",
                    b.pos());
        }
        if (op == Op.IN && r == Type.SET) {
            return Type.BOOL;       // a loopy value among a stopper's followers or options
        }
        boolean arithmetic = op == Op.ADD || op == Op.SUB || op == Op.SIDLE;
        boolean relation = op.isRelation() && op != Op.IDENTICAL;
        if (!arithmetic && !relation) {
            throw new SyntaxError("'" + op.symbol + "' is not defined for loopy games" + HINT, b.pos());
        }
        check(l, b.left(), op);
        check(r, b.right(), op);
        return arithmetic ? Type.LOOPY : Type.BOOL;
    }

    private static void check(Type t, Expr e, Op op) {
        if (!t.fits(Type.LOOPY)) {
            throw new SyntaxError("'" + op.symbol + "' with a loopy game needs a game on this side too, but this is "
                    + t.description, e.pos());
        }
    }
}
