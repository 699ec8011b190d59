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

    @Test
    void readingAndEvaluatingAHugeClosedStatementIsUnderTheTimeoutToo() {
        // 5,000 terms take well over a millisecond to type-check and evaluate: the stop is checked
        // after each phase, so a 1 ms limit ends the claim whichever phase it falls in.
        String huge = "theorem h " + String.join(" + ", java.util.Collections.nCopies(5_000, "*1")) + " == 0\n";
        Verdict v = Claims.check(huge, "h.cgt", CheckOptions.defaults().withTimeout(0.001).withExplore(0)).get(0);
        assertEquals(Verdict.Status.TIMEOUT, v.status(), v.message());
        Verdict holds = Claims.check(huge, "h.cgt", CheckOptions.defaults().withExplore(0)).get(0);
        // a closed comparison of games: proved from the definition of <= on the values (both 0)
        assertEquals(Verdict.Status.PROVED, holds.status(), "without a limit it holds: 5,000 copies of * add to 0");
    }
}
