package org.cgcheck.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.cgcheck.eval.Interpreter;
import org.cgcheck.lang.Parser;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.Timeout;

/**
 * Loopy GenClobber boards side by side with CGSuite: every row of
 * src/test/resources/oracle/gengrid-loopy.tsv (boards from gengrid-loopy.py beside CGSuite 2.2's
 * {@code .GameValue} and its outcome class) must come out as CGSuite printed it, or be refused by
 * the documented limit on the sides of graphs that are not stoppers.
 */
class LoopyClobberOracleTest {
    private static Object eval(String src) {
        return new Interpreter().eval(Parser.parse(src));
    }

    @TestFactory
    @Timeout(300)
    Stream<DynamicTest> cgsuiteSideBySide() throws IOException {
        List<String[]> rows = org.cgcheck.game.OracleTestAccess.rows("gengrid-loopy.tsv");
        assertTrue(rows.size() >= 300, "the table holds " + rows.size() + " rows");
        assertTrue(rows.stream().filter(r -> r[1].contains("&")).count() >= 10, "the table has values that are not stoppers");
        AtomicInteger refused = new AtomicInteger();
        return Stream.concat(rows.stream().map(row -> DynamicTest.dynamicTest(row[0], () -> check(row[0], row[1], refused))),
                Stream.of(DynamicTest.dynamicTest("most rows are compared", () -> assertTrue(refused.get() <= MAX_REFUSED,
                        refused.get() + " rows refused (at most " + MAX_REFUSED + ")"))));
    }

    /**
     * Rows whose graph is not a stopper and has more than PositionGraph.MAX_SIDLED positions are
     * refused, as Backsliding Toads and Frogs refuses them (46 of the 365 rows): CGSuite solves them.
     */
    private static final int MAX_REFUSED = 50;

    private static void check(String expr, String theirs, AtomicInteger refused) {
        Object ours;
        try {
            ours = eval(expr);
        } catch (RuntimeException e) {
            if (e.getMessage() != null && e.getMessage().contains("finding the sides of such a game is done for at most "
                    + PositionGraph.MAX_SIDLED + " positions")) {
                refused.incrementAndGet();
                return;
            }
            throw e;
        }
        assertEquals(theirs, String.valueOf(ours), "printed as CGSuite prints it");
    }
}
