package org.cgcheck.eval;

import java.math.BigInteger;
import java.util.Set;
import org.cgcheck.game.Game;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.Expr.Op;
import org.cgcheck.lang.SyntaxError;
import org.cgcheck.lang.Type;

/**
 * The operators on explicit games ({@link ExplicitGame}), as CGSuite's: {@code +}, {@code -},
 * {@code :} and {@code n * G} keep the game as written ({@code '{1|0}' + 1}), a zero term
 * vanishes ({@code '{1|0}' + 0} is {@code '{1|0}'}), {@code G * n} is the Conway product; CGSuite
 * has no comparison of explicit games, so {@code ==}, {@code <=}, ... refuse them (compare
 * {@code canonical(G)}). Both the type checker and the interpreter ask here.
 */
final class ExplicitOps {
    private ExplicitOps() {
    }

    private static final Set<Op> KEPT = Set.of(Op.ADD, Op.SUB, Op.ORDINAL, Op.MUL);

    /** The type of {@code b} when a side is an explicit game. */
    static Type binary(Expr.Binary b, Type l, Type r) {
        Op op = b.op();
        if (!KEPT.contains(op)) {
            throw new SyntaxError(refusal(op, l, r), b.pos());
        }
        if (op == Op.MUL) {
            Type other = l == Type.EXPLICIT ? r : l;
            if (other != Type.INT) {
                throw new SyntaxError(refusal(op, l, r) + "; an explicit game is multiplied by an integer only"
                        + " (n * G; G * n is the Conway product)", b.pos());
            }
            boolean zero = b.left() instanceof Expr.IntLit n && n.value().signum() == 0;
            return zero ? Type.GAME : Type.EXPLICIT;       // 0 * G is 0, as in CGSuite
        }
        if (l != Type.LOOPY) {      // '{1|0}' + on: a stopper is a part too, as in CGSuite
            TypeChecker.need(l, Type.EXPLICIT, b.left(), "the left side of '" + op.symbol + "'");
        }
        if (r != Type.LOOPY) {
            TypeChecker.need(r, Type.EXPLICIT, b.right(), "the right side of '" + op.symbol + "'");
        }
        return Type.EXPLICIT;
    }

    private static String refusal(Op op, Type l, Type r) {
        return "no operation '" + op.symbol + "' for " + l.description + " and " + r.description
                + " (as in CGSuite; an explicit game's value is canonical(G), which compares)";
    }

    /** Does the operation involve an explicit game? */
    static boolean involves(Object x, Object y) {
        return x instanceof ExplicitGame || y instanceof ExplicitGame;
    }

    /** x op y where one is an explicit game. */
    static Object operate(Expr.Binary b, Object x, Object y) {
        Op op = b.op();
        if (!KEPT.contains(op)) {
            throw new SyntaxError("no operation '" + op.symbol + "' for " + Values.typeName(x) + " and "
                    + Values.typeName(y) + " (as in CGSuite; an explicit game's value is canonical(G), which compares)",
                    b.pos());
        }
        if (op == Op.MUL) {
            if (x instanceof BigInteger n) {
                return n.signum() == 0 ? Game.ZERO : new ExplicitGame.Compound(ExplicitGame.Kind.CONWAY_PRODUCT,
                        ExplicitGame.part(n), y);
            }
            if (y instanceof BigInteger) {
                return new ExplicitGame.Compound(ExplicitGame.Kind.CONWAY_PRODUCT, x, ExplicitGame.part(y));
            }
            throw new SyntaxError("no operation '*' for " + Values.typeName(x) + " and " + Values.typeName(y)
                    + " (as in CGSuite)", b.pos());
        }
        Object g = operand(x, b, true);
        Object h = operand(y, b, false);
        if (op == Op.ORDINAL) {
            return new ExplicitGame.Compound(ExplicitGame.Kind.ORDINAL_SUM, g, h);
        }
        if (op == Op.SUB) {
            if (isZero(g)) {
                return ExplicitGame.negate(h);
            }
            h = isZero(h) ? h : ExplicitGame.negate(h);
        }
        return isZero(h) ? g : isZero(g) ? h : new ExplicitGame.Compound(ExplicitGame.Kind.SUM, g, h);
    }

    private static boolean isZero(Object x) {
        return x == Game.ZERO;
    }

    /** A side as a part: an explicit game, or a value's canonical form. */
    private static Object operand(Object v, Expr.Binary b, boolean left) {
        if (v instanceof org.cgcheck.loopy.SidedValue s) {
            if (!s.isStopper()) {       // CGSuite: no operation + for ExplicitGame and StopperSidedValue
                throw new SyntaxError("no operation '" + b.op().symbol + "' for an explicit game and " + s
                        + ", a loopy value that is not a stopper (as in CGSuite: only a stopper is kept as a part"
                        + " of an explicit game)", (left ? b.left() : b.right()).pos());
            }
            return s;       // '{1|0}' + on, kept as written as CGSuite keeps it
        }
        return v instanceof ExplicitGame ? v : Values.operand(v, b, left);
    }

    /** The canonical (CGSuite: ExplicitGame.CanonicalForm) of a value that may be kept as written. */
    static Game value(Object v) {
        return ExplicitGame.canonical(ExplicitGame.part(v));
    }
}
