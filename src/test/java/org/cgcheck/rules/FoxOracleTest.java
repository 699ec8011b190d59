package org.cgcheck.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.stream.Stream;
import org.cgcheck.eval.Interpreter;
import org.cgcheck.lang.Parser;
import org.cgcheck.loopy.SidedValue;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.Timeout;

/**
 * Fox and Geese, Ceylonese Fox and Geese and GenFoxAndGeese side by side with CGSuite: every row
 * of src/test/resources/oracle/fox.tsv (positions from fox-positions.py beside what CGSuite 2.2's
 * cgs-eval printed) — loopy values printed as CGSuite prints them, outcome classes, and refusals
 * with CGSuite's message.
 */
class FoxOracleTest {
    private static Object eval(String src) {
        return new Interpreter().eval(Parser.parse(src));
    }

    @TestFactory
    @Timeout(300)
    Stream<DynamicTest> cgsuiteSideBySide() throws IOException {
        List<String[]> rows = org.cgcheck.game.OracleTestAccess.rows("fox.tsv");
        assertTrue(rows.size() >= 250, "the table holds " + rows.size() + " rows");
        return rows.stream().map(row -> DynamicTest.dynamicTest(row[0], () -> check(row[0], row[1])));
    }

    private static void check(String expr, String theirs) {
        if (theirs.startsWith("!!")) {
            RuntimeException e = org.junit.jupiter.api.Assertions.assertThrows(RuntimeException.class,
                    () -> eval(expr), "CGSuite refuses: " + theirs);
            assertTrue(e.getMessage().contains(theirs.substring(2)), "CGSuite's message " + theirs + ", ours: "
                    + e.getMessage());
            return;
        }
        Object ours = eval(expr);
        if (expr.endsWith(".GameValue")) {
            assertTrue(ours instanceof SidedValue, "a loopy value: " + ours);
        }
        assertEquals(theirs, String.valueOf(ours), "printed as CGSuite prints it");
    }

    /** The layer-by-layer solution against the whole game graph's sided value, where that one is small. */
    @Test
    void layersAgreeWithTheWholeGraph() {
        int[][][] cases = {{{2, 2}, {2, 4}}, {{3, 1}, {3, 3}}, {{2, 2}, {3, 3}}, {{3, 3}, {2, 4}}};
        int loopy = 0;
        for (int[][] geese : cases) {
            for (int range = 1; range <= 3; range++) {
                for (int[] fox : new int[][] {{1, 1}, {1, 3}}) {
                    SidedValue layered = FoxAndGeese.value(4, range, List.of(geese), fox);
                    SidedValue whole = WholeFoxGraph.value(4, range, List.of(geese), fox);
                    assertTrue(layered.equalTo(whole), layered + " vs the whole graph's " + whole);
                    assertEquals(whole.toString(), layered.toString());
                    loopy += layered.onside().shortValue() == null ? 1 : 0;
                }
            }
        }
        assertTrue(loopy > 0, "some values are not short games");
    }
}
