package org.cgcheck.report;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.cgcheck.check.Verdict;

/** The --json report: an array with one object per claim. */
public final class Json {
    private Json() {
    }

    public static String verdicts(List<Verdict> verdicts) {
        StringBuilder sb = new StringBuilder("[\n");
        for (int i = 0; i < verdicts.size(); i++) {
            sb.append("  ").append(verdict(verdicts.get(i))).append(i + 1 < verdicts.size() ? ",\n" : "\n");
        }
        return sb.append("]\n").toString();
    }

    static String verdict(Verdict v) {
        StringBuilder sb = new StringBuilder("{");
        field(sb, "name", str(v.name()));
        field(sb, "kind", str(v.claim().kind().word()));
        field(sb, "status", str(v.status().word()));
        field(sb, "ok", String.valueOf(v.ok()));
        field(sb, "cases", String.valueOf(v.cases()));
        field(sb, "randomCases", String.valueOf(v.randomCases()));
        field(sb, "seconds", String.format(Locale.ROOT, "%.3f", v.seconds()));
        field(sb, "counterexample", v.counterexample() == null ? "null" : map(v.counterexample()));
        field(sb, "message", str(v.message() == null ? "" : v.message()));
        field(sb, "details", list(v.details()));
        field(sb, "description", str(v.claim().description()));
        field(sb, "claim", str(v.claim().source()));
        field(sb, "file", str(v.claim().file()));
        field(sb, "line", String.valueOf(v.claim().pos().line()));
        field(sb, "seed", v.seed() == null ? "null" : String.valueOf(v.seed()));
        field(sb, "failureBound", v.failureBound() == null ? "null" : String.valueOf(v.failureBound()));
        field(sb, "order", v.orderKey() == null ? "null" : str(v.orderKey()));
        sb.setLength(sb.length() - 2);
        return sb.append('}').toString();
    }

    private static void field(StringBuilder sb, String k, String v) {
        sb.append(str(k)).append(": ").append(v).append(", ");
    }

    private static String map(Map<String, String> m) {
        StringBuilder sb = new StringBuilder("{");
        m.forEach((k, v) -> sb.append(str(k)).append(": ").append(str(v)).append(", "));
        if (!m.isEmpty()) {
            sb.setLength(sb.length() - 2);
        }
        return sb.append('}').toString();
    }

    private static String list(List<String> l) {
        StringBuilder sb = new StringBuilder("[");
        for (String s : l) {
            sb.append(str(s)).append(", ");
        }
        if (!l.isEmpty()) {
            sb.setLength(sb.length() - 2);
        }
        return sb.append(']').toString();
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
                    if (c < 0x20) {
                        sb.append(String.format("\\u%04x", (int) c));
                    } else {
                        sb.append(c);
                    }
            }
        }
        return sb.append('"').toString();
    }
}
