import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.cgcheck.report.ReportFile;

/**
 * java -cp target/cgcheck.jar .ci/SameReport.java UNSHARDED.json MERGED.json
 * Exit 0 if the merged report of the shards says what the unsharded run says: the same claims,
 * verdicts, counterexamples and random cases, and the same case counts except for a refuted
 * claim, whose shards each continue to their own first failing level (README, "Large runs"), so
 * that the merged count is at least the unsharded one. Prints one line per difference.
 */
public class SameReport {
    public static void main(String[] args) throws Exception {
        ReportFile whole = ReportFile.read(Path.of(args[0]));
        ReportFile merged = ReportFile.read(Path.of(args[1]));
        List<Map<String, Object>> a = whole.verdicts();
        List<Map<String, Object>> b = merged.verdicts();
        int differences = 0;
        if (a.size() != b.size()) {
            System.out.println(a.size() + " claims unsharded, " + b.size() + " merged");
            System.exit(1);
        }
        for (int k = 0; k < a.size(); k++) {
            Map<String, Object> x = a.get(k);
            Map<String, Object> y = b.get(k);
            for (String field : List.of("name", "kind", "status", "ok", "counterexample", "randomCases", "order")) {
                if (!Objects.equals(x.get(field), y.get(field))) {
                    System.out.println(x.get("name") + ": " + field + " " + y.get(field) + " merged, " + x.get(field)
                            + " unsharded");
                    differences++;
                }
            }
            long cx = (Long) x.get("cases");
            long cy = (Long) y.get("cases");
            boolean refuted = "refuted".equals(x.get("status"));
            if (refuted ? cy < cx : cy != cx) {
                System.out.println(x.get("name") + ": cases " + cy + " merged, " + cx + " unsharded");
                differences++;
            }
            System.out.println("  " + x.get("name") + ": " + x.get("status") + ", " + cx + " cases unsharded, " + cy
                    + " merged" + (x.get("counterexample") == null ? "" : ", counterexample " + x.get("counterexample")));
        }
        if (!Objects.equals(merged.run().claims(), whole.run().claims()) || merged.run().seed() != whole.run().seed()) {
            System.out.println("the merged report describes another run (claim hash or seed)");
            differences++;
        }
        System.exit(differences == 0 ? 0 : 1);
    }
}
