package org.cgcheck.check.prove;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Predicate;
import org.cgcheck.check.prove.Certificate.Use;
import org.cgcheck.game.Game;

/**
 * The certificate search: is {@code target} a combination Σ λᵢ·factᵢ (λᵢ nonnegative integers) plus
 * a constant the engine accepts? Exact integer arithmetic; multipliers are tried by increasing
 * total, each up to a bound chosen so that at most {@link #BUDGET} combinations are tried. Complete
 * up to that bound, and a certificate found is one of least total.
 */
final class Search {
    static final int BUDGET = 200_000;
    static final int MAX_MULTIPLIER = 6;

    /** A usable fact: {@code t ≥ 0}, shown as {@code use} with multiplier 1. */
    record Fact(Linear t, Use use) { }

    /** Multipliers found (parallel to the facts) and the constant remainder. */
    record Found(int[] multipliers, Game remainder) { }

    private Search() {
    }

    static int bound(int facts) {
        int b = 1;
        while (b < MAX_MULTIPLIER && Math.pow(b + 2, facts) <= BUDGET) {
            b++;
        }
        return b;
    }

    /** target = Σ λ·fact + r with r ≥ 0. */
    static Found derive(Linear target, List<Fact> facts, Budget budget) {
        return search(target, facts, r -> r.geq(Game.ZERO), false, budget);
    }

    /** Σ λ·fact is a constant k (λ ≠ 0) that is not ≥ 0: the facts contradict each other. */
    static Found contradiction(List<Fact> facts, Budget budget) {
        return search(Linear.constant(Game.ZERO), facts, r -> !r.negate().geq(Game.ZERO), true, budget);
    }

    private static Found search(Linear target, List<Fact> facts, Predicate<Game> accept, boolean nonzero,
            Budget budget) {
        Map<String, Integer> index = new TreeMap<>();
        target.coeffs().keySet().forEach(k -> index.putIfAbsent(k, index.size()));
        facts.forEach(f -> f.t().coeffs().keySet().forEach(k -> index.putIfAbsent(k, index.size())));
        int n = index.size();
        long[] goal = vector(target, index, n);
        List<long[]> vs = new ArrayList<>();
        List<Fact> usable = new ArrayList<>();
        for (Fact f : facts) {
            long[] v = vector(f.t(), index, n);
            if (v != null) {
                vs.add(v);
                usable.add(f);
            }
        }
        if (goal == null) {
            return null;
        }
        int m = vs.size();
        int b = bound(m);
        int[] lambda = new int[m];
        Reach reach = new Reach(vs, n, b);
        for (int total = nonzero ? 1 : 0; total <= b * m; total++) {
            Found f = walk(0, total, b, lambda, goal, vs, usable, target, accept, budget, reach);
            if (f != null) {
                return f;
            }
        }
        return null;
    }

    /**
     * A complete multiplier vector: a certificate if it uses the whole bulk and cancels every
     * variable, and what is left of the target's constant passes {@code accept}.
     */
    static Found leaf(int left, int[] lambda, long[] rest, List<Fact> facts, Linear target, Predicate<Game> accept) {
        if (left != 0) {
            return null;
        }
        for (long x : rest) {
            if (x != 0) {
                return null;
            }
        }
        Game r = target.constant();
        for (int j = 0; j < lambda.length; j++) {
            if (lambda[j] != 0) {
                r = r.minus(Linear.times(BigInteger.valueOf(lambda[j]), facts.get(j).t().constant()));
            }
        }
        return accept.test(r) ? new Found(lambda.clone(), r) : null;
    }

    private static Found walk(int i, int left, int b, int[] lambda, long[] rest, List<long[]> vs, List<Fact> facts,
            Linear target, Predicate<Game> accept, Budget budget, Reach reach) {
        if (i == vs.size()) {
            budget.spend();
            return leaf(left, lambda, rest, facts, target, accept);
        }
        if (left > b * (vs.size() - i)) {
            return null;
        }
        if (!reach.possible(i, left, rest)) {
            // No combination below reaches the goal: skip it, paying the budget as visiting each would.
            budget.spend(reach.leaves(i, left));
            return null;
        }
        for (int k = Math.min(b, left); k >= 0; k--) {
            long[] next = rest.clone();
            long[] v = vs.get(i);
            for (int j = 0; j < next.length; j++) {
                next[j] = Math.subtractExact(next[j], Math.multiplyExact(v[j], k));
            }
            lambda[i] = k;
            Found f = walk(i + 1, left - k, b, lambda, next, vs, facts, target, accept, budget, reach);
            lambda[i] = 0;
            if (f != null) {
                return f;
            }
        }
        return null;
    }

    /** Coefficients as longs; null if one does not fit (then the fact is not used). */
    private static long[] vector(Linear l, Map<String, Integer> index, int n) {
        long[] v = new long[n];
        for (Map.Entry<String, BigInteger> e : l.coeffs().entrySet()) {
            if (e.getValue().bitLength() > 31) {
                return null;
            }
            v[index.get(e.getKey())] = e.getValue().longValue();
        }
        return v;
    }
}
