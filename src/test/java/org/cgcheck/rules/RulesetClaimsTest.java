package org.cgcheck.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.cgcheck.Claims;
import org.cgcheck.check.Verdict;
import org.cgcheck.lang.SyntaxError;
import org.junit.jupiter.api.Test;

/** Claims over positions end to end: verdicts, minimal counterexamples drawn as boards, bad boards. */
class RulesetClaimsTest {
    @Test
    void refutedClaimShowsTheSmallestBoardAsText() {
        List<Verdict> vs = Claims.check("conjecture c \"x\"\n  forall P domineering within 3x3: isnumber(P)\n");
        Verdict v = vs.get(0);
        assertEquals(Verdict.Status.REFUTED, v.status());
        assertEquals("game.grid.Domineering(\"#.|..\")", v.counterexample().get("P"));
        assertEquals(List.of("P = game.grid.Domineering(\"#.|..\")   (value *)", "    +--+", "    |#.|", "    |..|",
                "    +--+"), v.details().subList(0, 5));
    }

    @Test
    void aPositionInTheFailingRelationIsExplainedByItsValue() {
        Verdict v = Claims.check("conjecture c \"x\"\n  forall P domineering within 2x2: P <= 0\n").get(0);
        assertEquals("game.grid.Domineering(\".|.\")", v.counterexample().get("P"));
        List<String> after = v.details().subList(5, v.details().size());
        assertEquals(List.of("P = 1", "1 > 0"), after, v.details()::toString);
        v = Claims.check("conjecture c \"x\"\n  forall P cram within 2x2: P <= 0\n").get(0);
        assertTrue(v.details().stream().anyMatch(l -> l.startsWith("refuting play in P (Left starts;")), v.details()::toString);
    }

    @Test
    void verifiedClaimSaysItsScope() {
        Verdict v = Claims.check("theorem t \"x\"\n  forall P cram within 3x3: P == *(nimvalue(P))\n").get(0);
        assertEquals(Verdict.Status.VERIFIED, v.status());
        assertTrue(v.scope().contains("cram within 3x3"), v.scope());
    }

    @Test
    void badBoardInAClaimFileIsALocatedError() {
        SyntaxError e = assertThrows(SyntaxError.class, () ->
                Claims.check("theorem t \"x\"\n  forall P domineering within 2x2: domineering(\"..|.q\") == P\n"));
        assertEquals(2, e.pos().line());
        assertEquals(53, e.pos().col());
    }

    @Test
    void infeasibleWithinDomainIsRefusedWithTheCount() {
        Verdict v = Claims.check("theorem t \"x\"\n  forall P clobber within 5x5: isallsmall(P)\n").get(0);
        assertEquals(Verdict.Status.ERROR, v.status());
        assertTrue(v.message().contains("positions; at most"), v.message());
    }

    @Test
    void valuesAreRealisedInTheSimplestRulesetFirst() {
        assertEquals("game.strip.TopplingDominoes(\"e\")", Realizations.simplest(org.cgcheck.game.Game.STAR).expression());
        assertEquals("game.strip.TopplingDominoes(\"lrrl\")", Realizations.simplest(org.cgcheck.game.Game.UP).expression());
        String page = org.cgcheck.report.CounterexampleWriter.markdown(
                Claims.check("conjecture c \"x\"\n  forall G born by 1: G == 0\n").get(0));
        assertTrue(page.contains("is the value of the position `game.strip.TopplingDominoes("), page);
    }
}
