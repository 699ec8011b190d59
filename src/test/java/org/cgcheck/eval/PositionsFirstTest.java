package org.cgcheck.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.cgcheck.Claims;
import org.cgcheck.check.CheckOptions;
import org.cgcheck.check.Verdict;
import org.cgcheck.lang.ClaimParser;
import org.cgcheck.lang.SyntaxError;
import org.junit.jupiter.api.Test;

/**
 * Issue 31: a sum of positions, a user's position and a misère form answer about the game that is
 * played; mixing play conventions, and positions where they cannot go, are located errors.
 */
class PositionsFirstTest {
    private static final String KAY = "define kay(n: integer): position =\n"
            + "  { kay(a) + kay(n - k - a) for k in 1..min(2, n) for a in 0..n - k\n"
            + "  | kay(a) + kay(n - k - a) for k in 1..min(2, n) for a in 0..n - k }\n";

    private static Verdict check(String source) {
        return Claims.check(source, "t.cgt", CheckOptions.defaults().withExplore(0).withRandom(200)).get(0);
    }

    private static SyntaxError fileError(String source) {
        ClaimParser.Result r = Programs.parse(source, "t.cgt");
        assertFalse(r.errors().isEmpty(), "expected an error in:\n" + source);
        return r.errors().get(0);
    }

    @Test
    void theIssuesExamplesAnswerAboutThePositionPlayed() {
        assertEquals("N", Eval.value("misereoutcome(game.heap.Kayles(8))"));
        assertEquals("1", Eval.value("miserenimvalue(game.heap.Kayles(8))"));
        assertEquals("P", Eval.value("misereoutcome(game.heap.Nim(2) + game.heap.Nim(2))"));
        assertEquals("P", Eval.value("(game.heap.Nim(2) + game.heap.Nim(2)).MisereOutcomeClass"));
        assertEquals("game.heap.Nim(3) + game.heap.Nim(5) + game.heap.Nim(6)", Eval.value("game.heap.Nim(3, 5, 6)"));
        assertEquals("14", Eval.value("sum(1 for Q in left(game.heap.Nim(3) + game.heap.Nim(5) + game.heap.Nim(6)))"));
        // count(S) counts a position's moves and a list as it counts a set (it failed at run time on moves).
        assertEquals("14", Eval.value("count(left(game.heap.Nim(3, 5, 6)))"));
        assertEquals("4", Eval.value("count(left(game.heap.Kayles(4)))"));
        assertEquals("3", Eval.value("count([2, 5, 7])"));
        assertTrue(Eval.error("count(3)").getMessage().contains("a set of games, a list or a position's moves"));
        assertEquals("1", Eval.value("count(left({0, * | *}))"));     // the value ^ = {0|*}: one option
        assertEquals("1", Eval.value("count(left(canonical(game.heap.Kayles(4))))"));
        // A value is read as its canonical form: * is a misère P-position, the Kayles row of 8 is not.
        assertEquals("P", Eval.value("misereoutcome(canonical(game.heap.Kayles(8)))"));
        assertEquals("P", Eval.value("misereoutcome(*)"));
    }

    @Test
    void misereFormsCompareByMisereEquivalence() {
        Verdict v = check("refuted r forall G misere born by 2: G + G == 0\n");
        assertEquals(Verdict.Status.REFUTED, v.status(), v.message());
        assertEquals(Map.of("G", "*[2]"), v.counterexample());
        assertEquals(Verdict.Status.VERIFIED, check("theorem t forall G misere born by 2: G + * + * == G\n").status());
        assertEquals(Verdict.Status.VERIFIED,
                check("theorem t forall G, H dicot misere born by 2: (G >= H) iff miseredicotge(G, H)\n").status());
        // The dicot G - G == 0 fails at *2: no proof of a normal-play law stands in for it.
        Verdict d = check("theorem t forall G dicot misere born by 2: G - G == 0\n");
        assertEquals(Verdict.Status.REFUTED, d.status(), d.message());
    }

    @Test
    void userPositionsArePositions() {
        assertEquals(Verdict.Status.VERIFIED,
                check(KAY + "theorem t forall n in 0..30: kay(n) == game.heap.Kayles(n)\n").status());
        assertEquals(Verdict.Status.VERIFIED, check(KAY + "theorem t misereoutcome(kay(8)) == N\n").status());
        assertEquals(Verdict.Status.VERIFIED, check(KAY
                + "theorem t forall a, b in 0..5: misereoutcome(kay(a) + kay(b)) == misereoutcome(game.heap.Kayles(a, b))\n")
                .status());
    }

    @Test
    void badInputIsALocatedError() {
        assertTrue(Eval.error("game.heap.Nim()").getMessage().contains("takes at least 1 argument"));
        assertTrue(Eval.error("game.heap.Nim(3, -1)").getMessage().contains("a heap size must be 0.."));
        SyntaxError loopy = Eval.error("game.heap.Nim(2) + on");
        assertTrue(loopy.getMessage().contains("loopy") && loopy.getMessage().contains("canonical(P)"), loopy.getMessage());
        assertEquals(18, loopy.pos().col());
        SyntaxError mixed = fileError("theorem t forall G misere born by 2: G == *2 + *2\n");
        assertTrue(mixed.getMessage().contains("normal-play value") && mixed.getMessage().contains("misère play")
                && mixed.getMessage().contains("miserecanonicalform") && mixed.getMessage().contains("canonical(G)"),
                mixed.getMessage());
        assertEquals(46, mixed.pos().col());       // the sum computed as a value: at its operator
        SyntaxError partizan = fileError("theorem t forall G misere born by 1: G + domineering(\"..|..\") == 0\n");
        assertTrue(partizan.getMessage().contains("partizan"), partizan.getMessage());
        SyntaxError universes = fileError("theorem t forall G misere born by 1, H dicot misere born by 1: G + H == 0\n");
        assertTrue(universes.getMessage().contains("one play convention"), universes.getMessage());
        SyntaxError order = fileError("theorem t forall G misere born by 1: G <= 0\n");
        assertTrue(order.getMessage().contains("'<=' is not defined on misère forms"), order.getMessage());
        SyntaxError values = fileError("define g(n: integer) = *n\n"
                + "define f(n: integer): position = { g(n - 1) for k in 1..n | }\n");
        assertTrue(values.getMessage().contains("must be a position"), values.getMessage());
        assertEquals(2, values.pos().line());
        assertEquals(36, values.pos().col());
        for (String ok : List.of("define f(n: integer): position = { f(n - 1) for k in 1..n, *2, {*2|*2} | }\n",
                "define f(n: integer): position = if n == 0 then {|} else { f(n - 1) | }\n")) {
            assertTrue(Programs.parse(ok, "t.cgt").errors().isEmpty(), ok);
        }
    }
}
