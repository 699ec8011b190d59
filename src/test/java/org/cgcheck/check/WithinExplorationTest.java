package org.cgcheck.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.cgcheck.Claims;
import org.cgcheck.rules.Position;
import org.cgcheck.rules.Rulesets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Exploration beyond a {@code within} bound: random positions one size (then two, three) beyond
 * the bound, reported beside the verdict, deterministic for a seed and any number of threads.
 */
@Timeout(120)   // a hang guard only
class WithinExplorationTest {
    /** Every Domineering position within 2x2 is born by day 2; the empty 3x2 board is {1/2|-2}. */
    private static final String DOMINEERING = "conjecture c \"x\"\n  forall P domineering within 2x2: birthday(P) <= 2\n";

    @Test
    void aClaimTrueWithinTheBoundButFalseJustBeyondIsCaught() {
        Verdict v = Claims.check(DOMINEERING).get(0);
        assertEquals(Verdict.Status.VERIFIED, v.status(), "a statement about boards within 2x2");
        assertTrue(v.ok(), "exploration never changes the verdict or the exit code");
        assertNotNull(v.exploration());
        assertTrue(v.exploration().found(), v.exploration().summary());
        assertEquals("beyond 2x2: a counterexample on 3x2: P = game.grid.Domineering(\"..|..|..\")",
                v.exploration().summary());
        assertTrue(v.exploration().details().contains("    |..|"), "drawn as a text board: " + v.exploration().details());
        assertEquals("beyond 2x2", "beyond " + v.exploration().beyond());
    }

    @Test
    void sameSeedSameCaseWhateverTheThreads() {
        CheckOptions one = CheckOptions.defaults().withThreads(1);
        CheckOptions two = CheckOptions.defaults().withThreads(2);
        String claim = "conjecture c \"x\"\n  forall P kayles within 10: nimvalue(P) <= 4\n";
        Exploration a = Claims.check(claim, "t.cgt", one).get(0).exploration();
        Exploration b = Claims.check(claim, "t.cgt", two).get(0).exploration();
        assertEquals("beyond 10: a counterexample on heap 11: P = game.heap.Kayles(11)", a.summary());
        assertEquals(a.summary(), b.summary());
        assertEquals(a.cases(), b.cases());
        Exploration c = Claims.check(DOMINEERING, "t.cgt", one).get(0).exploration();
        Exploration d = Claims.check(DOMINEERING, "t.cgt", two).get(0).exploration();
        assertEquals(c.details(), d.details());
        assertEquals(c.cases(), d.cases());
    }

    @Test
    void everyRulesetKindIsExploredBeyondItsBound() {
        assertEquals("beyond 3: a counterexample on 4 edges: P = game.graph.Hackenbush(\"eeee\")", Claims.check(
                "conjecture c \"x\"\n  forall P greenhackenbush within 3: nimvalue(P) <= 3\n").get(0).exploration().summary());
        Exploration strip = Claims.check(
                "conjecture c \"x\"\n  forall P toadsandfrogs within 3: birthday(P) <= 2\n").get(0).exploration();
        assertTrue(strip.summary().startsWith("beyond 3: a counterexample on length 4: P = game.strip.ToadsAndFrogs("),
                strip.summary());
        Exploration cake = Claims.check("conjecture c \"x\"\n  forall P cutcake within 3x3: P <= 2\n").get(0).exploration();
        assertTrue(cake.summary().startsWith("beyond 3x3: a counterexample on "), cake.summary());
    }

    @Test
    void aClaimTrueEverywhereExploresWithoutAHit() {
        Verdict v = Claims.check("theorem t \"x\"\n  forall P cram within 2x3: P == *(nimvalue(P))\n").get(0);
        assertEquals(Verdict.Status.VERIFIED, v.status());
        assertNotNull(v.exploration());
        assertFalse(v.exploration().found(), v.exploration().summary());
        assertTrue(v.exploration().cases() > 0);
        assertTrue(v.exploration().summary().startsWith("beyond 2x3: no counterexample in "), v.exploration().summary());
        assertTrue(v.exploration().summary().contains("boards up to 3 rows or columns beyond 2x3")
                || v.exploration().stopped() != null, v.exploration().summary());
    }

    @Test
    void exploreZeroTurnsItOff() {
        Verdict v = Claims.check(DOMINEERING, "t.cgt", CheckOptions.defaults().withExplore(0)).get(0);
        assertEquals(Verdict.Status.VERIFIED, v.status());
        assertNull(v.exploration());
    }

    @Test
    void anInnerWithinQuantifierKeepsTheClaimUnexplored() {
        // Exploring P beyond 2x2 while Q stays within 2x2 would change what the claim says.
        Verdict v = Claims.check("theorem t \"x\"\n  forall P domineering within 2x2: exists Q domineering within 2x2:"
                + " P == Q\n").get(0);
        assertEquals(Verdict.Status.VERIFIED, v.status());
        assertNull(v.exploration());
    }

    @Test
    void shrinkingTakesAFailingBoardToASmallerOneThatStillFails() {
        Position big = Rulesets.byName("domineering").parse("....|....|....|....");
        List<Object> shrunk = PositionShrink.shrink(List.of(big),
                t -> ((Position) t.get(0)).value().birthday().intValue() > 2, 2000);
        Position p = (Position) shrunk.get(0);
        assertTrue(p.value().birthday().intValue() > 2, p.text());
        assertTrue(p.size() <= 6, "the empty 3x2 board (6 cells) already fails: " + p.text());
    }
}
