package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * Cutcake on {@code (rows, cols)} cakes: Left cuts vertically (between columns), Right
 * horizontally (between rows). A position is a list of cakes, each a component.
 */
public final class Cutcake implements Ruleset {
    public static final Cutcake RULES = new Cutcake();
    static final int MAX_SIDE = 64;

    private Cutcake() {
    }

    @Override
    public String name() {
        return "cutcake";
    }

    @Override
    public String qualified() {
        return "game.heap.Cutcake";
    }

    @Override
    public boolean impartial() {
        return false;
    }

    @Override
    public String boundSyntax() {
        return "RxC";
    }

    /** Text {@code "m,n"}. */
    @Override
    public Position parse(String text) {
        String[] mn = text.split(",", -1);
        if (mn.length != 2) {
            throw new BadPosition("a cake is (rows, columns), got (" + org.cgcheck.game.Excerpt.around(text, 0) + ")", -1);
        }
        try {
            return cake(Long.parseLong(mn[0].trim()), Long.parseLong(mn[1].trim()));
        } catch (NumberFormatException e) {
            throw new BadPosition("a cake is (rows, columns) of positive integers, got ("
                    + org.cgcheck.game.Excerpt.around(text, 0) + ")", -1);
        }
    }

    public Position cake(long rows, long cols) {
        if (rows < 1 || cols < 1 || rows > MAX_SIDE || cols > MAX_SIDE) {
            throw new BadPosition("a cake's sides must be 1.." + MAX_SIDE + ", got (" + rows + "," + cols + ")", -1);
        }
        return new Cakes(List.of(new int[] {(int) rows, (int) cols}));
    }

    @Override
    public String expression(Position p) {
        List<String> parts = new ArrayList<>();
        for (int[] c : ((Cakes) p).cakes) {
            parts.add(qualified() + "((" + c[0] + "," + c[1] + "))");
        }
        return String.join(" + ", parts);
    }

    @Override
    public List<Position> within(Bound b) {
        List<Position> out = new ArrayList<>();
        for (int[] s : GridRuleset.shapes(b)) {
            out.add(cake(s[0], s[1]));
        }
        return out;
    }

    @Override
    public double countWithin(Bound b) {
        return (double) b.rows() * Math.max(1, b.cols());
    }

    /** One cake per shape: the shape is the position. */
    @Override
    public Position random(Bound shape, java.util.SplittableRandom rnd) {
        return cake(shape.rows(), shape.cols());
    }

    @Override
    public List<Bound> beyond(Bound b, int step) {
        return GridRuleset.ring(b, step);
    }

    /** A cake's positions are its sub-cakes' sums: even 20 x 20 solves at once. */
    @Override
    public int exploreLimit() {
        return 400;
    }

    /** The cake one row or one column shorter. */
    @Override
    public List<Position> smaller(Position p) {
        List<Position> out = new ArrayList<>();
        int[] c = ((Cakes) p).cakes.get(0);
        if (((Cakes) p).cakes.size() == 1) {
            if (c[0] > 1) {
                out.add(cake(c[0] - 1, c[1]));
            }
            if (c[1] > 1) {
                out.add(cake(c[0], c[1] - 1));
            }
        }
        return out;
    }

    /**
     * The cut that leads from one position to another: the cake cut (rows × cols), vertically
     * (Left, between columns) or not, after {@code at} columns (or rows); the two pieces are
     * {@code first} and {@code second} of the later position. Null if it is not one cut.
     */
    public record Cut(int rows, int cols, boolean vertical, int at, int first, int second) { }

    /** The cakes of a position, (rows, cols) each, in order; empty for a position of another ruleset. */
    public static List<int[]> pieces(Position p) {
        List<int[]> out = new ArrayList<>();
        if (p instanceof Cakes c) {
            c.cakes.forEach(x -> out.add(x.clone()));
        }
        return out;
    }

    public static Cut cut(Position from, Position to) {
        if (!(from instanceof Cakes a) || !(to instanceof Cakes b)) {
            return null;
        }
        List<int[]> gone = new ArrayList<>(a.cakes);
        List<Integer> fresh = new ArrayList<>();
        for (int i = 0; i < b.cakes.size(); i++) {      // kept cakes first: a move appends its two pieces
            int[] c = b.cakes.get(i);
            int k = -1;
            for (int j = 0; j < gone.size() && k < 0; j++) {
                k = gone.get(j)[0] == c[0] && gone.get(j)[1] == c[1] ? j : -1;
            }
            if (k >= 0) {
                gone.remove(k);
            } else {
                fresh.add(i);
            }
        }
        if (gone.size() != 1 || fresh.size() != 2) {
            return null;
        }
        int[] g = gone.get(0);
        int[] x = b.cakes.get(fresh.get(0));
        int[] y = b.cakes.get(fresh.get(1));
        if (x[0] == g[0] && y[0] == g[0] && x[1] + y[1] == g[1]) {
            return new Cut(g[0], g[1], true, x[1], fresh.get(0), fresh.get(1));
        }
        if (x[1] == g[1] && y[1] == g[1] && x[0] + y[0] == g[0]) {
            return new Cut(g[0], g[1], false, x[0], fresh.get(0), fresh.get(1));
        }
        return null;
    }

    static final class Cakes extends BasePosition {
        final List<int[]> cakes;

        Cakes(List<int[]> cakes) {
            super(RULES);
            this.cakes = cakes;
        }

        @Override
        Object identity() {
            return text();
        }

        @Override
        public String text() {
            List<String> parts = new ArrayList<>();
            for (int[] c : cakes) {
                parts.add(c[0] + "," + c[1]);
            }
            return String.join("+", parts);
        }

        @Override
        public List<Position> options(boolean left) {
            List<Position> out = new ArrayList<>();
            for (int i = 0; i < cakes.size(); i++) {
                int[] c = cakes.get(i);
                int side = left ? c[1] : c[0];
                for (int a = 1; a < side; a++) {
                    List<int[]> next = new ArrayList<>(cakes);
                    next.remove(i);
                    next.add(left ? new int[] {c[0], a} : new int[] {a, c[1]});
                    next.add(left ? new int[] {c[0], side - a} : new int[] {side - a, c[1]});
                    out.add(new Cakes(next));
                }
            }
            return out;
        }

        @Override
        public int size() {
            int n = 0;
            for (int[] c : cakes) {
                n += c[0] * c[1];
            }
            return n;
        }

        @Override
        public List<Position> components() {
            if (cakes.size() == 1) {
                return List.of(this);
            }
            List<Position> out = new ArrayList<>();
            for (int[] c : cakes) {
                out.add(new Cakes(List.of(c)));
            }
            return out;
        }

        @Override
        public String picture() {
            StringBuilder sb = new StringBuilder();
            for (int[] c : cakes) {
                for (int r = 0; r < c[0]; r++) {
                    sb.append(sb.length() == 0 ? "" : "\n").append("#".repeat(c[1]));
                }
                sb.append('\n');
            }
            return sb.toString().strip();
        }
    }
}
