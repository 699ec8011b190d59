package org.cgcheck.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 42, item 4: explicit games and CGSuite's compounds. oracle/explicit-games.tsv holds random
 * expressions (oracle/explicit-games.py, seeded) with what CGSuite 2.2's cgs-eval printed: the game
 * as written, its canonical form, its negative, its options, outcome class, and refusals ({@code !!},
 * where cgcheck must give a located error). CGSuite is not needed here.
 */
class ExplicitGamesOracleTest {
    @Test
    void everyRowAgreesWithCgsuite() throws IOException {
        List<String> disagreements = new ArrayList<>();
        int rows = 0;
        int refusals = 0;
        for (String[] f : org.cgcheck.game.OracleTestAccess.rows("explicit-games.tsv")) {
            rows++;
            EvalCommand.Result res = EvalCommand.evaluate(f[0], "test", 1, null);
            if (f[1].startsWith("!!")) {
                refusals++;
                if (res.error() == null) {
                    disagreements.add(f[0] + ": CGSuite refuses (" + f[1] + "), cgcheck " + res.line());
                } else if (res.error().pos() == null) {
                    disagreements.add(f[0] + ": the error is not located: " + res.error().getMessage());
                }
                continue;
            }
            String mine = res.error() != null ? "error: " + res.error().getMessage() : res.line();
            if (!mine.equals(f[1])) {
                disagreements.add(f[0] + ": CGSuite " + f[1] + ", cgcheck " + mine);
            }
        }
        assertTrue(rows >= 800, "rows: " + rows);
        assertTrue(refusals >= 10, "refusals: " + refusals);
        assertEquals(List.of(), disagreements);
    }

    @Test
    void claimFunctionsAreCanonical() {
        // {1|0} ∧ {1|0} = {1 ∧ 1 | 0 ∧ 0} = {{0 ∧ 0|} | 0} = {1|0}.
        assertEquals("{1|0}", EvalCommand.evaluate("conjunctivesum({1|0}, {1|0})", "test", 1, null).line());
        assertEquals("1 ConjunctiveSum 1", EvalCommand.evaluate("conjunctivesumgame(1, 1)", "test", 1, null).line());
        assertEquals("'{*|*}'", EvalCommand.evaluate("'{*|*}'", "test", 1, null).line());
        assertEquals("0", EvalCommand.evaluate("canonical('{*|*}')", "test", 1, null).line());
        EvalCommand.Result open = EvalCommand.evaluate("'{1|0} + 1", "test", 1, null);
        assertNotNull(open.error());
        assertEquals(8, open.error().pos().col(), open.error().getMessage());      // where the closing quote was wanted
        assertEquals("[0]", EvalCommand.evaluate("'{1|0}'.Options(Player.Left.Opponent)", "test", 1, null).line());
        // One game per expression: an explicit game is the form with exactly its options.
        Object g = org.cgcheck.eval.AsWritten.read(java.util.Map.of(), org.cgcheck.lang.Parser.parse("'{*|*}' : 1"));
        org.cgcheck.form.Form f = ((org.cgcheck.rules.FormPosition) g).form();
        assertEquals("{{*|*},*|*}", f.toString());
        assertEquals("^", f.value().toString());
        EvalCommand.Result bad = EvalCommand.evaluate("'{1|0}' == 0", "test", 1, null);
        assertNotNull(bad.error());
        assertEquals(9, bad.error().pos().col(), bad.error().getMessage());
    }
}
