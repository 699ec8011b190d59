package org.cgcheck.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.cgcheck.Claims;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Issue 41: a claim about misère values of unboundedly many heaps that cannot be proved gives a
 * sampled verdict when its time limit ends the sampling (the small heaps come first), not a timeout.
 */
class SampledAtTheTimeLimitTest {
    @Test
    @Timeout(60)
    void aMisereClaimOverAllHeapsIsSampledWithinItsTimeLimit() {
        Verdict v = Claims.check("theorem t forall n in 0..: miserenimvalue(game.heap.DawsonsKayles(n)) <= n + 1\n",
                "t.cgt", CheckOptions.defaults().withTimeout(2)).get(0);
        assertEquals(Verdict.Status.UNREFUTED, v.status(), v.message());
        assertTrue(v.randomCases() > 0 && v.message().contains("stopped at the time limit"), v.message());
    }

    @Test
    @Timeout(60)
    void aFalseOneIsStillRefuted() {
        Verdict v = Claims.check("theorem t forall n in 0..: miserenimvalue(game.heap.DawsonsKayles(n)) <= 3\n",
                "t.cgt", CheckOptions.defaults().withTimeout(20)).get(0);
        assertEquals(Verdict.Status.REFUTED, v.status(), v.message());
    }
}
