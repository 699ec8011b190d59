package org.cgcheck.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.List;
import org.cgcheck.universe.Universe;
import org.junit.jupiter.api.Test;

/** Game.isInfinitesimal (read from the fixed-point stops) is "both stops are 0". */
class InfinitesimalTest {
    private static boolean byStops(Game g) {
        return g.leftStop().signum() == 0 && g.rightStop().signum() == 0;
    }

    @Test
    void agreesWithTheStopsOnEveryValueBornByDayThreeAndTheirSums() {
        List<Game> day3 = Universe.valuesBornBy(3);
        int infinitesimal = 0;
        for (Game g : day3) {
            assertEquals(byStops(g), g.isInfinitesimal(), g.toString());
            infinitesimal += g.isInfinitesimal() ? 1 : 0;
            Game s = g.plus(day3.get(day3.size() / 2));
            assertEquals(byStops(s), s.isInfinitesimal(), s.toString());
        }
        assertTrue(infinitesimal > 10 && infinitesimal < day3.size(), "both kinds occur: " + infinitesimal);
    }

    @Test
    void stopsBeyondTheFixedPointRangeAreReadFromTheirObjects() {
        Game huge = Game.number(Dyadic.integer(BigInteger.ONE.shiftLeft(60)));
        Game hot = Game.of(new Game[] {huge}, new Game[] {huge.negate()});      // {2^60 | -2^60}
        assertFalse(hot.isInfinitesimal());
        Game tiny = Game.of(new Game[] {Game.ZERO}, new Game[] {Game.of(new Game[] {Game.ZERO},
                new Game[] {huge.negate()})});                                    // {0 || 0 | -2^60}
        assertEquals(byStops(tiny), tiny.isInfinitesimal());
        assertTrue(tiny.isInfinitesimal());
        Game tinyPlusHuge = tiny.plus(huge);
        assertFalse(tinyPlusHuge.isInfinitesimal());
        assertTrue(tinyPlusHuge.plus(huge.negate()).isInfinitesimal());
    }
}
