package org.cgcheck.loopy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.cgcheck.game.Game;
import org.junit.jupiter.api.Test;

/**
 * The order of onsides of arbitrary games (SideOrder, a Büchi game) against two references: on
 * stoppers it is the play-out order (Left survives G - H, by PlayOutcome); on games whose onside C
 * is found by deleting Right's moves it compares like C does, both ways, with random stoppers.
 * The direction X ≥ G⁺ is independent of the deletion method's own acceptance test, which only
 * checks G⁺ ≥ C. Also: the sides SideByEdits finds are stoppers with the same sides, and Bach's
 * Carousel, which CGSuite reports as not stopper-sided, gets none.
 */
class SideOrderTest {
    private static final List<Game> SHORTS = List.of(Game.ZERO, Game.STAR, Game.ONE, Game.MINUS_ONE);

    @Test
    void onStoppersItIsThePlayOutOrder() {
        List<LoopyGame> s = StopperOrderTest.smallStoppers();
        Random rnd = new Random(5);
        for (int i = 0; i < 1500; i++) {
            LoopyGame g = s.get(rnd.nextInt(s.size()));
            LoopyGame h = s.get(rnd.nextInt(s.size()));
            boolean ref = StopperOrderTest.referenceGeq(g, h);
            assertEquals(ref, SideOrder.onsideGeq(g, h), () -> LoopyPrinter.print(g) + " >= " + LoopyPrinter.print(h));
            assertEquals(ref, SideOrder.offsideGeq(g, h), () -> LoopyPrinter.print(g) + " >= " + LoopyPrinter.print(h));
        }
    }

    @Test
    void onGamesSidedByDeletionItComparesLikeTheOnside() {
        List<LoopyGame> stoppers = StopperOrderTest.smallStoppers();
        List<LoopyGame> games = new ArrayList<>();
        List<LoopyGame> onsides = new ArrayList<>();
        for (int n = 1; n <= 3; n++) {
            for (LoopyGame g : SmallGraphs.random(100, n, SHORTS, 7)) {
                LoopyGame c = g.isStopper() ? null : SideByDeletion.onside(g);
                if (c != null) {
                    games.add(g);
                    onsides.add(c);
                }
            }
        }
        assertTrue(games.size() > 80, "games: " + games.size());
        System.out.println("SideOrderTest: " + games.size() + " games sided by deletion compared with stoppers");
        Random rnd = new Random(11);
        for (int i = 0; i < games.size(); i++) {
            LoopyGame g = games.get(i);
            LoopyGame c = onsides.get(i);
            assertTrue(SideOrder.onsideEqual(g, c), () -> g.graphString());
            for (int j = 0; j < 8; j++) {
                LoopyGame x = stoppers.get(rnd.nextInt(stoppers.size()));
                assertEquals(Survival.geq(c, x), SideOrder.onsideGeq(g, x), () -> g.graphString() + " vs " + LoopyPrinter.print(x));
                assertEquals(Survival.geq(x, c), SideOrder.onsideGeq(x, g), () -> LoopyPrinter.print(x) + " vs " + g.graphString());
            }
            int k = rnd.nextInt(games.size());
            assertEquals(Survival.geq(c, onsides.get(k)), SideOrder.onsideGeq(g, games.get(k)));
        }
    }

    /** 4-node games where deleting Right's moves gives no stopper: the edits find some sides, each checked. */
    @Test
    void sidesFoundByEditsAreStoppersWithTheSameOnside() {
        int missed = 0;
        int found = 0;
        for (LoopyGame g0 : SmallGraphs.random(300, 4, SHORTS, 1)) {
            if (g0.isStopper()) {
                continue;
            }
            for (LoopyGame g : List.of(g0, g0.negate())) {
                if (SideByDeletion.onside(g) != null) {
                    continue;
                }
                missed++;
                LoopyGame c = SideByEdits.onside(g);
                if (c != null) {
                    found++;
                    assertTrue(c.isStopper());
                    assertTrue(SideOrder.onsideEqual(c, g));
                    // every sidling approximation is an upper bound of the onside
                    for (LoopyGame[] s : Sidling.rounds(g, 6)) {
                        assertTrue(Survival.geq(s[g.root()], c), () -> LoopyPrinter.print(g));
                    }
                }
            }
        }
        System.out.println("SideOrderTest: of " + missed + " sides of 4-node games not found by deletion, " + found
                + " found by edits");
        assertEquals(4, missed);
        assertEquals(4, found);
    }

    @Test
    void bachsCarouselHasNoStopperSides() {
        LoopyGame bach = Loopy.parseGame("a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}");
        assertNull(SideByDeletion.onside(bach));
        assertNull(SideByEdits.onside(bach));
        assertNotNull(Loopy.parseValue("{0|{dud|},*}"));
        assertEquals("^ & v*", Loopy.parseValue("{0|{dud|},*}").toString());     // CGSuite's SidedValueTestCase
    }
}
