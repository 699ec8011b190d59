package org.cgcheck.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * The fuzz corpus of hostile command lines (src/test/resources/fuzz/hostile-cli.tsv): each runs in
 * a fresh folder under a time limit, exits with its expected code, prints its expected first
 * line on stderr (never a stack trace or an internal error), and leaves every file the corpus
 * set up as it was, unless the line says the user asked for it to change.
 */
class HostileCliCorpusTest {
    static final Duration LIMIT = Duration.ofSeconds(60);

    record Entry(int line, int exit, String stderr, String setup, String args) { }

    static List<Entry> corpus() throws IOException {
        List<Entry> out = new ArrayList<>();
        try (InputStream in = HostileCliCorpusTest.class.getResourceAsStream("/fuzz/hostile-cli.tsv")) {
            List<String> lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
            for (int i = 0; i < lines.size(); i++) {
                String l = lines.get(i);
                if (l.isBlank() || l.startsWith("#")) {
                    continue;
                }
                String[] f = l.split("\t");
                assertEquals(4, f.length, "hostile-cli.tsv line " + (i + 1) + ": four tab-separated columns");
                out.add(new Entry(i + 1, Integer.parseInt(f[0]), f[1], f[2], f[3]));
            }
        }
        return out;
    }

    @TestFactory
    Stream<DynamicTest> everyHostileLineGivesItsExitAndMessage(@TempDir Path root) throws IOException {
        List<Entry> entries = corpus();
        assertTrue(entries.size() >= 25, entries.size() + " entries");
        return entries.stream().map(e -> DynamicTest.dynamicTest("line " + e.line() + ": " + e.args(), () -> {
            Path t = Files.createTempDirectory(root, "case");
            Map<Path, String> keep = new LinkedHashMap<>();
            List<Path> absent = new ArrayList<>();
            setUp(e.setup(), t, keep, absent);
            Map<Path, String> before = new LinkedHashMap<>();
            for (Path p : keep.keySet()) {
                before.put(p, WriteTargetsTest.snapshot(p));
            }
            String[] args = e.args().replace("$T", t.toString()).split(" ");
            for (int i = 0; i < args.length; i++) {
                args[i] = unescape(args[i]);
            }
            BadInputTest.Run r = assertTimeoutPreemptively(LIMIT, () -> BadInputTest.run(args), "hung: " + e.args());
            String what = "line " + e.line() + " (" + e.args() + "): exit " + r.code() + ", stderr:\n" + r.err();
            assertEquals(e.exit(), r.code(), what);
            String first = r.err().lines().findFirst().orElse("");
            if (e.stderr().equals("-")) {
                assertEquals("", first, what);
            } else {
                assertTrue(Pattern.compile(e.stderr()).matcher(first).find(), what);
            }
            assertFalse(r.err().contains("internal error") || r.err().contains("Exception") || r.err().contains("\tat "),
                    what);
            for (Map.Entry<Path, String> k : before.entrySet()) {
                if (keep.get(k.getKey()) == null) {
                    assertEquals(k.getValue(), WriteTargetsTest.snapshot(k.getKey()), what + "\n" + k.getKey() + " changed");
                }
            }
            for (Path p : absent) {
                assertFalse(Files.exists(p, LinkOption.NOFOLLOW_LINKS), what + "\n" + p + " was written");
            }
        }));
    }

    /** \\uXXXX in an argument is that character (a tab or a line break cannot stand in a TSV line). */
    static String unescape(String arg) {
        java.util.regex.Matcher m = Pattern.compile("\\\\u([0-9A-Fa-f]{4})").matcher(arg);
        StringBuilder b = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(b, java.util.regex.Matcher.quoteReplacement(
                    String.valueOf((char) Integer.parseInt(m.group(1), 16))));
        }
        return m.appendTail(b).toString();
    }

    /** Makes the corpus line's setup in folder t; keep gets every path made (value "changes" if it may change). */
    private static void setUp(String setup, Path t, Map<Path, String> keep, List<Path> absent) throws Exception {
        if (setup.equals("-")) {
            return;
        }
        for (String item : setup.split(" ; ")) {
            String verb = item.substring(0, item.indexOf(' ') < 0 ? item.length() : item.indexOf(' '));
            String rest = item.substring(verb.length()).strip();
            switch (verb) {
                case "fifo" -> {
                    WriteTargetsTest.exec("mkfifo", t.resolve(rest).toString());
                    keep.put(t.resolve(rest), null);
                }
                case "dir" -> Files.createDirectories(t.resolve(rest));
                case "file", "claims" -> {
                    int eq = rest.indexOf('=');
                    Path p = t.resolve(rest.substring(0, eq));
                    Files.writeString(p, rest.substring(eq + 1) + (verb.equals("claims") ? "\n" : ""));
                    keep.put(p, null);
                }
                case "link" -> {
                    int arrow = rest.indexOf("->");
                    Path p = t.resolve(rest.substring(0, arrow));
                    Files.createSymbolicLink(p, Path.of(rest.substring(arrow + 2)));
                    keep.put(p, null);
                    Path target = p.resolveSibling(rest.substring(arrow + 2));
                    if (Files.exists(target)) {
                        keep.put(target, null);
                    }
                }
                case "shards" -> shards(t, keep);
                case "edit" -> {        // edit NAME REGEX => REPLACEMENT: a report edited by hand
                    String[] nr = rest.split(" ", 2);
                    String[] fr = nr[1].split(" => ", 2);
                    Path p = t.resolve(nr[0]);
                    Files.writeString(p, Files.readString(p).replaceAll(fr[0], fr[1]));
                    keep.put(p, null);
                }
                case "changes" -> keep.put(t.resolve(rest), "changes");
                case "absent" -> absent.add(t.resolve(rest));
                default -> throw new AssertionError("unknown setup '" + item + "'");
            }
        }
    }

    private static String one;
    private static String two;

    /** 1.json and 2.json, the shards of a small run, and 2i.json: shard 2 as scancel leaves it (interrupted). */
    private static void shards(Path t, Map<Path, String> keep) throws IOException {
        synchronized (HostileCliCorpusTest.class) {
            if (one == null) {
                Path cgt = Files.writeString(t.resolve("s.cgt"), "refuted a forall G born by 1: G >= 0\n"
                        + "theorem b forall n, m in 0..3: *n + *m == *(n xor m)\n");
                one = BadInputTest.run("check", cgt.toString(), "--no-symbolic", "--json", "--shard", "1/2", "--random",
                        "10", "--explore", "0").out();
                two = BadInputTest.run("check", cgt.toString(), "--no-symbolic", "--json", "--shard", "2/2", "--random",
                        "10", "--explore", "0").out();
            }
        }
        for (String[] f : new String[][] {{"1.json", one}, {"2.json", two},
            {"2i.json", two.replaceFirst("\"status\": \"(verified|refuted|proved)\"", "\"status\": \"interrupted\"")}}) {
            keep.put(Files.writeString(t.resolve(f[0]), f[1]), null);
        }
    }
}
