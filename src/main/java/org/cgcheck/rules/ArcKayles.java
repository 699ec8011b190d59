package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * Arc Kayles (CGSuite's GenArcKayles) and Partizan Arc Kayles: a move picks an edge (Partizan:
 * blue for Left, red for Right, green for either) and removes both its ends with every edge at them.
 */
final class ArcKayles extends GraphRuleset {
    static final ArcKayles ARC_KAYLES = new ArcKayles("arckayles", "game.graph.ArcKayles",
            new GraphText.Labels("ArcKayles", List.of(""), List.of("")));
    static final ArcKayles PARTIZAN = new ArcKayles("partizanarckayles", "game.graph.PartizanArcKayles",
            new GraphText.Labels("PartizanArcKayles", List.of(""), List.of("l", "r", "e")));

    private ArcKayles(String name, String qualified, GraphText.Labels labels) {
        super(name, qualified, labels);
    }

    @Override
    public boolean impartial() {
        return this == ARC_KAYLES;
    }

    @Override
    List<Move> play(Graph g, boolean left) {
        List<Move> out = new ArrayList<>();
        for (int v = 0; v < g.vertexCount(); v++) {
            for (int j = 0; j < g.to[v].length; j++) {
                int w = g.to[v][j];
                int colour = g.edgeLabel[v][j];
                if (v > w || this == PARTIZAN && !(colour == 2 || colour == (left ? 0 : 1))) {
                    continue;
                }
                boolean[] gone = new boolean[g.vertexCount()];
                gone[v] = true;
                gone[w] = true;
                out.add(new Move(g.without(gone), "takes the edge " + (v + 1) + "–" + (w + 1)
                        + " and its two vertices"));
            }
        }
        return out;
    }
}
