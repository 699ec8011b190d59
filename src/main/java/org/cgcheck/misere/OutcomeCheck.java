package org.cgcheck.misere;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.cgcheck.game.EvaluationStopped;

/**
 * Checks that misère outcomes of all sums of heaps factor through a heap-generated table with its
 * set P: that Φ(G) ∈ P iff G has a move and no option of G has its image in P, for every sum G
 * (then, by induction on the game tree, G is a misère P-position iff Φ(G) ∈ P). With T(G) the set
 * of the images of G's options, the two halves are checked as MisereSolver checks them:
 *
 * <ul>
 * <li><b>P-positions have no move into P</b>, on pairs: an option of G replaces a heap h by an
 * option O, with image x·Φ(O) where x = Φ(G − h). So it is enough that no element x and heap h
 * have x·Φ(h) ∈ P and x·Φ(O) ∈ P (every element is the image of some sum). A sum with no move is
 * a sum of heaps with no move, whose image is the identity: the identity must not be in P.</li>
 * <li><b>Other positions with a move have a move into P</b>, by a search over the pairs (x, T) =
 * (Φ(G), T(G)): adding a heap h gives (x·Φ(h), T·Φ(h) ∪ x·Φ(options of h)), so the pairs of all
 * sums are found from (1, ∅). Having a move into P only grows with T, and T(G) ⊆ T(G') implies
 * T(G + H) ⊆ T(G' + H), so a pair whose T contains the T of a pair already found for the same x
 * is not searched: every sum's pair contains one that is (induction on the number of heaps).</li>
 * </ul>
 */
final class OutcomeCheck {
    /** The result: a sum (heap counts, index h = heap h+1) where the recursion fails, or null; and the pairs searched. */
    record Result(int[] failure, long states) {
    }

    private final QuotientTable q;
    private final int[][][] options;
    private final long[] weight;
    private final int n, words;
    private final List<Integer> letterHeap = new ArrayList<>();   // a heap per distinct (image, option images)
    private final List<int[]> letterOptions = new ArrayList<>();  // indices into columns
    private final List<int[]> columns = new ArrayList<>();        // x -> x·y for each option image y
    private final long[] pSet;

    OutcomeCheck(QuotientTable q, int[][][] options, long[] weight) {
        this.q = q;
        this.options = options;
        this.weight = weight;
        n = q.order();
        words = (n + 63) >>> 6;
        pSet = new long[words];
        for (int x = 0; x < n; x++) {
            if (q.p()[x]) {
                pSet[x >>> 6] |= 1L << x;
            }
        }
        int[][] word = IncrementalQuotient.words(q);
        Map<Integer, Integer> columnOf = new HashMap<>();
        Map<List<Integer>, Boolean> seen = new HashMap<>();
        for (int h = 0; h < options.length; h++) {
            if (options[h].length == 0) {
                continue;
            }
            int[] images = Arrays.stream(options[h]).mapToInt(o -> QuotientTable.times(q, q.identity(), o)).distinct().sorted().toArray();
            List<Integer> key = new ArrayList<>();
            key.add(q.act()[h][q.identity()]);
            Arrays.stream(images).forEach(key::add);
            if (seen.put(key, true) != null) {
                continue;
            }
            int[] cols = new int[images.length];
            for (int i = 0; i < images.length; i++) {
                int y = images[i];
                cols[i] = columnOf.computeIfAbsent(y, k -> {
                    int[] col = new int[n];
                    for (int x = 0; x < n; x++) {
                        col[x] = QuotientTable.times(q, x, word[k]);
                    }
                    columns.add(col);
                    return columns.size() - 1;
                });
            }
            letterHeap.add(h);
            letterOptions.add(cols);
        }
    }

    /** Both halves: the lightest failure of the first, else the first failure the search meets. */
    Result run(long maxStates) {
        if (q.p()[q.identity()]) {
            return new Result(new int[options.length], 1);
        }
        int[] failure = pFailure();
        return failure != null ? new Result(failure, 0) : nSearch(maxStates);
    }

    /** The lightest sum R_x + h with x·Φ(h) ∈ P and an option into P, or null. */
    private int[] pFailure() {
        int[][] word = IncrementalQuotient.words(q);
        int[] best = null;
        long bestWeight = Long.MAX_VALUE;
        for (int x = 0; x < n; x++) {
            for (int l = 0; l < letterHeap.size(); l++) {
                int h = letterHeap.get(l);
                if (!q.p()[q.act()[h][x]]) {
                    continue;
                }
                for (int c : letterOptions.get(l)) {
                    if (q.p()[columns.get(c)[x]]) {
                        int[] g = new int[options.length];
                        for (int k : word[x]) {
                            g[k]++;
                        }
                        g[h]++;
                        long w = 0;
                        for (int k = 0; k < g.length; k++) {
                            w += g[k] * weight[k];
                        }
                        if (w < bestWeight) {
                            best = g;
                            bestWeight = w;
                        }
                        break;
                    }
                }
            }
        }
        return best;
    }

