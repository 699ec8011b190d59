package org.cgcheck.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.cgcheck.check.Verdict;
import org.cgcheck.eval.Interpreter;
import org.cgcheck.eval.TypeChecker;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.ExprPrinter;
import org.cgcheck.lang.Parser;
import org.cgcheck.lang.SyntaxError;
import org.cgcheck.rules.Position;
import org.junit.jupiter.api.Test;

/**
 * {@code boards} domains (empty boards, Clobber's checkerboards, Toads and Frogs' starts, from one
 * shape to another, both inclusive) and the counterexample told on the position: in words, with a
 * game played well on it drawn in figures that wrap.
 */
class StartingBoardsTest {
    private static Object eval(String src) {
        Expr e = Parser.parse(src);
        TypeChecker.infer(e, Map.of());
        return new Interpreter().eval(e);
    }

    @Test
    void boardsRangeOverEveryShapeBetweenTwoBothInclusive() {
        // rows 2..4 times columns 2..5: twelve empty rectangles.
        assertEquals("true", String.valueOf(eval("forall P domineering boards 2x2..4x5: isnumber(P) or not isnumber(P)")));
        List<Verdict> vs = Verdicts.check("theorem t \"\"\n  forall P domineering boards 2x2..4x5: P != 7\n");
        assertEquals(Verdict.Status.VERIFIED, vs.get(0).status(), vs.get(0).toString());
        assertEquals(12L, vs.get(0).cases());
        Verdict v = Verdicts.refuted("refuted r \"\"\n  forall P domineering boards 1x1..4x4: P <> 0\n");
        assertEquals("game.grid.Domineering(\".\")", v.counterexample().get("P"), "the smallest board first");
        // Refuted at the empty 2x2 board, where 'within' would stop at a board with blocked squares.
        Verdict w = Verdicts.refuted("refuted r \"\"\n  forall P domineering boards 2x2..3x3: P > 0\n");
        assertEquals("game.grid.Domineering(\"..|..\")", w.counterexample().get("P"));
    }

    @Test
    void theStartsOfClobberToadsAndFrogsAndCram() {
        assertEquals("true", String.valueOf(eval("exists P clobber boards 1x2..1x2: P == clobber(\"xo\")")));
        assertEquals("true", String.valueOf(eval("exists P clobber boards 2x2..2x2: P == clobber(\"xo|ox\")")));
        assertEquals("true", String.valueOf(eval("exists P toadsandfrogs boards 2x1..2x1: P == toadsandfrogs(\"tt.f\")")));
        assertEquals("true", String.valueOf(eval("forall P toadsandfrogs boards 1..3: P == 0 or P <> 0")));
        assertEquals("true", String.valueOf(eval("forall P cram boards 2x2..3x4: P + P == 0")));
        Expr e = Parser.parse("forall P cram boards 2x2..3x4: P + P == 0");
        assertEquals("cram boards 2x2..3x4", ExprPrinter.domain(((Expr.Quantified) e).domain()));
    }

    @Test
    void aRulesetWithoutStartingBoardsOrAShapeWithoutColumnsIsALocatedError() {
        SyntaxError h = assertThrows(SyntaxError.class, () -> eval("forall P kayles boards 1..3: P == P"));
        assertTrue(h.getMessage().contains("kayles has no starting boards"), h.getMessage());
        assertEquals(10, h.pos().col());
        SyntaxError d = assertThrows(SyntaxError.class, () -> eval("forall P domineering boards 2..3: P == P"));
        assertTrue(d.getMessage().contains("'R x C' shapes"), d.getMessage());
    }

    @Test
    void aCounterexampleIsToldOnThePositionWithAGameInWrappingFigures() {
        Verdict v = Verdicts.refuted("refuted r \"\"\n  forall P domineering boards 2x2..2x4: P == +-1\n");
        String page = HtmlReport.claimPage(v, null, null);
        Position p = (Position) eval(v.counterexample().get("P"));
        assertTrue(page.contains("<h2>On the board: P</h2>"), page);
        assertTrue(page.contains("Whoever moves first wins: Left by vertical domino on b1–b2"), page);
        assertTrue(page.contains("So P is worth " + HtmlPage.esc(p.value().toString()) + "."), page);
        assertTrue(page.contains("<div class=\"steps\">") && page.contains("<figure class=\"step\">"), page);
        assertTrue(page.contains("Right cannot move: Left wins."), page);
        assertTrue(page.indexOf("On the board") < page.indexOf("Why it fails"), "told on the board first");
    }

    @Test
    void anImpartialCounterexampleHasGrundyValuesAndNoThermograph() {
        Verdict v = Verdicts.refuted("refuted r \"\"\n  forall P cram boards 2x2..2x3: P <> 0\n");
        String page = HtmlReport.claimPage(v, null, null);
        assertTrue(page.contains("has Grundy value 0.") && page.contains("The player to move loses"), page);
        assertTrue(page.contains("Player 1") && !page.contains("Left's best move"), page);
        assertTrue(!page.contains("thermograph"), "no thermograph of a nimber");
    }
}
