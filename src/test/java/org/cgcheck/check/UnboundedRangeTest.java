package org.cgcheck.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.cgcheck.Claims;
import org.cgcheck.eval.Programs;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.ExprPrinter;
import org.cgcheck.lang.SyntaxError;
import org.junit.jupiter.api.Test;

/**
 * {@code forall n in A..}: every integer from A up. Never enumerated: proved, or sampled from
 * bands above A (so refuted or unrefuted, never verified); anywhere but a leading forall it is a
 * located error.
 */
class UnboundedRangeTest {
    private static Verdict one(String claim) {
        return one(claim, CheckOptions.defaults().withExplore(0));
    }

    private static Verdict one(String claim, CheckOptions o) {
        List<Verdict> vs = Claims.check(claim + "\n", "u.cgt", o);
        assertEquals(1, vs.size());
        return vs.get(0);
    }

    @Test
    void parsesAndPrintsWithoutAnUpperEnd() {
        Expr e = Programs.parse("theorem t\n  forall n in 71.., m in 0..3: n + m >= n\n", "u.cgt").claims().get(0).body();
        Expr.Quantified q = (Expr.Quantified) e;
        assertEquals("in 71..", ExprPrinter.domain(q.domain()));
        Expr.Quantified inner = (Expr.Quantified) q.body();
        assertEquals("in 0..3", ExprPrinter.domain(inner.domain()));
        assertEquals("in (2 + 3)..", ExprPrinter.domain(((Expr.Quantified) Programs.parse(
                "theorem t\n  forall n in 2 + 3..: n >= 5\n", "u.cgt").claims().get(0).body()).domain()));
    }

    @Test
    void aTrueClaimIsUnrefutedNeverVerified() {
        Verdict v = one("theorem t forall n in 5..: n * n >= 5 * n");
        assertEquals(Verdict.Status.UNREFUTED, v.status(), v.message());
        assertFalse(v.ok(), "a theorem that is only sampled is not established");
        assertEquals(2000, v.randomCases());
        assertTrue(v.scope().contains("n drawn from 5..1005"), v.scope());
        assertTrue(v.message().contains("cannot verify"), v.message());
    }

    @Test
    void aFailureIsShrunkToTheLeastFailingValue() {
        Verdict v = one("refuted t forall n in 5..: n * n < 1000");
        assertEquals(Verdict.Status.REFUTED, v.status());
        assertEquals("32", v.counterexample().get("n"));
        Verdict w = one("refuted t forall n in 0..: n < 400 or n mod 7 != 3");
        assertEquals("402", w.counterexample().get("n"));
        Verdict mixed = one("refuted t forall n in 0.., G born by 1: n < 3 or G + G == 0");
        assertEquals("3", mixed.counterexample().get("n"));
    }

    @Test
    void theSameSeedGivesTheSameCaseWhateverTheThreads() {
        String c = "refuted t forall n in 0..: n mod 97 != 96 or n < 300";
        Verdict a = one(c, CheckOptions.defaults().withExplore(0).withThreads(1).withSeed(7));
        Verdict b = one(c, CheckOptions.defaults().withExplore(0).withThreads(2).withSeed(7));
        assertEquals(a.counterexample(), b.counterexample());
        assertEquals(a.randomCases(), b.randomCases());
        assertEquals("387", a.counterexample().get("n"));
    }

    @Test
    void innerQuantifiersAndComprehensionsOverOneAreLocatedErrors() {
        Verdict v = one("conjecture t\n  forall n in 0..3: exists m in n..: m > n");
        assertEquals(Verdict.Status.ERROR, v.status());
        assertTrue(v.message().startsWith("u.cgt:2:30: the unbounded range n.. cannot be enumerated"), v.message());
        SyntaxError e = assertThrows(SyntaxError.class, () -> Claims.check(
                "define f(n: integer) = { *k for k in 0.. | }\n", "u.cgt", CheckOptions.defaults()));
        assertTrue(e.getMessage().contains("a comprehension cannot run over the unbounded range 0.."), e.getMessage());
        assertEquals(1, e.pos().line());
        SyntaxError t = assertThrows(SyntaxError.class, () -> Claims.check("theorem t forall n in 1/2..: n >= 0\n"));
        assertTrue(t.getMessage().contains("lower end"), t.getMessage());
    }

    /** kayles(n) refuses rows over 40, so a claim about it far out is settled by a proof or not at all. */
    @Test
    void theTheoryKaylesFarOutIsAnErrorWhenNotProved() {
        Verdict v = one("conjecture t forall n in 70..: grundy(kayles(n + 12)) == grundy(kayles(n))");
        assertEquals(Verdict.Status.ERROR, v.status());
        assertTrue(v.message().contains("kayles"), v.message());
        Verdict p = one("theorem t forall n in 71..: grundy(kayles(n + 12)) == grundy(kayles(n))");
        assertEquals(Verdict.Status.PROVED, p.status());
        assertTrue(p.ok());
    }

    @Test
    void aCrossCheckedPeriodicityProofAgreesWithTheSample() {
        Verdict v = one("theorem t forall n in 53..: game.heap.DawsonsKayles(n + 34) == game.heap.DawsonsKayles(n)",
                CheckOptions.defaults().withExplore(0).withCrossCheck(true));
        assertEquals(Verdict.Status.PROVED, v.status(), v.message());
        assertTrue(v.details().stream().anyMatch(d -> d.startsWith("cross-check agrees: unrefuted")), v.details().toString());
    }
}
