package org.cgcheck.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.cgcheck.check.CheckOptions;
import org.cgcheck.check.Exploration;
import org.cgcheck.check.Verdict;
import org.cgcheck.lang.Claim;
import org.cgcheck.lang.ClaimParser;
import org.cgcheck.lang.Pos;
import org.cgcheck.lang.SyntaxError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.cgcheck.eval.Programs;

/** The --json report records the run and every verdict field; the error report locates each problem. */
class JsonReportTest {
    static final Claim CLAIM = Programs.parse("theorem t \"desc\" forall G born by 1: G == G\n", "t.cgt")
            .claims().get(0);

    @Test
    @SuppressWarnings("unchecked")
    void aWithinExplorationSaysItsBoundAndWhereTheCounterexampleSitsAsData() {
        Exploration ex = new Exploration(4, 1, 3, null, Map.of("P", "game.grid.Domineering(\"..|..|..\")"), List.of(), 6,
                "2x2", null, "3x2");
        Verdict v = new Verdict(CLAIM, Verdict.Status.VERIFIED, true, 7, 0, 0.5, null, List.of(), "holds", null, 1L,
                null, "for all P domineering within 2x2", ex, null);
        RunInfo run = new RunInfo(RunInfo.VERSION, "abc", 7, RunInfo.options(CheckOptions.defaults()), null);
        Map<String, Object> doc = (Map<String, Object>) JsonReader.parse(Json.report(run, List.of(v)));
        Map<String, Object> e = (Map<String, Object>) ((List<Map<String, Object>>) doc.get("verdicts")).get(0)
                .get("exploration");
        assertEquals("2x2", e.get("beyond"));
        assertEquals("3x2", e.get("at"));
    }

    @Test
    @SuppressWarnings("unchecked")
    void reportRecordsTheRunAndTheNewVerdictFields() {
        Exploration ex = new Exploration(40, 2, 4, "time cap 10 s", Map.of("G", "{1|*}"), List.of("G = {1|*}"), 3);
        Verdict v = new Verdict(CLAIM, Verdict.Status.INTERRUPTED, false, 12, 40, 0.5, null, List.of(), "stopped",
                0.07, 1L, null, "for all games born by day 1", ex, null);
        RunInfo run = new RunInfo(RunInfo.VERSION, "abc", 7, RunInfo.options(CheckOptions.defaults()),
                new CheckOptions.Shard(2, 3));
        Map<String, Object> doc = (Map<String, Object>) JsonReader.parse(Json.report(run, List.of(v)));
        assertEquals(List.of("cgcheck", "claims", "seed", "options", "shard", "verdicts"), List.copyOf(doc.keySet()));
        assertEquals("0.1.0", doc.get("cgcheck"));
        assertEquals(7L, doc.get("seed"));
        assertEquals(Map.of("random", (long) CheckOptions.DEFAULT_RANDOM, "explore", (long) CheckOptions.DEFAULT_EXPLORE,
                "maxBirthday", 5L, "symbolic", true, "force", false, "crossCheck", false), doc.get("options"));
        assertEquals(Map.of("index", 2L, "count", 3L), doc.get("shard"));
        Map<String, Object> j = ((List<Map<String, Object>>) doc.get("verdicts")).get(0);
        assertEquals("interrupted", j.get("status"));
        assertEquals("for all games born by day 1", j.get("scope"));
        Map<String, Object> e = (Map<String, Object>) j.get("exploration");
        assertEquals(List.of("cases", "fromDay", "toDay", "stopped", "counterexample", "details", "day", "beyond", "at",
                "summary"), List.copyOf(e.keySet()));
        assertEquals(40L, e.get("cases"));
        assertEquals("time cap 10 s", e.get("stopped"));
        assertEquals(Map.of("G", "{1|*}"), e.get("counterexample"));
        assertEquals(3L, e.get("day"));
        assertEquals(ex.beyond(), e.get("beyond"));
        assertEquals("day 3", e.get("at"));
        assertEquals(ex.summary(), e.get("summary"));
        // And it reads back as a shard report.
        try {
            ReportFile r = ReportFile.parse(Path.of("x.json"), Json.report(run, List.of(v)));
            assertEquals(run.shard(), r.run().shard());
            assertEquals(run.options().toString(), r.run().options().toString());
        } catch (ReportFile.Bad b) {
            throw new AssertionError(b.getMessage());
        }
    }

    @Test
    @SuppressWarnings("unchecked")
    void aWholeRunHasNullShardAndNoExploration() {
        Verdict v = new Verdict(CLAIM, Verdict.Status.VERIFIED, true, 2, 0, 0.001, null, List.of(), "all hold",
                null, null, null, null, null, null);
        RunInfo run = new RunInfo(RunInfo.VERSION, "abc", 1, Map.of(), null);
        Map<String, Object> doc = (Map<String, Object>) JsonReader.parse(Json.report(run, List.of(v)));
        assertNull(doc.get("shard"));
        Map<String, Object> j = ((List<Map<String, Object>>) doc.get("verdicts")).get(0);
        assertNull(j.get("scope"));
        assertNull(j.get("exploration"));
        assertEquals(true, j.containsKey("exploration"));
    }

    @Test
    @SuppressWarnings("unchecked")
    void errorReportListsLocatedProblems() {
        String json = Json.error(List.of(
                Json.Problem.of("a.cgt", new SyntaxError("expected ':'", new Pos(3, 14, 40))),
                Json.Problem.usage("--shard K/N needs 1 ≤ K ≤ N, got 4/3")));
        Map<String, Object> doc = (Map<String, Object>) JsonReader.parse(json);
        assertEquals("0.1.0", doc.get("cgcheck"));
        List<Map<String, Object>> errors = (List<Map<String, Object>>) doc.get("errors");
        Map<String, Object> first = new LinkedHashMap<>();
        first.put("file", "a.cgt");
        first.put("line", 3L);
        first.put("column", 14L);
        first.put("message", "expected ':'");
        assertEquals(first, errors.get(0));
        assertNull(errors.get(1).get("file"));
        assertNull(errors.get(1).get("line"));
        assertEquals("--shard K/N needs 1 ≤ K ≤ N, got 4/3", errors.get(1).get("message"));
        ReportFile.Bad bad = org.junit.jupiter.api.Assertions.assertThrows(ReportFile.Bad.class,
                () -> ReportFile.parse(Path.of("e.json"), json));
        assertEquals("an error report: the check did not run (fix the errors it lists and rerun)", bad.getMessage());
    }

    @Test
    void claimHashCoversNamesContentsAndOrder(@TempDir Path dir) throws Exception {
        Path a = dir.resolve("a.cgt");
        Path b = dir.resolve("b.cgt");
        String h = RunInfo.hash(List.of(a, b), List.of("ab", "c"));
        assertEquals(64, h.length());
        assertEquals(h, RunInfo.hash(List.of(a, b), List.of("ab", "c")));
        assertEquals(h, RunInfo.hash(List.of(dir.resolve("x/../a.cgt"), b), List.of("ab", "c")), "names are normalised");
        assertEquals(h, RunInfo.hashSources(List.of(a.toString(), b.toString()), List.of("ab", "c")));
        assertNotEquals(h, RunInfo.hash(List.of(b, a), List.of("c", "ab")));
        assertNotEquals(h, RunInfo.hashSources(List.of(a.toString(), b.toString()), List.of("a", "bc")));
        assertNotEquals(h, RunInfo.hashSources(List.of(a + "x", b.toString()), List.of("ab", "c")));
        assertNotEquals(h, RunInfo.hash(List.of(a, b), List.of("ab", "d")));
    }
}
