package org.cgcheck.loopy;

import java.util.ArrayDeque;
import java.util.Deque;

/**
 * Who wins a loopy game with perfect play, by retrograde analysis of (position, player to move):
 * a player with no move loses (normal play), a position is won if some move reaches a position
 * lost for the opponent, lost if every move reaches one won for the opponent, and drawn (play
 * goes on for ever) otherwise. The slow, obviously correct reference (Siegel, CGT VI.1).
 */
public final class PlayOutcome {
    /** The result of play for the player who moves first. */
    public enum Result { WIN, LOSS, DRAW }

    private final Result[] leftFirst;
    private final Result[] rightFirst;

    private PlayOutcome(Result[] leftFirst, Result[] rightFirst) {
        this.leftFirst = leftFirst;
        this.rightFirst = rightFirst;
    }

    public static PlayOutcome of(LoopyGame g) {
        int n = g.nodes();
        // state 2k: Left to move at k; 2k+1: Right to move at k.
        Result[] res = new Result[2 * n];
        int[] unresolved = new int[2 * n];
        int[][] preds = predecessors(g);
        Deque<Integer> queue = new ArrayDeque<>();
        for (int k = 0; k < n; k++) {
            unresolved[2 * k] = g.left(k).length;
            unresolved[2 * k + 1] = g.right(k).length;
            for (int s = 2 * k; s <= 2 * k + 1; s++) {
                if (unresolved[s] == 0) {
                    res[s] = Result.LOSS;
                    queue.add(s);
                }
            }
        }
        while (!queue.isEmpty()) {
            int s = queue.poll();
            for (int p : preds[s]) {
                if (res[p] != null) {
                    continue;
                }
                if (res[s] == Result.LOSS) {
                    res[p] = Result.WIN;
                    queue.add(p);
                } else if (--unresolved[p] == 0) {
                    res[p] = Result.LOSS;
                    queue.add(p);
                }
            }
        }
        Result[] lf = new Result[n];
        Result[] rf = new Result[n];
        for (int k = 0; k < n; k++) {
            lf[k] = res[2 * k] == null ? Result.DRAW : res[2 * k];
            rf[k] = res[2 * k + 1] == null ? Result.DRAW : res[2 * k + 1];
        }
        return new PlayOutcome(lf, rf);
    }

    /** For each state, the states with a move into it (edges are distinct, so counts are exact). */
    private static int[][] predecessors(LoopyGame g) {
        int n = g.nodes();
        int[] count = new int[2 * n];
        for (int k = 0; k < n; k++) {
            for (int t : g.left(k)) {
                count[2 * t + 1]++;
            }
            for (int t : g.right(k)) {
                count[2 * t]++;
            }
        }
        int[][] preds = new int[2 * n][];
        for (int s = 0; s < 2 * n; s++) {
            preds[s] = new int[count[s]];
        }
        int[] fill = new int[2 * n];
        for (int k = 0; k < n; k++) {
            for (int t : g.left(k)) {
                preds[2 * t + 1][fill[2 * t + 1]++] = 2 * k;
            }
            for (int t : g.right(k)) {
                preds[2 * t][fill[2 * t]++] = 2 * k + 1;
            }
        }
        return preds;
    }

    /** Result for Left when Left moves first from the root (node 0 of a built game). */
    public Result leftFirst(int node) {
        return leftFirst[node];
    }

    public Result rightFirst(int node) {
        return rightFirst[node];
    }

    /**
     * The outcome class: L, R, N, P or D when both starts agree with a classical class or both
     * draw, else two letters, the winner when Left starts then when Right starts (D: a draw),
     * e.g. LD: Left wins moving first, a draw when Right starts.
     */
    public static String outcomeClass(LoopyGame g) {
        PlayOutcome o = of(g);
        char a = winner(o.leftFirst(g.root()), 'L', 'R');
        char b = winner(o.rightFirst(g.root()), 'R', 'L');
        String pair = "" + a + b;
        switch (pair) {
            case "LL": return "L";
            case "RR": return "R";
            case "LR": return "N";
            case "RL": return "P";
            case "DD": return "D";
            default: return pair;
        }
    }

    private static char winner(Result r, char mover, char other) {
        return r == Result.WIN ? mover : r == Result.LOSS ? other : 'D';
    }
}
