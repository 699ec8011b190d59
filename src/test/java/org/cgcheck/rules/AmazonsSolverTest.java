package org.cgcheck.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.cgcheck.game.Game;
import org.junit.jupiter.api.Test;

/**
 * The bit-mask Amazons solver against the generic path (Amazons' moves on character boards,
 * regions, normal-form keys, the engine) on random boards: the same canonical forms, exactly.
 */
class AmazonsSolverTest {
    /**
     * A board of the given shape: each board draws its own burnt and amazon rates. Boards with more
     * than 11 open squares or 4 amazons are drawn again: a 4x4 board with six amazons and eight
     * empty squares takes either path minutes (its values are large hot games).
     */
    private static Grid random(SplittableRandom rnd, int rows, int cols) {
        while (true) {
            Grid g = draw(rnd, rows, cols);
            int open = 0, amazons = 0;
            for (char c : g.cells) {
                open += c != '#' ? 1 : 0;
                amazons += c == 'x' || c == 'o' ? 1 : 0;
            }
            if (open <= 11 && amazons <= 4) {
                return g;
            }
        }
    }

    private static Grid draw(SplittableRandom rnd, int rows, int cols) {
        double burnt = rnd.nextDouble() * 0.6, amazons = 0.05 + rnd.nextDouble() * 0.3;
        double leftShare = rnd.nextInt(5) == 0 ? (rnd.nextBoolean() ? 1.0 : 0.0) : 0.5;  // one-colour boards too
        char[] cells = new char[rows * cols];
        for (int i = 0; i < cells.length; i++) {
            double u = rnd.nextDouble();
            cells[i] = u < burnt ? '#' : u < burnt + (1 - burnt) * amazons
                    ? (rnd.nextDouble() < leftShare ? 'x' : 'o') : '.';
        }
        return new Grid(rows, cols, cells);
    }

    private static void same(Grid g) {
        Position p = new GridPosition(Amazons.RULES, g);
        Game generic = Solver.genericValue(p);
        Game fast = Solver.value(p);
        assertSame(generic, fast, g.text() + ": generic " + generic + ", masks " + fast);
    }

    @Test
    void randomBoardsUpTo4x4HaveTheGenericValues() {
        SplittableRandom rnd = new SplittableRandom(43);
        for (int i = 0; i < 600; i++) {
            same(random(rnd, 1 + rnd.nextInt(4), 1 + rnd.nextInt(4)));
        }
    }

    @Test
    void coldStartsAgree() {
        // Without memos carried over from other boards: each path solves every region itself.
        SplittableRandom rnd = new SplittableRandom(7);
        for (int i = 0; i < 40; i++) {
            Solver.clear();
            same(random(rnd, 3 + rnd.nextInt(2), 3 + rnd.nextInt(2)));
        }
    }

    @Test
    void largerBoardsWithTwoLongKeysAgree() {
        // More than 28 cells: regions keyed by three longs; crowded boards keep the generic path quick.
        SplittableRandom rnd = new SplittableRandom(5);
        int[][] shapes = {{5, 6}, {6, 5}, {2, 15}, {1, 40}, {8, 8}, {4, 9}};
        for (int i = 0; i < 36; i++) {
            int[] s = shapes[i % shapes.length];
            char[] cells = new char[s[0] * s[1]];
            for (int k = 0; k < cells.length; k++) {
                double u = rnd.nextDouble();
                cells[k] = u < 0.74 ? '#' : u < 0.79 ? 'x' : u < 0.84 ? 'o' : '.';
            }
            same(new Grid(s[0], s[1], cells));
        }
    }

    /** The key as the solver reads a board: least image of planes e|x and x|o. */
    private static long key(Grid g) {
        long x = 0, o = 0, e = 0;
        for (int i = 0; i < g.cells.length; i++) {
            char c = g.cells[i];
            x |= c == 'x' ? 1L << i : 0;
            o |= c == 'o' ? 1L << i : 0;
            e |= c == '.' ? 1L << i : 0;
        }
        return AmazonsShape.of(g.rows, g.cols).smallKey(e | x, x | o);
    }

    @Test
    void smallKeysAreTheNormalForms() {
        SplittableRandom rnd = new SplittableRandom(3);
        Map<Long, String> byKey = new HashMap<>();
        Map<String, Long> byText = new HashMap<>();
        for (int i = 0; i < 5000; i++) {
            int rows = 1 + rnd.nextInt(7), cols = 1 + rnd.nextInt(7);
            if (rows * cols > AmazonsShape.SMALL) {
                continue;
            }
            Grid g = draw(rnd, rows, cols);
            long k = key(g);
            assertTrue(k > 0, g.text());
            for (int s = 0; s < 8; s++) {
                assertEquals(k, key(Grid.parse(g.image(s), ".xo#", "test")), g.text() + " image " + s);
            }
            String text = g.normalForm(8);
            String old = byKey.putIfAbsent(k, text);
            assertEquals(old == null ? text : old, text, g.text());
            Long oldKey = byText.putIfAbsent(text, k);
            assertEquals(oldKey == null ? k : oldKey, k, g.text());
        }
    }
}
