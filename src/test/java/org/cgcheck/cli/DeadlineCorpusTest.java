package org.cgcheck.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * The fuzz corpus of issue 34's computations and messages: each input with the exit codes it may
 * end with, the shape of what it prints, and a time limit (a hang guard, generous for a loaded
 * machine; the deadlines themselves are what is tested). No input may print a Java trace.
 */
class DeadlineCorpusTest {
    @TempDir
    static Path tmp;

    /** {@code args} run as cgcheck's command line (FILE: a claim file holding {@code file}); stdin for repl. */
    private record Input(String name, String[] args, String file, String stdin, Set<Integer> codes, String shape,
            int seconds) { }

    private static Input eval(String expr, Set<Integer> codes, String shape, int seconds, String... options) {
        List<String> args = new ArrayList<>(List.of("eval"));
        args.addAll(List.of(options));
        args.add(expr);
        return new Input(expr, args.toArray(String[]::new), null, null, codes, shape, seconds);
    }

    private static Input check(String name, String file, Set<Integer> codes, String shape, int seconds,
            String... options) {
        List<String> args = new ArrayList<>(List.of("check"));
        args.addAll(List.of(options));
        args.add("FILE");
        return new Input(name, args.toArray(String[]::new), file, null, codes, shape, seconds);
    }

    private static Input repl(String stdin, Set<Integer> codes, String shape) {
        return new Input("repl: " + stdin.replace("\n", "⏎"), new String[] {"repl"}, null, stdin, codes, shape, 60);
    }

    private static final String SUMS = " + 0";

    static List<Input> inputs() {
        List<Input> all = new ArrayList<>(round4());
        all.addAll(round5());
        return all;
    }

    /**
     * The time limit of the inputs that run into it (issue 45's, and the prover's): what is tested is
     * that the deadline stops each loop, not how far the work gets. Under 0.5 s each family of loops
     * is still where the deadline finds the work (heap games' Grundy values and moves, the prover,
     * a loopy literal's build, the loopy comparisons), as under 2 s, on this 2-core machine loaded
     * six to one; 2 s was 20 s of the class's 40.
     */
    static final String T = "0.5";

    /**
     * A hang guard for the inputs of issue 45 under --timeout T: the deadline, and room for a
     * machine loaded ten times over (before the fix they ran from 50 s to past 120 s).
     */
    private static final int GUARD = 10;

    /** {@link #eval} under a short name (for inputs of thousands of characters). */
    private static Input named(String name, String expr, Set<Integer> codes, String shape, int seconds, String... options) {
        Input in = eval(expr, codes, shape, seconds, options);
        return new Input(name, in.args(), null, null, codes, shape, seconds);
    }

    private static final String STOPPED = "error: <expr>:1:1: stopped after " + T + " s, the time limit.*\\n";

