package org.cgcheck.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.cgcheck.eval.Interpreter;
import org.cgcheck.lang.Parser;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.Timeout;

/**
 * Issue 43's heap games side by side with CGSuite (src/test/resources/oracle/heap-rulesets.tsv,
 * generated positions with what CGSuite 2.2 printed): nim values, misère nim values, canonical
 * forms, CGSuite's ruleset methods ({@code .code}, {@code .NimValueSequence}, {@code .NimValueTable},
 * joins and products, printed rulesets), option counts ({@code .Options.Size}, {@code .Options(Left).Size}: counted here from the
 * position's moves), and CGSuite's refusals ({@code !!...}), which must be refusals here too.
 */
class HeapRulesetOracleTest {
    private static final Pattern OPTIONS = Pattern.compile("(.*)\\.Options(?:\\((Left|Right)\\))?\\.Size");

    @TestFactory
    @Timeout(300)
    Stream<DynamicTest> cgsuiteValues() throws IOException {
        return org.cgcheck.game.OracleTestAccess.rows("heap-rulesets.tsv").stream().map(row ->
                DynamicTest.dynamicTest(row[0], () -> {
                    if (row[1].startsWith("!!")) {
                        assertThrows(RuntimeException.class, () -> eval(row[0]), "CGSuite refuses: " + row[1]);
                        return;
                    }
                    Matcher m = OPTIONS.matcher(row[0]);
                    if (m.matches()) {
                        Position p = (Position) eval(m.group(1));
                        int n = p.options(!"Right".equals(m.group(2))).size();
                        assertEquals(row[1], String.valueOf(n), "number of options");
                        return;
                    }
                    assertEquals(cgsuite(row[1]), ours(eval(row[0])), "printed as CGSuite prints it");
                }));
    }

    /** CGSuite's line: its tables' line breaks escaped, its strings quoted, its lists without spaces. */
    private static String cgsuite(String s) {
        s = s.replace("\\n", "\n");
        return s.length() > 1 && s.startsWith("\"") && s.endsWith("\"") ? s.substring(1, s.length() - 1) : s;
    }

    private static String ours(Object v) {
        String s = String.valueOf(v);
        return v instanceof org.cgcheck.fn.IntegerList ? s.replace(" ", "") : s;
    }

    private static Object eval(String src) {
        return new Interpreter().eval(Parser.parse(src));
    }
}
