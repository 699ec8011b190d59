package org.cgcheck.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.cgcheck.eval.Interpreter;
import org.cgcheck.eval.Values;
import org.cgcheck.lang.Parser;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.Timeout;

/**
 * CGSuite's schemas GenClobber and GenToadsAndFrogs side by side with CGSuite: every row of
 * src/test/resources/oracle/gengrid.tsv (positions from gengrid-generate.py under many parameter
 * choices, and what CGSuite 2.2 printed) must come out the same: canonical forms as printed,
 * outcome classes, option counts, the rulesets and coordinate lists as printed, and refusals.
 */
class GenGridOracleTest {
    private static final Pattern COUNT = Pattern.compile("(.*)\\.Options\\((Left|Right)\\)\\.Length");

    @TestFactory
    @Timeout(300)
    Stream<DynamicTest> cgsuiteSideBySide() throws IOException {
        List<String[]> rows = org.cgcheck.game.OracleTestAccess.rows("gengrid.tsv");
        assertTrue(rows.size() > 1000, "the table holds " + rows.size() + " rows");
        return rows.stream().map(row -> DynamicTest.dynamicTest(row[0], () -> check(row[0], row[1])));
    }

    /**
     * Where CGSuite splits a board at empty squares that pieces may move onto (clobbered holds 0,
     * maxDistance 1), its answer is not the game's; the game's is CGSuite's answer for the same
     * moves without the split (maxDistance => 0). Ours must be that one.
     */
    @TestFactory
    Stream<DynamicTest> cgsuiteWithoutItsSplit() throws IOException {
        List<String[]> rows = org.cgcheck.game.OracleTestAccess.rows("gengrid-divergences.tsv");
        assertTrue(rows.size() >= 40, "the table holds " + rows.size() + " rows");
        assertTrue(rows.stream().filter(r -> !r[1].equals(r[2])).count() >= 5, "the table shows CGSuite's split");
        return rows.stream().map(row -> DynamicTest.dynamicTest(row[0], () -> check(row[0], row[2])));
    }

    /**
     * Loopy GenClobber boards: every row of gengrid-loopy.tsv (gengrid-loopy.py's boards beside
     * CGSuite's {@code .GameValue} and its outcome class) as CGSuite printed it, or refused by the
     * documented limit on the sides of graphs that are not stoppers (46 of the 365 rows; CGSuite
     * solves them).
     */
    @TestFactory
    @Timeout(300)
    Stream<DynamicTest> loopyGenClobberSideBySide() throws IOException {
        List<String[]> rows = org.cgcheck.game.OracleTestAccess.rows("gengrid-loopy.tsv");
        assertTrue(rows.size() >= 300, "the table holds " + rows.size() + " rows");
        assertTrue(rows.stream().filter(r -> r[1].contains("&")).count() >= 10, "the table has values that are not stoppers");
        java.util.concurrent.atomic.AtomicInteger refused = new java.util.concurrent.atomic.AtomicInteger();
        String limit = "finding the sides of such a game is done for at most " + PositionGraph.MAX_SIDLED + " positions";
        return Stream.concat(rows.stream().map(row -> DynamicTest.dynamicTest(row[0], () -> {
            try {
                eval(row[0]);
            } catch (RuntimeException e) {
                assertTrue(e.getMessage() != null && e.getMessage().contains(limit), e.getMessage());
                refused.incrementAndGet();
                return;
            }
            check(row[0], row[1]);
        })), Stream.of(DynamicTest.dynamicTest("most rows are compared", () -> assertTrue(refused.get() <= 50,
                refused.get() + " rows refused"))));
    }

    private static Object eval(String src) {
        return new Interpreter().eval(Parser.parse(src));
    }

    private static void check(String expr, String theirs) {
        if (theirs.startsWith("!!")) {
            assertThrows(RuntimeException.class, () -> eval(expr), "CGSuite refuses: " + theirs);
            return;
        }
        Matcher m = COUNT.matcher(expr);
        if (m.matches()) {
            Position p = (Position) eval(m.group(1));
            assertEquals(Integer.parseInt(theirs), p.options(m.group(2).equals("Left")).size(), "option count");
            return;
        }
        Object ours = eval(expr);
        if (expr.endsWith(".CanonicalForm")) {
            Object value = eval(theirs);
            assertEquals(Values.game(value, null, "CGSuite's value"), Values.game(ours, null, "ours"), "value");
        }
        assertEquals(theirs, String.valueOf(ours), "printed as CGSuite prints it");
    }
}
