package org.cgcheck.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.cgcheck.eval.Interpreter;
import org.cgcheck.lang.Parser;
import org.cgcheck.loopy.LoopyGame;
import org.cgcheck.loopy.LoopyOutcomeClass;
import org.cgcheck.loopy.SidedValue;
import org.junit.jupiter.api.Test;

/**
 * Loopy GenClobber values against a slow reference that knows no loopy theory: who wins (or
 * whether play goes on for ever) from each board, each player starting, by plain retrograde
 * analysis on the graph of boards, for every board reached from many small boards; and for
 * stoppers, G + (-G) played out the same way (the second player mirrors, so the first never wins).
 */
class LoopyClobberReferenceTest {
    private static final String[] RULES = {
        "clobbered => {Left => {0,2}, Right => {0,1}}, maxDistance => 0",
        "clobbered => {Left => {0}, Right => {0}}, maxDistance => 0",
        "clobbered => {Left => {0,2}, Right => {0,1}}, directions => [(0,1),(0,-1)], maxDistance => 0",
        "clobbered => {Left => {0,2}, Right => {0,1}}, maxDistance => inf",
        "leftBehind => {Left => 2, Right => 1}",
        "clobbered => {Left => {0,2}, Right => {0,1}}, leftBehind => {Left => 1, Right => 2}, maxDistance => 0",
    };

    /** Boards whose graph is not a stopper are compared if it has at most this many boards. */
    private static final int MAX_SIDED = 24;

    private static final int WIN = 1;
    private static final int LOSS = -1;

    /** A graph of boards: node 0 the start, each node's Left and Right moves as node numbers. */
    private record Graph(List<String> boards, List<int[]> left, List<int[]> right) { }

    private static Graph graph(GenClobber rules, String start, int max) {
        Map<String, Integer> index = new HashMap<>();
        List<String> boards = new ArrayList<>();
        List<int[]> left = new ArrayList<>(), right = new ArrayList<>();
        index.put(start, 0);
        boards.add(start);
        for (int k = 0; k < boards.size() && boards.size() <= max; k++) {
            for (boolean l : new boolean[] {true, false}) {
                List<String> to = LoopyClobberPosition.moves(rules, boards.get(k), l);
                int[] nodes = new int[to.size()];
                for (int i = 0; i < nodes.length; i++) {
                    nodes[i] = index.computeIfAbsent(to.get(i), t -> {
                        boards.add(t);
                        return boards.size() - 1;
                    });
                }
                (l ? left : right).add(nodes);
            }
        }
        return boards.size() > max ? null : new Graph(boards, left, right);
    }

    /**
     * For each node and mover (0 Left, 1 Right): WIN, LOSS for the mover, or 0 (play goes on for
     * ever). Sweeps until nothing changes: a mover with no move loses; one with a move to a loss
     * for the other wins; one whose every move is to a win for the other loses.
     */
    private static int[][] retrograde(List<int[]> left, List<int[]> right) {
        int n = left.size();
        int[][] r = new int[n][2];
        for (boolean changed = true; changed;) {
            changed = false;
            for (int v = 0; v < n; v++) {
                for (int m = 0; m < 2; m++) {
                    if (r[v][m] != 0) {
                        continue;
                    }
                    int[] opts = m == 0 ? left.get(v) : right.get(v);
                    boolean win = false, allWin = true;
                    for (int w : opts) {
                        win |= r[w][1 - m] == LOSS;
                        allWin &= r[w][1 - m] == WIN;
                    }
                    int now = win ? WIN : allWin ? LOSS : 0;
                    if (now != 0) {
                        r[v][m] = now;
                        changed = true;
                    }
                }
            }
        }
        return r;
    }

    /** The outcome class of the results with Left starting and with Right starting. */
    private static LoopyOutcomeClass outcome(int[] r) {
        String a = r[0] == WIN ? "L" : r[0] == LOSS ? "R" : "D";
        String b = r[1] == WIN ? "R" : r[1] == LOSS ? "L" : "D";
        return switch (a + b) {
            case "LL" -> LoopyOutcomeClass.L;
            case "RR" -> LoopyOutcomeClass.R;
            case "LR" -> LoopyOutcomeClass.N;
            case "RL" -> LoopyOutcomeClass.P;
            case "DD" -> LoopyOutcomeClass.D;
            case "LD" -> LoopyOutcomeClass.NHat;
            case "DL" -> LoopyOutcomeClass.PHat;
            case "RD" -> LoopyOutcomeClass.PCheck;
            default -> LoopyOutcomeClass.NCheck;
        };
    }

