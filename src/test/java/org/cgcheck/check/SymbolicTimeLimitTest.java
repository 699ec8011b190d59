package org.cgcheck.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import org.cgcheck.Claims;
import org.junit.jupiter.api.Test;

/** --timeout holds while the prover evaluates a claim's constants, not only in the search (issue 25, item 2). */
class SymbolicTimeLimitTest {
    @Test
    void aClaimWhoseConstantTakesMinutesStopsAtItsTimeout() {
        // The 6x6 Domineering board takes minutes to solve; the prover meets it first, as a constant.
        String claim = "theorem d forall n in 0..0: leftstop(game.grid.Domineering(Grid.Empty(6,6))) + n >= 0\n";
        Verdict v = assertTimeoutPreemptively(Duration.ofSeconds(60), () ->
                Claims.check(claim, "d.cgt", CheckOptions.defaults().withTimeout(1).withExplore(0)).get(0));
        assertEquals(Verdict.Status.TIMEOUT, v.status(), v.message());
    }
}
