package org.cgcheck.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.cgcheck.lang.Parser;
import org.cgcheck.lang.SyntaxError;
import org.junit.jupiter.api.Test;

/**
 * Issue 41: every expression denotes one game, and cgcheck's misère answers are about that game.
 * The oracle here shares no code with the evaluator: it builds the literal game of a random
 * expression itself (notation constants as their canonical forms written out by hand, braces with
 * exactly their options, {@code +}, {@code -}, {@code n *} as sums written out move by move, heaps
 * as their moves) and plays it out by brute force, misère (and normal, whose answer must not
 * change). cgcheck reads the expression's text through the parser and interpreter.
 */
class OneGamePerExpressionTest {
    /** A literal game: its options, hash-consed so that equal trees are one node. */
    static final class Node {
        final int id;
        final List<Node> left;
        final List<Node> right;

        private Node(int id, List<Node> left, List<Node> right) {
            this.id = id;
            this.left = left;
            this.right = right;
        }
    }

    private final Map<String, Node> nodes = new HashMap<>();
    private final Map<Long, Node> sums = new HashMap<>();
    private final Map<Integer, Node> negatives = new HashMap<>();

    Node game(List<Node> l, List<Node> r) {
        StringBuilder k = new StringBuilder();
        l.stream().map(n -> n.id).sorted().distinct().forEach(i -> k.append(i).append(','));
        k.append('|');
        r.stream().map(n -> n.id).sorted().distinct().forEach(i -> k.append(i).append(','));
        return nodes.computeIfAbsent(k.toString(), s -> new Node(nodes.size(), List.copyOf(l), List.copyOf(r)));
    }

    Node game(Node[] l, Node[] r) {
        return game(List.of(l), List.of(r));
    }

    Node sum(Node a, Node b) {
        long key = ((long) a.id << 32) | b.id;
        Node known = sums.get(key);
        if (known != null) {
            return known;
        }
        List<Node> l = new ArrayList<>();
        List<Node> r = new ArrayList<>();
        a.left.forEach(x -> l.add(sum(x, b)));
        b.left.forEach(x -> l.add(sum(a, x)));
        a.right.forEach(x -> r.add(sum(x, b)));
        b.right.forEach(x -> r.add(sum(a, x)));
        Node s = game(l, r);
        sums.put(key, s);
        return s;
    }

    Node negate(Node a) {
        Node known = negatives.get(a.id);
        if (known == null) {
            known = game(a.right.stream().map(this::negate).toList(), a.left.stream().map(this::negate).toList());
            negatives.put(a.id, known);
        }
        return known;
    }

    Node zero() {
        return game(List.of(), List.of());
    }

    Node integer(int n) {
        return n == 0 ? zero() : n > 0 ? game(new Node[] {integer(n - 1)}, new Node[0])
                : game(new Node[0], new Node[] {integer(n + 1)});
    }

    Node nimber(int n) {
        List<Node> os = new ArrayList<>();
        for (int k = 0; k < n; k++) {
            os.add(nimber(k));
        }
        return game(os, os);
    }

    /** Kayles: remove one pin or two adjacent ones from a row of n, leaving the two rows beside. */
    Node kayles(int n) {
        List<Node> os = new ArrayList<>();
        for (int take = 1; take <= 2; take++) {
            for (int a = 0; a + take <= n; a++) {
                os.add(sum(kayles(a), kayles(n - a - take)));
            }
        }
        return game(os, os);
    }

    /** The notation constants with their canonical forms, written out (CGSuite's LeftOptions/RightOptions). */
    private Map<String, Node> constants;

    Map<String, Node> constants() {
        if (constants == null) {
            constants = constantsWrittenOut();
        }
        return constants;
    }

    private Map<String, Node> constantsWrittenOut() {
        Map<String, Node> c = new java.util.LinkedHashMap<>();
        Node star = nimber(1);
        Node up = game(new Node[] {zero()}, new Node[] {star});
        Node half = game(new Node[] {zero()}, new Node[] {integer(1)});
        c.put("0", zero());
        c.put("1", integer(1));
        c.put("2", integer(2));
        c.put("-1", integer(-1));
        c.put("1/2", half);
        c.put("-1/2", negate(half));
        c.put("3/4", game(new Node[] {half}, new Node[] {integer(1)}));
        c.put("*", star);
        c.put("*2", nimber(2));
        c.put("*3", nimber(3));
        c.put("^", up);
        c.put("v", negate(up));
        c.put("^*", game(new Node[] {zero(), star}, new Node[] {zero()}));
        c.put("v*", game(new Node[] {zero()}, new Node[] {zero(), star}));
        c.put("^*2", game(new Node[] {zero()}, new Node[] {nimber(3)}));
        c.put("^*6", game(new Node[] {zero()}, new Node[] {nimber(7)}));
        c.put("^^", game(new Node[] {zero()}, new Node[] {c.get("^*")}));
        c.put("^^*", game(new Node[] {zero()}, new Node[] {up}));
        c.put("1*", game(new Node[] {integer(1)}, new Node[] {integer(1)}));
        c.put("-1*", game(new Node[] {integer(-1)}, new Node[] {integer(-1)}));
        c.put("1/2*", game(new Node[] {half}, new Node[] {half}));
        c.put("+-1", game(new Node[] {integer(1)}, new Node[] {integer(-1)}));
        c.put("Tiny(2)", game(new Node[] {zero()}, new Node[] {game(new Node[] {zero()}, new Node[] {integer(-2)})}));
        return c;
    }

