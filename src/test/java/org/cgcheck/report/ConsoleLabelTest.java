package org.cgcheck.report;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.cgcheck.Claims;
import org.cgcheck.check.CheckOptions;
import org.cgcheck.check.Verdict;
import org.junit.jupiter.api.Test;

/** A conjecture has no expectation: one that could not be checked is not said to be expected to hold. */
class ConsoleLabelTest {
    private static String printed(String source) {
        return printed(source, false);
    }

    private static String printed(String source, boolean verbose) {
        Verdict v = Claims.check(source, "t.cgt", CheckOptions.defaults().withExplore(0)).get(0);
        StringWriter w = new StringWriter();
        PrintWriter out = new PrintWriter(w);
        ConsoleReport.printOne(out, v, verbose);
        out.flush();
        return w.toString();
    }

    @Test
    void aConjectureThatCannotBeCheckedIsNotSettledNotExpected() {
        String c = printed("conjecture c forall G born by 2: atomicweight(G) == 0\n");
        assertTrue(c.contains("NOT SETTLED"), c);
        assertFalse(c.contains("EXPECTED IT TO HOLD"), c);
        String t = printed("theorem t forall G born by 2: atomicweight(G) == 0\n");
        assertTrue(t.contains("EXPECTED IT TO HOLD"), t);
    }

    @Test
    void anUnusedVariableIsWarnedAboutWhateverTheVerdict() {
        String p = printed("theorem t forall G, H: G == G\n");
        assertTrue(p.contains("proved") && p.contains("warning: the variable H is never used in the statement"), p);
        String v = printed("theorem u forall G, H, K born by 1: G + H == H + G\n");
        assertTrue(v.contains("warning: the variable K is never used"), v);
        assertFalse(printed("theorem w forall G, H born by 1: G + H == H + G\n").contains("warning"));
    }

    @Test
    void aHugeClaimIsShownShortenedInTheTerminal() {
        String huge = "theorem h " + String.join(" + ", java.util.Collections.nCopies(700, "*1")) + " == 0\n";
        String p = printed(huge, true);
        String claim = p.lines().filter(l -> l.startsWith("    claim: ")).findFirst().orElseThrow();
        assertTrue(claim.length() < ConsoleReport.CLAIM_SHOWN + 100, claim.substring(0, 80));
        assertTrue(claim.endsWith(" … (1,502 more characters; --json or --html show the whole claim)"),
                claim.substring(claim.length() - 100));
        String small = printed("refuted s 1 == 2\n", true);
        assertTrue(small.contains("    claim: 1 == 2\n"), small);
    }
}
