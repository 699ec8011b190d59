package org.cgcheck.report;

import java.util.ArrayList;
import java.util.List;
import org.cgcheck.rules.Position;

/**
 * Lays out a refuting play as rows, one per moment: the step told on top, then every part of
 * the difference side by side under its label, the part just moved in (its label orange and
 * bold, the move marked on its board) and the others as they stand. A part that is a value
 * rather than a board is shown as its value in a box.
 */
final class PlayRows {
    private static final int GAP = 14;
    private static final int CAPTION = 18;
    private static final int LABEL = 16;
    private static final int CHAR = 8;

    private PlayRows() {
    }

    /** One drawn part: its SVG at the origin and its size. */
    private record Cell(String svg, int w, int h) {
    }

    /** The rows, and under them the play's last line ({@code end}: who cannot move; may be null). */
    static String svg(List<PlayBoards.Part> parts, String start, List<PlayBoards.Move> moves, String end) {
        List<Position> boards = new ArrayList<>(parts.stream().map(PlayBoards.Part::start).toList());
        List<String> values = new ArrayList<>(parts.stream().map(PlayBoards.Part::value).toList());
        List<List<Cell>> rows = new ArrayList<>();
        List<String> captions = new ArrayList<>();
        List<Integer> moved = new ArrayList<>();
        List<List<Dominoes.Domino>> placed = new ArrayList<>();
        parts.forEach(p -> placed.add(new ArrayList<>()));
        List<int[]> edges = new ArrayList<>();      // a Hackenbush part's edges by its start's numbers
        parts.forEach(p -> edges.add(null));
        for (int r = 0; r <= moves.size(); r++) {
            PlayBoards.Move m = r == 0 ? null : moves.get(r - 1);
            List<Dominoes.Domino> before = m == null ? List.of() : List.copyOf(placed.get(m.part()));
            int[] edgesBefore = m == null ? null : edges.get(m.part());
            if (m != null) {
                if (m.to() != null) {
                    edges.set(m.part(), org.cgcheck.rules.EdgeNumbers.after(edgesBefore, m.from(), m.to()));
                    boards.set(m.part(), m.to());
                    Dominoes.Domino d = Dominoes.placed(m.from(), m.to());
                    if (d != null) {
                        placed.get(m.part()).add(d);
                    }
                } else {
                    values.set(m.part(), m.value());
                }
            }
            List<Cell> row = new ArrayList<>();
            for (int i = 0; i < parts.size(); i++) {
                StringBuilder sb = new StringBuilder();
                int[] wh;
                if (boards.get(i) == null) {
                    wh = valueBox(sb, values.get(i), m != null && m.part() == i);
                } else if (m != null && m.part() == i) {
                    wh = BoardPicture.drawMove(sb, m.from(), m.to(), before, edgesBefore);
                } else {
                    wh = BoardPicture.draw(sb, boards.get(i), List.of(), placed.get(i), null, edges.get(i));
                }
                if (boards.get(i) != null) {
                    wh = BoardPicture.framed(sb, boards.get(i), wh);       // squares named as the moves name them
                }
                row.add(new Cell(sb.toString(), wh[0], wh[1]));
            }
            rows.add(row);
            captions.add(r == 0 ? "At the start: " + start : m.step());     // told by the start's numbers already
            moved.add(m == null ? -1 : m.part());
        }
        int[] colW = new int[parts.size()];
        for (List<Cell> row : rows) {
            for (int i = 0; i < parts.size(); i++) {
                colW[i] = Math.max(colW[i], Math.max(row.get(i).w(), parts.get(i).label().length() * CHAR));
            }
        }
        StringBuilder body = new StringBuilder();
        int y = 8;
        int width = 0;
        for (int r = 0; r < rows.size(); r++) {
            body.append("  <text x=\"").append(GAP).append("\" y=\"").append(y + 13).append("\" font-weight=\"bold\">")
                    .append(Pictures.esc(captions.get(r))).append("</text>\n");
            width = Math.max(width, 3 * GAP + captions.get(r).length() * CHAR);
            int x = GAP;
            int h = 0;
            for (int i = 0; i < parts.size(); i++) {
                boolean mine = moved.get(r) == i;
                body.append("  <text x=\"").append(x).append("\" y=\"").append(y + CAPTION + 12).append("\" font-size=\"11\"")
                        .append(mine ? " font-weight=\"bold\" fill=\"" + BoardPicture.MARK + "\"" : " fill=\"#555555\"")
                        .append(">").append(Pictures.esc(parts.get(i).label())).append("</text>\n");
                body.append("  <g transform=\"translate(").append(x).append(',').append(y + CAPTION + LABEL + 2)
                        .append(")\">\n").append(rows.get(r).get(i).svg()).append("  </g>\n");
                h = Math.max(h, rows.get(r).get(i).h());
                x += colW[i] + 2 * GAP;
            }
            width = Math.max(width, x);
            y += CAPTION + LABEL + 2 + h + GAP;
        }
        List<String> told = new ArrayList<>(moves.stream().map(PlayBoards.Move::step).toList());
        if (end != null) {
            body.append("  <text x=\"").append(GAP).append("\" y=\"").append(y + 5).append("\" font-weight=\"bold\">")
                    .append(Pictures.esc(end.strip())).append("</text>\n");
            width = Math.max(width, 3 * GAP + end.strip().length() * CHAR);
            y += CAPTION;
            told.add(end.strip());
        }
        String label = "The refuting play on the boards of " + String.join(", ", parts.stream()
                .map(PlayBoards.Part::label).toList()) + ", starting from " + start + ": " + String.join("; ", told);
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + width + "\" height=\"" + y + "\" viewBox=\"0 0 "
                + width + " " + y + "\" font-family=\"monospace\" font-size=\"13\" role=\"img\" aria-label=\""
                + Pictures.esc(label) + "\">\n  <title>" + Pictures.esc(label) + "</title>\n"
                + "  <rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n" + body + "</svg>\n";
    }

    /** A value part: its value in a box, outlined orange when it was just moved in. */
    private static int[] valueBox(StringBuilder sb, String value, boolean mine) {
        int w = value.length() * CHAR + 16;
        sb.append("    <rect x=\"0\" y=\"0\" width=\"").append(w).append("\" height=\"28\" fill=\"white\" stroke=\"")
                .append(mine ? BoardPicture.MARK : "#888888").append("\" stroke-width=\"").append(mine ? 3 : 1)
                .append("\"/>\n    <text x=\"8\" y=\"19\">").append(Pictures.esc(value)).append("</text>\n");
        return new int[] {w + 1, 29};
    }
}
