package org.cgcheck.report;

import org.cgcheck.rules.BoardRulesets;

/**
 * A position of a game on a graph drawn as SVG: the vertices on a circle (numbered as CGSuite
 * numbers them, from 1), tinted light blue or light red where only one player may colour them
 * (Snort, Col), edges in their colours (Hackenbush, Partizan Arc Kayles), the ground drawn under
 * vertex 1. Integer coordinates only, so a picture is the same bytes every time.
 */
final class GraphPicture {
    private static final int R = 11;
    /** Half the side of a weight's badge (Weighted Arc Kayles). */
    private static final int W = 9;

    private GraphPicture() {
    }

    static int[] draw(StringBuilder sb, BoardRulesets.GraphView g) {
        int n = g.vertices();
        if (n == 0) {
            sb.append("    <text x=\"0\" y=\"16\">(empty graph)</text>\n");
            return new int[] {110, 20};
        }
        int radius = n == 1 ? 0 : Math.max(30, 14 * n / 2);
        int margin = g.weight() == null ? 4 : 4 + 2 * W;      // room for the weights outside the circle
        int cx = radius + R + margin, cy = radius + R + margin;
        int[] x = new int[n], y = new int[n];
        for (int v = 0; v < n; v++) {
            // vertex 1 at the bottom (the ground of Hackenbush), the others counter-clockwise
            double a = Math.PI / 2 + 2 * Math.PI * v / n;
            x[v] = cx + (int) Math.round(radius * Math.cos(a));
            y[v] = cy + (int) Math.round(radius * Math.sin(a));
        }
        int[][] seen = new int[n][n];
        for (int[] e : g.edges()) {
            String colour = e[2] == 0 ? BoardPicture.BLUE : e[2] == 1 ? BoardPicture.RED : e[2] == 2 ? "#1e9e3a" : "#444444";
            int u = e[0], v = e[1];
            if (u == v) {
                int k = seen[u][u]++;
                sb.append("    <circle cx=\"").append(x[u]).append("\" cy=\"").append(y[u] - R - 6 - 4 * k)
                        .append("\" r=\"").append(7 + 2 * k).append("\" fill=\"none\" stroke=\"").append(colour)
                        .append("\" stroke-width=\"3\"/>\n");
                continue;
            }
            int k = seen[Math.min(u, v)][Math.max(u, v)]++;
            // a second edge between the same vertices bends away from the first
            int mx = (x[u] + x[v]) / 2, my = (y[u] + y[v]) / 2;
            int bend = k == 0 ? 0 : (k % 2 == 1 ? 1 : -1) * 12 * ((k + 1) / 2);
            int dx = y[v] - y[u], dy = x[u] - x[v];
            double len = Math.max(1, Math.hypot(dx, dy));
            int qx = mx + (int) Math.round(2 * bend * dx / len), qy = my + (int) Math.round(2 * bend * dy / len);
            sb.append("    <path d=\"M").append(x[u]).append(',').append(y[u]).append(" Q").append(qx).append(',')
                    .append(qy).append(' ').append(x[v]).append(',').append(y[v]).append("\" fill=\"none\" stroke=\"")
                    .append(colour).append("\" stroke-width=\"3\"/>\n");
        }
        if (g.grounded()) {
            sb.append("    <line x1=\"").append(x[0] - 24).append("\" y1=\"").append(y[0] + R + 3).append("\" x2=\"")
                    .append(x[0] + 24).append("\" y2=\"").append(y[0] + R + 3)
                    .append("\" stroke=\"#6b4f1d\" stroke-width=\"5\"/>\n");
        }
        for (int v = 0; v < n; v++) {
            String fill = g.tint()[v] == 1 ? "#b9c9f5" : g.tint()[v] == 2 ? "#f3b9bc" : "white";
            sb.append("    <circle cx=\"").append(x[v]).append("\" cy=\"").append(y[v]).append("\" r=\"").append(R)
                    .append("\" fill=\"").append(fill).append("\" stroke=\"black\"/>\n");
            sb.append("    <text x=\"").append(x[v]).append("\" y=\"").append(y[v] + 4)
                    .append("\" text-anchor=\"middle\" font-size=\"11\">").append(v + 1).append("</text>\n");
            if (g.weight() != null) {
                weight(sb, g.weight()[v], x[v], y[v], cx, cy);
            }
        }
        return new int[] {2 * cx, 2 * cy + (g.grounded() ? 10 : 0)};
    }

    /**
     * A vertex's weight in a dark badge just outside the vertex, away from the centre of the
     * drawing; a dead vertex (weight 0) is drawn grey.
     */
    private static void weight(StringBuilder sb, int w, int x, int y, int cx, int cy) {
        double dx = x - cx, dy = y - cy, len = Math.hypot(dx, dy);
        if (len < 1) {
            dx = 0;
            dy = -1;
            len = 1;
        }
        int bx = x + (int) Math.round((R + W + 2) * dx / len), by = y + (int) Math.round((R + W + 2) * dy / len);
        String text = String.valueOf(w);
        int half = Math.max(W, 4 * text.length() + 3);
        sb.append("    <rect x=\"").append(bx - half).append("\" y=\"").append(by - W).append("\" width=\"")
                .append(2 * half).append("\" height=\"").append(2 * W).append("\" rx=\"4\" fill=\"")
                .append(w == 0 ? "#9a9a9a" : "#333333").append("\"/>\n");
        sb.append("    <text x=\"").append(bx).append("\" y=\"").append(by + 4)
                .append("\" text-anchor=\"middle\" font-size=\"12\" font-weight=\"bold\" fill=\"white\">")
                .append(text).append("</text>\n");
    }
}
