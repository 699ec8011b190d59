package org.cgcheck.report;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.List;

/**
 * How far a game can be played on an explorer page: the number of moves after which every line of
 * play is still on the page (the fewest moves to a position the page lists but does not open). Told
 * at the top of the page, before anyone plays, so a class is not stopped in the middle of a game.
 */
final class ExplorerReach {
    private ExplorerReach() {
    }

    /** The fewest moves from the start to a listed but unopened position; -1 when every position is opened. */
    static int playableMoves(ExplorerGraph graph) {
        List<ExplorerGraph.Node> nodes = graph.nodes();
        int[] depth = new int[nodes.size()];
        Arrays.fill(depth, -1);
        depth[0] = 0;
        ArrayDeque<Integer> queue = new ArrayDeque<>(List.of(0));
        int best = -1;
        while (!queue.isEmpty()) {
            int i = queue.poll();
            ExplorerGraph.Node n = nodes.get(i);
            if (!n.opened()) {
                if (best < 0 || depth[i] < best) {
                    best = depth[i];
                }
                continue;
            }
            for (List<ExplorerGraph.Move> side : List.of(n.left(), n.right())) {
                for (ExplorerGraph.Move m : side) {
                    if (depth[m.to()] < 0) {
                        depth[m.to()] = depth[i] + 1;
                        queue.add(m.to());
                    }
                }
            }
        }
        return best;
    }

    /** The sentence at the top of the page: the whole game, or how far it can be played. */
    static String sentence(ExplorerGraph graph) {
        int k = playableMoves(graph);
        int n = graph.nodes().size();
        if (k < 0) {
            return "The whole game is on this page: all " + n + " position" + (n == 1 ? "" : "s")
                    + " are opened, so every game can be played to its end.";
        }
        return "Only part of the game is on this page: it opens " + graph.opened() + " of the " + n
                + " positions it lists, so every game can be played for its first " + k + " move" + (k == 1 ? "" : "s")
                + "; some games stop after that at a position that is not opened" + (graph.capped() ? "."
                : " (explore's <code>--max-positions N</code> and <code>--timeout SECONDS</code> raise the limits).");
    }
}
