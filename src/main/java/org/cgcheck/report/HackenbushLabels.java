package org.cgcheck.report;

import java.util.ArrayDeque;
import java.util.List;
import org.cgcheck.rules.EdgeNumbers;
import org.cgcheck.rules.Position;

/**
 * Stable edge numbers on a Hackenbush explorer page ({@link EdgeNumbers}' rule over the page's
 * graph): every edge keeps the number it has at the start, in the pictures and in the moves'
 * words; a position reached along several paths keeps the numbers of the first path found
 * (breadth first). A sum of trees (with other games or not) numbers each tree as on its own, and a
 * cut in one tree leaves the others' numbers as they are.
 */
final class HackenbushLabels {
    private final int[][] labels;       // per node: the start's number of the edge the text writes n-th; null: as written
    private final Position[] positions;

    private HackenbushLabels(int[][] labels, Position[] positions) {
        this.labels = labels;
        this.positions = positions;
    }

    /** The labels of a page of Hackenbush trees or sums with trees among their parts; null for any other page. */
    static HackenbushLabels of(ExplorerGraph graph) {
        List<ExplorerGraph.Node> nodes = graph.nodes();
        if (!graph.positions() || !nodes.get(0).name().toLowerCase(java.util.Locale.ROOT).contains("hackenbush")) {
            return null;
        }
        Position[] pos = new Position[nodes.size()];
        int[][] labels = new int[nodes.size()][];
        try {
            pos[0] = position(nodes.get(0).name());
            if (!EdgeNumbers.numbers(pos[0])) {
                return null;        // Hackenbush on a graph: its vertices are numbered, not its edges
            }
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

    /** The words of a move from node {@code from} to node {@code to} with the start's edge numbers. */
    String label(int from, int to, String label) {
        return EdgeNumbers.words(label, labels[from], positions[from], positions[to]);
    }

    /** Node i's picture with the start's edge numbers, or {@code picture} when they are the text's own. */
    String picture(int i, String picture) {
        int[] l = labels[i];
        if (l == null || positions[i] == null || picture == null) {
            return picture;
        }
        return BoardPicture.svg(positions[i], positions[i].expression(), l);
    }
}
