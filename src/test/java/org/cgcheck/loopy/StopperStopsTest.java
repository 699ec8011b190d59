package org.cgcheck.loopy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.cgcheck.game.Dyadic;
import org.cgcheck.game.Game;
import org.cgcheck.universe.Universe;
import org.junit.jupiter.api.Test;

/**
 * Stops of stoppers against the play-out reference (every third of StopperOrderTest's 2,850 small
 * stoppers): for every number y of a grid, a Left stop
 * above y means G ≰ y and one below y means G ≤ y (mirror for the right stop), each comparison
 * decided by playing G - y out (PlayOutcome). Also CGSuite's own test cases
 * (lib/core/src/test/scala/org/cgsuite/lang/CanonicalStopperTestCase.scala) and the stops of short
 * games born by day 2.
 */
class StopperStopsTest {
    private static final List<Dyadic> GRID = grid();

    private static List<Dyadic> grid() {
        List<Dyadic> out = new ArrayList<>();
        for (int i = -12; i <= 12; i++) {
            out.add(Dyadic.of(i, 2));              // -3 .. 3 by quarters
        }
        out.add(Dyadic.of(1, 4));
        out.add(Dyadic.of(-1, 4));
        out.add(Dyadic.of(1, 6));
        return out;
    }

    private static String stops(String text) {
        LoopyGame g = Loopy.parseGame(text);
        return StopperStops.leftStop(g) + " " + StopperStops.rightStop(g);
    }

    @Test
    void cgsuitesExamples() {
        assertEquals("on on", stops("on"));
        assertEquals("off off", stops("off"));
        assertEquals("over over", stops("over"));
        assertEquals("under under", stops("under"));
        assertEquals("3/2under 3/2under", stops("{pass|3/2}"));
        assertEquals("-1/4 -1/4", stops("{-1/4+*|pass}"));
        assertEquals("0 0", stops("{0||0|0,pass}"));                 // uponth
        assertEquals("0 0", stops("{0|||0||0|off}"));
        assertEquals("0 0", stops("{on|0||0}"));                     // Miny(on)
        assertEquals("0 0", stops("{0||0|under}"));                  // Tiny(over)
        assertEquals("over under", stops("+-{0|pass}"));
        assertEquals("5over -5under", stops("+-{5|pass}"));
        assertEquals("0 0", stops("a{0||||0|||a|*||*}"));
        assertEquals("0 0", stops("a{0|{0||||0,*2|||a|0||0}||0}"));
        assertEquals("0 0", stops("upon"));
    }

    @Test
    void shortGamesKeepTheirStops() {
        for (Game a : Universe.valuesBornBy(2)) {
            assertEquals(Pseudonumber.number(a.leftStop(), 0), StopperStops.leftStop(LoopyGame.of(a)), a.toString());
            assertEquals(Pseudonumber.number(a.rightStop(), 0), StopperStops.rightStop(LoopyGame.of(a)), a.toString());
        }
    }

    @Test
    void stopsAgreeWithPlayAgainstNumbers() {
        int checked = 0;
        List<LoopyGame> all = StopperOrderTest.smallStoppers();
        for (int i = 0; i < all.size(); i += 3) {
            LoopyGame g = all.get(i);
            Pseudonumber ls = StopperStops.leftStop(g);
            Pseudonumber rs = StopperStops.rightStop(g);
            assertTrue(ls.compareTo(rs) >= 0, () -> LoopyPrinter.print(g));
            for (Dyadic y : GRID) {
                Pseudonumber py = Pseudonumber.number(y, 0);
                LoopyGame ly = LoopyGame.of(Game.number(y));
                if (ls.compareTo(py) != 0) {
                    boolean leq = StopperOrderTest.referenceGeq(ly, g);
                    assertEquals(ls.compareTo(py) < 0, leq, () -> LoopyPrinter.print(g) + " left stop " + ls + " vs " + y);
                    checked++;
                }
                if (rs.compareTo(py) != 0) {
                    boolean geq = StopperOrderTest.referenceGeq(g, ly);
                    assertEquals(rs.compareTo(py) > 0, geq, () -> LoopyPrinter.print(g) + " right stop " + rs + " vs " + y);
                    checked++;
                }
            }
        }
        System.out.println("StopperStopsTest: " + checked + " comparisons with numbers played out");
    }

    @Test
    void nonStoppersHaveNoStops() {
        assertThrows(StopperStops.NoStop.class, () -> StopperStops.leftStop(Loopy.parseGame("a{{|a}|}")));
    }
}