    /**
     * Issue 45: every loop over moves under the deadline. Sums of three large heaps of each heap
     * game, listed, counted, shown and explored; loopy literals of 10^3 to 10^4 nodes in several
     * shapes; misère notation with a digit of every Unicode digit block; numbers as written in
     * size refusals; the one list limit; the small slips.
     */
    static List<Input> round5() {
        List<Input> out = new ArrayList<>();
        for (String game : List.of("Nim", "Kayles", "DawsonsKayles", "GrundysGame")) {
            String sum = "game.heap." + game + "(20000, 20000, 20000)";
            out.add(eval("count(left(" + sum + "))", Set.of(0, 2), "(?s)\\d+\\n|" + STOPPED, GUARD, "--timeout", T));
            out.add(eval("count(right(" + sum + " + " + sum + "))", Set.of(0, 2), "(?s)\\d+\\n|" + STOPPED, GUARD,
                    "--timeout", T));
            out.add(eval(sum + ".CanonicalForm", Set.of(0, 2), "(?s)0\\n|\\*\\d*\\n|" + STOPPED, GUARD, "--timeout", T));
            out.add(new Input("explore --timeout " + T + " " + sum, new String[] {"explore", "--timeout", T, "--html", "DIR", sum},
                    null, null, Set.of(0, 2), "(?s)(wrote |error: <expr>:1:1: the start's moves alone pass|cgcheck: "
                    + "stopped after " + T + ").*", GUARD));
        }
        out.add(eval("count(left(game.heap.TakeAndBreak(\"0.777777777777777777777777777771\")(20000, 20000, 20000)))",
                Set.of(0, 2), "(?s)\\d+\\n|" + STOPPED, GUARD, "--timeout", T));
        out.add(repl("show game.heap.Nim(20000, 20000, 20000)\n", Set.of(0), "(?s).*Grundy value 20000.*└─… \\d+ more moves\\n"));
        for (int n : new int[] {1000, 2000, 5000, 10000}) {
            out.add(named("loopy chain of " + n + " nodes", "a{0|" + "{a|".repeat(n) + "*" + "}".repeat(n) + "}",
                    Set.of(0, 2), "(?s)a\\{.*\\n|" + STOPPED, GUARD, "--timeout", T));
            StringBuilder b = new StringBuilder("a{0|");
            for (int i = 0; i < n; i++) {
                b.append("{a,").append(i % 7).append('|');
            }
            // on a quiet machine the comparison's size is reached (and refused) before the time limit
            out.add(named("loopy chain of " + n + " nodes with numbers", b + "*" + "}".repeat(n) + "}", Set.of(0, 2),
                    "(?s)[a-z]\\{.*\\n|error: <expr>:1:1: comparing loopy games of [\\d,]+ and [\\d,]+ positions needs .*\\n|"
                    + STOPPED, GUARD, "--timeout", T));
            StringBuilder c = new StringBuilder("a{pass|");
            for (int i = 0; i < n; i++) {
                c.append("{a,").append(i % 5).append("|pass,");
            }
            out.add(named("loopy chain of " + n + " nodes with passes", c + "*" + "}".repeat(n) + "}", Set.of(0, 2),
                    "(?s).+\\n|" + STOPPED, GUARD, "--timeout", T));
        }
        // past 150,000,000 pairs of positions a comparison is refused (it wrapped an int index: an internal error)
        out.add(named("loopy chain of 13,000 nodes, no time limit", "a{0|" + "{a|".repeat(13_000) + "*" + "}".repeat(13_000)
                + "}", Set.of(2), "error: <expr>:1:1: comparing loopy games of 13,004 and 13,004 positions needs .*\\n", 90,
                "--timeout", "0"));
        // misère notation reads 0-9 only: a digit of every other decimal digit block, refused where it stands
        for (int cp = 0x80; cp <= Character.MAX_CODE_POINT; cp++) {
            if (Character.getType(cp) == Character.DECIMAL_DIGIT_NUMBER && Character.digit(cp, 10) == 2) {
                String d = new String(Character.toChars(cp));
                out.add(eval("miserenimvalue(*[" + d + "])", Set.of(2), "error: <expr>:1:\\d+: misère form \\*\\[.*\\]: "
                        + "unexpected character .*only the digits 0-9 are read \\(at character 3\\)\\n", 30));
                out.add(eval("*[2#" + d + "]", Set.of(2), "error: <expr>:1:\\d+: .*only the digits 0-9 are read.*\\n", 30));
            }
        }
        out.add(named("a misère form of 3,000 brackets", "*[" + "2[".repeat(3000) + "x" + "]".repeat(3001), Set.of(2), "error: <expr>:1:\\d+: .{0,300}\\n", 30));
        // numbers as written, never wrapped modulo 2^64
        out.add(eval("game.heap.Nim(99999999999999999999)", Set.of(2),
                "error: <expr>:1:1: game.heap.Nim: a heap size must be 0..20000, got 99999999999999999999\\n", 30));
        out.add(eval("game.heap.Nim(18446744073709551617)", Set.of(2), "error: .*got 18446744073709551617\\n", 30));
        out.add(eval("game.heap.Cutcake(2, 18446744073709551617)", Set.of(2), "error: .*got \\(2,18446744073709551617\\)\\n", 30));
        out.add(eval("kayles(99999999999999999999)", Set.of(2), "error: .*got 99999999999999999999\\n", 30));
        // one list limit
        out.add(repl("l := [k for k in 1..600000]\nl := l + l\n", Set.of(2),
                "(?s).*error: <stdin>:2:8: a list of 1200000 elements is too long \\(the limit is 1000000\\)\\n"));
        out.add(eval("[k for k in 1..1000001]", Set.of(2),
                "error: <expr>:1:1: a list of more than 1000000 elements is too long \\(the limit is 1000000\\)\\n", 30));
        // the slips
        out.add(check("refuted r2 forall n in 0..5: n == 2", "refuted r2 forall n in 0..5: n == 2\n", Set.of(0),
                "(?s)(?!.*n = 0\\n\\s*n = 0).*minimal counterexample\\n\\s*n = 0\\n\\s*0 < 2\\n.*", 60));
        out.add(eval("*{ k for k in 0..100000 }", Set.of(2), "error: <expr>:1:1: the canonical form of a game with 100001"
                + " Left and 100001 Right options .*\\n", 60));
        return out;
    }

