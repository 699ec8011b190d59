package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * CGSuite's GenClobber family: a player's piece ('x' Left, 'o' Right) moves in one of its
 * directions — one step, or up to maxDistance steps sliding over empty squares — onto a square it
 * may clobber, and leaves a square behind. Kings move like a chess king, Knights like a knight, Rooks
 * and Queens slide; Hot Clobber may clobber either colour; in Anti-Clobber a piece moves onto an
 * empty square and leaves a piece of the opponent's colour behind. Any other choice of CGSuite's
 * parameters is {@code game.grid.GenClobber(...)} (GenClobberSchema).
 */
final class GenClobber extends GridRuleset {
    static final int[][] ORTHOGONAL = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
    static final int[][] COMPASS = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}, {-1, -1}, {-1, 1}, {1, -1}, {1, 1}};
    static final int[][] KNIGHT = {{-2, -1}, {-2, 1}, {-1, -2}, {-1, 2}, {1, -2}, {1, 2}, {2, -1}, {2, 1}};

    /** maxDistance => inf. */
    static final int UNBOUNDED = Integer.MAX_VALUE;

    static final GenClobber KINGS = new GenClobber("kings", "Kings", COMPASS, 1, "o", "x", '.', '.');
    static final GenClobber KNIGHTS = new GenClobber("knights", "Knights", KNIGHT, 1, "o", "x", '.', '.');
    static final GenClobber ROOKS = new GenClobber("rooks", "Rooks", ORTHOGONAL, UNBOUNDED, "o", "x", '.', '.');
    static final GenClobber QUEENS = new GenClobber("queens", "Queens", COMPASS, UNBOUNDED, "o", "x", '.', '.');
    static final GenClobber HOT = new GenClobber("hotclobber", "HotClobber", ORTHOGONAL, 1, "xo", "xo", '.', '.');
    static final GenClobber ANTI = new GenClobber("anticlobber", "AntiClobber", ORTHOGONAL, 1, ".", ".", 'o', 'x');

    private final String name;
    private final String display;
    private final int[][] directions;
    /** CGSuite's maxDistance; at most 1 is one step (CGSuite then splits the board into its parts). */
    private final int maxDistance;
    /** What Left's and Right's pieces may move onto. */
    private final String leftClobbers;
    private final String rightClobbers;
    private final char leftBehind;
    private final char rightBehind;
    private final int[] dr;
    private final int[] dc;
    /** The steps and their reverses, made once: GridMasks caches step masks by these arrays' identity. */
    private final int[] regionDr;
    private final int[] regionDc;

    /** The qualified name as a call re-reads it, for a schema's instance; else "game.grid." + display. */
    private final String qualified;

    private GenClobber(String name, String display, int[][] directions, int maxDistance, String leftClobbers,
            String rightClobbers, char leftBehind, char rightBehind) {
        this(name, display, "game.grid." + display, directions, maxDistance, leftClobbers, rightClobbers, leftBehind,
                rightBehind);
    }

    /**
     * An instance of CGSuite's schema: {@code name} is the memo's name (one per choice of
     * parameters), {@code qualified} the call that builds it ({@code game.grid.GenClobber(maxDistance => 2)}).
     */
    GenClobber(String name, String display, String qualified, int[][] directions, int maxDistance, String leftClobbers,
            String rightClobbers, char leftBehind, char rightBehind) {
        this.qualified = qualified;
        this.name = name;
        this.display = display;
        this.directions = directions;
        this.maxDistance = maxDistance;
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
        this.regionDr = both(dr, dc, 0);
        this.regionDc = both(dr, dc, 1);
    }

    /** Pieces may move onto empty squares (Anti-Clobber): they matter, and no border can be dropped. */
    private boolean anti() {
        return leftClobbers.indexOf('.') >= 0 || rightClobbers.indexOf('.') >= 0;
    }

    private boolean slides() {
        return maxDistance > 1;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public String qualified() {
        return qualified;
    }

    /** How CGSuite prints the ruleset itself (every parameter), set by GenClobberSchema; else its name. */
    String printed;

    @Override
    public String toString() {
        return printed != null ? printed : qualified;
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
        return symmetriesOf(directions);
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
        return live(slides() ? List.of(g) : g.regions(c -> member((char) c), blank(), regionDr, regionDc));
    }

    @Override
    List<Grid> moves(Grid g, boolean left) {
        return moves(g, left ? 'x' : 'o', directions, maxDistance, left ? leftClobbers : rightClobbers,
                left ? leftBehind : rightBehind);
    }

    /** The steps and their reverses (row steps for {@code part} 0, column steps for 1): regions join both ways. */
    private static int[] both(int[] dr, int[] dc, int part) {
        java.util.LinkedHashSet<java.util.List<Integer>> steps = new java.util.LinkedHashSet<>();
        for (int k = 0; k < dr.length; k++) {       // each step once: symmetric sets (Kings) need no reverses
            steps.add(java.util.List.of(dr[k], dc[k]));
            steps.add(java.util.List.of(-dr[k], -dc[k]));
        }
        return steps.stream().mapToInt(st -> st.get(part)).toArray();
    }

    /** Whether no move leaves a piece behind: play never adds pieces. */
    boolean leavesNothing() {
        return leftBehind == '.' && rightBehind == '.';
    }

    /** Whether every move takes a piece off the board, or every move fills an empty square: play ends. */
    boolean surelyEnds() {
        boolean fewer = leftBehind == '.' && rightBehind == '.' && !anti();
        boolean fuller = leftBehind != '.' && rightBehind != '.' && leftClobbers.equals(".") && rightClobbers.equals(".");
        return fewer || fuller || directions.length == 0;
    }

    /**
     * The board symmetries that keep the set of directions (and so the rules): 8, 4 (mirrors), 2
     * (the columns' mirror) or 1, as Grid.normalForm takes them.
     */
    static int symmetriesOf(int[][] directions) {
        java.util.Set<String> set = new java.util.HashSet<>();
        for (int[] d : directions) {
            set.add(d[0] + "," + d[1]);
        }
        java.util.function.Predicate<java.util.function.UnaryOperator<int[]>> keeps = f -> {
            for (int[] d : directions) {
                int[] e = f.apply(d);
                if (!set.contains(e[0] + "," + e[1])) {
                    return false;
                }
            }
            return true;
        };
        boolean cols = keeps.test(d -> new int[] {d[0], -d[1]});
        boolean rows = keeps.test(d -> new int[] {-d[0], d[1]});
        boolean transpose = keeps.test(d -> new int[] {d[1], d[0]});
        return !cols ? 1 : !rows ? 2 : !transpose ? 4 : 8;
    }

    /**
     * Every move of a {@code mine} piece in one of {@code directions} (sliding over empty squares
     * if {@code slides}) onto a square listed in {@code onto}, leaving {@code behind}.
     */
    static List<Grid> moves(Grid g, char mine, int[][] directions, boolean slides, String onto, char behind) {
        return moves(g, mine, directions, slides ? UNBOUNDED : 1, onto, behind);
    }

    /**
     * As CGSuite's ClobberablePoints: in each direction the piece passes empty squares while fewer
     * than {@code maxDistance} steps are taken, and moves to the square it stops at if that is in {@code onto}.
     */
    static List<Grid> moves(Grid g, char mine, int[][] directions, int maxDistance, String onto, char behind) {
        List<Grid> out = new ArrayList<>();
        for (int r = 0; r < g.rows; r++) {
            for (int c = 0; c < g.cols; c++) {
                if (g.at(r, c) != mine) {
                    continue;
                }
                for (int[] d : directions) {
                    int r2 = r + d[0], c2 = c + d[1];
                    for (int n = 1; n < maxDistance && g.inside(r2, c2) && g.at(r2, c2) == '.'; n++) {
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
