package org.cgcheck.misere;

import java.util.Arrays;
import java.util.List;
import org.cgcheck.game.EvaluationStopped;

/**
 * The misère quotient of the sums of heaps of sizes 1..N of a heap game, computed and proved in
 * three steps.
 *
 * <ol>
 * <li><b>Guess.</b> Every heap's multiplicity is saturated with threshold t and period 2 (k copies
 * stand for k - 2 once k &gt; t + 1): positions become vectors in {0..t+1}^N, a finite commutative
 * monoid M. Misère outcomes are computed on M by the recursion "P iff there is a move and every
 * move leads to an N-position"; a move lowers the moved heap's count and only raises counts of
 * smaller heaps, so the vectors' codes (heap N most significant) strictly decrease.</li>
 * <li><b>Proof.</b> The guess is checked on the extended vectors {0..t+2}^N: every real position's
 * count vector, with counts past t+2 folded back by 2, has the same image in M as the position, as
 * each of its "one heap fewer" positions and as each of those with an option's parts added (a count
 * k ≥ t+1 and k − 2 give the same saturated count after any change of −1 or more). So if the
 * recursion also holds at every extended vector, induction on the game tree shows that a position
 * is a misère P-position iff its image in M is in P, for all of A_N, not just small positions. If it
 * fails, t is raised. (Counts t+3 were checked too before; they repeat counts t+1 exactly.)</li>
 * <li><b>Quotient.</b> Indistinguishability in A_N is then the syntactic congruence of P in M:
 * Moore's partition refinement (the minimal automaton over the letters "add heap n"; the monoid
 * is commutative, so the right congruence is two-sided).</li>
 * </ol>
 *
 * Thresholds are per heap: those of the heaps whose counts were folded where the proof failed go
 * up by one. This is not MisereSolver's incremental presentation algorithm: it costs Π (t_h+4), so N is small
 * (see {@link #MAX_WORK}), but every answer it gives is proved for all sums of heaps ≤ N.
 */
final class QuotientSolver {
    /**
     * The budget: Π (t_h+4) at most 10^7 (the extended domain as it was first defined, kept as the
     * limit so the bounds answered stay the same); the proof walks Π (t_h+3) of these vectors.
     */
    static final long MAX_WORK = 10_000_000L;
    /** Thresholds tried: past it the quotient is refused (not seen for the games tried). */
    static final int MAX_THRESHOLD = 4;

    private final int n;
    private final int[][][] options;    // options[h][k]: heap indices (size - 1) left by the k-th move of heap h+1
    private int[][] step;               // for the thresholds being tried: see steps()

    QuotientSolver(int n, List<List<List<Integer>>> moves) {
        this.n = n;
        options = new int[n][][];
        for (int h = 0; h < n; h++) {
            List<List<Integer>> ms = moves.get(h);
            options[h] = new int[ms.size()][];
            for (int k = 0; k < ms.size(); k++) {
                options[h][k] = ms.get(k).stream().mapToInt(x -> x - 1).sorted().toArray();
            }
        }
    }

    /** The budget (t+4)^N of proving with threshold t for every heap (the proof walks (t+3)^N), or Long.MAX_VALUE past {@link #MAX_WORK}. */
    static long work(int n, int t) {
        int[] ts = new int[n];
        Arrays.fill(ts, t);
        return work(ts);
    }

    /** The budget Π (t_h + 4) of proving with thresholds t_h (the proof walks Π (t_h + 3)), or Long.MAX_VALUE past {@link #MAX_WORK}. */
    static long work(int[] t) {
        long w = 1;
        for (int x : t) {
            w *= x + 4;
            if (w > MAX_WORK) {
                return Long.MAX_VALUE;
            }
        }
        return w;
    }

    /** The result: M's vectors' classes (mixed radix, base t_h + 2 for heap h+1), P, and the thresholds proved. */
    record Solved(int[] thresholds, int[] pows, int[] classOf, boolean[] pClass, int classes, int n) {
        /** The code of vector v with heap h+1 added (saturated). */
        int add(int code, int h) {
            int e = digit(code, h);
            int e2 = e + 1 <= thresholds[h] + 1 ? e + 1 : thresholds[h];
            return code + (e2 - e) * pows[h];
        }

        int digit(int code, int h) {
            return (code / pows[h]) % (thresholds[h] + 2);
        }
    }

