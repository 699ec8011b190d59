package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.cgcheck.game.Game;

/**
 * Impartial heap games: Nim, Kayles, Dawson's Kayles, Grundy's game and any octal game
 * {@code TakeAndBreak("d0.d1d2...")}. A position is a list of heaps; its value is the nimber of
 * the nim-sum of the heaps' Grundy values, computed once per heap size (sizes are independent).
 */
public final class HeapGame implements Ruleset {
    /** Largest heap: Grundy values up to it cost O(n^2) to tabulate. */
    public static final int MAX_HEAP = 20_000;

    public static final HeapGame NIM = new HeapGame("nim", "game.heap.Nim", null);
    public static final HeapGame KAYLES = new HeapGame("kayles", "game.heap.Kayles", "0.77");
    public static final HeapGame DAWSONS_KAYLES = new HeapGame("dawsonskayles", "game.heap.DawsonsKayles", "0.07");
    public static final HeapGame GRUNDYS_GAME = new HeapGame("grundysgame", "game.heap.GrundysGame", null);
    private static final Map<String, HeapGame> OCTAL = new ConcurrentHashMap<>();

    private final String name;
    private final String qualified;
    /** digits[k]: what removing k tokens may leave (1: nothing, 2: one heap, 4: two heaps); null for Nim/Grundy. */
    private final int[] digits;
    private int[] grundy = new int[1];

    private HeapGame(String name, String qualified, String code) {
        this.name = name;
        this.qualified = qualified;
        this.digits = code == null ? null : digits(code);
    }

    /** The octal game with this code, e.g. {@code "0.137"}; throws {@link BadPosition} if malformed. */
    public static HeapGame octal(String code) {
        digits(code);
        return OCTAL.computeIfAbsent(code, c -> new HeapGame("takeandbreak", "game.heap.TakeAndBreak(\"" + c + "\")", c));
    }

