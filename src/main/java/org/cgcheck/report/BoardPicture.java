package org.cgcheck.report;

import java.util.List;
import org.cgcheck.rules.BoardRulesets;
import org.cgcheck.rules.Hackenbush;
import org.cgcheck.rules.HeapGame;
import org.cgcheck.rules.MoveText;
import org.cgcheck.rules.Position;

/**
 * Positions of real games drawn as SVG by the project itself: boards (Domineering, Cram,
 * Clobber), strips (Toads and Frogs, Toppling Dominoes), Hackenbush trees ({@link HackenbushPicture}),
 * heaps ({@link HeapPicture}) and cakes.
 * Placed above the game trees of a counterexample page. Integer coordinates only, so a picture
 * is the same bytes every time.
 */
public final class BoardPicture {
    static final int CELL = 28;
    private static final int GAP = 32;
    private static final int TITLE = 24;
    static final String BLUE = "#1f4fd1";
    static final String RED = "#c8202a";
    private static final String GREEN = "#1e9e3a";

    private BoardPicture() {
    }

    /** The tree picture with the positions drawn above it, each under its title. */
    public static String withBoards(String treeSvg, List<String> titles, List<Position> positions) {
        StringBuilder body = new StringBuilder();
        int x = GAP / 2;
        int height = 0;
        for (int i = 0; i < positions.size(); i++) {
            StringBuilder one = new StringBuilder();
            int[] wh = framed(one, positions.get(i), draw(one, positions.get(i)));
            int w = Math.max(wh[0], titles.get(i).length() * 8 + 8);
            body.append("  <text x=\"").append(x).append("\" y=\"18\" font-weight=\"bold\">")
                    .append(Pictures.esc(titles.get(i))).append("</text>\n");
            body.append("  <g transform=\"translate(").append(x).append(',').append(TITLE + 4).append(")\">\n")
                    .append(one).append("  </g>\n");
            x += w + GAP;
            height = Math.max(height, TITLE + 4 + wh[1]);
        }
        int treeW = attribute(treeSvg, "width");
        int treeH = attribute(treeSvg, "height");
        int width = Math.max(x - GAP / 2, treeW);
        int top = height + GAP / 2;
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + width + "\" height=\"" + (top + treeH)
                + "\" viewBox=\"0 0 " + width + " " + (top + treeH) + "\" font-family=\"monospace\" font-size=\"13\">\n"
                + "  <rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n" + body
                + "  <g transform=\"translate(0," + top + ")\">\n" + treeSvg + "  </g>\n</svg>\n";
    }

