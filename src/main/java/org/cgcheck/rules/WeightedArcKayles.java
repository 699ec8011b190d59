package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * CGSuite's WeightedArcKayles ({@code GenArcKayles(weighted => true)}): every vertex carries a
 * weight; a move picks an edge whose two ends both weigh more than 0 and takes one from each. The
 * graph never loses a vertex, but a vertex of weight 0 is dead: the parts between them are
 * independent (CGSuite's {@code Decomposition(0)}), and a dead vertex belongs to none of them.
 * Weights are written as vertex labels: {@code "3-2-1"}, {@code "{10}-1"}.
 */
final class WeightedArcKayles extends GraphRuleset {
    /** Largest weight a graph string may give. */
    static final int MAX_WEIGHT = 99;
    static final WeightedArcKayles RULES = new WeightedArcKayles();

    private WeightedArcKayles() {
        super("weightedarckayles", "game.graph.WeightedArcKayles", labels());
    }

    /** Code 0: no weight written ({@code .}, refused); code w + 1: weight w. */
    private static GraphText.Labels labels() {
        List<String> names = new ArrayList<>();
        names.add("");
        for (int w = 0; w <= MAX_WEIGHT; w++) {
            names.add(String.valueOf(w));
        }
        return new GraphText.Labels("WeightedArcKayles", names, List.of(""));
    }

    static int weight(Graph g, int v) {
        return g.label[v] - 1;
    }

    @Override
    public boolean impartial() {
        return true;
    }

    /** A weight out of range reads as an unknown edge to the graph parser: said as what it is. */
    @Override
    public Position parse(String text) {
        try {
            return super.parse(text);
        } catch (BadPosition e) {
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("unknown edge '(-?\\d+)'.*").matcher(e.getMessage());
            if (m.matches()) {
                throw new BadPosition("a WeightedArcKayles weight must be 0.." + MAX_WEIGHT + ", not " + m.group(1), e.offset);
            }
            throw e;
        }
    }

    @Override
    String refusal(Graph g) {
        for (int v = 0; v < g.vertexCount(); v++) {
            if (g.label[v] == 0) {
                return "vertex " + (v + 1) + " of a WeightedArcKayles graph has no weight (write 0.." + MAX_WEIGHT
                        + ", e.g. \"3-2-1\")";
            }
        }
        return null;
    }

    /** Weights 0, 1, 2 in domains. */
    @Override
    int vertexLabelsInDomains() {
        return 3;
    }

    /** Domain codes 0..2 are weights 0..2, label codes 1..3. */
    @Override
    Graph labelledBy(Graph shape, long code) {
        Graph g = super.labelledBy(shape, code);
        int[] weighed = new int[g.vertexCount()];
        for (int v = 0; v < weighed.length; v++) {
            weighed[v] = g.label[v] + 1;
        }
        return g.relabelled(weighed);
    }

    @Override
    List<Move> play(Graph g, boolean left) {
        List<Move> out = new ArrayList<>();
        for (int v = 0; v < g.vertexCount(); v++) {
            for (int w : g.to[v]) {
                if (v > w || weight(g, v) <= 0 || weight(g, w) <= 0) {
                    continue;
                }
                int[] relabel = new int[g.vertexCount()];
                java.util.Arrays.fill(relabel, -1);
                relabel[v] = g.label[v] - 1;
                relabel[w] = g.label[w] - 1;
                out.add(new Move(g.relabelled(relabel), v == w ? "takes 1 from vertex " + (v + 1) + " (a loop)"
                        : "takes 1 from vertices " + (v + 1) + " and " + (w + 1)));
            }
        }
        return out;
    }

    /** The components left when the vertices of weight 0 are taken out. */
    @Override
    List<Graph> parts(Graph g) {
        boolean[] dead = new boolean[g.vertexCount()];
        boolean any = false;
        for (int v = 0; v < dead.length; v++) {
            dead[v] = weight(g, v) == 0;
            any |= dead[v];
        }
        if (!any) {
            return g.components();
        }
        List<Graph> out = g.without(dead).components();
        return out.isEmpty() ? List.of(g) : out;     // every vertex dead: no move, the graph itself
    }
}
