package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.cgcheck.loopy.GraphBuilder;
import org.cgcheck.loopy.LoopyGame;
import org.cgcheck.loopy.SidedValue;
import org.cgcheck.loopy.Sidling;

/**
 * CGSuite's GenFoxAndGeese (Winning Ways ch. 20): geese (Left) step one square diagonally down,
 * the fox (Right) moves diagonally either way, up to {@code foxRange} squares without jumping, on
 * a board {@code boardWidth} columns wide, unbounded upward; squares (row, col) with row + col even.
 * The fox can go back, so values are loopy. As CGSuite: a fox level with or above the highest goose
 * (or one row below it with a free square up beside him) has escaped, value off; the geese only
 * move down, so positions with the same geese (a layer) are solved together, from the values of
 * the layers below, onside from onsides and offside from offsides (CGSuite's Game.loopyGameValue).
 */
public final class FoxAndGeese {
    /** Most positions in one layer of the graph (the fox's squares with the geese fixed). */
    static final int MAX_LAYER = 40;
    /** Most positions solved for one value (layers times fox squares), refused beyond with an estimate. */
    static final long MAX_POSITIONS = 200_000;

    /** Highest goose row read (positions are keyed by row * 1024 + col in one char). */
    static final int MAX_ROW = 64;

    private final int width;
    private final int range;
    /** Positions solved, by ruleset and position: shared by every call (a sum's parts, a table's rows). */
    private static final Map<String, SidedValue> MEMO = new java.util.concurrent.ConcurrentHashMap<>();
    /** Entries kept before the memo is emptied (a value's sides are small graphs). */
    static final int MEMO_LIMIT = 200_000;
    private final String rules;

    private FoxAndGeese(int width, int range) {
        this.width = width;
        this.range = range;
        this.rules = width + "/" + range + ":";
    }

    /** The rules on a board {@code width} wide with a fox of range {@code range}: the moves, for positions. */
    static FoxAndGeese rules(int width, int range) {
        return new FoxAndGeese(width, range);
    }

    /**
     * The value of the position with geese at {@code geese} and the fox at {@code fox}, each
     * {row, col}, already validated by {@link FoxRules}.
     */
    public static SidedValue value(int width, int range, List<int[]> geese, int[] fox) {
        for (int[] g : geese) {
            if (g[0] >= MAX_ROW) {
                throw new BadPosition("not computed: a goose on row " + g[0] + "; geese on rows below " + MAX_ROW
                        + " are solved", -1);
            }
        }
        long estimate = estimate(width, geese);
        if (estimate > MAX_POSITIONS) {
            throw new BadPosition("not computed: with " + geese.size() + " geese on a board " + width
                    + " wide the geese's arrangements below them times the fox's squares are "
                    + Bound.estimate(estimate) + " positions (at most " + MAX_POSITIONS + " are solved)", -1);
        }
        return new FoxAndGeese(width, range).solve(normal(geese), fox[0], fox[1]);
    }

    /** An upper estimate of the positions below: the geese's arrangements on their rows and below, times the fox's squares. */
    static long estimate(int width, List<int[]> geese) {
        int top = 0;
        for (int[] g : geese) {
            top = Math.max(top, g[0]);
        }
        double squares = (double) top * width / 2;
        double arrangements = 1;
        for (int k = 0; k < geese.size(); k++) {
            arrangements = arrangements * Math.max(1, squares - k) / (k + 1);
        }
        double total = arrangements * squares;
        return total > Long.MAX_VALUE / 2 ? Long.MAX_VALUE / 2 : (long) total;
    }

    /** The geese as sorted distinct codes row * 1024 + col (CGSuite takes them as a set). */
    private static int[] normal(List<int[]> geese) {
        return geese.stream().mapToInt(g -> g[0] * 1024 + g[1]).distinct().sorted().toArray();
    }

    /** The ruleset, then each goose and the fox as one char (row * 1024 + col < 65,536: rows below 64). */
    private String key(int[] geese, int fox) {
        StringBuilder sb = new StringBuilder(rules.length() + geese.length + 2).append(rules);
        for (int g : geese) {
            sb.append((char) g);
        }
        return sb.append('/').append((char) fox).toString();
    }

    private static final SidedValue OFF = SidedValue.of(LoopyGame.OFF);

    private SidedValue solve(int[] geese, int row, int col) {
        if (escaped(geese, row, col)) {
            return OFF;
        }
        String k = key(geese, row * 1024 + col);
        SidedValue known = MEMO.get(k);
        if (known != null) {
            return known;
        }
        SidedValue v = layer(geese, row * 1024 + col);
        if (MEMO.size() > MEMO_LIMIT) {
            MEMO.clear();
        }
        MEMO.put(k, v);
        return v;
    }

