package org.cgcheck.check.prove;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.cgcheck.lang.ExprPrinter;

/** A decision of xor arithmetic ({@link XorArith}) for people and as data. */
public final class XorArithRender {
    private XorArithRender() {
    }

    public static String oneLine(XorArith.Proof p) {
        return "xor arithmetic of naturals, decided digit by digit (" + p.states() + " states, every one satisfies it)";
    }

    public static List<String> steps(XorArith.Proof p) {
        List<String> out = new ArrayList<>();
        out.add("proof (law xor_arithmetic: a decision procedure, re-decided by an independent checker):");
        out.add("  the claim, with the variables' ranges as hypotheses: " + ExprPrinter.print(p.formula()));
        out.add("  1. write " + String.join(", ", p.variables()) + " in binary; xor acts digit by digit, with no carry.");
        out.add("  2. read the digits from the lowest; after each digit, each comparison ("
                + String.join("; ", p.comparisons()) + ") is equal so far, less or greater (a higher differing"
                + " digit decides).");
        out.add("  3. the claim holds at every one of the " + p.states() + " combinations that some naturals reach,"
                + " so it holds for all of them (any digits may follow, or none).");
        return out;
    }

    public static Map<String, Object> data(XorArith.Proof p) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("kind", "xor arithmetic");
        m.put("variables", p.variables());
        m.put("comparisons", p.comparisons());
        m.put("states", p.states());
        m.put("laws", List.of("xor_arithmetic"));
        return m;
    }
}
