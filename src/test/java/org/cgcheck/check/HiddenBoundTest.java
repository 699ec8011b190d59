package org.cgcheck.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.cgcheck.Claims;
import org.cgcheck.lang.Claim;
import org.cgcheck.lang.ClaimParser;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.cgcheck.eval.Programs;

/**
 * A bounded claim is a statement about its bound, and exploration beyond the bound must find
 * the counterexamples that sit just above it: every refuted claim of the library, with each
 * "born by N" lowered by one day, is still refuted by the exhaustive search or its
 * counterexample is found by the default exploration — deterministically from the seed.
 */
class HiddenBoundTest {
    private static final Pattern BORN_BY = Pattern.compile("born by (\\d+)");

    @TestFactory
    Stream<DynamicTest> everyLoweredRefutedClaimIsCaught() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (Path f : ClaimFiles.find(List.of(Path.of("theorems")), false)) {
            for (Claim c : Programs.parse(Files.readString(f), f.toString()).claims()) {
                if (c.kind() != Claim.Kind.REFUTED || !BORN_BY.matcher(c.source()).find()) {
                    continue;
                }
                String lowered = lower(c.source());
                if (lowered == null) {
                    continue;
                }
                StringBuilder defs = new StringBuilder();       // the definitions the claim uses come along
                org.cgcheck.lang.Definitions.usedBy(c.body()).forEach(d -> defs.append(d.source()).append('\n'));
                tests.add(DynamicTest.dynamicTest(c.name(), () -> {
                    Verdict v = Claims.check(defs + "refuted " + c.name() + "\n  " + lowered).get(0);
                    assertTrue(v.status() == Verdict.Status.REFUTED
                            || v.exploration() != null && v.exploration().found(),
                            lowered + ": " + v.status().word() + " " + v.message()
                                    + (v.exploration() == null ? " (no exploration)" : "; " + v.exploration().summary()));
                }));
            }
        }
        assertFalse(tests.isEmpty());
        return tests.stream();
    }

    /** The statement with every "born by N" (N ≥ 1) lowered to N - 1; null if none can be. */
    static String lower(String source) {
        Matcher m = BORN_BY.matcher(source);
        StringBuilder sb = new StringBuilder();
        boolean any = false;
        while (m.find()) {
            int n = Integer.parseInt(m.group(1));
            any |= n > 0;
            m.appendReplacement(sb, "born by " + Math.max(0, n - 1));
        }
        m.appendTail(sb);
        return any ? sb.toString() : null;
    }

    @Test
    void theIssuesExampleIsVerifiedOnItsBoundAndRefutedBeyond() {
        Verdict v = Claims.check("theorem t\n  forall G, H born by 2: rcf(G + H) == rcf(G) + rcf(H)").get(0);
        assertEquals(Verdict.Status.VERIFIED, v.status(), "a statement about games born by day 2");
        assertTrue(v.ok(), "the exit code follows the bounded verdict");
        assertEquals(484, v.cases());
        assertNotNull(v.exploration());
        assertTrue(v.exploration().found(), v.exploration().summary());
        assertEquals(3, v.exploration().day());
        assertTrue(v.exploration().summary().startsWith("beyond day 2: a counterexample on day 3: G = "),
                v.exploration().summary());
        Verdict again = Claims.check("theorem t\n  forall G, H born by 2: rcf(G + H) == rcf(G) + rcf(H)").get(0);
        assertEquals(v.exploration().counterexample(), again.exploration().counterexample(), "same seed, same case");
    }

    @Test
    void exploreZeroTurnsExplorationOff() {
        CheckOptions o = CheckOptions.defaults().withExplore(0);
        Verdict v = Claims.check("theorem t\n  forall G, H born by 2: rcf(G + H) == rcf(G) + rcf(H)", "t.cgt", o).get(0);
        assertEquals(Verdict.Status.VERIFIED, v.status());
        assertEquals(null, v.exploration());
    }
}
