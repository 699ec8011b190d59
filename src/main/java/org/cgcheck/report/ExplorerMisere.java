package org.cgcheck.report;

import java.util.List;

/**
 * Who wins each position of an explorer page in misère play (the player who cannot move wins),
 * worked out from the page's own moves: Left moving first wins exactly when Left has no move or
 * some Left move goes to a position Right, moving first, loses; Right alike. A position the page
 * does not open, or one whose answer depends on one, is not known (null).
 */
final class ExplorerMisere {
    private final List<ExplorerGraph.Node> nodes;
    private final Boolean[][] memo;        // [node][0 Left first, 1 Right first]
    private final boolean[][] done;

    private ExplorerMisere(ExplorerGraph graph) {
        this.nodes = graph.nodes();
        this.memo = new Boolean[nodes.size()][2];
        this.done = new boolean[nodes.size()][2];
    }

    /** Each position's misère outcome: "L", "R", "N" or "P", or null where the page does not tell. */
    static String[] outcomes(ExplorerGraph graph) {
        ExplorerMisere m = new ExplorerMisere(graph);
        String[] out = new String[graph.nodes().size()];
        for (int i = 0; i < out.length; i++) {
            Boolean l = m.firstWins(i, true);
            Boolean r = m.firstWins(i, false);
            out[i] = l == null || r == null ? null : l ? (r ? "N" : "L") : (r ? "R" : "P");
        }
        return out;
    }

    /** Whether Left ({@code left}) moving first at node i wins in misère play; null if the page does not tell. */
    private Boolean firstWins(int i, boolean left) {
        int side = left ? 0 : 1;
        if (done[i][side]) {
            return memo[i][side];
        }
        ExplorerGraph.Node n = nodes.get(i);
        Boolean result;
        if (!n.opened()) {
            result = null;
        } else {
            List<ExplorerGraph.Move> moves = left ? n.left() : n.right();
            if (moves.isEmpty()) {
                result = true;          // misère: the player who cannot move wins
            } else {
                boolean unknown = false;
                result = false;
                for (ExplorerGraph.Move m : moves) {
                    Boolean theirs = firstWins(m.to(), !left);
                    if (theirs == null) {
                        unknown = true;
                    } else if (!theirs) {
                        result = true;
                        break;
                    }
                }
                if (!result && unknown) {
                    result = null;
                }
            }
        }
        done[i][side] = true;
        memo[i][side] = result;
        return result;
    }
}
