package org.cgcheck.eval;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import org.cgcheck.rules.Bound;
import org.cgcheck.rules.Ruleset;
import org.cgcheck.rules.Rulesets;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.Pos;
import org.cgcheck.lang.SyntaxError;

/**
 * {@code RULESET within BOUND}: the positions, smallest first, or a refusal with the count when
 * there are too many to list. Positions beyond the bound are explored by the checker (random
 * positions of the ruleset, check/Exploration), never listed here.
 */
public final class WithinDomain {
    /** Most positions a {@code within} domain lists (each is solved: about a million is minutes). */
    public static final int MAX_POSITIONS = 2_000_000;
    /** Largest side or size accepted before anything is counted. */
    static final int MAX_BOUND = 64;

    private WithinDomain() {
    }

    public static List<Object> elements(Expr.Domain.Within w, Map<String, Object> env) {
        if (LoopyWithin.applies(w)) {
            return LoopyWithin.elements(w, bound(w, env));
        }
        Ruleset rules = Rulesets.byName(w.ruleset());
        Bound b = bound(w, env);
        if (w.boards()) {
            Interpreter in = new Interpreter(env);
            int rowsFrom = side(in.eval(w.rowsFrom()), w.rowsFrom().pos());
            int colsFrom = side(in.eval(w.colsFrom()), w.colsFrom().pos());
            int cols = w.cols() == null ? b.rows() : b.cols();     // "toadsandfrogs boards 1..3": as many frogs as toads
            if (w.cols() == null) {
                List<Object> same = new java.util.ArrayList<>();
                for (int n = rowsFrom; n <= b.rows(); n++) {
                    same.addAll(org.cgcheck.rules.StartingBoards.between(rules, n, n, n, n));
                }
                return List.copyOf(same);
            }
            return List.copyOf(org.cgcheck.rules.StartingBoards.between(rules, rowsFrom, colsFrom, b.rows(), cols));
        }
        double n = rules.countWithin(b);
        if (n > MAX_POSITIONS) {
            throw new SyntaxError(String.format("%s within %s has %s positions; at most %,d can be checked"
                    + " (give a smaller bound)", rules.name(), b, Bound.estimate(n), MAX_POSITIONS), w.pos());
        }
        return List.copyOf(rules.within(b));
    }

    /** The bound's rows and columns (columns 0 for one size). */
    static Bound bound(Expr.Domain.Within w, Map<String, Object> env) {
        Interpreter in = new Interpreter(env);
        int rows = side(in.eval(w.rows()), w.rows().pos());
        int cols = w.cols() == null ? 0 : side(in.eval(w.cols()), w.cols().pos());
        return new Bound(rows, cols);
    }

    private static int side(Object v, Pos pos) {
        BigInteger n = Values.integer(v, pos, "the bound");
        if (n.signum() < 0 || n.compareTo(BigInteger.valueOf(MAX_BOUND)) > 0) {
            throw new SyntaxError("a 'within' bound must be 0.." + MAX_BOUND + ", got " + n, pos);
        }
        return n.intValue();
    }

    /** The number of positions, from the bound's literal values (1 when unknown before running). */
    public static BigInteger estimate(Expr.Domain.Within w, Map<String, BigInteger[]> bounds) {
        if (w.boards()) {
            BigInteger[] r = QuantifierCost.interval(w.rows(), bounds);
            BigInteger[] c = w.cols() == null ? r : QuantifierCost.interval(w.cols(), bounds);
            return r == null || c == null ? BigInteger.ONE
                    : r[1].add(BigInteger.ONE).multiply(c[1].add(BigInteger.ONE)).max(BigInteger.ONE);
        }
        BigInteger[] r = QuantifierCost.interval(w.rows(), bounds);
        BigInteger[] c = w.cols() == null ? new BigInteger[] {BigInteger.ZERO, BigInteger.ZERO}
                : QuantifierCost.interval(w.cols(), bounds);
        if (r == null || c == null || r[1].compareTo(BigInteger.valueOf(MAX_BOUND)) > 0
                || c[1].compareTo(BigInteger.valueOf(MAX_BOUND)) > 0 || r[1].signum() < 0 || c[1].signum() < 0) {
            return BigInteger.ONE;
        }
        Bound most = new Bound(r[1].intValue(), c[1].intValue());
        double n = LoopyWithin.applies(w) ? LoopyWithin.count(w, most)
                : Rulesets.byName(w.ruleset()).countWithin(most);
        return Double.isInfinite(n) ? BigInteger.TEN.pow(300) : new BigDecimal(n).toBigInteger().max(BigInteger.ONE);
    }
}
