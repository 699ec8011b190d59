package org.cgcheck.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.cgcheck.report.JsonReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** What `check` promises: verdicts that mean what they say, and clear exits on bad input. */
class CheckTrustTest {
    @TempDir
    Path dir;

    private Path file(String name, String text) throws Exception {
        Path f = dir.resolve(name);
        Files.writeString(f, text);
        return f;
    }

    private static BadInputTest.Run run(String... args) {
        return BadInputTest.run(args);
    }

    @Test
    void aClaimAboutAllGamesIsNeverVerified() throws Exception {
        Path f = file("all.cgt", "conjecture c \"not linear, so not proved\"\n  forall G: outcome(G - G) == outcome(0)\n");
        BadInputTest.Run r = run("check", f.toString(), "--random", "300");
        assertEquals(0, r.code(), r.out());
        assertTrue(r.out().contains("~ unrefuted  conjecture c"), r.out());
        assertTrue(r.out().contains("300 random"), r.out());
        assertFalse(r.out().contains("verified"), r.out());
    }

    @Test
    void anInnerQuantifierOverAllGamesIsALocatedErrorBeforeAnyCase() throws Exception {
        Path f = file("inner.cgt", "theorem a\n  forall G born by 1: exists H: G == H\n");
        BadInputTest.Run r = run("check", f.toString());
        assertEquals(2, r.code(), r.out());
        assertTrue(r.out().contains(f + ":2:31: an inner quantifier over all games"), r.out());
        assertFalse(r.out().contains("cases"), r.out());
    }

    @Test
    void aTheoremThatIsOnlySampledIsNotEstablished() throws Exception {
        Path f = file("t.cgt", "theorem t\n  forall G, H born by 4: outcome(G - G) == outcome(0)\n");
        BadInputTest.Run r = run("check", f.toString(), "--random", "200");
        assertEquals(1, r.code(), r.out());
        assertTrue(r.out().contains("~ unrefuted  theorem t"), r.out());
        assertTrue(r.out().contains("a sample cannot verify"), r.out());
    }

    @Test
    void aFalseClaimAboutAllGamesIsRefutedBySampling() throws Exception {
        Path f = file("f.cgt", "refuted f\n  forall G, H: G + H >= G\n");
        BadInputTest.Run r = run("check", f.toString());
        assertEquals(0, r.code(), r.out());
        assertTrue(r.out().contains("✗ refuted  refuted f"), r.out());
    }

    @Test
    void overflowingAndHugeEstimatesAreRefusedBeforeAnythingIsBuilt() throws Exception {
        Path f = file("huge.cgt", "theorem a\n  forall a, b, c, d, e in 0..99999: a + b + c + d + e >= 0\n"
                + "theorem b\n  forall F, G, H form over {0, 1, *, -1, ^, v, 1/2, 2, -2, 3}: F === F\n");
        BadInputTest.Run r = run("check", f.toString());
        assertEquals(2, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("refused: 10,000,000,000,000,000,000,000,000 cases"), r.out());
        assertTrue(r.out().contains("refused: 1,152,921,504,606,846,976 cases"), r.out());
        assertFalse((r.out() + r.err()).contains("Exception"), r.err());
    }

    @Test
    @Timeout(60)
    void theTimeoutBoundsHeavyInnerQuantifiersAndTheRandomPhase() throws Exception {
        Path f = file("slow.cgt", "conjecture inner\n  forall G born by 3: exists H born by 3: exists K born by 3:"
                + " rcf(G + H + K) == 99\n"
                + "conjecture sampled\n  forall G, H: exists K born by 3: exists L born by 3: rcf(G + H + K + L) == 99\n");
        BadInputTest.Run r = run("check", f.toString(), "--timeout", "0.5");      // each claim runs into it
        assertTrue(r.out().contains("~ timeout  conjecture inner"), r.out());
        assertTrue(r.out().contains("~ timeout  conjecture sampled"), r.out());
    }

    @Test
    @Timeout(60)
    void hugeBudgetsStartAtOnceAndStopAtTheirLimits() throws Exception {
        // One limit per run: with both, which stops first depends on the machine's load.
        Path f = file("budget.cgt", "conjecture sampled\n  forall G: outcome(G - G) == outcome(0)\n");
        BadInputTest.Run r = run("check", f.toString(), "--random", "2000000000", "--timeout", "1", "--verbose");
        // A sample cut short by the time limit keeps its sampled verdict and says where it stopped (issue 41).
        assertTrue(r.out().contains("~ unrefuted  conjecture sampled"), r.out());
        assertTrue(r.out().contains("sampling stopped at the time limit"), r.out());
        Path g = file("explored.cgt", "theorem explored\n  forall G born by 2: outcome(G - G) == outcome(0)\n");
        r = run("check", g.toString(), "--explore", "2000000000", "--explore-time", "0.5", "--verbose");
        assertTrue(r.out().contains("✓ verified  theorem explored  for all G born by day 2"), r.out());
        assertTrue(r.out().contains("stopped early: time cap of 0.500 s"), r.out());
    }

    @Test
    void absurdTimeoutsAndBudgetsAreUsageErrors() throws Exception {
        Path f = file("ok.cgt", "theorem t\n  forall G born by 1: G == G\n");
        for (String[] bad : new String[][] {{"--timeout", "-1"}, {"--timeout", "NaN"}, {"--timeout", "1e10"},
            {"--explore", "-5"}, {"--explore-time", "Infinity"}, {"--max-birthday", "40"}, {"--shard", "3/2"}}) {
            List<String> args = new ArrayList<>(List.of("check", f.toString()));
            args.addAll(List.of(bad));
            BadInputTest.Run r = run(args.toArray(new String[0]));
            assertEquals(2, r.code(), String.join(" ", bad) + ": " + r.out() + r.err());
            assertTrue(r.err().startsWith("cgcheck: "), r.err());
            assertEquals(1, r.err().strip().split("\n").length, r.err());
        }
    }

