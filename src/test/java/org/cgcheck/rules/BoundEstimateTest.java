package org.cgcheck.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.cgcheck.Claims;
import org.cgcheck.check.Verdict;
import org.junit.jupiter.api.Test;

/** A domain too large to check says how large in words a reader takes, never "about Infinity". */
class BoundEstimateTest {
    @Test
    void estimatesPastADoublesRangeAreWords() {
        assertEquals("about 5.72e+14", Bound.estimate(5.72e14));
        assertEquals("more than 1e308", Bound.estimate(Double.POSITIVE_INFINITY));
        Verdict v = Claims.check("theorem t \"x\"\n  forall P snort within 30: outcome(P) == outcome(P)\n").get(0);
        assertEquals(Verdict.Status.ERROR, v.status());
        assertTrue(v.message().contains("snort within 30 has more than 1e308 positions"), v.message());
        assertFalse(v.message().contains("Infinity"), v.message());
    }
}
