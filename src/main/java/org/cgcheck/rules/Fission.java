package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Fission: a stone ('x') splits in two, the halves going to the squares on either side of it —
 * above and below for Left, left and right for Right — which must both be empty ('.') and on the
 * board ('#' is blocked). Regions of unblocked squares never interact.
 */
final class Fission extends GridRuleset {
    static final Fission RULES = new Fission();

    private Fission() {
    }

    @Override
    public String name() {
        return "fission";
    }

    @Override
    public String qualified() {
        return "game.grid.Fission";
    }

    @Override
    String display() {
        return "Fission";
    }

    @Override
    public boolean impartial() {
        return false;
    }

    @Override
    String alphabet() {
        return ".x#";
    }

    @Override
    char blank() {
        return '#';
    }

    @Override
    boolean member(char c) {
        return c != '#';
    }

    @Override
    char randomCell(SplittableRandom rnd) {
        return rnd.nextDouble() < 0.7 ? '.' : 'x';
    }

    @Override
    double maxBlankRate() {
        return 0.4;
    }

    @Override
    public int exploreLimit() {
        return 16;
    }

    /** Mirrors only: a transpose swaps Left's vertical splits for Right's horizontal ones. */
    @Override
    int symmetries() {
        return 4;
    }

    @Override
    boolean dead(Grid region) {
        return moves(region, true).isEmpty() && moves(region, false).isEmpty();
    }

    @Override
    List<Grid> moves(Grid g, boolean left) {
        int dr = left ? 1 : 0, dc = left ? 0 : 1;
        List<Grid> out = new ArrayList<>();
        for (int r = 0; r < g.rows; r++) {
            for (int c = 0; c < g.cols; c++) {
                if (g.at(r, c) == 'x' && g.inside(r - dr, c - dc) && g.inside(r + dr, c + dc)
                        && g.at(r - dr, c - dc) == '.' && g.at(r + dr, c + dc) == '.') {
                    char[] cells = g.cells.clone();
                    cells[r * g.cols + c] = '.';
                    cells[(r - dr) * g.cols + c - dc] = 'x';
                    cells[(r + dr) * g.cols + c + dc] = 'x';
                    out.add(new Grid(g.rows, g.cols, cells));
                }
            }
        }
        return out;
    }
}
