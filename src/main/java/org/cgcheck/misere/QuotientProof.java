package org.cgcheck.misere;

import java.util.Arrays;
import java.util.List;
import org.cgcheck.game.EvaluationStopped;

/**
 * Proves or refutes that misère outcomes of all sums of heaps 1..n factor through a candidate
 * monoid M (a heap-generated table, {@link QuotientTable} without P): that a sum G is a misère
 * P-position iff Φ(G) ∈ P, for the P this class derives.
 *
 * <p><b>P.</b> Each element m gets a representative R_m, a sum of least weight with image m (the
 * weight of a heap is the length of its longest play, so an option always weighs less than its
 * position). In order of weight, P(m) is the misère recursion at R_m: R_m has a move and no
 * option's image is in P. An option's image has a lighter representative, so P of it is known.
 *
 * <p><b>Proof.</b> {@link OutcomeCheck} then checks, on M modulo the indistinguishability of the
 * derived P (a congruence, so P and each heap's options into P are well defined on classes), that
 * P-positions have no move into P and other positions with a move have one; then induction on the
 * game tree shows o⁻(G) = P iff Φ(G) ∈ P for every sum of heaps ≤ n, however many heaps.
 */
final class QuotientProof {
    /** Why a candidate failed: a sum where the recursion fails, and the lightest sum with its image (whose recursion set P there). */
    record Failure(int[] game, int[] representative) {
    }

    private final int size, identity;
    private final int[][] act;
    private final int[][][] options;   // options[h][k]: heap indices of the k-th option of heap h+1
    private final long[] weight;
    private final long maxStates;
    private boolean[] p;
    private Moore.Reduction reduced;
    private int[] parent, parentHeap;
    private Failure failure;
    private long states;

    QuotientProof(int size, int identity, int[][] act, int[][][] options, long[] weight, long maxStates) {
        this.size = size;
        this.identity = identity;
        this.act = act;
        this.options = options;
        this.weight = weight;
        this.maxStates = maxStates;
    }

    /** The weights: the longest play of each heap (0 for a heap with no move). */
    static long[] weights(int[][][] options) {
        long[] w = new long[options.length];
        for (int h = 0; h < options.length; h++) {
            for (int[] o : options[h]) {
                long s = 1;
                for (int x : o) {
                    s += w[x];
                }
                w[h] = Math.max(w[h], s);
            }
        }
        return w;
    }

    /**
     * Runs the proof: true if proved (then {@link #quotient()}), false with {@link #failure()}; throws
     * TooLarge past maxStates pairs searched. The check runs on M modulo the indistinguishability of
     * the derived P: the same check, on fewer elements.
     */
    boolean run() {
        prepare();
        OutcomeCheck.Result r = new OutcomeCheck(reduced.table(), options, weight).run(maxStates);
        states = r.states();
        if (r.failure() == null) {
            return true;
        }
        failure = new Failure(r.failure(), counts(image(r.failure())));
        return false;
    }

    /** Derives P and reduces M (the part of {@link #run()} before the search): cheap, for trying candidates. */
    void prepare() {
        deriveP();
        if (reduced == null) {
            reduced = Moore.reduction(identity, act, p);
        }
    }

    /** Derives P only (no reduction): all {@link #holdsAt} needs, so trials that fail there are never reduced. */
    void deriveP() {
        if (p == null) {
            derive();
        }
    }

    /**
     * Does the recursion hold at the sum with these heap counts (index h = heap h+1), i.e. is its
     * image in P iff it has a move and no option's image is in P (P derived on the candidate)?
     */
    boolean holdsAt(int[] c) {
        deriveP();
        boolean moved = false, intoP = false;
        for (int h = 0; h < c.length && !intoP; h++) {
            if (c[h] == 0 || options[h].length == 0) {
                continue;
            }
            c[h]--;
            int r = image(c);
            c[h]++;
            for (int[] o : options[h]) {
                moved = true;
                if (p[times(r, o)]) {
                    intoP = true;
                    break;
                }
            }
        }
        return p[image(c)] == (moved && !intoP);
    }

    /** M modulo the indistinguishability of the derived P: the quotient after a successful run, the failed trial otherwise. */
    QuotientTable quotient() {
        prepare();
        return reduced.table();
    }

    Failure failure() {
        return failure;
    }

    long states() {
        return states;
    }

