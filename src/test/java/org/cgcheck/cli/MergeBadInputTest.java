package org.cgcheck.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.cgcheck.report.ReportFile;
import org.cgcheck.report.ShardMerge;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Whatever a report file holds, merge answers with one line naming the file and exit 2, never a crash. */
class MergeBadInputTest {
    @TempDir
    static Path dir;
    /** The real reports of shards 1/2 and 2/2 of a small run. */
    static String one;
    static String two;
    static Path good;

    @BeforeAll
    static void reports() throws Exception {
        Path cgt = dir.resolve("small.cgt");
        Files.writeString(cgt, "refuted a forall G, H born by 2: G + H <= G or H <= 0\n"
                + "theorem b \"with a tab\tand é\" forall G born by 2: G + 0 == G\n"
                + "conjecture c forall G born by 1: G >= 0\n");
        one = BadInputTest.run("check", cgt.toString(), "--json", "--shard", "1/2", "--random", "20").out();
        two = BadInputTest.run("check", cgt.toString(), "--json", "--shard", "2/2", "--random", "20").out();
        good = dir.resolve("good1.json");
        Files.writeString(good, one);
        Path second = dir.resolve("good2.json");
        Files.writeString(second, two);
        BadInputTest.Run r = BadInputTest.run("merge", good.toString(), second.toString());
        assertEquals(0, r.code(), r.err());
    }

    @Test
    void theClaimHashIsOfTheTextChecked() throws Exception {
        // Shard 2/2 run on the same file saved with a byte-order mark checks the same text: it merges.
        Path cgt = dir.resolve("small.cgt");
        String text = Files.readString(cgt);
        Files.writeString(cgt, "\uFEFF" + text);
        try {
            Path second = dir.resolve("bom2.json");
            Files.writeString(second, BadInputTest.run("check", cgt.toString(), "--json", "--shard", "2/2", "--random",
                    "20").out());
            BadInputTest.Run r = BadInputTest.run("merge", good.toString(), second.toString());
            assertEquals(0, r.code(), r.err());
            Files.writeString(cgt, text + "\n# one more line\n");
            Files.writeString(second, BadInputTest.run("check", cgt.toString(), "--json", "--shard", "2/2", "--random",
                    "20").out());
            r = BadInputTest.run("merge", good.toString(), second.toString());
            assertEquals(2, r.code(), "a different text is a different run: " + r.out());
        } finally {
            Files.writeString(cgt, text);
        }
    }

