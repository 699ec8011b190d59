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
            GenClobber.ROOKS, GenClobber.QUEENS, GenClobber.HOT, GenClobber.ANTI, Fission.RULES, ColGame.SNORT, ColGame.COL, ColGame.FJORDS,
            ArcKayles.ARC_KAYLES, ArcKayles.PARTIZAN, GraphHackenbush.CHILDISH);

    /** Rulesets for {@code within} domains, with the families of paths. */
    static List<Ruleset> domains() {
        List<Ruleset> out = new java.util.ArrayList<>(STRING_RULESETS);
        out.add(GraphHackenbush.HACKENBUSH);
        for (Ruleset r : List.copyOf(out)) {
            if (r instanceof GraphRuleset g) {
                out.add(new GraphFamily(g, "paths"));
            }
        }
        return out;
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
}
