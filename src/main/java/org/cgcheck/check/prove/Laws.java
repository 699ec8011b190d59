package org.cgcheck.check.prove;

import java.util.ArrayList;
import java.util.List;
import org.cgcheck.lang.Claim;
import org.cgcheck.lang.ClaimParser;
import org.cgcheck.lang.Expr;

/**
 * Laws of the definitions from the literature, stated in the claim language, that the prover may
 * instantiate like lemmas. Each names its source; each is checked exhaustively over the games born
 * by day 2 or 3 by {@code LawsOfTheDefinitionsTest} (the sources are claims too: earlier sessions
 * found errors in them). The docs (docs/language.md, "Lemmas and laws") list them.
 */
public final class Laws {
    private Laws() {
    }

    /** name, source, statement. */
    static final String[][] TEXT = {
        {"nimber_zero", "Winning Ways, ch. 4; Siegel, CGT, ch. I (*n has 0 among its options when n > 0)",
            "forall k in 0..: *k == 0 iff k == 0"},
        {"rcf_modulo_infinitesimals", "Calistrate, The reduced canonical form of a game, Theorem 3 (source 003)",
            "forall G, H: rcf(G) == rcf(H) iff isinfinitesimal(G - H)"},
        {"rcf_keeps_stops", "Calistrate, Lemma 2 (source 003); Siegel, CGT, ch. II (stops are invariant modulo"
            + " infinitesimals)",
            "forall G: leftstop(rcf(G)) == leftstop(G) and rightstop(rcf(G)) == rightstop(G)"},
        {"temperature_translation", "Siegel, CGT, ch. II (Number Translation: cooling commutes with adding a"
            + " number); Winning Ways, ch. 6",
            "forall G: forall x number: not isnumber(G) implies temperature(G + x) == temperature(G)"},
        {"temperature_of_sum", "Siegel, CGT, ch. II (the temperature of a sum is at most the larger one);"
            + " Winning Ways, ch. 6",
            "forall G, H: temperature(G + H) <= max(temperature(G), temperature(H))"},
        {"number_avoidance", "Siegel, CGT, ch. II (Number Avoidance Theorem); Winning Ways, ch. 2",
            "forall G: forall x number: not isnumber(G) and G + x |> 0 implies exists A in left(G): A + x >= 0"},
        {"number_difference", "Siegel, CGT, ch. I (numbers form a subgroup: closed under differences)",
            "forall G, H: isnumber(G + H) and isnumber(H) implies isnumber(G)"},
        {"stop_bound", "Siegel, CGT, ch. II (G < LS(G) + x and G > RS(G) - x for every number x > 0)",
            "forall G: forall x number: x > 0 implies G < leftstop(G) + x and G > rightstop(G) - x"},
        {"norton_additive", "Siegel, CGT, ch. II (Norton multiplication, U > 0); Winning Ways, ch. 8",
            "forall G, H, U: U > 0 implies norton(G + H, U) == norton(G, U) + norton(H, U)"},
        {"norton_order", "Siegel, CGT, ch. II (Norton multiplication by U > 0 preserves and reflects the order)",
            "forall G, U: U > 0 implies (G >= 0 iff norton(G, U) >= 0)"},
    };

    private static volatile List<Lemma> all;

    /** Every law, parsed once. */
    public static List<Lemma> all() {
        List<Lemma> l = all;
        if (l == null) {
            List<Lemma> out = new ArrayList<>();
            for (String[] t : TEXT) {
                out.add(parse(t[0], t[1], t[2]));
            }
            l = List.copyOf(out);
            all = l;
        }
        return l;
    }

    public static Lemma byName(String name) {
        return all().stream().filter(x -> x.name().equals(name)).findFirst().orElse(null);
    }

    private static Lemma parse(String name, String source, String statement) {
        ClaimParser.Result r = ClaimParser.parse("theorem " + name + "\n  " + statement + "\n", "laws");
        if (!r.errors().isEmpty()) {
            throw new IllegalStateException("law " + name + ": " + r.errors().get(0).getMessage());
        }
        Claim c = r.claims().get(0);
        List<String> names = new ArrayList<>();
        List<Expr.Domain> domains = new ArrayList<>();
        Expr body = Lemma.outer(c.body(), names, domains);
        return new Lemma(name, source, true, List.copyOf(names), List.copyOf(domains), body);
    }
}
