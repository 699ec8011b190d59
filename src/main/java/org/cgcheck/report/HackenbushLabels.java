package org.cgcheck.report;

import java.util.ArrayDeque;
import java.util.List;
import org.cgcheck.rules.EdgeNumbers;
import org.cgcheck.rules.Position;

/**
 * Stable edge numbers on a Hackenbush explorer page ({@link EdgeNumbers}' rule over the page's
 * graph): every edge keeps the number it has at the start, in the pictures and in the moves'
 * words; a position reached along several paths keeps the numbers of the first path found
 * (breadth first).
 */
final class HackenbushLabels {
    private final int[][] labels;       // per node: the start's number of the edge the text writes n-th; null: as written
    private final Position[] positions;

    private HackenbushLabels(int[][] labels, Position[] positions) {
        this.labels = labels;
        this.positions = positions;
    }

    /** The labels of a page of Hackenbush trees; null for any other page. */
    static HackenbushLabels of(ExplorerGraph graph) {
        if (!graph.positions() || graph.ruleset() == null || !graph.ruleset().endsWith("hackenbush")) {
            return null;
        }
        List<ExplorerGraph.Node> nodes = graph.nodes();
        Position[] pos = new Position[nodes.size()];
        int[][] labels = new int[nodes.size()][];
        try {
            pos[0] = position(nodes.get(0).name());
            labels[0] = EdgeNumbers.start(pos[0]);
            ArrayDeque<Integer> queue = new ArrayDeque<>(List.of(0));
            while (!queue.isEmpty()) {
                int i = queue.poll();
                ExplorerGraph.Node n = nodes.get(i);
                for (List<ExplorerGraph.Move> side : List.of(n.left(), n.right())) {
                    for (ExplorerGraph.Move m : side) {
                        if (labels[m.to()] != null) {
                            continue;
                        }
                        if (pos[m.to()] == null) {
                            pos[m.to()] = position(nodes.get(m.to()).name());
                        }
                        if (pos[m.to()] == null) {
                            continue;           // the bare ground: no edge to number
                        }
                        labels[m.to()] = EdgeNumbers.after(labels[i], pos[i], pos[m.to()]);
                        if (labels[m.to()] != null) {
                            queue.add(m.to());
                        }
                    }
                }
            }
        } catch (RuntimeException e) {
            return null;        // a name that does not read back: the numbers as written
        }
        return new HackenbushLabels(labels, pos);
    }

    /** The position a node names, or null for one the language does not read back (the bare ground, "" ). */
    private static Position position(String expression) {
        try {
            return (Position) new org.cgcheck.eval.Interpreter().eval(org.cgcheck.lang.Parser.parse(expression));
        } catch (RuntimeException e) {
            return null;
        }
    }

    /** A move's words from node {@code from} with the start's edge numbers. */
    String label(int from, String label) {
        return EdgeNumbers.words(label, labels[from]);
    }

    /** Node i's picture with the start's edge numbers, or {@code picture} when they are the text's own. */
    String picture(int i, String picture) {
        int[] l = labels[i];
        if (l == null || positions[i] == null || picture == null) {
            return picture;
        }
        StringBuilder sb = new StringBuilder();
        int[] wh = HackenbushPicture.draw(sb, positions[i], null, l);
        int w = Math.max(wh[0], 8) + 4;
        int h = Math.max(wh[1], 8) + 4;
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + w + "\" height=\"" + h + "\" viewBox=\"-2 -2 " + w
                + " " + h + "\" font-family=\"monospace\" font-size=\"13\" role=\"img\" aria-label=\""
                + Pictures.esc(positions[i].expression()) + "\">\n" + sb + "</svg>\n";
    }
}
