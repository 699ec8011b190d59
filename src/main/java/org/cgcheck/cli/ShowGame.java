package org.cgcheck.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import org.cgcheck.form.Form;
import org.cgcheck.game.Game;
import org.cgcheck.eval.Functions;
import org.cgcheck.lang.Pos;
import org.cgcheck.eval.Values;
import org.cgcheck.report.GameTree;
import org.cgcheck.fn.Builtin;

/**
 * The worksheet's {@code show}: a value with its birthday, outcome, stops and temperature (from
 * the language's own functions, so they agree with {@code eval}), and a text picture of its game
 * tree drawn from the same {@link GameTree} layout as the SVG pictures.
 */
final class ShowGame {
    private ShowGame() {
    }

    /** The value was already evaluated: errors from here on belong to the whole entry. */
    private static final Pos START = new Pos(1, 1, 0);

    static void print(PrintWriter out, String text, Object v) {
        String value = Values.print(v);
        out.println(text.equals(value) ? value : text + " = " + value);
        if (v instanceof org.cgcheck.rules.Position p) {
            showPosition(out, p);
            return;
        }
        if (v instanceof org.cgcheck.loopy.SidedValue s && s.position() instanceof org.cgcheck.rules.LoopyPosition p) {
            ShowLoopyPosition.print(out, p, s);
            return;
        }
        if (v instanceof org.cgcheck.loopy.SidedValue) {
            showLoopy(out, v);
            return;
        }
        if (!(v instanceof Game) && !(v instanceof Form) && !(v instanceof java.math.BigInteger)) {
            out.println("  (" + Values.typeName(v) + ")");
            return;
        }
        Game g = Values.game(v, START, "show's argument");
        out.println("  birthday " + fn("birthday", g) + ", outcome " + fn("outcome", g) + ", stops "
                + fn("leftstop", g) + " and " + fn("rightstop", g) + ", temperature " + fn("temperature", g));
        Form form = Values.form(v, START, "show's argument");
        for (String line : tree(GameTree.of(text, form))) {
            out.println("  " + line);
        }
    }

    /** A board: its picture, its value's facts, and the tree of its moves two deep. */
    private static void showPosition(PrintWriter out, org.cgcheck.rules.Position p) {
        for (String row : p.picture().split("\n")) {
            out.println("    " + row);
        }
        Game g = p.value();
        boolean nim = nim(p);
        if (nim) {
            out.println("  as nimbers: " + nimbers(p.text()) + " = " + g);
        }
        if (org.cgcheck.report.ExplorerGraph.impartial(p) && g.isNimber()) {
            // Impartial: the same moves for both players, so who wins depends only on who is to move.
            out.println("  Grundy value " + g.nimberPart() + " (value " + g + "): the player to move "
                    + (g.nimberPart() == 0 ? "loses" : "wins"));
        } else {
            out.println("  value " + g + ", birthday " + fn("birthday", g) + ", outcome " + fn("outcome", g)
                    + ", temperature " + fn("temperature", g));
        }
        String squares = !p.ruleset().squares() ? "" : p.picture().contains("\n")
                ? "squares a1, b1, … from the top left; " : "squares 1, 2, … from the left; ";
        out.println("  moves (" + squares + "(wins): the mover wins by it):");
        int moves = p.options(true).size() + (p.ruleset().impartial() ? 0 : p.options(false).size());
        // Every move of a position with many (a sum of heaps), one deep; else two deep, 12 a node.
        for (String line : org.cgcheck.report.PositionTree.lines(p, moves > 12 ? 1 : 2, Math.min(Math.max(moves, 12), 40))) {
            out.println("  " + (nim ? nimberLine(line) : line));
        }
    }

    /** Whether p is Nim heaps (one or a sum): each heap of n is the nimber *n, and is written so. */
    private static boolean nim(org.cgcheck.rules.Position p) {
        List<org.cgcheck.rules.Position> parts = p.components().size() > 1 ? p.components() : List.of(p);
        return parts.stream().allMatch(q -> q.ruleset() == org.cgcheck.rules.HeapGame.NIM);
    }

    private static final java.util.regex.Pattern HEAPS = java.util.regex.Pattern.compile("^\\d+( \\+ \\d+)*$");

    /** "1 + 5 + 6" as "*1 + *5 + *6" (heap by heap, as the class writes it), not read as twelve. */
    static String nimbers(String heaps) {
        if (!HEAPS.matcher(heaps).matches()) {
            return heaps;
        }
        return heaps.replaceAll("\\b(\\d+)\\b", "*$1");
    }

    /** A tree line's "→ 1 + 5 + 6 = *2" as "→ *1 + *5 + *6 = *2". */
    private static String nimberLine(String line) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("→ ([0-9 +]+) = ").matcher(line);
        return m.find() ? line.substring(0, m.start(1)) + nimbers(m.group(1).strip()) + line.substring(m.end(1)) : line;
    }

    /** A loopy value: whether it is a stopper, its sides when it is not, and who wins (with draws). */
    private static void showLoopy(PrintWriter out, Object v) {
        boolean stopper = "true".equals(fn("isstopper", v));
        String outcome = fn("loopyoutcome", v);
        String onside = fn("loopyonside", v);      // "?" where the sides are not stoppers (Bach's Carousel)
        out.println("  a loopy game" + (stopper ? ", a stopper" : onside.equals("?") ? ", not stopper-sided"
                : ": onside " + onside + ", offside " + fn("loopyoffside", v)) + (outcome.equals("?") ? "" : ", outcome " + outcome
                + (outcome.length() == 2 ? " (the winner when Left starts, when Right starts; D: a draw)"
                : outcome.equals("D") ? " (a draw, whoever starts)" : "")));
    }

    private static String fn(String name, Object g) {
        Builtin f = Functions.lookup(name);
        if (f == null) {
            return "?";
        }
        try {
            return Values.print(f.impl().apply(List.of(g)));
        } catch (RuntimeException e) {
            return "?";
        }
    }

    /** The tree as indented lines: "L " / "R " before each option; "…" where options are not drawn. */
    static List<String> tree(GameTree t) {
        List<List<GameTree.Edge>> kids = new ArrayList<>();
        t.nodes().forEach(n -> kids.add(new ArrayList<>()));
        t.edges().forEach(e -> kids.get(e.from()).add(e));
        List<String> lines = new ArrayList<>();
        GameTree.Node root = t.nodes().get(0);
        lines.add(root.label() + (root.cut() ? " …" : ""));
        walk(t, kids, root.id(), "", lines);
        return lines;
    }

    private static void walk(GameTree t, List<List<GameTree.Edge>> kids, int id, String indent, List<String> lines) {
        List<GameTree.Edge> es = kids.get(id);
        for (int i = 0; i < es.size(); i++) {
            boolean last = i == es.size() - 1;
            GameTree.Node n = t.nodes().get(es.get(i).to());
            lines.add(indent + (last ? "└─" : "├─") + (es.get(i).left() ? "L " : "R ") + n.label() + (n.cut() ? " …" : ""));
            walk(t, kids, n.id(), indent + (last ? "   " : "│  "), lines);
        }
    }
}
