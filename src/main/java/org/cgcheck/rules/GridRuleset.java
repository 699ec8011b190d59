package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * What Domineering, Cram and Clobber share: boards of characters, split into regions that can
 * never interact, normalised under the board symmetries that preserve the rules.
 */
abstract class GridRuleset implements Ruleset {
    /** Largest board solved: beyond it the search space is out of reach (refused, not attempted). */
    static final int MAX_CELLS = 64;

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

    @Override
    public List<Position> within(Bound b) {
        List<Position> out = new ArrayList<>();
        String vals = alphabet();
        for (int[] shape : shapes(b)) {
            int rows = shape[0], cols = shape[1], n = rows * cols;
            long total = (long) Math.pow(vals.length(), n);
            char[] cells = new char[n];
            for (long code = 0; code < total; code++) {
                long x = code;
                for (int i = n - 1; i >= 0; i--) {
                    cells[i] = vals.charAt((int) (x % vals.length()));
                    x /= vals.length();
                }
                Grid g = new Grid(rows, cols, cells.clone());
                // A blank border row says the same as a smaller board, listed earlier; so does a
                // symmetric image, listed once in its least spelling.
                if (n > 1 && g.hasBlankBorder(blank())) {
                    continue;
                }
                String text = g.text();
                if (!text.equals(g.normalForm(g.rows == g.cols ? symmetries() : 4))) {
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

    /** Regions of a board, without the dead ones. */
    List<Grid> liveRegions(Grid g) {
        List<Grid> out = new ArrayList<>();
        for (Grid r : g.regions(c -> member((char) c), blank())) {
            if (!dead(r)) {
                out.add(r);
            }
        }
        return out;
    }
}
