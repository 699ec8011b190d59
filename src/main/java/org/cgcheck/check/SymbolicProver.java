package org.cgcheck.check;

import java.math.BigInteger;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import org.cgcheck.game.Game;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.Interpreter;
import org.cgcheck.lang.Values;

/**
 * Proves (in)equalities between integer-linear combinations of game variables and constants
 * when every variable cancels: then the claim is a comparison of constants, true for all
 * games of every birthday because games form an ordered abelian group (G ≤ H iff G - H ≤ 0).
 */
final class SymbolicProver {
    private SymbolicProver() {
    }

    /** A linear combination Σ c_v·v + constant. */
    private record Linear(Map<String, BigInteger> coeffs, Game constant) {
        Linear plus(Linear o, int sign) {
            Map<String, BigInteger> c = new HashMap<>(coeffs);
            o.coeffs.forEach((v, k) -> c.merge(v, sign > 0 ? k : k.negate(), BigInteger::add));
            return new Linear(c, sign > 0 ? constant.plus(o.constant) : constant.minus(o.constant));
        }

        Linear times(BigInteger n) {
            Map<String, BigInteger> c = new HashMap<>();
            coeffs.forEach((v, k) -> c.put(v, k.multiply(n)));
            return new Linear(c, org.cgcheck.theory.Norton.times(n, constant));
        }

        boolean allCancel() {
            return coeffs.values().stream().allMatch(k -> k.signum() == 0);
        }
    }

    /** True if the relation holds for all values of the variables; false if not decided. */
    static boolean proves(Expr body, Set<String> gameVars) {
        if (!(body instanceof Expr.Binary b) || !b.op().isRelation() || b.op() == Expr.Op.IDENTICAL) {
            return false;
        }
        Linear l = linear(b.left(), gameVars);
        Linear r = linear(b.right(), gameVars);
        if (l == null || r == null) {
            return false;
        }
        Linear d = l.plus(r, -1);
        if (!d.allCancel()) {
            return false;
        }
        Game g = d.constant();
        switch (b.op()) {
            case EQ: return g == Game.ZERO;
            case NE: return g != Game.ZERO;
            case LE: return g.leq(Game.ZERO);
            case GE: return g.geq(Game.ZERO);
            case LT: return g.lessThan(Game.ZERO);
            case GT: return g.greaterThan(Game.ZERO);
            case FUZZY: return g.fuzzy(Game.ZERO);
            case LFUZZY: return g.lessOrFuzzy(Game.ZERO);
            default: return g.greaterOrFuzzy(Game.ZERO);
        }
    }

    private static Linear linear(Expr e, Set<String> vars) {
        if (e instanceof Expr.Var v) {
            if (!vars.contains(v.name())) {
                return null;
            }
            return new Linear(Map.of(v.name(), BigInteger.ONE), Game.ZERO);
        }
        if (e instanceof Expr.Neg n) {
            Linear x = linear(n.operand(), vars);
            return x == null ? null : x.times(BigInteger.ONE.negate());
        }
        if (e instanceof Expr.Binary b) {
            if (b.op() == Expr.Op.ADD || b.op() == Expr.Op.SUB) {
                Linear x = linear(b.left(), vars);
                Linear y = linear(b.right(), vars);
                return x == null || y == null ? null : x.plus(y, b.op() == Expr.Op.ADD ? 1 : -1);
            }
            if (b.op() == Expr.Op.MUL) {
                BigInteger k = integerConstant(b.left());
                if (k != null) {
                    Linear y = linear(b.right(), vars);
                    return y == null ? null : y.times(k);
                }
                k = integerConstant(b.right());
                if (k != null) {
                    Linear x = linear(b.left(), vars);
                    return x == null ? null : x.times(k);
                }
            }
        }
        if (mentionsAny(e, vars)) {
            return null;
        }
        try {
            return new Linear(Map.of(), Values.game(new Interpreter().eval(e), e.pos(), "a constant"));
        } catch (RuntimeException ex) {
            return null;
        }
    }

    private static BigInteger integerConstant(Expr e) {
        return e instanceof Expr.IntLit i ? i.value() : null;
    }

    static boolean mentionsAny(Expr e, Set<String> vars) {
        return FreeVariables.of(e).stream().anyMatch(vars::contains);
    }
}
