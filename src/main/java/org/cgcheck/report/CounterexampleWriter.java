package org.cgcheck.report;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.cgcheck.check.Refutation;
import org.cgcheck.check.Verdict;
import org.cgcheck.form.Form;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.Interpreter;
import org.cgcheck.lang.Parser;
import org.cgcheck.lang.Values;

/**
 * Teaching material for a refuted claim: NAME.md (statement, counterexample, the values of both
 * sides, the refuting move and play, the picture), NAME.svg (drawn by cgcheck itself, so no
 * Graphviz is needed) and NAME.dot (the same picture for Graphviz). Output depends only on the
 * verdict, so regenerating gives identical bytes.
 */
public final class CounterexampleWriter {
    /** Longer claim names are cut and given a hash, so file names stay short and distinct. */
    static final int MAX_NAME = 60;

    private CounterexampleWriter() {
    }

    /** The file name (without extension) of a claim's pages. */
    public static String baseName(String claimName) {
        String safe = claimName.replaceAll("[^\\p{L}\\p{N}_]", "_");
        if (safe.length() <= MAX_NAME && safe.equals(claimName) && !safe.isEmpty()) {
            return claimName;
        }
        String hash = EmitFolder.sha256(claimName.getBytes(StandardCharsets.UTF_8)).substring(0, 10);
        return safe.substring(0, Math.min(safe.length(), MAX_NAME - 11)) + "-" + hash;
    }

    /** The files a claim's page consists of. */
    public static List<String> fileNames(String claimName) {
        String b = baseName(claimName);
        return List.of(b + ".md", b + ".svg", b + ".dot", b + "-thermographs.svg");
    }

    /** File name to content, for a refuted claim. */
    public static Map<String, byte[]> files(Verdict v) {
        Map<String, byte[]> out = new LinkedHashMap<>();
        String b = baseName(v.name());
        out.put(b + ".md", markdown(v).getBytes(StandardCharsets.UTF_8));
        out.put(b + ".svg", svg(v).getBytes(StandardCharsets.UTF_8));
        out.put(b + ".dot", dot(v).getBytes(StandardCharsets.UTF_8));
        String thermographs = ThermographPlot.forCounterexample(v);
        if (thermographs != null) {
            out.put(b + "-thermographs.svg", thermographs.getBytes(StandardCharsets.UTF_8));
        }
        return out;
    }

    public static String markdown(Verdict v) {
        StringBuilder sb = new StringBuilder();
        sb.append("# ").append(v.name()).append("\n\n");
        if (!v.claim().description().isEmpty()) {
            sb.append(v.claim().description()).append("\n\n");
        }
        String file = java.nio.file.Path.of(v.claim().file()).getFileName().toString();
        sb.append("**Claim** (").append(v.claim().kind().word()).append(", `").append(file).append("` line ")
                .append(v.claim().pos().line()).append("):\n\n    ").append(v.claim().source()).append("\n\n");
        sb.append("**Verdict:** ").append(v.status().word());
        if (v.message() != null && !v.message().isEmpty()) {
            sb.append(" — ").append(v.message());
        }
        sb.append(" (").append(v.cases()).append(" cases checked").append(v.randomCases() > 0 ? ", " + v.randomCases()
                + " random" : "").append(").\n\n");
        if (v.scope() != null && !v.scope().isEmpty()) {
            sb.append("**Scope:** ").append(v.scope()).append("\n\n");
        }
        if (v.exploration() != null) {
            sb.append("**Beyond the bound:** ").append(v.exploration().summary()).append("\n\n");
        }
        if (v.counterexample() != null) {
            sb.append("## Counterexample\n\n| variable | value |\n|---|---|\n");
            // GFM tables split cells at '|' even inside code spans, hence the escapes.
            v.counterexample().forEach((k, val) -> sb.append("| ").append(k).append(" | `")
                    .append(val.replace("|", "\\|")).append("` |\n"));
            sb.append("\n## Why it fails\n\n");
            for (String d : v.details()) {
                if (d.startsWith("  ")) {       // a step of the refuting play
                    sb.append("  - ").append(md(d.strip()).replaceFirst("^(\\d+)\\.", "$1\\\\.")).append('\n');
                } else {
                    sb.append("- ").append(md(d)).append('\n');
                }
            }
            sb.append("\n## Picture\n\n![Game trees of the counterexample and the refuting play](")
                    .append(baseName(v.name())).append(".svg)\n\n")
                    .append("One tree per variable: each box is a position, blue solid edges (L) are Left's moves,\n")
                    .append("red dashed edges (R) Right's; a dashed box is a position whose options are not drawn.\n")
                    .append("Below the trees, the refuting play step by step. The same picture for Graphviz is in `")
                    .append(baseName(v.name())).append(".dot`.\n");
            if (ThermographPlot.forCounterexample(v) != null) {
                sb.append("\n## Thermographs\n\n![Thermographs of the counterexample](").append(baseName(v.name()))
                        .append("-thermographs.svg)\n\nTemperature upwards, values decreasing to the right; the left wall ")
                        .append("in blue, the right wall in red, the mast in black.\n");
            }
        }
        return sb.toString();
    }

    private static String md(String s) {
        return s.replace("|", "\\|").replace("*", "\\*").replace("_", "\\_");
    }

    public static String svg(Verdict v) {
        return Pictures.svg(trees(v), play(v));
    }

    public static String dot(Verdict v) {
        return Pictures.dot(v.name(), trees(v), play(v));
    }

    /** One tree per game-valued variable of the counterexample (integer variables have none). */
    static List<GameTree> trees(Verdict v) {
        List<GameTree> out = new ArrayList<>();
        if (v.counterexample() == null) {
            return out;
        }
        Map<String, Expr.Domain> domains = new HashMap<>();
        for (Expr e = v.claim().body(); e instanceof Expr.Quantified q; e = q.body()) {
            q.vars().forEach(x -> domains.putIfAbsent(x, q.domain()));
        }
        for (Map.Entry<String, String> e : v.counterexample().entrySet()) {
            if (domains.get(e.getKey()) instanceof Expr.Domain.Range) {
                continue;
            }
            Form f;
            try {
                f = Values.form(new Interpreter().evalForm(Parser.parse(e.getValue())), null, "counterexample");
            } catch (RuntimeException ex) {
                continue;       // not a game (cannot happen for values the checker printed)
            }
            out.add(GameTree.of(e.getKey() + " = " + e.getValue(), f));
        }
        return out;
    }

    /** The refuting play's start position and steps, from the explanation. */
    static List<String> play(Verdict v) {
        List<String> out = new ArrayList<>();
        List<String> d = v.details();
        for (int i = 0; i < d.size(); i++) {
            if (d.get(i).startsWith(Refutation.PLAY_HEADER)) {
                String head = d.get(i).substring(Refutation.PLAY_HEADER.length());
                out.add(head.endsWith(":") ? head.substring(0, head.length() - 1) : head);
                for (int j = i + 1; j < d.size() && d.get(j).startsWith("  "); j++) {
                    out.add(d.get(j).strip());
                }
                break;
            }
        }
        return out;
    }
}
