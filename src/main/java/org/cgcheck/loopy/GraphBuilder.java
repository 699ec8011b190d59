package org.cgcheck.loopy;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.cgcheck.game.Game;

/** Builds a game graph node by node; short games embed as their canonical trees, shared. */
public final class GraphBuilder {
    private final List<Set<Integer>> left = new ArrayList<>();
    private final List<Set<Integer>> right = new ArrayList<>();
    private final Map<Game, Integer> embedded = new IdentityHashMap<>();

    public int addNode() {
        left.add(new LinkedHashSet<>());
        right.add(new LinkedHashSet<>());
        return left.size() - 1;
    }

    public int size() {
        return left.size();
    }

    public void addLeft(int from, int to) {
        left.get(from).add(to);
    }

    public void addRight(int from, int to) {
        right.get(from).add(to);
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
            for (int t : g.left(k)) {
                addLeft(base + k, base + t);
            }
            for (int t : g.right(k)) {
                addRight(base + k, base + t);
            }
        }
        return base + g.root();
    }

    public LoopyGame build(int root) {
        return buildAll(root).reachablePart();
    }

    /** Keeps every node with its number (for relations between nodes of several games). */
    LoopyGame buildAll(int root) {
        int n = size();
        int[][] l = new int[n][];
        int[][] r = new int[n][];
        for (int k = 0; k < n; k++) {
            l[k] = left.get(k).stream().mapToInt(Integer::intValue).toArray();
            r[k] = right.get(k).stream().mapToInt(Integer::intValue).toArray();
        }
        return new LoopyGame(l, r, root);
    }
}
