package org.cgcheck.rules;

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

    /** A piece clobbers an orthogonally adjacent piece of the other colour. */
    @Override
    List<Grid> moves(Grid g, boolean left) {
        return left ? GenClobber.moves(g, 'x', GenClobber.ORTHOGONAL, false, "o", '.')
                : GenClobber.moves(g, 'o', GenClobber.ORTHOGONAL, false, "x", '.');
    }
}
