package org.cgcheck.check;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.cgcheck.Claims;
import org.cgcheck.report.Json;
import org.junit.jupiter.api.Test;

/** The shards of a split run merge to the verdict and counterexample of one run. */
class ShardMergeTest {
    private static final String SRC = "refuted a forall G, H born by 3: G + H <= G or H <= 0\n"
            + "theorem b forall G, H born by 2: leftstop(G + H) <= leftstop(G) + leftstop(H)\n"
            + "refuted c forall G born by 3: rcf(G) == G\n";

    @Test
    void shardsMergeToOneRun() throws Exception {
        CheckOptions base = CheckOptions.defaults();
        List<Verdict> whole = Claims.check(SRC, "s.cgt", base);
        List<String> reports = new ArrayList<>();
        int n = 3;
        for (int k = 1; k <= n; k++) {
            CheckOptions o = base.withShard(new CheckOptions.Shard(k, n));
            reports.add(Json.verdicts(Claims.check(SRC, "s.cgt", o)));
        }
        java.nio.file.Path dir = java.nio.file.Files.createTempDirectory("shards");
        List<String> args = new ArrayList<>(List.of("merge"));
        for (int k = 0; k < n; k++) {
            java.nio.file.Path p = dir.resolve("s" + k + ".json");
            java.nio.file.Files.writeString(p, reports.get(k));
            args.add(p.toString());
        }
        org.cgcheck.cli.BadInputTest.Run r = org.cgcheck.cli.BadInputTest.run(args.toArray(new String[0]));
        assertEquals(0, r.code(), r.err());
        @SuppressWarnings("unchecked")
        List<java.util.Map<String, Object>> merged = (List<java.util.Map<String, Object>>)
                org.cgcheck.report.JsonReader.parse(r.out());
        for (int i = 0; i < whole.size(); i++) {
            assertEquals(whole.get(i).status().word(), merged.get(i).get("status"), whole.get(i).name());
            Object ce = merged.get(i).get("counterexample");
            assertEquals(whole.get(i).counterexample(), ce, whole.get(i).name());
        }
    }
}
