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
                new Builtin("Graph.Path", 1, 1, "Graph.Path(n)", "The path of n vertices, as a graph string",
                        args -> path(size(args.get(0), "Graph.Path", 0))),
                new Builtin("Graph.Cycle", 1, 1, "Graph.Cycle(n)", "The cycle of n vertices, as a graph string",
                        args -> cycle(size(args.get(0), "Graph.Cycle", 1))),
                new Builtin("Graph.Star", 1, 1, "Graph.Star(n)",
                        "The star of n vertices (one joined to the n - 1 others), as a graph string",
                        args -> star(size(args.get(0), "Graph.Star", 0))),
                new Builtin("gridstring", 1, 1, "gridstring(P)",
                        "The board of a grid or strip position as its string (CGSuite's .GridString)",
                        args -> gridString(args.get(0))),
                new Builtin("Graph.Clique", 1, 1, "Graph.Clique(n)", "The complete graph of n vertices, as a graph string",
                        args -> clique(size(args.get(0), "Graph.Clique", 0))));
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
