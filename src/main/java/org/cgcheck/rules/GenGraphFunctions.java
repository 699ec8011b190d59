package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.cgcheck.fn.Args;
import org.cgcheck.fn.BadCall;
import org.cgcheck.fn.Builtin;
import org.cgcheck.fn.IntegerList;
import org.cgcheck.fn.NamedArgument;

/**
 * CGSuite's graph rulesets with parameters of their own, under its names and in its syntax:
 * {@code game.graph.GenCol([Nothing, Left], [Nothing, Right])("L-.-.")},
 * {@code game.graph.GenArcKayles(weighted => true)("3-2-1")},
 * {@code game.graph.GenHackenbush(childishEdges => [game.graph.Color.Green])("lre")} and
 * {@code game.graph.WeightedArcKayles("3-2-1")}. Without a graph, the call is the ruleset itself.
 * Snort, Col, Fjords, Arc Kayles, Hackenbush and Childish Hackenbush are the same rulesets as the
 * Gen forms with their parameters.
 */
public final class GenGraphFunctions {
    private GenGraphFunctions() {
    }

    /** The functions' names (their types: eval/Signatures, "graph rulesets with parameters"). */
    public static final List<String> NAMES = List.of("game.graph.GenCol", "game.graph.GenArcKayles",
            "game.graph.GenHackenbush", "game.graph.WeightedArcKayles", "labellist");

    private static final List<String> VERTEX_LABELS = List.of("nothing", "left", "right");
    private static final List<String> COLOURS = List.of("game.graph.color.blue", "game.graph.color.red",
            "game.graph.color.green");

    static List<Builtin> functions() {
        List<Builtin> out = new ArrayList<>();
        out.add(new Builtin("labellist", 1, Integer.MAX_VALUE, "labellist(\"Nothing\", \"Left\", ...)",
                "A list of graph labels, as CGSuite writes [Nothing, Left] or [game.graph.Color.Blue]",
                args -> new GraphLabelList(args.stream().map(a -> (String) a).toList())));
        String gc = "game.graph.GenCol";
        out.add(new Builtin(gc, 1, 3, gc + "(leftPermitted, rightPermitted)(\"graph\")",
                "A colouring game on a graph: Left may colour a vertex whose label (Nothing, Left, Right) is in"
                        + " leftPermitted, Right one in rightPermitted; Snort, Col and Fjords are three of them", args -> {
                    Call c = bind(gc, args, List.of("leftPermitted", "rightPermitted"), List.of(true, true));
                    ColGame rules = ColGame.gen(labels(gc, c.params.get("leftpermitted"), VERTEX_LABELS, "leftPermitted"),
                            labels(gc, c.params.get("rightpermitted"), VERTEX_LABELS, "rightPermitted"));
                    return c.graph == null ? rules : parse(gc, rules, c.graph);
                }));
        String ga = "game.graph.GenArcKayles";
        out.add(new Builtin(ga, 0, 2, ga + "(weighted => false)(\"graph\")",
                "Arc Kayles (take an edge and its two ends), or weighted: take one from the weight of each end",
                args -> {
                    Call c = bind(ga, args, List.of("weighted"), List.of(false));
                    Object w = c.params.get("weighted");
                    if (w != null && !(w instanceof Boolean)) {
                        throw new BadCall(ga + ": weighted must be true or false, not " + Args.typeName(w));
                    }
                    GraphRuleset rules = Boolean.TRUE.equals(w) ? WeightedArcKayles.RULES : ArcKayles.ARC_KAYLES;
                    return c.graph == null ? rules : parse(ga, rules, c.graph);
                }));
        String gh = "game.graph.GenHackenbush";
        out.add(new Builtin(gh, 0, 2, gh + "(childishEdges => [])(\"graph\")",
                "Hackenbush on a graph where an edge of a colour in childishEdges may be cut only if nothing falls",
                args -> {
                    Call c = bind(gh, args, List.of("childishEdges"), List.of(false));
                    Object l = c.params.get("childishedges");
                    GraphHackenbush rules = GraphHackenbush.gen(l == null ? 0 : labels(gh, l, COLOURS, "childishEdges"));
                    return c.graph == null ? rules : parse(gh, rules, c.graph);
                }));
        String wa = "game.graph.WeightedArcKayles";
        out.add(new Builtin(wa, 1, 1, wa + "(\"graph\")",
                "Weighted Arc Kayles: take one from the weights at both ends of an edge (vertices weigh 0..99)",
                args -> parse(wa, WeightedArcKayles.RULES, Args.string(args.get(0), wa + "'s graph"))));
        return out;
    }

