package org.cgcheck.check.prove;

import java.util.Arrays;
import java.util.List;

/**
 * Bounds that let {@link Search} skip a subtree of multipliers no combination in which reaches its
 * goal: with multipliers λ_j in 0..b for the facts from i on, summing to {@code left}, coordinate c
 * of Σ λ_j·v_j lies between max(left·min_j v_j[c], b·Σ_j min(0, v_j[c])) and the like maximum. A
 * skipped subtree is paid for with its number of leaves, so the budget, the order of the search and
 * the certificate found are exactly those of visiting every leaf.
 */
final class Reach {
    private final int m;
    private final int b;
    /** Per fact index i and coordinate c: the extremes of v_j[c] over j ≥ i, and b times its parts' sums. */
    private final long[][] max;
    private final long[][] min;
    private final long[][] posSum;
    private final long[][] negSum;
    /** Leaves below (i, left), memoised; -1 unknown. Saturates at {@link #MANY}. */
    private final long[][] leaves;
    private static final long MANY = Long.MAX_VALUE / 4;

    Reach(List<long[]> vs, int n, int b) {
        this.m = vs.size();
        this.b = b;
        max = new long[m + 1][n];
        min = new long[m + 1][n];
        posSum = new long[m + 1][n];
        negSum = new long[m + 1][n];
        Arrays.fill(max[m], Long.MIN_VALUE);
        Arrays.fill(min[m], Long.MAX_VALUE);
        for (int i = m - 1; i >= 0; i--) {
            long[] v = vs.get(i);
            for (int c = 0; c < n; c++) {
                max[i][c] = Math.max(max[i + 1][c], v[c]);
                min[i][c] = Math.min(min[i + 1][c], v[c]);
                posSum[i][c] = posSum[i + 1][c] + b * Math.max(0, v[c]);
                negSum[i][c] = negSum[i + 1][c] + b * Math.min(0, v[c]);
            }
        }
        leaves = new long[m + 1][b * m + 1];
        for (long[] row : leaves) {
            Arrays.fill(row, -1);
        }
    }

    /** Whether some multipliers for facts i.. (each 0..b, summing to {@code left}) could give {@code rest}. */
    boolean possible(int i, int left, long[] rest) {
        if (i >= m) {
            return true;
        }
        for (int c = 0; c < rest.length; c++) {
            long hi = Math.min(left * max[i][c], posSum[i][c]);
            long lo = Math.max(left * min[i][c], negSum[i][c]);
            if (rest[c] > hi || rest[c] < lo) {
                return false;
            }
        }
        return true;
    }

    /** The leaves {@link Search} visits below (i, left) when none of them is a solution. */
    long leaves(int i, int left) {
        if (i == m) {
            return 1;
        }
        if (left > b * (m - i)) {
            return 0;
        }
        long known = leaves[i][left];
        if (known >= 0) {
            return known;
        }
        long sum = 0;
        for (int k = Math.min(b, left); k >= 0; k--) {
            sum = Math.min(MANY, sum + leaves(i + 1, left - k));
        }
        leaves[i][left] = sum;
        return sum;
    }
}