    /** Breadth-first over the pairs (x, T), each T kept only if no T found for x is a subset of it. */
    private Result nSearch(long maxStates) {
        int[][] act = q.act();
        boolean[] p = q.p();
        int letters = letterHeap.size();
        int[] xs = new int[1024], parent = new int[1024], by = new int[1024];
        long[] sets = new long[1024 * words];
        boolean[] dead = new boolean[1024];
        int[][] chain = new int[n][];          // the pairs kept for x (indices; -1 once a subset replaced them)
        int[] chainSize = new int[n];
        xs[0] = q.identity();
        parent[0] = -1;
        int size = 1;
        long[] t = new long[words];
        for (int i = 0; i < size; i++) {
            if ((i & 0xfff) == 0) {
                EvaluationStopped.check();
            }
            if (dead[i]) {
                continue;
            }
            int x = xs[i];
            for (int l = 0; l < letters; l++) {
                int[] a = act[letterHeap.get(l)];
                Arrays.fill(t, 0);
                int base = i * words;
                for (int w = 0; w < words; w++) {
                    long bits = sets[base + w];
                    while (bits != 0) {
                        int y = a[(w << 6) + Long.numberOfTrailingZeros(bits)];
                        t[y >>> 6] |= 1L << y;
                        bits &= bits - 1;
                    }
                }
                for (int c : letterOptions.get(l)) {
                    int y = columns.get(c)[x];
                    t[y >>> 6] |= 1L << y;
                }
                int x2 = a[x];
                if (covered(chain[x2], chainSize[x2], sets, t)) {
                    continue;
                }
                if (size == xs.length) {
                    int cap = size * 2;
                    xs = Arrays.copyOf(xs, cap);
                    parent = Arrays.copyOf(parent, cap);
                    by = Arrays.copyOf(by, cap);
                    dead = Arrays.copyOf(dead, cap);
                    sets = Arrays.copyOf(sets, cap * words);
                }
                int k = size++;
                xs[k] = x2;
                parent[k] = i;
                by[k] = l;
                System.arraycopy(t, 0, sets, k * words, words);
                chainSize[x2] = replace(chain, chainSize[x2], x2, k, sets, t, dead);
                if (!p[x2] && !intersects(t, pSet)) {
                    int[] g = new int[options.length];
                    for (int j = k; parent[j] >= 0; j = parent[j]) {
                        g[letterHeap.get(by[j])]++;
                    }
                    return new Result(g, size);
                }
                if (size > maxStates) {
                    throw new QuotientProof.TooLarge("more than " + maxStates + " states");
                }
            }
        }
        return new Result(null, size);
    }

    /** Is some kept T for this x a subset of t? */
    private boolean covered(int[] kept, int count, long[] sets, long[] t) {
        for (int j = 0; j < count; j++) {
            int o = kept[j] * words;
            boolean subset = true;
            for (int w = 0; w < words && subset; w++) {
                subset = (sets[o + w] & ~t[w]) == 0;
            }
            if (subset) {
                return true;
            }
        }
        return false;
    }

    /** Keeps pair k for x, dropping (and not searching) the kept pairs whose T contains t; the new count. */
    private int replace(int[][] chain, int count, int x, int k, long[] sets, long[] t, boolean[] dead) {
        int[] kept = chain[x];
        int m = 0;
        for (int j = 0; j < count; j++) {
            int o = kept[j] * words;
            boolean superset = true;
            for (int w = 0; w < words && superset; w++) {
                superset = (t[w] & ~sets[o + w]) == 0;
            }
            if (superset) {
                dead[kept[j]] = true;
            } else {
                kept[m++] = kept[j];
            }
        }
        if (kept == null) {
            kept = chain[x] = new int[4];
        } else if (m == kept.length) {
            kept = chain[x] = Arrays.copyOf(kept, m * 2);
        }
        kept[m++] = k;
        return m;
    }

    private static boolean intersects(long[] a, long[] b) {
        for (int w = 0; w < a.length; w++) {
            if ((a[w] & b[w]) != 0) {
                return true;
            }
        }
        return false;
    }
}