    @Test
    void jsonModeReportsSyntaxAndUsageErrorsAsJson() throws Exception {
        Path f = file("bad.cgt", "theorem t\n  forall G born by 1: G == \n");
        BadInputTest.Run r = run("check", f.toString(), "--json");
        assertEquals(2, r.code());
        @SuppressWarnings("unchecked")
        java.util.Map<String, Object> doc = (java.util.Map<String, Object>) JsonReader.parse(r.out());
        assertTrue(doc.get("errors").toString().contains("expected a game or value"), r.out());
        r = run("check", f.toString(), "--json", "--timeout", "-3");
        assertEquals(2, r.code());
        assertTrue(((java.util.Map<?, ?>) JsonReader.parse(r.out())).containsKey("errors"), r.out());
    }

    @Test
    void filesThatAreNotClaimsAreLocatedErrors() throws Exception {
        Path latin1 = dir.resolve("latin1.cgt");
        Files.write(latin1, "theorem t\n  forall G born by 1: G == G # caf\u00e9\n".getBytes(StandardCharsets.ISO_8859_1));
        BadInputTest.Run r = run("check", latin1.toString());
        assertEquals(2, r.code(), r.out() + r.err());
        assertTrue(r.err().contains(latin1 + ":2:35: not UTF-8 text"), r.err());
        Files.createDirectory(dir.resolve("folder.cgt"));
        r = run("check", dir.resolve("folder.cgt").toString());
        assertEquals(2, r.code());
        assertTrue(r.err().contains("is a directory"), r.err());
        Path empty = Files.createDirectory(dir.resolve("empty"));
        r = run("check", empty.toString());
        assertEquals(2, r.code());
        assertTrue(r.err().contains("no claims found"), r.err());
        assertFalse(r.err().contains("Exception"), r.err());
    }

    /** Runs check in a child JVM, sends SIGTERM once {@code ready} is printed (or after a wait), returns output. */
    private static String[] terminate(Path f, String ready, String... extra) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> cmd = new ArrayList<>(List.of(java, "-cp", System.getProperty("java.class.path"),
                "org.cgcheck.cli.Main", "check", f.toString(), "--threads", "1"));
        cmd.addAll(List.of(extra));
        Path errFile = Files.createTempFile("cgcheck-err", ".txt");
        Process p = new ProcessBuilder(cmd).redirectError(errFile.toFile()).start();
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        Thread reader = new Thread(() -> {
            try {
                p.getInputStream().transferTo(bytes);
            } catch (java.io.IOException e) {
                // the stream ends with the process
            }
        });
        reader.start();
        long until = System.nanoTime() + 60_000_000_000L;
        while (ready != null && !bytes.toString(StandardCharsets.UTF_8).contains(ready) && System.nanoTime() < until) {
            Thread.sleep(100);
        }
        if (ready == null) {
            // Nothing is printed before the end (--json): wait until the child has done more work than
            // starting and the quick claim take (about 1.2 s of CPU time), however loaded the machine.
            long cpuUntil = System.nanoTime() + 60_000_000_000L;
            while (cpuSeconds(p) < 3.0 && System.nanoTime() < cpuUntil) {
                Thread.sleep(100);
            }
        }
        Thread.sleep(1500);    // into the long claim
        p.toHandle().destroy();     // SIGTERM (Process.destroy would also close our end of its output)
        assertTrue(p.waitFor(30, TimeUnit.SECONDS), "the process ended");
        reader.join(10_000);
        String err = Files.readString(errFile);
        Files.delete(errFile);
        return new String[] {String.valueOf(p.exitValue()), bytes.toString(StandardCharsets.UTF_8) + err};
    }

    private static double cpuSeconds(Process p) {
        return p.toHandle().info().totalCpuDuration().map(d -> d.toMillis() / 1000.0).orElse(Double.MAX_VALUE);
    }

    private Path longClaims() throws Exception {
        return file("long.cgt", "theorem quick\n  forall G born by 2: G == G\n"
                + "conjecture long\n  forall G born by 3: exists H born by 3: exists K born by 3: rcf(G + H + K) == 99\n"
                + "theorem never\n  forall G born by 1: G == G\n");
    }

    @Test
    @Timeout(120)
    void sigtermPrintsAPartialReport() throws Exception {
        String[] r = terminate(longClaims(), "theorem quick");
        assertEquals("143", r[0], r[1]);
        assertTrue(r[1].contains("~ interrupted  conjecture long"), r[1]);
        assertTrue(r[1].contains("1 claim(s) not checked: the run was interrupted"), r[1]);
        assertTrue(r[1].contains("1 passed, 1 failed") || r[1].contains("2 passed, 0 failed"), r[1]);
    }

    @Test
    @Timeout(120)
    void sigtermPrintsValidJson() throws Exception {
        String[] r = terminate(longClaims(), null, "--json");
        assertEquals("143", r[0], r[1]);
        Object json = JsonReader.parse(r[1]);        // valid JSON, not a torn array
        assertTrue(json != null);
        assertTrue(r[1].contains("\"interrupted\""), r[1]);
        assertTrue(r[1].contains("\"quick\""), r[1]);
        assertFalse(r[1].contains("\"never\""), r[1]);
    }

    static String classpath() {
        return System.getProperty("java.class.path").replace(':', File.pathSeparatorChar);
    }
}
