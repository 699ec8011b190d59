package org.cgcheck.report;

import java.util.ArrayList;
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
        List<int[]> cakes = cakes(to.text());
        int[] cut = from == null ? null : cut(cakes(from.text()), cakes);
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

    private static void cake(StringBuilder sb, int x, int rows, int cols) {
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                sb.append("    <rect x=\"").append(x + c * CELL).append("\" y=\"").append(r * CELL).append("\" width=\"")
                        .append(CELL).append("\" height=\"").append(CELL).append("\" fill=\"").append(FILL)
                        .append("\" stroke=\"").append(LINE).append("\"/>\n");
            }
        }
    }

    /** "2,1+2,2": (rows, cols) of each cake. */
    static List<int[]> cakes(String text) {
        List<int[]> out = new ArrayList<>();
        for (String part : text.split("\\+")) {
            String[] rc = part.split(",");
            out.add(new int[] {Integer.parseInt(rc[0].trim()), Integer.parseInt(rc[1].trim())});
        }
        return out;
    }

    /**
     * The two pieces of {@code after} the cut made: indices {i, j, vertical?1:0}, found by removing
     * what {@code before} and {@code after} share, in order (a move appends its two pieces, so kept
     * cakes are matched first); null if they do not differ by one cut.
     */
    static int[] cut(List<int[]> before, List<int[]> after) {
        List<int[]> gone = new ArrayList<>(before);
        List<Integer> fresh = new ArrayList<>();
        for (int i = 0; i < after.size(); i++) {
            int[] c = after.get(i);
            int k = indexOf(gone, c);
            if (k >= 0) {
                gone.remove(k);
            } else {
                fresh.add(i);
            }
        }
        if (gone.size() != 1 || fresh.size() != 2) {
            return null;
        }
        int[] g = gone.get(0);
        int[] a = after.get(fresh.get(0));
        int[] b = after.get(fresh.get(1));
        boolean vertical = a[0] == g[0] && b[0] == g[0] && a[1] + b[1] == g[1];
        boolean horizontal = a[1] == g[1] && b[1] == g[1] && a[0] + b[0] == g[0];
        return vertical || horizontal ? new int[] {fresh.get(0), fresh.get(1), vertical ? 1 : 0} : null;
    }

    private static int indexOf(List<int[]> l, int[] c) {
        for (int i = 0; i < l.size(); i++) {
            if (l.get(i)[0] == c[0] && l.get(i)[1] == c[1]) {
                return i;
            }
        }
        return -1;
    }
}
