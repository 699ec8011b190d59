package org.cgcheck.check;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.cgcheck.Claims;
import org.junit.jupiter.api.Test;

/**
 * Claims with loopy terms are checked case by case: the group laws the provers use fail for
 * loopy games (on - on is dud), so such a claim must never come out "proved".
 */
class LoopyClaimsTest {
    private static Verdict.Status status(String claim) {
        List<Verdict> v = Claims.check(claim, "<test>", CheckOptions.defaults().withExplore(0));
        return v.get(0).status();
    }

    @Test
    void groupLawsAreNotProvedForLoopyTerms() {
        assertEquals(Verdict.Status.REFUTED, status("conjecture c\n  forall G: (G + on) - on == G\n"));
        assertEquals(Verdict.Status.REFUTED, status("conjecture c\n  forall G: G + over - over == G\n"));
        assertEquals(Verdict.Status.REFUTED,
                status("conjecture c\n  forall G, H: G + over <= H + over implies G <= H\n"));
        assertEquals(Verdict.Status.UNREFUTED, status("conjecture c\n  forall G: on + G == on\n"));
        assertEquals(Verdict.Status.PROVED, status("conjecture c\n  forall G: (G + 1) - 1 == G\n"));
    }
}
