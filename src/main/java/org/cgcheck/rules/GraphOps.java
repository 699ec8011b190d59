package org.cgcheck.rules;

/** Graphs made from shapes for domains: renumbered so a vertex is first, labelled by a number. */
final class GraphOps {
    private GraphOps() {
    }

    /** The graph with vertices {@code 0} and {@code root} swapped (root becomes the ground). */
    static Graph rootedAt(Graph g, int root) {
        int n = g.vertexCount();
        int[] map = new int[n];
        for (int v = 0; v < n; v++) {
            map[v] = v == root ? 0 : v == 0 ? root : v;
        }
        int[] lab = new int[n];
        int[][] t = new int[n][];
        int[][] e = new int[n][];
        for (int v = 0; v < n; v++) {
            int m = map[v];
            lab[m] = g.label[v];
            t[m] = new int[g.to[v].length];
            e[m] = g.edgeLabel[v].clone();
            for (int j = 0; j < t[m].length; j++) {
                t[m][j] = map[g.to[v][j]];
            }
        }
        return new Graph(lab, t, e);
    }

    /**
     * The shape with labels spelled by {@code code}: the vertex labels are its low digits in base
     * {@code vl}, then each edge (counted once, in order) a digit in base {@code el}.
     */
    static Graph labelledBy(Graph s, long code, int vl, int el) {
        int n = s.vertexCount();
        int[] lab = new int[n];
        long x = code;
        for (int v = 0; v < n; v++) {
            lab[v] = (int) (x % vl);
            x /= vl;
        }
        int[][] e = new int[n][];
        for (int v = 0; v < n; v++) {
            e[v] = new int[s.to[v].length];
        }
        for (int v = 0; v < n; v++) {
            for (int j = 0; j < s.to[v].length; j++) {
                int w = s.to[v][j];
                if (v < w) {
                    int l = (int) (x % el);
                    x /= el;
                    e[v][j] = l;
                    for (int k = 0; k < s.to[w].length; k++) {      // simple shapes: one edge back
                        if (s.to[w][k] == v) {
                            e[w][k] = l;
                        }
                    }
                }
            }
        }
        return new Graph(lab, s.to, e);
    }
}
