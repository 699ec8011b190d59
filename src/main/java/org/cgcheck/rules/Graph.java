package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * An immutable undirected graph with labelled vertices and edges, stored as CGSuite stores it: each
 * vertex keeps its edges in order (an edge appears at both ends, a loop once), so that options and
 * printed graphs come out in CGSuite's order. Labels are small codes given meaning by the ruleset
 * (index into its label names; 0 is the unlabelled vertex or plain edge where the ruleset has one).
 */
public final class Graph {
    final int[] label;
    final int[][] to;
    final int[][] edgeLabel;

    Graph(int[] label, int[][] to, int[][] edgeLabel) {
        this.label = label;
        this.to = to;
        this.edgeLabel = edgeLabel;
    }

    static final Graph EMPTY = new Graph(new int[0], new int[0][], new int[0][]);

    public int vertexCount() {
        return label.length;
    }

    /** Edges counted once (a loop once). */
    public int edgeCount() {
        int n = 0;
        for (int v = 0; v < to.length; v++) {
            for (int w : to[v]) {
                n += v <= w ? 1 : 0;
            }
        }
        return n;
    }

    public int label(int v) {
        return label[v];
    }

    /** The path on n vertices, vertices and edges labelled 0 (CGSuite's Graph.Path). */
    static Graph path(int n) {
        int[] lab = new int[n];
        int[][] t = new int[n][];
        int[][] e = new int[n][];
        for (int v = 0; v < n; v++) {
            if (n == 1) {
                t[v] = new int[0];
            } else if (v == 0) {
                t[v] = new int[] {1};
            } else if (v == n - 1) {
                t[v] = new int[] {n - 2};
            } else {
                t[v] = new int[] {v - 1, v + 1};
            }
            e[v] = new int[t[v].length];
        }
        return new Graph(lab, t, e);
    }

    /** The graph keeping only the vertices in {@code keep} (sorted), renumbered in order. */
    Graph retain(int[] keep) {
        int[] map = new int[label.length];
        Arrays.fill(map, -1);
        for (int i = 0; i < keep.length; i++) {
            map[keep[i]] = i;
        }
        int[] lab = new int[keep.length];
        int[][] t = new int[keep.length][];
        int[][] e = new int[keep.length][];
        for (int i = 0; i < keep.length; i++) {
            int v = keep[i];
            lab[i] = label[v];
            int k = 0;
            for (int w : to[v]) {
                k += map[w] >= 0 ? 1 : 0;
            }
            t[i] = new int[k];
            e[i] = new int[k];
            k = 0;
            for (int j = 0; j < to[v].length; j++) {
                if (map[to[v][j]] >= 0) {
                    t[i][k] = map[to[v][j]];
                    e[i][k++] = edgeLabel[v][j];
                }
            }
        }
        return new Graph(lab, t, e);
    }

    /** Without the vertices marked in {@code gone}. */
    Graph without(boolean[] gone) {
        int n = 0;
        for (boolean g : gone) {
            n += g ? 0 : 1;
        }
        int[] keep = new int[n];
        n = 0;
        for (int v = 0; v < gone.length; v++) {
            if (!gone[v]) {
                keep[n++] = v;
            }
        }
        return retain(keep);
    }

    /** With some vertices relabelled ({@code newLabel[v] < 0}: unchanged). */
    Graph relabelled(int[] newLabel) {
        int[] lab = label.clone();
        for (int v = 0; v < lab.length; v++) {
            if (newLabel[v] >= 0) {
                lab[v] = newLabel[v];
            }
        }
        return new Graph(lab, to, edgeLabel);
    }

    /**
     * Without the edge at index {@code j} of vertex {@code v}'s list, and its copy at the other end
     * (the first edge back to {@code v} with the same label, as CGSuite deletes it).
     */
    Graph withoutEdge(int v, int j) {
        int w = to[v][j];
        int lab = edgeLabel[v][j];
        int[][] t = to.clone();
        int[][] e = edgeLabel.clone();
        t[v] = drop(to[v], j);
        e[v] = drop(edgeLabel[v], j);
        if (w != v) {
            for (int k = 0; k < to[w].length; k++) {
                if (to[w][k] == v && edgeLabel[w][k] == lab) {
                    t[w] = drop(to[w], k);
                    e[w] = drop(edgeLabel[w], k);
                    break;
                }
            }
        }
        return new Graph(label, t, e);
    }

    private static int[] drop(int[] a, int j) {
        int[] out = new int[a.length - 1];
        System.arraycopy(a, 0, out, 0, j);
        System.arraycopy(a, j + 1, out, j, a.length - j - 1);
        return out;
    }

    /** The vertices reachable from {@code v} (avoiding vertices labelled {@code avoid}, if non-negative), sorted. */
    int[] reach(int v, boolean[] seen) {
        int[] stack = new int[label.length];
        int top = 0;
        stack[top++] = v;
        seen[v] = true;
        List<Integer> found = new ArrayList<>();
        while (top > 0) {
            int x = stack[--top];
            found.add(x);
            for (int w : to[x]) {
                if (!seen[w]) {
                    seen[w] = true;
                    stack[top++] = w;
                }
            }
        }
        return found.stream().mapToInt(Integer::intValue).sorted().toArray();
    }

    /** The connected component of vertex {@code v}. */
    Graph componentOf(int v) {
        return retain(reach(v, new boolean[label.length]));
    }

    /** The connected components, in the order of their least vertex. */
    List<Graph> components() {
        boolean[] seen = new boolean[label.length];
        List<Graph> out = new ArrayList<>();
        for (int v = 0; v < label.length; v++) {
            if (!seen[v]) {
                int[] part = reach(v, seen);
                out.add(part.length == label.length ? this : retain(part));
            }
        }
        return out;
    }

    boolean isConnected() {
        return label.length == 0 || reach(0, new boolean[label.length]).length == label.length;
    }

    /** Exact identity (this numbering): labels and edge lists. */
    String identity() {
        StringBuilder s = new StringBuilder();
        for (int v = 0; v < label.length; v++) {
            s.append(label[v]).append('[');
            for (int j = 0; j < to[v].length; j++) {
                s.append(to[v][j]).append(':').append(edgeLabel[v][j]).append(',');
            }
            s.append(']');
        }
        return s.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Graph g && Arrays.equals(label, g.label) && Arrays.deepEquals(to, g.to)
                && Arrays.deepEquals(edgeLabel, g.edgeLabel);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(label) * 31 + Arrays.deepHashCode(to);
    }
}
