package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Amazons: a player's amazon ('x' Left, 'o' Right) moves like a chess queen over empty squares,
 * then shoots an arrow, again like a queen, from where it landed (over empty squares or the one it
 * left); the arrow's square is burnt ('#') for good. Regions of unburnt squares joined by the eight
 * queen steps never interact; a region without amazons is dead.
 */
final class Amazons extends GridRuleset {
    static final Amazons RULES = new Amazons();
    private static final int[] DR = {-1, -1, -1, 0, 0, 1, 1, 1};
    private static final int[] DC = {-1, 0, 1, -1, 1, -1, 0, 1};

    private Amazons() {
    }

    @Override
    public String name() {
        return "amazons";
    }

    @Override
    public String qualified() {
        return "game.grid.Amazons";
    }

    @Override
    String display() {
        return "Amazons";
    }

    @Override
    public boolean impartial() {
        return false;
    }

    @Override
    String alphabet() {
        return ".xo#";
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
        double u = rnd.nextDouble();
        return u < 0.7 ? '.' : u < 0.85 ? 'x' : 'o';
    }

    @Override
    double maxBlankRate() {
        return 0.5;
    }

    @Override
    public int exploreLimit() {
        return 10;
    }

    @Override
    int symmetries() {
        return 8;
    }

    /**
     * Dead when no amazon has an empty square beside it: an amazon that has one can always move
     * there and shoot back where it came from, and one that has none cannot move at all.
     */
    @Override
    boolean dead(Grid region) {
        for (int i = 0; i < region.cells.length; i++) {
            char c = region.cells[i];
            if (c != 'x' && c != 'o') {
                continue;
            }
            int r = i / region.cols, col = i % region.cols;
            for (int d = 0; d < 8; d++) {
                if (region.inside(r + DR[d], col + DC[d]) && region.at(r + DR[d], col + DC[d]) == '.') {
                    return false;
                }
            }
        }
        return true;
    }

    @Override
    List<Grid> liveRegions(Grid g) {
        return live(g.regions(c -> c != '#', '#', DR, DC));
    }

    @Override
    List<Grid> moves(Grid g, boolean left) {
        char us = left ? 'x' : 'o';
        List<Grid> out = new ArrayList<>();
        for (int from = 0; from < g.cells.length; from++) {
            if (g.cells[from] != us) {
                continue;
            }
            int r0 = from / g.cols, c0 = from % g.cols;
            for (int d = 0; d < 8; d++) {
                for (int k = 1; ; k++) {
                    int r1 = r0 + DR[d] * k, c1 = c0 + DC[d] * k;
                    if (!g.inside(r1, c1) || g.at(r1, c1) != '.') {
                        break;
                    }
                    int to = r1 * g.cols + c1;
                    for (int a = 0; a < 8; a++) {
                        for (int l = 1; ; l++) {
                            int r2 = r1 + DR[a] * l, c2 = c1 + DC[a] * l;
                            if (!g.inside(r2, c2)) {
                                break;
                            }
                            int fire = r2 * g.cols + c2;
                            if (g.cells[fire] != '.' && fire != from) {
                                break;
                            }
                            char[] cells = g.cells.clone();
                            cells[from] = '.';
                            cells[to] = us;
                            cells[fire] = '#';
                            out.add(new Grid(g.rows, g.cols, cells));
                        }
                    }
                }
            }
        }
        return out;
    }
}
