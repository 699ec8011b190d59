package org.cgcheck.eval;

import java.math.BigInteger;
import java.util.List;
import org.cgcheck.form.Form;
import org.cgcheck.game.Game;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.Expr.Op;
import org.cgcheck.lang.Pos;
import org.cgcheck.lang.SyntaxError;

/**
 * What the operators mean on evaluated values: {@code -v}, arithmetic and relations, for integers,
 * strings, lists, forms, positions (sums stay positions), misère forms, loopy games and values. The
 * interpreter and the exhaustive search's compiled plan both call these, so they share one semantics.
 */
public final class Operators {
    private Operators() {
    }

    /** -v: integers, forms, misère forms and loopy games as themselves, a position as one where its rules make one. */
    public static Object negate(Object v, Pos pos) {
        if (v instanceof ExplicitGame) {
            return ExplicitGame.negate(v);
        }
        if (v instanceof BigInteger i) {
            return i.negate();
        }
        if (v instanceof Form f) {
            return f.negate();
        }
        if (v instanceof org.cgcheck.loopy.SidedValue sv) {
            return sv.negate();
        }
        if (v instanceof org.cgcheck.fn.MisereForm m) {
            return org.cgcheck.misere.MisereForms.value(m.form().negate(), m.dicot());
        }
        org.cgcheck.rules.Position minus = v instanceof org.cgcheck.rules.Position p ? PositionSums.negate(p) : null;
        if (minus != null) {
            return minus;
        }
        return Values.game(v, pos, "the operand of '-'").negate();
    }

    /**
     * A relation or arithmetic operator (not logic, not {@code ===}) applied to its evaluated
     * operands; the exhaustive search's compiled plan calls it so both share one semantics.
     * ArithmeticExceptions propagate (the caller locates them at {@code b}).
     */
    public static Object operate(Expr.Binary b, Object x, Object y) {
        Op op = b.op();
        if (ListFunctions.involves(x, y)) {
            return ListFunctions.operate(b, x, y);
        }
        if (ExplicitOps.involves(x, y)) {
            return ExplicitOps.operate(b, x, y);        // issue 42: kept as written, as CGSuite keeps it
        }
        if (MisereValues.any(x, y) && (op == Op.ADD || op == Op.SUB || op.isRelation())) {
            return MisereValues.operate(op, x, y, b);
        }
        if (LoopyValues.isLoopy(x, y) || op == Op.SIDLE) {
            if (PositionSums.any(x, y) && !op.isRelation()) {
                PositionSums.refuseLoopy(x, y, b);
            }
            return LoopyValues.operate(op, x, y, b);
        }
        if (op.isRelation()) {
            return Relations.compare(op, x, y, b);
        }
        switch (op) {
            case ADD:
            case SUB:
                if (x instanceof BigInteger i && y instanceof BigInteger j) {
                    return op == Op.ADD ? i.add(j) : i.subtract(j);
                }
                if (x instanceof String s && y instanceof String t && op == Op.ADD) {
                    return s + t;
                }
                if (x instanceof Form f && y instanceof Form h) {
                    return op == Op.ADD ? f.plus(h) : f.plus(h.negate());
                }
                if (PositionSums.any(x, y)) {       // a sum of positions stays a position
                    Object sum = PositionSums.add(op, x, y);
                    if (sum != null) {
                        return sum;
                    }
                }
                Game gx = Values.operand(x, b, true);
                Game gy = Values.operand(y, b, false);
                return op == Op.ADD ? gx.plus(gy) : gx.minus(gy);
            case XOR: {
                BigInteger i = Values.integer(x, b.left().pos(), "the left side of 'xor'");
                BigInteger j = Values.integer(y, b.right().pos(), "the right side of 'xor'");
                if (i.signum() < 0 || j.signum() < 0) {
                    throw new SyntaxError("'xor' (nim-sum) needs non-negative integers", b.pos());
                }
                return i.xor(j);
            }
            case MUL:
                return multiply(x, y, b);
            case MOD:
            case DIV: {
                BigInteger i = Values.integer(x, b.left().pos(), "the left side of '" + op.symbol + "'");
                BigInteger j = Values.integer(y, b.right().pos(), "the right side of '" + op.symbol + "'");
                if (j.signum() == 0) {
                    throw new SyntaxError("'" + op.symbol + "' by zero", b.pos());
                }
                BigInteger[] qr = i.divideAndRemainder(j);
                if (qr[1].signum() != 0 && qr[1].signum() != j.signum()) {      // floor division: the remainder takes j's sign
                    qr[0] = qr[0].subtract(BigInteger.ONE);
                    qr[1] = qr[1].add(j);
                }
                return op == Op.MOD ? qr[1] : qr[0];
            }
            default:
                // The operands are already evaluated: evaluating them again doubles the cost per term of a chain.
                return Interpreter.apply(Functions.lookup(op == Op.NORTON ? "norton" : "ordinal"), List.of(x, y), b.pos());
        }
    }

    private static Object multiply(Object x, Object y, Expr.Binary b) {
        if (x instanceof BigInteger i && y instanceof BigInteger j) {
            return i.multiply(j);
        }
        Object copies = x instanceof BigInteger n ? copies(n, y, b) : y instanceof BigInteger n ? copies(n, x, b) : null;
        if (copies != null) {
            return copies;
        }
        if (x instanceof BigInteger n) {
            return Multiples.times(n, Values.game(y, b.right().pos(), "the right side of '*'"), b.pos());
        }
        if (y instanceof BigInteger n) {
            return Multiples.times(n, Values.game(x, b.left().pos(), "the left side of '*'"), b.pos());
        }
        throw new SyntaxError("'*' multiplies integers, or an integer and a game (n copies); "
                + "for the Norton product of games write G.U", b.pos());
    }

    /** n·P as n copies of a position or misère form, or null for a value (whose multiple is a value). */
    private static Object copies(BigInteger n, Object g, Expr.Binary b) {
        if (g instanceof org.cgcheck.fn.MisereForm m) {
            return MisereValues.times(n, m, b);
        }
        return g instanceof org.cgcheck.rules.Position p ? PositionSums.times(n, p, b) : null;
    }

}
