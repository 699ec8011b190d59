package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.cgcheck.game.Game;

/**
 * CGSuite's heap and coordinate rulesets ({@code game.heap.Subtraction}, {@code Wythoff},
 * {@code MaundyCake}, ...): a position is a sum of pieces, each a heap {@code n} or a coordinate
 * pair {@code (a, b)}; a move replaces one piece by the pieces of one of its options. Pieces are
 * independent: an impartial game's value is the nimber of the xor of the pieces' Grundy values
 * (tabulated once per piece), a partizan one's the sum of the pieces' canonical forms (memoised by
 * the {@link Solver}, keyed by this ruleset's {@link #name}, which names its parameters).
 */
public abstract class PieceGame implements Ruleset, org.cgcheck.fn.Typed {
    /** Largest heap or coordinate: tables beyond it cost too much. */
    public static final int MAX_PIECE = 5_000;

    private final String name;
    private final String qualified;
    private final int arity;
    private final Map<Long, Integer> grundy = new ConcurrentHashMap<>();

    /**
     * @param name      unique among rulesets (the memo's key): the CGSuite expression of the ruleset
     * @param qualified what a position's expression starts with, e.g. {@code game.heap.Subtraction([1,2])}
     * @param arity     1 for heaps, 2 for coordinate pairs
     */
    PieceGame(String name, String qualified, int arity) {
        this.name = name;
        this.qualified = qualified;
        this.arity = arity;
    }

    @Override
    public String typeName() {
        return "a ruleset";
    }

    /** CGSuite's print of a named ruleset constant ({@code GenWythoff(k -> k + 1)}), set once by {@link RulesetConstants}. */
    private volatile String printed;

    /** As CGSuite prints a ruleset; by default its expression. */
    @Override
    public String toString() {
        return printed != null ? printed : qualified;
    }

    final PieceGame printedAs(String cgsuite) {
        printed = cgsuite;
        return this;
    }

    /** The options of one piece for the player named, each as the pieces it leaves (none: 0). */
    abstract List<int[][]> moves(int[] piece, boolean left);

    /** Refuses a bad piece (a negative heap, a zero-sided cake) with a {@link BadPosition}. */
    void check(int[] piece) {
        for (int x : piece) {
            if (x < 0 || x > MAX_PIECE) {
                throw new BadPosition((arity == 1 ? "a heap size" : "a coordinate") + " must be 0.." + MAX_PIECE
                        + ", got " + x, -1);
            }
        }
    }

    /** The move from {@code piece} to {@code leaves} in words (default: pieces before and after). */
    String tell(int[] piece, int[][] leaves, boolean left) {
        List<String> parts = new ArrayList<>();
        for (int[] l : leaves) {
            parts.add(show(l));
        }
        return show(piece) + " → " + (parts.isEmpty() ? "0" : String.join(" + ", parts));
    }

