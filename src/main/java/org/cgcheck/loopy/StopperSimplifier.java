package org.cgcheck.loopy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.cgcheck.game.Game;

/**
 * The simplest form of a stopper (Siegel, CGT VI.3, simplest-form theorem): fuse equal nodes,
 * delete dominated options, bypass reversible ones, until none is left. Each edit is kept only
 * if the result is still a stopper equal to the game before it, so an edit the theorems do not
 * cover can make the form less simple but never wrong.
 */
public final class StopperSimplifier {
    private static final int MAX_EDITS = 10_000;

    private StopperSimplifier() {
    }

    private static final GraphMemo MEMO = new GraphMemo(4096, StopperSimplifier::compute);

    public static LoopyGame simplify(LoopyGame g) {
        return MEMO.apply(g);
    }

    private static LoopyGame compute(LoopyGame g) {
        if (!g.isStopper()) {
            throw new IllegalArgumentException("not a stopper: " + LoopyPrinter.print(g));
        }
        boolean[] renumbered = new boolean[1];
        LoopyGame cur = shortParts(g, renumbered);
        if (!renumbered[0] && !Survival.equal(cur, g)) {
            throw new AssertionError("canonical short subpositions changed the value of " + g.graphString());
        }
        Map<GraphKey, Set<Long>> rejected = new HashMap<>();
        for (int round = 0; round < MAX_EDITS; round++) {
            org.cgcheck.game.EvaluationStopped.check();
            LoopyGame next = step(cur, rejected);
            if (next == null) {
                return cur;
            }
            cur = next;
        }
        return cur;
    }

    /** Every position without a cycle below it replaced by its canonical short form. */
    static LoopyGame shortPartsCanonical(LoopyGame g) {
        return shortParts(g, null);
    }

    /**
     * shortPartsCanonical; {@code renumbered[0]} (if given) tells whether the result is g with its
     * nodes renumbered or shared only (its short parts were canonical already): the same game,
     * which needs no check that the replacement kept the value.
     */
    static LoopyGame shortParts(LoopyGame g, boolean[] renumbered) {
        Game[] shortOf = g.shortValues();
        GraphBuilder b = new GraphBuilder();
        int[] id = new int[g.nodes()];
        for (int k = 0; k < g.nodes(); k++) {
            id[k] = shortOf[k] == null ? b.addNode() : -1;
        }
        for (int k = 0; k < g.nodes(); k++) {
            if (shortOf[k] != null) {
                id[k] = b.embed(shortOf[k]);
            }
        }
        for (int k = 0; k < g.nodes(); k++) {
            if (shortOf[k] == null) {
                for (int t : g.left(k)) {
                    b.addLeft(id[k], id[t]);
                }
                for (int t : g.right(k)) {
                    b.addRight(id[k], id[t]);
                }
            }
        }
        LoopyGame all = b.buildAll(id[g.root()]);
        if (renumbered != null) {
            renumbered[0] = sameGame(g, all, id);
        }
        return all.reachablePart();
    }

    /**
     * Does node k ↦ id[k] map each node's Left and Right edges onto the image node's? Then every
     * node plays exactly as its image (the map is a bisimulation), so the two are the same game.
     */
    static boolean sameGame(LoopyGame g, LoopyGame image, int[] id) {
        for (int k = 0; k < g.nodes(); k++) {
            if (!mapsOnto(g.left(k), image.left(id[k]), id) || !mapsOnto(g.right(k), image.right(id[k]), id)) {
                return false;
            }
        }
        return true;
    }

    /** The set of images of {@code from} is the set {@code to}. */
    private static boolean mapsOnto(int[] from, int[] to, int[] id) {
        for (int t : from) {
            if (!contains(to, id[t])) {
                return false;
            }
        }
        for (int u : to) {
            boolean found = false;
            for (int i = 0; i < from.length && !found; i++) {
                found = id[from[i]] == u;
            }
            if (!found) {
                return false;
            }
        }
        return true;
    }

    private static boolean contains(int[] xs, int x) {
        for (int y : xs) {
            if (y == x) {
                return true;
            }
        }
        return false;
    }

    private static final int FUSE = 0;
    private static final int LEFT_DOMINATED = 1;
    private static final int RIGHT_DOMINATED = 2;
    private static final int LEFT_REVERSIBLE = 3;
    private static final int RIGHT_REVERSIBLE = 4;

    /**
     * One accepted edit, or null if no edit applies. The edits are listed first, in the order
     * tried (fusion, dominated options, reversible ones), then tried through one call site: the
     * JIT compiles this method much smaller than with a try at each place an edit is found.
     */
    private static LoopyGame step(LoopyGame cur, Map<GraphKey, Set<Long>> rejected) {
        Survival rel = Survival.of(cur);
        int[] rep = fusion(cur, rel);
        // Kept if still a stopper equal to cur; a rejected edit is remembered with the graph it was tried on.
        GraphKey at = GraphKey.of(cur);
        Set<Long> tried = rejected.get(at);
        if (tried == null) {
            tried = new HashSet<>();
            rejected.put(at, tried);
        }
        for (int[] e : edits(cur, rel, rep != null)) {
            org.cgcheck.game.EvaluationStopped.check();
            Long key = code(e);
            if (tried.contains(key)) {
                continue;
            }
            LoopyGame c = edited(cur, e, rep);
            if (c.isStopper() && Survival.equal(c, cur)) {
                return c;
            }
            tried.add(key);
        }
        return null;
    }

