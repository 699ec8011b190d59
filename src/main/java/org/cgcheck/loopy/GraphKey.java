package org.cgcheck.loopy;

import java.util.Arrays;

/**
 * A game graph as built (root, then each node's Left and Right edge lists), as a map key: equal
 * keys are the same graph, node numbers included. Ints, not the graph printed: memos look graphs
 * up by the thousand, mostly before the JIT has compiled anything, where building and hashing a
 * string costs several times more.
 */
final class GraphKey {
    private final int[] code;
    private final int hash;

    private GraphKey(int[] code) {
        this.code = code;
        this.hash = Arrays.hashCode(code);
    }

    static GraphKey of(LoopyGame g) {
        int n = g.nodes();
        int size = 2 + 2 * n;
        for (int k = 0; k < n; k++) {
            size += g.left(k).length + g.right(k).length;
        }
        int[] code = new int[size];
        int i = 0;
        code[i++] = g.root();
        code[i++] = n;
        for (int k = 0; k < n; k++) {
            i = put(code, i, g.left(k));
            i = put(code, i, g.right(k));
        }
        return new GraphKey(code);
    }

    /** The edge list's length, then its targets. */
    private static int put(int[] code, int i, int[] edges) {
        code[i++] = edges.length;
        System.arraycopy(edges, 0, code, i, edges.length);
        return i + edges.length;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof GraphKey k && hash == k.hash && Arrays.equals(code, k.code);
    }

    @Override
    public int hashCode() {
        return hash;
    }
}
