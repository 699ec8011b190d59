package org.cgcheck.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A failed write of standard output (a full disk, a closed pipe) is exit 2 with one line, never exit 0. */
class WriteFailureTest {
    @TempDir
    Path tmp;

    /** Standard output that accepts {@code room} bytes, then fails as a full disk does. */
    private static PrintStream full(int room) {
        return new PrintStream(new OutputStream() {
            private int written;

            @Override
            public void write(int b) throws IOException {
                if (++written > room) {
                    throw new IOException("No space left on device");
                }
            }
        }, true, StandardCharsets.UTF_8);
    }

    private static int run(PrintStream out, ByteArrayOutputStream err, String... args) {
        PrintStream oldOut = System.out;
        PrintStream oldErr = System.err;
        System.setOut(out);
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
        try {
            return Main.execute(args);
        } finally {
            System.setOut(oldOut);
            System.setErr(oldErr);
        }
    }

    @Test
    void evalAndJsonReportsToAFullDiskAreErrors() throws IOException {
        Path f = tmp.resolve("c.cgt");
        Files.writeString(f, "theorem t forall G, H born by 2: G + H == H + G\n");
        for (String[] args : new String[][] {{"eval", "1+1"}, {"check", f.toString(), "--json"},
                {"check", f.toString()}}) {
            // No room at all, or room for a first part: a report cut off in the middle is no report.
            for (int room : args[0].equals("eval") ? new int[] {0} : new int[] {0, 40}) {
                ByteArrayOutputStream err = new ByteArrayOutputStream();
                int code = run(full(room), err, args);
                String e = err.toString(StandardCharsets.UTF_8);
                assertEquals(2, code, String.join(" ", args) + " with " + room + " bytes of room: " + e);
                assertTrue(e.contains("could not write the output"), e);
                assertFalse(e.contains("Exception"), e);
            }
        }
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        ByteArrayOutputStream ok = new ByteArrayOutputStream();
        assertEquals(0, run(new PrintStream(ok, true, StandardCharsets.UTF_8), err, "eval", "1+1"));
        assertEquals("2", ok.toString(StandardCharsets.UTF_8).strip());
    }
}
