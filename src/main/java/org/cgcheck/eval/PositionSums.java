package org.cgcheck.eval;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.cgcheck.form.Form;
import org.cgcheck.game.Game;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.Expr.Op;
import org.cgcheck.lang.SyntaxError;
import org.cgcheck.rules.FormPosition;
import org.cgcheck.rules.Position;
import org.cgcheck.rules.SumPosition;

/**
 * {@code +}, {@code -} and {@code n * P} where a position takes part: a {@link SumPosition} that
 * keeps its components (forms and values beside positions become positions of their forms). Its
 * normal-play value is computed only when a value is needed; where no position takes part the
 * operators are the values' (or the forms') as before.
 */
final class PositionSums {
    private PositionSums() {
    }

    /** Is the value a position (of a ruleset, a sum, a literal form kept as one, a user's)? */
    static boolean any(Object x, Object y) {
        return x instanceof Position || y instanceof Position;
    }

    /** x + y or x - y with a position among them, or null when a side cannot be a position (a value remains). */
    static Object add(Op op, Object x, Object y) {
        Position p = position(x);
        Position q = position(y);
        if (p == null || q == null) {
            return null;
        }
        if (op == Op.SUB) {
            q = negate(q);
            if (q == null) {
                return null;
            }
        }
        return sum(List.of(p, q), null);
    }

    /** n copies of the position (of −P for n &lt; 0), or null when there is no −P or too many copies. */
    static Object times(BigInteger n, Position p, Expr.Binary b) {
        Position one = n.signum() < 0 ? negate(p) : p;
        if (one == null || n.abs().compareTo(BigInteger.valueOf(SumPosition.MAX_PARTS)) > 0) {
            return null;
        }
        return sum(Collections.nCopies(n.abs().intValue(), one), b);
    }

    private static Position sum(List<Position> ps, Expr.Binary b) {
        try {
            return SumPosition.of(ps);
        } catch (org.cgcheck.rules.BadPosition e) {
            throw new SyntaxError(e.getMessage(), b == null ? new org.cgcheck.lang.Pos(1, 1, 0) : b.pos());
        }
    }

    /** A game-like value as a position: itself, a literal form's, or a value's canonical form; else null. */
    static Position position(Object v) {
        if (v instanceof Position p) {
            return p;
        }
        if (v instanceof Form f) {
            return FormPosition.of(f);
        }
        if (v instanceof Game g) {
            return FormPosition.ofValue(g);
        }
        if (v instanceof BigInteger n) {
            return FormPosition.ofValue(Game.number(org.cgcheck.game.Dyadic.integer(n)));
        }
        return null;
    }

    /**
     * −P as a position: an impartial position itself, a form's negative, a sum's parts negated, a
     * board with the roles swapped ({@link org.cgcheck.rules.Negatives}); null where the rules make none.
     */
    static Position negate(Position p) {
        if (p.ruleset().impartial()) {
            return p;
        }
        if (p instanceof FormPosition f) {
            return FormPosition.of(f.form().negate());
        }
        if (p instanceof SumPosition s) {
            List<Position> out = new ArrayList<>();
            for (Position c : s.parts()) {
                Position n = negate(c);
                if (n == null) {
                    return null;
                }
                out.add(n);
            }
            return SumPosition.of(out);
        }
        return org.cgcheck.rules.Negatives.of(p);
    }

    /** A position beside a loopy game: refused, never its value taken in silence. */
    static void refuseLoopy(Object x, Object y, Expr.Binary b) {
        Object p = x instanceof Position ? x : y;
        throw new SyntaxError("'" + b.op().symbol + "' of a position (" + ((Position) p).expression() + ") and a loopy"
                + " game: positions are played as short games and cannot be summed with a loopy one; write"
                + " canonical(P) to use the position's normal-play value", b.pos());
    }
}
