package org.cgcheck.check.prove;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A periodicity proof for people (one line, or step by step) and as data for {@code --json}. */
public final class PeriodicityRender {
    private PeriodicityRender() {
    }

    /** Values per line of the table in the steps. */
    private static final int ROW = 24;

    public static String oneLine(PeriodicityProof p) {
        return "octal periodicity theorem: " + p.code() + " has G(n + " + p.period() + ") = G(n) for " + p.from()
                + " ≤ n ≤ " + p.checkedUpTo() + " (t = " + p.t() + "), hence for every n ≥ " + p.from();
    }

    public static String scope(PeriodicityProof p) {
        return "for every " + p.var() + " ≥ " + p.from();
    }

    public static List<String> steps(PeriodicityProof p) {
        List<String> out = new ArrayList<>();
        int n0 = p.n0();
        int per = p.period();
        String x = p.var();
        out.add("proof (octal periodicity theorem of Guy and Smith, re-verified by an independent checker):");
        out.add("  " + p.game() + "(m) is a heap of m tokens of the octal game " + p.code() + "; its value is *G(m), G its"
                + " Grundy values, so the claim says G(" + x + " + " + per + ") = G(" + x + ") for every " + x + " ≥ "
                + p.from() + ".");
        out.add("  the code has d0 = 0 and finitely many digits, the last nonzero one at t = " + p.t()
                + " (a move takes at most " + p.t() + " tokens).");
        out.add("  theorem: if G(n + p) = G(n) for n0 ≤ n < 2·n0 + p + t (n0 ≥ 1, p ≥ 1), then G(n + p) = G(n) for every"
                + " n ≥ n0;");
        out.add("    here n0 = " + n0 + ", p = " + per + ", t = " + p.t() + ": the range is " + n0 + " ≤ n < "
                + p.checkedUpTo() + " (checked up to " + p.checkedUpTo() + " inclusive"
                + (p.from() < n0 ? ", and n = " + p.from() + " directly" : "") + ").");
        out.add("  G(0.." + (p.checkedUpTo() + per) + ") by the mex rule:");
        int[] g = p.values();
        for (int from = 0; from <= p.checkedUpTo() + per; from += ROW) {
            StringBuilder sb = new StringBuilder(String.format(java.util.Locale.ROOT, "    %5d:", from));
            for (int m = from; m < Math.min(from + ROW, p.checkedUpTo() + per + 1); m++) {
                sb.append(' ').append(g[m]);
            }
            out.add(sb.toString());
        }
        out.add("  each G(n + " + per + ") = G(n) for " + p.from() + " ≤ n ≤ " + p.checkedUpTo()
                + ", so by the theorem G(n + " + per + ") = G(n) for every n ≥ " + p.from() + ".");
        int least = p.from();
        while (least > 0 && g[least - 1 + per] == g[least - 1]) {
            least--;
        }
        out.add("  (the least start of period " + per + " is " + least + (least > 0 ? ": G(" + (least - 1 + per) + ") = "
                + g[least - 1 + per] + " but G(" + (least - 1) + ") = " + g[least - 1] : "") + ")");
        return out;
    }

    public static Map<String, Object> data(PeriodicityProof p) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("kind", "periodicity");
        m.put("theorem", "octal periodicity (Guy and Smith)");
        m.put("variable", p.var());
        m.put("game", p.game());
        m.put("code", p.code());
        m.put("from", p.from());
        m.put("n0", p.n0());
        m.put("period", p.period());
        m.put("t", p.t());
        m.put("checkedUpTo", p.checkedUpTo());
        List<Object> values = new ArrayList<>();
        for (int i = 0; i <= p.checkedUpTo() + p.period(); i++) {
            values.add(p.values()[i]);
        }
        m.put("values", values);
        return m;
    }
}
