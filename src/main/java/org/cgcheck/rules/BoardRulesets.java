package org.cgcheck.rules;

import java.util.List;

/**
 * Issue 43's grid, strip and graph rulesets (round two, boards): the string-built ones, under
 * CGSuite's qualified names and short aliases, and the domain families ("snort paths").
 */
public final class BoardRulesets {
    private BoardRulesets() {
    }

    /** Built from one position string: {@code game.graph.Snort("L-.-.-.-L")}, {@code snort(...)}. */
    static final List<Ruleset> STRING_RULESETS = List.of(Amazons.RULES, GenClobber.KINGS, GenClobber.KNIGHTS,
            GenClobber.ROOKS, GenClobber.QUEENS, GenClobber.HOT, GenClobber.ANTI, Fission.RULES, ElephantsAndRhinos.RULES, ColGame.SNORT, ColGame.COL, ColGame.FJORDS,
            ArcKayles.ARC_KAYLES, ArcKayles.PARTIZAN, GraphHackenbush.CHILDISH);

    /** Rulesets for {@code within} domains, with the families of paths. */
    static List<Ruleset> domains() {
        List<Ruleset> out = new java.util.ArrayList<>(STRING_RULESETS);
        out.add(GraphHackenbush.HACKENBUSH);
        out.add(WeightedArcKayles.RULES);       // weights 0..2 (GenGraphFunctions)
        for (Ruleset r : List.copyOf(out)) {
            if (r instanceof GraphRuleset g) {
                out.add(new GraphFamily(g, "paths"));
            }
        }
        return out;
    }

    /**
     * The name a position's pictures and moves in words go by: a GenClobber schema's instance is
     * drawn as Hot Clobber's stones, a GenToadsAndFrogs instance as Toads and Frogs' strip.
     */
    public static String drawnAs(String name) {
        return name.startsWith("genclobber(") ? "hotclobber" : name.startsWith("gentoadsandfrogs(") ? "toadsandfrogs" : name;
    }

    /** Lower-case names of the string-built constructors, for the type checker's table. */
    public static List<String> constructorNames() {
        List<String> out = new java.util.ArrayList<>();
        for (Ruleset r : STRING_RULESETS) {
            out.add(r.qualified().toLowerCase(java.util.Locale.ROOT));
            out.add(r.name());
        }
        return out;
    }

    /**
     * {@code game.graph.Hackenbush(text)}: a tree as before; otherwise any graph CGSuite accepts
     * (cycles through named vertices {@code :A}), refused as CGSuite refuses it when it is not
     * connected or empty.
     */
    static Position hackenbush(String text) {
        try {
            return Hackenbush.RULES.parse(text);
        } catch (BadPosition tree) {
            Graph g;
            try {
                g = GraphText.parse(text, GraphHackenbush.LABELS);
            } catch (BadPosition graph) {
                throw text.indexOf(':') >= 0 ? graph : tree;
            }
            String why = GraphHackenbush.HACKENBUSH.refusal(g);
            if (why != null) {
                throw new BadPosition(why, -1);
            }
            return GraphHackenbush.HACKENBUSH.position(g);
        }
    }

    /** A graph position as pictures draw it: vertex tints, edges (each once) and their colours. */
    public record GraphView(int vertices, int[] tint, List<int[]> edges, boolean grounded, int[] weight) {
        /**
         * Tints: 0 none, 1 Left's ("L"), 2 Right's ("R"); edge colours: -1 plain, 0 blue, 1 red, 2 green;
         * weights (Weighted Arc Kayles) or null.
         */
    }

    /** The graph of a position of a game on a graph, or null for any other position. */
    public static GraphView graphOf(Position p) {
        if (!(p instanceof GraphPosition gp)) {
            return null;
        }
        Graph g = gp.graph;
        GraphRuleset r = (GraphRuleset) gp.ruleset();
        boolean coloured = r.labels.edge().size() > 1;
        List<int[]> edges = new java.util.ArrayList<>();
        for (int v = 0; v < g.vertexCount(); v++) {
            for (int j = 0; j < g.to[v].length; j++) {
                if (v <= g.to[v][j]) {
                    edges.add(new int[] {v, g.to[v][j], coloured ? g.edgeLabel[v][j] : -1});
                }
            }
        }
        if (r instanceof WeightedArcKayles) {
            int[] weight = new int[g.vertexCount()];
            for (int v = 0; v < weight.length; v++) {
                weight[v] = WeightedArcKayles.weight(g, v);
            }
            return new GraphView(g.vertexCount(), new int[g.vertexCount()], edges, false, weight);
        }
        int[] tint = r.labels.vertex().size() > 1 ? g.label.clone() : new int[g.vertexCount()];
        return new GraphView(g.vertexCount(), tint, edges, r.rooted(), null);
    }
}
