package org.cgcheck.report;

import java.util.ArrayList;
import java.util.List;
import org.cgcheck.rules.Hackenbush;
import org.cgcheck.rules.Position;

/**
 * A Hackenbush tree on a brown ground line, edges blue (Left's), red (Right's) and green
 * (either's), each numbered as the text writes it (1 = the first letter), the number a cut is
 * told by. A cut is drawn on the tree before it: the cut edge dashed orange with a cross, the
 * edges that fall with it faded, so the solid edges are what stays.
 */
final class HackenbushPicture {
    private static final int EDGE = 36;
    private static final String BLUE = "#1f4fd1";
    private static final String RED = "#c8202a";
    private static final String GREEN = "#1e9e3a";

    private HackenbushPicture() {
    }

    /** Draws the tree of {@code p} with {@code cut} (a move from p, or null) marked; width, height. */
    static int[] draw(StringBuilder sb, Position p, Hackenbush.Cut cut) {
        return draw(sb, p, cut, null);
    }

    /**
     * The tree with its edges numbered by {@code labels} (the number shown for the edge the text
     * writes n-th is labels[n - 1]; null: n), so an explorer keeps the start's numbers after cuts.
     */
    static int[] draw(StringBuilder sb, Position p, Hackenbush.Cut cut, int[] labels) {
        List<Hackenbush.Edge> ground = Hackenbush.ground(p);
        int leaves = Math.max(1, leaves(ground));
        int w = leaves * EDGE;
        int h = depth(ground) * EDGE + 12;
        sb.append("    <line x1=\"0\" y1=\"").append(h - 6).append("\" x2=\"").append(w).append("\" y2=\"").append(h - 6)
                .append("\" stroke=\"#6b4f2a\" stroke-width=\"4\"/>\n");
        edges(sb, ground, 0, w / 2, h - 6, new ArrayList<>(), cut == null ? null : cut.path(), false, new int[] {0}, labels);
        return new int[] {w, h};
    }

    /** The edges standing on point (px, py), over the columns from x0 on; {@code fallen} fades them. */
    private static void edges(StringBuilder sb, List<Hackenbush.Edge> edges, int x0, int px, int py, List<Integer> path,
            List<Integer> cut, boolean fallen, int[] number, int[] labels) {
        int x = x0;
        for (int i = 0; i < edges.size(); i++) {
            Hackenbush.Edge e = edges.get(i);
            path.add(i);
            boolean isCut = path.equals(cut);
            int span = Math.max(1, leaves(e.above())) * EDGE;
            int tx = x + span / 2;
            int ty = py - EDGE;
            String color = e.color() == 'l' ? BLUE : e.color() == 'r' ? RED : GREEN;
            sb.append("    <line x1=\"").append(px).append("\" y1=\"").append(py).append("\" x2=\"").append(tx)
                    .append("\" y2=\"").append(ty).append("\" stroke=\"").append(color).append("\" stroke-width=\"4\"")
                    .append(isCut ? " stroke-dasharray=\"6,4\"" : fallen ? " stroke-opacity=\"0.3\"" : "").append("/>\n");
            if (cut == null) {
                // The explorer plays a cut by a click on the edge: a wide clear line over it, named by its number.
                sb.append("    <line class=\"hit\" data-edge=\"").append(shown(number[0] + 1, labels)).append("\" x1=\"").append(px)
                        .append("\" y1=\"").append(py).append("\" x2=\"").append(tx).append("\" y2=\"").append(ty)
                        .append("\" stroke=\"#ffffff\" stroke-opacity=\"0.01\" stroke-width=\"14\"/>\n");
            }
            int mx = (px + tx) / 2;
            int my = (py + ty) / 2;
            int cx = px + (tx - px) / 3;     // the cross low on the edge, clear of its number
            int cy = py + (ty - py) / 3;
            if (isCut) {
                sb.append("    <path d=\"M").append(cx - 5).append(',').append(cy - 5).append(" L").append(cx + 5).append(',')
                        .append(cy + 5).append(" M").append(cx + 5).append(',').append(cy - 5).append(" L").append(cx - 5)
                        .append(',').append(cy + 5).append("\" stroke=\"").append(BoardPicture.MARK)
                        .append("\" stroke-width=\"3\"/>\n");
            }
            sb.append("    <circle cx=\"").append(tx).append("\" cy=\"").append(ty).append("\" r=\"3\"")
                    .append(fallen || isCut ? " fill-opacity=\"0.3\"" : "").append("/>\n");
            sb.append("    <text x=\"").append(mx + 6).append("\" y=\"").append(my - 2).append("\" font-size=\"10\" fill=\"")
                    .append(isCut ? BoardPicture.MARK : "#666666").append("\">").append(shown(++number[0], labels)).append("</text>\n");
            edges(sb, e.above(), x, tx, ty, path, cut, fallen || isCut, number, labels);
            path.remove(path.size() - 1);
            x += span;
        }
    }

    private static int shown(int n, int[] labels) {
        return labels == null || n > labels.length ? n : labels[n - 1];
    }

    private static int leaves(List<Hackenbush.Edge> edges) {
        int n = 0;
        for (Hackenbush.Edge e : edges) {
            n += Math.max(1, leaves(e.above()));
        }
        return n;
    }

    private static int depth(List<Hackenbush.Edge> edges) {
        int d = 0;
        for (Hackenbush.Edge e : edges) {
            d = Math.max(d, 1 + depth(e.above()));
        }
        return d;
    }
}
