package org.cgcheck.rules;

import java.math.BigInteger;
import java.util.List;
import org.cgcheck.fn.Args;
import org.cgcheck.fn.BadCall;
import org.cgcheck.fn.Builtin;

/**
 * CGSuite's {@code Graph.Path(n)}, {@code Graph.Cycle(n)}, {@code Graph.Star(n)} and
 * {@code Graph.Clique(n)}: unlabelled graphs, given as the graph strings the graph rulesets read
 * (as {@code Grid.Empty} gives a board string): {@code Graph.Path(3)} is {@code ".-.-."}.
 */
public final class GraphShapeFunctions {
    public static final List<String> NAMES = List.of("graph.path", "graph.cycle", "graph.star", "graph.clique");

    private GraphShapeFunctions() {
    }

    static List<Builtin> functions() {
        return List.of(
                new Builtin("Graph.Path", 1, 2, "Graph.Path(n)", "The path of n vertices, as a graph string",
                        args -> labelled(path(size(args.get(0), "Graph.Path", 0)), args, "Graph.Path")),
                new Builtin("Graph.Cycle", 1, 2, "Graph.Cycle(n)", "The cycle of n vertices, as a graph string",
                        args -> labelled(cycle(size(args.get(0), "Graph.Cycle", 1)), args, "Graph.Cycle")),
                new Builtin("Graph.Star", 1, 2, "Graph.Star(n)",
                        "The star of n vertices (one joined to the n - 1 others), as a graph string",
                        args -> labelled(star(size(args.get(0), "Graph.Star", 0)), args, "Graph.Star")),
                new Builtin("gridstring", 1, 1, "gridstring(P)",
                        "The board of a grid or strip position as its string (CGSuite's .GridString)",
                        args -> gridString(args.get(0))),
                new Builtin("Graph.Clique", 1, 2, "Graph.Clique(n)", "The complete graph of n vertices, as a graph string",
                        args -> labelled(clique(size(args.get(0), "Graph.Clique", 0)), args, "Graph.Clique")));
    }

    /**
     * CGSuite's second argument, the label of every vertex: {@code Graph.Path(3, 2)} is {@code "2-2-2"}
     * (a WeightedArcKayles path), {@code Graph.Path(3, Left)} is {@code "L-L-L"}.
     */
    private static String labelled(String shape, List<Object> args, String name) {
        if (args.size() < 2) {
            return shape;
        }
        Object l = args.get(1);
        String label;
        if (l instanceof BigInteger w) {
            if (w.signum() < 0 || w.compareTo(BigInteger.valueOf(WeightedArcKayles.MAX_WEIGHT)) > 0) {
                throw new BadCall(name + ": a vertex weight must be 0.." + WeightedArcKayles.MAX_WEIGHT + ", not " + w);
            }
            label = w.toString().length() > 1 ? "{" + w + "}" : w.toString();
        } else if ("Left".equals(String.valueOf(l)) || "Right".equals(String.valueOf(l))) {
            label = String.valueOf(l).substring(0, 1);       // a player: the tint L or R
        } else {
            throw new BadCall(name + "'s vertex label must be a weight 0.." + WeightedArcKayles.MAX_WEIGHT
                    + ", Left or Right, not " + Args.typeName(l));
        }
        return shape.isEmpty() ? shape : shape.replace(".", label);
    }

    private static String gridString(Object v) {
        if (v instanceof Position p && p.ruleset().squares()) {
            return p.text();
        }
        throw new BadCall("GridString: " + Args.typeName(v) + " is not a position on a grid or strip");
    }

    private static int size(Object v, String name, int least) {
        BigInteger n = Args.integer(v, name + "'s size");
        if (n.compareTo(BigInteger.valueOf(least)) < 0 || n.compareTo(BigInteger.valueOf(GraphText.MAX_VERTICES)) > 0) {
            throw new BadCall(name + "(" + n + "): a graph of " + least + ".." + GraphText.MAX_VERTICES + " vertices");
        }
        return n.intValue();
    }

    static String path(int n) {
        return n == 0 ? "" : "." + "-.".repeat(n - 1);
    }

    static String cycle(int n) {
        return ".:A" + "-.".repeat(n - 1) + "-.:A";
    }

    static String star(int n) {
        if (n <= 2) {
            return path(n);
        }
        return ".(" + String.join(";", java.util.Collections.nCopies(n - 1, "-.")) + ")";
    }

    static String clique(int n) {
        if (n <= 1) {
            return path(n);
        }
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                s.append(s.length() == 0 ? "" : ";").append(".:").append(name(i)).append("-.:").append(name(j));
            }
        }
        return s.toString();
    }

    private static String name(int i) {
        return i < 26 ? String.valueOf((char) ('A' + i)) : "{v" + i + "}";
    }
}
