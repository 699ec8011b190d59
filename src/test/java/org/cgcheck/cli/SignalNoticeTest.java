package org.cgcheck.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * SIGINT and SIGTERM of {@code eval} and {@code explore} (issue 34): one line "interrupted" and
 * the documented exit code (130, 143), in a real JVM that receives the signal.
 */
class SignalNoticeTest {
    @TempDir
    Path tmp;

    @Test
    void sigtermOfEvalPrintsItsFinishedLinesAndOneInterruptedLine() throws Exception {
        Ran r = signalled("TERM", "eval", "--timeout", "0", "1", "game.grid.Domineering(Grid.Empty(8,8)).CanonicalForm");
        assertEquals(143, r.code, r.out + r.err);
        assertEquals("1\ninterrupted\n", r.out);
        assertEquals("", r.err);
    }

    @Test
    void sigintOfEvalExits130WithTheSameLine() throws Exception {
        Ran r = signalled("INT", "eval", "--timeout", "0", "1", "game.grid.Domineering(Grid.Empty(8,8)).CanonicalForm");
        assertEquals(130, r.code, r.out + r.err);
        assertEquals("1\ninterrupted\n", r.out);
    }

    @Test
    void sigtermOfExploreSaysNothingWasWritten() throws Exception {
        Path dir = tmp.resolve("page");
        Ran r = signalled("TERM", "explore", "--timeout", "0", "--html", dir.toString(),
                "game.grid.Domineering(Grid.Empty(7,7))");
        assertEquals(143, r.code, r.out + r.err);
        assertEquals("interrupted: no page written\n", r.err);
        assertTrue(!Files.exists(dir.resolve("index.html")));
    }

    private record Ran(int code, String out, String err) { }

    /**
     * Starts cgcheck in its own JVM, waits until it has printed its first line (eval) or for about two
     * seconds of work (explore: three seconds of CPU time), sends the signal and collects what it printed.
     */
    private Ran signalled(String signal, String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(ProcessHandle.current().info().command().orElse("java"),
                "-Xss16m", "-Xmx1g", "-cp", System.getProperty("java.class.path"), "org.cgcheck.cli.Main"));
        cmd.addAll(List.of(args));
        Path errFile = tmp.resolve("err-" + signal + args[0]);
        Process p = new ProcessBuilder(cmd).redirectError(errFile.toFile()).start();
        StringBuilder out = new StringBuilder();
        BufferedReader reader = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        if (args[0].equals("eval")) {
            out.append(reader.readLine()).append('\n');     // the first expression is done: the second is running
        } else {
            // Two seconds of work, counted in the child's CPU time (starting takes about one): a wall
            // time would be too short on a loaded machine (the signal before the handler) and long on a quiet one.
            long until = System.nanoTime() + 60_000_000_000L;
            while (p.toHandle().info().totalCpuDuration().map(d -> d.toMillis()).orElse(Long.MAX_VALUE) < 3000
                    && System.nanoTime() < until) {
                Thread.sleep(50);
            }
        }
        new ProcessBuilder("kill", "-" + signal, String.valueOf(p.pid())).start().waitFor();
        if (!p.waitFor(30, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            // A shell that starts background jobs with SIGINT ignored passes that on to us.
            Assumptions.assumeTrue(!signal.equals("INT"), "SIGINT is ignored in this environment");
            throw new AssertionError("cgcheck did not end after SIG" + signal);
        }
        String line;
        while ((line = readLine(reader)) != null) {
            out.append(line).append('\n');
        }
        return new Ran(p.exitValue(), out.toString(), Files.readString(errFile));
    }

    private static String readLine(BufferedReader r) throws IOException {
        return r.readLine();
    }
}
