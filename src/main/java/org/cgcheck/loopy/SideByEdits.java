package org.cgcheck.loopy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * The onside of a loopy game found by taking moves away one at a time, each deletion kept only if
 * the root's onside does not change (SideOrder, both ways), until the graph is a stopper. A
 * stopper C with C⁺ = G⁺ is G's onside, since a stopper is its own onside: so whatever order the
 * deletions are tried in, a stopper reached is the onside. Moves on cycles of alternating play
 * are tried first, Right's before Left's (a Left move into a cycle is often dominated in the
 * onside, where it was not in G). A position may also be replaced by a finite sidling
 * approximation of it, or by one folded into a cycle (folded), when SideOrder shows it has the same
 * onside. The greedy order can miss a side: then up to ATTEMPTS restarts try the nodes in shuffled
 * (seeded, so deterministic) orders. Used where deleting Right's moves alone (SideByDeletion)
 * leaves no stopper. Returns null if no stopper is reached.
 */
final class SideByEdits {
    private static final int ROUNDS = 8;
    private static final int MAX_NODES_FOR_SIDLING = 40;
    private static final int MAX_NODES = 60;
    private static final int ATTEMPTS = 8;

    private SideByEdits() {
    }

    static LoopyGame onside(LoopyGame g) {
        if (g.nodes() > MAX_NODES) {
            return null;            // each try solves a game on pairs of positions: kept to small graphs
        }
        for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
            LoopyGame c = greedy(g, attempt == 0 ? null : new Random(attempt));
            if (c == g && !g.isStopper()) {
                return null;        // no first edit applies, in any order: restarts would fail alike
            }
            if (c != null) {
                return c;
            }
        }
        return null;
    }

    /**
     * One run of edits; the moves tried in the graph's order, or shuffled by rnd (a restart). The
     * stopper reached, null if the run stuck after some edits, g itself if no edit applied at all.
     */
    private static LoopyGame greedy(LoopyGame g, Random rnd) {
        LoopyGame cur = g;
        boolean progress = true;
        while (!cur.isStopper() && progress) {
            LoopyGame next = substitution(g, cur);
            for (int pass = 0; pass < 2 && next == null; pass++) {
                next = oneDeletion(g, cur, pass == 0, rnd);
            }
            progress = next != null;
            if (progress) {
                cur = next;
            }
        }
        return cur.isStopper() ? cur : cur == g ? g : null;
    }

    /**
     * A position of cur replaced by a finite sidling approximation of it that has the same onside,
     * if that keeps G's onside; the root first (then the approximation is the answer).
     */
    private static LoopyGame substitution(LoopyGame g, LoopyGame cur) {
        if (cur.nodes() > MAX_NODES_FOR_SIDLING) {
            return null;
        }
        LoopyGame[][] rounds = Sidling.rounds(cur, ROUNDS);
        int[] order = new int[cur.nodes()];
        order[0] = cur.root();
        for (int k = 0, i = 1; k < cur.nodes(); k++) {
            if (k != cur.root()) {
                order[i++] = k;
            }
        }
        for (int k : order) {
            LoopyGame at = cur.at(k);
            if (at.isStopper()) {
                continue;
            }
            for (int step = 1; step < ROUNDS; step++) {
                for (LoopyGame s : new LoopyGame[] {rounds[step][k], folded(rounds[step][k], rounds[step - 1][k])}) {
                    if (s != null && SideOrder.onsideEqual(at, s)) {
                        LoopyGame c = k == cur.root() ? s : replaced(cur, k, s);
                        if (SideOrder.onsideEqual(c, g)) {
                            return c;
                        }
                    }
                }
            }
        }
        return null;
    }

    /**
     * The approximation S_n with its positions equal to S_{n-1} replaced by moves back to its root:
     * a guess at the limit when each round wraps the previous one ({*, S | 0} → a{*,a|0}); null if
     * no position is equal or the result is not a stopper. A guess only: it is used if SideOrder
     * shows it has the position's onside.
     */
    private static LoopyGame folded(LoopyGame s, LoopyGame previous) {
        GraphBuilder b = new GraphBuilder();
        int root = b.embed(s);
        int base = root - s.root();
        int prev = b.embed(previous);
        Survival rel = Survival.of(b.buildAll(root));
        int[] target = new int[s.nodes()];
        boolean any = false;
        for (int x = 0; x < s.nodes(); x++) {
            boolean fold = x != s.root() && rel.equal(base + x, prev);
            target[x] = fold ? s.root() : x;
            any |= fold;
        }
        if (!any) {
            return null;
        }
        GraphBuilder f = new GraphBuilder();
        for (int x = 0; x < s.nodes(); x++) {
            f.addNode();
        }
        for (int x = 0; x < s.nodes(); x++) {
            for (int t : s.left(x)) {
                f.addLeft(x, target[t]);
            }
            for (int t : s.right(x)) {
                f.addRight(x, target[t]);
            }
        }
        LoopyGame c = f.build(s.root());
        return c.isStopper() ? c : null;
    }

    /** cur with every move into node k sent to (a copy of) s instead. */
    private static LoopyGame replaced(LoopyGame cur, int k, LoopyGame s) {
        GraphBuilder b = new GraphBuilder();
        for (int x = 0; x < cur.nodes(); x++) {
            b.addNode();
        }
        int sRoot = b.embed(s);
        for (int x = 0; x < cur.nodes(); x++) {
            for (int t : cur.left(x)) {
                b.addLeft(x, t == k ? sRoot : t);
            }
            for (int t : cur.right(x)) {
                b.addRight(x, t == k ? sRoot : t);
            }
        }
        return b.build(cur.root());
    }

    /** The first deletion (Right's moves, then Left's) that keeps G's onside. */
    private static LoopyGame oneDeletion(LoopyGame g, LoopyGame cur, boolean cyclicOnly, Random rnd) {
        boolean[] onCycle = AlternatingCycles.statesOnCycles(cur);
        List<Integer> nodes = new ArrayList<>();
        for (int x = 0; x < cur.nodes(); x++) {
            nodes.add(x);
        }
        if (rnd != null) {
            Collections.shuffle(nodes, rnd);
        }
        for (int side = 1; side >= 0; side--) {
            for (int x : nodes) {
                int[] edges = side == 0 ? cur.left(x) : cur.right(x);
                for (int y : edges) {
                    // state 2k: Left to move at k; a Left move x → y goes from state 2x to 2y+1
                    boolean cyclic = side == 0 ? onCycle[2 * x] && onCycle[2 * y + 1] : onCycle[2 * x + 1] && onCycle[2 * y];
                    if (cyclicOnly && !cyclic) {
                        continue;
                    }
                    LoopyGame c = without(cur, x, y, side == 0);
                    if (SideOrder.onsideEqualAfterDeletion(c, g, side == 0)) {      // cur⁺ = g⁺
                        return c;
                    }
                }
            }
        }
        return null;
    }

    private static int[] withoutTarget(int[] edges, int to) {
        int[] out = new int[edges.length];
        int c = 0;
        for (int t : edges) {
            if (t != to) {
                out[c++] = t;
            }
        }
        return Arrays.copyOf(out, c);
    }

    /** g without the move from → to (Left's if leftMove), restricted to what the root still reaches. */
    static LoopyGame without(LoopyGame g, int from, int to, boolean leftMove) {
        int n = g.nodes();
        int[][] l = new int[n][];
        int[][] r = new int[n][];
        for (int k = 0; k < n; k++) {
            l[k] = g.left(k);
            r[k] = g.right(k);
        }
        if (leftMove) {
            l[from] = withoutTarget(l[from], to);
        } else {
            r[from] = withoutTarget(r[from], to);
        }
        return new LoopyGame(l, r, g.root()).reachablePart();
    }
}
