package org.cgcheck.check;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.cgcheck.check.prove.Laws;
import org.cgcheck.check.prove.Lemma;
import org.cgcheck.lang.Claim;
import org.cgcheck.lang.Expr;

/**
 * What a proof may cite in one run: the claims proved so far in the run (in the order checked) and
 * the laws of the definitions. A claim's {@code by name, ...} picks some; the prover may also find
 * any of them itself.
 */
final class RunLemmas {
    private final Map<String, Lemma> proved = new LinkedHashMap<>();

    /** The lemmas a claim cites by name; names that are neither a proved claim nor a law go to {@code missing}. */
    List<Lemma> cited(Claim claim, List<String> missing) {
        List<Lemma> out = new ArrayList<>();
        for (String l : claim.lemmas()) {
            Lemma m = proved.containsKey(l) ? proved.get(l) : Laws.byName(l);
            if (m != null) {
                out.add(m);
            } else {
                missing.add(l);
            }
        }
        return out;
    }

    /** Every lemma the prover may find by itself: the laws, then the run's proved claims. */
    List<Lemma> candidates() {
        List<Lemma> out = new ArrayList<>(Laws.all());
        out.addAll(proved.values());
        return out;
    }

    /** A claim proved (and, with --cross-check, confirmed): a lemma for the claims checked after it. */
    void record(Claim claim, List<String> names, List<Expr.Domain> domains, Expr predicate) {
        proved.put(claim.name(), new Lemma(claim.name(), "claim " + claim.name() + " of " + claim.file()
                + ", proved in this run", false, List.copyOf(names), List.copyOf(domains), predicate));
    }

    /** The proof note with the names cited that could not be found. */
    static String withMissing(String note, List<String> missing) {
        if (missing.isEmpty()) {
            return note;
        }
        return (note == null ? "" : note + "; ") + "the lemma" + (missing.size() == 1 ? " " : "s ")
                + String.join(", ", missing) + (missing.size() == 1 ? " is" : " are")
                + " not a claim proved earlier in this run (nor a law of the definitions)";
    }
}
