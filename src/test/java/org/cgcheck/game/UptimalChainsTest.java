package org.cgcheck.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Uptimals built link by link from their canonical chains equal the sums that define them. */
@Timeout(120)      // hang guard only
class UptimalChainsTest {
    @Test
    void chainsEqualTheDefiningSums() {
        Game sum = Game.ZERO;
        for (int k = 1; k <= 14; k++) {
            // ↑ᵏ = {0 | ↓^[k-1]*} and ↑^[k] = ↑ + ... + ↑ᵏ, by general canonicalisation and sums.
            Game power = Game.of(List.of(Game.ZERO), List.of(Game.STAR.minus(sum)));
            sum = sum.plus(power);
            assertSame(power, Uptimals.upPower(k), "^<" + k + ">");
            assertSame(sum, Uptimals.upSum(k), "^[" + k + "]");
            assertSame(sum.plus(Game.STAR), Uptimals.build(expansion(k, 1, true)), "^[" + k + "]*");
            assertSame(power.plus(Game.nimber(3)), Uptimals.build(expansion(k, 3, false)), "^<" + k + ">*3");
            assertSame(sum.negate().plus(Game.nimber(2)), Uptimals.build(expansion(k, 2, true).negate()));
            assertEquals(k == 1 ? "^" : "^[" + k + "]", sum.toString());
            assertEquals(k == 1 ? "^*3" : "^<" + k + ">*3", power.plus(Game.nimber(3)).toString());
        }
    }

    @Test
    void longChainsAreBuiltAndMeasured() {
        Game p = Uptimals.upPower(20_000);
        assertEquals("^<20000>", p.toString());
        assertEquals(BigInteger.valueOf(20_001), p.birthday());
        assertEquals(Outcome.L, p.outcome());
        assertEquals("v[20000]", Uptimals.upSum(20_000).negate().toString());
        assertTrue(Game.ZERO.lessThan(Uptimals.upSum(20_000)));
    }

    @Test
    void chainLinksReachedBySumsAreRecognised() {
        // ^[k]* reached as a sum, not through upSum: recognised as a link of the chain.
        Game g = Uptimals.upSum(20_000).plus(Game.STAR);
        assertEquals("^[20000]*", g.toString());
        assertEquals(20_000, Uptimals.expansion(g).length());
        Game left = g.leftArray()[g.leftArray().length - 1];
        assertEquals("^[19999]*", left.toString());
        assertEquals("v[19999]*", left.negate().toString());
    }

    @Test
    void indicesBeyondTheLimitAreRefused() {
        InfeasibleException e = assertThrows(InfeasibleException.class, () -> Uptimals.upPower(Uptimals.MAX_INDEX + 2));
        assertTrue(e.getMessage().contains("limit is " + Uptimals.MAX_INDEX), e.getMessage());
    }

    private static UptimalExpansion expansion(int k, int star, boolean allOnes) {
        int[] d = new int[k];
        if (allOnes) {
            java.util.Arrays.fill(d, 1);
        } else {
            d[k - 1] = 1;
        }
        return new UptimalExpansion(Dyadic.ZERO, star, d);
    }
}