    private static int[] digits(String code) {
        int dot = code.indexOf('.');
        if (code.isEmpty() || dot < 0) {
            throw new BadPosition("an octal code is written d0.d1d2... (e.g. \"0.07\"), got \"" + code + "\"", -1);
        }
        if (dot != 1) {
            throw new BadPosition("an octal code has one digit before the point", dot);
        }
        int[] d = new int[code.length() - 1];
        for (int i = 0, k = 0; i < code.length(); i++) {
            if (i == dot) {
                continue;
            }
            char c = code.charAt(i);
            if (c < '0' || c > '7') {
                throw new BadPosition("'" + c + "' is not an octal digit (0-7)", i);
            }
            d[k++] = c - '0';
        }
        if ((d[0] & 3) != 0) {      // taking no token and leaving 0 or 1 heap: a heap moves to itself (CGSuite: loopy)
            throw new BadPosition("the digit before the point lets a heap move to itself: the game is loopy"
                    + " (cgcheck plays short games)", 0);
        }
        return d;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public String qualified() {
        return qualified;
    }

    @Override
    public boolean impartial() {
        return true;
    }

    @Override
    public String boundSyntax() {
        return "N";
    }

    @Override
    public Position parse(String text) {
        int n;
        try {
            n = Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw new BadPosition("a heap size must be an integer 0.." + MAX_HEAP + ", got " + org.cgcheck.game.Excerpt.around(text, 0), -1);
        }
        return heap(n);
    }

    public Position heap(long n) {
        if (n < 0 || n > MAX_HEAP) {
            throw new BadPosition("a heap size must be 0.." + MAX_HEAP + ", got " + n, -1);
        }
        return new Heaps(this, List.of((int) n));
    }

    @Override
    public String expression(Position p) {
        List<String> parts = new ArrayList<>();
        for (int h : ((Heaps) p).heaps) {
            parts.add(qualified + "(" + h + ")");
        }
        return parts.isEmpty() ? qualified + "(0)" : String.join(" + ", parts);
    }

    /**
     * Grundy value of one heap. Tabulating is O(n^2) (minutes for an octal code with many digits
     * at 20,000 tokens), so every new entry is a point where a time limit or Ctrl-C takes effect;
     * the entries already found are kept for the next call.
     */
    public synchronized int grundy(int n) {
        if (n >= grundy.length) {
            int[] g = java.util.Arrays.copyOf(grundy, Math.min(Math.max(n + 1, grundy.length * 2), MAX_HEAP + 1));
            BitSet seen = new BitSet();
            for (int m = grundy.length; m < g.length; m++) {
                if (Thread.currentThread().isInterrupted()) {
                    grundy = java.util.Arrays.copyOf(g, m);
                    throw new org.cgcheck.game.EvaluationStopped();
                }
                seen.clear();
                g[m] = mex(g, m, seen);
            }
            grundy = g;
        }
        return grundy[n];
    }

    /** The mex of the options of a heap of m, straight from the code (no option lists built). */
    private int mex(int[] g, int m, BitSet seen) {
        if (digits == null && name.equals("nim")) {
            for (int j = 0; j < m; j++) {          // every smaller heap (g[0] = 0: the empty heap)
                seen.set(g[j]);
            }
            return seen.nextClearBit(0);
        }
        if (digits == null) {
            for (int a = 1; 2 * a < m; a++) {      // Grundy's game: two unequal heaps
                seen.set(g[a] ^ g[m - a]);
            }
            return seen.nextClearBit(0);
        }
        for (int k = 0; k < digits.length && k <= m; k++) {
            int d = digits[k], rest = m - k;
            if ((d & 1) != 0 && rest == 0 && k > 0) {
                seen.set(0);
            }
            if ((d & 2) != 0 && rest > 0 && k > 0) {
                seen.set(g[rest]);
            }
            if ((d & 4) != 0) {
                for (int a = 1; 2 * a <= rest && rest - a >= 1; a++) {
                    seen.set(g[a] ^ g[rest - a]);
                }
            }
        }
        return seen.nextClearBit(0);
    }

    /** The heaps a heap of n can become, as lists of heap sizes (0-heaps left out); for misère quotients. */
    public List<List<Integer>> heapMoves(int n) {
        return moves(n);
    }

    /** The heap games by name (nim, kayles, dawsonskayles, grundysgame) or an octal code ("0.75"). */
    public static HeapGame named(String name) {
        return switch (name.toLowerCase(java.util.Locale.ROOT)) {
            case "nim" -> NIM;
            case "kayles" -> KAYLES;
            case "dawsonskayles" -> DAWSONS_KAYLES;
            case "grundysgame" -> GRUNDYS_GAME;
            default -> octal(name);
        };
    }

    /**
     * Whether a heap of n may become the heaps {@code leaves} (in {@link #moves}' order: a split's
     * smaller heap first): {@code moves(n).contains(leaves)} without listing the moves.
     */
    boolean isMove(int n, List<Integer> leaves) {
        int taken = n;
        for (int h : leaves) {
            if (h < 1) {
                return false;
            }
            taken -= h;
        }
        if (taken < 0 || leaves.size() > 2 || leaves.size() == 2 && leaves.get(0) > leaves.get(1)) {
            return false;
        }
        if (digits == null) {
            return name.equals("nim") ? leaves.size() < 2 && taken > 0
                    : leaves.size() == 2 && taken == 0 && !leaves.get(0).equals(leaves.get(1));
        }
        if (taken >= digits.length) {
            return false;
        }
        int d = digits[taken];
        return switch (leaves.size()) {
            case 0 -> (d & 1) != 0 && taken > 0;
            case 1 -> (d & 2) != 0 && taken > 0;
            default -> (d & 4) != 0;
        };
    }

    /** Whether a heap of n has a move, without listing its moves (as {@link #moves} would). */
    boolean movable(int n) {
        if (digits == null) {
            return name.equals("nim") ? n > 0 : n > 2;
        }
        for (int k = 1; k < digits.length && k <= n; k++) {
            int d = digits[k], rest = n - k;
            if ((d & 1) != 0 && rest == 0 || (d & 2) != 0 && rest > 0 || (d & 4) != 0 && rest >= 2) {
                return true;
            }
        }
        return (digits[0] & 4) != 0 && n >= 2;
    }

    /** The heaps a heap of n can become, as lists of heap sizes (0-heaps left out). */
    List<List<Integer>> moves(int n) {
        List<List<Integer>> out = new ArrayList<>();
        if (digits == null && name.equals("nim")) {
            for (int m = 0; m < n; m++) {
                out.add(m == 0 ? List.of() : List.of(m));
            }
        } else if (digits == null) {
            for (int a = 1; 2 * a < n; a++) {
                out.add(List.of(a, n - a));
            }
        } else {
            for (int k = 0; k < digits.length && k <= n; k++) {
                int d = digits[k], rest = n - k;
                if ((d & 1) != 0 && rest == 0 && k > 0) {
                    out.add(List.of());
                }
                if ((d & 2) != 0 && rest > 0 && k > 0) {
                    out.add(List.of(rest));
                }
                if ((d & 4) != 0) {
                    for (int a = 1; 2 * a <= rest; a++) {
                        if (rest - a >= 1) {
                            out.add(List.of(a, rest - a));
                        }
                    }
                }
            }
        }
        return out;
    }

    @Override
    public List<Position> within(Bound b) {
        List<Position> out = new ArrayList<>();
        for (int n = 0; n <= Math.min(b.rows(), MAX_HEAP); n++) {
            out.add(heap(n));
        }
        return out;
    }

    @Override
    public double countWithin(Bound b) {
        return b.rows() + 1.0;
    }

    @Override
    public Position random(Bound shape, java.util.SplittableRandom rnd) {
        return heap(shape.rows());
    }

    /**
     * One heap per size, so a step is a band of sizes rather than one: step k is every heap from
     * N+1 to N + k·w with w = max(5, N/2), so exploration reaches about 2.5 N (Kayles' values, for
     * instance, settle into their period only after 70).
     */
    @Override
    public List<Bound> beyond(Bound b, int step) {
        int w = Math.max(5, b.rows() / 2);
        List<Bound> out = new ArrayList<>();
        for (int n = b.rows() + 1; n <= (long) b.rows() + (long) step * w && n <= MAX_HEAP; n++) {
            out.add(new Bound(n, 0));
        }
        return out;
    }

    /** Grundy tables cost O(n^2) (octal games): a few thousand tokens tabulate in well under a second. */
    @Override
    public int exploreLimit() {
        return 4000;
    }

    /** Smaller heaps: every one below (the last 128 and the half, for a large heap). */
    @Override
    public List<Position> smaller(Position p) {
        int n = ((Heaps) p).size();
        List<Position> out = new ArrayList<>();
        if (n > 256) {
            out.add(heap(n / 2));
        }
        for (int m = n > 256 ? n - 128 : 0; m < n; m++) {
            out.add(heap(m));
        }
        return out;
    }

    /** The heaps of a heap-game position, in order (0-heaps left out). */
    public static List<Integer> heaps(Position p) {
        return ((Heaps) p).heaps;
    }

    /** A move on one heap: the heap's index and size, and the heaps it leaves (0, 1 or 2 of them). */
    public record HeapMove(int index, int heap, List<Integer> leaves) {
        /** The tokens taken away (0 when Grundy's game splits a heap without taking any). */
        public int taken() {
            return heap - leaves.stream().mapToInt(Integer::intValue).sum();
        }
    }

    /** The move from one heap-game position to an option of it, or null if {@code to} is not one. */
    public static HeapMove move(Position from, Position to) {
        List<Integer> a = heaps(from);
        List<Integer> b = heaps(to);
        int i = 0;
        while (i < a.size() && i < b.size() && a.get(i).equals(b.get(i))) {
            i++;
        }
        int n = b.size() - a.size() + 1;        // heaps the moved heap became
        if (i >= a.size() || n < 0 || n > 2 || !a.subList(i + 1, a.size()).equals(b.subList(i + n, b.size()))) {
            return null;
        }
        HeapMove m = new HeapMove(i, a.get(i), List.copyOf(b.subList(i, i + n)));
        return ((HeapGame) from.ruleset()).isMove(m.heap(), m.leaves()) ? m : null;
    }

    static final class Heaps extends BasePosition {
        private final HeapGame rules;
        final List<Integer> heaps;

        Heaps(HeapGame rules, List<Integer> heaps) {
            super(rules);
            this.rules = rules;
            this.heaps = heaps;
        }

        @Override
        Object identity() {
            return heaps;
        }

        @Override
        public String text() {
            return heaps.size() == 1 ? heaps.get(0).toString() : heaps.toString();
        }

        @Override
        public List<Position> options(boolean left) {
            List<Position> out = new ArrayList<>();
            for (int i = 0; i < heaps.size(); i++) {
                for (List<Integer> m : rules.moves(heaps.get(i))) {
                    List<Integer> next = new ArrayList<>(heaps.subList(0, i));
                    next.addAll(m);
                    next.addAll(heaps.subList(i + 1, heaps.size()));
                    out.add(new Heaps(rules, next));
                }
            }
            return out;
        }

        @Override
        public boolean over() {
            for (int h : heaps) {
                if (rules.movable(h)) {
                    return false;
                }
            }
            return true;
        }

        @Override
        public int size() {
            return heaps.stream().mapToInt(Integer::intValue).sum();
        }

        @Override
        public Game value() {
            int x = 0;
            for (int h : heaps) {
                x ^= rules.grundy(h);
            }
            return Game.nimber(x);
        }

        @Override
        public String picture() {
            StringBuilder sb = new StringBuilder();
            for (int h : heaps) {
                sb.append(sb.length() == 0 ? "" : "\n").append("o".repeat(h)).append(" (").append(h).append(')');
            }
            return sb.toString();
        }
    }
}
