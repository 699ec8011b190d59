package org.cgcheck.loopy;

import java.util.Arrays;
import org.cgcheck.game.Game;

/**
 * A loopy game: a finite graph whose nodes have Left and Right edges (cycles allowed) and a
 * start node. Immutable; every node is reachable from the root. A short game embeds as its
 * canonical game tree. Winning Ways ch. 11; Siegel, CGT ch. VI.
 */
public final class LoopyGame {
    private final int[][] left;
    private final int[][] right;
    private final int root;
    private byte stopper;       // memo of isStopper: 0 not yet known, 1 yes, 2 no
    private volatile Game[] shortValues;    // memo of shortValues (printing asks for them several times)

    LoopyGame(int[][] left, int[][] right, int root) {
        this.left = left;
        this.right = right;
        this.root = root;
    }

    public static LoopyGame of(Game g) {
        GraphBuilder b = new GraphBuilder();
        return b.build(b.embed(g));
    }

    /** A one-node game: {pass | } and the like, with optional short options. */
    private static LoopyGame plumtree(boolean leftPass, boolean rightPass, Game[] l, Game[] r) {
        GraphBuilder b = new GraphBuilder();
        int n = b.addNode();
        if (leftPass) {
            b.addLeft(n, n);
        }
        if (rightPass) {
            b.addRight(n, n);
        }
        for (Game g : l) {
            b.addLeft(n, b.embed(g));
        }
        for (Game g : r) {
            b.addRight(n, b.embed(g));
        }
        return b.build(n);
    }

    private static final Game[] NONE = {};
    public static final LoopyGame ZERO = plumtree(false, false, NONE, NONE);
    public static final LoopyGame ON = plumtree(true, false, NONE, NONE);
    public static final LoopyGame OFF = plumtree(false, true, NONE, NONE);
    public static final LoopyGame DUD = plumtree(true, true, NONE, NONE);
    public static final LoopyGame OVER = plumtree(false, true, new Game[] {Game.ZERO}, NONE);
    public static final LoopyGame UNDER = plumtree(true, false, NONE, new Game[] {Game.ZERO});
    public static final LoopyGame UPON = plumtree(true, false, NONE, new Game[] {Game.STAR});

    public int nodes() {
        return left.length;
    }

    public int root() {
        return root;
    }

    public int[] left(int node) {
        return left[node];
    }

    public int[] right(int node) {
        return right[node];
    }

    /** The subposition at a node of this graph. */
    public LoopyGame at(int node) {
        return node == root ? this : new LoopyGame(left, right, node).reachablePart();
    }

    public LoopyGame negate() {
        return new LoopyGame(right, left, root);
    }

    /** The disjunctive sum: the product graph, restricted to the pairs reachable from the roots. */
    public LoopyGame plus(LoopyGame h) {
        int m = h.nodes();
        GraphBuilder b = new GraphBuilder();
        int[] id = new int[nodes() * m];
        Arrays.fill(id, -1);
        int[] todo = new int[nodes() * m];        // each pair enters once, when numbered
        int head = 0;
        int tail = 0;
        int start = root * m + h.root;
        id[start] = b.addNode();
        todo[tail++] = start;
        while (head < tail) {
            int p = todo[head++];
            int g = p / m;
            int k = p % m;
            for (int side = 0; side < 2; side++) {
                int[] gs = side == 0 ? left[g] : right[g];
                int[] hs = side == 0 ? h.left[k] : h.right[k];
                for (int t = 0; t < gs.length + hs.length; t++) {
                    int q = t < gs.length ? gs[t] * m + k : g * m + hs[t - gs.length];
                    if (id[q] < 0) {
                        id[q] = b.addNode();
                        todo[tail++] = q;
                    }
                    if (side == 0) {
                        b.addLeft(id[p], id[q]);
                    } else {
                        b.addRight(id[p], id[q]);
                    }
                }
            }
        }
        return b.build(id[start]);
    }

    public LoopyGame minus(LoopyGame h) {
        return plus(h.negate());
    }

    /**
     * No infinite alternating play from any subposition: the moves (node, player to move) →
     * (option, other player) form no cycle.
     */
    public boolean isStopper() {
        byte known = stopper;
        if (known == 0) {
            known = computeIsStopper() ? (byte) 1 : (byte) 2;
            stopper = known;        // a benign race: every thread computes the same answer
        }
        return known == 1;
    }

