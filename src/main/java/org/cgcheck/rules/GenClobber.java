package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * CGSuite's GenClobber family: a player's piece ('x' Left, 'o' Right) moves in one of its
 * directions — one step, or (Rooks, Queens) sliding over empty squares — onto a square it may
 * clobber, and leaves a square behind. Kings move like a chess king, Knights like a knight, Rooks
 * and Queens slide; Hot Clobber may clobber either colour; in Anti-Clobber a piece moves onto an
 * empty square and leaves a piece of the opponent's colour behind.
 */
final class GenClobber extends GridRuleset {
    static final int[][] ORTHOGONAL = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
    static final int[][] COMPASS = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}, {-1, -1}, {-1, 1}, {1, -1}, {1, 1}};
    static final int[][] KNIGHT = {{-2, -1}, {-2, 1}, {-1, -2}, {-1, 2}, {1, -2}, {1, 2}, {2, -1}, {2, 1}};

    static final GenClobber KINGS = new GenClobber("kings", "Kings", COMPASS, false, "o", "x", '.', '.');
    static final GenClobber KNIGHTS = new GenClobber("knights", "Knights", KNIGHT, false, "o", "x", '.', '.');
    static final GenClobber ROOKS = new GenClobber("rooks", "Rooks", ORTHOGONAL, true, "o", "x", '.', '.');
    static final GenClobber QUEENS = new GenClobber("queens", "Queens", COMPASS, true, "o", "x", '.', '.');
    static final GenClobber HOT = new GenClobber("hotclobber", "HotClobber", ORTHOGONAL, false, "xo", "xo", '.', '.');
    static final GenClobber ANTI = new GenClobber("anticlobber", "AntiClobber", ORTHOGONAL, false, ".", ".", 'o', 'x');

    private final String name;
    private final String display;
    private final int[][] directions;
    private final boolean slides;
    /** What Left's and Right's pieces may move onto. */
    private final String leftClobbers;
    private final String rightClobbers;
    private final char leftBehind;
    private final char rightBehind;
    private final int[] dr;
    private final int[] dc;

    private GenClobber(String name, String display, int[][] directions, boolean slides, String leftClobbers,
            String rightClobbers, char leftBehind, char rightBehind) {
        this.name = name;
        this.display = display;
        this.directions = directions;
        this.slides = slides;
        this.leftClobbers = leftClobbers;
        this.rightClobbers = rightClobbers;
        this.leftBehind = leftBehind;
        this.rightBehind = rightBehind;
        this.dr = new int[directions.length];
        this.dc = new int[directions.length];
        for (int k = 0; k < directions.length; k++) {
            dr[k] = directions[k][0];
            dc[k] = directions[k][1];
        }
    }

    /** Anti-Clobber moves onto empty squares: they matter, and '#' blocks. */
    private boolean anti() {
        return leftClobbers.equals(".");
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public String qualified() {
        return "game.grid." + display;
    }

    @Override
    String display() {
        return display;
    }

    @Override
    public boolean impartial() {
        return false;
    }

    /** CGSuite reads ".xo" for every member of the family (Anti-Clobber too: its '#' is never accepted). */
    @Override
    String alphabet() {
        return ".xo";
    }

    @Override
    char blank() {
        return '.';
    }

    /** Anti-Clobber: no border row of empty squares can be dropped. */
    @Override
    char border() {
        return anti() ? '#' : '.';
    }

    @Override
    boolean member(char c) {
        return anti() || c != '.';
    }

    @Override
    char randomCell(SplittableRandom rnd) {
        if (anti()) {
            double u = rnd.nextDouble();
            return u < 0.4 ? '.' : u < 0.7 ? 'x' : 'o';
        }
        return rnd.nextBoolean() ? 'x' : 'o';
    }

    @Override
    double maxBlankRate() {
        return anti() ? 0 : 0.4;
    }

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
        return moves(region, true).isEmpty() && moves(region, false).isEmpty();
    }

    /**
     * Independent parts: pieces that move one step only ever reach a square of a piece (or, in
     * Anti-Clobber, a square that is not blocked), so groups joined by the moves' steps are
     * apart; sliding pieces cross empty squares, so the board stays whole.
     */
    @Override
    List<Grid> liveRegions(Grid g) {
        return live(slides ? List.of(g) : g.regions(c -> member((char) c), blank(), dr, dc));
    }

    @Override
    List<Grid> moves(Grid g, boolean left) {
        return moves(g, left ? 'x' : 'o', directions, slides, left ? leftClobbers : rightClobbers,
                left ? leftBehind : rightBehind);
    }

    /**
     * Every move of a {@code mine} piece in one of {@code directions} (sliding over empty squares
     * if {@code slides}) onto a square listed in {@code onto}, leaving {@code behind}.
     */
    static List<Grid> moves(Grid g, char mine, int[][] directions, boolean slides, String onto, char behind) {
        List<Grid> out = new ArrayList<>();
        for (int r = 0; r < g.rows; r++) {
            for (int c = 0; c < g.cols; c++) {
                if (g.at(r, c) != mine) {
                    continue;
                }
                for (int[] d : directions) {
                    int r2 = r + d[0], c2 = c + d[1];
                    while (slides && g.inside(r2, c2) && g.at(r2, c2) == '.') {
                        r2 += d[0];
                        c2 += d[1];
                    }
                    if (g.inside(r2, c2) && onto.indexOf(g.at(r2, c2)) >= 0) {
                        out.add(g.with(r * g.cols + c, behind, r2 * g.cols + c2, mine));
                    }
                }
            }
        }
        return out;
    }
}
