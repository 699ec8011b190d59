package org.cgcheck.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.cgcheck.Claims;
import org.cgcheck.cli.BadInputTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Claims over three variables go through the compiled, memoised plan: the same verdicts,
 * minimal counterexamples and errors for any number of threads and any shard split; the
 * refusal is by measured throughput, not by case count.
 */
class TripleSearchTest {
    private static final String SRC = "theorem a forall G, H, K born by 2: G <= H and H <= K implies G <= K\n"
            + "refuted b forall G, H, K born by 2: G + H + K != 1/2 + *\n"
            + "refuted c forall G, H, K born by 2: G <= H or H <= K or G + K >= H\n"
            + "refuted d forall n, m, k in -2..3: *(n xor k) + *m != *5\n"
            + "theorem e forall n, m, k in 0..20: (n xor m) xor k == n xor (m xor k)\n";

    @TempDir
    Path dir;

    @Test
    void sameVerdictsForOneAndTwoThreads() {
        CheckOptions base = CheckOptions.defaults().withSymbolic(false).withExplore(0);
        List<Verdict> one = Claims.check(SRC, "t.cgt", base.withThreads(1));
        List<Verdict> two = Claims.check(SRC, "t.cgt", base.withThreads(2));
        assertEquals(5, one.size());
        for (int i = 0; i < one.size(); i++) {
            assertEquals(one.get(i).status(), two.get(i).status(), one.get(i).claim().name());
            assertEquals(one.get(i).counterexample(), two.get(i).counterexample());
            assertEquals(one.get(i).message(), two.get(i).message());
            assertEquals(one.get(i).cases(), two.get(i).cases());
            assertEquals(one.get(i).details(), two.get(i).details());
        }
        assertEquals(Verdict.Status.VERIFIED, one.get(0).status());
        assertEquals(10_648, one.get(0).cases());
        assertEquals(Map.of("G", "*", "H", "0", "K", "1/2"), one.get(1).counterexample());
        assertEquals(Verdict.Status.ERROR, one.get(3).status(), "the least erring case comes first");
        assertTrue(one.get(3).message().contains("(at -1, 0, 0)"), one.get(3).message());
        assertEquals(Verdict.Status.VERIFIED, one.get(4).status());
    }

    @Test
    void shardsMergeToTheWholeRun() throws Exception {
        Path claims = dir.resolve("t.cgt");
        Files.writeString(claims, SRC);
        BadInputTest.Run whole = BadInputTest.run("check", claims.toString(), "--json", "--no-symbolic",
                "--explore", "0", "--threads", "2");
        List<String> args = new ArrayList<>(List.of("merge"));
        for (int k = 1; k <= 4; k++) {
            BadInputTest.Run r = BadInputTest.run("check", claims.toString(), "--json", "--no-symbolic",
                    "--explore", "0", "--threads", "2", "--shard", k + "/4");
            Path p = dir.resolve("t" + k + ".json");
            Files.writeString(p, r.out());
            args.add(p.toString());
        }
        BadInputTest.Run merged = BadInputTest.run(args.toArray(new String[0]));
        List<Map<String, Object>> one = ShardMergeTest.verdicts(whole.out());
        List<Map<String, Object>> all = ShardMergeTest.verdicts(merged.out());
        assertEquals(5, one.size());
        for (int i = 0; i < one.size(); i++) {
            for (String k : List.of("name", "status", "ok", "counterexample", "order", "cases")) {
                assertEquals(one.get(i).get(k), all.get(i).get(k), one.get(i).get("name") + " " + k);
            }
        }
    }

    @Test
    void theSearchRefusesByMeasuredThroughput() {
        PlanTest.Compiled c = PlanTest.compile("forall G, H, K born by 2: G + H + K >= G + H + K");
        CaseSearch.Result r = new CaseSearch(c.vars(), c.predicate(), CheckOptions.defaults(), "t",
                Stop.after(0), 1e-6, 0).run();
        assertNull(r.failure());
        assertTrue(r.refusal().startsWith("refused: 10,648 cases would take about"), r.refusal());
        assertTrue(r.refusal().contains("cases/s measured on the first") && r.refusal().contains("--force"),
                r.refusal());
        CaseSearch.Result forced = new CaseSearch(c.vars(), c.predicate(), CheckOptions.defaults(), "t",
                Stop.after(0), 0, 0).run();
        assertNull(forced.refusal());
        assertEquals(10_648, forced.cases());
    }

    @Test
    @Timeout(120)
    void threeBillionComparisonsAreNoLongerRefusedByTheirCount() {
        // Transitivity over day-3 triples (3.2 × 10^9 cases) is memoised pairwise: it runs
        // (here until a short timeout) instead of being refused for its case count.
        Verdict v = Claims.check("theorem t forall G, H, K born by 3: G <= H and H <= K implies G <= K", "t.cgt",
                CheckOptions.defaults().withSymbolic(false).withTimeout(1)).get(0);
        assertEquals(Verdict.Status.TIMEOUT, v.status(), v.message());
        assertTrue(v.cases() > 0, v.message());
    }

    @Test
    void aDomainTooLargeToHoldIsRefused() {
        Verdict v = Claims.check("theorem t forall n in 0..100000000: n >= 0", "t.cgt",
                CheckOptions.defaults().withSymbolic(false)).get(0);
        assertEquals(Verdict.Status.ERROR, v.status());
        assertTrue(v.message().contains("100,000,001 elements; at most 10^8"), v.message());
    }
}
