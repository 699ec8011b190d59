package org.cgcheck.loopy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.cgcheck.game.Game;
import org.junit.jupiter.api.Test;

/**
 * CGSuite's outcome class of a loopy value, read off how its sides compare with 0
 * (SidedValue.outcomeClass), against the slow reference: play on the graph with draws
 * (PlayOutcome), on small graphs and sums; and the sides of games without stopper sides
 * (CarouselSide) against the finite sidling approximations, each of which is at least the onside.
 */
class SidedOutcomeTest {
    private static final List<Game> SHORTS = List.of(Game.ZERO, Game.STAR, Game.ONE, Game.MINUS_ONE);

    private static List<LoopyGame> games() {
        return SmallGraphs.sample(SHORTS, 150, 11, 80, 12);
    }

    @Test
    void outcomeBySidesIsOutcomeByPlay() {
        int draws = 0;
        int carousels = 0;
        for (LoopyGame g : games()) {
            SidedValue v = SidedValue.of(g);
            LoopyOutcomeClass byPlay = LoopyOutcomeClass.ofPlay(PlayOutcome.outcomeClass(g));
            assertEquals(byPlay, v.outcomeClass(), () -> LoopyPrinter.print(g) + " = " + v);
            draws += "LRNP".contains(byPlay.name()) ? 0 : 1;
            carousels += v.isStopperSided() ? 0 : 1;
        }
        System.out.println("SidedOutcomeTest: " + games().size() + " games, " + draws + " with draws, " + carousels
                + " without stopper sides");
        assertTrue(draws >= 20, "draws: " + draws);
    }

    /** Sums of small games: the sum's class by its sides (the upsum and downsum) against play on the product graph. */
    @Test
    void outcomeOfSumsBySidesIsOutcomeByPlay() {
        List<LoopyGame> gs = SmallGraphs.all(1, SHORTS);
        int checked = 0;
        int draws = 0;
        for (int i = 0; i < gs.size(); i += 17) {
            for (int j = 1; j < gs.size(); j += 23) {
                LoopyGame g = gs.get(i);
                LoopyGame h = gs.get(j);
                SidedValue sum = SidedValue.of(g).plus(SidedValue.of(h));
                LoopyOutcomeClass byPlay = LoopyOutcomeClass.ofPlay(PlayOutcome.outcomeClass(g.plus(h)));
                assertEquals(byPlay, sum.outcomeClass(), () -> LoopyPrinter.print(g) + " + " + LoopyPrinter.print(h) + " = " + sum);
                checked++;
                draws += "LRNP".contains(byPlay.name()) ? 0 : 1;
            }
        }
        System.out.println("SidedOutcomeTest: " + checked + " sums, " + draws + " with draws");
        assertTrue(checked > 100 && draws >= 20, "checked: " + checked + ", draws: " + draws);
    }

    /**
     * A side kept as a graph (no stopper side found) has the game's onside by SideOrder, by
     * construction; independently, every finite sidling approximation of the game lies above it.
     */
    @Test
    void graphSidesLieBelowTheSidlingApproximations() {
        int seen = 0;
        List<LoopyGame> all = new ArrayList<>(games());
        all.add(Loopy.parseGame("a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}"));
        for (LoopyGame g : all) {
            LoopyGame on = Sidling.onside(g);
            if (on.isStopper()) {
                continue;
            }
            seen++;
            LoopyGame[][] rounds = Sidling.rounds(g, 6);
            for (LoopyGame[] round : rounds) {
                assertTrue(SideOrder.onsideGeq(round[g.root()], on), () -> LoopyPrinter.print(g));
            }
            assertTrue(SideOrder.onsideEqual(on, g));
        }
        System.out.println("SidedOutcomeTest: " + seen + " onsides kept as graphs");
        assertTrue(seen >= 1);
    }

    /** CGSuite's SidedValueTestCase: Bach's Carousel prints its sides as graphs, outcome N. */
    @Test
    void bachsCarouselAsCgsuitePrintsIt() {
        SidedValue bach = Loopy.parseValue("a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}");
        assertEquals("a{1|1,{1*|a||*}||0} & a{0,{1|||1*|a||*}|0}", bach.toString());
        assertEquals(LoopyOutcomeClass.N, bach.outcomeClass());
        assertEquals(LoopyOutcomeClass.ofPlay(bach.outcome()), bach.outcomeClass());
        assertTrue(!bach.isStopperSided() && !bach.isStopper());
    }
}