    static List<Input> round4() {
        return List.of(
            // 4: heap games' Grundy values under --timeout (a code of its own: tables are kept per code)
            eval("game.heap.TakeAndBreak(\"0.777777777777777777777777777777\")(20000).NimValue", Set.of(2),
                    "(?s)error: <expr>:1:1: stopped after " + T + " s, the time limit.*", 60, "--timeout", T),
            eval("game.heap.Kayles(20000).NimValue", Set.of(0, 2), "(?s)1\\n|error: <expr>:1:1: stopped after 5 s.*", 60,
                    "--timeout", "5"),
            // a sum of positions prints as the sum (issue 31); its value is what takes the time
            eval("(game.heap.DawsonsKayles(20000) + game.heap.GrundysGame(3000)).CanonicalForm", Set.of(0, 2),
                    "(?s)\\*\\d+\\n|error: <expr>:1:\\d+: stopped after 5 s.*", 60, "--timeout", "5"),
            // 5: the prover under --timeout (proved on a fast machine, a timeout otherwise; never minutes): T,
            // as long a wait as the deadline needs to be seen kept
            check("G == G + 0 + ... (20,000 terms)", "theorem t forall G born by 2: G == G" + SUMS.repeat(20_000) + "\n",
                    Set.of(0, 1), "(?s).*(✓ proved|~ timeout)  theorem t.*", 120, "--timeout", T),
            check("G == G + 0 + ... (200,000 terms)", "theorem t forall G born by 2: G == G" + SUMS.repeat(200_000)
                    + "\n", Set.of(0, 1), "(?s).*(✓ proved|~ timeout)  theorem t.*", 180, "--timeout", T),
            // the explorer: opening positions stops at the time limit too
            new Input("explore --timeout 0.2 8x8 Domineering", new String[] {"explore", "--timeout", "0.2", "--html",
                    "DIR", "game.grid.Domineering(Grid.Empty(8,8))"}, null, null, Set.of(0),
                    "(?s)wrote .*opening stopped at the (time limit of 0.2 s|page's limit).*", 60),
            // 6: strings count characters
            eval("length(\"😀\")", Set.of(0), "1\\n", 30),
            eval("words(\"😀a\", 2)", Set.of(0), "\\[, 😀, a, 😀😀, 😀a, a😀, aa\\]\\n", 30),
            eval("substring(\"😀\", 0, 1)", Set.of(0), "😀\\n", 30),
            eval("substring(\"😀\", 0, 2)", Set.of(2), "error: <expr>:1:1: substring.*≤ 1 \\(the string's length\\)\\n", 30),
            // 7: messages
            eval("onside(on)", Set.of(2), "error: <expr>:1:1: unknown function 'onside' \\(did you mean 'loopyonside'\\?\\)\\n", 30),
            eval("rcf(over)", Set.of(2), "error: <expr>:1:5: .*the functions loopyonside, loopyoffside, .*\\n", 30),
            eval("true and not false", Set.of(0), "true\\n", 30),
            eval("true + 1", Set.of(2), "error: <expr>:1:\\d+: .*boolean.*\\n", 30),
            new Input("plot into a missing folder", new String[] {"plot", "{1|0}", "--out", "/nonexistent-cgcheck/x.svg"},
                    null, null, Set.of(2), "(?s)cgcheck: --out: cannot write /nonexistent-cgcheck/x.svg: no such folder /nonexistent-cgcheck\\n", 30),
            new Input("explore into a file", new String[] {"explore", "{1|0}", "--html", "FILE"}, "not a folder\n", null,
                    Set.of(2), "(?s)cgcheck: --html: .* is a file, not a folder\\n", 30),
            repl("define r(n: integer) = r(n + 1) + 1\n\nr(1)\n", Set.of(2),
                    "(?s)defined r.*\\nerror: <stdin>:3:1: definitions nested deeper than .*"),
            repl("true := 1\n", Set.of(2), "error: <stdin>:1:1: 'true' cannot be a variable: .*the boolean true\\n"),
            // 8: a definition named like a built-in constant
            check("define on = 1", "define on = 1\ntheorem t forall G born by 1: G + on == on\n", Set.of(2),
                    "(?s).*:1:8: 'on' is the loopy constant on = \\{pass\\|\\}; give the definition another name.*", 30),
            // 9: the nimber limit as documented
            eval("*131071", Set.of(0), "\\*131071\\n", 30),
            eval("*131072", Set.of(2), "error: <expr>:1:2: nimber \\*131072 is too large \\(limit \\*131071\\)\\n", 30));
    }

