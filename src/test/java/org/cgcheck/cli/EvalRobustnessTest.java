package org.cgcheck.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** eval: one output line per input line, real positions in messages, exit codes 0/2/3. */
class EvalRobustnessTest {
    private static List<String> lines(String input) throws IOException {
        EvalCommand.InputLines in = new EvalCommand.InputLines(
                new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)));
        List<String> out = new ArrayList<>();
        String s;
        while ((s = in.next()) != null) {
            out.add(s);
        }
        return out;
    }

    @Test
    void aLoneCarriageReturnDoesNotSplitALine() throws IOException {
        assertEquals(List.of("1 +\r 2", "{1|0}", "", "3"), lines("1 +\r 2\n{1|0}\r\n\n3"));
        assertEquals(List.of("x"), lines("x\n"));
        assertEquals(List.of(), lines(""));
        assertEquals("3", EvalCommand.evaluate("1 +\r 2", "<stdin>", 1, null).line());
    }

    @Test
    void stdinGivesOneOutputLinePerInputLine() {
        InputStream old = System.in;
        try {
            System.setIn(new ByteArrayInputStream("1 +\r 2\n{1|\n\n*\r\n".getBytes(StandardCharsets.UTF_8)));
            BadInputTest.Run r = BadInputTest.run("eval");
            String[] out = r.out().split("\n");
            assertEquals(4, out.length, r.out());
            assertEquals("3", out[0]);
            assertEquals("error: <stdin>:2:1: unbalanced '{': no matching '}' for the '{' at 2:1", out[1]);
            assertEquals("*", out[3].strip());
            assertEquals(2, r.code());
        } finally {
            System.setIn(old);
        }
    }

    @Test
    void positionsInsideMessagesAreTheRealOnes() {
        EvalCommand.Result r = EvalCommand.evaluate("  {1|", "<stdin>", 3, null);
        assertEquals(EvalCommand.Status.ERROR, r.status());
        assertEquals("unbalanced '{': no matching '}' for the '{' at 3:3", r.error().getMessage());
        assertEquals(3, r.error().pos().line());
        r = EvalCommand.evaluate("(1 + (2", "<stdin>", 7, null);
        assertTrue(r.error().getMessage().contains("'(' at 7:6"), r.error().getMessage());
    }

    @Test
    void typeErrorsComeBeforeEvaluation() {
        // Evaluating would refuse the domain; the type error is found first.
        EvalCommand.Result r = EvalCommand.evaluate("forall G born by 9: cool(G, *) == G", "<expr>", 1, null);
        assertTrue(r.error().getMessage().contains("must be a number"), r.error().getMessage());
    }

    @Test
    void exitCodes() {
        assertEquals(0, BadInputTest.run("eval", "1", "*").code());
        assertEquals(2, BadInputTest.run("eval", "1", "2.5").code());
        assertEquals(2, BadInputTest.run("eval", "1 = 1").code());
        assertNull(EvalCommand.evaluate("^", "<expr>", 1, null).error());
    }
}
