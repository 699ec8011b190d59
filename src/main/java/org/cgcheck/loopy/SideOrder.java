package org.cgcheck.loopy;

import java.util.Arrays;

/**
 * The order of onsides of arbitrary loopy games: G⁺ ≥ H⁺ iff Left, moving second in G - H, can
 * make sure that Right runs out of moves or that play goes on for ever with infinitely many moves
 * in the G component (G is played with infinite play won by Left, -H with infinite play won by
 * Right; when both run for ever, G's rule wins). Offsides by negation: G⁻ ≥ H⁻ iff (-H)⁺ ≥ (-G)⁺.
 * For a stopper H every infinite play of G - H is infinite in G, so this is survival
 * (Survival, Siegel CGT VI.2); for a stopper G and H with a stopper onside it is checked
 * against Survival on the onside in SideOrderTest. Solved as a Büchi game on the states
 * (g, h, player to move, was the last move in G) reachable from the start.
 */
public final class SideOrder {
    private SideOrder() {
    }

    /** G⁺ ≥ H⁺. */
    public static boolean onsideGeq(LoopyGame g, LoopyGame h) {
        return leftWins(g, h);
    }

    /** G⁻ ≥ H⁻. */
    public static boolean offsideGeq(LoopyGame g, LoopyGame h) {
        return onsideGeq(h.negate(), g.negate());
    }

    public static boolean onsideEqual(LoopyGame g, LoopyGame h) {
        return onsideGeq(g, h) && onsideGeq(h, g);
    }

    /**
     * G⁺ = H⁺ where G is H less one move: both halves are solved, the one that can fail first
     * (taking a move from Right only raises the onside, from Left only lowers it), so that a
     * rejected deletion costs one game instead of two.
     */
    static boolean onsideEqualAfterDeletion(LoopyGame g, LoopyGame h, boolean leftMoveDeleted) {
        return leftMoveDeleted ? onsideGeq(g, h) && onsideGeq(h, g) : onsideGeq(h, g) && onsideGeq(g, h);
    }

    /**
     * State code: ((a * m + b) * 2 + leftToMove) * 2 + flag for a node a of G and b of H (m nodes),
     * flag 1 when the last move was in G. Play in G - H stays in these pairs.
     */
    private static boolean leftWins(LoopyGame g, LoopyGame h) {
        int n = g.nodes() * h.nodes();
        // States are numbered in the order found (breadth first from the start): codes[i] is state i's code.
        int[] index = new int[n * 4];
        Arrays.fill(index, -1);
        int[] codes = new int[64];
        int s = 0;
        int m = h.nodes();
        int start = code(m, g.root(), h.root(), false, 0);
        index[start] = s;
        codes[s++] = start;
        int[][] out = new int[64][];
        for (int i = 0; i < s; i++) {
            if ((i & 1023) == 0) {
                org.cgcheck.game.EvaluationStopped.check();      // the states of a pair of graphs: quadratic in the nodes
            }
            int[] next = successors(g, h, codes[i]);
            for (int k = 0; k < next.length; k++) {
                int t = next[k];
                if (index[t] < 0) {
                    if (s == codes.length) {
                        codes = Arrays.copyOf(codes, 2 * s);
                    }
                    index[t] = s;
                    codes[s++] = t;
                }
                next[k] = index[t];
            }
            if (i == out.length) {
                out = Arrays.copyOf(out, 2 * i);
            }
            out[i] = next;
        }
        out = Arrays.copyOf(out, s);
        boolean[] leftState = new boolean[s];
        boolean[] target = new boolean[s];
        for (int i = 0; i < s; i++) {
            int c = codes[i];
            leftState[i] = (c >> 1 & 1) == 1;
            target[i] = (c & 1) == 1 && !(leftState[i] && out[i].length == 0);
        }
        int[][] in = predecessors(out);
        boolean[] alive = new boolean[s];
        Arrays.fill(alive, true);
        while (true) {
            org.cgcheck.game.EvaluationStopped.check();
            boolean[] reach = attractor(out, in, alive, leftState, target, true);
            boolean[] escape = new boolean[s];
            boolean any = false;
            for (int i = 0; i < s; i++) {
                escape[i] = alive[i] && !reach[i];
                any |= escape[i];
            }
            if (!any) {
                return alive[0];
            }
            boolean[] lost = attractor(out, in, alive, leftState, escape, false);
            for (int i = 0; i < s; i++) {
                if (lost[i]) {
                    alive[i] = false;
                }
            }
            if (!alive[0]) {
                return false;
            }
        }
    }

    private static int code(int m, int a, int b, boolean leftToMove, int flag) {
        return ((a * m + b) * 2 + (leftToMove ? 1 : 0)) * 2 + flag;
    }

    /** Left moves g → g^L (in G) or h → h^R (in -H); Right moves g → g^R or h → h^L. */
    private static int[] successors(LoopyGame g, LoopyGame h, int c) {
        int m = h.nodes();
        boolean leftToMove = (c >> 1 & 1) == 1;
        int ab = c >> 2;
        int a = ab / m;
        int b = ab % m;
        int[] inG = leftToMove ? g.left(a) : g.right(a);
        int[] inH = leftToMove ? h.right(b) : h.left(b);
        int[] out = new int[inG.length + inH.length];
        int k = 0;
        for (int t : inG) {
            out[k++] = code(m, t, b, !leftToMove, 1);
        }
        for (int t : inH) {
            out[k++] = code(m, a, t, !leftToMove, 0);
        }
        return out;
    }

    private static int[][] predecessors(int[][] out) {
        int s = out.length;
        int[] count = new int[s];
        for (int[] o : out) {
            for (int t : o) {
                count[t]++;
            }
        }
        int[][] in = new int[s][];
        for (int i = 0; i < s; i++) {
            in[i] = new int[count[i]];
        }
        int[] fill = new int[s];
        for (int i = 0; i < s; i++) {
            for (int t : out[i]) {
                in[t][fill[t]++] = i;
            }
        }
        return in;
    }

    /**
     * The states (among the alive ones) from which the player (Left if forLeft) can force play
     * into the set, moving inside the alive states. A state whose mover has no alive move is
     * attracted when its mover is the opponent.
     */
    private static boolean[] attractor(int[][] out, int[][] in, boolean[] alive, boolean[] leftState, boolean[] set,
            boolean forLeft) {
        int s = out.length;
        boolean[] attr = new boolean[s];
        int[] pending = new int[s];
        int[] queue = new int[s];       // each state enters once: attr is set as it enters
        int head = 0;
        int tail = 0;
        for (int i = 0; i < s; i++) {
            if (!alive[i]) {
                continue;
            }
            for (int t : out[i]) {
                if (alive[t]) {
                    pending[i]++;
                }
            }
            boolean mine = leftState[i] == forLeft;
            if (set[i] || !mine && pending[i] == 0) {
                attr[i] = true;
                queue[tail++] = i;
            }
        }
        while (head < tail) {
            int t = queue[head++];
            for (int p : in[t]) {
                if (!alive[p] || attr[p]) {
                    continue;
                }
                boolean mine = leftState[p] == forLeft;
                if (mine || --pending[p] == 0) {
                    attr[p] = true;
                    queue[tail++] = p;
                }
            }
        }
        return attr;
    }
}
