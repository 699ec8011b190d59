package org.cgcheck.check;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.cgcheck.check.prove.Lemma;
import org.cgcheck.check.prove.TrustedBase;
import org.cgcheck.check.prove.TrustedUse;
import org.cgcheck.lang.ClaimParser;
import org.cgcheck.lang.Expr;

/**
 * A proof names the entries of the trusted base it rests on; and a claim that is itself a trusted
 * (unproved) law is not "proved" by citing that law: the attempt becomes "no proof", saying which
 * law of the trusted base the claim is, and the exhaustive (or sampled) check runs as for any claim.
 */
final class TrustedCitation {
    private TrustedCitation() {
    }

    static SymbolicProver.Attempt named(Expr predicate, List<String> names, List<Expr.Domain> domains,
            SymbolicProver.Attempt a) {
        if (a == null || !a.proved()) {
            return a;
        }
        List<String> used = TrustedUse.of(a.details(), a.data());
        String self = selfCitation(predicate, used, a.message());
        if (self != null) {
            TrustedBase.Entry e = TrustedBase.byId(self);
            return new SymbolicProver.Attempt(false, null, null, null, "this is law " + self + " of the trusted base"
                    + (e == null ? "" : " (" + e.source() + ")") + ", not proved here: a proof citing it would cite the"
                    + " claim itself (cgcheck laws lists the trusted base)");
        }
        Map<String, Object> data = new LinkedHashMap<>(a.data() == null ? Map.of() : a.data());
        data.put("laws", used);
        List<String> details = new ArrayList<>(a.details() == null ? List.of() : a.details());
        if (!used.isEmpty()) {
            details.add("rests on: " + String.join(", ", used) + " (cgcheck laws lists the trusted base; a lemma's"
                    + " proof: cgcheck laws --explain NAME)");
        }
        return new SymbolicProver.Attempt(true, a.message(), details, data, a.note(), a.scope());
    }

    /** The trusted (unproved) entry used by the proof whose statement is the claim's; or null. */
    static String selfCitation(Expr predicate, List<String> used, String message) {
        if (message != null && message.startsWith("law ") && message.contains(": the claim is an instance")) {
            String name = message.substring(4, message.indexOf(':'));
            TrustedBase.Entry e = TrustedBase.byId(name);
            if (e != null && !e.proved()) {
                return name;
            }
        }
        for (String id : used) {
            TrustedBase.Entry e = TrustedBase.byId(id);
            if (e != null && !e.proved() && e.statement() != null && sameStatement(predicate, e.statement())) {
                return id;
            }
        }
        return null;
    }

    /** Is the claim's body the statement's, up to the names of the variables and the sides of == or iff? */
    static boolean sameStatement(Expr claimBody, String statement) {
        ClaimParser.Result r = ClaimParser.parse("theorem s\n  " + statement + "\n", "trusted base");
        if (!r.errors().isEmpty()) {
            return false;
        }
        List<String> names = new ArrayList<>();
        List<Expr.Domain> domains = new ArrayList<>();
        Expr law = Lemma.outer(r.claims().get(0).body(), names, domains);
        String want = shape(claimBody);
        return shape(law).equals(want) || shape(swapped(law)).equals(want);
    }

    private static Expr swapped(Expr e) {
        return e instanceof Expr.Binary b && (b.op() == Expr.Op.EQ || b.op() == Expr.Op.IFF)
                ? new Expr.Binary(b.op(), b.right(), b.left(), b.pos()) : e;
    }

    /** The printed formula with its variables renamed in order of first occurrence. */
    private static String shape(Expr e) {
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
}
