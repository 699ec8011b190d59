package org.cgcheck.check.prove;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.cgcheck.Claims;
import org.cgcheck.check.CheckOptions;
import org.cgcheck.check.Verdict;
import org.cgcheck.rules.HeapGame;
import org.junit.jupiter.api.Test;

/**
 * Eventual periodicity of octal games by the Guy–Smith theorem: the classical periods are
 * proved from their least start (Kayles 12 from 71, Dawson's Kayles 34 from 53), claims that are
 * false but look alike are refuted by sampling and never proved, and the independent checker
 * rejects every tampered certificate.
 */
class PeriodicityTest {
    private static Verdict check(String claim) {
        CheckOptions o = CheckOptions.defaults().withExplore(0).withRandom(2000);
        return Claims.check("conjecture t\n  " + claim + "\n", "t.cgt", o).get(0);
    }

    private static PeriodicityProof proof(String claim) {
        Parsed p = Parsed.of(claim);
        Periodicity.Result r = Periodicity.prove(p.predicate(), p.names(), p.domains(), () -> false);
        assertNotNull(r.proof(), () -> claim + ": " + r.reason());
        return r.proof();
    }

    private static String recheck(String claim, PeriodicityProof proof) {
        Parsed p = Parsed.of(claim);
        return PeriodicityChecker.check(p.predicate(), p.names(), p.domains(), proof);
    }

    @Test
    void provesTheClassicalPeriodsInEveryNotation() {
        for (String c : List.of(
                "forall n in 71..: grundy(kayles(n + 12)) == grundy(kayles(n))",
                "forall n in 71..: game.heap.Kayles(n + 12) == game.heap.Kayles(n)",
                "forall n in 71..: game.heap.Kayles(n) == game.heap.Kayles(12 + n)",
                "forall n in 71..: nimvalue(game.heap.Kayles(n + 12)) == game.heap.Kayles(n).NimValue",
                "forall n in 71..: kayles(n + 12) == kayles(n)",
                "forall n in 100..: game.heap.Kayles(n + 24) == game.heap.Kayles(n)",
                "forall n in 71..200: game.heap.Kayles(n + 12) == game.heap.Kayles(n)",
                "forall n in 53..: game.heap.DawsonsKayles(n + 34) == game.heap.DawsonsKayles(n)",
                "forall n in 53..: dawsonskayles(n + 34) == game.heap.TakeAndBreak(\"0.07\")(n)",
                "forall n in 53..: game.heap.TakeAndBreak(\"0.07\")(n + 34) == takeandbreak(\"0.07\", n)",
                "forall n in 52..: game.heap.TakeAndBreak(\"0.137\")(n + 34) == game.heap.TakeAndBreak(\"0.137\")(n)",
                "forall n in 0..: takeandbreak(\"0.3\", n + 2) == takeandbreak(\"0.3\", n)")) {
            Verdict v = check(c);
            assertEquals(Verdict.Status.PROVED, v.status(), c + ": " + v.message() + " " + v.details());
            assertEquals("periodicity", v.proof().get("kind"), c);
            assertTrue(v.scope().startsWith("for every n ≥ "), v.scope());
            assertNull(recheck(c, proof(c)), c);
        }
    }

    @Test
    void theClassicalStartsAreTheLeastOnes() {
        int[] kayles = values(HeapGame.KAYLES, 400);
        int[] dawson = values(HeapGame.DAWSONS_KAYLES, 400);
        assertEquals(71, leastStart(kayles, 12));
        assertEquals(53, leastStart(dawson, 34));
        assertEquals(52, leastStart(values(HeapGame.octal("0.137"), 400), 34));   // Dawson's chess: one token less
        assertEquals(6, kayles[70]);
        assertEquals(2, kayles[82]);
        // One start earlier is false, and sampling finds the least failing n.
        assertCounterexample("forall n in 70..: game.heap.Kayles(n + 12) == game.heap.Kayles(n)", "70");
        assertCounterexample("forall n in 52..: game.heap.DawsonsKayles(n + 34) == game.heap.DawsonsKayles(n)", "52");
    }

    @Test
    void falseClaimsThatLookPeriodicAreNeverProved() {
        for (String c : List.of(
                "forall n in 71..: game.heap.Kayles(n + 6) == game.heap.Kayles(n)",              // wrong period
                "forall n in 71..: game.heap.Kayles(n + 13) == game.heap.Kayles(n)",
                "forall n in 53..: game.heap.DawsonsKayles(n + 17) == game.heap.DawsonsKayles(n)",
                "forall n in 0..: game.heap.Kayles(n + 12) == game.heap.Kayles(n)",              // starts below 71
                "forall n in 40..: game.heap.DawsonsKayles(n + 34) == game.heap.DawsonsKayles(n)",
                "forall n in 0..: takeandbreak(\"0.4\", n + 1) == takeandbreak(\"0.4\", n)",      // the n0 = 0 trap
                "forall n in 0..: game.heap.Nim(n + 1) == game.heap.Nim(n)",                      // not octal
                "forall n in 1..: game.heap.GrundysGame(n + 3) == game.heap.GrundysGame(n)",      // not octal
                "forall n in 71..: game.heap.Kayles(n + 12) == game.heap.DawsonsKayles(n)",       // two games
                "forall n in 71..: grundy(game.heap.Kayles(n + 12)) == game.heap.Kayles(n)")) {   // 4 is not *4
            Verdict v = check(c);
            assertEquals(Verdict.Status.REFUTED, v.status(), c + ": " + v.message());
            Parsed p = Parsed.of(c);
            assertNull(Periodicity.prove(p.predicate(), p.names(), p.domains(), () -> false).proof(), c);
        }
    }