    /** Each node's first equal node, or null if no two nodes are equal. */
    private static int[] fusion(LoopyGame cur, Survival rel) {
        int n = cur.nodes();
        int[] rep = new int[n];
        boolean fused = false;
        for (int k = 0; k < n; k++) {
            rep[k] = k;
            org.cgcheck.game.EvaluationStopped.check();
            for (int j = 0; j < k; j++) {
                if (rel.equal(j, k)) {
                    rep[k] = rep[j];
                    fused = true;
                    break;
                }
            }
        }
        return fused ? rep : null;
    }

    /** The edits to try, in order: {kind, node, option, option's option}. */
    private static List<int[]> edits(LoopyGame cur, Survival rel, boolean fused) {
        int n = cur.nodes();
        List<int[]> edits = new ArrayList<>();
        if (fused) {
            edits.add(new int[] {FUSE, 0, 0, 0});
        }
        for (int k = 0; k < n; k++) {
            for (int o : cur.left(k)) {
                if (dominated(rel, cur.left(k), o, true)) {
                    edits.add(new int[] {LEFT_DOMINATED, k, o, 0});
                }
            }
            for (int o : cur.right(k)) {
                if (dominated(rel, cur.right(k), o, false)) {
                    edits.add(new int[] {RIGHT_DOMINATED, k, o, 0});
                }
            }
        }
        for (int k = 0; k < n; k++) {
            for (int o : cur.left(k)) {
                for (int r : cur.right(o)) {
                    if (rel.geq(k, r)) {           // G^{LR} ≤ G: bypass to G^{LRL}
                        edits.add(new int[] {LEFT_REVERSIBLE, k, o, r});
                    }
                }
            }
            for (int o : cur.right(k)) {
                for (int l : cur.left(o)) {
                    if (rel.geq(l, k)) {           // G^{RL} ≥ G: bypass to G^{RLR}
                        edits.add(new int[] {RIGHT_REVERSIBLE, k, o, l});
                    }
                }
            }
        }
        return edits;
    }

    /** Is option o dominated by another of these options (for Left: by a larger one; for Right: a smaller)? */
    private static boolean dominated(Survival rel, int[] options, int o, boolean left) {
        for (int o2 : options) {
            if (o2 != o && (left ? rel.geq(o2, o) : rel.geq(o, o2))) {
                return true;
            }
        }
        return false;
    }

    /** An edit as one number: its kind, then its nodes, 20 bits each. */
    private static long code(int[] e) {
        for (int i = 1; i < 4; i++) {
            if (e[i] >= 1 << 20) {
                throw new IllegalStateException("a stopper of over 2^20 positions to simplify");
            }
        }
        return e[0] | (long) e[1] << 3 | (long) e[2] << 23 | (long) e[3] << 43;
    }

    /** cur with the edit made (plain arrays, no lambdas: each lambda costs a cold run its bootstrap). */
    private static LoopyGame edited(LoopyGame cur, int[] e, int[] rep) {
        int n = cur.nodes();
        int[][] l = new int[n][];
        int[][] r = new int[n][];
        for (int k = 0; k < n; k++) {
            l[k] = e[0] == FUSE ? remap(cur.left(k), rep) : cur.left(k);
            r[k] = e[0] == FUSE ? remap(cur.right(k), rep) : cur.right(k);
        }
        int node = e[1];
        int o = e[2];
        switch (e[0]) {
            case FUSE:
                return edit(l, r, rep[cur.root()]);
            case LEFT_DOMINATED:
                l[node] = without(l[node], o);
                break;
            case RIGHT_DOMINATED:
                r[node] = without(r[node], o);
                break;
            case LEFT_REVERSIBLE:
                l[node] = replace(l[node], o, cur.left(e[3]));
                break;
            default:
                r[node] = replace(r[node], o, cur.right(e[3]));
                break;
        }
        return edit(l, r, cur.root());
    }

    private static LoopyGame edit(int[][] l, int[][] r, int root) {
        for (int k = 0; k < l.length; k++) {
            l[k] = distinct(l[k]);
            r[k] = distinct(r[k]);
        }
        return new LoopyGame(l, r, root).reachablePart();
    }

    /** The edges without repeats, first occurrences in order. */
    private static int[] distinct(int[] edges) {
        int[] out = new int[edges.length];
        int c = 0;
        for (int t : edges) {
            boolean seen = false;
            for (int i = 0; i < c && !seen; i++) {
                seen = out[i] == t;
            }
            if (!seen) {
                out[c++] = t;
            }
        }
        return c == out.length ? out : Arrays.copyOf(out, c);
    }

    private static int[] remap(int[] edges, int[] rep) {
        int[] out = new int[edges.length];
        for (int i = 0; i < edges.length; i++) {
            out[i] = rep[edges[i]];
        }
        return out;
    }

    private static int[] without(int[] edges, int o) {
        int[] out = new int[edges.length];
        int c = 0;
        for (int t : edges) {
            if (t != o) {
                out[c++] = t;
            }
        }
        return Arrays.copyOf(out, c);
    }

    private static int[] replace(int[] edges, int o, int[] with) {
        int[] kept = without(edges, o);
        int[] out = Arrays.copyOf(kept, kept.length + with.length);
        System.arraycopy(with, 0, out, kept.length, with.length);
        return out;
    }
}
