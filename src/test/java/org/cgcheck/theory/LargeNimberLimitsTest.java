package org.cgcheck.theory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.List;
import org.cgcheck.game.Dyadic;
import org.cgcheck.game.Game;
import org.cgcheck.game.InfeasibleException;
import org.cgcheck.game.Limits;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.function.Executable;

/**
 * Operations that recurse through a large nimber's options are refused with an estimate (they
 * hung), while those with closed forms stay exact.
 */
@Timeout(120)      // hang guard only
class LargeNimberLimitsTest {
    private static final Game BIG = Game.nimber(65536);
    private static final Game PM = Game.of(List.of(Game.ONE), List.of(Game.MINUS_ONE));

    private static void refused(Executable e) {
        InfeasibleException ex = assertThrows(InfeasibleException.class, e);
        assertTrue(ex.getMessage().contains("refused") || ex.getMessage().contains("limit"), ex.getMessage());
    }

    @Test
    void recursionsThroughLargeNimbersAreRefused() {
        refused(() -> OrdinalSum.of(Game.UP, BIG));
        refused(() -> OrdinalSum.of(BIG, Game.ONE));
        refused(() -> Cooling.heat(BIG, Game.ONE));
        refused(() -> Cooling.cool(BIG, Dyadic.ZERO));
        refused(() -> ReducedCanonicalForm.coolStar(BIG));
        refused(() -> ReducedCanonicalForm.starProjection(BIG));
        refused(() -> Norton.multiply(BIG, Game.UP));
        refused(() -> Norton.multiply(Game.UP, BIG));
    }

    @Test
    void closedFormsOfLargeValuesStayAvailable() {
        assertSame(Game.nimber(65536 + 3), OrdinalSum.of(BIG, Game.nimber(3)));
        assertSame(Game.ZERO, Cooling.cool(BIG, Dyadic.ONE));
        assertSame(Game.ZERO, ReducedCanonicalForm.rcf(BIG));
        assertSame(Game.ZERO, Norton.times(BigInteger.valueOf(65536), PM));
        assertSame(Game.nus(Dyadic.ZERO, 1 << 20, 0), Norton.times(BigInteger.valueOf(1 << 20), Game.UP));
        refused(() -> Norton.times(BigInteger.valueOf((1 << 20) + 1), Game.UP));
    }

    @Test
    void smallNimbersAtTheLimitStillWork() {
        Game g = OrdinalSum.of(Game.nimber(Limits.MAX_SUMMED_NIMBER), Game.ONE);
        assertEquals(Limits.MAX_SUMMED_NIMBER + 1, g.leftOptions().size());
        assertTrue(Cooling.heat(Game.nimber(20), Game.ONE).leftOptions().size() > 0);
    }
}