    /**
     * The theorem needs n0 ≥ 1: in 0.4 (take one token and split the rest into two heaps),
     * G(0) = G(1) = G(2) = 0 satisfies the window n0 ≤ n < 2·n0 + p + t for n0 = 0, p = 1, t = 1,
     * yet G(3) = 1. The certificate starts the theorem at max(A, 1).
     */
    @Test
    void theRangeIsNeverTakenFromZero() {
        int[] g = values(HeapGame.octal("0.4"), 10);
        assertEquals(List.of(0, 0, 0, 1), List.of(g[0], g[1], g[2], g[3]));
        String c = "forall n in 0..: takeandbreak(\"0.4\", n + 1) == takeandbreak(\"0.4\", n)";
        assertNotNull(recheck(c, new PeriodicityProof("n", "takeandbreak", "0.4", 0, 0, 1, 1, g, false)));
        assertNotNull(recheck(c, new PeriodicityProof("n", "takeandbreak", "0.4", 0, 1, 1, 1, g, false)));
    }

    @Test
    void theCheckerRejectsTamperedCertificates() {
        String c = "forall n in 71..: game.heap.Kayles(n + 12) == game.heap.Kayles(n)";
        PeriodicityProof good = proof(c);
        assertNull(recheck(c, good));
        int[] wrong = good.values().clone();
        wrong[100] ^= 1;
        assertTrue(recheck(c, with(good, wrong)).contains("G(100)"), recheck(c, with(good, wrong)));
        int[] tooShort = Arrays.copyOf(good.values(), good.checkedUpTo() + good.period());   // one value short
        assertTrue(recheck(c, with(good, tooShort)).contains("needs G up to"), recheck(c, with(good, tooShort)));
        assertNotNull(recheck(c, new PeriodicityProof("n", "k", "0.77", 71, 71, 12, 1, good.values(), false)));  // t
        assertNotNull(recheck(c, new PeriodicityProof("n", "k", "0.77", 71, 35, 12, 2, good.values(), false)));  // n0
        assertNotNull(recheck(c, new PeriodicityProof("n", "k", "0.77", 71, 71, 24, 2, good.values(), false)));  // p
        assertNotNull(recheck(c, new PeriodicityProof("n", "k", "0.07", 71, 71, 12, 2, good.values(), false)));  // game
        assertNotNull(recheck(c, new PeriodicityProof("m", "k", "0.77", 71, 71, 12, 2, good.values(), false)));  // var
        // The same honest certificate for a claim it does not cover.
        assertNotNull(recheck("forall n in 70..: game.heap.Kayles(n + 12) == game.heap.Kayles(n)",
                new PeriodicityProof("n", "k", "0.77", 70, 70, 12, 2, values(HeapGame.KAYLES, 300), false)));
        assertNotNull(recheck("forall n in 71..: game.heap.Kayles(n + 12) == game.heap.Kayles(n + 1)", good));
        assertNotNull(recheck("forall n in 71..: game.heap.Nim(n + 12) == game.heap.Nim(n)", good));
        assertNotNull(recheck("forall n in 71..: game.heap.Kayles(n + 12) <= game.heap.Kayles(n)", good));
    }

    /** The checker's own mex rule gives HeapGame's values for every code 0.d1d2 and 0.d1d2d3. */
    @Test
    void theCheckersRulesAgreeWithTheRulesets() {
        for (int code = 0; code < 8 * 8 * 8 + 64; code++) {
            String s = code < 64 ? "0." + code / 8 + code % 8 : "0." + (code - 64) / 64 + (code - 64) / 8 % 8 + (code - 64) % 8;
            int[] g = values(HeapGame.octal(s), 120);
            String c = "forall n in 30..: takeandbreak(\"" + s + "\", n + 1) == takeandbreak(\"" + s + "\", n)";
            int t = s.length() - 2;
            while (t > 0 && s.charAt(t + 1) == '0') {
                t--;
            }
            String r = recheck(c, new PeriodicityProof("n", "takeandbreak", s, 30, 30, 1, t, g, false));
            assertTrue(r == null || !r.startsWith("the certificate's G("), s + ": " + r);
        }
    }

    private static PeriodicityProof with(PeriodicityProof p, int[] values) {
        return new PeriodicityProof(p.var(), p.game(), p.code(), p.from(), p.n0(), p.period(), p.t(), values, p.grundy());
    }

    private static int[] values(HeapGame rules, int top) {
        int[] g = new int[top + 1];
        for (int m = 0; m <= top; m++) {
            g[m] = rules.grundy(m);
        }
        return g;
    }

    /** The least n0 with G(n + p) = G(n) for every n from n0 on that the table shows. */
    private static int leastStart(int[] g, int p) {
        int last = -1;
        for (int n = 0; n + p < g.length; n++) {
            last = g[n + p] != g[n] ? n : last;
        }
        return last + 1;
    }

    private static void assertCounterexample(String claim, String n) {
        Verdict v = check(claim);
        assertEquals(Verdict.Status.REFUTED, v.status(), claim);
        assertEquals(n, v.counterexample().get("n"), claim);
    }
}
