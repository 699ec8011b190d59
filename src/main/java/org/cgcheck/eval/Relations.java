package org.cgcheck.eval;

import java.math.BigInteger;
import org.cgcheck.game.Game;
import org.cgcheck.game.Outcome;
import org.cgcheck.loopy.LoopyOutcomeClass;
import org.cgcheck.lang.Expr.Op;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.SyntaxError;

/** The comparison operators on integers, games, booleans and outcome classes. */
final class Relations {
    private Relations() {
    }

    static boolean compare(Op op, Object x, Object y, Expr.Binary b) {
        if (x instanceof BigInteger i && y instanceof BigInteger j) {
            int c = i.compareTo(j);
            switch (op) {
                case EQ: return c == 0;
                case NE: return c != 0;
                case LE: return c <= 0;
                case GE: return c >= 0;
                case LT: return c < 0;
                case GT: return c > 0;
                case FUZZY: return false;
                case LFUZZY: return c < 0;
                default: return c > 0;
            }
        }
        boolean outcomes = (x instanceof Outcome || x instanceof LoopyOutcomeClass)
                && (y instanceof Outcome || y instanceof LoopyOutcomeClass);     // a loopy class with draws is none of L, R, N, P
        if (x instanceof Boolean || y instanceof Boolean || x instanceof Outcome || y instanceof Outcome
                || Values.equalityOnly(x) || Values.equalityOnly(y) || outcomes) {
            if (op != Op.EQ && op != Op.NE) {
                throw new SyntaxError("'" + op.symbol + "' compares games or integers, not "
                        + Values.typeName(x instanceof Boolean || x instanceof Outcome ? x : y), b.pos());
            }
            if (x.getClass() != y.getClass() && !outcomes) {
                throw new SyntaxError("cannot compare " + Values.typeName(x) + " with " + Values.typeName(y), b.pos());
            }
            return x.equals(y) == (op == Op.EQ);
        }
        Game g = Values.operand(x, b, true);
        Game h = Values.operand(y, b, false);
        switch (op) {
            case EQ: return g == h;
            case NE: return g != h;
            case LE: return g.leq(h);
            case GE: return g.geq(h);
            case LT: return g.lessThan(h);
            case GT: return g.greaterThan(h);
            case FUZZY: return g.fuzzy(h);
            case LFUZZY: return g.lessOrFuzzy(h);
            default: return g.greaterOrFuzzy(h);
        }
    }
}