    /** Merges {@code text} (as shard 2/2's file) with the good shard 1/2: a clean refusal naming the file. */
    static void refused(String text) throws Exception {
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, text);
        refused(bad);
    }

    static void refused(Path bad) {
        BadInputTest.Run r = BadInputTest.run("merge", good.toString(), bad.toString());
        assertClean(r, bad);
        assertEquals(2, r.code(), r.err());
        assertEquals("", r.out());
    }

    static void assertClean(BadInputTest.Run r, Path bad) {
        String line = r.err().strip();
        assertFalse(line.contains("\n"), line);
        assertFalse(line.contains("Exception") || line.contains("internal error"), line);
        if (r.code() != 0 && r.code() != 1) {
            assertTrue(line.startsWith("cgcheck merge: " + bad + ": ") || line.startsWith("cgcheck merge: shard"), line);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"[1, 2]", "[null]", "[]", "{}", "null", "5", "\"x\"", "", "   ", "true",
        "{\"cgcheck\": \"0.1.0\"}", "{\"cgcheck\": 5, \"claims\": 1}", "{\"cgcheck\": \"0.1.0\", \"errors\": []}",
        "{\"a\": 1, \"a\": 2}", "{\"cgcheck\": \"0.1.0\", \"claims\": \"h\", \"seed\": 1, \"options\": {}, "
            + "\"shard\": {\"index\": 5, \"count\": 2}, \"verdicts\": []}",
        "{\"cgcheck\": \"0.1.0\", \"claims\": \"h\", \"seed\": 1, \"options\": {}, "
            + "\"shard\": {\"index\": 0, \"count\": 0}, \"verdicts\": []}",
        "{\"cgcheck\": \"0.1.0\", \"claims\": \"h\", \"seed\": 1e400, \"options\": [], \"shard\": null}",
        "\uFEFF{}", "{\"x\": \"\\uZZZZ\"}", "{\"x\": \"\\q\"}", "{\"x\": 01}", "{\"x\": -}", "{\"x\": 1.}",
        "{\"x\": 1e}", "[1] [2]", "{\"x\" 1}", "{\"x\": 1,}", "[1,]", "{1: 2}", "nul", "\"\\", "\"\\u12"})
    void malformedOrForeignReportsAreRefused(String text) throws Exception {
        refused(text);
    }

    @Test
    void wrongTypesInARealReportAreRefused() throws Exception {
        refused(two.replaceFirst("\"cases\": \\d+", "\"cases\": \"12\""));
        refused(two.replaceFirst("\"status\": \"[a-z]+\"", "\"status\": 5"));
        refused(two.replaceFirst("\"status\": \"[a-z]+\"", "\"status\": \"maybe\""));
        refused(two.replaceFirst("\"cases\": \\d+, ", ""));
        refused(two.replaceFirst("\"cases\": \\d+", "\"cases\": 99999999999999999999999999"));
        refused(two.replaceFirst("\"cases\": \\d+", "\"cases\": -1"));
        refused(two.replaceFirst("\"seconds\": [0-9.]+", "\"seconds\": 1e999999999"));
        refused(two.replaceFirst("\"counterexample\": \\{", "\"counterexample\": {\"X\": 1, "));
        refused(two.replaceFirst("\"verdicts\": \\[", "\"verdicts\": [null, "));
        refused(two.replaceFirst("\"kind\": \"[a-z]+\"", "\"kind\": \"lemma\""));
        refused(two.replaceFirst("\"name\": \"a\"", "\"name\": \"zz\""));
        refused(two.replaceFirst("\"exploration\": null", "\"exploration\": {\"cases\": 1}"));
        refused(two.replaceFirst("\"exploration\": null", "\"exploration\": 7"));
    }

    /**
     * Every field of a verdict replaced by every kind of JSON value: a merge or a clean refusal.
     * Runs the reader and the merge directly (what the command runs, minus the command line).
     */
    @Test
    void everyFieldWithEveryTypeNeverCrashes() throws Exception {
        Matcher m = Pattern.compile("\"(\\w+)\": ").matcher(two);
        List<Integer> starts = new ArrayList<>();
        while (m.find()) {
            starts.add(m.end());
        }
        for (int start : starts) {
            int end = valueEnd(two, start);
            for (String v : List.of("null", "\"x\"", "5", "-1", "1.5", "[]", "{}", "true", "[null]", "{\"a\": 1}")) {
                mergedOrRefused(two.substring(0, start) + v + two.substring(end));
            }
        }
    }

    /** Reads and merges the text as shard 2/2 with the good shard 1/2; only a clean refusal may be thrown. */
    static void mergedOrRefused(String text) throws Exception {
        try {
            ShardMerge.merge(List.of(ReportFile.read(good), ReportFile.parse(Path.of("bad.json"), text)));
        } catch (ReportFile.Bad | ShardMerge.Refused e) {
            assertFalse(e.getMessage().contains("\n"), e.getMessage());
        }
    }

    /** The end of the JSON value starting at {@code i} (strings, numbers, literals, nested brackets). */
    private static int valueEnd(String s, int i) {
        int depth = 0;
        boolean str = false;
        for (int k = i; k < s.length(); k++) {
            char c = s.charAt(k);
            if (str) {
                if (c == '\\') {
                    k++;
                } else if (c == '"') {
                    str = false;
                    if (depth == 0) {
                        return k + 1;
                    }
                }
            } else if (c == '"') {
                str = true;
            } else if (c == '{' || c == '[') {
                depth++;
            } else if (c == '}' || c == ']') {
                if (depth == 0) {
                    return k;
                }
                if (--depth == 0) {
                    return k + 1;
                }
            } else if (c == ',' && depth == 0) {
                return k;
            }
        }
        return s.length();
    }

    @Test
    @Timeout(120)
    void aReportTruncatedAtEveryPositionIsRefused() throws Exception {
        String text = two.stripTrailing();
        for (int n = 0; n < text.length(); n++) {
            try {
                ReportFile.parse(Path.of("t.json"), text.substring(0, n));
                throw new AssertionError("accepted a report truncated at " + n);
            } catch (ReportFile.Bad e) {
                assertFalse(e.getMessage().contains("\n"), e.getMessage());
            }
        }
        // And through the command, at a sample of positions.
        Path bad = dir.resolve("truncated.json");
        for (int n = 0; n < text.length(); n += 23) {
            Files.writeString(bad, text.substring(0, n));
            refused(bad);
        }
    }

    @Test
    void deepNestingAndHugeNumbersAreRefusedWithoutOverflow() throws Exception {
        refused("[".repeat(100_000));
        refused("{\"a\": ".repeat(50_000));
        refused("9".repeat(100_000));
        refused("{\"cgcheck\": \"0.1.0\", \"claims\": \"h\", \"seed\": " + "9".repeat(500) + "}");
    }

    @Test
    void unreadableInputsAreRefused() throws Exception {
        Path bytes = dir.resolve("latin1.json");
        Files.write(bytes, new byte[] {'[', '"', (byte) 0xe9, (byte) 0xff, '"', ']'});
        refused(bytes);
        Path folder = Files.createDirectories(dir.resolve("folder.json"));
        refused(folder);
        refused(dir.resolve("nosuch.json"));
        assertTrue(BadInputTest.run("merge", good.toString(), dir.resolve("nosuch.json").toString())
                .err().contains("no such file"));
    }

    @Test
    void anUnreadableFileIsRefused() throws Exception {
        Path locked = dir.resolve("locked.json");
        Files.writeString(locked, two);
        try {
            Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("---------"));
        } catch (UnsupportedOperationException e) {
            Assumptions.abort("no POSIX permissions here");
        }
        Assumptions.assumeFalse(Files.isReadable(locked), "running as a user who can read anything");
        refused(locked);
    }
}
