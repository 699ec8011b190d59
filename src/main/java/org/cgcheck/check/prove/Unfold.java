package org.cgcheck.check.prove;

import java.math.BigInteger;
import java.util.List;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.Expr.Op;

/**
 * Unfolds the definition of ≤ on braces forms compared with 0 (Conway; Siegel, CGT, ch. II): for
 * X = {L | R}, {@code X >= 0} iff no Right option R has {@code R <= 0}, and {@code X <= 0} iff no
 * Left option L has {@code L >= 0}; every relation of X to 0 is made of these two. The options may
 * be variables or expressions: the value of a form depends only on its options' values. One level
 * only; the result is in negation normal form where it replaced a literal (an empty conjunction is
 * {@code 0 == 0}, an empty disjunction {@code 0 != 0}).
 */
final class Unfold {
    private Unfold() {
    }

    /** The formula with every braces-vs-0 literal unfolded (the same object when there is none). */
    static Expr rewrite(Expr f) {
        if (f instanceof Expr.Not n) {
            Expr u = literal(n.operand(), true);
            if (u != null) {
                return u;
            }
            Expr inner = rewrite(n.operand());
            return inner == n.operand() ? f : new Expr.Not(inner, n.pos());
        }
        Expr u = literal(f, false);
        if (u != null) {
            return u;
        }
        if (f instanceof Expr.Binary b && b.op().isLogic()) {
            Expr l = rewrite(b.left());
            Expr r = rewrite(b.right());
            return l == b.left() && r == b.right() ? f : new Expr.Binary(b.op(), l, r, b.pos());
        }
        return f;
    }

    /** The unfolding of {@code X op 0} or {@code 0 op X} (negated if asked), or null if e is not one. */
    private static Expr literal(Expr e, boolean negated) {
        if (!(e instanceof Expr.Binary b) || !b.op().isRelation()) {
            return null;
        }
        Op op = b.op();
        Expr x;
        if (isZero(b.right()) && braces(b.left())) {
            x = b.left();
        } else if (isZero(b.left()) && braces(b.right())) {
            x = b.right();
            op = flip(op);
        } else {
            return null;
        }
        if (op == null) {
            return null;
        }
        List<Expr> left = x instanceof Expr.Braces br ? br.left() : ((Expr.PlusMinus) x).options();
        List<Expr> right = x instanceof Expr.Braces br ? br.right()
                : ((Expr.PlusMinus) x).options().stream().map(o -> (Expr) new Expr.Neg(o, o.pos())).toList();
        // ge: X >= 0, i.e. no right option <= 0; le: X <= 0, i.e. no left option >= 0.
        return switch (op) {
            case GE -> side(right, Op.LE, negated, b);
            case LE -> side(left, Op.GE, negated, b);
            case LFUZZY -> side(right, Op.LE, !negated, b);
            case GFUZZY -> side(left, Op.GE, !negated, b);
            case EQ, NE -> {
                boolean neg = negated ^ op == Op.NE;
                yield join(neg ? Op.OR : Op.AND, side(right, Op.LE, neg, b), side(left, Op.GE, neg, b), b);
            }
            case GT -> negated ? join(Op.OR, side(right, Op.LE, true, b), side(left, Op.GE, false, b), b)
                    : join(Op.AND, side(right, Op.LE, false, b), side(left, Op.GE, true, b), b);
            case LT -> negated ? join(Op.OR, side(right, Op.LE, false, b), side(left, Op.GE, true, b), b)
                    : join(Op.AND, side(right, Op.LE, true, b), side(left, Op.GE, false, b), b);
            case FUZZY -> negated ? join(Op.OR, side(right, Op.LE, false, b), side(left, Op.GE, false, b), b)
                    : join(Op.AND, side(right, Op.LE, true, b), side(left, Op.GE, true, b), b);
            default -> null;
        };
    }

    /**
     * "No option o has {@code o rel 0}": the conjunction of {@code not (o rel 0)}; when {@code holds}
     * is false, its negation: the disjunction of {@code o rel 0}.
     */
    private static Expr side(List<Expr> options, Op rel, boolean negated, Expr.Binary at) {
        Expr out = null;
        for (Expr o : options) {
            Expr lit = new Expr.Binary(rel, o, zero(at), at.pos());
            Expr term = negated ? lit : new Expr.Not(lit, at.pos());
            out = out == null ? term : new Expr.Binary(negated ? Op.OR : Op.AND, out, term, at.pos());
        }
        if (out == null) {
            out = new Expr.Binary(negated ? Op.NE : Op.EQ, zero(at), zero(at), at.pos());
        }
        return out;
    }

    private static Expr join(Op op, Expr a, Expr b, Expr.Binary at) {
        return new Expr.Binary(op, a, b, at.pos());
    }

    private static Op flip(Op op) {
        return switch (op) {
            case LE -> Op.GE;
            case GE -> Op.LE;
            case LT -> Op.GT;
            case GT -> Op.LT;
            case LFUZZY -> Op.GFUZZY;
            case GFUZZY -> Op.LFUZZY;
            case EQ, NE, FUZZY -> op;
            default -> null;
        };
    }

    private static boolean braces(Expr e) {
        return e instanceof Expr.Braces || e instanceof Expr.PlusMinus;
    }

    private static boolean isZero(Expr e) {
        return e instanceof Expr.IntLit i && i.value().signum() == 0;
    }

    private static Expr zero(Expr.Binary at) {
        return new Expr.IntLit(BigInteger.ZERO, at.pos());
    }
}
