package org.cgcheck.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.cgcheck.game.Game;
import org.cgcheck.theory.AtomicWeight;
import org.cgcheck.universe.Universe;
import org.junit.jupiter.api.Test;

/** Every failed test of a value born by day 3 gets a reason with a witness a student can check. */
class PredicateWhyTest {
    @Test
    void everyNonNumberAndNonNimberHasAWitness() {
        for (Game g : Universe.valuesBornBy(3)) {
            if (!g.isNumber()) {
                String why = PredicateWhy.explain("isnumber", g, false);
                assertTrue(why.startsWith(g + " is not a number: its "), why);
                // the witness is true of g: an option that is not a number, or a Left option not below a Right one
                assertTrue(g.leftOptions().stream().anyMatch(o -> !o.isNumber())
                        || g.rightOptions().stream().anyMatch(o -> !o.isNumber())
                        || g.leftOptions().stream().anyMatch(l -> g.rightOptions().stream().anyMatch(r -> !l.lessThan(r))), why);
            }
            if (!g.isNimber()) {
                assertTrue(PredicateWhy.explain("isnimber", g, false).startsWith(g + " is not a nimber: "), g::toString);
            }
            if (!AtomicWeight.isAllSmall(g)) {
                String why = PredicateWhy.explain("isdicotic", g, false);
                assertNotNull(why, g::toString);
                assertTrue(why.endsWith("only, so " + g + " is not dicotic"), why);
            }
        }
    }

    @Test
    void theReasonsReadAsInTheCounterexamples() {
        Game star = Game.STAR;
        assertEquals("* is not a number: its Left option 0 is not less than its Right option 0",
                PredicateWhy.explain("isnumber", star, false));
        assertEquals("-1 has moves for Right only, so -1 is not dicotic",
                PredicateWhy.explain("isdicotic", Game.integer(-1), false));
        assertEquals("its stops are 1 (Left) and 1 (Right), not both 0",
                PredicateWhy.explain("isinfinitesimal", Game.integer(1), false));
    }
}
