package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * Hackenbush on any graph (CGSuite's GenHackenbush): vertex 1 is the ground; Left cuts a blue
 * edge ('l'), Right a red one ('r'), either a green one ('e'); what is no longer connected to the
 * ground falls. In Childish Hackenbush a blue or red edge may be cut only if nothing falls. The
 * graph must be connected and non-empty (CGSuite's two refusals). The parts standing on the
 * ground apart from each other are independent.
 */
final class GraphHackenbush extends GraphRuleset {
    static final GraphText.Labels LABELS = new GraphText.Labels("Hackenbush", List.of(""), List.of("l", "r", "e"));
    static final GraphHackenbush HACKENBUSH = new GraphHackenbush("graphhackenbush", "game.graph.Hackenbush", 0, 3);
    static final GraphHackenbush CHILDISH = new GraphHackenbush("childishhackenbush", "game.graph.ChildishHackenbush",
            0b011, 2);

    /** CGSuite's GenHackenbush(childishEdges) by its bits (0 blue, 1 red, 2 green), one ruleset each. */
    private static final java.util.Map<Integer, GraphHackenbush> GEN = new java.util.concurrent.ConcurrentHashMap<>(
            java.util.Map.of(0, HACKENBUSH, 0b011, CHILDISH));

    /** GenHackenbush with these childish colours; Hackenbush and Childish Hackenbush are two of them. */
    static GraphHackenbush gen(int childish) {
        return GEN.computeIfAbsent(childish, c -> {
            List<String> names = new ArrayList<>();
            String[] n = {"game.graph.Color.Blue", "game.graph.Color.Red", "game.graph.Color.Green"};
            for (int i = 0; i < 3; i++) {
                if ((c >> i & 1) != 0) {
                    names.add(n[i]);
                }
            }
            String q = "game.graph.GenHackenbush(childishEdges => [" + String.join(",", names) + "])";
            return new GraphHackenbush(q.toLowerCase(java.util.Locale.ROOT), q, c, 3);
        });
    }

    /** Bit c: cutting an edge of colour c is allowed only if nothing falls. */
    private final int childish;
    private final int domainColours;

    private GraphHackenbush(String name, String qualified, int childish, int domainColours) {
        super(name, qualified, LABELS);
        this.childish = childish;
        this.domainColours = domainColours;
    }

    @Override
    public boolean impartial() {
        return false;
    }

    @Override
    boolean rooted() {
        return true;
    }

    @Override
    int edgeLabelsInDomains() {
        return domainColours;
    }

    @Override
    String refusal(Graph g) {
        if (g.vertexCount() == 0) {
            return "That `Graph` is empty (no ground).";
        }
        return g.isConnected() ? null : "That `Graph` is not connected.";
    }

    @Override
    List<Move> play(Graph g, boolean left) {
        List<Move> out = new ArrayList<>();
        int edges = g.edgeCount();
        int number = 0;
        for (int v = 0; v < g.vertexCount(); v++) {
            for (int j = 0; j < g.to[v].length; j++) {
                int w = g.to[v][j];
                if (v > w) {
                    continue;
                }
                number++;
                int c = g.edgeLabel[v][j];
                if (!(c == 2 || c == (left ? 0 : 1))) {
                    continue;
                }
                int first = j;      // CGSuite deletes the first edge at v with these ends and colour
                for (int k = 0; k < j; k++) {
                    if (g.to[v][k] == w && g.edgeLabel[v][k] == c) {
                        first = k;
                        break;
                    }
                }
                Graph option = g.withoutEdge(v, first).componentOf(0);
                int fallen = edges - 1 - option.edgeCount();
                if ((childish >> c & 1) != 0 && fallen != 0) {
                    continue;
                }
                String colour = c == 0 ? "blue" : c == 1 ? "red" : "green";
                out.add(new Move(option, "cuts " + colour + " edge " + (v + 1) + "–" + (w + 1)
                        + (fallen == 0 ? "" : fallen == 1 ? ", and 1 edge falls" : ", and " + fallen + " edges fall")));
            }
        }
        return out;
    }

    /** The ground with each part that touches the rest only at the ground. */
    @Override
    List<Graph> parts(Graph g) {
        int n = g.vertexCount();
        for (int w : g.to[0]) {
            if (w == 0) {
                return List.of(g);      // a loop at the ground would be counted in every part
            }
        }
        boolean[] seen = new boolean[n];
        seen[0] = true;
        List<Graph> out = new ArrayList<>();
        for (int v = 1; v < n; v++) {
            if (!seen[v]) {
                int[] part = g.reach(v, seen);
                int[] keep = new int[part.length + 1];
                System.arraycopy(part, 0, keep, 1, part.length);
                out.add(keep.length == n ? g : g.retain(keep));
            }
        }
        if (out.isEmpty()) {
            out.add(g);      // the ground alone, or with loops at it
        }
        return out;
    }
}