    private boolean computeIsStopper() {
        int n = nodes();
        int[] indegree = new int[2 * n];
        for (int k = 0; k < n; k++) {
            for (int t : left[k]) {
                indegree[2 * t + 1]++;
            }
            for (int t : right[k]) {
                indegree[2 * t]++;
            }
        }
        int[] free = new int[2 * n];       // each state enters once, when its indegree reaches 0
        int tail = 0;
        for (int s = 0; s < 2 * n; s++) {
            if (indegree[s] == 0) {
                free[tail++] = s;
            }
        }
        int removed = 0;
        while (removed < tail) {
            int s = free[removed++];
            int k = s / 2;
            boolean leftToMove = s % 2 == 0;
            for (int t : leftToMove ? left[k] : right[k]) {
                int u = 2 * t + (leftToMove ? 1 : 0);
                if (--indegree[u] == 0) {
                    free[tail++] = u;
                }
            }
        }
        return removed == 2 * n;
    }

    /** The short game this is, or null if a cycle is reachable. */
    public Game shortValue() {
        return shortValues()[root];
    }

    /** For every node, the short game there, or null where a cycle is reachable (the array is shared: read only). */
    Game[] shortValues() {
        Game[] known = shortValues;
        if (known == null) {
            known = computeShortValues();
            shortValues = known;        // a benign race: every thread computes the same values
        }
        return known;
    }

    private Game[] computeShortValues() {
        Game[] memo = new Game[nodes()];
        byte[] state = new byte[nodes()];
        for (int k = 0; k < nodes(); k++) {
            shortValue(k, memo, state);
        }
        return memo;
    }

    private Game shortValue(int k, Game[] memo, byte[] state) {
        if (state[k] == 2) {
            return memo[k];
        }
        if (state[k] == 1) {
            return null;
        }
        state[k] = 1;
        Game[] l = new Game[left[k].length];
        Game[] r = new Game[right[k].length];
        Game result = null;
        boolean ok = true;
        for (int i = 0; i < l.length && ok; i++) {
            ok = (l[i] = shortValue(left[k][i], memo, state)) != null;
        }
        for (int i = 0; i < r.length && ok; i++) {
            ok = (r[i] = shortValue(right[k][i], memo, state)) != null;
        }
        if (ok) {
            result = Game.of(l, r);
        }
        memo[k] = result;
        state[k] = 2;
        return result;
    }

    /** The same game with only the nodes reachable from the root, renumbered root first. */
    LoopyGame reachablePart() {
        int n = nodes();
        int[] id = new int[n];
        Arrays.fill(id, -1);
        int[] order = new int[n];
        int count = 0;
        id[root] = count;
        order[count++] = root;
        for (int i = 0; i < count; i++) {
            int k = order[i];
            for (int t : left[k]) {
                if (id[t] < 0) {
                    id[t] = count;
                    order[count++] = t;
                }
            }
            for (int t : right[k]) {
                if (id[t] < 0) {
                    id[t] = count;
                    order[count++] = t;
                }
            }
        }
        int[][] l = new int[count][];
        int[][] r = new int[count][];
        for (int i = 0; i < count; i++) {
            l[i] = remap(left[order[i]], id);
            r[i] = remap(right[order[i]], id);
        }
        return new LoopyGame(l, r, 0);
    }

    /** The edges renumbered, each target once, in their order. */
    static int[] remap(int[] edges, int[] id) {
        int[] out = new int[edges.length];
        int c = 0;
        for (int t : edges) {
            int u = id[t];
            boolean seen = false;
            for (int i = 0; i < c && !seen; i++) {
                seen = out[i] == u;
            }
            if (!seen) {
                out[c++] = u;
            }
        }
        return c == out.length ? out : Arrays.copyOf(out, c);
    }

    /** The graph printed plainly (node: Left edges | Right edges), for debugging and errors. */
    public String graphString() {
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < nodes(); k++) {
            sb.append(k == root ? "*" : "").append(k).append(": ").append(Arrays.toString(left[k])).append(" | ")
                    .append(Arrays.toString(right[k])).append('\n');
        }
        return sb.toString();
    }
}