    static final class TooLarge extends RuntimeException {
        TooLarge(String m) {
            super(m);
        }
    }

    /**
     * Representatives by Dijkstra over "add a heap", then P in order of weight. Weights are small
     * positive integers, so the queue is a ring of W + 1 buckets (W the largest weight), each bucket
     * settled in increasing element order: the order (weight, element) a priority queue gives.
     */
    private void derive() {
        long[] dist = new long[size];
        Arrays.fill(dist, Long.MAX_VALUE);
        parent = new int[size];
        parentHeap = new int[size];
        dist[identity] = 0;
        parent[identity] = -1;
        int maxWeight = 0;
        for (int h = 0; h < act.length; h++) {
            if (options[h].length > 0) {
                maxWeight = (int) Math.max(maxWeight, weight[h]);
            }
        }
        int[][] bucket = new int[maxWeight + 1][];
        int[] fill = new int[maxWeight + 1];
        for (int b = 0; b <= maxWeight; b++) {
            bucket[b] = new int[16];
        }
        bucket[0][fill[0]++] = identity;
        long queued = 1;
        int[] order = new int[size];                           // the elements in the order settled
        int settledCount = 0;
        boolean[] settled = new boolean[size];
        for (long d = 0; queued > 0; d++) {
            int b = (int) (d % (maxWeight + 1));
            int[] here = Arrays.copyOf(bucket[b], fill[b]);     // every entry here has weight d (later ones go to other buckets)
            queued -= fill[b];
            fill[b] = 0;
            Arrays.sort(here);
            for (int x : here) {
                if (settled[x]) {
                    continue;
                }
                settled[x] = true;
                order[settledCount++] = x;
                for (int h = 0; h < act.length; h++) {
                    if (options[h].length == 0) {
                        continue;
                    }
                    int y = act[h][x];
                    if (dist[x] + weight[h] < dist[y]) {
                        dist[y] = dist[x] + weight[h];
                        parent[y] = x;
                        parentHeap[y] = h;
                        int by = (int) (dist[y] % (maxWeight + 1));
                        if (fill[by] == bucket[by].length) {
                            bucket[by] = Arrays.copyOf(bucket[by], fill[by] * 2);
                        }
                        bucket[by][fill[by]++] = y;
                        queued++;
                    }
                }
            }
        }
        p = new boolean[size];
        boolean[] known = new boolean[size];
        int[][] present = new int[size][], minus = new int[size][];   // heaps h of R_x, and Φ(R_x − h)
        for (int at = 0; at < settledCount; at++) {
            int x = order[at];
            if ((x & 0xff) == 0) {
                EvaluationStopped.check();
            }
            if (x == identity) {
                present[x] = minus[x] = new int[0];
            } else {
                int px = parent[x], ph = parentHeap[x];
                int[] pp = present[px], pm = minus[px];
                boolean had = false;
                for (int h : pp) {
                    had |= h == ph;
                }
                int[] np = Arrays.copyOf(pp, had ? pp.length : pp.length + 1), nm = new int[np.length];
                for (int i = 0; i < pp.length; i++) {
                    nm[i] = act[ph][pm[i]];
                }
                if (!had) {
                    np[pp.length] = ph;
                    nm[pp.length] = px;
                }
                present[x] = np;
                minus[x] = nm;
            }
            boolean moved = false, isP = true;
            for (int i = 0; i < present[x].length && isP; i++) {
                int h = present[x][i], r = minus[x][i];
                for (int[] o : options[h]) {
                    int y = times(r, o);
                    if (!known[y]) {
                        throw new IllegalStateException("an option's image has no lighter representative");
                    }
                    moved = true;
                    if (p[y]) {
                        isP = false;
                        break;
                    }
                }
            }
            p[x] = moved && isP;
            known[x] = true;
        }
    }

    /** Heap counts of R_x (index h = heap h+1). */
    int[] counts(int x) {
        int[] c = new int[act.length];
        for (int y = x; parent[y] >= 0; y = parent[y]) {
            c[parentHeap[y]]++;
        }
        return c;
    }

    private int image(int[] c) {
        int x = identity;
        for (int h = 0; h < c.length; h++) {
            for (int k = 0; k < c[h]; k++) {
                x = act[h][x];
            }
        }
        return x;
    }

    private int times(int r, int[] o) {
        for (int h : o) {
            r = act[h][r];
        }
        return r;
    }
}
