package org.cgcheck.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import org.cgcheck.game.Game;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Each ruleset's moves against a naive generator written here from the rules' text, and the
 * solver's values (components, symmetries, memo) against a plain recursion over the moves.
 */
@Timeout(120)
class MoveGeneratorTest {
    private static final Random RND = new Random(12);

    private static String randomBoard(int rows, int cols, String alphabet) {
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < rows; r++) {
            if (r > 0) {
                sb.append('|');
            }
            for (int c = 0; c < cols; c++) {
                sb.append(alphabet.charAt(RND.nextInt(alphabet.length())));
            }
        }
        return sb.toString();
    }

    private static TreeSet<String> texts(Position p, boolean left) {
        TreeSet<String> out = new TreeSet<>();
        for (Position o : p.options(left)) {
            out.add(o.text());
        }
        return out;
    }

    /** Dominoes: vertical (dr=1) for Domineering's Left, horizontal for Right, both for Cram. */
    private static TreeSet<String> naiveDominoes(String text, boolean vertical, boolean horizontal) {
        String[] rows = text.split("\\|");
        TreeSet<String> out = new TreeSet<>();
        for (int r = 0; r < rows.length; r++) {
            for (int c = 0; c < rows[r].length(); c++) {
                if (vertical && r + 1 < rows.length && rows[r].charAt(c) == '.' && rows[r + 1].charAt(c) == '.') {
                    String[] copy = rows.clone();
                    copy[r] = set(copy[r], c, '#');
                    copy[r + 1] = set(copy[r + 1], c, '#');
                    out.add(String.join("|", copy));
                }
                if (horizontal && c + 1 < rows[r].length() && rows[r].charAt(c) == '.' && rows[r].charAt(c + 1) == '.') {
                    String[] copy = rows.clone();
                    copy[r] = set(set(copy[r], c, '#'), c + 1, '#');
                    out.add(String.join("|", copy));
                }
            }
        }
        return out;
    }

    private static String set(String s, int i, char c) {
        return s.substring(0, i) + c + s.substring(i + 1);
    }

    private static TreeSet<String> naiveClobber(String text, char me, char them) {
        String[] rows = text.split("\\|");
        TreeSet<String> out = new TreeSet<>();
        for (int r = 0; r < rows.length; r++) {
            for (int c = 0; c < rows[r].length(); c++) {
                if (rows[r].charAt(c) != me) {
                    continue;
                }
                int[][] to = {{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}};
                for (int[] t : to) {
                    if (t[0] >= 0 && t[0] < rows.length && t[1] >= 0 && t[1] < rows[r].length()
                            && rows[t[0]].charAt(t[1]) == them) {
                        String[] copy = rows.clone();
                        copy[r] = set(copy[r], c, '.');
                        copy[t[0]] = set(copy[t[0]], t[1], me);
                        out.add(String.join("|", copy));
                    }
                }
            }
        }
        return out;
    }

    private static TreeSet<String> naiveToadsAndFrogs(String s, boolean left) {
        TreeSet<String> out = new TreeSet<>();
        String slide = left ? "t." : ".f";
        String jump = left ? "tf." : ".tf";
        for (int i = 0; i + 2 <= s.length(); i++) {
            if (s.startsWith(slide, i)) {
                out.add(s.substring(0, i) + (left ? ".t" : "f.") + s.substring(i + 2));
            }
        }
        for (int i = 0; i + 3 <= s.length(); i++) {
            if (s.startsWith(jump, i)) {
                out.add(s.substring(0, i) + (left ? ".ft" : "ft.") + s.substring(i + 3));
            }
        }
        return out;
    }

    private static TreeSet<String> naiveToppling(String s, boolean left) {
        TreeSet<String> out = new TreeSet<>();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == 'e' || c == (left ? 'l' : 'r')) {
                out.add(s.substring(0, i));
                out.add(s.substring(i + 1));
            }
        }
        return out;
    }

    /** The value by plain recursion over the moves: no components, no symmetry, no memo. */
    private static Game naiveValue(Position p) {
        List<Game> l = new ArrayList<>();
        List<Game> r = new ArrayList<>();
        for (Position o : p.options(true)) {
            l.add(naiveValue(o));
        }
        for (Position o : p.options(false)) {
            r.add(naiveValue(o));
        }
        return Game.of(l, r);
    }

    @Test
    void domineeringAndCramMovesMatchNaive() {
        for (int k = 0; k < 300; k++) {
            String b = randomBoard(1 + RND.nextInt(4), 1 + RND.nextInt(4), ".#..");
            Position d = Domineering.RULES.parse(b);
            assertEquals(naiveDominoes(b, true, false), texts(d, true), b);
            assertEquals(naiveDominoes(b, false, true), texts(d, false), b);
            Position c = Cram.RULES.parse(b);
            assertEquals(naiveDominoes(b, true, true), texts(c, true), b);
            assertEquals(naiveDominoes(b, true, true), texts(c, false), b);
        }
    }

    @Test
    void clobberMovesMatchNaive() {
        for (int k = 0; k < 300; k++) {
            String b = randomBoard(1 + RND.nextInt(3), 1 + RND.nextInt(4), ".xo");
            Position p = Clobber.RULES.parse(b);
            assertEquals(naiveClobber(b, 'x', 'o'), texts(p, true), b);
            assertEquals(naiveClobber(b, 'o', 'x'), texts(p, false), b);
        }
    }

    @Test
    void stripMovesMatchNaive() {
        for (int k = 0; k < 300; k++) {
            String s = randomBoard(1, 1 + RND.nextInt(9), "tf.");
            Position p = ToadsAndFrogs.RULES.parse(s);
            assertEquals(naiveToadsAndFrogs(s, true), texts(p, true), s);
            assertEquals(naiveToadsAndFrogs(s, false), texts(p, false), s);
            String t = randomBoard(1, 1 + RND.nextInt(8), "lre");
            Position q = TopplingDominoes.RULES.parse(t);
            assertEquals(naiveToppling(t, true), texts(q, true), t);
            assertEquals(naiveToppling(t, false), texts(q, false), t);
        }
    }

    @Test
    void hackenbushCutsOneEdgeOfYourColourAndWhatHangsOnIt() {
        for (Position p : Hackenbush.RULES.within(new Bound(5, 0))) {
            String t = p.text();
            long blue = t.chars().filter(c -> c == 'l' || c == 'e').count();
            long red = t.chars().filter(c -> c == 'r' || c == 'e').count();
            assertEquals(blue, p.options(true).size(), t);
            assertEquals(red, p.options(false).size(), t);
            for (Position o : p.options(true)) {
                assertEquals(true, o.size() < p.size(), t + " -> " + o.text());
            }
        }
    }

    @Test
    void heapMovesMatchTheirRules() {
        // Kayles: take 1 or 2 from a row, possibly splitting the rest in two.
        assertEquals(List.of(List.of(3), List.of(1, 2), List.of(2), List.of(1, 1)), HeapGame.KAYLES.moves(4));
        assertEquals(List.of(List.of(1, 4), List.of(2, 3)), HeapGame.GRUNDYS_GAME.moves(5));
        assertEquals(List.of(List.of(), List.of(1)), HeapGame.NIM.moves(2));
        // Dawson's Kayles 0.07: take 2, leaving zero, one or two rows.
        assertEquals(List.of(List.of(2), List.of(1, 1)), HeapGame.DAWSONS_KAYLES.moves(4));
        assertEquals(List.of(0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6), java.util.stream.IntStream.range(0, 12)
                .map(HeapGame.KAYLES::grundy).boxed().toList());
    }

    @Test
    void solverValuesMatchPlainRecursion() {
        for (int k = 0; k < 150; k++) {
            String b = randomBoard(1 + RND.nextInt(3), 1 + RND.nextInt(3), ".#..");
            assertEquals(naiveValue(Domineering.RULES.parse(b)), Domineering.RULES.parse(b).value(), b);
            assertEquals(naiveValue(Cram.RULES.parse(b)), Cram.RULES.parse(b).value(), b);
            String c = randomBoard(1 + RND.nextInt(3), 1 + RND.nextInt(3), ".xo");
            assertEquals(naiveValue(Clobber.RULES.parse(c)), Clobber.RULES.parse(c).value(), c);
            String s = randomBoard(1, 1 + RND.nextInt(6), "tf.");
            assertEquals(naiveValue(ToadsAndFrogs.RULES.parse(s)), ToadsAndFrogs.RULES.parse(s).value(), s);
            String t = randomBoard(1, 1 + RND.nextInt(6), "lre");
            assertEquals(naiveValue(TopplingDominoes.RULES.parse(t)), TopplingDominoes.RULES.parse(t).value(), t);
        }
        for (Position p : Hackenbush.RULES.within(new Bound(4, 0))) {
            assertEquals(naiveValue(p), p.value(), p.text());
        }
        for (int m = 1; m <= 3; m++) {
            for (int n = 1; n <= 3; n++) {
                Position p = Cutcake.RULES.cake(m, n);
                assertEquals(naiveValue(p), p.value(), m + "x" + n);
            }
        }
        for (int n = 0; n <= 6; n++) {
            assertEquals(naiveValue(HeapGame.KAYLES.heap(n)), HeapGame.KAYLES.heap(n).value(), "kayles " + n);
        }
    }
}