    /**
     * Solves with thresholds starting at 1, raising those of the heaps whose counts were folded at
     * a vector where the proof failed; null when the work would pass MAX_WORK or a threshold
     * MAX_THRESHOLD.
     */
    Solved solve() {
        int[] t = new int[n];
        Arrays.fill(t, 1);
        while (work(t) != Long.MAX_VALUE) {
            int[] pows = new int[n];
            int size = 1;
            for (int h = 0; h < n; h++) {
                pows[h] = size;
                size *= t[h] + 2;
            }
            step = steps(t, pows);
            boolean[] p = outcomes(t, pows, size);
            int[] failed = proved(t, pows, p);
            if (failed == null) {
                return minimize(t, pows, size, p);
            }
            for (int h = 0; h < n; h++) {
                if (failed[h] > t[h] + 1) {
                    if (++t[h] > MAX_THRESHOLD) {
                        return null;
                    }
                }
            }
        }
        return null;
    }

    /** step[h][k]: the change of a vector's code in M when heap h+1's count goes from k to k + 1. */
    private int[][] steps(int[] t, int[] pows) {
        int parts = 1;
        for (int[][] os : options) {
            for (int[] o : os) {
                parts = Math.max(parts, o.length);
            }
        }
        int[][] st = new int[n][];
        for (int h = 0; h < n; h++) {
            st[h] = new int[t[h] + 4 + parts];
            for (int k = 0; k < st[h].length; k++) {
                st[h][k] = (sat(k + 1, t[h]) - sat(k, t[h])) * pows[h];
            }
        }
        return st;
    }

    static int sat(int k, int t) {
        return k <= t + 1 ? k : t + ((k - t) & 1);
    }

    /** P on M by the misère recursion, in increasing code order. */
    private boolean[] outcomes(int[] t, int[] pows, int size) {
        boolean[] p = new boolean[size];
        int[] e = new int[n];
        for (int code = 0; code < size; code++) {
            if ((code & 0xfff) == 0) {
                EvaluationStopped.check();
            }
            for (int h = 0; h < n; h++) {
                e[h] = (code / pows[h]) % (t[h] + 2);
            }
            p[code] = recursion(e, code, t, pows, p);
        }
        return p;
    }

    /** Is the position with counts e (any sizes; folded by sat) a P-position by the recursion on p? */
    private boolean recursion(int[] e, int code, int[] t, int[] pows, boolean[] p) {
        boolean moved = false;
        for (int h = 0; h < n; h++) {
            if (e[h] == 0) {
                continue;
            }
            int base = code - step[h][e[h] - 1];
            for (int[] o : options[h]) {
                int c = base, prev = -1, j = 0;
                for (int x : o) {                     // o is sorted: the j-th copy of a part x adds one to e[x] + j
                    j = x == prev ? j + 1 : 0;
                    prev = x;
                    c += step[x][e[x] + j];
                }
                moved = true;
                if (p[c]) {
                    return false;
                }
            }
        }
        return moved;
    }

    /** The recursion at every extended vector in Π {0..t_h+2} with a count past t_h+1: null, or a vector where it fails. */
    private int[] proved(int[] t, int[] pows, boolean[] p) {
        long total = 1;
        for (int x : t) {
            total *= x + 3;
        }
        int[] e = new int[n];
        int code = 0, past = 0;              // e's code in M, and how many of its counts pass t_h + 1
        for (long i = 0; i < total; i++) {
            if ((i & 0xfff) == 0) {
                EvaluationStopped.check();
            }
            if (past > 0 && recursion(e, code, t, pows, p) != p[code]) {
                return e;
            }
            for (int h = 0; h < n; h++) {    // the next vector, counts in {0..t_h+2}, heap 1 fastest
                int old = e[h], next = old + 1 < t[h] + 3 ? old + 1 : 0;
                e[h] = next;
                code += (sat(next, t[h]) - sat(old, t[h])) * pows[h];
                past += (next > t[h] + 1 ? 1 : 0) - (old > t[h] + 1 ? 1 : 0);
                if (next != 0) {
                    break;
                }
            }
        }
        return null;
    }

    /** Moore refinement: classes of M under "same P-membership after adding any heaps". */
    private Solved minimize(int[] t, int[] pows, int size, boolean[] p) {
        int[] cls = Moore.refine(p, n, (h, i) -> {
            int e = (i / pows[h]) % (t[h] + 2);
            int e2 = e + 1 <= t[h] + 1 ? e + 1 : t[h];
            return i + (e2 - e) * pows[h];
        });
        int count = 0;
        for (int c : cls) {
            count = Math.max(count, c + 1);
        }
        boolean[] pc = new boolean[count];
        for (int i = 0; i < size; i++) {
            pc[cls[i]] = p[i];
        }
        return new Solved(t, pows, cls, pc, count, n);
    }
}
