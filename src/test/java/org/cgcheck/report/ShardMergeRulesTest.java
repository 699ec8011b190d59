package org.cgcheck.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Which shard's verdict stands for a claim, and what the merged verdict says. */
class ShardMergeRulesTest {
    static Map<String, Object> part(String kind, String status, long cases, long random, String order) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("name", "t");
        m.put("kind", kind);
        m.put("status", status);
        m.put("ok", false);
        m.put("cases", cases);
        m.put("randomCases", random);
        m.put("seconds", new BigDecimal("0.250"));
        m.put("counterexample", order == null ? null : Map.of("G", order));
        m.put("message", status + " message");
        m.put("details", List.of());
        m.put("seed", random > 0 ? 1L : null);
        m.put("failureBound", random > 0 ? new BigDecimal("0.0362") : null);
        m.put("order", order);
        m.put("scope", null);
        m.put("exploration", null);
        return m;
    }

    @Test
    void theExplorationIsTheShardsThatRanIt() {
        List<Map<String, Object>> parts = new ArrayList<>(List.of(part("theorem", "verified", 10, 100, null),
                part("theorem", "verified", 12, 0, null), part("theorem", "verified", 9, 0, null)));
        Map<String, Object> ex = Map.of("cases", 100L, "summary", "beyond day 2: no counterexample");
        parts.get(0).put("exploration", ex);
        Map<String, Object> m = ShardMerge.mergeClaim(parts);
        assertEquals(ex, m.get("exploration"));
        assertEquals("verified", m.get("status"));
        assertEquals(true, m.get("ok"));
        assertEquals(31L, m.get("cases"));
        assertEquals(100L, m.get("randomCases"));
        assertEquals(1L, m.get("seed"));
        assertEquals(0, new BigDecimal("0.750").compareTo((BigDecimal) m.get("seconds")));
        assertEquals("all 31 cases over 3 shards hold; 100 random cases (seed 1): failure rate < 3.62% (95%)",
                m.get("message"));
    }

    @Test
    void anExhaustiveCounterexampleBeatsARandomOneAndTheLeastWins() {
        Map<String, Object> m = ShardMerge.mergeClaim(List.of(part("theorem", "refuted", 10, 100, "000|a"),
                part("theorem", "refuted", 12, 0, "002|c"), part("theorem", "refuted", 9, 0, "001|b")));
        assertEquals("001|b", m.get("order"));
        assertEquals(Map.of("G", "001|b"), m.get("counterexample"));
        assertEquals(false, m.get("ok"));
        assertEquals("refuted message (found by shard 3/3); 31 cases and 100 random cases over 3 shards",
                m.get("message"));
    }

    @Test
    void aShardThatStoppedEarlyMakesMinimalityUncertain() {
        Map<String, Object> m = ShardMerge.mergeClaim(List.of(part("refuted", "timeout", 10, 0, null),
                part("refuted", "refuted", 12, 0, "002|c")));
        assertEquals("refuted", m.get("status"));
        assertEquals(true, m.get("ok"));
        assertTrue(((String) m.get("message")).endsWith("shard 1/2 stopped early, so a smaller counterexample may exist"),
                (String) m.get("message"));
    }

    @Test
    void anErrorAnywhereIsTheMergedStatus() {
        Map<String, Object> m = ShardMerge.mergeClaim(List.of(part("conjecture", "refuted", 10, 0, "001|a"),
                part("conjecture", "error", 3, 0, null)));
        assertEquals("error", m.get("status"));
        assertEquals(false, m.get("ok"));
        assertEquals("shard 2/2: error message", m.get("message"));
    }

    @Test
    void interruptedAndTimeoutFollowCheck() {
        Map<String, Object> m = ShardMerge.mergeClaim(List.of(part("theorem", "timeout", 10, 0, null),
                part("theorem", "interrupted", 3, 0, null), part("theorem", "verified", 3, 0, null)));
        assertEquals("interrupted", m.get("status"));
        assertEquals(false, m.get("ok"));
        assertEquals("shard 2/3: interrupted message; 16 cases over 3 shards", m.get("message"));
        Map<String, Object> c = ShardMerge.mergeClaim(List.of(part("conjecture", "verified", 10, 0, null),
                part("conjecture", "timeout", 3, 0, null)));
        assertEquals("timeout", c.get("status"));
        assertEquals(true, c.get("ok"));
    }

    @Test
    void aClaimWithoutVariablesIsCountedOnce() {
        Map<String, Object> m = ShardMerge.mergeClaim(List.of(part("refuted", "refuted", 1, 0, null),
                part("refuted", "refuted", 1, 0, null)));
        assertEquals(true, m.get("ok"));
        assertEquals(1L, m.get("cases"));
        assertEquals("refuted message (in each of 2 shards, which do not split a claim without variables)",
                m.get("message"));
    }

    @Test
    void onlySamplingInOneShardIsUnrefuted() {
        Map<String, Object> m = ShardMerge.mergeClaim(List.of(part("conjecture", "unrefuted", 0, 100, null),
                part("conjecture", "unrefuted", 0, 0, null)));
        assertEquals("unrefuted", m.get("status"));
        assertEquals(true, m.get("ok"));
        assertTrue(((String) m.get("message")).contains("no counterexample"), (String) m.get("message"));
    }
}
