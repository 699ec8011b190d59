package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * Fox and Geese positions within a bound: {@code foxandgeese within R} and
 * {@code ceylonesefoxandgeese within R} on CGSuite's board 8 wide, {@code genfoxandgeese within RxC}
 * on boards 2 to C wide (the fox moving one square; on a board 1 wide
 * nothing moves): the fox and at least one goose on the squares
 * (row, col) with row + col even and row at most R. Smallest first: by the squares of the smallest
 * board holding the pieces (width times the highest piece's row, {@link FoxPosition#size}), then
 * the width, the fox's square and the geese's, as numbered bottom row first, left to right.
 */
final class FoxDomain implements LoopyRuleset {
    /**
     * Most positions listed: each is solved (the layers below it shared through FoxAndGeese's memo);
     * 24,564 (the board 8 wide, rows 1 to 3) take about a minute of CPU.
     */
    static final int MAX_POSITIONS = 30_000;

    private final String name;
    private final int width;    // 0: every width up to the bound's columns
    private final int range;

    private FoxDomain(String name, int width, int range) {
        this.name = name;
        this.width = width;
        this.range = range;
    }

    static FoxDomain plain() {
        return new FoxDomain("foxandgeese", 8, 1);
    }

    static FoxDomain ceylonese() {
        return new FoxDomain("ceylonesefoxandgeese", 8, 2);
    }

    static FoxDomain general() {
        return new FoxDomain("genfoxandgeese", 0, 1);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public String boundSyntax() {
        return width == 0 ? "RxC" : "N";
    }

    /** The widths of the boards: the ruleset's, or 2 to the bound's columns. */
    private int[] widths(Bound b) {
        if (width > 0) {
            return new int[] {width};
        }
        int[] ws = new int[Math.max(0, b.cols() - 1)];
        for (int w = 2; w <= b.cols(); w++) {
            ws[w - 2] = w;
        }
        return ws;
    }

    /** Squares (row + col even) on rows 1..rows of a board w wide, bottom row first, left to right. */
    static List<int[]> squares(int w, int rows) {
        List<int[]> out = new ArrayList<>();
        for (int r = 1; r <= rows; r++) {
            for (int c = 1; c <= w; c++) {
                if ((r + c) % 2 == 0) {
                    out.add(new int[] {r, c});
                }
            }
        }
        return out;
    }

    @Override
    public List<LoopyPosition> within(Bound b) {
        List<int[]> shapes = new ArrayList<>();     // {width, top row}
        for (int w : widths(b)) {
            for (int top = 1; top <= b.rows(); top++) {
                shapes.add(new int[] {w, top});
            }
        }
        shapes.sort((x, y) -> x[0] * x[1] != y[0] * y[1] ? Integer.compare(x[0] * x[1], y[0] * y[1])
                : Integer.compare(x[0], y[0]));
        List<LoopyPosition> out = new ArrayList<>();
        for (int[] s : shapes) {
            addShape(out, s[0], s[1]);
        }
        return out;
    }

    /** Every position on a board w wide whose highest piece stands on row top. */
    private void addShape(List<LoopyPosition> out, int w, int top) {
        List<int[]> sq = squares(w, top);
        int n = sq.size();
        if (n < 2 || n > 30) {
            return;     // a fox and a goose need two squares; the bound's refusal keeps n small
        }
        for (int f = 0; f < n; f++) {
            for (int mask = 1; mask < 1 << n; mask++) {
                if ((mask >> f & 1) != 0) {
                    continue;
                }
                List<int[]> geese = new ArrayList<>();
                boolean onTop = sq.get(f)[0] == top;
                for (int i = 0; i < n; i++) {
                    if ((mask >> i & 1) != 0) {
                        geese.add(sq.get(i));
                        onTop |= sq.get(i)[0] == top;
                    }
                }
                if (onTop) {
                    out.add(FoxPosition.of(w, range, geese, sq.get(f)));
                }
            }
        }
    }

    @Override
    public double countWithin(Bound b) {
        double total = 0;
        for (int w : widths(b)) {
            int n = squares(w, b.rows()).size();
            total += n < 2 ? 0 : n * (Math.pow(2, n - 1) - 1);
        }
        return total;
    }

    @Override
    public String refusal(Bound b) {
        double n = countWithin(b);
        return n <= MAX_POSITIONS ? null : String.format(java.util.Locale.ROOT, "%s within %s has %s positions, each"
                + " solved as a loopy game; at most %,d are listed (give a smaller bound)", name, b, Bound.estimate(n),
                MAX_POSITIONS);
    }
}
