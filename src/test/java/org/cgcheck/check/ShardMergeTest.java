package org.cgcheck.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.cgcheck.cli.BadInputTest;
import org.cgcheck.report.JsonReader;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The shards of a split run merge to the verdicts of one run; anything else is refused. */
class ShardMergeTest {
    private static final String SRC = "refuted a forall G, H born by 3: G + H <= G or H <= 0\n"
            + "theorem b forall G, H born by 2: outcome(G + H - H) == outcome(G)\n"
            + "refuted c forall G born by 3: rcf(G) == G\n"
            + "refuted d \"no variables, expected false\"\n  {1,0|} == 1\n"
            + "conjecture e forall G born by 2: G + G >= G\n"
            + "theorem f forall G, H born by 2: G + H == H + G\n"
            // A definition (issue 23): its memo is per process, so each shard computes it afresh.
            + "define p(G: game) = if isnumber(G) then G else if isnumber(G - *) then G - *\n"
            + "  else { p(A) for A in left(G) | p(B) for B in right(G) }\n"
            + "refuted g forall G, H born by 2: p(G + H) == p(G) + p(H)\n";

    @TempDir
    static Path dir;
    static Path claims;
    static BadInputTest.Run whole;
    static List<Path> shards = new ArrayList<>();

    @BeforeAll
    static void run() throws Exception {
        claims = dir.resolve("s.cgt");
        Files.writeString(claims, SRC);
        whole = BadInputTest.run("check", claims.toString(), "--json", "--threads", "2");
        for (int k = 1; k <= 3; k++) {
            shards.add(report("s" + k + ".json", claims, "--shard", k + "/3"));
        }
    }

    static Path report(String name, Path cgt, String... more) throws Exception {
        List<String> args = new ArrayList<>(List.of("check", cgt.toString(), "--json", "--threads", "2"));
        args.addAll(List.of(more));
        BadInputTest.Run r = BadInputTest.run(args.toArray(new String[0]));
        assertTrue(r.code() <= 2, r.err());
        Path p = dir.resolve(name);
        Files.writeString(p, r.out());
        return p;
    }

    static BadInputTest.Run merge(Path... reports) {
        List<String> args = new ArrayList<>(List.of("merge"));
        for (Path p : reports) {
            args.add(p.toString());
        }
        return BadInputTest.run(args.toArray(new String[0]));
    }

    @SuppressWarnings("unchecked")
    static List<Map<String, Object>> verdicts(String json) {
        return (List<Map<String, Object>>) ((Map<String, Object>) JsonReader.parse(json)).get("verdicts");
    }

    @Test
    void shardsMergeToOneRun() {
        // Given in another order than 1, 2, 3: the merge sorts them.
        BadInputTest.Run r = merge(shards.get(2), shards.get(0), shards.get(1));
        assertEquals(whole.code(), r.code(), r.err());
        List<Map<String, Object>> one = verdicts(whole.out());
        List<Map<String, Object>> merged = verdicts(r.out());
        assertEquals(one.size(), merged.size());
        for (int i = 0; i < one.size(); i++) {
            String name = (String) one.get(i).get("name");
            for (String k : List.of("name", "status", "ok", "counterexample", "order", "details")) {
                assertEquals(one.get(i).get(k), merged.get(i).get(k), name + " " + k);
            }
            assertEquals(3L, merged.get(i).get("shards"), name);
        }
        assertEquals("refuted", merged.get(3).get("status"));     // d: no variables, refuted as expected
        assertEquals(true, merged.get(3).get("ok"));
    }

    @Test
    @SuppressWarnings("unchecked")
    void mergedReportRecordsTheRunAndSumsCasesAndSeconds() {
        BadInputTest.Run r = merge(shards.toArray(new Path[0]));
        Map<String, Object> doc = (Map<String, Object>) JsonReader.parse(r.out());
        Map<String, Object> first = (Map<String, Object>) JsonReader.parse(read(shards.get(0)));
        for (String k : List.of("cgcheck", "claims", "seed", "options")) {
            assertEquals(first.get(k), doc.get(k), k);
        }
        assertNull(doc.get("shard"));
        assertEquals(3L, doc.get("merged"));
        Map<String, Object> b = verdicts(r.out()).get(1);       // theorem b: verified over every shard
        long cases = 0;
        java.math.BigDecimal secs = java.math.BigDecimal.ZERO;
        for (Path p : shards) {
            Map<String, Object> v = verdicts(read(p)).get(1);
            cases += (Long) v.get("cases");
            secs = secs.add(new java.math.BigDecimal(v.get("seconds").toString()));
        }
        assertEquals(cases, b.get("cases"));
        assertEquals(0, secs.compareTo(new java.math.BigDecimal(b.get("seconds").toString())));
        assertEquals(verdicts(whole.out()).get(1).get("cases"), b.get("cases"));
        String msg = (String) b.get("message");
        assertTrue(msg.startsWith(String.format(java.util.Locale.ROOT, "all %,d cases over 3 shards hold", cases)), msg);
        String refuted = (String) verdicts(r.out()).get(0).get("message");
        assertTrue(refuted.contains("found by shard") && refuted.contains("over 3 shards"), refuted);
    }

