package org.cgcheck.game;

import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Sums of two large general games are refused with an estimate instead of running for minutes. */
@Timeout(120)      // hang guard only
class SumCostTest {
    @Test
    void sumsOfTwoLongChainsAreRefused() {
        Game a = Uptimals.upSum(2000);
        Game b = Uptimals.upSum(1999);
        InfeasibleException e = assertThrows(InfeasibleException.class, () -> a.minus(b));
        assertTrue(e.getMessage().contains("2001 × 2000 positions"), e.getMessage());
        assertThrows(InfeasibleException.class, () -> Uptimals.upPower(65536).plus(Uptimals.upPower(65535)));
    }

    @Test
    void sumsWithOneSmallSideStillWork() {
        Game big = Uptimals.upPower(5000);
        Game sw = Game.of(java.util.List.of(Game.ONE), java.util.List.of(Game.MINUS_ONE));
        Game sum = big.plus(sw);
        assertSame(big, sum.minus(sw));
        assertSame(Uptimals.upPower(60), Uptimals.upSum(60).minus(Uptimals.upSum(59)));
    }
}
