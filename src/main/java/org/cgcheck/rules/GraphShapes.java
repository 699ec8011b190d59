package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Unlabelled shapes for graph domains: every connected simple graph of n vertices up to
 * isomorphism (each is a smaller one with a vertex added: a connected graph always has a vertex
 * whose removal leaves it connected), and the paths.
 */
final class GraphShapes {
    /** Largest vertex count listed: 853 shapes of 7 vertices, 11,117 of 8. */
    static final int MAX_CONNECTED = 8;
    private static final List<List<Graph>> CONNECTED = new ArrayList<>();

    private GraphShapes() {
    }

    /** Connected shapes of exactly n vertices (1 <= n <= MAX_CONNECTED), in a fixed order. */
    static synchronized List<Graph> connected(int n) {
        if (CONNECTED.isEmpty()) {
            CONNECTED.add(List.of());
            CONNECTED.add(List.of(Graph.path(1)));
        }
        while (CONNECTED.size() <= n) {
            int m = CONNECTED.size() - 1;
            Map<String, Graph> next = new LinkedHashMap<>();
            for (Graph g : CONNECTED.get(m)) {
                for (int mask = 1; mask < 1 << m; mask++) {
                    Graph h = addVertex(g, mask);
                    next.putIfAbsent(GraphKey.of(h, false), h);
                }
            }
            CONNECTED.add(List.copyOf(next.values()));
        }
        return CONNECTED.get(n);
    }

    /** g with a new last vertex joined to the vertices in {@code mask}. */
    static Graph addVertex(Graph g, int mask) {
        int m = g.vertexCount();
        int[] lab = new int[m + 1];
        int[][] t = new int[m + 1][];
        int[][] e = new int[m + 1][];
        List<Integer> nb = new ArrayList<>();
        for (int v = 0; v < m; v++) {
            boolean join = (mask >> v & 1) != 0;
            t[v] = java.util.Arrays.copyOf(g.to[v], g.to[v].length + (join ? 1 : 0));
            e[v] = new int[t[v].length];
            if (join) {
                t[v][t[v].length - 1] = m;
                nb.add(v);
            }
        }
        t[m] = nb.stream().mapToInt(Integer::intValue).toArray();
        e[m] = new int[t[m].length];
        return new Graph(lab, t, e);
    }

    /** A random connected simple graph of n vertices: a random tree, then each other pair joined at one rate. */
    static Graph random(int n, SplittableRandom rnd) {
        Graph g = Graph.path(1);
        double extra = rnd.nextDouble() * 0.4;
        for (int v = 1; v < n; v++) {
            int mask = 1 << rnd.nextInt(v);
            for (int w = 0; w < v; w++) {
                if (rnd.nextDouble() < extra) {
                    mask |= 1 << w;
                }
            }
            g = addVertex(g, mask);
        }
        return g;
    }
}