    /** G + (-G) as a graph of pairs (a board of G, a board of G played with the players' roles swapped). */
    private static int[][] sumWithNegative(Graph g) {
        int n = g.boards().size();
        List<int[]> left = new ArrayList<>(), right = new ArrayList<>();
        for (int p = 0; p < n * n; p++) {
            int a = p / n, b = p % n;
            List<Integer> l = new ArrayList<>(), r = new ArrayList<>();
            for (int x : g.left().get(a)) {
                l.add(x * n + b);
            }
            for (int y : g.right().get(b)) {
                l.add(a * n + y);
            }
            for (int x : g.right().get(a)) {
                r.add(x * n + b);
            }
            for (int y : g.left().get(b)) {
                r.add(a * n + y);
            }
            left.add(l.stream().mapToInt(Integer::intValue).toArray());
            right.add(r.stream().mapToInt(Integer::intValue).toArray());
        }
        return retrograde(left, right);
    }

    private static List<String> boards(SplittableRandom rnd) {
        List<String> out = new ArrayList<>();
        for (int len = 2; len <= 4; len++) {            // every row of 2 to 4 squares
            for (int code = 0; code < Math.pow(3, len); code++) {
                StringBuilder b = new StringBuilder();
                for (int c = code, i = 0; i < len; i++, c /= 3) {
                    b.append(".xo".charAt(c % 3));
                }
                out.add(b.toString());
            }
        }
        for (int k = 0; k < 60; k++) {                  // random boards of 2x2, 2x3, 3x2 and 1x5
            int[] shape = new int[][] {{2, 2}, {2, 3}, {3, 2}, {1, 5}}[k % 4];
            StringBuilder b = new StringBuilder();
            for (int r = 0; r < shape[0]; r++) {
                b.append(r > 0 ? "|" : "");
                for (int c = 0; c < shape[1]; c++) {
                    b.append(".xo".charAt(rnd.nextInt(3)));
                }
            }
            out.add(b.toString());
        }
        return out;
    }

    @Test
    void outcomesAgreeWithPlayOnTheGraphAndGMinusGNeverLetsTheFirstPlayerWin() {
        SplittableRandom rnd = new SplittableRandom(4302);
        int sums = 0, draws = 0, sided = 0;
        Set<String> compared = new java.util.HashSet<>(), skipped = new java.util.HashSet<>();
        for (String params : RULES) {
            GenClobber rules = (GenClobber) new Interpreter().eval(Parser.parse("game.grid.GenClobber(" + params + ")"));
            Map<String, SidedValue> values = new HashMap<>();
            Set<String> sumsDone = new java.util.HashSet<>();
            for (String start : boards(rnd)) {
                Graph g = graph(rules, start, 400);
                if (g == null) {
                    continue;
                }
                int[][] play = retrograde(g.left(), g.right());
                for (int v = 0; v < g.boards().size(); v++) {
                    String board = g.boards().get(v);
                    LoopyGame whole = PositionGraph.graph(board, (t, l) -> LoopyClobberPosition.moves(rules, t, l), board,
                            1000, () -> "");
                    if (!whole.isStopper() && whole.shortValue() == null && whole.nodes() > MAX_SIDED) {
                        skipped.add(params + board);        // finding the sides of larger graphs takes minutes
                        continue;
                    }
                    SidedValue value = values.computeIfAbsent(board, t -> LoopyClobberPosition.of(rules, t).value());
                    String what = params + " \"" + board + "\" = " + value;
                    assertEquals(outcome(play[v]), value.outcomeClass(), what);
                    if (compared.add(params + board)) {
                        draws += play[v][0] == 0 || play[v][1] == 0 ? 1 : 0;
                        sided += value.isStopper() ? 0 : 1;
                    }
                    if (v == 0 && value.isStopper() && g.boards().size() <= 40 && sumsDone.add(board)) {
                        Graph small = graph(rules, board, 40);
                        LoopyOutcomeClass sum = outcome(sumWithNegative(small)[0]);
                        assertTrue(Set.of(LoopyOutcomeClass.P, LoopyOutcomeClass.D, LoopyOutcomeClass.PHat,
                                LoopyOutcomeClass.PCheck).contains(sum), what + ": G - G is " + sum);
                        assertEquals(sum, value.plus(value.negate()).outcomeClass(), what + ": G + (-G)");
                        assertTrue(value.geq(value) && value.leq(value), what + ": a stopper is equal to itself");
                        if (value.onside().shortValue() != null) {
                            assertTrue(value.minus(value).equalTo(SidedValue.of(LoopyGame.ZERO)), what + ": G - G = 0");
                        }
                        sums++;
                    }
                }
            }
        }
        System.out.println("LoopyClobberReferenceTest: " + compared.size() + " boards compared (" + draws + " with a draw, "
                + sided + " not stoppers), " + sums + " sums G + (-G), " + skipped.size() + " skipped");
        assertTrue(compared.size() > 2000, compared.size() + " boards compared");
        assertTrue(draws > 300, draws + " boards with a draw");
        assertTrue(sided > 20, sided + " values that are not stoppers");
        assertTrue(sums > 200, sums + " sums G + (-G)");
        assertTrue(skipped.size() < compared.size(), skipped.size() + " skipped");
    }
}
