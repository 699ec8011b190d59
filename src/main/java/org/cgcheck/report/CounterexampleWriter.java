package org.cgcheck.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.cgcheck.check.Verdict;
import org.cgcheck.form.Form;
import org.cgcheck.lang.Interpreter;
import org.cgcheck.lang.Parser;
import org.cgcheck.lang.Values;
import org.jgrapht.Graph;
import org.jgrapht.graph.DirectedMultigraph;
import org.jgrapht.nio.Attribute;
import org.jgrapht.nio.DefaultAttribute;

/**
 * Teaching material for a refuted claim: NAME.md (statement, counterexample, both sides, the
 * refuting move), NAME.dot (game trees of the counterexample) and NAME.svg when Graphviz is
 * installed. Output depends only on the verdict, so regenerating gives identical files.
 */
public final class CounterexampleWriter {
    private CounterexampleWriter() {
    }

    public static List<Path> write(Path dir, Verdict v) throws IOException {
        List<Path> written = new ArrayList<>();
        String name = v.name();
        Path md = dir.resolve(name + ".md");
        AtomicFiles.write(md, markdown(v));
        written.add(md);
        Path dot = dir.resolve(name + ".dot");
        String dotText = dot(v);
        AtomicFiles.write(dot, dotText);
        written.add(dot);
        Path svg = dir.resolve(name + ".svg");
        if (renderSvg(dotText, svg)) {
            written.add(svg);
        }
        return written;
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
        if (v.counterexample() != null) {
            sb.append("## Counterexample\n\n| variable | value |\n|---|---|\n");
            // GFM tables split cells at '|' even inside code spans, hence the escapes.
            v.counterexample().forEach((k, val) -> sb.append("| ").append(k).append(" | `")
                    .append(val.replace("|", "\\|")).append("` |\n"));
            sb.append("\n## Why it fails\n\n");
            for (String d : v.details()) {
                sb.append("- ").append(d.replace("|", "\\|")).append('\n');
            }
            sb.append("\nThe game trees of the counterexample are in `").append(v.name())
                    .append(".dot` (and `.svg` when Graphviz was available): blue edges are Left's moves, red edges "
                            + "Right's.\n");
        }
        return sb.toString();
    }

    /** The canonical game trees of the counterexample's games, merged into one DAG. */
    public static String dot(Verdict v) {
        Graph<Form, Form.Move> g = new DirectedMultigraph<>(null, null, false);
        if (v.counterexample() != null) {
            for (String text : v.counterexample().values()) {
                Object val;
                try {
                    val = new Interpreter().evalForm(Parser.parse(text));
                } catch (RuntimeException e) {
                    continue;       // an integer variable: no tree to draw
                }
                if (val instanceof java.math.BigInteger) {
                    continue;
                }
                Form f = Values.form(val, null, "counterexample");
                if (f.birthday() > 6) {
                    continue;
                }
                Graph<Form, Form.Move> d = f.dag();
                d.vertexSet().forEach(g::addVertex);
                d.edgeSet().forEach(e -> g.addEdge(e.from(), e.to(), e));
            }
        }
        return Dot.export(g, v.name().replaceAll("[^A-Za-z0-9_]", "_"), e -> {
            Map<String, Attribute> m = new LinkedHashMap<>();
            m.put("label", DefaultAttribute.createAttribute(e.left() ? "L" : "R"));
            m.put("color", DefaultAttribute.createAttribute(e.left() ? "blue" : "red"));
            return m;
        });
    }

    private static boolean renderSvg(String dotText, Path svg) {
        try {
            Process p = new ProcessBuilder("dot", "-Tsvg").redirectErrorStream(false).start();
            p.getOutputStream().write(dotText.getBytes(java.nio.charset.StandardCharsets.UTF_8));
            p.getOutputStream().close();
            byte[] out = p.getInputStream().readAllBytes();
            if (!p.waitFor(30, TimeUnit.SECONDS) || p.exitValue() != 0) {
                return false;
            }
            AtomicFiles.write(svg, new String(out, java.nio.charset.StandardCharsets.UTF_8));
            return true;
        } catch (IOException e) {
            return false;       // Graphviz is optional
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** Deletes files in dir that no longer belong to a refuted claim (keeps README.md). */
    public static void prune(Path dir, java.util.Set<String> keep) throws IOException {
        if (!Files.isDirectory(dir)) {
            return;
        }
        try (var s = Files.list(dir)) {
            for (Path p : s.toList()) {
                String f = p.getFileName().toString();
                String base = f.contains(".") ? f.substring(0, f.lastIndexOf('.')) : f;
                if (!f.equals("README.md") && (f.endsWith(".md") || f.endsWith(".dot") || f.endsWith(".svg"))
                        && !keep.contains(base)) {
                    Files.delete(p);
                }
            }
        }
    }
}
