package org.cgcheck.loopy;

import java.util.ArrayDeque;
import java.util.Deque;

/** The states (node, player to move) that lie on a cycle of alternating play: state 2k Left to move at k, 2k+1 Right. */
final class AlternatingCycles {
    private AlternatingCycles() {
    }

    /** A state is on a cycle iff it survives repeatedly peeling states with no incoming or no outgoing move. */
    static boolean[] statesOnCycles(LoopyGame g) {
        int s = 2 * g.nodes();
        int[] in = new int[s];
        int[] out = new int[s];
        for (int k = 0; k < g.nodes(); k++) {
            out[2 * k] = g.left(k).length;
            out[2 * k + 1] = g.right(k).length;
            for (int t : g.left(k)) {
                in[2 * t + 1]++;
            }
            for (int t : g.right(k)) {
                in[2 * t]++;
            }
        }
        boolean[] alive = new boolean[s];
        Deque<Integer> queue = new ArrayDeque<>();
        for (int i = 0; i < s; i++) {
            alive[i] = true;
            if (in[i] == 0 || out[i] == 0) {
                alive[i] = false;
                queue.add(i);
            }
        }
        int[][] preds = predecessors(g);
        while (!queue.isEmpty()) {
            int i = queue.poll();
            for (int t : successors(g, i)) {
                if (alive[t] && --in[t] == 0) {
                    alive[t] = false;
                    queue.add(t);
                }
            }
            for (int p : preds[i]) {
                if (alive[p] && --out[p] == 0) {
                    alive[p] = false;
                    queue.add(p);
                }
            }
        }
        return alive;
    }

    private static int[] successors(LoopyGame g, int state) {
        int k = state / 2;
        boolean leftToMove = state % 2 == 0;
        int[] edges = leftToMove ? g.left(k) : g.right(k);
        int[] out = new int[edges.length];
        for (int i = 0; i < edges.length; i++) {
            out[i] = 2 * edges[i] + (leftToMove ? 1 : 0);
        }
        return out;
    }

    private static int[][] predecessors(LoopyGame g) {
        int s = 2 * g.nodes();
        int[] count = new int[s];
        for (int i = 0; i < s; i++) {
            for (int t : successors(g, i)) {
                count[t]++;
            }
        }
        int[][] preds = new int[s][];
        for (int i = 0; i < s; i++) {
            preds[i] = new int[count[i]];
        }
        int[] fill = new int[s];
        for (int i = 0; i < s; i++) {
            for (int t : successors(g, i)) {
                preds[t][fill[t]++] = i;
            }
        }
        return preds;
    }
}
