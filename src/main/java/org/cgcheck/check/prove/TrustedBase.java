package org.cgcheck.check.prove;

import java.util.ArrayList;
import java.util.List;

/**
 * Everything a proof may use without proving it, in one place: the definitions, the laws from the
 * literature (each with its source) and the engine's arithmetic; and the lemmas proved once from
 * them ({@code proved}), which proofs cite by name. {@code cgcheck laws} prints this list,
 * docs/proofs.md explains each entry, and every proof's data names the entries it used. A claim
 * whose statement is a trusted (unproved) entry is never reported as proved by citing it.
 */
public final class TrustedBase {
    /**
     * An entry: {@code statement} in the claim language when it has one (null for a rule of
     * reasoning); {@code proof} how a proved lemma is proved (null for a trusted entry).
     */
    public record Entry(String id, String kind, String statement, String source, String proof, String about) {
        public boolean proved() {
            return proof != null;
        }
    }

    private TrustedBase() {
    }

    private static final List<Entry> BASE = build();

    public static List<Entry> all() {
        return BASE;
    }

    public static Entry byId(String id) {
        return BASE.stream().filter(e -> e.id().equals(id)).findFirst().orElse(null);
    }

    private static List<Entry> build() {
        List<Entry> l = new ArrayList<>();
        // definitions
        def(l, "definition_game", null, "Conway, ONAG, ch. 0; Siegel, CGT, ch. II",
                "a game is {L | R}, its Left and Right options; G <= H unless some G^L >= H or some H^R <= G");
        def(l, "definition_sum", null, "Conway, ONAG, ch. 1; Siegel, CGT, ch. II",
                "G + H = {G^L + H, G + H^L | G^R + H, G + H^R}: a move is in exactly one component");
        def(l, "definition_negation", null, "Conway, ONAG, ch. 1; Siegel, CGT, ch. II",
                "-G = {-G^R | -G^L}: the players swap, so -{A, B | C} == {-C | -A, -B}");
        def(l, "definition_nimber", null, "Winning Ways, ch. 3-4; Siegel, CGT, ch. IV",
                "*n = {*0, ..., *(n-1) | *0, ..., *(n-1)}");
        def(l, "definition_grundy", null, "Sprague (1935), Grundy (1939); Winning Ways, ch. 4",
                "grundy(F) of an impartial form is the mex (least natural not among) of its options' Grundy values");
        def(l, "definition_birthday", null, "Siegel, CGT, ch. II (formal birthday)",
                "birthday({|}) = 0, and a form is born the day after its last-born option");
        def(l, "definition_outcome", null, "Siegel, CGT, ch. I",
                "the outcome classes are the signs: P is G == 0, L is G > 0, R is G < 0, N is G <> 0");
        // laws of games from the literature (trusted)
        law(l, "ordered_group", null, "Conway, ONAG, ch. 1; Siegel, CGT, ch. II (games form a partially ordered"
                + " abelian group)", "+ is associative and commutative with identity 0 and inverse -G, and G <= H"
                + " implies G + K <= H + K; the ordered-group certificates use only this");
        law(l, "options_equal", null, "Conway, ONAG, ch. 1; Siegel, CGT, ch. II (replacement of options)",
                "games whose options are equal are equal: replacing an option by an equal game, reordering or repeating"
                + " options keeps the value");
        law(l, "mex_rule", null, "Winning Ways, ch. 4 (the mex rule); Siegel, CGT, ch. IV",
                "a game whose options, for both players, are nimbers *a, *b, ... equals *mex(a, b, ...)");
        law(l, "outcome_cases", null, "Siegel, CGT, ch. I (the four outcome classes)",
                "every two games are in exactly one of A == B, A < B, A > B, A <> B (two numbers never <>); that"
                + " one of them holds is lemma four_relations");
        law(l, "unfold_le", null, "Conway, ONAG, ch. 1; Siegel, CGT, ch. II",
                "{L | R} >= 0 iff no R <= 0; {L | R} <= 0 iff no L >= 0 (the definition of <=, one level)");
        law(l, "negation_mirror", null, "Siegel, CGT, ch. II (negation mirrors the game tree)",
                "birthday, size, temperature of -G are those of G; leftstop(-G) == -rightstop(G); mean(-G) == -mean(G)");
        law(l, "stops_of_sum", null, "Siegel, CGT, ch. II",
                "RS(G) + RS(H) <= RS(G + H) <= RS(G) + LS(H) <= LS(G + H) <= LS(G) + LS(H), either way round;"
                + " leftstop(G) >= rightstop(G); a number is its own stops");
        law(l, "mean_and_birthday_of_sum", null, "Siegel, CGT, ch. II (the mean value theorem); ch. I",
                "mean(G + H) == mean(G) + mean(H); birthday(G + H) <= birthday(G) + birthday(H)");
        law(l, "dicotic_infinitesimal", null, "Siegel, CGT, ch. II (all-small games are infinitesimal)",
                "a dicotic game's stops are both 0");
        law(l, "stop_bound_rule", null, "Siegel, CGT, ch. II",
                "a game whose Left stop is below 0 is below 0; one whose Right stop is above 0 is above 0");
        law(l, "closure_of_kinds", null, "Siegel, CGT, ch. I-II",
                "numbers, integers, nimbers, dicotic games and infinitesimals are closed under +, - and multiples");
        law(l, "guy_smith_periodicity", null, "Guy and Smith (1956); Winning Ways, ch. 4; Siegel, CGT, ch. IV",
                "an octal game whose Grundy values repeat with period p over a long enough window repeats for ever");
        for (String[] t : Laws.TEXT) {
            if (!t[0].equals("nimber_zero")) {
                law(l, t[0], t[2], t[1], "instantiated like a lemma (check/prove/Laws)");
            }
        }
        // the prover's arithmetic and the engine
        law(l, "xor_arithmetic", null, "binary arithmetic; a decision procedure (check/prove/XorArith, re-decided"
                + " by XorArithChecker)", "statements of xor, ==, < on naturals, decided digit by digit; and integers"
                + " under xor are a vector space over GF(2) (a == b iff a xor b == 0)");
        law(l, "integer_arithmetic", null, "arithmetic", "between integers, n < m gives n + 1 <= m");
        law(l, "engine_constants", null, "the engine's exact computation (cgcheck's game kernel, checked against"
                + " CGSuite's values)", "closed expressions are evaluated exactly; a closed comparison of the values is then"
                + " proved from definition_game (check/prove/ClosedComparison)");
        // lemmas proved from the above
        lemma(l, "impartial_negation", "forall F impartial: -F == F", "induction on birthday (check/prove/Induction):"
                + " -F = {-F^R | -F^L}, F's Left and Right options are the same, and -A == A for each option A",
                "so F + F == 0 (the ordered-group certificates' 'its own negative'), and *n + *n == 0 for a nimber");
        lemma(l, "sprague_grundy", "forall F impartial: F == *grundy(F)", "induction on birthday with the mex rule"
                + " and the definition of grundy", "the Sprague–Grundy theorem");
        lemma(l, "nim_sum", "forall a, b in 0..: *a + *b == *(a xor b)", "induction on the indices with the mex"
                + " rule and four facts of xor arithmetic (check/prove/NimberInduction)",
                "Bouton's theorem; read by the ordered-group prover: a nimber *(a xor b) is *a + *b");
        lemma(l, "nimber_zero", "forall k in 0..: *k == 0 iff k == 0", "from the definitions: *0 = {|}, and *k"
                + " for k > 0 has the Left option 0 >= 0", "also instantiated like a law (check/prove/Laws)");
        lemma(l, "grundy_sum", "forall F, H impartial: grundy(F + H) == grundy(F) xor grundy(H)", "from lemmas"
                + " sprague_grundy, nim_sum, impartial_negation and nimber_zero (nimbers are distinct)",
                "read by the ordered-group prover: grundy of a sum (or difference) of impartial variables is the xor of"
                + " their grundies");
        lemma(l, "grundy_of_nimber", "forall n in 0..: grundy(*n) == n", "induction on n with the definition of"
                + " grundy", "the Grundy value of a nimber is its index");
        for (LemmaChains.Chain c : LemmaChains.CHAINS) {
            lemma(l, c.id(), c.statement(), "from " + (c.lemmas().isEmpty() ? "the definitions" : "lemmas "
                    + String.join(", ", c.lemmas())) + " (" + c.steps().size() + " steps, check/prove/LemmaChains)",
                    "the impartial theory");
        }
        return List.copyOf(l);
    }

