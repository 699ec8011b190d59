package org.cgcheck.check;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.cgcheck.check.prove.TrustedBase;
import org.cgcheck.check.prove.TrustedUse;
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
            if (e != null && !e.proved() && e.statement() != null && TrustedUse.isPartOf(predicate, e.statement())) {
                return id;
            }
        }
        return null;
    }

}
