package org.cgcheck.check;

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
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.Timeout;
import org.cgcheck.eval.Programs;

/**
 * As {@link HiddenBoundTest} for positions: every refuted {@code within} claim of the library,
 * with its bound lowered just below its minimal counterexample, is still refuted by a smaller
 * position or its counterexample is found by the default exploration beyond the lowered bound.
 */
@Timeout(300)   // a hang guard only
class HiddenWithinBoundTest {
    private static final Pattern WITHIN = Pattern.compile("within (\\d+)(x(\\d+))?");
    private static final Pattern POSITION = Pattern.compile("\\(\"([^\"]*)\"\\)");

    @TestFactory
    Stream<DynamicTest> everyRefutedWithinClaimBelowItsCounterexampleIsCaught() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (Claim c : Programs.parse(Files.readString(Path.of("theorems/rulesets.cgt")), "rulesets.cgt").claims()) {
            Matcher w = WITHIN.matcher(c.source());
            if (c.kind() != Claim.Kind.REFUTED || !w.find()) {
                continue;
            }
            tests.add(DynamicTest.dynamicTest(c.name(), () -> {
                Verdict v = Claims.check("refuted " + c.name() + "\n  " + c.source()).get(0);
                Matcher m = POSITION.matcher(v.counterexample().values().iterator().next());
                assertTrue(m.find(), v.counterexample().toString());
                String lowered = c.source().replace(w.group(), "within " + below(w, m.group(1)));
                Verdict low = Claims.check("refuted " + c.name() + "\n  " + lowered).get(0);
                assertTrue(low.status() == Verdict.Status.REFUTED
                        || low.exploration() != null && low.exploration().found(),
                        lowered + ": " + low.status().word() + " " + low.message()
                                + (low.exploration() == null ? " (no exploration)" : "; " + low.exploration().summary()));
                if (low.status() != Verdict.Status.REFUTED) {
                    assertNotNull(low.exploration().counterexample());
                }
            }));
        }
        assertFalse(tests.isEmpty());
        return tests.stream();
    }

    /** A bound that leaves the counterexample {@code text} just outside: one row fewer, or one square fewer. */
    private static String below(Matcher bound, String text) {
        if (bound.group(3) == null) {
            return Integer.toString(text.replaceAll("[^a-z.]", "").length() - 1);
        }
        int rows = text.split("\\|").length;
        int cols = text.split("\\|")[0].length();
        return rows > 1 ? (rows - 1) + "x" + bound.group(3) : bound.group(1) + "x" + (cols - 1);
    }
}