    private static void def(List<Entry> l, String id, String statement, String source, String about) {
        l.add(new Entry(id, "definition", statement, source, null, about));
    }

    private static void law(List<Entry> l, String id, String statement, String source, String about) {
        l.add(new Entry(id, "law", statement, source, null, about));
    }

    private static void lemma(List<Entry> l, String id, String statement, String proof, String about) {
        l.add(new Entry(id, "lemma", statement, "proved here from the entries above", proof, about));
    }

    /** The lines {@code cgcheck laws} prints. */
    public static List<String> listing() {
        List<String> out = new ArrayList<>();
        out.add("The trusted base: what a proof may use without proving it (definitions, laws from the literature,");
        out.add("the prover's arithmetic), then the lemmas proved once from it. Each proof names the entries it used.");
        String kind = "";
        for (Entry e : BASE) {
            if (!e.kind().equals(kind)) {
                kind = e.kind();
                out.add("");
                out.add(switch (kind) {
                    case "definition" -> "Definitions (trusted):";
                    case "law" -> "Laws (trusted, not proved here):";
                    default -> "Lemmas (proved from the definitions; 'cgcheck laws --explain NAME' shows the proof):";
                });
            }
            out.add("  " + e.id() + (e.statement() == null ? "" : ": " + e.statement()));
            out.add("      " + e.about());
            out.add("      " + (e.proved() ? "proof: " + e.proof() : "source: " + e.source()));
        }
        return out;
    }
}
