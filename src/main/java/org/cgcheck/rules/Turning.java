package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import org.cgcheck.game.Game;

/**
 * CGSuite's coin-turning games {@code game.strip.Turning(code)("htthhhtth")} and
 * {@code game.strip.Turning(R)("hth")} (Winning Ways ch. 14): a strip of coins, heads {@code h}
 * or tails {@code t}, numbered 1.. from the left; a move turns a heads coin n to tails together
 * with the coins at the heap sizes of one option of the heap n in the heap ruleset R (for a
 * turning code, R is {@code Spawning(code)}). As in CGSuite the value is the nimber of the nim-sum
 * of R's nim values at the heads coins (the heap representation: a coin is heads when a heap of
 * its size appears an odd number of times).
 *
 * <p>One deliberate difference: an option of R that names one heap size twice (Kayles' heap of 3
 * becoming 1 + 1) turns that coin twice here, i.e. not at all, so the options agree with the value.
 * CGSuite turns it once, and its options then disagree with its own NimValue
 * ({@code Turning(game.heap.Kayles)("ttth")}: NimValue 1, options of nim values 3, 3, 2, 1). For
 * turning codes no option names a coin twice and both agree.
 */
public final class Turning implements Ruleset {
    /** Longest strip: the heap ruleset's nim values are tabulated up to it. */
    public static final int MAX_LENGTH = 2000;
    private static final Map<String, Turning> MADE = new ConcurrentHashMap<>();

    private final CodeHeaps heaps;
    private final String name;          // unique (the memo's key); qualified may not be: HeapRuleset(n -> [[m]])
    private final String qualified;
    private final String printed;

    private Turning(CodeHeaps heaps, String key, String argument, String printed) {
        this.heaps = heaps;
        this.name = "game.strip.Turning(" + key + ")";
        this.qualified = "game.strip.Turning(" + argument + ")";
        this.printed = printed;
    }

    /** {@code Turning("1-3")}: the coin-turning game of a turning code. */
    public static Turning ofCode(String code) {
        CodeHeaps h = CodeHeaps.spawning("game.heap.Spawning(\"" + code + "\")", code);
        return MADE.computeIfAbsent("\"" + code + "\"", a -> new Turning(h, a, a, "Turning(" + h + ")"));
    }

    /** {@code Turning(R)}: the coin-turning game whose heap representation is the impartial heap ruleset R. */
    public static Turning ofHeaps(CodeHeaps h) {
        if (!h.impartial() || h.arity() != 1) {
            throw new BadPosition("a turning game is made from a turning code such as \"1-3\" or an impartial heap"
                    + " ruleset such as game.heap.Kayles, not " + h, -1);
        }
        return MADE.computeIfAbsent(h.identity(), a -> new Turning(h, a, h.qualified(), "Turning(" + h + ")"));
    }

    /** The heap ruleset this game is played as (CGSuite's heap representation). */
    public CodeHeaps heapRuleset() {
        return heaps;
    }

