package org.cgcheck.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.cgcheck.Claims;
import org.cgcheck.game.Game;
import org.cgcheck.junit.GamesBornBy;
import org.cgcheck.lang.SyntaxError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;

class CheckerTest {
    static Verdict one(String src) {
        List<Verdict> vs = Claims.check(src);
        assertEquals(1, vs.size());
        return vs.get(0);
    }

    @Test
    void groupIdentityIsProvedSymbolically() {
        Verdict v = one("theorem t \"\" forall G, H born by 3: G + H - G == H");
        assertEquals(Verdict.Status.PROVED, v.status());
        assertEquals(0, v.cases());
        assertEquals(Verdict.Status.PROVED, one("theorem t forall G born by 9: 2 * G - G - G + ^ > 0").status());
    }

    @Test
    void nonCancellingCombinationsAreNotProved() {
        Verdict v = one("conjecture t forall G born by 1: G + G == 0");
        assertEquals(Verdict.Status.REFUTED, v.status());
    }

    @Test
    void nimSumsAreProvedAndVerifiedExhaustively() {
        Verdict v = one("theorem nim forall n, m in 0..15: *n + *m == *(n xor m)");
        assertEquals(Verdict.Status.PROVED, v.status());        // by the nim-sum law
        org.cgcheck.lang.Claim c = org.cgcheck.eval.Programs.parse("theorem nim forall n, m in 0..15: *n + *m == *(n xor m)\n", "t.cgt").claims().get(0);
        Verdict w = new Checker(CheckOptions.defaults().withSymbolic(false).withExplore(0)).check(c);
        assertEquals(Verdict.Status.VERIFIED, w.status());
        assertEquals(256, w.cases());
        assertTrue(w.ok());
    }

    @Test
    void minimalCounterexamples() {
        Verdict v = one("refuted s forall n, m in 0..3: *n + *m == *(n + m)");
        assertEquals(Verdict.Status.REFUTED, v.status());
        assertEquals(Map.of("n", "1", "m", "1"), v.counterexample());
        assertTrue(v.ok());
        Verdict g = one("refuted g forall G born by 1: G + G == 0");
        // Born by 1: 0, -1, 1, * ordered by birthday, size, text; * + * = 0 holds, so -1 comes first.
        assertEquals(Map.of("G", "-1"), g.counterexample());
        assertTrue(g.details().stream().anyMatch(d -> d.startsWith("G + G = -2")), g.details().toString());
    }

    @Test
    void theoremsThatFailDoNotMeetExpectations() {
        Verdict v = one("theorem t forall G born by 2: G >= 0");
        assertFalse(v.ok());
        assertEquals(Map.of("G", "-1"), v.counterexample());
        assertTrue(v.details().contains("-1 < 0"), v.details().toString());     // numbers compared as numbers
        Verdict r = one("refuted r forall G born by 2: G == G");
        assertFalse(r.ok());
    }

    @Test
    void sameVerdictsForOneAndTwoThreads() {
        String src = "refuted a forall G, H born by 3: G + H <= G or H <= 0\n"
                + "theorem b forall G, H born by 2: rcf(G + H) == rcf(rcf(G) + rcf(H))\n"
                + "refuted c forall F form born by 2: forall A in left(F): (exists X in right(A): X <= F) implies "
                + "withoutleft(F, A) == F\n";
        CheckOptions base = CheckOptions.defaults();
        List<Verdict> one = Claims.check(src, "t.cgt", base.withThreads(1));
        List<Verdict> two = Claims.check(src, "t.cgt", base.withThreads(2));
        for (int i = 0; i < one.size(); i++) {
            assertEquals(one.get(i).status(), two.get(i).status());
            assertEquals(one.get(i).counterexample(), two.get(i).counterexample());
            assertEquals(one.get(i).cases(), two.get(i).cases());
            assertEquals(one.get(i).details(), two.get(i).details());
        }
    }

