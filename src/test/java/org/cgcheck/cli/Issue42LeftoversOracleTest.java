package org.cgcheck.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Issue 42's leftovers against CGSuite: oracle/issue42-leftovers.tsv holds CGSuite lines (the first
 * column, sent as they are to CGSuite 2.2's cgs-eval) and what CGSuite printed: {@code G.Stop(p)} and
 * {@code G.Options(p)} with a computed player or one held in a variable (a line {@code p := X; E} is
 * run as two worksheet lines), CGSuite's {@code from a to b by s}, explicit games with a stopper part,
 * and CGSuite's refusals ({@code !!}), where cgcheck must give a located error. CGSuite is not needed here.
 */
class Issue42LeftoversOracleTest {
    private static final Pattern ASSIGNED = Pattern.compile("^(\\w+ := [^;]+); (.*)$");

    /** cgcheck's line for a row: the result, or "error: ..." (null position: "unlocated: ..."). */
    static String answer(String expression) throws IOException {
        Matcher m = ASSIGNED.matcher(expression);
        if (m.matches()) {      // a worksheet: the assignment, then the expression; its last line answers
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            int code = ReplCommand.piped(new BufferedReader(new StringReader(m.group(1) + "\n" + m.group(2) + "\n")),
                    new PrintWriter(out), new PrintWriter(err));
            String[] lines = (out + err.toString()).strip().split("\n");
            String last = lines[lines.length - 1];
            return code == 0 ? last : last.matches("error: <stdin>:2:\\d+: .*") ? "error: " + last : "unlocated: " + last;
        }
        EvalCommand.Result r = EvalCommand.evaluate(expression, "test", 1, null);
        if (r.error() != null) {
            return (r.error().pos() == null ? "unlocated: " : "error: ") + r.error().getMessage();
        }
        return r.line();
    }

    @Test
    void everyRowAgreesWithCgsuite() throws IOException {
        List<String> disagreements = new ArrayList<>();
        int rows = 0;
        int refusals = 0;
        for (String[] f : org.cgcheck.game.OracleTestAccess.rows("issue42-leftovers.tsv")) {
            rows++;
            String mine = answer(f[0]);
            if (f[1].startsWith("!!")) {
                refusals++;
                if (!mine.startsWith("error: ")) {
                    disagreements.add(f[0] + ": CGSuite refuses (" + f[1] + "), cgcheck " + mine);
                }
            } else if (!mine.equals(f[1])) {
                disagreements.add(f[0] + ": CGSuite " + f[1] + ", cgcheck " + mine);
            }
        }
        assertTrue(rows >= 130, "rows: " + rows);
        assertTrue(refusals >= 10, "refusals: " + refusals);
        assertEquals(List.of(), disagreements);
    }

    /** A stepped clause prints as written (reports quote the claim's domain), and reads back the same. */
    @Test
    void steppedClausesPrintAsWritten() {
        for (String src : new String[] {"[n for n from 0 to 12 by 4]", "[n * n for n from 10 to 1 by -3 if n > 3]"}) {
            String printed = org.cgcheck.lang.ExprPrinter.print(org.cgcheck.lang.Parser.parse(src));
            assertEquals(src, printed);
            assertEquals(EvalCommand.evaluate(src, "test", 1, null).line(),
                    EvalCommand.evaluate(printed, "test", 1, null).line());
        }
    }
}
