package org.cgcheck.report;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.cgcheck.check.Exploration;
import org.cgcheck.check.Verdict;
import org.cgcheck.lang.SyntaxError;

/**
 * The --json report: an object that records the run ({@link RunInfo}: version, claim-file hash,
 * seed, options, shard) and holds one object per claim under {@code verdicts}; or, for input
 * that could not be checked, an object with {@code errors}.
 */
public final class Json {
    private Json() {
    }

    /** A located problem for {@link #error}; file, line and column may be null (usage errors). */
    public record Problem(String file, Integer line, Integer column, String message) {
        public static Problem of(String file, SyntaxError e) {
            return new Problem(file, e.pos().line(), e.pos().col(), e.getMessage());
        }

        public static Problem usage(String message) {
            return new Problem(null, null, null, message);
        }
    }

    public static String report(RunInfo run, List<Verdict> verdicts) {
        List<String> items = new ArrayList<>();
        verdicts.forEach(v -> items.add(verdict(v)));
        return document(header(run), "verdicts", items);
    }

    /** A merged report: like a whole run's ({@code "shard": null}) plus the number of shards merged. */
    public static String merged(RunInfo run, int shards, List<Map<String, Object>> verdicts) {
        Map<String, Object> h = header(run);
        h.put("merged", shards);
        List<String> items = new ArrayList<>();
        verdicts.forEach(v -> items.add(value(v)));
        return document(h, "verdicts", items);
    }

    /** {@code {"cgcheck": VERSION, "errors": [{"file", "line", "column", "message"}, ...]}}. */
    public static String error(List<Problem> problems) {
        List<String> items = new ArrayList<>();
        for (Problem p : problems) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("file", p.file());
            m.put("line", p.line());
            m.put("column", p.column());
            m.put("message", p.message());
            items.add(value(m));
        }
        Map<String, Object> h = new LinkedHashMap<>();
        h.put("cgcheck", RunInfo.VERSION);
        return document(h, "errors", items);
    }

    private static Map<String, Object> header(RunInfo run) {
        Map<String, Object> h = new LinkedHashMap<>();
        h.put("cgcheck", run.version());
        h.put("claims", run.claims());
        h.put("seed", run.seed());
        h.put("options", run.options());
        if (run.shard() == null) {
            h.put("shard", null);
        } else {
            Map<String, Object> s = new LinkedHashMap<>();
            s.put("index", run.shard().index());
            s.put("count", run.shard().count());
            h.put("shard", s);
        }
        return h;
    }

    /** The header's fields, one a line, then the items (JSON values), one a line, under {@code key}. */
    private static String document(Map<String, Object> header, String key, List<String> items) {
        StringBuilder sb = new StringBuilder("{\n");
        header.forEach((k, v) -> sb.append("  ").append(str(k)).append(": ").append(value(v)).append(",\n"));
        sb.append("  ").append(str(key)).append(": [");
        for (int k = 0; k < items.size(); k++) {
            sb.append(k == 0 ? "\n    " : ",\n    ").append(items.get(k));
        }
        return sb.append(items.isEmpty() ? "]\n}\n" : "\n  ]\n}\n").toString();
    }

    static String verdict(Verdict v) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("name", v.name());
        m.put("kind", v.claim().kind().word());
        m.put("status", v.status().word());
        m.put("ok", v.ok());
        m.put("cases", v.cases());
        m.put("randomCases", v.randomCases());
        m.put("seconds", seconds(v.seconds()));
        m.put("counterexample", v.counterexample());
        m.put("message", v.message() == null ? "" : v.message());
        m.put("details", v.details());
        m.put("description", v.claim().description());
        m.put("claim", v.claim().source());
        java.util.List<String> defs = org.cgcheck.lang.Definitions.usedBy(v.claim().body()).stream()
                .map(org.cgcheck.lang.Definition::source).toList();
        if (!defs.isEmpty()) {
            m.put("definitions", defs);       // what the claim's names mean, for a reader of the report alone
        }
        m.put("file", v.claim().file());
        m.put("line", v.claim().pos().line());
        m.put("seed", v.seed());
        m.put("failureBound", v.failureBound());
        m.put("order", v.orderKey());
        m.put("scope", v.scope());
        m.put("exploration", exploration(v.exploration()));
        m.put("proof", v.proof());
        return value(m);
    }

    /** Seconds with millisecond precision, as every report prints them. */
    public static BigDecimal seconds(double s) {
        return new BigDecimal(String.format(Locale.ROOT, "%.3f", s));
    }

    private static Map<String, Object> exploration(Exploration e) {
        if (e == null) {
            return null;
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("cases", e.cases());
        m.put("fromDay", e.fromDay());
        m.put("toDay", e.toDay());
        m.put("stopped", e.stopped());
        m.put("counterexample", e.counterexample());
        m.put("details", e.details() == null ? List.of() : e.details());
        m.put("day", e.day());
        m.put("beyond", e.beyond());
        m.put("at", e.found() ? (e.at() != null ? e.at() : "day " + e.day()) : null);
        m.put("summary", e.summary());
        return m;
    }

    /** Any value made of maps, lists, strings, numbers, booleans and null, on one line. */
    public static String value(Object v) {
        if (v == null) {
            return "null";
        }
        if (v instanceof String s) {
            return str(s);
        }
        if (v instanceof Boolean || v instanceof Long || v instanceof Integer) {
            return v.toString();
        }
        if (v instanceof BigDecimal d) {
            return d.toString();
        }
        if (v instanceof Double d) {
            return d.isNaN() || d.isInfinite() ? "null" : BigDecimal.valueOf(d).toString();
        }
        if (v instanceof Map<?, ?> m) {
            StringBuilder sb = new StringBuilder("{");
            m.forEach((k, x) -> sb.append(sb.length() > 1 ? ", " : "").append(str(String.valueOf(k)))
                    .append(": ").append(value(x)));
            return sb.append('}').toString();
        }
        if (v instanceof List<?> l) {
            StringBuilder sb = new StringBuilder("[");
            l.forEach(x -> sb.append(sb.length() > 1 ? ", " : "").append(value(x)));
            return sb.append(']').toString();
        }
        throw new IllegalArgumentException("not a JSON value: " + v.getClass().getSimpleName());
    }

    public static String str(String s) {
        StringBuilder sb = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            switch (c) {
                case '"': sb.append("\\\""); break;
                case '\\': sb.append("\\\\"); break;
                case '\n': sb.append("\\n"); break;
                case '\t': sb.append("\\t"); break;
                default:
                    if (c < 0x20 || c == 0x7f) {
                        sb.append(String.format("\\u%04x", (int) c));
                    } else {
                        sb.append(c);
                    }
            }
        }
        return sb.append('"').toString();
    }
}