    @Override
    public String toString() {
        return printed;
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
    public boolean squares() {
        return true;
    }

    @Override
    public String boundSyntax() {
        return "N";
    }

    /** A strip of {@code h} and {@code t} (CGSuite also reads capitals; the empty strip is a position). */
    @Override
    public Position parse(String text) {
        return new Coins(this, checkStrip(text));
    }

    /** The strip in lower case; a {@link BadPosition} at the first character that is not a coin. */
    static String checkStrip(String text) {
        String s = text.toLowerCase(java.util.Locale.ROOT);
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) != 'h' && s.charAt(i) != 't') {
                throw new BadPosition("unknown character '" + text.charAt(i) + "' in a strip of coins (use 'h' for heads,"
                        + " 't' for tails)", i);
            }
        }
        if (s.length() > MAX_LENGTH) {
            throw new BadPosition("a strip of " + s.length() + " coins is longer than " + MAX_LENGTH, -1);
        }
        return s;
    }

    /** The coins a move from {@code from} to {@code to} turns (numbered from 1), or null if it is none. */
    public static List<Integer> turned(Position from, Position to) {
        if (!(from instanceof Coins a) || !(to instanceof Coins b) || a.s.length() != b.s.length()) {
            return null;
        }
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < a.s.length(); i++) {
            if (a.s.charAt(i) != b.s.charAt(i)) {
                out.add(i + 1);
            }
        }
        return out.isEmpty() || a.s.charAt(out.get(out.size() - 1) - 1) != 'h' ? null : out;
    }

    /** "turns coin 9 from heads to tails and coins 2 and 5 over". */
    public static String describe(Position from, Position to) {
        List<Integer> t = turned(from, to);
        if (t == null) {
            return null;
        }
        int last = t.get(t.size() - 1);
        StringBuilder sb = new StringBuilder("turns coin " + last + " from heads to tails");
        if (t.size() > 1) {
            List<String> others = new ArrayList<>();
            for (int c : t.subList(0, t.size() - 1)) {
                others.add(String.valueOf(c));
            }
            String list = others.size() == 1 ? others.get(0)
                    : String.join(", ", others.subList(0, others.size() - 1)) + " and " + others.get(others.size() - 1);
            sb.append(others.size() == 1 ? " and coin " : " and coins ").append(list).append(" over");
        }
        return sb.toString();
    }

    @Override
    public List<Position> within(Bound b) {
        List<Position> out = new ArrayList<>();
        for (int len = 0; len <= Math.min(b.rows(), 20); len++) {
            char[] cs = new char[len];
            for (long code = 0; code < 1L << len; code++) {
                for (int i = 0; i < len; i++) {
                    cs[i] = (code >> (len - 1 - i) & 1) == 0 ? 't' : 'h';
                }
                out.add(new Coins(this, new String(cs)));
            }
        }
        return out;
    }

    @Override
    public double countWithin(Bound b) {
        return Math.pow(2, b.rows() + 1) - 1;
    }

    @Override
    public Position random(Bound shape, SplittableRandom rnd) {
        char[] cs = new char[Math.max(0, shape.rows())];
        for (int i = 0; i < cs.length; i++) {
            cs[i] = rnd.nextBoolean() ? 'h' : 't';
        }
        return new Coins(this, new String(cs));
    }

    @Override
    public int exploreLimit() {
        return 200;
    }

    /** The strip without its last coin, or with one heads coin turned to tails. */
    @Override
    public List<Position> smaller(Position p) {
        String s = p.text();
        List<Position> out = new ArrayList<>();
        if (!s.isEmpty()) {
            out.add(new Coins(this, s.substring(0, s.length() - 1)));
        }
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) == 'h') {
                out.add(new Coins(this, s.substring(0, i) + 't' + s.substring(i + 1)));
            }
        }
        return out;
    }

    static final class Coins extends BasePosition {
        private final Turning rules;
        private final String s;

        Coins(Turning rules, String s) {
            super(rules);
            this.rules = rules;
            this.s = s;
        }

        @Override
        Object identity() {
            return s;
        }

        @Override
        public String text() {
            return s;
        }

        /** For each heads coin n and each option of the heap n: n to tails, the option's coins turned. */
        @Override
        public List<Position> options(boolean left) {
            List<Position> out = new ArrayList<>();
            for (int n = 1; n <= s.length(); n++) {
                if (s.charAt(n - 1) != 'h') {
                    continue;
                }
                for (int[] heaps : rules.heaps.leftMoves().options(n)) {
                    char[] cs = s.toCharArray();
                    cs[n - 1] = 't';
                    for (int h : heaps) {
                        if (h >= 1 && h <= cs.length) {
                            cs[h - 1] = cs[h - 1] == 'h' ? 't' : 'h';
                        } else if (h > cs.length) {
                            throw new BadPosition("the heap ruleset moves a heap of " + n + " to one of " + h
                                    + ", beyond the strip's " + cs.length + " coins", -1);
                        }
                    }
                    out.add(new Coins(rules, new String(cs)));
                }
            }
            return out;
        }

        @Override
        public boolean over() {
            for (int n = 1; n <= s.length(); n++) {
                if (s.charAt(n - 1) == 'h' && !rules.heaps.leftMoves().options(n).isEmpty()) {
                    return false;
                }
            }
            return true;
        }

        @Override
        public int size() {
            return s.length();
        }

        /** The nim-sum of the heap ruleset's nim values at the heads coins (CGSuite's NimValue). */
        @Override
        public Game value() {
            int x = 0;
            for (int n = 1; n <= s.length(); n++) {
                if (s.charAt(n - 1) == 'h') {
                    x ^= rules.heaps.grundy(new int[] {n});
                }
            }
            return Game.nimber(x);
        }

        @Override
        public String key() {
            return s;
        }
    }
}
