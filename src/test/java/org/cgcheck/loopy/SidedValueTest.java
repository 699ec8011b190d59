package org.cgcheck.loopy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.cgcheck.game.Game;
import org.junit.jupiter.api.Test;

/**
 * Sides by sidling on small enumerated graphs that are not stoppers: the sides are stoppers with
 * onside ≥ offside, a stopper is its own sides, sides of a sum are the upsum and downsum of the
 * sides, and negation swaps them. The Winning Ways examples (dud, tis) are in LoopyBasicsTest.
 */
class SidedValueTest {
    private static final List<Game> SHORTS = List.of(Game.ZERO, Game.STAR, Game.ONE);

    /** Non-stoppers of 1 and 2 nodes, and random ones of 3, with stopper sides found; counts the others. */
    static List<LoopyGame> sidedGames(int[] unsettled) {
        List<LoopyGame> all = new ArrayList<>(SmallGraphs.all(1, SHORTS));
        all.addAll(SmallGraphs.random(120, 2, SHORTS, 5));
        all.addAll(SmallGraphs.random(40, 3, List.of(Game.ZERO, Game.STAR, Game.MINUS_ONE), 6));
        List<LoopyGame> out = new ArrayList<>();
        for (LoopyGame g : all) {
            if (g.isStopper()) {
                continue;
            }
            if (Sidling.onside(g).isStopper() && Sidling.offside(g).isStopper()) {
                out.add(g);
            } else {
                unsettled[0]++;         // no stopper side found: its sides are graphs (CarouselSide)
            }
        }
        return out;
    }

    private static final int[] UNSETTLED = {0};
    private static final List<LoopyGame> SETTLED = sidedGames(UNSETTLED);

    @Test
    void sidesAreOrderedStoppers() {
        int[] unsettled = UNSETTLED;
        List<LoopyGame> games = SETTLED;
        assertTrue(games.size() >= 20, "settled: " + games.size() + ", unsettled: " + unsettled[0]);
        for (LoopyGame g : games) {
            SidedValue v = SidedValue.of(g);
            assertTrue(v.onside().isStopper() && v.offside().isStopper());
            assertTrue(Survival.geq(v.onside(), v.offside()), () -> LoopyPrinter.print(g));
            assertTrue(SidedValue.of(g.negate()).equalTo(v.negate()), () -> "negation of " + LoopyPrinter.print(g));
        }
        System.out.println("SidedValueTest: " + games.size() + " non-stoppers sidled, " + unsettled[0] + " unsettled");
    }

    /** Where sidling's finite approximations settle, they agree with the side found by deleting Right's moves. */
    @Test
    void deletionAgreesWithSidling() {
        int compared = 0;
        for (LoopyGame g : SETTLED) {
            LoopyGame byDeletion = SideByDeletion.onside(g);
            LoopyGame sidled;
            try {
                sidled = Sidling.approximate(g);
            } catch (Sidling.NotSettled e) {
                continue;
            }
            if (byDeletion != null) {
                assertTrue(Survival.equal(byDeletion, sidled), () -> LoopyPrinter.print(g));
                compared++;
            }
        }
        System.out.println("SidedValueTest: deletion and sidling compared on " + compared + " games");
        assertTrue(compared >= 5, "compared: " + compared);
    }

    @Test
    void aStopperIsItsOwnSides() {
        for (LoopyGame g : SmallGraphs.stoppers(SmallGraphs.all(1, SHORTS))) {
            assertTrue(Survival.equal(Sidling.onside(g), g));
            assertTrue(Survival.equal(Sidling.offside(g), g));
        }
    }

    @Test
    void sidesOfASumAreTheUpsumAndDownsumOfTheSides() {
        List<LoopyGame> games = new ArrayList<>(SETTLED);
        games.addAll(SmallGraphs.stoppers(SmallGraphs.all(1, SHORTS)));
        Random rnd = new Random(3);
        int checked = 0;
        for (int i = 0; i < 120; i++) {
            LoopyGame g = games.get(rnd.nextInt(games.size()));
            LoopyGame h = games.get(rnd.nextInt(games.size()));
            SidedValue direct;
            try {
                direct = SidedValue.of(g.plus(h));
            } catch (Sidling.NotSettled e) {
                continue;
            }
            SidedValue bySides = SidedValue.of(g).plus(SidedValue.of(h));
            assertTrue(direct.equalTo(bySides), () -> LoopyPrinter.print(g) + " + " + LoopyPrinter.print(h) + ": " + direct
                    + " vs " + bySides);
            checked++;
        }
        assertTrue(checked > 60, "sums checked: " + checked);
    }

    @Test
    void winningWaysExamples() {
        assertEquals("dud", Loopy.parseValue("on + off").toString());
        assertEquals("1 & 0", Loopy.parseValue("a{{|a}|}").toString());              // tis
        assertEquals("0 & -1", Loopy.parseValue("b{|{b|}}").toString());             // tisn
        assertTrue(Loopy.parseValue("dud + 5").equalTo(Loopy.parseValue("dud")));
        assertTrue(Loopy.parseValue("on + 1").equalTo(Loopy.parseValue("on")));
    }
}
