package org.cgcheck.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every bad input gets one located error line and exit code 2, never a stack trace. */
public class BadInputTest {
    public record Run(int code, String out, String err) { }

    public static Run run(String... args) {
        PrintStream oldOut = System.out;
        PrintStream oldErr = System.err;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            int code = Main.execute(args);
            return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
        } finally {
            System.setOut(oldOut);
            System.setErr(oldErr);
        }
    }

    static String[] badInputs() {
        return new String[] {"{1|", "{1|2}}", "{3|2|1}", "1/3", "*-1", "{|||}", "{1,|}", "{1 2|}", "foo",
            "{".repeat(100_000) + "|" + "}".repeat(100_000), "9".repeat(5000), "rcf(1, 2)", "nosuch(1)", "^<0>",
            "*99999999", "(1", "{,|}", "1 +", "^ == ", "1/0", "*1/2", "", "   "};
    }

    @ParameterizedTest
    @MethodSource("badInputs")
    void singleBadExpressionExitsTwoWithALocatedError(String expr) {
        Run r = run("eval", expr);
        assertEquals(2, r.code(), r.out() + r.err());
        String[] lines = r.out().strip().split("\n");
        assertEquals(1, lines.length, r.out());
        assertTrue(lines[0].matches("error: <expr>:1:\\d+: .+"), lines[0]);
        assertFalse(r.err().contains("Exception") || r.err().contains("\tat "), r.err());
    }

    @org.junit.jupiter.api.Test
    void claimsThatCannotBeEvaluatedExitTwo() throws Exception {
        java.nio.file.Path f = java.nio.file.Files.createTempFile("err", ".cgt");
        java.nio.file.Files.writeString(f, "theorem t forall G born by 1: atomicweight(G) == 0\n");
        Run r = run("check", f.toString());
        assertEquals(2, r.code(), r.out());
        assertTrue(r.out().contains("! error"), r.out());
        java.nio.file.Files.writeString(f, "theorem t forall G born by 1: G == G\nrefuted u forall G born by 1: G == G\n");
        assertEquals(1, run("check", f.toString()).code());
    }

    @org.junit.jupiter.api.Test
    void badBenchArgumentsExitTwoWithoutATrace() {
        for (String[] args : new String[][] {{"bench", "--runs", "0", "enumerate-day3"}, {"bench", "nosuch"},
                {"bench", "--against", "/nonexistent/old.jar", "enumerate-day3"},
                {"bench", "--against", "pom.xml", "enumerate-day3"}}) {
            Run r = run(args);
            assertEquals(2, r.code(), r.out() + r.err());
            assertTrue(r.err().startsWith("cgcheck bench: "), r.err());
            assertFalse(r.err().contains("Exception"), r.err());
        }
    }
}