    @TestFactory
    Stream<DynamicTest> everyInputEndsInTimeWithItsCodeAndShape() {
        return inputs().stream().map(in -> DynamicTest.dynamicTest(in.name(), () -> {
            String[] args = in.args().clone();
            if (in.file() != null) {
                Path f = Files.createTempFile(tmp, "corpus", ".cgt");
                Files.writeString(f, in.file());
                for (int i = 0; i < args.length; i++) {
                    args[i] = args[i].equals("FILE") ? f.toString() : args[i];
                }
            }
            for (int i = 0; i < args.length; i++) {
                args[i] = args[i].equals("DIR") ? Files.createTempDirectory(tmp, "page").toString() : args[i];
            }
            InputStream old = System.in;
            BadInputTest.Run r;
            try {
                if (in.stdin() != null) {
                    System.setIn(new ByteArrayInputStream(in.stdin().getBytes(StandardCharsets.UTF_8)));
                }
                r = onLargeStack(args, in.seconds());
                assertTrue(r != null, in.name() + ": no answer within the input's time limit of " + in.seconds() + " s");
            } finally {
                System.setIn(old);
            }
            String all = r.out() + r.err();
            assertTrue(in.codes().contains(r.code()), in.name() + ": exit " + r.code() + ": " + cut(all));
            assertFalse(all.contains("Exception") || all.contains("\tat org."), in.name() + ": " + cut(all));
            assertTrue(all.matches(in.shape()), in.name() + ": " + cut(all));
        }));
    }

    /** As cgcheck's main runs a command: on a thread with its large stack; null if not done in time. */
    private static BadInputTest.Run onLargeStack(String[] args, int seconds) throws InterruptedException {
        java.util.concurrent.atomic.AtomicReference<BadInputTest.Run> result = new java.util.concurrent.atomic.AtomicReference<>();
        Thread t = new Thread(null, () -> result.set(BadInputTest.run(args)), "corpus", Main.STACK_BYTES);
        t.setDaemon(true);
        t.start();
        t.join(seconds * 1000L);
        if (t.isAlive()) {
            t.interrupt();      // a hang: the engine stops at its next check
            return null;
        }
        return result.get();
    }

    private static String cut(String s) {
        return s.length() > 600 ? s.substring(0, 600) + "..." : s;
    }
}
