package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/** Clobber: a player moves a stone ('x' Left, 'o' Right) onto an orthogonally adjacent opposing stone. */
public final class Clobber extends GridRuleset {
    public static final Clobber RULES = new Clobber();

    private Clobber() {
    }

    @Override
    public String name() {
        return "clobber";
    }

    @Override
    public String qualified() {
        return "game.grid.Clobber";
    }

    @Override
    String display() {
        return "Clobber";
    }

    @Override
    public boolean impartial() {
        return false;
    }

    @Override
    String alphabet() {
        return ".xo";
    }


    @Override
    char blank() {
        return '.';
    }

    /** Stones only ever move onto stones: groups separated by empty cells never meet. */
    @Override
    boolean member(char c) {
        return c != '.';
    }

    @Override
    char randomCell(SplittableRandom rnd) {
        return rnd.nextBoolean() ? 'x' : 'o';
    }

    @Override
    double maxBlankRate() {
        return 0.4;
    }

    /** A full 3x6 board takes half a minute: random boards stay at 12 cells or fewer. */
    @Override
    public int exploreLimit() {
        return 12;
    }

    @Override
    int symmetries() {
        return 8;
    }

    @Override
    boolean dead(Grid region) {
        boolean x = false, o = false;
        for (char c : region.cells) {
            x |= c == 'x';
            o |= c == 'o';
        }
        return !(x && o);
    }

    @Override
    List<Grid> moves(Grid g, boolean left) {
        char mine = left ? 'x' : 'o', theirs = left ? 'o' : 'x';
        List<Grid> out = new ArrayList<>();
        int[][] dirs = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
        for (int r = 0; r < g.rows; r++) {
            for (int c = 0; c < g.cols; c++) {
                if (g.at(r, c) != mine) {
                    continue;
                }
                for (int[] d : dirs) {
                    int r2 = r + d[0], c2 = c + d[1];
                    if (g.inside(r2, c2) && g.at(r2, c2) == theirs) {
                        out.add(g.with(r * g.cols + c, '.', r2 * g.cols + c2, mine));
                    }
                }
            }
        }
        return out;
    }
}
