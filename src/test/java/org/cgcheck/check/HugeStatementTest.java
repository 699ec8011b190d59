package org.cgcheck.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Collections;
import org.cgcheck.Claims;
import org.junit.jupiter.api.Test;

/**
 * A generated statement of thousands of terms is refuted with an explanation of a few lines: the
 * terms listed are those of at most {@link Refutation#LISTED_TERM_NODES} nodes (every prefix of a
 * long sum printed and evaluated once made the explanation quadratic: minutes, and a line per term).
 */
class HugeStatementTest {
    @Test
    void aLongFalseSumIsExplainedInAFewLines() {
        String sum = String.join(" + ", Collections.nCopies(1_001, "*1"));
        Verdict v = Claims.check("theorem h " + sum + " == 0\n", "h.cgt", CheckOptions.defaults().withExplore(0)).get(0);
        assertEquals(Verdict.Status.REFUTED, v.status(), v.message());
        assertTrue(v.details().size() < 40, () -> v.details().size() + " lines");
        assertTrue(v.details().stream().allMatch(l -> l.length() < 400), "no line prints the whole sum");
        assertTrue(v.details().stream().anyMatch(l -> l.startsWith("refuting play in * − 0")), v.details()::toString);
    }
}