    @Test
    void boundedClaimsAreVerifiedAndExploredSeparately() {
        Verdict v = one("theorem t forall G born by 2: G == 0 or G <> 0 or G > 0 or G < 0");
        assertEquals(Verdict.Status.PROVED, v.status(), "trichotomy: proved by cases on the outcome classes");
        Verdict b = one("theorem t forall G born by 2: birthday(G) <= 2");
        assertEquals(Verdict.Status.VERIFIED, b.status(), "true of the bounded domain only: no symbolic proof");
        Verdict w = one("theorem t forall G born by 2: temperature(G) >= -1");
        assertEquals(Verdict.Status.VERIFIED, w.status());
        assertEquals(0, w.randomCases(), "random cases are not part of a bounded verdict");
        assertEquals(CheckOptions.DEFAULT_EXPLORE, w.exploration().cases());
        assertEquals(3, w.exploration().fromDay());
        assertFalse(w.exploration().found());
        assertEquals(Long.valueOf(CheckOptions.DEFAULT_SEED), w.seed());
        assertNull(w.counterexample());
    }

    @Test
    void sampledClaimsReportABoundAndTheSeed() {
        Verdict w = one("theorem t forall G: temperature(G) >= -1");
        assertEquals(Verdict.Status.UNREFUTED, w.status(), "a sample never verifies a claim about all games");
        assertFalse(w.ok());
        assertEquals(CheckOptions.DEFAULT_RANDOM, w.randomCases());
        assertTrue(w.failureBound() > 0 && w.failureBound() < 0.05, "bound " + w.failureBound());
        assertEquals(Long.valueOf(CheckOptions.DEFAULT_SEED), w.seed());
        Verdict four = one("conjecture t forall G born by 4: temperature(G) >= -1");
        assertEquals(Verdict.Status.UNREFUTED, four.status(), "day-4 values cannot be enumerated: sampled only");
    }

    @Test
    void exhaustiveRunsThatAreTooLargeAreRefusedWithAnEstimate() {
        Verdict v = one("theorem t forall G, H, K born by 3: G + H + K >= G + H + K - 1");
        assertTrue(v.status() == Verdict.Status.PROVED);
        // One worker: the refusal comes once the throughput probe has had 2 s of CPU time per worker,
        // so each worker costs 2 s; the estimate and the refusal are the same with one.
        List<Verdict> ws = Claims.check("theorem t forall G, H, K born by 3: outcome(G + H + K) != R or G + H + K < 0",
                "<source>", CheckOptions.defaults().withThreads(1));
        assertEquals(1, ws.size());
        Verdict w = ws.get(0);
        assertEquals(Verdict.Status.ERROR, w.status());
        assertTrue(w.message().contains("3,202,524,424 cases") && w.message().contains("--force"), w.message());
    }

    @Test
    void errorsAreLocated() {
        SyntaxError e = assertThrows(SyntaxError.class, () -> Claims.check("theorem t forall G born by 2: G + n == 0"));
        assertTrue(e.getMessage().contains("unknown variable 'n'"), e.getMessage());
        SyntaxError d = assertThrows(SyntaxError.class, () -> Claims.check("theorem a 1 == 1\ntheorem a 2 == 2"));
        assertTrue(d.getMessage().contains("duplicate"), d.getMessage());
        assertEquals(2, d.pos().line());
        SyntaxError t = assertThrows(SyntaxError.class, () -> Claims.check("theorem a forall n in 0..3: n"));
        assertTrue(t.getMessage().contains("boolean"), t.getMessage());
        SyntaxError x = assertThrows(SyntaxError.class, () -> Claims.check("theorem a forall G born by 2: G xor G == 0"));
        assertTrue(x.getMessage().contains("integer"), x.getMessage());
        Verdict nine = one("theorem a forall G born by 9, H born by 9: G + H == H + G");
        assertEquals(Verdict.Status.PROVED, nine.status());
        Verdict unsampled = one("conjecture a forall G born by 9: outcome(G) == outcome(G)");
        assertEquals(Verdict.Status.UNREFUTED, unsampled.status());
    }

    @Test
    void boundedInnerQuantifiersAreNotSampledBeyondTheirBound() {
        // Sampling G = 3 while H stays born by 2 would refute a true statement about day 2.
        Verdict v = one("theorem inv forall G born by 2: exists H born by 2: G + H == 0");
        assertEquals(Verdict.Status.VERIFIED, v.status());
        assertEquals(0, v.randomCases());
        assertEquals(22, v.cases());
    }

    @ParameterizedTest
    @GamesBornBy(2)
    void gamesBornByProvidesDayTwo(Game g) {
        assertTrue(g.birthdayInt() <= 2);
        assertEquals(g, g.negate().negate());
    }
}
