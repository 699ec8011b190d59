package org.cgcheck.misere;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
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
 * <p><b>Proof.</b> Whether a sum G satisfies the recursion "Φ(G) ∈ P iff G has a move and no
 * option of G has its image in P" depends only on its <i>state</i>: m = Φ(G) and, for each heap
 * class q (heaps with the same image) present in G, r_q = Φ(G − one heap of class q); an option
 * replaces that heap by one of its options O, with image r_q·Φ(O). The state of G + H follows from
 * the state of G, so the states of all sums are found by a search from the state of 0 under adding
 * heaps: finitely many. Which heaps of a class G holds is not in the state, but any heap of a
 * class can be swapped for another of the same class without changing the state, so the check
 * is made for every choice: P(m) needs every heap of every present class to have no option into
 * P; not P(m) needs a present class all of whose heaps have one (or no present heap at all). If
 * every state passes, induction on the weight of G shows o⁻(G) = P iff Φ(G) ∈ P for every sum,
 * however many heaps.
 */
final class QuotientProof {
    private static final byte EMPTY = 1, FULL = 2, MIXED = 3;

    /**
     * Why a candidate failed: a sum where the recursion fails, the lightest sum with its image, and
     * for each class whose heaps behave differently there, those of its heaps that have an option into P.
     */
    record Failure(int[] game, int[] representative, List<List<Integer>> splits) {
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
     * TooLarge past maxStates. The states are searched in M modulo the indistinguishability of the
     * derived P (a congruence, so states, P and each heap's options into P are all well defined on
     * classes): the same check, on fewer states.
     */
    boolean run() {
        derive();
        reduced = Moore.reduction(identity, act, p);
        return check(reduced.table());
    }

    /** The quotient: M modulo indistinguishability, after a successful run. */
    QuotientTable quotient() {
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

    /** Representatives by Dijkstra over "add a heap", then P in order of weight. */
    private void derive() {
        long[] dist = new long[size];
        Arrays.fill(dist, Long.MAX_VALUE);
        parent = new int[size];
        parentHeap = new int[size];
        dist[identity] = 0;
        parent[identity] = -1;
        PriorityQueue<long[]> queue = new PriorityQueue<>((a, b) -> a[0] != b[0] ? Long.compare(a[0], b[0]) : Long.compare(a[1], b[1]));
        queue.add(new long[] {0, identity});
        List<Integer> order = new ArrayList<>();
        boolean[] settled = new boolean[size];
        while (!queue.isEmpty()) {
            long[] e = queue.poll();
            int x = (int) e[1];
            if (settled[x]) {
                continue;
            }
            settled[x] = true;
            order.add(x);
            for (int h = 0; h < act.length; h++) {
                if (options[h].length == 0) {
                    continue;
                }
                int y = act[h][x];
                if (dist[x] + weight[h] < dist[y]) {
                    dist[y] = dist[x] + weight[h];
                    parent[y] = x;
                    parentHeap[y] = h;
                    queue.add(new long[] {dist[y], y});
                }
            }
        }
        p = new boolean[size];
        boolean[] known = new boolean[size];
        for (int x : order) {
            EvaluationStopped.check();
            int[] c = counts(x);
            boolean moved = false, isP = true;
            for (int h = 0; h < c.length && isP; h++) {
                if (c[h] == 0 || options[h].length == 0) {
                    continue;
                }
                c[h]--;
                int r = image(c);
                c[h]++;
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

    /** The search over states [m, r_0 .. r_{C-1}] (-1: class absent), checking each. */
    private boolean check(QuotientTable q) {
        int[][] act = q.act();
        boolean[] p = q.p();
        int identity = q.identity(), size = q.order();
        Map<Integer, Integer> classOfImage = new HashMap<>();
        List<List<Integer>> classes = new ArrayList<>();
        for (int h = 0; h < act.length; h++) {
            if (options[h].length > 0) {
                int image = act[h][identity];
                Integer c = classOfImage.get(image);
                if (c == null) {
                    c = classes.size();
                    classOfImage.put(image, c);
                    classes.add(new ArrayList<>());
                }
                classes.get(c).add(h);
            }
        }
        int nc = classes.size(), stride = nc + 1;
        byte[][] status = new byte[nc][size];
        StateTable table = new StateTable(stride);
        int[] start = new int[stride];
        Arrays.fill(start, -1);
        start[0] = identity;
        table.add(start, -1, -1);
        int[] s = new int[stride], t = new int[stride];
        for (int i = 0; i < table.size(); i++) {
            if ((i & 0xfff) == 0) {
                EvaluationStopped.check();
            }
            table.get(i, s);
            boolean present = false, allEmpty = true, someFull = false;
            List<List<Integer>> mixed = new ArrayList<>();
            for (int c = 0; c < nc; c++) {
                int r = s[c + 1];
                if (r < 0) {
                    continue;
                }
                present = true;
                byte st = status[c][r];
                if (st == 0) {
                    st = status[c][r] = status(classes.get(c), r, q);
                }
                allEmpty &= st == EMPTY;
                someFull |= st == FULL;
                if (st == MIXED) {
                    List<Integer> withOption = new ArrayList<>();
                    for (int h : classes.get(c)) {
                        if (intoP(h, r, q)) {
                            withOption.add(h);
                        }
                    }
                    mixed.add(withOption);
                }
            }
            boolean ok = p[s[0]] ? present && allEmpty : !present || someFull;
            if (!ok) {
                int[] game = new int[act.length];
                for (int j = i; table.parent(j) >= 0; j = table.parent(j)) {
                    game[classes.get(table.parentClass(j)).get(0)]++;
                }
                failure = new Failure(game, counts(image(game)), mixed);
                states = table.size();
                return false;
            }
            for (int c = 0; c < nc; c++) {
                int[] a = act[classes.get(c).get(0)];
                t[0] = a[s[0]];
                for (int d = 0; d < nc; d++) {
                    t[d + 1] = d == c ? s[0] : s[d + 1] < 0 ? -1 : a[s[d + 1]];
                }
                if (table.add(t, i, c) && table.size() > maxStates) {
                    throw new TooLarge("more than " + maxStates + " states");
                }
            }
        }
        states = table.size();
        return true;
    }

    /** Do all, none or some heaps of a class have an option from r into P? */
    private byte status(List<Integer> heaps, int r, QuotientTable q) {
        boolean any = false, all = true;
        for (int h : heaps) {
            boolean b = intoP(h, r, q);
            any |= b;
            all &= b;
        }
        return all ? FULL : any ? MIXED : EMPTY;
    }

    /** Has heap h an option O with r·Φ(O) in P? */
    private boolean intoP(int h, int r, QuotientTable q) {
        for (int[] o : options[h]) {
            if (q.p()[QuotientTable.times(q, r, o)]) {
                return true;
            }
        }
        return false;
    }
}