    /** Does the player to move win, misère ({@code misere}) or normal play? */
    boolean wins(Node g, boolean left, boolean misere, Map<Long, Boolean> memo) {
        long key = (long) g.id * 4 + (left ? 2 : 0) + (misere ? 1 : 0);
        Boolean known = memo.get(key);
        if (known != null) {
            return known;
        }
        List<Node> moves = left ? g.left : g.right;
        boolean w = moves.isEmpty() && misere;
        for (Node o : moves) {
            if (!wins(o, !left, misere, memo)) {
                w = true;
                break;
            }
        }
        memo.put(key, w);
        return w;
    }

    String outcome(Node g, boolean misere) {
        Map<Long, Boolean> memo = new HashMap<>();
        boolean l = wins(g, true, misere, memo);
        boolean r = wins(g, false, misere, memo);
        return l ? (r ? "N" : "L") : (r ? "R" : "P");
    }

    /** G⁻ of an impartial game: 1 with no move, else the mex of the options'. */
    int misereGrundy(Node g, Map<Integer, Integer> memo) {
        Integer known = memo.get(g.id);
        if (known != null) {
            return known;
        }
        int v;
        if (g.left.isEmpty()) {
            v = 1;
        } else {
            java.util.Set<Integer> seen = new java.util.HashSet<>();
            g.left.forEach(o -> seen.add(misereGrundy(o, memo)));
            v = 0;
            while (seen.contains(v)) {
                v++;
            }
        }
        memo.put(g.id, v);
        return v;
    }

    /** A random expression: its text and its game, built side by side. */
    record Sample(String text, Node game, boolean sum) { }

    Sample random(Random rnd, int depth, boolean impartial, List<String> names) {
        int kind = depth == 0 ? 0 : rnd.nextInt(impartial ? 6 : 7);
        switch (kind) {
            case 1: {       // braces
                int nl = 1 + rnd.nextInt(2);
                List<Sample> l = new ArrayList<>();
                for (int i = 0; i < nl; i++) {
                    l.add(random(rnd, depth - 1, impartial, names));
                }
                List<Sample> r = impartial ? l : new ArrayList<>();
                for (int i = 0; !impartial && i < rnd.nextInt(3); i++) {
                    r.add(random(rnd, depth - 1, impartial, names));
                }
                String text = "{" + String.join(", ", l.stream().map(Sample::text).toList()) + " | "
                        + String.join(", ", r.stream().map(Sample::text).toList()) + "}";
                return new Sample(text, game(l.stream().map(Sample::game).toList(), r.stream().map(Sample::game).toList()),
                        false);
            }
            case 2:
            case 3: {       // sum or difference
                Sample a = random(rnd, depth - 1, impartial, names);
                Sample b = random(rnd, depth - 1, impartial, names);
                boolean minus = rnd.nextBoolean();
                String right = minus && b.sum() ? "(" + b.text() + ")" : b.text();
                return new Sample(a.text() + (minus ? " - " : " + ") + right, sum(a.game(), minus ? negate(b.game())
                        : b.game()), true);
            }
            case 4: {       // copies (of a constant or a small sum: copies of copies grow past brute force)
                Sample a = random(rnd, rnd.nextInt(4) == 0 ? 1 : 0, impartial, names);
                int n = 2 + rnd.nextInt(2);
                Node g = a.game();
                for (int i = 1; i < n; i++) {
                    g = sum(g, a.game());
                }
                return new Sample(n + " * (" + a.text() + ")", g, true);
            }
            case 5: {       // a heap position
                int n = rnd.nextInt(5);
                return rnd.nextBoolean() ? new Sample("nim(" + n + ")", nimber(n), false)
                        : new Sample("game.heap.Kayles(" + n + ")", kayles(n), false);
            }
            case 6: {       // a negative
                Sample a = random(rnd, depth - 1, impartial, names);
                return new Sample("-(" + a.text() + ")", negate(a.game()), false);
            }
            default: {
                String name = names.get(rnd.nextInt(names.size()));
                return new Sample(name, constants().get(name), false);
            }
        }
    }

    private static String eval(String src) {
        var e = Parser.parse(src);
        TypeChecker.infer(e, Map.of());
        return Values.print(new Interpreter().eval(e));
    }

