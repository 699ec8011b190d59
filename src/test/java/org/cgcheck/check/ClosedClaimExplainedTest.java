package org.cgcheck.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.cgcheck.Claims;
import org.junit.jupiter.api.Test;

/** A false claim without variables is explained as a counterexample is (issue 26, item 3). */
class ClosedClaimExplainedTest {
    @Test
    void bothSidesTheComparisonAndTheRefutingPlayAreShown() {
        Verdict v = Claims.check("theorem t\n  game.strip.ToadsAndFrogs(\"t.tff\") == 1/2\n", "t.cgt",
                CheckOptions.defaults().withExplore(0)).get(0);
        assertEquals(Verdict.Status.REFUTED, v.status());
        String d = String.join("\n", v.details());
        assertTrue(d.contains("game.strip.ToadsAndFrogs(\"t.tff\") = ^"), d);
        assertTrue(d.contains("so the left side is not ≥ the right side"), d);
        assertTrue(d.contains("refuting play"), d);
    }
}
