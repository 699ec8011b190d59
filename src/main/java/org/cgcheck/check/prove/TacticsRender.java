package org.cgcheck.check.prove;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.cgcheck.lang.ExprPrinter;

/** A {@link Tactics.Proof} as a line, as steps (--verbose) and as data (--json). */
public final class TacticsRender {
    private TacticsRender() {
    }

    public static String oneLine(Tactics.Proof p) {
        List<String> parts = new ArrayList<>();
        if (p.unfolds()) {
            parts.add("unfolding the definition of <= on braces forms");
        }
        if (!p.instances().isEmpty()) {
            List<String> names = new ArrayList<>();
            p.instances().forEach(i -> {
                String n = (i.lemma().law() ? "law " : "lemma ") + i.lemma().name();
                if (!names.contains(n)) {
                    names.add(n);
                }
            });
            parts.add((p.direct() ? "" : "with ") + String.join(", ", names));
        }
        if (p.direct()) {
            return String.join("; ", parts) + ": the claim is an instance (" + p.instances().get(0).lemma().source()
                    + ")";
        }
        if (p.pair() != null) {
            parts.add("cases on " + ExprPrinter.print(p.pair().left()) + " vs " + ExprPrinter.print(p.pair().right())
                    + " (" + String.join(", ", p.cases().stream().map(c -> c.relation().symbol).toList())
                    + "), each by an ordered-group certificate");
        } else {
            parts.add(Render.oneLine(p.certificate()));
        }
        return String.join("; ", parts);
    }

    public static List<String> steps(Tactics.Proof p) {
        List<String> out = new ArrayList<>();
        out.add("proof (unfolding, lemmas and cases, re-verified by an independent checker):");
        out.add("  the claim, read: " + ExprPrinter.print(p.unfolded()));
        for (Instances.Instance i : p.instances()) {
            out.add("  " + (i.lemma().law() ? "law " : "lemma ") + i.lemma().name() + " (" + i.lemma().source() + "), "
                    + "with " + bindings(i.bindings()) + ": " + ExprPrinter.print(i.formula())
                    + (i.discharged().isEmpty() ? "" : "   [premise " + String.join(", ", i.discharged().stream()
                    .map(ExprPrinter::print).toList()) + ": assumed by the claim or true]"));
        }
        if (p.direct()) {
            out.add("  which is the claim's conclusion");
            return out;
        }
        if (p.pair() == null) {
            Render.steps(p.certificate()).forEach(s -> out.add("  " + s));
            return out;
        }
        out.add("  every pair of games is in exactly one outcome class: " + ExprPrinter.print(p.pair().left())
                + " == , <, >, <> " + ExprPrinter.print(p.pair().right()) + (p.cases().size() == 3
                ? " (two numbers are never fuzzy)" : ""));
        for (Tactics.Case c : p.cases()) {
            out.add("  case " + ExprPrinter.print(p.pair().left()) + " " + c.relation().symbol + " "
                    + ExprPrinter.print(p.pair().right()) + ":");
            Render.steps(c.certificate()).forEach(s -> out.add("    " + s));
        }
        return out;
    }

    private static String bindings(Map<String, org.cgcheck.lang.Expr> b) {
        List<String> l = new ArrayList<>();
        b.forEach((k, v) -> l.add(k + " := " + ExprPrinter.print(v)));
        return String.join(", ", l);
    }

    public static Map<String, Object> data(Tactics.Proof p) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("kind", "tactics");
        m.put("claim", ExprPrinter.print(p.unfolded()));
        List<Object> lemmas = new ArrayList<>();
        for (Instances.Instance i : p.instances()) {
            Map<String, Object> l = new LinkedHashMap<>();
            l.put("name", i.lemma().name());
            l.put("law", i.lemma().law());
            l.put("source", i.lemma().source());
            l.put("instance", ExprPrinter.print(i.formula()));
            lemmas.add(l);
        }
        m.put("lemmas", lemmas);
        m.put("direct", p.direct());
        if (p.pair() != null) {
            m.put("cases_on", ExprPrinter.print(p.pair().left()) + " vs " + ExprPrinter.print(p.pair().right()));
            List<Object> cs = new ArrayList<>();
            for (Tactics.Case c : p.cases()) {
                Map<String, Object> x = new LinkedHashMap<>();
                x.put("relation", c.relation().symbol);
                x.put("certificate", Render.data(c.certificate()));
                cs.add(x);
            }
            m.put("cases", cs);
        } else if (p.certificate() != null) {
            m.put("certificate", Render.data(p.certificate()));
        }
        return m;
    }
}
