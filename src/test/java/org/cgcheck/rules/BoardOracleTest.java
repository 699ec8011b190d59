package org.cgcheck.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
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
 * Issue 43's grid, strip and graph games side by side with CGSuite: every row of
 * src/test/resources/oracle/boards.tsv (generated positions and what CGSuite 2.2 printed for them;
 * see that folder's README) must come out the same — values, nim values, the options in CGSuite's
 * order and printing, the option counts, and the refusals.
 */
class BoardOracleTest {
    private static final Pattern OPTIONS = Pattern.compile("(.*)\\.Options\\((Left|Right)\\)(\\.Length)?");
    private static final Pattern QUOTED = Pattern.compile("\"([^\"]*)\"");

    @TestFactory
    @Timeout(300)
    Stream<DynamicTest> cgsuiteSideBySide() throws IOException {
        List<String[]> rows = new ArrayList<>(org.cgcheck.game.OracleTestAccess.rows("boards.tsv"));
        rows.addAll(org.cgcheck.game.OracleTestAccess.rows("boards-strips.tsv"));
        return rows.stream().map(row -> DynamicTest.dynamicTest(row[0], () -> check(row[0], row[1])));
    }

    private static Object eval(String src) {
        return new Interpreter().eval(Parser.parse(src));
    }

    static void check(String expr, String theirs) {
        if (theirs.startsWith("!!")) {
            assertThrows(RuntimeException.class, () -> eval(expr), "CGSuite refuses: " + theirs);
            return;
        }
        Matcher m = OPTIONS.matcher(expr);
        if (m.matches()) {
            Position p = (Position) eval(m.group(1));
            List<Position> options = p.options(m.group(2).equals("Left"));
            if (m.group(3) != null) {
                assertEquals(Integer.parseInt(theirs), options.size(), "option count");
            } else {
                List<String> texts = new ArrayList<>();
                Matcher q = QUOTED.matcher(theirs);
                while (q.find()) {
                    texts.add(q.group(1));
                }
                List<String> mine = new ArrayList<>(options.stream().map(Position::text).toList());
                if (p.ruleset().squares()) {        // boards: the same moves, in whatever order
                    java.util.Collections.sort(texts);
                    java.util.Collections.sort(mine);
                }
                assertEquals(texts, mine, "options, printed as CGSuite");
            }
            return;
        }
        Object ours = eval(expr);
        if (ours instanceof String s) {
            assertEquals(theirs, "\"" + s + "\"", "GridString");
            return;
        }
        if (ours instanceof java.math.BigInteger) {
            assertEquals(theirs, ours.toString(), "NimValue");
            return;
        }
        if (ours instanceof Position pos) {
            assertTrue(theirs.endsWith("(\"" + pos.text() + "\")"), "printed position " + pos.text() + " vs " + theirs);
            return;
        }
        if (ours instanceof org.cgcheck.loopy.SidedValue v) {
            assertEquals(theirs, v.toString(), "loopy value, printed as CGSuite prints it");
            return;
        }
        Object value = eval(theirs);
        assertEquals(Values.game(value, null, "CGSuite's value"), Values.game(ours, null, "ours"), "value");
        assertEquals(theirs, String.valueOf(ours), "printed as CGSuite prints it");
    }
}
