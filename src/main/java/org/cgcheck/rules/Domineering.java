package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/** Domineering: Left places vertical dominoes, Right horizontal ones, on empty cells ('.'); '#' is blocked. */
public final class Domineering extends GridRuleset {
    public static final Domineering RULES = new Domineering(false);
    private final boolean cram;

    Domineering(boolean cram) {
        this.cram = cram;
    }

    @Override
    public String name() {
        return cram ? "cram" : "domineering";
    }

    @Override
    public String qualified() {
        return cram ? "game.grid.Cram" : "game.grid.Domineering";
    }

    @Override
    String display() {
        return cram ? "Cram" : "Domineering";
    }

    @Override
    public boolean impartial() {
        return cram;
    }

    @Override
    String alphabet() {
        return ".#";
    }


    @Override
    char blank() {
        return '#';
    }

    @Override
    boolean member(char c) {
        return c == '.';
    }

    @Override
    char randomCell(SplittableRandom rnd) {
        return '.';
    }

    /** Up to half the cells blocked: crowded boards are quick, nearly empty ones are the hard cases. */
    @Override
    double maxBlankRate() {
        return 0.5;
    }

    /** Beyond 20 cells a nearly empty board takes seconds (empty 5x5: about 4 s cold). */
    @Override
    public int exploreLimit() {
        return 20;
    }

    @Override
    int symmetries() {
        return cram ? 8 : 4;     // a transpose swaps Domineering's players
    }

    @Override
    boolean dead(Grid region) {
        return region.rows * region.cols == 1;
    }

    @Override
    List<Grid> moves(Grid g, boolean left) {
        List<Grid> out = new ArrayList<>();
        if (left || cram) {
            place(g, 1, 0, out);
        }
        if (!left || cram) {
            place(g, 0, 1, out);
        }
        return out;
    }

    private static void place(Grid g, int dr, int dc, List<Grid> out) {
        for (int r = 0; r + dr < g.rows; r++) {
            for (int c = 0; c + dc < g.cols; c++) {
                if (g.at(r, c) == '.' && g.at(r + dr, c + dc) == '.') {
                    out.add(g.with(r * g.cols + c, '#', (r + dr) * g.cols + c + dc, '#'));
                }
            }
        }
    }
}
