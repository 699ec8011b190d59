package org.cgcheck.check.prove;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.cgcheck.Claims;
import org.cgcheck.check.CheckOptions;
import org.cgcheck.check.Verdict;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Each law the prover uses beyond the ordered-group axioms (docs/language.md, "What the prover
 * proves") checked exhaustively by the engine, with the prover switched off.
 */
class LawsOfTheDefinitionsTest {
    @ParameterizedTest
    @ValueSource(strings = {
        // negation of a braces form: -{A, B | C} == {-C | -A, -B}, also as forms
        "forall A, B, C born by 2: -{A, B | C} == {-C | -A, -B}",
        "forall A, B form born by 2: -{A | B} === {-B | -A}",
        // hence a switch is its own negative
        "forall G born by 3: {G | -G} == -{G | -G} and +-G + +-G == 0",
        // options are a set of values: order and repetition do not matter (the normaliser sorts them)
        "forall A, B, C born by 2: {A, B | C} == {B, A, A | C}",
        "forall A, B born by 2, F form born by 2: A == F implies {A | B} == {F | B}",
        // an impartial form is its own negative
        "forall F impartial born by 3: -F === F and F + F == 0",
        // two impartial forms are equal or fuzzy, never strictly ordered
        "forall F, E impartial born by 3: not (F < E) and (F <= E implies F == E)",
        // the definition of <= unfolded on braces forms compared with 0 (Unfold, TacticsChecker)
        "forall A, B, C born by 2: ({A, B | C} >= 0 iff not (C <= 0)) and ({A, B | C} <= 0 iff not (A >= 0) and not (B >= 0))",
        "forall A born by 3: (+-A >= 0 iff not (-A <= 0)) and ({A | } >= 0) and ({ | A} <= 0) and ({A | } <= 0 iff not (A >= 0))",
        "forall A, B born by 2: ({A | B} > 0 iff not (B <= 0) and A >= 0) and ({A | B} <> 0 iff B <= 0 and A >= 0)",
        // the outcome classes: every pair of games is in exactly one; two numbers are never fuzzy
        "forall G, H born by 2: (G == H or G < H or G > H or G <> H) and not (G == H and (G < H or G > H or G <> H))"
            + " and not (G < H and (G > H or G <> H)) and not (G > H and G <> H)",
        "forall x, y number born by 3: not (x <> y)",
        // a nimber *n is its own negative
        "forall n in 0..64: *n + *n == 0",
        // integer arithmetic: a strict inequality between integers is at least 1
        "forall n, m in -30..30: n < m iff n + 1 <= m",
        // constants in closed form: nimbers add by xor (the nim-sum law, which the prover also uses
        // on variables: *(a xor b) = *a + *b), numbers as dyadic rationals
        "forall n, m in 0..255: *n + *m == *(n xor m)",
        "forall a, b, c in 0..15: *(a xor (b xor c)) == *a + *b + *c",
        // the Grundy-sum law, which the prover uses on impartial variables (and -F = F)
        "forall F, H impartial born by 3: grundy(F + H) == grundy(F) xor grundy(H) and grundy(F - H) == grundy(F + H)",
        "forall F, H, K impartial born by 2: grundy(F + H + K) == grundy(F) xor grundy(H) xor grundy(K)",
        "forall n in 1..40: n == {n - 1 |} and -n == {| 1 - n}",
        // congruence: these functions depend only on the value of their argument, for forms too
        "forall F, E form born by 2: F == E implies rcf(F) == rcf(E) and temperature(F) == temperature(E)"
            + " and leftstop(F) == leftstop(E) and rightstop(F) == rightstop(E) and mean(F) == mean(E)"
            + " and canonical(F) == canonical(E) and Tiny(F) == Tiny(E) and Miny(F) == Miny(E)"
            + " and rcfoptions(F) == rcfoptions(E) and neg(F) == -E and conjugate(F) == -E"
            + " and birthday(canonical(F)) == birthday(canonical(E)) and size(canonical(F)) == size(canonical(E))",
        // negation mirrors the game tree and swaps the players (Siegel, CGT, II.1 and II.3)
        "forall G born by 3: birthday(-G) == birthday(G) and size(-G) == size(G) and temperature(-G) == temperature(G)"
            + " and leftstop(-G) == -rightstop(G) and rightstop(-G) == -leftstop(G) and mean(-G) == -mean(G)",
        // for forms too, where birthday and size read the (mirrored) form itself
        "forall F form born by 2: birthday(-F) == birthday(F) and size(-F) == size(F)"
            + " and leftstop(-F) == -rightstop(F) and temperature(-F) == temperature(F)",
        // the stops of a sum (Siegel, CGT, ch. II), over every pair of games born by day 3
        "forall G, H born by 3: rightstop(G) + rightstop(H) <= rightstop(G + H)"
            + " and rightstop(G + H) <= rightstop(G) + leftstop(H) and rightstop(G + H) <= leftstop(G) + rightstop(H)"
            + " and rightstop(G) + leftstop(H) <= leftstop(G + H) and leftstop(G) + rightstop(H) <= leftstop(G + H)"
            + " and leftstop(G + H) <= leftstop(G) + leftstop(H)",
        "forall G born by 3: rightstop(G) <= leftstop(G)",
        // the outcome classes are the signs: P is == 0, L is > 0, R is < 0, N is <> 0
        "forall G born by 3: (outcome(G) == P iff G == 0) and (outcome(G) == L iff G > 0)"
            + " and (outcome(G) == R iff G < 0) and (outcome(G) == N iff G <> 0)",
        // the mean is additive; a sum is born no later than its parts' birthdays added (forms: exactly then)
        "forall G, H born by 3: mean(G + H) == mean(G) + mean(H) and birthday(G + H) <= birthday(G) + birthday(H)",
        "forall F, E form born by 2: birthday(F + E) <= birthday(F) + birthday(E)",
        // kinds closed under sums, negatives and multiples (Closure), and what a kind implies
        "forall x, y number born by 4: isnumber(x + y) and isnumber(-x) and isnumber(3 * x - y)",
        "forall x, y integer born by 5: isinteger(x + y) and isinteger(-x) and isnumber(x)",
        "forall G, H dicotic born by 3: isdicotic(G + H) and isdicotic(-G) and isdicotic(2 * G - H)"
            + " and isinfinitesimal(G) and isinfinitesimal(G - H)",
        "forall G, H infinitesimal born by 3: isinfinitesimal(G + H) and isinfinitesimal(-G)",
        "forall F, E impartial born by 3: isnimber(F + E) and isdicotic(F + E) and isinfinitesimal(F)"
            + " and isnimber(-F) and isdicotic(F)",
        "forall n, m in 0..40: isnimber(*n + *m) and isdicotic(n * ^ + *m) and isinfinitesimal(-(n * ^))",
        // a dicotic (all-small) game is infinitesimal: both stops are 0
        "forall G dicotic born by 3: leftstop(G) == 0 and rightstop(G) == 0",
        // isinfinitesimal is the statement that both stops are 0
        "forall G born by 3: isinfinitesimal(G) iff (leftstop(G) == 0 and rightstop(G) == 0)",
        // the stop bound (StopBound): a game whose Left stop is below 0 is below 0, Right stop above 0 above 0
        "forall G born by 3: (leftstop(G) < 0 implies G < 0) and (rightstop(G) > 0 implies G > 0)",
        // applied to differences, which is how the prover uses it: A < C from leftstop(A - C) < 0
        "forall A, C born by 2: (leftstop(A + -C) < 0 implies A < C) and (rightstop(A + -C) > 0 implies A > C)",
        // integers under xor are a vector space over GF(2): a == b iff a xor b == 0, and equalities add (XorLinear)
        "forall a, b, c, d in 0..15: (a == b iff (a xor b) == 0) and (a == b and c == d implies (a xor c) == (b xor d))",
        // a number is its own stops
        "forall x number born by 5: leftstop(x) == x and rightstop(x) == x",
        "forall n in -40..40: leftstop(n) == n and rightstop(n) == n"
    })
    void holdsExhaustively(String law) {
        List<Verdict> vs = Claims.check("theorem law\n  " + law + "\n", "law.cgt",
                CheckOptions.defaults().withSymbolic(false).withExplore(0));
        assertEquals(Verdict.Status.VERIFIED, vs.get(0).status(), () -> law + ": " + vs.get(0).message() + " "
                + vs.get(0).details());
    }

    @ParameterizedTest
    @ValueSource(strings = {
        // why birthday and size of a form are not congruent: they read the form itself
        "forall F, E form born by 2: F == E implies birthday(F) == birthday(E)",
        "forall F, E form born by 2: F == E implies size(F) == size(E)"
    })
    void formSensitiveFunctionsAreNotCongruent(String claim) {
        List<Verdict> vs = Claims.check("conjecture c\n  " + claim + "\n", "c.cgt",
                CheckOptions.defaults().withExplore(0));
        assertEquals(Verdict.Status.REFUTED, vs.get(0).status(), claim);
    }

    /**
     * Every law of {@link Laws} (round three: nimbers, rcf, temperature, number avoidance, stops,
     * Norton) checked exhaustively with the prover off: its games bounded to those born by day 2
     * (day 3 for a law of one game variable), its naturals to 0..40. The statement is the law's
     * own text with only the bounds added, so a law misstated in Laws fails here.
     */
    @org.junit.jupiter.api.Test
    @org.junit.jupiter.api.Timeout(900)
    void everyLawOfRoundThreeHoldsExhaustively() {
        for (String[] law : Laws.TEXT) {
            String text = law[2];
            boolean oneGame = !text.matches("(?s).*forall [A-Z], [A-Z].*") && !text.contains("forall G, H, U");
            String day = oneGame ? " born by 3" : " born by 2";
            String bounded = text.replaceAll("forall ([A-Z](?:, [A-Z])*):", "forall $1" + day + ":")
                    .replace("forall x number:", "forall x number born by 3:")
                    .replace("in 0..:", "in 0..40:");
            List<Verdict> vs = Claims.check("theorem " + law[0] + "\n  " + bounded + "\n", "laws.cgt",
                    CheckOptions.defaults().withSymbolic(false).withExplore(0));
            assertEquals(Verdict.Status.VERIFIED, vs.get(0).status(), () -> bounded + ": " + vs.get(0).message()
                    + " " + vs.get(0).counterexample());
        }
    }
}
