package org.cgcheck.check.prove;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The proof of a closed comparison does not depend on what the run built before it: a form keeps
 * its options in interning order, and before the fix the proof's steps followed that order, so
 * the library's proof of {0,*,*2,^|^} == ^^* came out numbered differently in {@code mvn test}
 * and in {@code ./cgcheck theorems}. Each run is a fresh JVM (interning is per process), with
 * claims before it that build ^^ and ^* in the two orders.
 */
class ClosedProofDeterminismTest {
    private static final String CLAIM = "theorem t \"x\" {0,*,*2,^|^} == ^^*\n";

    @Test
    void theProofIsTheSameWhateverWasBuiltFirst(@TempDir Path tmp) throws Exception {
        String alone = proof(tmp, "alone", CLAIM);
        String upUpFirst = proof(tmp, "b1", "theorem a \"a\" ^^ > *\ntheorem b \"b\" ^* <> 0\n"
                + "theorem c \"c\" {^^|^*} > 0\n" + CLAIM);
        String upStarFirst = proof(tmp, "b2", "theorem a \"a\" ^* <> 0\ntheorem b \"b\" ^^ > *\n"
                + "theorem c \"c\" {^*|^^} == 0\n" + CLAIM);
        assertTrue(alone.contains("## Proof") && alone.contains("24. "), alone);
        assertEquals(alone, upUpFirst);
        assertEquals(alone, upStarFirst);
    }

    /** The proof page of claim t, emitted by a fresh cgcheck, without the line naming the file. */
    private static String proof(Path tmp, String name, String claims) throws Exception {
        Path file = tmp.resolve(name + ".cgt");
        Files.writeString(file, claims);
        Path out = tmp.resolve("emit-" + name);
        List<String> cmd = new ArrayList<>(List.of(ProcessHandle.current().info().command().orElse("java"),
                "-Xss16m", "-Xmx1g", "-cp", System.getProperty("java.class.path"), "org.cgcheck.cli.Main",
                "check", file.toString(), "--emit", out.toString()));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(tmp.resolve(name + ".log").toFile())
                .start();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "cgcheck did not finish");
        assertEquals(0, p.exitValue(), () -> read(tmp.resolve(name + ".log")));
        return Files.readAllLines(out.resolve("t.md")).stream().filter(l -> !l.startsWith("**Claim**"))
                .reduce("", (a, b) -> a + b + "\n");
    }

    private static String read(Path p) {
        try {
            return Files.readString(p);
        } catch (java.io.IOException e) {
            return e.toString();
        }
    }
}
