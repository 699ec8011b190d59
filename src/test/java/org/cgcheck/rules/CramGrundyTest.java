package org.cgcheck.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.cgcheck.game.Game;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The bit-mask Cram solver against a plain recursion written here: mex over every domino
 * placement, memoised by the board's text only (no regions, no symmetries, no bit tricks).
 */
@Timeout(300)
class CramGrundyTest {
    private final Map<String, Integer> plain = new HashMap<>();

    private int plainGrundy(Grid g) {
        String key = g.rows + ":" + g.text();
        Integer known = plain.get(key);
        if (known != null) {
            return known;
        }
        java.util.BitSet seen = new java.util.BitSet();
        for (int r = 0; r < g.rows; r++) {
            for (int c = 0; c < g.cols; c++) {
                if (g.at(r, c) != '.') {
                    continue;
                }
                if (c + 1 < g.cols && g.at(r, c + 1) == '.') {
                    seen.set(plainGrundy(g.with(r * g.cols + c, '#', r * g.cols + c + 1, '#')));
                }
                if (r + 1 < g.rows && g.at(r + 1, c) == '.') {
                    seen.set(plainGrundy(g.with(r * g.cols + c, '#', (r + 1) * g.cols + c, '#')));
                }
            }
        }
        int v = seen.nextClearBit(0);
        plain.put(key, v);
        return v;
    }

    @Test
    void everyBoardWithin4x4() {
        int n = 0;
        for (Position p : Cram.RULES.within(new Bound(4, 4))) {
            Grid g = ((GridPosition) p).grid;
            assertEquals(plainGrundy(g), CramGrundy.of(g), p.text());
            assertEquals(Game.nimber(plainGrundy(g)), p.value(), p.text());
            n++;
        }
        assertEquals(true, n > 5000, "boards checked: " + n);
    }

    @Test
    void randomBoardsUpTo4x5AndStrips() {
        SplittableRandom rnd = new SplittableRandom(7);
        int[][] shapes = {{4, 4}, {4, 5}, {5, 4}, {2, 9}, {1, 13}, {3, 6}};
        for (int[] s : shapes) {
            for (int k = 0; k < 40; k++) {
                Grid g = ((GridPosition) Cram.RULES.random(new Bound(s[0], s[1]), rnd)).grid;
                assertEquals(plainGrundy(g), CramGrundy.of(g), g.text());
            }
        }
    }

    @Test
    void emptyBoardsKnownValues() {
        // Even x even boards are second-player wins (the point-symmetric answer), so their value is 0.
        assertEquals(0, CramGrundy.of(Grid.filled(4, 4, '.')));
        assertEquals(plainGrundy(Grid.filled(3, 5, '.')), CramGrundy.of(Grid.filled(3, 5, '.')));
        assertEquals(plainGrundy(Grid.filled(4, 5, '.')), CramGrundy.of(Grid.filled(4, 5, '.')));
    }

    @Test
    void boardsBeyondTheBitEncodingUseTheGeneralSolver() {
        Grid wide = Grid.filled(1, 60, '.');
        assertEquals(false, CramGrundy.handles(wide));
        // A 1 x n Cram strip is Dawson's Kayles-like 0.07 with heap n: compare with the heap game.
        Position strip = Cram.RULES.parse(".".repeat(60));
        assertEquals(Game.nimber(HeapGame.octal("0.07").grundy(60)), strip.value());
    }
}
