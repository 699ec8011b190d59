package org.cgcheck.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.cgcheck.report.Json;
import org.cgcheck.report.JsonReader;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code cgcheck merge A.json B.json ...}: combines the --json reports of the shards of a run
 * (--shard K/N) into one verdict per claim, with the least counterexample over all shards.
 */
@Command(name = "merge", mixinStandardHelpOptions = true,
        description = {"Merge the --json reports of 'check --shard K/N' runs into one verdict per claim.",
            "A claim is refuted if any shard refuted it (the least counterexample wins); verified if every",
            "shard verified it. Prints the merged JSON; exit code as for 'check'."})
final class MergeCommand implements Callable<Integer> {
    @Parameters(arity = "1..*", paramLabel = "REPORT.json")
    List<Path> reports;

    @Spec
    CommandSpec spec;

    @Override
    @SuppressWarnings("unchecked")
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Map<String, List<Map<String, Object>>> byClaim = new LinkedHashMap<>();
        for (Path p : reports) {
            Object parsed;
            try {
                parsed = JsonReader.parse(Files.readString(p));
            } catch (IllegalArgumentException | IOException e) {
                err.println("cgcheck merge: " + p + ": " + e.getMessage());
                return 2;
            }
            if (!(parsed instanceof List<?> list)) {
                err.println("cgcheck merge: " + p + ": expected a JSON array of verdicts");
                return 2;
            }
            for (Object o : list) {
                Map<String, Object> v = (Map<String, Object>) o;
                byClaim.computeIfAbsent(String.valueOf(v.get("name")), k -> new ArrayList<>()).add(v);
            }
        }
        List<String> merged = new ArrayList<>();
        boolean allOk = true;
        for (Map.Entry<String, List<Map<String, Object>>> e : byClaim.entrySet()) {
            Map<String, Object> m = merge(e.getValue());
            allOk &= Boolean.TRUE.equals(m.get("ok"));
            merged.add(render(m));
        }
        out.println("[\n  " + String.join(",\n  ", merged) + "\n]");
        out.flush();
        return allOk ? 0 : 1;
    }

    private static Map<String, Object> merge(List<Map<String, Object>> parts) {
        Map<String, Object> best = null;
        for (Map<String, Object> v : parts) {
            if ("refuted".equals(v.get("status")) && v.get("order") != null
                    && (best == null || ((String) v.get("order")).compareTo((String) best.get("order")) < 0)) {
                best = v;
            }
        }
        Map<String, Object> out = new LinkedHashMap<>(best != null ? best : parts.get(0));
        double cases = 0;
        double random = 0;
        double secs = 0;
        String status = "verified";
        for (Map<String, Object> v : parts) {
            cases += ((Number) v.get("cases")).doubleValue();
            random += ((Number) v.get("randomCases")).doubleValue();
            secs += ((Number) v.get("seconds")).doubleValue();
            String st = (String) v.get("status");
            if (best == null && !st.equals("verified") && !st.equals("proved")) {
                status = st;
            } else if (best == null && st.equals("proved")) {
                status = "proved";
            }
        }
        if (best == null) {
            out.put("status", status);
            String kind = (String) out.get("kind");
            out.put("ok", kind.equals("conjecture") ? !status.equals("error")
                    : kind.equals("theorem") && (status.equals("verified") || status.equals("proved")));
        }
        out.put("cases", (long) cases);
        out.put("randomCases", (long) random);
        out.put("seconds", secs);
        out.put("shards", parts.size());
        return out;
    }

    @SuppressWarnings("unchecked")
    private static String render(Map<String, Object> m) {
        StringBuilder sb = new StringBuilder("{");
        for (Map.Entry<String, Object> e : m.entrySet()) {
            if (sb.length() > 1) {
                sb.append(", ");
            }
            sb.append(Json.str(e.getKey())).append(": ").append(renderValue(e.getValue()));
        }
        return sb.append('}').toString();
    }

    @SuppressWarnings("unchecked")
    private static String renderValue(Object v) {
        if (v == null) {
            return "null";
        }
        if (v instanceof String s) {
            return Json.str(s);
        }
        if (v instanceof Double d) {
            return d == Math.rint(d) && Math.abs(d) < 1e15 ? String.valueOf(d.longValue()) : String.valueOf(d);
        }
        if (v instanceof Map<?, ?> map) {
            return render((Map<String, Object>) map);
        }
        if (v instanceof List<?> list) {
            List<String> items = new ArrayList<>();
            for (Object o : list) {
                items.add(renderValue(o));
            }
            return "[" + String.join(", ", items) + "]";
        }
        return String.valueOf(v);
    }
}
