package org.cgcheck.report;

import org.cgcheck.rules.BackslidingPosition;
import org.cgcheck.rules.FoxPosition;
import org.cgcheck.rules.LoopyClobberPosition;
import org.cgcheck.rules.MoveText;
import org.cgcheck.rules.LoopyPosition;

/**
 * Positions of loopy rulesets drawn as SVG: a Fox and Geese board (a checkerboard {@code boardWidth}
 * wide, rows numbered from 1 at the bottom and columns from 1 at the left, as CGSuite's (row, col)
 * name them; the geese blue discs marked G, the fox a red disc marked F) and a Backsliding Toads
 * and Frogs strip, drawn as Toads and Frogs strips are, and a loopy GenClobber board, drawn as Clobber
 * boards are. Integer coordinates only.
 */
public final class LoopyPicture {
    private static final int CELL = 32;
    private static final int MARGIN = 20;
    private static final String DARK = "#b58863";
    private static final String LIGHT = "#f0d9b5";

    private LoopyPicture() {
    }

    /** The position as a whole SVG picture, {@code label} its text alternative. */
    public static String svg(LoopyPosition p, String label) {
        if (p instanceof FoxPosition f) {
            return frame(f, label).replace(PIECES, pieces(f));
        }
        StringBuilder sb = new StringBuilder();
        int[] wh = p instanceof BackslidingPosition b ? strip(sb, b.text())
                : p instanceof LoopyClobberPosition c ? board(sb, c.picture().split("\n")) : text(sb, p.picture());
        return open(wh, label) + sb + "</svg>\n";
    }

    /**
     * The position with the squares a move from {@code before} changed outlined in orange (a
     * piece's square left and the square it went to), as a refuting play draws each step.
     */
    public static String marked(LoopyPosition p, LoopyPosition before, String label) {
        String svg = svg(p, label);
        StringBuilder marks = new StringBuilder();
        if (p instanceof FoxPosition f && before instanceof FoxPosition b) {
            java.util.Set<String> now = squares(f);
            java.util.Set<String> was = squares(b);
            for (String sq : union(now, was)) {
                if (now.contains(sq) != was.contains(sq) || !pieceAt(f, sq).equals(pieceAt(b, sq))) {
                    String[] rc = sq.split(",");
                    int r = Integer.parseInt(rc[0]), c = Integer.parseInt(rc[1]);
                    if (r <= f.rows()) {        // a square above this board (a fox come down two rows) is not drawn
                        mark(marks, MARGIN + (c - 1) * CELL, TOP + (f.rows() - r) * CELL, CELL);
                    }
                }
            }
        } else if (p instanceof BackslidingPosition s && before instanceof BackslidingPosition b
                && s.text().length() == b.text().length()) {
            int cell = BoardPicture.CELL;
            for (int i = 0; i < s.text().length(); i++) {
                if (s.text().charAt(i) != b.text().charAt(i)) {
                    mark(marks, 4 + i * cell, 20, cell);
                }
            }
        }
        return svg.replace("</svg>\n", marks + "</svg>\n");
    }

    private static void mark(StringBuilder sb, int x, int y, int size) {
        sb.append("  <rect x=\"").append(x + 2).append("\" y=\"").append(y + 2).append("\" width=\"").append(size - 4)
                .append("\" height=\"").append(size - 4).append("\" fill=\"none\" stroke=\"").append(BoardPicture.MARK)
                .append("\" stroke-width=\"4\"/>\n");
    }

    /** The squares of a position's pieces, "row,col". */
    private static java.util.Set<String> squares(FoxPosition f) {
        java.util.Set<String> out = new java.util.TreeSet<>();
        for (int[] g : f.geese()) {
            out.add(g[0] + "," + g[1]);
        }
        out.add(f.fox()[0] + "," + f.fox()[1]);
        return out;
    }

    private static String pieceAt(FoxPosition f, String sq) {
        return sq.equals(f.fox()[0] + "," + f.fox()[1]) ? "F" : squares(f).contains(sq) ? "G" : ".";
    }

    private static java.util.Set<String> union(java.util.Set<String> a, java.util.Set<String> b) {
        java.util.Set<String> out = new java.util.TreeSet<>(a);
        out.addAll(b);
        return out;
    }

    /** Where {@link #frame}'s picture takes the pieces of a position ({@link #pieces}). */
    static final String PIECES = "<!--pieces-->";

    private static String open(int[] wh, String label) {
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + wh[0] + "\" height=\"" + wh[1] + "\" viewBox=\"0 0 "
                + wh[0] + " " + wh[1] + "\" font-family=\"sans-serif\" font-size=\"13\" role=\"img\" aria-label=\""
                + Pictures.esc(label) + "\">\n  <title>" + Pictures.esc(label) + "</title>\n"
                + "  <rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n";
    }

