package org.cgcheck.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A student handout's proof: the prover's numbered steps keep their numbers, and are not numbered twice. */
class ClaimHandoutProofTest {
    @Test
    void numberedStepsKeepTheirNumbersAndPointsStayUnderTheirStep() {
        String html = ClaimHandout.proofSteps(List.of(
                "proof (from the definitions, by induction):",
                "  claim: *a + *b == *(a xor b)",
                "  1. [definition of *n] *n = {*0, ..., *(n-1) | *0, ..., *(n-1)}.",
                "  2. [arithmetic] μ = a xor b:",
                "    - a xor b is not the index of an option",
                "    - every x < a xor b is the index of an option",
                "  3. hence the claim holds.",
                "  rests on: definition_nimber, mex_rule"));
        assertTrue(html.startsWith("<p class=\"proof\">proof (from the definitions, by induction):</p>"), html);
        assertTrue(html.contains("<li value=\"1\">[definition of *n]"), html);
        assertTrue(html.contains("<li value=\"2\">[arithmetic] μ = a xor b:<ul><li>a xor b is not the index of an option</li>"
                + "<li>every x &lt; a xor b is the index of an option</li></ul></li>"), html);
        assertTrue(html.contains("<li value=\"3\">hence the claim holds.</li>\n</ol>\n<p class=\"proof\">rests on:"), html);
        assertFalse(html.contains("<li>1."), "a step numbered twice: " + html);
        assertEquals(1, html.split("<ol", -1).length - 1, html);
    }

    @Test
    void aProofWithoutNumberedStepsIsSentences() {
        String html = ClaimHandout.proofSteps(List.of("ordered-group certificate: -G = 1·(H)", "- a point with no step"));
        assertEquals("<p class=\"proof\">ordered-group certificate: -G = 1·(H)</p>\n<p class=\"proof\">- a point with no step</p>\n",
                html);
    }
}
