package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.List;

/** Console pictures of positions: the expression, its value, and the board drawn as text. */
public final class BoardText {
    private BoardText() {
    }

    /** {@code P = game.grid.Domineering("..|..")   (value +-1)} followed by the board, one line per row. */
    public static List<String> lines(String name, Position p) {
        List<String> out = new ArrayList<>();
        out.add(name + " = " + p.expression() + "   (value " + p.value() + ")");
        for (String row : picture(p).split("\n")) {
            out.add("    " + row);
        }
        return out;
    }

    /**
     * A loopy ruleset's position, as a counterexample lists it: {@code P = game.strip.BackslidingToadsAndFrogs("t.f")
     * (value ...)} followed by its strip or board (rows from the top, G geese, F the fox).
     */
    public static List<String> lines(String name, LoopyPosition p, Object value) {
        List<String> out = new ArrayList<>();
        out.add(name + " = " + p.expression() + "   (value " + value + ")");
        String picture = p instanceof BackslidingPosition b ? "[" + b.text() + "]" : p.picture();
        for (String row : picture.split("\n")) {
            out.add("    " + row);
        }
        return out;
    }

    /** A board as rows of characters with a frame; a strip as one row; a tree in its notation. */
    public static String picture(Position p) {
        if (p instanceof GridPosition g) {
            StringBuilder sb = new StringBuilder();
            String edge = "+" + "-".repeat(g.grid.cols) + "+";
            sb.append(edge);
            for (int r = 0; r < g.grid.rows; r++) {
                sb.append("\n|").append(g.grid.cells, r * g.grid.cols, g.grid.cols).append('|');
            }
            return sb.append('\n').append(edge).toString();
        }
        if (p instanceof StripRuleset.StripPosition) {
            return "[" + p.text() + "]";
        }
        return p.picture();
    }

    /** Details with each run of board rows (indented four spaces) joined into one multi-line entry. */
    public static List<String> joinBoards(List<String> details) {
        List<String> out = new ArrayList<>();
        for (String d : details) {
            int last = out.size() - 1;
            if (d.startsWith("    ") && last >= 0 && out.get(last).startsWith("    ")) {
                out.set(last, out.get(last) + "\n" + d);
            } else {
                out.add(d);
            }
        }
        return out;
    }
}
