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
        Walk w = new Walk(b, vs, usable, target, accept, budget);
        for (int total = nonzero ? 1 : 0; total <= b * m; total++) {
            Found f = w.walk(0, total, goal);
            if (f != null) {
                return f;
            }
        }
        return null;
    }

    /**
     * The multipliers of facts i.. for a given total, tried in order (the first fact's largest
     * first), one unit of the budget per combination. A subtree where no combination can reach the
     * target (some coordinate out of the range the remaining facts span) is not walked: its
     * combinations are counted and spent at once, so the budget runs out at the same combination and
     * the certificate found is the same as when every combination is visited (SearchTest checks this
     * against the plain walk). Coefficients fit in 31 bits and multipliers in 3, so no sum of at most
     * a few thousand terms overflows a long.
     */
    private static final class Walk {
        private final int b;
        private final long[][] vs;
        private final List<Fact> facts;
        private final Linear target;
        private final Predicate<Game> accept;
        private final Budget budget;
        private final int[] lambda;
        /** Per level i and coordinate: the least and greatest Σ_{t ≥ i} λ_t·v_t, with 0 ≤ λ_t ≤ b. */
        private final long[][] low;
        private final long[][] high;
        /** Combinations under a node, by facts left and total left; -1: not yet counted. */
        private final long[][] combinations;

        Walk(int b, List<long[]> vs, List<Fact> facts, Linear target, Predicate<Game> accept, Budget budget) {
            this.b = b;
            this.vs = vs.toArray(new long[0][]);
            this.facts = facts;
            this.target = target;
            this.accept = accept;
            this.budget = budget;
            int m = this.vs.length;
            int n = m == 0 ? 0 : this.vs[0].length;
            this.lambda = new int[m];
            this.low = new long[m + 1][n];
            this.high = new long[m + 1][n];
            for (int i = m - 1; i >= 0; i--) {
                for (int j = 0; j < n; j++) {
                    long v = this.vs[i][j] * b;
                    low[i][j] = low[i + 1][j] + Math.min(v, 0);
                    high[i][j] = high[i + 1][j] + Math.max(v, 0);
                }
            }
            this.combinations = new long[m + 1][b * m + 1];
            for (long[] row : combinations) {
                java.util.Arrays.fill(row, -1);
            }
        }

        Found walk(int i, int left, long[] rest) {
            int m = vs.length;
            if (i == m) {
                budget.spend();
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
            if (left > b * (m - i)) {
                return null;
            }
            if (!reachable(i, rest)) {
                budget.spend(combinations(m - i, left));
                return null;
            }
            long[] v = vs[i];
            for (int k = Math.min(b, left); k >= 0; k--) {
                long[] next = rest.clone();
                for (int j = 0; j < next.length; j++) {
                    next[j] -= v[j] * k;
                }
                lambda[i] = k;
                Found f = walk(i + 1, left - k, next);
                lambda[i] = 0;
                if (f != null) {
                    return f;
                }
            }
            return null;
        }

        private boolean reachable(int i, long[] rest) {
            long[] lo = low[i];
            long[] hi = high[i];
            for (int j = 0; j < rest.length; j++) {
                if (rest[j] < lo[j] || rest[j] > hi[j]) {
                    return false;
                }
            }
            return true;
        }

        /** The combinations the walk spends under a node with {@code facts} facts and {@code left} to share. */
        private long combinations(int facts, int left) {
            if (facts == 0) {
                return 1;
            }
            if (left > b * facts) {
                return 0;
            }
            long known = combinations[facts][left];
            if (known >= 0) {
                return known;
            }
            long sum = 0;
            for (int k = Math.min(b, left); k >= 0; k--) {
                sum = Math.min(Long.MAX_VALUE / 2, sum + combinations(facts - 1, left - k));
            }
            combinations[facts][left] = sum;
            return sum;
        }
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