    /**
     * The board of a Fox and Geese position without its pieces, {@link #PIECES} where they go: the
     * same for every position of as many rows, so a page of thousands of positions holds it once.
     * Rows are numbered on the left (1 at the bottom), columns below (1 at the left).
     */
    static String frame(FoxPosition p, String label) {
        int rows = p.rows();
        int cols = p.width();
        StringBuilder sb = new StringBuilder();
        int r0 = CELL / 2 - 4;
        sb.append("  <defs><g id=\"goose\"><circle r=\"").append(r0).append("\" fill=\"").append(BoardPicture.BLUE)
                .append("\" stroke=\"white\" stroke-width=\"2\"/><text y=\"5\" text-anchor=\"middle\" fill=\"white\""
                        + " font-weight=\"bold\">G</text></g>")
                .append("<g id=\"fox\"><circle r=\"").append(r0).append("\" fill=\"").append(BoardPicture.RED)
                .append("\" stroke=\"white\" stroke-width=\"2\"/><text y=\"5\" text-anchor=\"middle\" fill=\"white\""
                        + " font-weight=\"bold\">F</text></g></defs>\n");
        sb.append("  <rect x=\"").append(MARGIN).append("\" y=\"").append(TOP).append("\" width=\"").append(cols * CELL)
                .append("\" height=\"").append(rows * CELL).append("\" fill=\"").append(LIGHT).append("\"/>\n");
        for (int r = rows; r >= 1; r--) {
            int y = TOP + (rows - r) * CELL;
            sb.append("  <text x=\"").append(MARGIN - 6).append("\" y=\"").append(y + CELL / 2 + 5)
                    .append("\" text-anchor=\"end\" fill=\"#555\">").append(r).append("</text>\n");
            for (int c = 2 - r % 2; c <= cols; c += 2) {        // the squares pieces stand on: row + col even
                sb.append("  <rect x=\"").append(MARGIN + (c - 1) * CELL).append("\" y=\"").append(y).append("\" width=\"")
                        .append(CELL).append("\" height=\"").append(CELL).append("\" fill=\"").append(DARK).append("\"/>\n");
            }
        }
        for (int c = 1; c <= cols; c++) {
            sb.append("  <text x=\"").append(MARGIN + (c - 1) * CELL + CELL / 2).append("\" y=\"")
                    .append(TOP + rows * CELL + 15).append("\" text-anchor=\"middle\" fill=\"#555\">").append(c)
                    .append("</text>\n");
        }
        sb.append("  <rect x=\"").append(MARGIN).append("\" y=\"").append(TOP).append("\" width=\"").append(cols * CELL)
                .append("\" height=\"").append(rows * CELL).append("\" fill=\"none\" stroke=\"black\"/>\n");
        int[] wh = {MARGIN + cols * CELL + 6, TOP + rows * CELL + 22};
        // The board's geometry for the explorer's script, which outlines the squares of the last move.
        String geometry = " data-rows=\"" + rows + "\" data-cell=\"" + CELL + "\" data-left=\"" + MARGIN + "\" data-top=\""
                + TOP + "\" data-mark=\"" + BoardPicture.MARK + "\"";
        return open(wh, label).replaceFirst("<svg ", "<svg" + geometry + " ") + sb + PIECES + "</svg>\n";
    }

    private static final int TOP = 6;

    /** The geese and the fox of a position, for its {@link #frame}: each a disc with its square in a title. */
    static String pieces(FoxPosition p) {
        StringBuilder sb = new StringBuilder();
        int rows = p.rows();
        for (int[] g : p.geese()) {
            piece(sb, rows, g, "goose");
        }
        piece(sb, rows, p.fox(), "fox");
        return sb.toString();
    }

    private static void piece(StringBuilder sb, int rows, int[] at, String what) {
        int cx = MARGIN + (at[1] - 1) * CELL + CELL / 2;
        int cy = TOP + (rows - at[0]) * CELL + CELL / 2;
        sb.append("<use href=\"#").append(what).append("\" x=\"").append(cx).append("\" y=\"").append(cy).append("\"><title>")
                .append(what).append(" (").append(at[0]).append(',').append(at[1]).append(")</title></use>\n");
    }

    /** Any other position: its text picture, a line a row. */
    private static int[] text(StringBuilder sb, String picture) {
        String[] lines = picture.split("\n");
        int w = 0;
        for (int i = 0; i < lines.length; i++) {
            sb.append("  <text x=\"4\" y=\"").append(18 + 16 * i).append("\" font-family=\"monospace\">")
                    .append(Pictures.esc(lines[i])).append("</text>\n");
            w = Math.max(w, lines[i].length() * 8 + 8);
        }
        return new int[] {w, 16 * lines.length + 8};
    }

    /** A GenClobber board as Clobber boards are drawn, columns lettered a, b, … above and rows numbered 1, 2, … on the left. */
    private static int[] board(StringBuilder sb, String[] rows) {
        StringBuilder cells = new StringBuilder();
        int[] wh = BoardPicture.board(cells, rows);
        int cell = (wh[0] - 1) / Math.max(1, rows[0].length());
        for (int c = 0; c < rows[0].length(); c++) {
            sb.append("  <text x=\"").append(22 + c * cell + cell / 2).append("\" y=\"14\" text-anchor=\"middle\""
                    + " fill=\"#555\" font-size=\"12\">").append(MoveText.squareName(0, c).replace("1", ""))
                    .append("</text>\n");
        }
        for (int r = 0; r < rows.length; r++) {
            sb.append("  <text x=\"14\" y=\"").append(20 + r * cell + cell / 2 + 5).append("\" text-anchor=\"end\""
                    + " fill=\"#555\" font-size=\"12\">").append(r + 1).append("</text>\n");
        }
        sb.append("  <g transform=\"translate(22,20)\">\n").append(cells).append("  </g>\n");
        return new int[] {wh[0] + 26, wh[1] + 24};
    }

    /** A strip as Toads and Frogs strips are drawn, squares numbered 1, 2, … from the left above it. */
    private static int[] strip(StringBuilder sb, String text) {
        StringBuilder cells = new StringBuilder();
        int[] wh = BoardPicture.board(cells, new String[] {text});
        int cell = (wh[0] - 1) / Math.max(1, text.length());
        for (int c = 0; c < text.length(); c++) {
            sb.append("  <text x=\"").append(4 + c * cell + cell / 2).append("\" y=\"14\" text-anchor=\"middle\""
                    + " fill=\"#555\" font-size=\"12\">").append(c + 1).append("</text>\n");
        }
        sb.append("  <g transform=\"translate(4,20)\">\n").append(cells).append("  </g>\n");
        return new int[] {wh[0] + 8, wh[1] + 24};
    }
}
