package org.cgcheck.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.cgcheck.Claims;
import org.cgcheck.check.Verdict;
import org.cgcheck.lang.SyntaxError;
import org.junit.jupiter.api.Test;

/**
 * Claims over loopy rulesets' {@code within} domains end to end (issue 43): typed loopy, the
 * minimal counterexample printed as its position and drawn as its board, with the refuting play.
 */
class LoopyCounterexampleTest {
    private static Verdict check(String body) {
        return Claims.check("conjecture c \"x\"\n  " + body + "\n").get(0);
    }

    @Test
    void aStripClaimIsVerifiedOverEveryStrip() {
        Verdict v = check("forall S backslidingtoadsandfrogs within 3: isstopper(S) and S >= off");
        assertEquals(Verdict.Status.VERIFIED, v.status(), v::toString);
        assertEquals(39, v.cases());
        assertTrue(v.scope().contains("backslidingtoadsandfrogs within 3"), v.scope());
    }

    @Test
    void theMinimalCounterexampleIsTheSmallestPositionPrintedAsItsExpression() {
        Verdict v = check("forall S backslidingtoadsandfrogs within 4: S < on");
        assertEquals(Verdict.Status.REFUTED, v.status());
        // ".t" and "t." are both on, of two squares and equal values: the expression decides
        assertEquals("game.strip.BackslidingToadsAndFrogs(\".t\")", v.counterexample().get("S"));
        assertEquals(List.of("S = game.strip.BackslidingToadsAndFrogs(\".t\")   (value on)", "    [.t]"),
                v.details().subList(0, 2));
    }

    @Test
    void aComparisonWithZeroIsRefutedByAPlayOnTheBoard() {
        Verdict v = check("forall P genfoxandgeese within 3x4: P == off or P >= 0");
        assertEquals("game.grid.GenFoxAndGeese(boardWidth => 2, foxRange => 1)({(3,1)}, (1,1))",
                v.counterexample().get("P"));
        int at = v.details().indexOf(v.details().stream().filter(l -> l.startsWith("refuting play in P (Right starts;"))
                .findFirst().orElseThrow());
        assertEquals(List.of("  1. Right: the fox moves from (1,1) to (2,2), leaving 0",
                "  2. Left cannot move, so Right wins"), v.details().subList(at + 1, at + 3));
        Map<String, byte[]> files = CounterexampleWriter.files(v);
        String page = new String(files.get("c.md"), StandardCharsets.UTF_8);
        assertTrue(page.contains("## On the board: P") && page.contains("- the fox moves from (1,1) to (2,2) → `0`")
                && !page.contains("## Picture"),
                page);
        String svg = new String(files.get("c-positions.svg"), StandardCharsets.UTF_8);
        assertTrue(svg.contains("<title>fox (2,2)</title>") && svg.contains(BoardPicture.MARK), svg);
        assertTrue(svg.contains("then: Left cannot move, so Right wins"), svg);
        String html = new String(HtmlReport.files(List.of(v), "").get(HtmlReport.pageName("c")), StandardCharsets.UTF_8);
        assertTrue(html.contains("<title>fox (2,2)</title>") && html.contains("Each position of a loopy ruleset drawn as its board"), html);
    }

    @Test
    void aStatedOutcomeIsRefutedByThePlayItGetsWrong() {
        Verdict v = check("forall S backslidingtoadsandfrogs within 4: outcome(S) == L or outcome(S) == R or S == 0");
        assertEquals(Verdict.Status.REFUTED, v.status());
        // the first strip of outcome N or P other than 0 is * (tf.): whoever starts wins, each play told
        assertTrue(v.details().stream().anyMatch(l -> l.startsWith("refuting play in S (")), v.details()::toString);
    }

    @Test
    void loopyPositionsAreNotShortGames() {
        SyntaxError e = assertThrows(SyntaxError.class, () -> check("forall P foxandgeese within 1: birthday(P) == 0"));
        assertTrue(e.getMessage().contains("loopy game"), e.getMessage());
        e = assertThrows(SyntaxError.class, () -> check("forall S backslidingtoadsandfrogs within 2x3: S == 0"));
        assertTrue(e.getMessage().contains("bounded by one size"), e.getMessage());
        e = assertThrows(SyntaxError.class, () -> check("forall S genfoxandgeese within 3: S == 0"));
        assertTrue(e.getMessage().contains("'R x C'"), e.getMessage());
        e = assertThrows(SyntaxError.class, () -> check("forall S foxandgeese boards 1..2: S == 0"));
        assertTrue(e.getMessage().contains("no starting boards"), e.getMessage());
    }

    @Test
    void anUnsolvableBoundIsRefusedWithTheReason() {
        Verdict v = check("forall P foxandgeese within 4: P >= off");
        assertEquals(Verdict.Status.ERROR, v.status());
        assertTrue(v.message().contains("at most 30,000"), v.message());
    }
}
