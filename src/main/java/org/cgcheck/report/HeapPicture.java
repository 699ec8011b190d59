package org.cgcheck.report;

import java.util.List;
import org.cgcheck.rules.HeapGame;
import org.cgcheck.rules.Position;

/**
 * Heaps drawn as rows of tokens, one row a heap with its size after it. After a move, the row of
 * the heap moved shows what is left of it with the tokens taken in between, outlined in orange
 * and crossed out: a Kayles move knocks pins out of the middle of a row, so the two heaps it
 * leaves stand on either side of the gap (a split that takes nothing is marked by a bar).
 */
final class HeapPicture {
    private static final int STEP = 18;
    private static final int R = 7;
    private static final int ROW = 22;
    private static final String TOKEN = "#444444";

    private HeapPicture() {
    }

    /** Draws the heaps of {@code p}, the move {@code m} (into p, from its previous position) marked; width, height. */
    static int[] draw(StringBuilder sb, Position p, HeapGame.HeapMove m) {
        List<Integer> heaps = HeapGame.heaps(p);
        boolean pins = p.ruleset() == HeapGame.KAYLES;
        int row = 0;
        int width = 0;
        if (heaps.isEmpty() && m == null) {
            sb.append("    <text x=\"0\" y=\"16\">(no tokens)</text>\n");
            return new int[] {96, 22};
        }
        boolean drawn = false;
        for (int i = 0; i <= heaps.size(); i++) {
            if (m != null && !drawn && i == m.index()) {
                width = Math.max(width, moved(sb, row * ROW, m, pins));
                row++;
                drawn = true;
                i += m.leaves().size() - 1;     // the heaps it left are drawn in its row
                continue;
            }
            if (i == heaps.size()) {
                break;
            }
            width = Math.max(width, tokens(sb, 0, row * ROW, heaps.get(i), TOKEN, pins) + label(sb, 0, row, heaps.get(i)));
            row++;
        }
        return new int[] {width, Math.max(1, row) * ROW};
    }

    /** The moved heap: what is left, the taken tokens crossed out in between; returns the row's width. */
    private static int moved(StringBuilder sb, int y, HeapGame.HeapMove m, boolean pins) {
        List<Integer> left = m.leaves();
        int x = 0;
        if (!left.isEmpty()) {
            x = tokens(sb, x, y, left.get(0), TOKEN, pins);
        }
        if (m.taken() == 0) {
            int bx = x + 2;
            sb.append("    <line x1=\"").append(bx).append("\" y1=\"").append(y + 1).append("\" x2=\"").append(bx)
                    .append("\" y2=\"").append(y + ROW - 3).append("\" stroke=\"").append(BoardPicture.MARK)
                    .append("\" stroke-width=\"3\"/>\n");
            x += 6;
        }
        for (int k = 0; k < m.taken(); k++) {
            int cx = x + k * STEP + R + 1;
            int cy = y + ROW / 2;
            sb.append("    <circle cx=\"").append(cx).append("\" cy=\"").append(cy).append("\" r=\"").append(R)
                    .append("\" fill=\"none\" stroke=\"").append(BoardPicture.MARK).append("\" stroke-width=\"2\""
                    + " stroke-dasharray=\"3,2\"/>\n");
            sb.append("    <path d=\"M").append(cx - 4).append(',').append(cy - 4).append(" L").append(cx + 4).append(',')
                    .append(cy + 4).append(" M").append(cx + 4).append(',').append(cy - 4).append(" L").append(cx - 4)
                    .append(',').append(cy + 4).append("\" stroke=\"").append(BoardPicture.MARK)
                    .append("\" stroke-width=\"2\"/>\n");
        }
        x += m.taken() * STEP;
        if (left.size() > 1) {
            x = tokens(sb, x, y, left.get(1), TOKEN, pins);
        }
        String sizes = left.isEmpty() ? "0" : String.join(" + ", left.stream().map(String::valueOf).toList());
        String text = "(" + m.heap() + " → " + sizes + ")";
        sb.append("    <text x=\"").append(x + 6).append("\" y=\"").append(y + 15).append("\">").append(Pictures.esc(text))
                .append("</text>\n");
        return x + 6 + text.length() * 8;
    }

    /** A heap's tokens in a row (as for Nim). */
    static int tokens(StringBuilder sb, int x0, int y, int n, String colour) {
        return tokens(sb, x0, y, n, colour, false);
    }

    /** A heap's tokens in a row; Kayles rows ({@code pins}) as pins. */
    private static int tokens(StringBuilder sb, int x0, int y, int n, String colour, boolean pins) {
        if (pins) {
            return pinRow(sb, x0, y, n, colour);
        }
        for (int k = 0; k < n; k++) {
            sb.append("    <circle data-token=\"").append(k).append("\" cx=\"").append(x0 + k * STEP + R + 1).append("\" cy=\"")
                    .append(y + ROW / 2).append("\" r=\"").append(R).append("\" fill=\"").append(colour).append("\"/>\n");
        }
        return x0 + n * STEP;
    }

    /** A row of Kayles pins: each a head on a body, standing in the token's place. */
    private static int pinRow(StringBuilder sb, int x0, int y, int n, String colour) {
        for (int k = 0; k < n; k++) {
            int cx = x0 + k * STEP + R + 1;
            sb.append("    <g class=\"pin\" data-token=\"").append(k).append("\" fill=\"").append(colour).append("\"><circle cx=\"").append(cx).append("\" cy=\"")
                    .append(y + 5).append("\" r=\"3\"/><ellipse cx=\"").append(cx).append("\" cy=\"").append(y + 14)
                    .append("\" rx=\"5\" ry=\"7\"/></g>\n");
        }
        return x0 + n * STEP;
    }

    static int label(StringBuilder sb, int x, int row, int n) {
        int at = x + n * STEP + 6;
        sb.append("    <text x=\"").append(at).append("\" y=\"").append(row * ROW + 15).append("\">(").append(n)
                .append(")</text>\n");
        return 6 + (String.valueOf(n).length() + 2) * 8;
    }
}
