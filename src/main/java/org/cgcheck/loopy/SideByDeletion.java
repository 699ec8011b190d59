package org.cgcheck.loopy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The onside of a loopy game as the game with some of Right's moves deleted. Any stopper C
 * made from G by deleting Right's moves is at least G⁺: a stopper X with G⁺ ≥ X is one
 * that Left survives G - X against (Siegel, CGT VI.4), and C - X only takes moves from Right. So
 * a C that Left also survives G - C against is G⁺ itself. The moves tried are Right's moves on
 * cycles of alternating play, fewest deletions first.
 */
final class SideByDeletion {
    private static final int MAX_CANDIDATE_EDGES = 12;

    private SideByDeletion() {
    }

    /** The onside, or null if no deletion of Right's moves on alternating cycles gives it. */
    static LoopyGame onside(LoopyGame g) {
        List<int[]> cyclic = rightMovesOnAlternatingCycles(g);
        if (cyclic.size() > MAX_CANDIDATE_EDGES) {
            return cyclic.size() > 62 ? null : greedy(g, cyclic);
        }
        LoopyGame c = bySubsets(g, cyclic);
        if (c == null) {
            List<int[]> all = rightMoves(g);      // a move off the cycles may have to go too
            if (all.size() > cyclic.size() && all.size() <= MAX_CANDIDATE_EDGES) {
                c = bySubsets(g, all);
            }
        }
        return c;
    }

    /** The first, cheap try: at most QUICK_DELETIONS of Right's moves on alternating cycles. */
    static LoopyGame quickOnside(LoopyGame g) {
        List<int[]> cyclic = rightMovesOnAlternatingCycles(g);
        return cyclic.size() > 62 ? null : bySubsets(g, cyclic, QUICK_DELETIONS);
    }

    private static final int QUICK_DELETIONS = 2;

    private static List<int[]> rightMoves(LoopyGame g) {
        List<int[]> out = new ArrayList<>();
        for (int x = 0; x < g.nodes(); x++) {
            for (int y : g.right(x)) {
                out.add(new int[] {x, y});
            }
        }
        return out;
    }

    /** Fewest deletions first among these moves. */
    private static LoopyGame bySubsets(LoopyGame g, List<int[]> cyclic) {
        return bySubsets(g, cyclic, cyclic.size());
    }

    /** Fewest deletions first, at most maxDeleted of them (sets of up to 62 moves when few are deleted). */
    private static LoopyGame bySubsets(LoopyGame g, List<int[]> cyclic, int maxDeleted) {
        int m = cyclic.size();
        if (maxDeleted < m) {
            for (int k = 1; k <= maxDeleted; k++) {
                LoopyGame c = ofSize(g, cyclic, k, 0, 0L);
                if (c != null) {
                    return c;
                }
            }
            return null;
        }
        // Every nonempty set, fewest moves first, sets of one size in increasing order as numbers.
        for (int k = 1; k <= m; k++) {
            for (int mask = (1 << k) - 1; mask < 1 << m; mask = nextWithSameCount(mask)) {
                org.cgcheck.game.EvaluationStopped.check();
                LoopyGame c = without(g, cyclic, mask);
                if (c.isStopper() && leftSurvives(g, c)) {
                    return c;
                }
            }
        }
        return null;
    }

    /** The next larger number with as many bits set (Gosper's hack). */
    static int nextWithSameCount(int mask) {
        int lowest = mask & -mask;
        int up = mask + lowest;
        return ((up ^ mask) >>> 2) / lowest | up;
    }

    /** The first set of k more moves from index i on (with those in mask) that gives the onside. */
    private static LoopyGame ofSize(LoopyGame g, List<int[]> moves, int k, int i, long mask) {
        if (k == 0) {
            org.cgcheck.game.EvaluationStopped.check();
            LoopyGame c = without(g, moves, mask);
            return c.isStopper() && leftSurvives(g, c) ? c : null;
        }
        for (int j = i; j <= moves.size() - k; j++) {
            LoopyGame c = ofSize(g, moves, k - 1, j + 1, mask | 1L << j);
            if (c != null) {
                return c;
            }
        }
        return null;
    }

    /**
     * Too many moves to try every set: delete them all, then put back each one that leaves a
     * stopper (each put back makes the candidate smaller, never below G⁺), and test that.
     */
    private static LoopyGame greedy(LoopyGame g, List<int[]> cyclic) {
        long mask = (1L << cyclic.size()) - 1;
        for (int i = 0; i < cyclic.size(); i++) {
            long fewer = mask & ~(1L << i);
            if (without(g, cyclic, fewer).isStopper()) {
                mask = fewer;
            }
        }
        LoopyGame c = without(g, cyclic, mask);
        return c.isStopper() && leftSurvives(g, c) ? c : null;
    }

    /** Left survives G - C moving second (infinite play is survival). */
    private static boolean leftSurvives(LoopyGame g, LoopyGame c) {
        return Survival.geq(g, c);
    }

    private static LoopyGame without(LoopyGame g, List<int[]> edges, long mask) {
        int n = g.nodes();
        int[][] l = new int[n][];
        int[][] r = new int[n][];
        for (int k = 0; k < n; k++) {
            l[k] = g.left(k);
            int[] kept = new int[g.right(k).length];
            int c = 0;
            for (int t : g.right(k)) {
                if (!deleted(edges, mask, k, t)) {
                    kept[c++] = t;
                }
            }
            r[k] = Arrays.copyOf(kept, c);
        }
        return new LoopyGame(l, r, g.root()).reachablePart();
    }

    private static boolean deleted(List<int[]> edges, long mask, int from, int to) {
        for (int i = 0; i < edges.size(); i++) {
            if ((mask >> i & 1) != 0 && edges.get(i)[0] == from && edges.get(i)[1] == to) {
                return true;
            }
        }
        return false;
    }

    /** Right's moves x → y such that play can alternate from y (Left to move) back to x (Right to move). */
    private static List<int[]> rightMovesOnAlternatingCycles(LoopyGame g) {
        int n = g.nodes();
        List<int[]> out = new ArrayList<>();
        for (int x = 0; x < n; x++) {
            org.cgcheck.game.EvaluationStopped.check();      // a search per move: quadratic in the nodes
            for (int y : g.right(x)) {
                if (reaches(g, 2 * y, 2 * x + 1)) {
                    out.add(new int[] {x, y});
                }
            }
        }
        return out;
    }

    /** In the states (node, player to move): 2k Left to move at k, 2k+1 Right to move. */
    private static boolean reaches(LoopyGame g, int from, int to) {
        boolean[] seen = new boolean[2 * g.nodes()];
        int[] stack = new int[2 * g.nodes()];
        int top = 0;
        stack[top++] = from;
        seen[from] = true;
        while (top > 0) {
            int s = stack[--top];
            if (s == to) {
                return true;
            }
            int k = s / 2;
            boolean leftToMove = s % 2 == 0;
            for (int t : leftToMove ? g.left(k) : g.right(k)) {
                int u = 2 * t + (leftToMove ? 1 : 0);
                if (!seen[u]) {
                    seen[u] = true;
                    stack[top++] = u;
                }
            }
        }
        return false;
    }
}