    final String show(int[] piece) {
        return arity == 1 ? String.valueOf(piece[0]) : "(" + piece[0] + "," + piece[1] + ")";
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public String qualified() {
        return qualified;
    }

    public int arity() {
        return arity;
    }

    /** The position of one piece. */
    public Position of(int... piece) {
        if (piece.length != arity) {
            throw new BadPosition("a position of " + qualified + " is " + (arity == 1 ? "a heap size n" : "a pair (a, b)"), -1);
        }
        check(piece);
        return new Pieces(this, List.of(piece.clone()));
    }

    @Override
    public Position parse(String text) {
        String[] xs = text.replace("(", "").replace(")", "").split(",", -1);
        int[] p = new int[xs.length];
        try {
            for (int i = 0; i < xs.length; i++) {
                p[i] = Integer.parseInt(xs[i].trim());
            }
        } catch (NumberFormatException e) {
            throw new BadPosition("a position of " + qualified + " is " + (arity == 1 ? "a heap size" : "(a, b)")
                    + ", got " + text, -1);
        }
        return of(p);
    }

    @Override
    public String expression(Position p) {
        List<String> parts = new ArrayList<>();
        for (int[] x : ((Pieces) p).pieces) {
            parts.add(qualified + (arity == 1 ? "(" + x[0] + ")" : "((" + x[0] + "," + x[1] + "))"));
        }
        return parts.isEmpty() ? "0" : String.join(" + ", parts);
    }

    /** Grundy value of one piece of an impartial game (heaps: tabulated upwards, no deep recursion). */
    public int grundy(int[] piece) {
        if (arity == 1) {
            for (int m = 0; m < piece[0]; m += 64) {
                grundyOf(new int[] {m});
            }
        }
        return grundyOf(piece);
    }

    private int grundyOf(int[] piece) {
        long key = arity == 1 ? piece[0] : ((long) piece[0] << 32) | (piece[1] & 0xffffffffL);
        Integer g = grundy.get(key);
        if (g != null) {
            return g;
        }
        org.cgcheck.game.EvaluationStopped.check();
        java.util.BitSet seen = new java.util.BitSet();
        if (singleOptions(piece, seen)) {
            int v = seen.nextClearBit(0);
            grundy.put(key, v);
            return v;
        }
        for (int[][] m : moves(piece, true)) {
            int x = 0;
            for (int[] q : m) {
                x ^= grundyOf(q);
            }
            seen.set(x);
        }
        int v = seen.nextClearBit(0);
        grundy.put(key, v);
        return v;
    }

    /**
     * For games whose every option is one piece (Wythoff): marks the options' Grundy values in
     * {@code seen} without building the option lists, and returns true; false (default) if not.
     */
    boolean singleOptions(int[] piece, java.util.BitSet seen) {
        return false;
    }

    /** The Grundy value of a single piece, for {@link #singleOptions}. */
    final int grundyAt(int a, int b) {
        return grundyOf(new int[] {a, b});
    }

    @Override
    public String boundSyntax() {
        return arity == 1 || impartial() ? "N" : "RxC";
    }

    /** Heaps 0..N; pairs (a, b) with both at most N (cakes: 1..R by 1..C), smallest sum first. */
    @Override
    public List<Position> within(Bound b) {
        List<Position> out = new ArrayList<>();
        if (arity == 1) {
            for (int n = 0; n <= Math.min(b.rows(), MAX_PIECE); n++) {
                out.add(of(n));
            }
            return out;
        }
        int lo = boundSyntax().equals("RxC") ? 1 : 0;
        int rows = b.rows(), cols = boundSyntax().equals("RxC") ? b.cols() : b.rows();
        for (int s = 2 * lo; s <= rows + cols; s++) {
            for (int a = lo; a <= rows; a++) {
                if (s - a >= lo && s - a <= cols) {
                    out.add(of(a, s - a));
                }
            }
        }
        return out;
    }

    @Override
    public double countWithin(Bound b) {
        return arity == 1 ? b.rows() + 1.0 : (b.rows() + 1.0) * ((boundSyntax().equals("RxC") ? b.cols() : b.rows()) + 1.0);
    }

    @Override
    public Position random(Bound shape, java.util.SplittableRandom rnd) {
        if (arity == 1) {
            return of(shape.rows());
        }
        return boundSyntax().equals("RxC") ? of(shape.rows(), shape.cols())
                : of(rnd.nextInt(shape.rows() + 1), shape.rows());
    }

    @Override
    public List<Bound> beyond(Bound b, int step) {
        if (boundSyntax().equals("RxC")) {
            return GridRuleset.ring(b, step);
        }
        return List.of(new Bound(b.rows() + step, 0));
    }

    @Override
    public int exploreLimit() {
        return arity == 1 ? 2000 : 400;
    }

    @Override
    public List<Position> smaller(Position p) {
        List<Position> out = new ArrayList<>();
        List<int[]> ps = ((Pieces) p).pieces;
        if (ps.size() == 1) {
            int[] x = ps.get(0);
            for (int i = 0; i < arity; i++) {
                if (x[i] > (boundSyntax().equals("RxC") ? 1 : 0)) {
                    int[] y = x.clone();
                    y[i]--;
                    out.add(of(y));
                }
            }
        }
        return out;
    }

    /** The pieces of a position of this family, copied. */
    public static List<int[]> pieces(Position p) {
        List<int[]> out = new ArrayList<>();
        ((Pieces) p).pieces.forEach(x -> out.add(x.clone()));
        return out;
    }

    /** The move from one position to an option of it, in words; null if {@code to} is not one. */
    static String describe(Position from, Position to) {
        if (!(from instanceof Pieces a) || !(to instanceof Pieces b) || a.rules != b.rules) {
            return null;
        }
        for (boolean left : new boolean[] {true, false}) {
            for (int i = 0; i < a.pieces.size(); i++) {
                for (int[][] m : a.rules.moves(a.pieces.get(i), left)) {
                    if (a.replace(i, m).equals(b)) {
                        return a.rules.tell(a.pieces.get(i), m, left);
                    }
                }
            }
        }
        return null;
    }

    static final class Pieces extends BasePosition {
        final PieceGame rules;
        final List<int[]> pieces;

        Pieces(PieceGame rules, List<int[]> pieces) {
            super(rules);
            this.rules = rules;
            this.pieces = pieces;
        }

        @Override
        Object identity() {
            return text();
        }

        @Override
        public String text() {
            List<String> parts = new ArrayList<>();
            for (int[] p : pieces) {
                parts.add(rules.show(p));
            }
            return pieces.size() == 1 ? parts.get(0) : "[" + String.join(", ", parts) + "]";
        }

        Pieces replace(int i, int[][] with) {
            List<int[]> next = new ArrayList<>(pieces.subList(0, i));
            next.addAll(Arrays.asList(with));
            next.addAll(pieces.subList(i + 1, pieces.size()));
            return new Pieces(rules, next);
        }

        @Override
        public List<Position> options(boolean left) {
            List<Position> out = new ArrayList<>();
            for (int i = 0; i < pieces.size(); i++) {
                for (int[][] m : rules.moves(pieces.get(i), left)) {
                    out.add(replace(i, m));
                }
            }
            return out;
        }

        @Override
        public int size() {
            int n = 0;
            for (int[] p : pieces) {
                for (int x : p) {
                    n += x;
                }
            }
            return n;
        }

        @Override
        public List<Position> components() {
            if (pieces.size() == 1) {
                return List.of(this);
            }
            List<Position> out = new ArrayList<>();
            for (int[] p : pieces) {
                out.add(new Pieces(rules, List.of(p)));
            }
            return out;
        }

        @Override
        public Game value() {
            if (!rules.impartial()) {
                return Solver.value(this);
            }
            int x = 0;
            for (int[] p : pieces) {
                x ^= rules.grundy(p);
            }
            return Game.nimber(x);
        }

        @Override
        public String picture() {
            StringBuilder sb = new StringBuilder();
            for (int[] p : pieces) {
                sb.append(sb.length() == 0 ? "" : "\n");
                if (rules.arity == 1) {
                    sb.append("o".repeat(p[0])).append(" (").append(p[0]).append(')');
                } else if (rules.boundSyntax().equals("RxC")) {
                    for (int r = 0; r < p[0]; r++) {
                        sb.append(r == 0 ? "" : "\n").append("#".repeat(p[1]));
                    }
                    sb.append('\n');
                } else {
                    sb.append("o".repeat(p[0])).append(" (").append(p[0]).append(")\n")
                            .append("o".repeat(p[1])).append(" (").append(p[1]).append(')');
                }
            }
            return sb.toString().strip();
        }
    }
}
