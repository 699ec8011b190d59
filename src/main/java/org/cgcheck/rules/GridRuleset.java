package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * What Domineering, Cram and Clobber share: boards of characters, split into regions that can
 * never interact, normalised under the board symmetries that preserve the rules.
 */
abstract class GridRuleset implements Ruleset {
    /** Largest board solved: beyond it the search space is out of reach (refused, not attempted). */
    static final int MAX_CELLS = 64;

    @Override
    public boolean squares() {
        return true;
    }

    /** Characters allowed on the board. */
    abstract String alphabet();

    /** The character a region's bounding box is padded with, and that a blank border row holds. */
    abstract char blank();

    /** True for the cells that make up regions. */
    abstract boolean member(char c);

    /** Symmetries preserving the rules: 4 (mirrors) or 8 (with transposes). */
    abstract int symmetries();

    /** True if a region can have no move for either player (its value is 0). */
    abstract boolean dead(Grid region);

    abstract List<Grid> moves(Grid g, boolean left);

    /** A non-blank cell drawn at random (Clobber: either colour). */
    abstract char randomCell(SplittableRandom rnd);

    /** The most a random board's blank rate is drawn up to (each board draws its own rate). */
    abstract double maxBlankRate();


    @Override
    public String boundSyntax() {
        return "RxC";
    }

    @Override
    public Position parse(String text) {
        Grid g = Grid.parse(text, alphabet(), display());
        if (g.cells.length > MAX_CELLS) {
            throw new BadPosition("a " + g.rows + "x" + g.cols + " " + display() + " board is too large to solve (at most "
                    + MAX_CELLS + " cells)", -1);
        }
        return new GridPosition(this, g);
    }

    abstract String display();

    /**
     * The cell a border row or column full of which says the same as the smaller board (such boards
     * are left out of domains and random draws); a character outside the alphabet when no such
     * row can be dropped (Anti-Clobber: pieces move onto empty squares).
     */
    char border() {
        return blank();
    }

    @Override
    public List<Position> within(Bound b) {
        List<Position> out = new ArrayList<>();
        String vals = alphabet();
        for (int[] shape : shapes(b)) {
            int rows = shape[0], cols = shape[1], n = rows * cols;
            long total = (long) Math.pow(vals.length(), n);
            char[] cells = new char[n];
            for (long code = 0; code < total; code++) {
                Alphabet.spell(vals, code, cells);
                Grid g = new Grid(rows, cols, cells.clone());
                // A blank border row says the same as a smaller board, listed earlier; so does a
                // symmetric image, listed once in its least spelling. Transposes (Cram, Clobber)
                // count wherever the turned shape is listed too: 2x3 and 3x2 within 3x3.
                if (n > 1 && g.hasBlankBorder(border())) {
                    continue;
                }
                String text = g.text();
                boolean turns = cols <= b.rows() && rows <= b.cols();
                if (!text.equals(g.normalForm(turns ? symmetries() : 4))) {
                    continue;
                }
                out.add(new GridPosition(this, g));
            }
        }
        return out;
    }

    /** Board shapes within the bound, by area, then rows. Both orientations are listed separately. */
    static List<int[]> shapes(Bound b) {
        List<int[]> out = new ArrayList<>();
        for (int r = 1; r <= b.rows(); r++) {
            for (int c = 1; c <= b.cols(); c++) {
                out.add(new int[] {r, c});
            }
        }
        out.sort((x, y) -> x[0] * x[1] != y[0] * y[1] ? Integer.compare(x[0] * x[1], y[0] * y[1])
                : Integer.compare(x[0], y[0]));
        return out;
    }

    @Override
    public double countWithin(Bound b) {
        double total = 0;
        for (int[] s : shapes(b)) {
            total += Math.pow(alphabet().length(), s[0] * s[1]);
        }
        return total;
    }

    /** Shapes {@code step} rows and columns beyond the bound in all (each shape is r x c, at least 1 x 1). */
    @Override
    public List<Bound> beyond(Bound b, int step) {
        return ring(b, step);
    }

    static List<Bound> ring(Bound b, int step) {
        List<Bound> out = new ArrayList<>();
        for (int r = 1; r <= b.rows() + step; r++) {
            for (int c = 1; c <= b.cols() + step; c++) {
                if (Math.max(0, r - b.rows()) + Math.max(0, c - b.cols()) == step) {
                    out.add(new Bound(r, c));
                }
            }
        }
        return out;
    }

    /**
     * Each board draws its own blank rate in [0, max), so nearly empty and crowded boards both
     * occur; boards with a blank border row or column (a smaller board in disguise) or that no
     * move can ever change are drawn again (up to 20 times).
     */
    @Override
    public Position random(Bound shape, SplittableRandom rnd) {
        int n = shape.rows() * shape.cols();
        Grid g = null;
        for (int tries = 0; tries < 20; tries++) {
            double blankRate = rnd.nextDouble() * maxBlankRate();
            char[] cells = new char[n];
            for (int i = 0; i < n; i++) {
                cells[i] = rnd.nextDouble() < blankRate ? blank() : randomCell(rnd);
            }
            g = new Grid(shape.rows(), shape.cols(), cells);
            if (n == 1 || !g.hasBlankBorder(border()) && !dead(g)) {
                break;
            }
        }
        return new GridPosition(this, g);
    }

    /** The board without its first or last row or column, or with one more cell blank. */
    @Override
    public List<Position> smaller(Position p) {
        Grid g = ((GridPosition) p).grid;
        List<Position> out = new ArrayList<>();
        if (g.rows > 1) {
            out.add(new GridPosition(this, g.crop(1, 0, g.rows - 1, g.cols)));
            out.add(new GridPosition(this, g.crop(0, 0, g.rows - 1, g.cols)));
        }
        if (g.cols > 1) {
            out.add(new GridPosition(this, g.crop(0, 1, g.rows, g.cols - 1)));
            out.add(new GridPosition(this, g.crop(0, 0, g.rows, g.cols - 1)));
        }
        for (int i = 0; i < g.cells.length; i++) {
            if (g.cells[i] != blank()) {
                char[] copy = g.cells.clone();
                copy[i] = blank();
                out.add(new GridPosition(this, new Grid(g.rows, g.cols, copy)));
            }
        }
        return out;
    }

    private volatile byte[] codes;

    /** The board's memo key as one number ({@link PackedGrid}), or {@link PackedGrid#NONE}. */
    final long packedKey(Grid g) {
        byte[] c = codes;
        if (c == null) {
            codes = c = PackedGrid.codes(alphabet());
        }
        return PackedGrid.key(g, c, alphabet().length(), symmetries());
    }

    /** Regions of a board, without the dead ones. */
    List<Grid> liveRegions(Grid g) {
        return live(g.regions(c -> member((char) c), blank()));
    }

    /** The regions that are not dead. */
    final List<Grid> live(List<Grid> regions) {
        List<Grid> out = new ArrayList<>();
        for (Grid r : regions) {
            if (!dead(r)) {
                out.add(r);
            }
        }
        return out;
    }
}
