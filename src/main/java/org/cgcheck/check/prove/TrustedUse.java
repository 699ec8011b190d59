package org.cgcheck.check.prove;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * Which entries of the {@link TrustedBase} a proof rests on, read from the words of its steps:
 * every renderer names the law or lemma it uses at the step that uses it (this table lists how),
 * and a proof's data may name them too ({@code "laws"}).
 */
public final class TrustedUse {
    private TrustedUse() {
    }

    /** The words a step uses when it rests on an entry, in the order the entries are listed. */
    private static final Map<String, List<String>> MARKS = marks();

    private static Map<String, List<String>> marks() {
        Map<String, List<String>> m = new LinkedHashMap<>();
        m.put("definition_negation", List.of("definition_negation", "negation is defined on options"));
        m.put("definition_grundy", List.of("definition of grundy", "grundy(X) is the mex", "is the mex of the options"));
        m.put("definition_nimber", List.of("[definition of *n]"));
        m.put("definition_sum", List.of("[definition of +]"));
        m.put("ordered_group", List.of("ordered-group certificate"));
        m.put("options_equal", List.of("games whose options are equal are equal"));
        m.put("mex_rule", List.of("mex rule"));
        m.put("outcome_cases", List.of("exactly one outcome class"));
        m.put("unfold_le", List.of("unfolding the definition of <=", "unfold the definition of <="));
        m.put("stops_of_sum", List.of("stops of the sum", "a Left stop is never below", "its Left and Right stops are itself"));
        m.put("dicotic_infinitesimal", List.of("is dicotic, so infinitesimal"));
        m.put("stop_bound_rule", List.of("by the stop bound"));
        m.put("closure_of_kinds", List.of("closure of kinds"));
        m.put("guy_smith_periodicity", List.of("periodicity theorem"));
        m.put("grundy_sum", List.of("lemma grundy_sum"));
        m.put("xor_arithmetic", List.of("law xor_arithmetic", "[arithmetic]", "vector space over GF(2)"));
        m.put("integer_arithmetic", List.of("(between integers)"));
        m.put("impartial_negation", List.of("lemma impartial_negation"));
        m.put("nim_sum", List.of("lemma nim_sum"));
        for (String[] t : Laws.TEXT) {
            m.put(t[0], List.of("law " + t[0] + " ("));
        }
        return m;
    }

    /** The entries used: those the data names, then those the steps' words show. */
    public static List<String> of(List<String> steps, Map<String, Object> data) {
        TreeSet<String> seen = new TreeSet<>();
        List<String> out = new ArrayList<>();
        if (data != null && data.get("laws") instanceof List<?> named) {
            for (Object o : named) {
                if (seen.add(String.valueOf(o))) {
                    out.add(String.valueOf(o));
                }
            }
        }
        String text = steps == null ? "" : String.join("\n", steps);
        for (Map.Entry<String, List<String>> e : MARKS.entrySet()) {
            if (!seen.contains(e.getKey()) && e.getValue().stream().anyMatch(text::contains)) {
                seen.add(e.getKey());
                out.add(e.getKey());
            }
        }
        return out;
    }
}