    @Test
    void aHandEditedCounterexampleIsRefused() throws Exception {
        String text = read(shards.get(0));
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("\"counterexample\": \\{\"(\\w+)\": \"[^\"]*\"")
                .matcher(text);
        assertTrue(m.find(), text);
        Path edited = dir.resolve("edited.json");
        Files.writeString(edited, text.substring(0, m.start()) + "\"counterexample\": {\"" + m.group(1) + "\": \"{{{\""
                + text.substring(m.end()));
        BadInputTest.Run r = merge(edited, shards.get(1), shards.get(2));
        assertRefused(r, edited + ": claim");
        assertTrue(r.err().contains("does not read as a game"), r.err());
    }

    @Test
    void aMissingShardIsRefused() {
        assertRefused(merge(shards.get(0), shards.get(2)), "shard 2/3 is missing");
    }

    @Test
    void aDoubledShardIsRefused() {
        assertRefused(merge(shards.get(0), shards.get(1), shards.get(1), shards.get(2)),
                shards.get(1) + ": shard 2/3 given twice");
    }

    @Test
    void shardsOfOtherRunsAreRefused() throws Exception {
        Path other = dir.resolve("other.cgt");
        Files.writeString(other, SRC.replace("born by 3", "born by 2"));
        Path otherClaims = report("o2.json", other, "--shard", "2/3");
        assertRefused(merge(shards.get(0), otherClaims, shards.get(2)), otherClaims + ": checked different claim files");
        Path seed = report("seed.json", claims, "--shard", "2/3", "--seed", "7");
        assertRefused(merge(shards.get(0), seed, shards.get(2)), seed + ": run with --seed 7");
        Path random = report("random.json", claims, "--shard", "2/3", "--random", "5");
        assertRefused(merge(shards.get(0), random, shards.get(2)), random + ": run with other options");
        Path ofTwo = report("two.json", claims, "--shard", "2/2");
        assertRefused(merge(shards.get(0), ofTwo, shards.get(2)), ofTwo + ": shard 2/2, but");
    }

    @Test
    void wholeRunsOldReportsAndMergedReportsAreRefused() throws Exception {
        Path w = dir.resolve("whole.json");
        Files.writeString(w, whole.out());
        assertRefused(merge(shards.get(0), w, shards.get(1), shards.get(2)), w + ": not a shard report");
        Path merged = dir.resolve("merged.json");
        Files.writeString(merged, merge(shards.toArray(new Path[0])).out());
        assertRefused(merge(merged), merged + ": not a shard report");
        Path old = dir.resolve("old.json");
        Files.writeString(old, "[\n  " + verdicts(whole.out()).size() + "\n]\n");
        assertRefused(merge(old, shards.get(1)), old + ": a bare array of verdicts: a report from an older cgcheck");
    }

    @Test
    void mergeExitsTwoForAnErrorClaimAsCheckDoes() throws Exception {
        Path bad = dir.resolve("bad.cgt");
        Files.writeString(bad, "theorem t forall G born by 1: atomicweight(G) == 0\nrefuted u\n  {1,0|} == 1\n");
        Path s1 = report("b1.json", bad, "--shard", "1/2");
        Path s2 = report("b2.json", bad, "--shard", "2/2");
        assertEquals(2, BadInputTest.run("check", bad.toString(), "--json").code());
        BadInputTest.Run r = merge(s1, s2);
        assertEquals(2, r.code(), r.out() + r.err());
        assertEquals("error", verdicts(r.out()).get(0).get("status"));
        assertTrue(((String) verdicts(r.out()).get(0).get("message")).startsWith("shard "), r.out());
    }

    @Test
    void aFailedTheoremExitsOne() throws Exception {
        Path f = dir.resolve("fail.cgt");
        Files.writeString(f, "theorem t forall G born by 2: G == 0\n");
        BadInputTest.Run r = merge(report("f1.json", f, "--shard", "1/2"), report("f2.json", f, "--shard", "2/2"));
        assertEquals(1, r.code(), r.err());
        assertEquals(BadInputTest.run("check", f.toString(), "--json").code(), r.code());
    }

    static void assertRefused(BadInputTest.Run r, String start) {
        assertEquals(2, r.code(), r.out() + r.err());
        assertEquals("", r.out());
        String line = r.err().strip();
        assertFalse(line.contains("\n"), line);
        assertTrue(line.startsWith("cgcheck merge: " + start), line);
    }

    static String read(Path p) {
        try {
            return Files.readString(p);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
