package org.cgcheck.misere;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
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
 * <li><b>Proof.</b> The guess is checked on the extended vectors {0..t+3}^N: every real position's
 * count vector, with counts past t+3 folded back by 2, has the same image in M as the position and
 * as each of its "one heap fewer" positions. So if the recursion also holds at every extended
 * vector, induction on the game tree shows that a position is a misère P-position iff its image in
 * M is in P, for all of A_N, not just small positions. If it fails, t is raised.</li>
 * <li><b>Quotient.</b> Indistinguishability in A_N is then the syntactic congruence of P in M:
 * Moore's partition refinement (the minimal automaton over the letters "add heap n"; the monoid
 * is commutative, so the right congruence is two-sided).</li>
 * </ol>
 *
 * This is not MisereSolver's incremental presentation algorithm: it costs (t+4)^N, so N is small
 * (see {@link #MAX_WORK}), but every answer it gives is proved for all sums of heaps ≤ N.
 */
final class QuotientSolver {
    /** Largest extended domain (t+4)^N checked: about 10^7 vectors, seconds. */
    static final long MAX_WORK = 10_000_000L;
    /** Thresholds tried: past it the quotient is refused (not seen for the games tried). */
    static final int MAX_THRESHOLD = 4;

    private final int n;
    private final int[][][] options;    // options[h][k]: heap indices (size - 1) left by the k-th move of heap h+1

    QuotientSolver(int n, List<List<List<Integer>>> moves) {
        this.n = n;
        options = new int[n][][];
        for (int h = 0; h < n; h++) {
            List<List<Integer>> ms = moves.get(h);
            options[h] = new int[ms.size()][];
            for (int k = 0; k < ms.size(); k++) {
                options[h][k] = ms.get(k).stream().mapToInt(x -> x - 1).toArray();
            }
        }
    }

    /** The cost (t+4)^N of proving with threshold t, or Long.MAX_VALUE past {@link #MAX_WORK}. */
    static long work(int n, int t) {
        long w = 1;
        for (int i = 0; i < n; i++) {
            w *= t + 4;
            if (w > MAX_WORK) {
                return Long.MAX_VALUE;
            }
        }
        return w;
    }

    /** The result: M's vectors' classes, P, and the threshold that was proved. */
    record Solved(int threshold, int[] classOf, boolean[] pClass, int classes, int base, int n) {
        /** The code of vector v with heap h+1 added (saturated). */
        int add(int code, int h) {
            int pow = pow(base, h);
            int e = (code / pow) % base;
            int e2 = e + 1 <= threshold + 1 ? e + 1 : threshold;
            return code + (e2 - e) * pow;
        }
    }

    /** Solves with the least threshold t ≥ 1 that is proved; null if none up to MAX_THRESHOLD fits in MAX_WORK. */
    Solved solve() {
        for (int t = 1; t <= MAX_THRESHOLD && work(n, t) != Long.MAX_VALUE; t++) {
            int base = t + 2;
            int size = pow(base, n);
            boolean[] p = outcomes(t, base, size);
            if (proved(t, base, p)) {
                return minimize(t, base, size, p);
            }
        }
        return null;
    }

    static int pow(int b, int e) {
        int r = 1;
        for (int i = 0; i < e; i++) {
            r *= b;
        }
        return r;
    }

    private static int sat(int k, int t) {
        return k <= t + 1 ? k : t + ((k - t) & 1);
    }

    /** P on M by the misère recursion, in increasing code order. */
    private boolean[] outcomes(int t, int base, int size) {
        boolean[] p = new boolean[size];
        int[] e = new int[n];
        for (int code = 0; code < size; code++) {
            if ((code & 0xfff) == 0) {
                EvaluationStopped.check();
            }
            digits(code, base, e);
            p[code] = recursion(e, t, base, p);
        }
        return p;
    }

    /** Is the position with counts e (any sizes; folded by sat) a P-position by the recursion on p? */
    private boolean recursion(int[] e, int t, int base, boolean[] p) {
        boolean moved = false;
        for (int h = 0; h < n; h++) {
            if (e[h] == 0) {
                continue;
            }
            int[] f = e.clone();
            f[h]--;
            for (int[] o : options[h]) {
                int[] g = f.clone();
                for (int x : o) {
                    g[x]++;
                }
                moved = true;
                if (p[encode(g, t, base)]) {
                    return false;
                }
            }
        }
        return moved;
    }

    private int encode(int[] e, int t, int base) {
        int code = 0;
        for (int h = n - 1; h >= 0; h--) {
            code = code * base + sat(e[h], t);
        }
        return code;
    }

    private void digits(int code, int base, int[] e) {
        for (int h = 0; h < n; h++) {
            e[h] = code % base;
            code /= base;
        }
    }

    /** The recursion at every extended vector in {0..t+3}^N with a count past t+1. */
    private boolean proved(int t, int base, boolean[] p) {
        int ext = t + 4;
        long total = work(n, t);
        int[] e = new int[n];
        for (long code = 0; code < total; code++) {
            if ((code & 0xfff) == 0) {
                EvaluationStopped.check();
            }
            long c = code;
            boolean past = false;
            for (int h = 0; h < n; h++) {
                e[h] = (int) (c % ext);
                c /= ext;
                past |= e[h] > t + 1;
            }
            if (past && recursion(e, t, base, p) != p[encode(e, t, base)]) {
                return false;
            }
        }
        return true;
    }

    /** Moore refinement: classes of M under "same P-membership after adding any heaps". */
    private Solved minimize(int t, int base, int size, boolean[] p) {
        int[] cls = new int[size];
        int count = 0;
        for (int i = 0; i < size; i++) {
            cls[i] = p[i] ? 1 : 0;
        }
        count = 2;
        int[] pows = new int[n];
        for (int h = 0; h < n; h++) {
            pows[h] = pow(base, h);
        }
        while (true) {
            EvaluationStopped.check();
            Map<List<Integer>, Integer> ids = new HashMap<>();
            int[] next = new int[size];
            for (int i = 0; i < size; i++) {
                Integer[] sig = new Integer[n + 1];
                sig[0] = cls[i];
                for (int h = 0; h < n; h++) {
                    int e = (i / pows[h]) % base;
                    int e2 = e + 1 <= t + 1 ? e + 1 : t;
                    sig[h + 1] = cls[i + (e2 - e) * pows[h]];
                }
                next[i] = ids.computeIfAbsent(Arrays.asList(sig), k -> ids.size());
            }
            boolean stable = ids.size() == count;
            cls = next;
            count = ids.size();
            if (stable) {
                break;
            }
        }
        boolean[] pc = new boolean[count];
        for (int i = 0; i < size; i++) {
            pc[cls[i]] = p[i];
        }
        return new Solved(t, cls, pc, count, base, n);
    }
}