    private static int attribute(String svg, String name) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile(name + "=\"(\\d+)\"").matcher(svg);
        return m.find() ? Integer.parseInt(m.group(1)) : 0;
    }

    /** Draws one position at the origin; returns its width and height. */
    static int[] draw(StringBuilder sb, Position p) {
        return draw(sb, p, List.of());
    }

    /**
     * Draws one position with the squares a move changed outlined (the domino placed, the stone
     * moved, the token taken); a heap or tree has no squares, so its move is told in words only.
     */
    static int[] draw(StringBuilder sb, Position p, List<MoveText.Change> marked) {
        return draw(sb, p, marked, List.of(), null);
    }

    /**
     * Draws one position with the dominoes placed earlier in the play drawn as dominoes (not as
     * blocked squares), the one just placed outlined, and any other squares the move changed.
     */
    static int[] draw(StringBuilder sb, Position p, List<MoveText.Change> marked, List<Dominoes.Domino> earlier,
            Dominoes.Domino justPlaced) {
        return draw(sb, p, marked, earlier, justPlaced, null);
    }

    /** The same, a Hackenbush tree's edges numbered by {@code edges} ({@link org.cgcheck.rules.EdgeNumbers}; null: as written). */
    static int[] draw(StringBuilder sb, Position p, List<MoveText.Change> marked, List<Dominoes.Domino> earlier,
            Dominoes.Domino justPlaced, int[] edges) {
        int[] wh = drawPlain(sb, p, edges);
        if (squares(p)) {
            for (Dominoes.Domino d : earlier) {
                Dominoes.draw(sb, d, CELL, false);
            }
            if (justPlaced != null) {
                Dominoes.draw(sb, justPlaced, CELL, true);
                return wh;
            }
            for (MoveText.Change c : marked) {
                sb.append("    <rect x=\"").append(c.col() * CELL + 2).append("\" y=\"").append(c.row() * CELL + 2)
                        .append("\" width=\"").append(CELL - 4).append("\" height=\"").append(CELL - 4)
                        .append("\" fill=\"none\" stroke=\"").append(MARK).append("\" stroke-width=\"4\"/>\n");
            }
        }
        return wh;
    }

    /**
     * Draws the position a move leads to with the move marked: the squares it changed outlined
     * (a domino drawn as a domino), the tokens it took crossed out beside what is left of the heap,
     * or (on the tree before the cut) the edge cut and the edges that fall with it.
     */
    static int[] drawMove(StringBuilder sb, Position from, Position to) {
        return drawMove(sb, from, to, List.of());
    }

    /** {@link #drawMove(StringBuilder, Position, Position)} with the dominoes placed earlier in the play. */
    static int[] drawMove(StringBuilder sb, Position from, Position to, List<Dominoes.Domino> earlier) {
        return drawMove(sb, from, to, earlier, null);
    }

    /** The same, a Hackenbush tree's edges numbered by {@code edges}, those of {@code from} (null: as written). */
    static int[] drawMove(StringBuilder sb, Position from, Position to, List<Dominoes.Domino> earlier, int[] edges) {
        if (from.ruleset() instanceof org.cgcheck.rules.Turning) {      // issue 43's coins: the turned ones ringed
            return CoinPicture.draw(sb, to, org.cgcheck.rules.Turning.turned(from, to));
        }
        if (to.ruleset() instanceof org.cgcheck.rules.PieceGame) {     // issue 43's heap games
            return PiecePicture.draw(sb, to);
        }
        if (from.ruleset() instanceof HeapGame) {
            return HeapPicture.draw(sb, to, HeapGame.move(from, to));
        }
        if (from.ruleset() instanceof org.cgcheck.rules.Cutcake) {
            return CakePicture.draw(sb, to, from);
        }
        if (from.ruleset() instanceof Hackenbush) {
            Hackenbush.Cut cut = Hackenbush.cut(from, to);
            return cut == null ? drawPlain(sb, to) : HackenbushPicture.draw(sb, from, cut, edges);
        }
        List<MoveText.Change> ch = MoveText.changes(from, to);
        return draw(sb, to, ch == null ? List.of() : ch, earlier, Dominoes.placed(from, ch),
                org.cgcheck.rules.EdgeNumbers.after(edges, from, to));     // a sum's trees keep their numbers
    }

    /** The outline of a square the last move changed. */
    static final String MARK = "#f29400";

    private static int[] drawPlain(StringBuilder sb, Position p) {
        return drawPlain(sb, p, null);
    }

    /** The position drawn with a Hackenbush tree's (or a sum's trees') edges numbered by {@code edges} (null: as written). */
    private static int[] drawPlain(StringBuilder sb, Position p, int[] edges) {
        if (edges != null && p.ruleset() instanceof Hackenbush) {
            return HackenbushPicture.draw(sb, p, null, edges);
        }
        String rules = BoardRulesets.drawnAs(p.ruleset().name());
        if (rules.equals("domineering") || rules.equals("cram") || rules.equals("clobber")) {
            return board(sb, p.text().split("\\|"));
        }
        if (rules.equals("toadsandfrogs") || rules.equals("toppling") || rules.equals("elephantsandrhinos")) {
            return board(sb, new String[] {p.text()});
        }
        BoardRulesets.GraphView graph = BoardRulesets.graphOf(p);     // issue 43's games on graphs
        if (graph != null) {
            return GraphPicture.draw(sb, graph);
        }
        if (SQUARES.contains(rules)) {      // issue 43's boards
            return board(sb, p.text().split("\\|"), piece(rules));
        }
        if (rules.endsWith("hackenbush")) {
            return HackenbushPicture.draw(sb, p, null);
        }
        if (p.ruleset() instanceof HeapGame) {
            return HeapPicture.draw(sb, p, null);
        }
        if (p.ruleset() instanceof org.cgcheck.rules.PieceGame) {
            return PiecePicture.draw(sb, p);
        }
        if (p.ruleset() instanceof org.cgcheck.rules.Turning) {
            return CoinPicture.draw(sb, p, null);
        }
        if (p.ruleset() instanceof org.cgcheck.rules.Cutcake) {
            return CakePicture.draw(sb, p, null);
        }
        List<Position> parts = p.components();
        if (parts.size() > 1) {
            return row(sb, parts, edges != null && p instanceof org.cgcheck.rules.SumPosition s ? s : null, edges);
        }
        // anything else: the text picture, one line each
        String[] lines = p.picture().split("\n");
        int w = 0;
        for (int i = 0; i < lines.length; i++) {
            sb.append("    <text x=\"0\" y=\"").append(16 + 16 * i).append("\">").append(Pictures.esc(lines[i]))
                    .append("</text>\n");
            w = Math.max(w, lines[i].length() * 8);
        }
        return new int[] {w, 16 * lines.length + 4};
    }

    /**
     * A sum drawn as the row of its parts' pictures with "+" between them (each part by its own
     * ruleset's picture), so any position that keeps its components is drawn.
     */
    private static int[] row(StringBuilder sb, List<Position> parts, org.cgcheck.rules.SumPosition sum, int[] edges) {
        int x = 0;
        int h = 0;
        for (int i = 0; i < parts.size(); i++) {
            if (i > 0) {
                sb.append("    <text x=\"").append(x + 4).append("\" y=\"20\" font-size=\"20\">+</text>\n");
                x += 24;
            }
            StringBuilder one = new StringBuilder();
            // A board inside a sum keeps its own coordinates (its squares are named as on its own).
            int[] mine = sum == null ? null : org.cgcheck.rules.EdgeNumbers.part(edges, sum, i);    // its tree's numbers
            int[] wh = framed(one, parts.get(i), drawPlain(one, parts.get(i), mine));
            // data-part: which part a click on the picture is in (the moves' words say "tree 2: …")
            sb.append("    <g data-part=\"").append(i + 1).append("\" transform=\"translate(").append(x).append(",0)\">\n")
                    .append(one).append("    </g>\n");
            x += wh[0];
            h = Math.max(h, wh[1]);
        }
        return new int[] {x, h};
    }

    /**
     * One position as a whole SVG picture (what the explorer shows of a position that is not a
     * board of squares), with {@code label} as its text alternative.
     */
    static String svg(Position p, String label) {
        return svg(p, label, null);
    }

    /** The same, a Hackenbush tree's (or a sum's trees') edges numbered by {@code edges} ({@link org.cgcheck.rules.EdgeNumbers}). */
    static String svg(Position p, String label, int[] edges) {
        StringBuilder sb = new StringBuilder();
        int[] wh = drawPlain(sb, p, edges);
        int margin = squares(p) ? COORDINATES : 0;      // a board's squares are named around it: a1 top left
        if (margin > 0) {
            coordinates(sb, p);
        }
        int w = Math.max(wh[0], 8) + 4 + margin;
        int h = Math.max(wh[1], 8) + 4 + margin;
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + w + "\" height=\"" + h + "\" viewBox=\"" + (-2 - margin)
                + " " + (-2 - margin) + " " + w
                + " " + h + "\" font-family=\"monospace\" font-size=\"13\" role=\"img\" aria-label=\"" + Pictures.esc(label)
                + "\">\n" + sb + "</svg>\n";
    }

    /**
     * The picture just drawn in {@code sb} (at the origin, {@code wh} its size) framed by p's
     * coordinates when p is a board of squares (moves name its squares "b1–b2"): shifted right and
     * down to make room for them; returns the size with them. Any other position is left as it is.
     */
    static int[] framed(StringBuilder sb, Position p, int[] wh) {
        if (!squares(p)) {
            return wh;
        }
        coordinates(sb, p);
        sb.insert(0, "    <g transform=\"translate(" + COORDINATES + "," + COORDINATES + ")\">\n").append("    </g>\n");
        return new int[] {wh[0] + COORDINATES, wh[1] + COORDINATES};
    }

    /** Room left of and above a board for its coordinates. */
    static final int COORDINATES = 16;

    /**
     * The board's coordinates drawn in the room left of and above it (negative coordinates): columns
     * a, b, … and rows 1, 2, … as the moves name them, a strip's squares 1, 2, … from the left.
     */
    static void coordinates(StringBuilder sb, Position p) {
        String rules = BoardRulesets.drawnAs(p.ruleset().name());
        boolean strip = rules.equals("toadsandfrogs") || rules.equals("toppling") || rules.equals("elephantsandrhinos");
        String[] rows = strip ? new String[] {p.text()} : p.text().split("\\|");
        int cols = 0;
        for (String r : rows) {
            cols = Math.max(cols, r.length());
        }
        for (int c = 0; c < cols; c++) {
            sb.append("    <text x=\"").append(c * CELL + CELL / 2).append("\" y=\"-4\" text-anchor=\"middle\" fill=\"#555\""
                    + " font-size=\"12\">").append(strip ? String.valueOf(c + 1) : String.valueOf((char) ('a' + c % 26)))
                    .append("</text>\n");
        }
        for (int r = 0; !strip && r < rows.length; r++) {
            sb.append("    <text x=\"-4\" y=\"").append(r * CELL + CELL / 2 + 4).append("\" text-anchor=\"end\" fill=\"#555\""
                    + " font-size=\"12\">").append(r + 1).append("</text>\n");
        }
    }

    /** Whether {@code p} is a board or strip of squares, drawn square by square from its text. */
    static boolean squares(Position p) {
        return SQUARES.contains(BoardRulesets.drawnAs(p.ruleset().name()));
    }

    private static final java.util.Set<String> SQUARES = java.util.Set.of("domineering", "cram", "clobber",
            "toadsandfrogs", "toppling", "amazons", "kings", "knights", "rooks", "queens", "hotclobber", "anticlobber",
            "fission", "elephantsandrhinos");

    /** The colours of the pictures, for the explorer's script that draws boards the same way. */
    static String palette() {
        return "{\"cell\":" + CELL + ",\"blue\":\"" + BLUE + "\",\"red\":\"" + RED + "\",\"green\":\"" + GREEN
                + "\",\"blocked\":\"#555555\",\"mark\":\"" + MARK + "\"}";
    }

    static int[] board(StringBuilder sb, String[] rows) {
        return board(sb, rows, (char) 0);
    }

    /** The letter drawn on the pieces of a ruleset (A amazon, K king, N knight, R rook, Q queen), or 0. */
    private static char piece(String rules) {
        return switch (rules) {
            case "amazons" -> 'A';
            case "kings" -> 'K';
            case "knights" -> 'N';
            case "rooks" -> 'R';
            case "queens" -> 'Q';
            case "fission" -> NEUTRAL;
            default -> 0;
        };
    }

    /** Fission's stones: either player splits them, so they are drawn dark, neither blue nor red. */
    private static final char NEUTRAL = '*';

    private static int[] board(StringBuilder sb, String[] rows, char piece) {
        for (int r = 0; r < rows.length; r++) {
            for (int c = 0; c < rows[r].length(); c++) {
                char ch = rows[r].charAt(c);
                int x = c * CELL, y = r * CELL;
                String fill = ch == '#' ? "#555555" : ch == 'l' ? BLUE : ch == 'r' ? RED : ch == 'e' ? GREEN : "white";
                sb.append("    <rect x=\"").append(x).append("\" y=\"").append(y).append("\" width=\"").append(CELL)
                        .append("\" height=\"").append(CELL).append("\" fill=\"").append(fill)
                        .append("\" stroke=\"black\"/>\n");
                if (ch == 'x' || ch == 'o') {        // Clobber stones
                    sb.append("    <circle cx=\"").append(x + CELL / 2).append("\" cy=\"").append(y + CELL / 2)
                            .append("\" r=\"").append(CELL / 2 - 4).append("\" fill=\"").append(piece == NEUTRAL ? "#444444" : ch == 'x' ? BLUE : RED)
                            .append("\"/>\n");
                    if (piece != 0 && piece != NEUTRAL) {       // Amazons, Kings, Knights, Rooks, Queens: the piece's letter
                        sb.append("    <text x=\"").append(x + CELL / 2).append("\" y=\"").append(y + CELL / 2 + 5)
                                .append("\" text-anchor=\"middle\" fill=\"white\" font-weight=\"bold\">").append(piece)
                                .append("</text>\n");
                    }
                } else if (ch == 't' || ch == 'f') {     // toads face right, frogs left
                    int cx = x + CELL / 2, cy = y + CELL / 2, d = CELL / 2 - 5;
                    String pts = ch == 't' ? (cx - d) + "," + (cy - d) + " " + (cx + d) + "," + cy + " " + (cx - d) + ","
                            + (cy + d) : (cx + d) + "," + (cy - d) + " " + (cx - d) + "," + cy + " " + (cx + d) + "," + (cy + d);
                    sb.append("    <polygon points=\"").append(pts).append("\" fill=\"").append(ch == 't' ? BLUE : RED)
                            .append("\"/>\n");
                }
            }
        }
        return new int[] {rows[0].length() * CELL + 1, rows.length * CELL + 1};
    }
}
