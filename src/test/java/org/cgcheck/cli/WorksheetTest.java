package org.cgcheck.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;
import org.jline.terminal.Terminal;
import org.jline.terminal.Size;
import org.jline.terminal.impl.ExternalTerminal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The worksheet end to end: through a JLine terminal fed with keystrokes (an "ansi" external
 * terminal, so Tab and Ctrl-P work as on a real one; escape sequences are stripped before the
 * assertions) and through a pipe.
 */
@Timeout(120)       // a hang guard only
public class WorksheetTest {
    @TempDir
    Path tmp;

    /** Runs a worksheet session on a dumb terminal fed with the given keystrokes; returns what it printed. */
    private String session(String keys, Path history) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (Terminal t = terminal(new ByteArrayInputStream(keys.getBytes(StandardCharsets.UTF_8)), out)) {
            assertEquals(0, new WorksheetConsole(t, history).run());
        }
        return plain(out);
    }

    private static Terminal terminal(InputStream keys, ByteArrayOutputStream out) throws java.io.IOException {
        Terminal t = new ExternalTerminal("test", "ansi", keys, out, StandardCharsets.UTF_8);
        t.setSize(new Size(200, 50));
        return t;
    }

    /** The screen's text: escape sequences and carriage returns removed. */
    private static String plain(ByteArrayOutputStream out) {
        return out.toString(StandardCharsets.UTF_8).replaceAll("\u001b\\[[0-9;?]*[A-Za-z]|\u001b[=>]", "")
                .replace("\r", "");
    }

    private static String piped(String input, AtomicInteger code) throws Exception {
        StringWriter out = new StringWriter();
        code.set(ReplCommand.piped(new BufferedReader(new StringReader(input)), new PrintWriter(out),
                new PrintWriter(new StringWriter())));
        return out.toString();
    }

    @Test
    void assignmentsShowAndExplainOnATerminal() throws Exception {
        String s = session("G := {1|0}\nH := G + ^\nrcf(G + H)\nshow G\nexplain {2,{20|-10}|1}\n:quit\n", null);
        assertTrue(s.contains(WorksheetConsole.BANNER), s);
        assertTrue(s.contains(WorksheetConsole.PROMPT), s);
        assertTrue(s.contains("G = {1|0}"), s);
        assertTrue(s.contains("H = {1^|^}"), s);
        assertTrue(s.contains("\n1\n") || s.contains("\r\n1\r\n") || s.matches("(?s).*\\R1\\R.*"), s);
        assertTrue(s.contains("birthday 2, outcome N, stops 1 and 0, temperature 1/2"), s);
        assertTrue(s.contains("├─L 1") && s.contains("└─R 0"), s);
        assertTrue(s.contains("canonical form: {2|1}"), s);
    }

    @Test
    void errorsPointAtTheColumnWithACaret() throws Exception {
        String s = session("G := {1|0}\nG + K\nH := {1|\n", null);
        assertTrue(s.contains("error: <worksheet>:2:5: unknown variable 'K'"), s);
        assertTrue(s.matches("(?s).*G \\+ K\\R    \\^.*"), s);
        assertTrue(s.contains("error: <worksheet>:3:"), s);
        assertFalse(s.contains("Exception"), s);
    }

    @Test
    void aClaimOnSeveralLinesIsCheckedOnTheSpot() throws Exception {
        String s = session("theorem comm \"addition commutes\"\n  forall G, H born by 1:\n  G + H == H + G\n\n"
                + "refuted star_sum\n  forall n, m in 0..3: *n + *m == *(n + m)\n\n", null);
        assertTrue(s.contains(WorksheetConsole.MORE), s);
        assertTrue(s.contains("✓ proved  theorem comm") || s.contains("✓ verified  theorem comm"), s);
        assertTrue(s.contains("✗ refuted  refuted star_sum"), s);
        assertTrue(s.contains("minimal counterexample"), s);
    }

    @Test
    void loadChecksAFileAndSetChangesTheSeed() throws Exception {
        Path f = tmp.resolve("c.cgt");
        Files.writeString(f, "theorem zero \"0 is the identity\"\n  forall G born by 1: G + 0 == G\n");
        String s = session(":set seed 7\n:set\n:load " + f + "\n:load " + tmp.resolve("missing.cgt") + "\n:set seed x\n"
                + ":help\n", null);
        assertTrue(s.contains("seed 7, random"), s);
        assertTrue(s.contains("theorem zero"), s);
        assertTrue(s.contains("1 claims:") || s.contains("1 passed, 0 failed"), s);
        assertTrue(s.contains("missing.cgt: no such file"), s);
        assertTrue(s.contains(":set seed takes a number"), s);
        assertTrue(s.contains("NAME := EXPR"), s);
    }

    @Test
    void definitionsTypedOrLoadedServeLaterEntriesAndClaims() throws Exception {
        Path f = tmp.resolve("d.cgt");
        Files.writeString(f, "define twice(G: game) = G + G\ntheorem t forall G born by 1: twice(G) == G + G\n");
        String s = session("define conj(G: game) =\n  { conj(B) for B in right(G) | conj(A) for A in left(G) }\n\n"
                + "conj({2|-1})\nconjj(*)\n:load " + f + "\ntwice(^)\n"
                + "theorem c forall G born by 2: conj(twice(G)) == -G - G\n:defs\nconjugal\t(*)\n"
                + "define conj(G: game) = \"x\" + 1\nconj(^)\nG := 3\ndefine G = 1\n", null);
        assertTrue(s.contains("defined conj(G: game) (a game)"), s);
        assertTrue(s.contains("{1|-2}"), s);
        assertTrue(s.contains("unknown function 'conjj' (did you mean 'conj'?)"), s);
        assertTrue(s.contains("^^"), s);
        assertTrue(s.contains("verified  theorem c") || s.contains("proved  theorem c"), s);
        assertTrue(s.contains("define twice(G: game) = G + G    # returns a game"), s);
        // A redefinition that does not type-check leaves the old one in place.
        assertTrue(s.contains("the left side of '+' must be a game, but this is a string"), s);
        assertTrue(s.contains("\nv\n") || s.matches("(?s).*\\Rv\\R.*"), s);
        assertTrue(s.contains("'G' is a worksheet variable"), s);
    }

    @Test
    void historyIsKeptAcrossSessions() throws Exception {
        Path history = tmp.resolve("h").resolve("history");
        session("G := *3\n", history);
        assertTrue(Files.readString(history).contains("G := *3"), Files.readString(history));
        // Ctrl-P recalls the previous session's line: it is evaluated again.
        String s = session("\u0010\n", history);
        assertTrue(s.contains("G = *3"), s);
    }

    @Test
    void tabCompletesFunctionsPropertiesAndVariables() throws Exception {
        String s = session("birthd\t({1|0})\n{1|0}.Temper\t\nmyGame := 3\nmyG\t + 1\n", null);
        assertTrue(s.matches("(?s).*\\R2\\R.*"), s);
        assertTrue(s.contains("1/2"), s);
        assertTrue(s.contains("\n4") || s.contains("\r4") || s.matches("(?s).*\\R4\\R.*"), s);
    }

    @Test
    void ctrlCCancelsTheEvaluationButNotTheWorksheet() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        // 2 million rcf comparisons: seconds of work, under eval's refusal limit of 10^9 cases
        InputStream keys = new ByteArrayInputStream(("forall G born by 3: forall H born by 3: "
                + "rcf(G + H) - rcf(H + G) == 0\n1 + 1\n").getBytes(StandardCharsets.UTF_8));
        try (Terminal t = terminal(keys, out)) {
            AtomicInteger code = new AtomicInteger(-1);
            Thread session = new Thread(() -> code.set(new WorksheetConsole(t, null).run()));
            session.start();
            while (session.isAlive() && worker() == null) {
                Thread.sleep(20);
            }
            t.raise(Terminal.Signal.INT);       // what the terminal does on Ctrl-C
            session.join();
            assertEquals(0, code.get());
        }
        String s = plain(out);
        assertTrue(s.contains("interrupted"), s);
        assertTrue(s.matches("(?s).*interrupted.*\\R2\\R.*"), s);
    }

    @Test
    void aLongPastedLineIsReadWholeAndEvaluated() throws Exception {
        // 6,000 characters arriving key by key, as a paste without bracketed paste does
        String s = session("{" + "1,".repeat(3000) + "2|0} + *\n", null);
        assertTrue(s.contains("\n{2*|*}\n"), s.substring(Math.max(0, s.length() - 400)));
    }

    @Test
    void anEvaluationCancelledByCtrlCEndsInsteadOfRunningOn() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        // one engine evaluation of minutes, no quantifier: the engine itself must notice Ctrl-C
        InputStream keys = new ByteArrayInputStream("game.grid.Domineering(Grid.Empty(6,6)).CanonicalForm\n1 + 1\n"
                .getBytes(StandardCharsets.UTF_8));
        try (Terminal t = terminal(keys, out)) {
            Thread session = new Thread(() -> new WorksheetConsole(t, null).run());
            session.start();
            Thread w;
            while ((w = worker()) == null) {
                Thread.sleep(20);
            }
            Thread.sleep(500);
            t.raise(Terminal.Signal.INT);
            w.join(60_000);         // a hang guard: the worker should end within a second or two
            assertFalse(w.isAlive(), "the cancelled evaluation is still running");
            session.join();
        }
        String s = plain(out);
        assertTrue(s.matches("(?s).*\\R2\\R.*"), s);
        assertFalse(s.contains("abandoned"), s);
    }

    private static Thread worker() {
        return Thread.getAllStackTraces().keySet().stream().filter(th -> th.getName().equals("cgcheck-worksheet"))
                .findFirst().orElse(null);
    }

    @Test
    void showDrawsABoardAndTheTreeOfItsMoves() throws Exception {
        AtomicInteger code = new AtomicInteger();
        String s = piped("show game.grid.Domineering(\"...|..#\")\n", code);
        assertEquals(0, code.get(), s);
        assertTrue(s.contains("\n    ...\n    ..#\n"), s);                      // the board itself
        assertTrue(s.contains("value +-1"), s);
        assertTrue(s.contains("├─L vertical domino on b1–b2  → .#.|.## = 1  (wins)"), s);
        assertTrue(s.contains("├─L vertical domino on a1–a2  → #..|#.# = *\n"), s);   // * is not a win for Left
        assertTrue(s.contains("└─R horizontal domino on a1–b1 (×2, the same up to symmetry)  → ##.|### = 0  (wins)"), s);
        s = piped("show game.heap.Kayles(3)\n", code);
        assertTrue(s.contains("├─knocks down pin 2 of the row of 3, leaving rows of 1 and 1  → [1, 1] = 0  (wins)"), s);  // impartial: once
        assertTrue(!s.contains("─L ") && !s.contains("─R "), s);
    }

    /** Issue 41: show plays a sum as written (its components), a value as its canonical form. */
    @Test
    void showDrawsASumOfFormsAsItsComponents() throws Exception {
        AtomicInteger code = new AtomicInteger();
        String s = piped("show {2|-1} + {1|0}\nshow ^*\n", code);
        assertEquals(0, code.get(), s);
        assertTrue(s.contains("\n    {2|-1}\n    +\n    {1|0}\n"), s);
        assertTrue(s.contains("value {3|2||0|-1}"), s);
        assertTrue(s.contains("├─L 0\n  ├─L *"), s);                   // ^* is the one term {0,*|0}
    }

    @Test
    void showTellsALoopyValuesSidesAndOutcome() throws Exception {
        AtomicInteger code = new AtomicInteger();
        String s = piped("show over\nshow on + off\nshow loopy(\"a{0|{a|*}}\")\n", code);
        assertEquals(0, code.get(), s);
        assertTrue(s.contains("over\n  a loopy game, a stopper, outcome L\n"), s);
        assertTrue(s.contains("on + off = dud\n  a loopy game: onside on, offside off, outcome D (a draw, whoever starts)"), s);
        assertTrue(s.contains("onside 1, offside *, outcome LD (the winner when Left starts"), s);
    }

    @Test
    void pipedInputBehavesLikeEval() throws Exception {
        AtomicInteger code = new AtomicInteger();
        String s = piped("G := {1|0}\nG + G\n\n# a comment\n(G).Temperature\n", code);
        assertEquals("G = {1|0}\n1\n1/2\n", s);
        assertEquals(0, code.get());
        s = piped("1 + \n*2 + *3\n", code);
        assertTrue(s.startsWith("error: <stdin>:1:"), s);
        assertTrue(s.endsWith("*\n"), s);
        assertEquals(2, code.get(), "an error in an entry is bad input, as for eval");
        s = piped("G := {1|0}\nG + G\n:history\n", code);
        assertEquals("G = {1|0}\n1\n   1  G := {1|0}\n   2  G + G\n", s);
    }

    @Test
    void pipedClaimsAndAFailedExpectationExit1() throws Exception {
        AtomicInteger code = new AtomicInteger();
        String s = piped("theorem wrong\n  forall n, m in 0..3: *n + *m == *(n + m)\n\nX := *\n", code);
        assertTrue(s.contains("✗ refuted  theorem wrong"), s);
        assertEquals(1, code.get(), "a claim not as expected, nothing else wrong");
        s = piped("theorem wrong\n  forall n, m in 0..3: *n + *m == *(n + m)\n\nv := 1\n", code);
        assertTrue(s.contains("error: <stdin>:4:1: 'v' cannot be a variable"), s);
        assertEquals(2, code.get(), "an error outranks a claim not as expected");
    }

    @Test
    void replIsASubcommandReadingStdin() {
        InputStream old = System.in;
        try {
            System.setIn(new ByteArrayInputStream("X := ^\nX + X\n".getBytes(StandardCharsets.UTF_8)));
            BadInputTest.Run r = BadInputTest.run("repl");
            assertEquals(0, r.code(), r.err());
            assertEquals("X = ^\n^^\n", r.out());
        } finally {
            System.setIn(old);
        }
    }

    @Test
    void noArgumentsWithoutATerminalStillPrintsTheUsage() {
        BadInputTest.Run r = BadInputTest.run();
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().startsWith("Usage: cgcheck"), r.out());
        assertTrue(r.out().contains("repl"), r.out());
    }
}
