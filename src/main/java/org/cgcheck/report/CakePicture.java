package org.cgcheck.report;

import java.util.List;
import org.cgcheck.rules.Position;

/**
 * Cutcake positions drawn as cakes of squares side by side. After a move, the two pieces the cut
 * made are drawn together as the cake they came from, with the cut through it in orange: Left's
 * cuts run between columns, Right's between rows.
 */
final class CakePicture {
    private static final int CELL = 14;
    private static final int GAP = 10;
    private static final String FILL = "#ecd2a8";
    private static final String LINE = "#a07840";

    private CakePicture() {
    }

    /** Draws the cakes of {@code to}; with {@code from}, the cut that led there marked. Width, height. */
    static int[] draw(StringBuilder sb, Position to, Position from) {
        List<int[]> cakes = org.cgcheck.rules.Cutcake.pieces(to);
        org.cgcheck.rules.Cutcake.Cut c0 = from == null ? null : org.cgcheck.rules.Cutcake.cut(from, to);
        int[] cut = c0 == null ? null : new int[] {c0.first(), c0.second(), c0.vertical() ? 1 : 0};
        int x = 0;
        int h = 0;
        for (int i = 0; i < cakes.size(); i++) {
            int[] c = cakes.get(i);
            if (cut != null && (i == cut[0] || i == cut[1])) {
                if (i == cut[1]) {
                    continue;
                }
                int[] d = cakes.get(cut[1]);
                boolean vertical = cut[2] == 1;
                int rows = vertical ? c[0] : c[0] + d[0];
                int cols = vertical ? c[1] + d[1] : c[1];
                cake(sb, x, rows, cols);
                int at = (vertical ? c[1] : c[0]) * CELL;
                sb.append("    <line x1=\"").append(vertical ? x + at : x).append("\" y1=\"").append(vertical ? 0 : at)
                        .append("\" x2=\"").append(vertical ? x + at : x + cols * CELL).append("\" y2=\"")
                        .append(vertical ? rows * CELL : at).append("\" stroke=\"").append(BoardPicture.MARK)
                        .append("\" stroke-width=\"4\"/>\n");
                x += cols * CELL + GAP;
                h = Math.max(h, rows * CELL);
                continue;
            }
            cake(sb, x, c[0], c[1]);
            x += c[1] * CELL + GAP;
            h = Math.max(h, c[0] * CELL);
        }
        return new int[] {Math.max(CELL, x - GAP + 1), h + 1};
    }

    static void cake(StringBuilder sb, int x, int rows, int cols) {
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                sb.append("    <rect x=\"").append(x + c * CELL).append("\" y=\"").append(r * CELL).append("\" width=\"")
                        .append(CELL).append("\" height=\"").append(CELL).append("\" fill=\"").append(FILL)
                        .append("\" stroke=\"").append(LINE).append("\"/>\n");
            }
        }
    }
}
