package org.cgcheck.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code merge --out FILE}: the merged report is written only when the merge is not refused (a
 * refused merge leaves no empty file behind, and an earlier merged report stays as it was), and a
 * merge holding an interrupted shard (Ctrl-C, SIGTERM, scancel) is refused like a missing one.
 */
class MergeOutTest {
    @TempDir
    static Path dir;
    static Path one;
    static Path two;

    @BeforeAll
    static void shards() throws Exception {
        Path cgt = Files.writeString(dir.resolve("s.cgt"), "refuted a forall G born by 1: G >= 0\n"
                + "theorem b forall n, m in 0..3: *n + *m == *(n xor m)\n");
        one = dir.resolve("1.json");
        two = dir.resolve("2.json");
        for (int k = 1; k <= 2; k++) {
            BadInputTest.Run r = BadInputTest.run("check", cgt.toString(), "--no-symbolic", "--json", "--shard",
                    k + "/2", "--random", "10", "--explore", "0");
            assertTrue(r.code() <= 1, r.err());
            Files.writeString(k == 1 ? one : two, r.out());
        }
    }

    @Test
    void theMergedReportGoesToOutOnlyOnSuccess() throws Exception {
        Path merged = dir.resolve("merged.json");
        BadInputTest.Run stdout = BadInputTest.run("merge", one.toString(), two.toString());
        assertEquals(0, stdout.code(), stdout.err());
        BadInputTest.Run r = BadInputTest.run("merge", one.toString(), two.toString(), "--out", merged.toString());
        assertEquals(0, r.code(), r.err());
        assertEquals("", r.out());
        assertEquals(stdout.out(), Files.readString(merged));
        assertTrue(r.err().contains("wrote the merged report of 2 shards to " + merged), r.err());
        // A refused merge (shard 2 missing) leaves the earlier report as it was, and writes no new file.
        BadInputTest.Run missing = BadInputTest.run("merge", one.toString(), "--out", merged.toString());
        assertEquals(2, missing.code());
        assertTrue(missing.err().contains("shard 2/2 is missing"), missing.err());
        assertEquals(stdout.out(), Files.readString(merged));
        Path fresh = dir.resolve("fresh.json");
        assertEquals(2, BadInputTest.run("merge", one.toString(), "--out", fresh.toString()).code());
        assertFalse(Files.exists(fresh));
    }

    @Test
    void aMergeHoldingAnInterruptedShardIsRefused() throws Exception {
        // What a shard cancelled by scancel (SIGTERM) leaves: a well-formed report whose claim is interrupted.
        String text = Files.readString(two);
        String interrupted = text.replaceFirst("\"status\": \"(verified|refuted|proved)\"", "\"status\": \"interrupted\"");
        assertFalse(text.equals(interrupted));
        Path cut = Files.writeString(dir.resolve("2-interrupted.json"), interrupted);
        Path out = dir.resolve("never.json");
        BadInputTest.Run r = BadInputTest.run("merge", one.toString(), cut.toString(), "--out", out.toString());
        assertEquals(2, r.code(), r.err());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().startsWith("cgcheck merge: " + cut + ": shard 2/2 was interrupted (claim "), r.err());
        assertTrue(r.err().contains("rerun that shard"), r.err());
        assertFalse(Files.exists(out));
        assertEquals(2, BadInputTest.run("merge", one.toString(), cut.toString()).code());
    }
}
