package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.cgcheck.loopy.SidedValue;

/**
 * A Fox and Geese position (CGSuite's FoxAndGeese, CeyloneseFoxAndGeese, GenFoxAndGeese): the
 * geese and the fox as CGSuite's (row, col), rows from 1 at the bottom. Squares are coded
 * row * 1024 + col, as in {@link FoxAndGeese}, which gives the moves and the value.
 */
public final class FoxPosition implements LoopyPosition {
    private final int width;
    private final int range;
    private final int[] geese;      // sorted codes
    private final int fox;

    private FoxPosition(int width, int range, int[] geese, int fox) {
        this.width = width;
        this.range = range;
        this.geese = geese;
        this.fox = fox;
    }

    /** The position of geese at {@code geese} and the fox at {@code fox}, each {row, col}, already validated. */
    public static FoxPosition of(int width, int range, List<int[]> geese, int[] fox) {
        return new FoxPosition(width, range, geese.stream().mapToInt(g -> g[0] * 1024 + g[1]).distinct().sorted()
                .toArray(), fox[0] * 1024 + fox[1]);
    }

    public int width() {
        return width;
    }

    /** The geese as {row, col}, bottom row first. */
    public List<int[]> geese() {
        List<int[]> out = new ArrayList<>();
        for (int g : geese) {
            out.add(new int[] {g / 1024, g % 1024});
        }
        return out;
    }

    /** The fox as {row, col}. */
    public int[] fox() {
        return new int[] {fox / 1024, fox % 1024};
    }

    /** The rows a picture shows: up to the row above the highest goose or the fox. */
    public int rows() {
        int top = fox / 1024;
        for (int g : geese) {
            top = Math.max(top, g / 1024);
        }
        return top + 1;
    }

    /** The squares of the smallest board of this width that holds the pieces: width times the highest piece's row. */
    @Override
    public int size() {
        return width * (rows() - 1);
    }

    /** The fox's reach: 1 for Fox and Geese, 2 for Ceylonese Fox and Geese. */
    public int range() {
        return range;
    }

    @Override
    public String ruleset() {
        return "foxandgeese";
    }

    @Override
    public String expression() {
        StringBuilder b = new StringBuilder();
        if (width == 8 && range == 1) {
            b.append("game.grid.FoxAndGeese(");
        } else if (width == 8 && range == 2) {
            b.append("game.grid.CeyloneseFoxAndGeese(");
        } else {
            b.append("game.grid.GenFoxAndGeese(boardWidth => ").append(width).append(", foxRange => ").append(range)
                    .append(")(");
        }
        b.append('{');
        for (int i = 0; i < geese.length; i++) {
            b.append(i > 0 ? "," : "").append(square(geese[i]));
        }
        return b.append("}, ").append(square(fox)).append(')').toString();
    }

    private static String square(int code) {
        return "(" + code / 1024 + "," + code % 1024 + ")";
    }

    /** Rows from the top, each a row number then a character a column: G goose, F fox, '.' a free square. */
    @Override
    public String picture() {
        StringBuilder b = new StringBuilder();
        int rows = rows();
        int digits = String.valueOf(rows).length();
        for (int r = rows; r >= 1; r--) {
            b.append(String.format("%" + digits + "d ", r));
            for (int c = 1; c <= width; c++) {
                int code = r * 1024 + c;
                b.append(code == fox ? 'F' : Arrays.binarySearch(geese, code) >= 0 ? 'G' : (r + c) % 2 == 0 ? '.' : ' ');
            }
            b.append('\n');
        }
        return b.toString().stripTrailing();
    }

    @Override
    public List<LoopyPosition> options(boolean left) {
        FoxAndGeese rules = FoxAndGeese.rules(width, range);
        List<LoopyPosition> out = new ArrayList<>();
        if (left) {
            for (int[] next : rules.geeseMoves(geese, fox)) {
                out.add(new FoxPosition(width, range, next, fox));
            }
        } else {
            for (int to : rules.foxMoves(geese, fox)) {
                out.add(new FoxPosition(width, range, geese, to));
            }
        }
        return out;
    }

    @Override
    public SidedValue value() {
        return FoxAndGeese.value(width, range, geese(), fox()).ofPosition(this);
    }

    @Override
    public String settled() {
        return FoxAndGeese.rules(width, range).escaped(geese, fox / 1024, fox % 1024)
                ? "the fox has got past the geese: as in CGSuite, this position is off (Right can always move)" : null;
    }

    /** "goose (4,2) steps to (3,1)", "the fox moves from (1,1) to (2,2)". */
    @Override
    public String describe(LoopyPosition to, boolean left) {
        FoxPosition t = (FoxPosition) to;
        if (!left) {
            return "the fox moves from " + square(fox) + " to " + square(t.fox);
        }
        int from = -1;
        int into = -1;
        for (int g : geese) {
            from = Arrays.binarySearch(t.geese, g) < 0 ? g : from;
        }
        for (int g : t.geese) {
            into = Arrays.binarySearch(geese, g) < 0 ? g : into;
        }
        return "goose " + square(from) + " steps to " + square(into);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof FoxPosition p && p.width == width && p.range == range && p.fox == fox
                && Arrays.equals(p.geese, geese);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(geese) * 31 + fox * 7 + width * 3 + range;
    }

    @Override
    public String toString() {
        return expression();
    }
}
