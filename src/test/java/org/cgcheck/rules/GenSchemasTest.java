package org.cgcheck.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.cgcheck.eval.Interpreter;
import org.cgcheck.lang.Parser;
import org.junit.jupiter.api.Test;

/** The schemas' parts the side-by-side table does not single out: symmetries, memo names, cycles. */
class GenSchemasTest {
    private static String eval(String src) {
        return String.valueOf(new Interpreter().eval(Parser.parse(src)));
    }

    @Test
    void symmetriesKeepTheDirections() {
        assertEquals(8, GenClobber.symmetriesOf(GenClobber.ORTHOGONAL));
        assertEquals(8, GenClobber.symmetriesOf(GenClobber.KNIGHT));
        assertEquals(4, GenClobber.symmetriesOf(new int[][] {{0, 1}, {0, -1}}));
        assertEquals(1, GenClobber.symmetriesOf(new int[][] {{0, 1}}));
        assertEquals(1, GenClobber.symmetriesOf(new int[][] {{-1, 0}, {-1, 1}, {0, 1}, {1, 0}, {1, -1}, {0, -1}}));
    }

    /** A board and its mirror image differ when the directions do not mirror: the memo must not merge them. */
    @Test
    void mirrorImagesStayApart() {
        assertEquals("1", eval("canonical(game.grid.GenClobber(directions => [(0,1)])(\"xo\"))"));
        assertEquals("-1", eval("canonical(game.grid.GenClobber(directions => [(0,1)])(\"ox\"))"));
        assertEquals("2", eval("canonical(game.grid.GenClobber(directions => [(1,0)])(\"x|o|o\"))"));
        assertEquals("-2", eval("canonical(game.grid.GenClobber(directions => [(1,0)])(\"o|x|x\"))"));
    }

    /** Parameters that differ make different rulesets, even where the boards are the same. */
    @Test
    void eachChoiceOfParametersHasItsOwnMemo() {
        assertEquals("*", eval("canonical(game.grid.GenClobber()(\"xo\"))"));
        assertEquals("1", eval("canonical(game.grid.GenClobber(directions => [(0,1)])(\"xo\"))"));
        assertEquals("0", eval("canonical(game.grid.GenClobber(directions => Coordinates.Diagonal)(\"xo\"))"));
    }

    @Test
    void playThatReturnsIsLoopy() {
        // Left's stone steps to and fro for ever, Right has no move: on (CGSuite's .GameValue too).
        assertEquals("on", eval("game.grid.GenClobber(clobbered => {Left => {0}, Right => {0}})(\"x.\")"));
        RuntimeException e = assertThrows(RuntimeException.class,
                () -> eval("canonical(game.grid.GenClobber(clobbered => {Left => {0}, Right => {0}})(\"x.\"))"));
        assertTrue(e.getMessage().contains("not a loopy game"), e.getMessage());
        assertEquals("on", eval("game.strip.GenToadsAndFrogs(minSlide => -1)(\"tt.f\")"));
        assertEquals("0", eval("canonical(game.strip.GenToadsAndFrogs(minSlide => -1)(\"tf\"))"));
    }

    /** CGSuite's split at empty squares would make this 1 (each part cut to its box); both stones step down. */
    @Test
    void piecesThatMoveOntoEmptySquaresKeepTheBoardWhole() {
        assertEquals("2", eval("canonical(game.grid.GenClobber(clobbered => {Left => {0}, Right => {0}},"
                + " directions => [(0,1),(1,0)])(\"x|x|.\"))"));
    }
}
