package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A key equal for isomorphic labelled graphs, so that the memo meets a graph again under another
 * numbering: the least encoding over the numberings that colour refinement and individualisation
 * leave (the usual canonical labelling search). Sound whatever happens: an encoding is always the
 * encoding of the graph under some numbering, so equal keys mean isomorphic graphs; when the search
 * passes its budget (very symmetric graphs) the key is the graph's own numbering, which only
 * costs memo hits.
 */
final class GraphKey {
    private static final int BUDGET = 5_000;

    private final Graph g;
    private final int n;
    private String best;
    private int leaves;

    private GraphKey(Graph g) {
        this.g = g;
        this.n = g.vertexCount();
    }

    /** The key; {@code rooted}: vertex 0 is distinguished (Hackenbush's ground). */
    static String of(Graph g, boolean rooted) {
        GraphKey k = new GraphKey(g);
        int[] colour = new int[k.n];
        for (int v = 0; v < k.n; v++) {
            colour[v] = g.label[v] + 1;
        }
        if (rooted && k.n > 0) {
            colour[0] = 0;
        }
        try {
            k.search(k.refine(colour));
        } catch (OverBudget e) {
            return "raw" + g.identity();
        }
        return k.best;
    }

    private static final class OverBudget extends RuntimeException {
        OverBudget() {
            super(null, null, false, false);
        }
    }

    /** Colours refined until stable: a vertex's new colour ranks (its colour, its neighbours' edge labels and colours). */
    private int[] refine(int[] colour) {
        int classes = count(colour);
        while (true) {
            String[] sig = new String[n];
            for (int v = 0; v < n; v++) {
                long[] nb = new long[g.to[v].length];
                for (int j = 0; j < nb.length; j++) {
                    nb[j] = (long) colour[g.to[v][j]] * 64 + g.edgeLabel[v][j];
                }
                Arrays.sort(nb);
                sig[v] = colour[v] + "/" + Arrays.toString(nb);
            }
            String[] sorted = sig.clone();
            Arrays.sort(sorted, (a, b) -> compareSig(a, b));
            int[] next = new int[n];
            for (int v = 0; v < n; v++) {
                next[v] = rank(sorted, sig[v]);
            }
            int c = count(next);
            if (c == classes) {
                return next;
            }
            colour = next;
            classes = c;
        }
    }

    /** Signatures order first by the old colour, so that refinement never reorders earlier classes. */
    private static int compareSig(String a, String b) {
        int ca = Integer.parseInt(a.substring(0, a.indexOf('/')));
        int cb = Integer.parseInt(b.substring(0, b.indexOf('/')));
        return ca != cb ? Integer.compare(ca, cb) : a.compareTo(b);
    }

    private static int rank(String[] sorted, String s) {
        int r = 0;
        for (int k = 0; k < sorted.length; k++) {
            if (k > 0 && !sorted[k].equals(sorted[k - 1])) {
                r++;
            }
            if (sorted[k].equals(s)) {
                return r;
            }
        }
        throw new IllegalStateException();
    }

    private static int count(int[] colour) {
        return (int) Arrays.stream(colour).distinct().count();
    }

    private void search(int[] colour) {
        if (count(colour) == n) {
            if (++leaves > BUDGET) {
                throw new OverBudget();
            }
            String enc = encode(colour);
            if (best == null || enc.compareTo(best) < 0) {
                best = enc;
            }
            return;
        }
        // The first smallest colour class with several vertices: each of its vertices in turn
        // gets a colour of its own (just below the class's other members), then refinement again.
        int target = -1, size = Integer.MAX_VALUE;
        int[] counts = new int[n + 1];
        for (int c : colour) {
            counts[c]++;
        }
        for (int c = 0; c <= n; c++) {
            if (counts[c] > 1 && counts[c] < size) {
                size = counts[c];
                target = c;
            }
        }
        List<Integer> cell = new ArrayList<>();
        for (int v = 0; v < n; v++) {
            if (colour[v] == target) {
                cell.add(v);
            }
        }
        for (int v : cell) {
            int[] c2 = new int[n];
            for (int w = 0; w < n; w++) {
                c2[w] = colour[w] * 2 + (colour[w] == target && w != v ? 1 : 0);
            }
            search(refine(c2));
        }
    }

    /** The graph renumbered by the colours (all distinct): labels in order, then the sorted edges. */
    private String encode(int[] pos) {
        int[] lab = new int[n];
        List<long[]> es = new ArrayList<>();
        for (int v = 0; v < n; v++) {
            lab[pos[v]] = g.label[v];
            for (int j = 0; j < g.to[v].length; j++) {
                int w = g.to[v][j];
                if (v <= w) {
                    int a = Math.min(pos[v], pos[w]), b = Math.max(pos[v], pos[w]);
                    es.add(new long[] {a, b, g.edgeLabel[v][j]});
                }
            }
        }
        es.sort((x, y) -> x[0] != y[0] ? Long.compare(x[0], y[0]) : x[1] != y[1] ? Long.compare(x[1], y[1])
                : Long.compare(x[2], y[2]));
        StringBuilder s = new StringBuilder();
        for (int l : lab) {
            s.append((char) ('0' + l));
        }
        s.append('|');
        for (long[] e : es) {
            s.append(e[0]).append('-').append(e[1]).append(e[2] == 0 ? "" : "/" + e[2]).append(',');
        }
        return s.toString();
    }
}
