package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Who wins a loopy ruleset's position under alternating play, each player to move, by retrograde
 * analysis on the graph of every position reachable from it: a player without a move loses, a
 * position reached again is a draw if neither can force a win. With the number of moves to the
 * end, so a play can be told: the winner ends as soon as he can, the loser holds out as long as he
 * can. A settled position (a fox past the geese, CGSuite's off) is a win for Right whoever moves.
 */
public final class LoopyRetrograde {
    /** Most positions searched. */
    public static final int MAX_POSITIONS = 200_000;

    private final List<LoopyPosition> nodes = new ArrayList<>();
    private final Map<LoopyPosition, Integer> index = new HashMap<>();
    private final List<int[]> leftMoves = new ArrayList<>();
    private final List<int[]> rightMoves = new ArrayList<>();
    /** Per node and mover (0 Left, 1 Right): +n the mover wins in n moves, -n he loses in n, 0 a draw. */
    private int[][] result;

    private LoopyRetrograde(LoopyPosition root) {
        add(root);
        for (int i = 0; i < nodes.size(); i++) {
            LoopyPosition p = nodes.get(i);
            boolean settled = p.settled() != null;
            leftMoves.add(settled ? new int[0] : targets(p.options(true)));
            rightMoves.add(settled ? new int[0] : targets(p.options(false)));
            if (nodes.size() > MAX_POSITIONS) {
                throw new BadPosition("not played out: more than " + MAX_POSITIONS + " positions are reachable", -1);
            }
        }
        solve();
    }

    /** The analysis of every position reachable from {@code root}. */
    public static LoopyRetrograde of(LoopyPosition root) {
        return new LoopyRetrograde(root);
    }

    private int add(LoopyPosition p) {
        Integer k = index.get(p);
        if (k == null) {
            k = nodes.size();
            index.put(p, k);
            nodes.add(p);
        }
        return k;
    }

    private int[] targets(List<LoopyPosition> ps) {
        int[] out = new int[ps.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = add(ps.get(i));
        }
        return out;
    }

    private int[] moves(int node, int mover) {
        return mover == 0 ? leftMoves.get(node) : rightMoves.get(node);
    }

    private void solve() {
        int n = nodes.size();
        result = new int[n][2];
        int[][] unknown = new int[n][2];     // moves not yet known to lose for the mover
        List<List<Integer>> predLeft = new ArrayList<>();
        List<List<Integer>> predRight = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            predLeft.add(new ArrayList<>());
            predRight.add(new ArrayList<>());
        }
        for (int i = 0; i < n; i++) {
            for (int t : leftMoves.get(i)) {
                predLeft.get(t).add(i);
            }
            for (int t : rightMoves.get(i)) {
                predRight.get(t).add(i);
            }
        }
        ArrayDeque<int[]> queue = new ArrayDeque<>();     // {node, mover}, decided, in order of distance
        for (int i = 0; i < n; i++) {
            for (int m = 0; m < 2; m++) {
                unknown[i][m] = moves(i, m).length;
                if (nodes.get(i).settled() != null) {
                    result[i][m] = m == 1 ? 1 : -1;     // off: Left to move has no move; Right always has one
                    queue.add(new int[] {i, m});
                } else if (unknown[i][m] == 0) {
                    result[i][m] = -1;
                    queue.add(new int[] {i, m});
                }
            }
        }
        // Breadth-first from the ends: a win is decided at its shortest distance, a loss at its longest.
        List<int[]> sorted = new ArrayList<>(queue);
        queue.clear();
        sorted.sort((a, b) -> Integer.compare(Math.abs(result[a[0]][a[1]]), Math.abs(result[b[0]][b[1]])));
        queue.addAll(sorted);
        while (!queue.isEmpty()) {
            int[] x = queue.removeFirst();
            int node = x[0], mover = x[1];
            int r = result[node][mover];
            int before = 1 - mover;         // the player who moved into (node, mover)
            for (int p : before == 0 ? predLeft.get(node) : predRight.get(node)) {
                if (result[p][before] != 0) {
                    continue;
                }
                if (r < 0) {                // a move to a loss for the mover there: a win
                    result[p][before] = -r + 1;
                    queue.addLast(new int[] {p, before});
                } else if (--unknown[p][before] == 0) {
                    result[p][before] = -(longestWin(p, before) + 1);       // every move lets the opponent win
                    queue.addLast(new int[] {p, before});
                }
            }
        }
    }

    private int longestWin(int node, int mover) {
        int most = 0;
        for (int t : moves(node, mover)) {
            most = Math.max(most, result[t][1 - mover]);
        }
        return most;
    }

    /** +n: the player to move ({@code left}) wins in n moves; -n: he loses in n; 0: a draw. */
    public int result(LoopyPosition p, boolean left) {
        return result[index.get(p)][left ? 0 : 1];
    }

    /** The winner's move (fastest win) or the loser's (longest resistance), or null without a move. */
    public LoopyPosition bestMove(LoopyPosition p, boolean left) {
        int node = index.get(p);
        int mover = left ? 0 : 1;
        int r = result[node][mover];
        int best = -1;
        int bestScore = 0;
        for (int t : moves(node, mover)) {
            int opp = result[t][1 - mover];
            // winning: to a loss for the opponent, nearest; losing or drawing: the opponent's win farthest,
            // or a draw to keep a draw
            int score = r > 0 ? (opp < 0 ? -(-opp) : Integer.MIN_VALUE)
                    : r == 0 ? (opp == 0 ? 0 : Integer.MIN_VALUE) : opp;
            if (best < 0 || score > bestScore) {
                best = t;
                bestScore = score;
            }
        }
        return best < 0 ? null : nodes.get(best);
    }

    public int positions() {
        return nodes.size();
    }
}
