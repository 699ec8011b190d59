package org.cgcheck.report;

import java.util.List;

/**
 * Draws a counterexample without Graphviz: one labelled game tree per variable, side by side
 * (Left's moves solid blue "L", Right's dashed red "R"; a dashed box is a position whose options
 * are not drawn), and below them the refuting play as a chain of boxes. Pure text, integer
 * coordinates only, so the same counterexample always gives the same bytes. Also the same
 * picture as Graphviz DOT, for users who want to restyle it.
 */
public final class Pictures {
    private static final int UNIT = 8;          // px per layout unit (about one character)
    private static final int LEVEL = 64;        // px between tree levels
    private static final int BOX_H = 24;
    private static final int GAP = 32;
    private static final int TOP = 36;          // room for the titles

    private Pictures() {
    }

    public static String svg(List<GameTree> trees, List<String> play) {
        StringBuilder body = new StringBuilder();
        int x0 = GAP / 2;
        int treesBottom = TOP;
        for (GameTree t : trees) {
            int w = Math.max(t.width() * UNIT, t.title().length() * UNIT + 8);
            int offset = x0 + (w - t.width() * UNIT) / 2;
            body.append("  <text x=\"").append(x0 + w / 2).append("\" y=\"20\" text-anchor=\"middle\" font-weight=\"bold\">")
                    .append(esc(t.title())).append("</text>\n");
            for (GameTree.Edge e : t.edges()) {
                GameTree.Node a = t.nodes().get(e.from());
                GameTree.Node b = t.nodes().get(e.to());
                int ax = offset + a.x() * UNIT;
                int ay = y(a) + BOX_H / 2;
                int bx = offset + b.x() * UNIT;
                int by = y(b) - BOX_H / 2;
                String color = e.left() ? "#1f4fd1" : "#c8202a";
                body.append("  <line x1=\"").append(ax).append("\" y1=\"").append(ay).append("\" x2=\"").append(bx)
                        .append("\" y2=\"").append(by).append("\" stroke=\"").append(color).append('"')
                        .append(e.left() ? "" : " stroke-dasharray=\"5,3\"").append(" stroke-width=\"1.5\"/>\n");
                body.append("  <text x=\"").append((ax + bx) / 2 + (e.left() ? -8 : 8)).append("\" y=\"")
                        .append((ay + by) / 2 + 4).append("\" text-anchor=\"middle\" font-size=\"11\" fill=\"")
                        .append(color).append("\">").append(e.left() ? "L" : "R").append("</text>\n");
            }
            for (GameTree.Node n : t.nodes()) {
                box(body, offset + n.x() * UNIT, y(n), n.label(), n.cut());
            }
            treesBottom = Math.max(treesBottom, y(t.nodes().get(0)) + t.depth() * LEVEL + BOX_H);
            x0 += w + GAP;
        }
        int width = Math.max(x0 - GAP / 2, 120);
        int y = trees.isEmpty() ? GAP : treesBottom + GAP;
        if (!play.isEmpty()) {
            int pw = play.stream().mapToInt(l -> l.strip().length()).max().orElse(0) * UNIT + 20;
            width = Math.max(width, pw + GAP);
            body.append("  <text x=\"").append(GAP / 2).append("\" y=\"").append(y).append("\" font-weight=\"bold\">")
                    .append("refuting play</text>\n");
            y += 12;
            for (int i = 0; i < play.size(); i++) {
                if (i > 0) {
                    body.append("  <line x1=\"").append(GAP / 2 + 24).append("\" y1=\"").append(y - 16)
                            .append("\" x2=\"").append(GAP / 2 + 24).append("\" y2=\"").append(y - 2)
                            .append("\" stroke=\"black\" marker-end=\"url(#arrow)\"/>\n");
                }
                body.append("  <rect x=\"").append(GAP / 2).append("\" y=\"").append(y).append("\" width=\"").append(pw)
                        .append("\" height=\"").append(BOX_H).append("\" rx=\"4\" fill=\"#f4f4f4\" stroke=\"black\"/>\n");
                body.append("  <text x=\"").append(GAP / 2 + 8).append("\" y=\"").append(y + 16).append("\">")
                        .append(esc(play.get(i).strip())).append("</text>\n");
                y += BOX_H + 16;
            }
        }
        int height = play.isEmpty() ? treesBottom + GAP / 2 : y;
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + width + "\" height=\"" + height
                + "\" viewBox=\"0 0 " + width + " " + height + "\" font-family=\"monospace\" font-size=\"13\">\n"
                + "  <defs><marker id=\"arrow\" markerWidth=\"8\" markerHeight=\"8\" refX=\"8\" refY=\"4\" orient=\"auto\">"
                + "<path d=\"M0,0 L8,4 L0,8 z\"/></marker></defs>\n"
                + "  <rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n" + body + "</svg>\n";
    }

    private static int y(GameTree.Node n) {
        return TOP + BOX_H / 2 + n.depth() * LEVEL;
    }

    private static void box(StringBuilder sb, int cx, int cy, String label, boolean cut) {
        int w = Math.max(28, label.length() * UNIT + 12);
        sb.append("  <rect x=\"").append(cx - w / 2).append("\" y=\"").append(cy - BOX_H / 2).append("\" width=\"")
                .append(w).append("\" height=\"").append(BOX_H).append("\" rx=\"8\" fill=\"white\" stroke=\"black\"")
                .append(cut ? " stroke-dasharray=\"3,3\"" : "").append("/>\n");
        sb.append("  <text x=\"").append(cx).append("\" y=\"").append(cy + 5).append("\" text-anchor=\"middle\">")
                .append(esc(label)).append("</text>\n");
    }

    /** The same picture as Graphviz DOT: a cluster per variable, the play as a chain of boxes. */
    public static String dot(String name, List<GameTree> trees, List<String> play) {
        StringBuilder sb = new StringBuilder("digraph ").append(quote(name)).append(" {\n  node [shape=box, style=rounded];\n");
        for (int t = 0; t < trees.size(); t++) {
            GameTree tree = trees.get(t);
            sb.append("  subgraph cluster_").append(t).append(" {\n    label=").append(quote(tree.title())).append(";\n");
            for (GameTree.Node n : tree.nodes()) {
                sb.append("    t").append(t).append('n').append(n.id()).append(" [label=").append(quote(n.label()))
                        .append(n.cut() ? ", style=\"rounded,dashed\"" : "").append("];\n");
            }
            for (GameTree.Edge e : tree.edges()) {
                sb.append("    t").append(t).append('n').append(e.from()).append(" -> t").append(t).append('n')
                        .append(e.to()).append(e.left() ? " [label=\"L\", color=\"blue\"];\n"
                                : " [label=\"R\", color=\"red\", style=\"dashed\"];\n");
            }
            sb.append("  }\n");
        }
        if (!play.isEmpty()) {
            sb.append("  subgraph cluster_play {\n    label=\"refuting play\";\n");
            for (int i = 0; i < play.size(); i++) {
                sb.append("    p").append(i).append(" [label=").append(quote(play.get(i).strip())).append("];\n");
                if (i > 0) {
                    sb.append("    p").append(i - 1).append(" -> p").append(i).append(";\n");
                }
            }
            sb.append("  }\n");
        }
        return sb.append("}\n").toString();
    }

    private static String quote(String s) {
        return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }

    static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
