package org.cgcheck.loopy;

import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.Map;
import org.cgcheck.game.Game;

/**
 * Builds a game graph node by node; short games embed as their canonical trees, shared. Edges
 * keep the order they were added in, each once. Plain int arrays: graphs are built by the
 * thousand in sidling and simplification, often before the JIT has compiled anything.
 */
public final class GraphBuilder {
    private int[][] left = new int[16][];
    private int[][] right = new int[16][];
    private int[] leftCount = new int[16];
    private int[] rightCount = new int[16];
    private int size;
    private final Map<Game, Integer> embedded = new IdentityHashMap<>();

    private static final int[] NONE = {};

    public int addNode() {
        if (size == left.length) {
            int cap = 2 * size;
            left = Arrays.copyOf(left, cap);
            right = Arrays.copyOf(right, cap);
            leftCount = Arrays.copyOf(leftCount, cap);
            rightCount = Arrays.copyOf(rightCount, cap);
        }
        left[size] = NONE;
        right[size] = NONE;
        return size++;
    }

    public int size() {
        return size;
    }

    public void addLeft(int from, int to) {
        left[from] = add(left[from], leftCount, from, to);
    }

    public void addRight(int from, int to) {
        right[from] = add(right[from], rightCount, from, to);
    }

    /** Appends {@code to} unless present (degrees are small: a scan). */
    private static int[] add(int[] edges, int[] count, int from, int to) {
        int c = count[from];
        for (int i = 0; i < c; i++) {
            if (edges[i] == to) {
                return edges;
            }
        }
        if (c == edges.length) {
            edges = Arrays.copyOf(edges, Math.max(4, 2 * c));
        }
        edges[c] = to;
        count[from] = c + 1;
        return edges;
    }

    /** The node of a short game (its canonical form's positions, each once). */
    public int embed(Game g) {
        Integer known = embedded.get(g);
        if (known != null) {
            return known;
        }
        int n = addNode();
        embedded.put(g, n);
        for (Game o : g.leftOptions()) {
            addLeft(n, embed(o));
        }
        for (Game o : g.rightOptions()) {
            addRight(n, embed(o));
        }
        return n;
    }

    /** Copies every node of g's graph; returns the node of g's root. */
    public int embed(LoopyGame g) {
        int base = size();
        for (int k = 0; k < g.nodes(); k++) {
            addNode();
        }
        for (int k = 0; k < g.nodes(); k++) {
            // g's edge lists hold no repeats: copied with the offset, no scan needed.
            left[base + k] = shifted(g.left(k), base);
            leftCount[base + k] = g.left(k).length;
            right[base + k] = shifted(g.right(k), base);
            rightCount[base + k] = g.right(k).length;
        }
        return base + g.root();
    }

    private static int[] shifted(int[] edges, int base) {
        int[] out = new int[edges.length];
        for (int i = 0; i < edges.length; i++) {
            out[i] = edges[i] + base;
        }
        return out;
    }

    public LoopyGame build(int root) {
        return buildAll(root).reachablePart();
    }

    /** Keeps every node with its number (for relations between nodes of several games). */
    LoopyGame buildAll(int root) {
        int n = size;
        int[][] l = new int[n][];
        int[][] r = new int[n][];
        for (int k = 0; k < n; k++) {
            l[k] = Arrays.copyOf(left[k], leftCount[k]);
            r[k] = Arrays.copyOf(right[k], rightCount[k]);
        }
        return new LoopyGame(l, r, root);
    }
}
