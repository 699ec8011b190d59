package org.cgcheck.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.cgcheck.game.Game;
import org.junit.jupiter.api.Test;

/**
 * The solver's fast paths against the plain ones on random small boards: regions found by bit
 * masks against the stack flood fill, one-number memo keys against the normal-form texts, and
 * values (split, memoised by packed keys) against a solve that neither splits nor normalises.
 */
class PackedKeysTest {
    private static final List<GridRuleset> RULESETS = List.of(Amazons.RULES, Clobber.RULES, Domineering.RULES,
            (GridRuleset) Cram.RULES, Fission.RULES, GenClobber.KINGS, GenClobber.KNIGHTS, GenClobber.ROOKS,
            GenClobber.QUEENS, GenClobber.HOT, GenClobber.ANTI);
    private static final int[][] STEPS_DR = {{-1, 1, 0, 0}, {-1, -1, -1, 0, 0, 1, 1, 1}, {-2, -2, -1, -1, 1, 1, 2, 2}};
    private static final int[][] STEPS_DC = {{0, 0, -1, 1}, {-1, 0, 1, -1, 1, -1, 0, 1}, {-1, 1, -2, 2, -2, 2, -1, 1}};

    private static Grid random(SplittableRandom rnd, String alphabet, int maxRows, int maxCols) {
        int rows = 1 + rnd.nextInt(maxRows), cols = 1 + rnd.nextInt(maxCols);
        char[] cells = new char[rows * cols];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = alphabet.charAt(rnd.nextInt(alphabet.length()));
        }
        return new Grid(rows, cols, cells);
    }

    private static List<String> texts(List<Grid> gs) {
        List<String> out = new ArrayList<>();
        gs.forEach(g -> out.add(g.rows + "x" + g.cols + ":" + g.text()));
        return out;
    }

    @Test
    void maskRegionsAreTheStackRegions() {
        SplittableRandom rnd = new SplittableRandom(11);
        for (int i = 0; i < 3000; i++) {
            Grid g = random(rnd, ".xo#", 8, 8);
            int steps = rnd.nextInt(STEPS_DR.length);
            char blank = i % 2 == 0 ? '#' : '.';
            java.util.function.IntPredicate member = c -> c != blank;
            assertEquals(texts(g.regionsByStack(member, blank, STEPS_DR[steps], STEPS_DC[steps])),
                    texts(GridMasks.regions(g, member, blank, STEPS_DR[steps], STEPS_DC[steps])), g.text());
        }
    }

    @Test
    void packedKeysMatchNormalForms() {
        SplittableRandom rnd = new SplittableRandom(12);
        for (GridRuleset r : RULESETS) {
            Map<Long, String> byKey = new HashMap<>();
            Map<String, Long> byText = new HashMap<>();
            int packed = 0;
            for (int i = 0; i < 4000; i++) {
                Grid g = random(rnd, r.alphabet(), 1 + i % 7, 1 + (i / 7) % 8);
                long k = r.packedKey(g);
                String text = g.normalForm(r.symmetries());
                if (k == PackedGrid.NONE) {
                    continue;
                }
                packed++;
                for (int s = 0; s < r.symmetries(); s++) {      // every image has the board's key
                    assertEquals(k, r.packedKey(Grid.parse(g.image(s), r.alphabet(), "test")), g.text() + " image " + s);
                }
                String old = byKey.putIfAbsent(k, text);        // equal keys: equal normal forms, and back
                assertEquals(old == null ? text : old, text, r.name() + " " + g.text());
                Long oldKey = byText.putIfAbsent(text, k);
                assertEquals(oldKey == null ? k : oldKey, k, r.name() + " " + g.text());
            }
            assertNotEquals(0, packed, r.name() + ": no board had a packed key");
        }
    }

    @Test
    void boardsTooLargeForOneNumberHaveNone() {
        assertEquals(PackedGrid.NONE, Amazons.RULES.packedKey(Grid.filled(5, 6, '.')));
        assertNotEquals(PackedGrid.NONE, Amazons.RULES.packedKey(Grid.filled(4, 7, '.')));
        assertNotEquals(PackedGrid.NONE, Domineering.RULES.packedKey(Grid.filled(7, 8, '.')));
        assertEquals(PackedGrid.NONE, Domineering.RULES.packedKey(Grid.filled(1, 16, '.')));
    }

    @Test
    void solvedValuesEqualAPlainSolve() {
        SplittableRandom rnd = new SplittableRandom(13);
        for (GridRuleset r : RULESETS) {
            Map<String, Game> seen = new HashMap<>();
            for (int i = 0; i < 25; i++) {
                Position p = r.random(new Bound(1 + rnd.nextInt(3), 2 + rnd.nextInt(2)), rnd);
                assertEquals(plain(p, seen), p.value(), r.name() + " " + p.text());
            }
        }
    }

    /** The value from the options' values, memoised by the exact board text: no splitting, no symmetry. */
    private static Game plain(Position p, Map<String, Game> seen) {
        Game known = seen.get(p.text());
        if (known != null) {
            return known;
        }
        List<Game> l = new ArrayList<>(), r = new ArrayList<>();
        p.options(true).forEach(q -> l.add(plain(q, seen)));
        p.options(false).forEach(q -> r.add(plain(q, seen)));
        Game g = Game.of(l, r);
        seen.put(p.text(), g);
        return g;
    }
}