    private int checkSeed(long seed, int count, boolean impartial) {
        Random rnd = new Random(seed);
        List<String> names = impartial ? List.of("0", "*", "*2", "*3")
                : new ArrayList<>(constants().keySet());
        int checked = 0;
        while (checked < count) {
            if (nodes.size() > 200_000) {
                nodes.clear();
                sums.clear();
                negatives.clear();
                constants = null;
            }
            Sample s = random(rnd, 1 + rnd.nextInt(3), impartial, names);
            String misere = outcome(s.game(), true);
            assertEquals(misere, eval("misereoutcome(" + s.text() + ")"), "misereoutcome(" + s.text() + ")");

            assertEquals(outcome(s.game(), false), eval("outcome(" + s.text() + ")"), "outcome(" + s.text() + ")");
            if (impartial) {
                assertEquals(String.valueOf(misereGrundy(s.game(), new HashMap<>())),
                        eval("miserenimvalue(" + s.text() + ")"), "miserenimvalue(" + s.text() + ")");
            }
            checked++;
        }
        return checked;
    }

    @Test
    void randomPartizanExpressionsPlayAsWritten() {
        int n = 0;
        for (long seed : new long[] {1, 2, 3, 41}) {
            n += checkSeed(seed, 150, false);
        }
        assertEquals(600, n);
    }

    @Test
    void randomImpartialExpressionsPlayAsWritten() {
        int n = 0;
        for (long seed : new long[] {5, 6, 7}) {
            n += checkSeed(seed, 120, true);
        }
        assertEquals(360, n);
    }

    /** The issue's examples, each against the oracle's play of the game as written. */
    @Test
    void theIssuesExamples() {
        Map<String, Node> c = constants();
        Node s2 = nimber(2);
        Node twice = sum(s2, s2);
        assertEquals("N", outcome(game(List.of(twice), List.of(twice)), true));
        assertEquals("N", eval("misereoutcome({*2 + *2 | *2 + *2})"));
        assertEquals(outcome(sum(sum(c.get("^"), c.get("^")), c.get("^")), true), eval("misereoutcome(^ + ^ + ^)"));
        assertEquals("L", eval("misereoutcome(^ + ^ + ^)"));
        assertEquals(eval("misereoutcome({0|*} + {0|*} + {0|*})"), eval("misereoutcome(^ + ^ + ^)"));
        assertEquals(outcome(sum(c.get("^"), c.get("-1")), true), eval("misereoutcome(^ + -1)"));
        assertEquals("N", eval("misereoutcome(^ + -1)"));
        assertEquals("P", eval("misereoutcome(2 * *2)"));
        assertEquals("P", eval("misereoutcome(*2 + *2)"));
        for (String k : List.of("^*", "v*", "^*6", "1*", "^^*")) {
            assertEquals(outcome(c.get(k), true), eval("misereoutcome(" + k + ")"), k);
        }
        assertEquals("L", eval("misereoutcome(^*)"));
        assertEquals("R", eval("misereoutcome(v*)"));
        assertEquals("P", eval("misereoutcome(^*6)"));
        assertEquals("L", eval("misereoutcome(-1823437481924)"));
        assertEquals("R", eval("misereoutcome(1823437481924/1024)"));
        assertEquals("N", eval("misereoutcome(0)"));
    }

    /** The closed forms against play: a number's misère outcome, a nim heap's misère nim value. */
    @Test
    void closedFormsAgreeWithPlay() {
        for (String k : List.of("0", "1", "2", "-1", "1/2", "-1/2", "3/4")) {
            assertEquals(outcome(constants().get(k), true), eval("misereoutcome(" + k + ")"), k);
        }
        for (int n = 0; n < 6; n++) {
            assertEquals(String.valueOf(misereGrundy(nimber(n), new HashMap<>())), eval("miserenimvalue(*" + n + ")"));
        }
        assertEquals("100000", eval("miserenimvalue(*100000)"));
    }

    /** canonical(E) is the way to CGSuite's reading of a sum: the canonical form of its value. */
    @Test
    void canonicalGivesTheValuesForm() {
        assertEquals("P", eval("misereoutcome(*2 + *2)"));
        assertEquals("N", eval("misereoutcome(canonical(*2 + *2))"));
        assertEquals("R", eval("misereoutcome(canonical(^ + ^ + ^))"));
    }

    @Test
    void aNegativeOfCopiesIsLocatedWhenTooMany() {
        SyntaxError e = org.junit.jupiter.api.Assertions.assertThrows(SyntaxError.class,
                () -> eval("misereoutcome(20000 * ^)"));
        assertEquals(1, e.pos().line());
    }

    @Test
    void aSetWhereAGameWasExpectedSaysHowToWriteTheGame() {
        SyntaxError e = org.junit.jupiter.api.Assertions.assertThrows(SyntaxError.class,
                () -> eval("misereoutcome({*2})"));
        org.junit.jupiter.api.Assertions.assertTrue(e.getMessage().contains("write *{*2}"), e.getMessage());
        assertEquals(15, e.pos().col());
        assertEquals("P", eval("misereoutcome(*{*2})"));
    }

    /** left(…)/right(…) of a sum: its moves, each in one component, as positions. */
    @Test
    void theMovesOfASumAreMovesInOneComponent() {
        assertEquals("{2 + {1|0}, {2|-1} + 1}", eval("left({2|-1} + {1|0})"));
        assertEquals("{-1 + {1|0}, {2|-1}}", eval("right({2|-1} + {1|0})"));
        assertEquals("{{3|2}}", eval("left(canonical({2|-1} + {1|0}))"));
    }
}