    /** CGSuite's Decomposition: the fox level with the top goose, or just below it with a way up. */
    boolean escaped(int[] geese, int row, int col) {
        int top = 0;
        for (int g : geese) {
            top = Math.max(top, g / 1024);
        }
        if (row >= top) {
            return true;
        }
        return row == top - 1 && (col > 1 && !has(geese, (row + 1) * 1024 + col - 1)
                || col < width && !has(geese, (row + 1) * 1024 + col + 1));
    }

    private static boolean has(int[] geese, int code) {
        return Arrays.binarySearch(geese, code) >= 0;
    }

    /** The fox's squares reachable with these geese, solved as one graph, sides from sides below. */
    private SidedValue layer(int[] geese, int start) {
        Map<Integer, Integer> index = new HashMap<>();
        List<Integer> squares = new ArrayList<>();
        index.put(start, 0);
        squares.add(start);
        for (int i = 0; i < squares.size(); i++) {
            int sq = squares.get(i);
            if (escaped(geese, sq / 1024, sq % 1024)) {
                continue;
            }
            for (int to : foxMoves(geese, sq)) {
                if (!index.containsKey(to)) {
                    index.put(to, squares.size());
                    squares.add(to);
                }
            }
        }
        if (squares.size() > MAX_LAYER) {
            throw new BadPosition("not computed: the fox reaches " + squares.size() + " squares between these geese,"
                    + " and a layer of at most " + MAX_LAYER + " is solved", -1);
        }
        LoopyGame onside = side(geese, squares, index, true);
        LoopyGame offside = side(geese, squares, index, false);
        return SidedValue.sidle(onside, offside);
    }

    /** The layer's graph with the layers below embedded as their onsides (or offsides), and its side. */
    private LoopyGame side(int[] geese, List<Integer> squares, Map<Integer, Integer> index, boolean on) {
        GraphBuilder b = new GraphBuilder();
        for (int i = 0; i < squares.size(); i++) {
            b.addNode();
        }
        // Each value below embedded once (many goose moves lead to equal values): a smaller graph to simplify.
        Map<String, Integer> embedded = new HashMap<>();
        for (int i = 0; i < squares.size(); i++) {
            int sq = squares.get(i);
            int row = sq / 1024, col = sq % 1024;
            if (escaped(geese, row, col)) {
                b.addRight(i, embedOnce(b, embedded, LoopyGame.OFF));
                // off = {|off}: the node is off's graph (a Right move to off itself)
                continue;
            }
            for (int[] next : geeseMoves(geese, sq)) {
                SidedValue v = solve(next, row, col);
                b.addLeft(i, embedOnce(b, embedded, on ? v.onside() : v.offside()));
            }
            for (int to : foxMoves(geese, sq)) {
                b.addRight(i, index.get(to));
            }
        }
        LoopyGame g = b.build(0);
        return on ? Sidling.onside(g) : Sidling.offside(g);
    }

    private static int embedOnce(GraphBuilder b, Map<String, Integer> embedded, LoopyGame g) {
        String k = g.graphString();
        Integer n = embedded.get(k);
        if (n == null) {
            n = b.embed(g);
            embedded.put(k, n);
        }
        return n;
    }

    /** The fox's moves: each diagonal, 1..range squares, stopping at a goose or the board's edge. */
    List<Integer> foxMoves(int[] geese, int sq) {
        int row = sq / 1024, col = sq % 1024;
        List<Integer> out = new ArrayList<>();
        for (int[] d : new int[][] {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}) {
            for (int dist = 1; dist <= range; dist++) {
                int r = row + d[0] * dist, c = col + d[1] * dist;
                if (r < 1 || c < 1 || c > width || has(geese, r * 1024 + c)) {
                    break;
                }
                out.add(r * 1024 + c);
            }
        }
        return out;
    }

    /** The geese's moves: one goose one square diagonally down, onto a square free of fox and geese. */
    List<int[]> geeseMoves(int[] geese, int fox) {
        List<int[]> out = new ArrayList<>();
        for (int i = 0; i < geese.length; i++) {
            int row = geese[i] / 1024, col = geese[i] % 1024;
            for (int dc : new int[] {-1, 1}) {
                int r = row - 1, c = col + dc;
                int code = r * 1024 + c;
                if (r < 1 || c < 1 || c > width || code == fox || has(geese, code)) {
                    continue;
                }
                int[] next = geese.clone();
                next[i] = code;
                Arrays.sort(next);
                out.add(next);
            }
        }
        return out;
    }
}
