package org.cgcheck.report;

import java.util.List;
import org.cgcheck.rules.MoveText;
import org.cgcheck.rules.Position;

/**
 * Dominoes placed during a drawn play of Domineering or Cram. A board's text marks a played
 * domino's squares {@code #}, the same as squares blocked from the start, so only the play itself
 * tells them apart: each picture of a play draws the dominoes placed so far as dominoes, in the
 * colour of the player who placed them (Left's vertical ones blue, Right's horizontal ones red;
 * Cram's in one neutral colour, since either player may place either).
 */
public final class Dominoes {
    private Dominoes() {
    }

    /** A domino covering (row, col) and the square below it (vertical) or to its right. */
    public record Domino(int row, int col, boolean vertical, String fill) {
    }

    /** The colour of a Cram domino: either player's. */
    static final String NEUTRAL = "#b07a3b";

    /** The domino the move from {@code from} to {@code to} placed, or null if it placed none. */
    public static Domino placed(Position from, Position to) {
        return placed(from, MoveText.changes(from, to));
    }

    /** As above, from the squares the move changed ({@link MoveText#changes}, null if it changed the shape). */
    static Domino placed(Position from, List<MoveText.Change> ch) {
        String rules = from.ruleset().name();
        if (!rules.equals("domineering") && !rules.equals("cram")) {
            return null;
        }
        if (ch == null || ch.size() != 2 || ch.stream().anyMatch(c -> c.before() != '.' || c.after() != '#')) {
            return null;
        }
        MoveText.Change a = ch.get(0);
        MoveText.Change b = ch.get(1);
        boolean vertical = a.col() == b.col() && b.row() == a.row() + 1;
        boolean horizontal = a.row() == b.row() && b.col() == a.col() + 1;
        if (!vertical && !horizontal) {
            return null;
        }
        String fill = rules.equals("cram") ? NEUTRAL : vertical ? BoardPicture.BLUE : BoardPicture.RED;
        return new Domino(a.row(), a.col(), vertical, fill);
    }

    /** Draws {@code d} over its two squares, outlined in the mark's colour when it was just placed. */
    static void draw(StringBuilder sb, Domino d, int cell, boolean justPlaced) {
        int inset = 3;
        int cw = (d.vertical() ? 1 : 2) * cell;
        int ch = (d.vertical() ? 2 : 1) * cell;
        // the two squares it lies on, light again: a domino is not a blocked square
        sb.append("    <rect x=\"").append(d.col() * cell).append("\" y=\"").append(d.row() * cell).append("\" width=\"")
                .append(cw).append("\" height=\"").append(ch).append("\" fill=\"white\" stroke=\"black\"/>\n");
        int w = cw - 2 * inset;
        int h = ch - 2 * inset;
        sb.append("    <rect x=\"").append(d.col() * cell + inset).append("\" y=\"").append(d.row() * cell + inset)
                .append("\" width=\"").append(w).append("\" height=\"").append(h).append("\" rx=\"5\" fill=\"")
                .append(d.fill()).append("\" stroke=\"").append(justPlaced ? BoardPicture.MARK : "white")
                .append("\" stroke-width=\"").append(justPlaced ? 3 : 1).append("\"/>\n");
    }
}
