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
        m.put("sprague_grundy", List.of("lemma sprague_grundy"));
        m.put("nimber_zero", List.of("lemma nimber_zero"));
        m.put("definition_birthday", List.of("[definition_birthday]"));
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

    /** Is the claim's body the statement's, up to the names of the variables and the sides of == or iff? */
    public static boolean sameStatement(org.cgcheck.lang.Expr claimBody, String statement) {
        org.cgcheck.lang.ClaimParser.Result r = org.cgcheck.lang.ClaimParser.parse("theorem s\n  " + statement + "\n", "trusted base");
        if (!r.errors().isEmpty()) {
            return false;
        }
        List<String> names = new ArrayList<>();
        List<org.cgcheck.lang.Expr.Domain> domains = new ArrayList<>();
        org.cgcheck.lang.Expr law = Lemma.outer(r.claims().get(0).body(), names, domains);
        String want = shape(claimBody);
        return shape(law).equals(want) || shape(swapped(law)).equals(want);
    }

    private static org.cgcheck.lang.Expr swapped(org.cgcheck.lang.Expr e) {
        return e instanceof org.cgcheck.lang.Expr.Binary b && (b.op() == org.cgcheck.lang.Expr.Op.EQ || b.op() == org.cgcheck.lang.Expr.Op.IFF)
                ? new org.cgcheck.lang.Expr.Binary(b.op(), b.right(), b.left(), b.pos()) : e;
    }

    /** The printed formula with its variables renamed in order of first occurrence. */
    private static String shape(org.cgcheck.lang.Expr e) {
        String text = org.cgcheck.lang.ExprPrinter.print(e);
        Map<String, String> rename = new LinkedHashMap<>();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\b[A-Za-z_][A-Za-z_0-9]*\\b(?!\\()").matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String w = m.group();
            String keep = List.of("and", "or", "not", "implies", "iff", "xor", "in", "forall", "exists", "P", "N", "L",
                    "R").contains(w) ? w : rename.computeIfAbsent(w, k -> "v" + rename.size());
            m.appendReplacement(out, keep);
        }
        m.appendTail(out);
        return out.toString();
    }

    /**
     * Is the claim's body the statement, or one part of it (a conjunct of its conclusion, with its
     * hypotheses): then citing the statement proves the claim by itself.
     */
    public static boolean isPartOf(org.cgcheck.lang.Expr claimBody, String statement) {
        if (sameStatement(claimBody, statement)) {
            return true;
        }
        org.cgcheck.lang.ClaimParser.Result r = org.cgcheck.lang.ClaimParser.parse("theorem s\n  " + statement + "\n",
                "trusted base");
        if (!r.errors().isEmpty()) {
            return false;
        }
        org.cgcheck.lang.Expr law = Lemma.outer(r.claims().get(0).body(), new ArrayList<>(), new ArrayList<>());
        org.cgcheck.lang.Expr hyp = null;
        if (law instanceof org.cgcheck.lang.Expr.Binary b && b.op() == org.cgcheck.lang.Expr.Op.IMPLIES) {
            hyp = b.left();
            law = b.right();
        }
        List<org.cgcheck.lang.Expr> parts = new ArrayList<>();
        Lemmas.conjuncts(law, parts);
        if (parts.size() < 2) {
            return false;
        }
        String want = shape(claimBody);
        for (org.cgcheck.lang.Expr part : parts) {
            org.cgcheck.lang.Expr whole = hyp == null ? part
                    : new org.cgcheck.lang.Expr.Binary(org.cgcheck.lang.Expr.Op.IMPLIES, hyp, part, part.pos());
            if (shape(whole).equals(want) || shape(swapped(whole)).equals(want)) {
                return true;
            }
        }
        return false;
    }
}
