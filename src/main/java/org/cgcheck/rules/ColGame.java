package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * CGSuite's GenCol: a player colours a vertex they are permitted to (by its label: 0 untinted, 1
 * tinted by Left's colour "L", 2 by Right's "R"); the vertex leaves the graph, its untinted
 * neighbours take the mover's tint, and its neighbours tinted by the opponent, which nobody may
 * colour any more, leave too. Snort: a player may not colour next to the opponent's colour
 * (Left colours untinted or L vertices); Col: not next to their own (Left colours untinted or R).
 */
final class ColGame extends GraphRuleset {
    static final GraphText.Labels LABELS = new GraphText.Labels("", List.of("", "L", "R"), List.of(""));
    static final ColGame SNORT = new ColGame("snort", "game.graph.Snort", "Snort", 0b011, 0b101);
    static final ColGame COL = new ColGame("col", "game.graph.Col", "Col", 0b101, 0b011);
    static final ColGame FJORDS = new ColGame("fjords", "game.graph.Fjords", "Fjords", 0b010, 0b100);

    /** Bit i: the player may colour a vertex labelled i. */
    private final int leftPermitted;
    private final int rightPermitted;

    /** CGSuite's GenCol(leftPermitted, rightPermitted) by its bits; Snort, Col and Fjords are three of them. */
    private static final java.util.Map<Integer, ColGame> GEN = new java.util.concurrent.ConcurrentHashMap<>(java.util.Map.of(
            0b011 << 3 | 0b101, SNORT, 0b101 << 3 | 0b011, COL, 0b010 << 3 | 0b100, FJORDS));

    /** GenCol with these permitted labels (bit 0 Nothing, 1 Left, 2 Right), one ruleset per pair. */
    static ColGame gen(int left, int right) {
        return GEN.computeIfAbsent(left << 3 | right, k -> {
            String q = "game.graph.GenCol(" + names(left) + ", " + names(right) + ")";
            return new ColGame(q.toLowerCase(java.util.Locale.ROOT), q, "GenCol", left, right);
        });
    }

    private static String names(int bits) {
        java.util.List<String> out = new ArrayList<>();
        String[] n = {"Nothing", "Left", "Right"};
        for (int i = 0; i < 3; i++) {
            if ((bits >> i & 1) != 0) {
                out.add(n[i]);
            }
        }
        return "[" + String.join(",", out) + "]";
    }

    private ColGame(String name, String qualified, String display, int leftPermitted, int rightPermitted) {
        super(name, qualified, new GraphText.Labels(display, LABELS.vertex(), LABELS.edge()));
        this.leftPermitted = leftPermitted;
        this.rightPermitted = rightPermitted;
    }

    @Override
    public boolean impartial() {
        return false;
    }

    @Override
    List<Move> play(Graph g, boolean left) {
        int permitted = left ? leftPermitted : rightPermitted;
        int mine = left ? 1 : 2, theirs = left ? 2 : 1;
        List<Move> out = new ArrayList<>();
        int n = g.vertexCount();
        for (int v = 0; v < n; v++) {
            if ((permitted >> g.label[v] & 1) == 0) {
                continue;
            }
            int[] relabel = new int[n];
            java.util.Arrays.fill(relabel, -1);
            boolean[] gone = new boolean[n];
            gone[v] = true;
            for (int w : g.to[v]) {
                if (g.label[w] == 0) {
                    relabel[w] = mine;
                } else if (g.label[w] == theirs) {
                    gone[w] = true;
                }
            }
            out.add(new Move(g.relabelled(relabel).without(gone), "colours vertex " + (v + 1) + (left ? " blue" : " red")));
        }
        return out;
    }

}
