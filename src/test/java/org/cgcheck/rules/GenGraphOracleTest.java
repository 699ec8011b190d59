package org.cgcheck.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.cgcheck.eval.Interpreter;
import org.cgcheck.lang.Parser;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.Timeout;

/**
 * GenCol, GenArcKayles, GenHackenbush and WeightedArcKayles side by side with CGSuite: every row of
 * src/test/resources/oracle/gengraph.tsv (written by gengraph.py in that folder from seeded random
 * graphs and parameters, with what CGSuite 2.2's cgs-eval printed) must come out the same, as
 * {@link BoardOracleTest} compares them: values, nim values, options printed in CGSuite's order,
 * option counts, refusals. One exception: CGSuite's {@code Graph.Cycle(n)} keeps vertex 1's edges
 * in an order no graph string can write (its edge to n before its edge to 2, and so on round the
 * cycle), so on those rows the options are compared as the same list in any order.
 */
class GenGraphOracleTest {
    private static final Pattern CYCLE_OPTIONS = Pattern.compile("(.*Graph\\.Cycle\\(.*)\\.Options\\((Left|Right)\\)");
    private static final Pattern QUOTED = Pattern.compile("\"([^\"]*)\"");

    @TestFactory
    @Timeout(300)
    Stream<DynamicTest> cgsuiteSideBySide() throws IOException {
        List<String[]> rows = org.cgcheck.game.OracleTestAccess.rows("gengraph.tsv");
        assertTrue(rows.size() >= 1000, "rows: " + rows.size());
        return rows.stream().map(row -> DynamicTest.dynamicTest(row[0], () -> check(row[0], row[1])));
    }

    private static void check(String expr, String theirs) {
        Matcher m = CYCLE_OPTIONS.matcher(expr);
        if (!m.matches()) {
            BoardOracleTest.check(expr, theirs);
            return;
        }
        Position p = (Position) new Interpreter().eval(Parser.parse(m.group(1)));
        List<String> mine = new ArrayList<>(p.options(m.group(2).equals("Left")).stream().map(Position::text).toList());
        List<String> texts = new ArrayList<>();
        Matcher q = QUOTED.matcher(theirs);
        while (q.find()) {
            texts.add(q.group(1));
        }
        java.util.Collections.sort(texts);
        java.util.Collections.sort(mine);
        assertEquals(texts, mine, "options of a cycle, printed as CGSuite, in any order");
    }
}