    /** The parameters by lower-case name, and the graph string if one follows them. */
    private record Call(Map<String, Object> params, String graph) {
    }

    /** CGSuite's binding: positional parameters in order, then named ones; a string is the graph. */
    private static Call bind(String name, List<Object> args, List<String> params, List<Boolean> required) {
        Map<String, Object> out = new LinkedHashMap<>();
        String graph = null;
        int next = 0;
        for (int i = 0; i < args.size(); i++) {
            Object a = args.get(i);
            if (a instanceof String s && i == args.size() - 1) {
                graph = s;
            } else if (a instanceof NamedArgument n) {
                String key = null;
                for (String p : params) {
                    key = p.equalsIgnoreCase(n.name()) ? p : key;
                }
                if (key == null) {
                    throw new BadCall(name + " has no parameter '" + n.name() + "' (it takes "
                            + String.join(", ", params) + ")");
                }
                if (out.put(key.toLowerCase(Locale.ROOT), n.value()) != null) {
                    throw new BadCall(name + ": " + key + " is given twice");
                }
            } else {
                if (next >= params.size()) {
                    throw new BadCall(name + " takes " + params.size() + " parameter" + (params.size() == 1 ? "" : "s")
                            + " (" + String.join(", ", params) + ") and then a graph string; "
                            + Args.typeName(a) + " is one too many");
                }
                if (out.put(params.get(next).toLowerCase(Locale.ROOT), a) != null) {
                    throw new BadCall(name + ": " + params.get(next) + " is given twice");
                }
                next++;
            }
        }
        for (int i = 0; i < params.size(); i++) {
            if (required.get(i) && !out.containsKey(params.get(i).toLowerCase(Locale.ROOT))) {
                throw new BadCall(name + " needs its parameter " + params.get(i));
            }
        }
        return new Call(out, graph);
    }

    /** A list of labels as bits in {@code order}; an integer list (such as []) holds none of them. */
    private static int labels(String name, Object v, List<String> order, String param) {
        if (v instanceof GraphLabelList l) {
            return l.bits(order);
        }
        if (v instanceof IntegerList) {
            return 0;       // CGSuite accepts any list; an integer is never a graph's label
        }
        throw new BadCall(name + ": " + param + " must be a list such as "
                + (order == COLOURS ? "[game.graph.Color.Blue]" : "[Nothing, Left]") + ", not " + Args.typeName(v));
    }

    private static Position parse(String name, GraphRuleset rules, String text) {
        try {
            return rules.parse(text);
        } catch (BadPosition e) {
            throw new BadCall(name + ": " + e.getMessage());
        }
    }

    /**
     * Checks a literal graph string of one of these functions before anything runs, so its error
     * points into the string (the type checker's pass). GenArcKayles's graph is weighted or not by
     * its parameter, unknown here: the string must read one way or the other. False if the
     * function is not one of these.
     */
    static boolean validate(String function, String text) {
        String n = function.toLowerCase(Locale.ROOT);
        if (n.equals("game.graph.weightedarckayles")) {
            WeightedArcKayles.RULES.parse(text);
        } else if (n.equals("game.graph.gencol")) {
            ColGame.gen(0, 0).parse(text);          // the labels are the same for every GenCol
        } else if (n.equals("game.graph.genhackenbush")) {
            GraphHackenbush.HACKENBUSH.parse(text);  // so are the refusals
        } else if (n.equals("game.graph.genarckayles")) {
            try {
                ArcKayles.ARC_KAYLES.parse(text);
            } catch (BadPosition plain) {
                try {
                    WeightedArcKayles.RULES.parse(text);
                } catch (BadPosition weighted) {
                    throw text.matches(".*\\d.*") ? weighted : plain;
                }
            }
        } else {
            return false;
        }
        return true;
    }
}
