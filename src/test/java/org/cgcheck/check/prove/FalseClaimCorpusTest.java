package org.cgcheck.check.prove;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.cgcheck.check.CheckOptions;
import org.cgcheck.check.Checker;
import org.cgcheck.check.Verdict;
import org.cgcheck.lang.Claim;
import org.cgcheck.lang.ClaimParser;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.cgcheck.eval.Programs;

/**
 * A generated corpus of tempting false claims (flipped relations, dropped hypotheses, torsion,
 * non-linear functions treated linearly, totality): each candidate is kept only if the exhaustive
 * check refutes it over games born by day 2, and the prover must prove none of them.
 */
class FalseClaimCorpusTest {
    private static final String[] RELATIONS = {"==", "<=", ">=", "<", ">", "<>", "<|", "|>", "!="};
    private static final String[] FUNCTIONS = {"rcf", "temperature", "leftstop", "rightstop", "birthday", "size"};

    static Set<String> candidates() {
        Set<String> c = new LinkedHashSet<>();
        for (String r : RELATIONS) {
            c.add("G <= H implies G + K " + r + " H + K");           // flipped conclusion of monotonicity
            c.add("G " + r + " H implies G + K <= H + K");            // flipped hypothesis
            c.add("G " + r + " H implies -G " + r + " -H");            // negation not reversed
            c.add("G " + r + " H or H " + r + " G");                   // totality
            c.add("G " + r + " 0 and H " + r + " 0 implies G + H " + r + " G");
            for (String r2 : new String[] {"<=", "<", ">=", "<>", "==", "!="}) {
                for (String r3 : new String[] {"<=", "<", "==", "<>"}) {
                    c.add("G " + r + " H and H " + r2 + " K implies G " + r3 + " K");
                }
            }
        }
        // dropped hypotheses
        c.add("G <= H implies G <= K");
        c.add("H <= K implies G <= K");
        c.add("G <= H implies G == H");
        c.add("G < H implies G + K < H");
        c.add("G + K <= H + K implies G <= K");
        for (int n = 2; n <= 6; n++) {                                 // torsion
            c.add(n + " * G == 0 implies G == 0");
            c.add(n + " * G >= 0 implies G >= 0");
            c.add(n + " * G == " + n + " * H implies G == H");
            c.add(n + " * G <= " + n + " * H implies G <= H");
            c.add(n + " * G > 0 implies G > 0");
        }
        c.add("G + G == H + H implies G == H");
        // the stops of a sum bound it one way only (StopLaws)
        c.add("leftstop(G + H) >= leftstop(G) + leftstop(H)");
        c.add("rightstop(G + H) <= rightstop(G) + rightstop(H)");
        c.add("leftstop(G + H) <= leftstop(G) + rightstop(H)");
        c.add("rightstop(G + H) >= leftstop(G) + rightstop(H)");
        c.add("leftstop(G + H) <= rightstop(G) + rightstop(H)");
        c.add("rightstop(G + H) >= leftstop(G) + leftstop(H)");
        c.add("leftstop(G + H + K) <= leftstop(G) + rightstop(H) + leftstop(K)");
        c.add("rightstop(G) >= leftstop(G)");
        // outcome classes read as signs (Prover.signs): the wrong way round is not proved
        c.add("outcome(G) == N and outcome(H) == N implies outcome(G + H) == N");
        c.add("outcome(G) == P and outcome(H) == L implies outcome(G + H) == P");
        c.add("outcome(G) == L implies outcome(G + H) == L");
        c.add("outcome(G) == R iff outcome(-G) == R");
        c.add("outcome(G) != N");
        c.add("birthday(G + H) >= birthday(G) + birthday(H)");
        c.add("birthday(G + H) == birthday(G) + birthday(H)");
        c.add("mean(G + H) >= mean(G) + mean(H) + 1");
        c.add("mean(G + H) == mean(G) - mean(H)");
        c.add("leftstop(G + H) >= leftstop(G) + rightstop(H) + 1");
        for (String f : FUNCTIONS) {                                    // non-linear functions treated linearly
            c.add(f + "(G + H) == " + f + "(G) + " + f + "(H)");
            c.add(f + "(-G) == -" + f + "(G)");
            c.add("G <= H implies " + f + "(G) <= " + f + "(H)");
            c.add("G < H implies " + f + "(G) < " + f + "(H)");
            c.add(f + "(2 * G) == 2 * " + f + "(G)");
            c.add(f + "(G) == " + f + "(H) implies G == H");
            c.add(f + "(G - H) == " + f + "(G) - " + f + "(H)");
            c.add(f + "(G + *) == " + f + "(G)");
        }
        return c;
    }

    private static String quantified(String body) {
        List<String> vars = new ArrayList<>();
        for (String v : new String[] {"G", "H", "K"}) {
            if (body.matches(".*\\b" + v + "\\b.*")) {
                vars.add(v);
            }
        }
        return "forall " + String.join(", ", vars) + " born by 2: " + body;
    }

    @Test
    @Timeout(600)
    void noConfirmedFalseClaimIsProved() {
        Checker exhaustive = new Checker(CheckOptions.defaults().withSymbolic(false).withExplore(0));
        int confirmedFalse = 0;
        int n = 0;
        for (String body : candidates()) {
            String text = quantified(body);
            Claim claim = Programs.parse("conjecture c" + n++ + "\n  " + text + "\n", "corpus.cgt").claims().get(0);
            Verdict v = exhaustive.check(claim);
            if (v.status() != Verdict.Status.REFUTED) {
                continue;   // true (or not checkable) over day 2: not a false claim
            }
            confirmedFalse++;
            Parsed p = Parsed.of(text);
            Prover.Result r = p.prove();
            assertNull(r.certificate(), () -> "proved a false claim: " + text + " (counterexample "
                    + v.counterexample() + ")");
            assertTrue(r.reason() != null && !r.reason().isEmpty(), text);
        }
        int found = confirmedFalse;
        assertTrue(found >= 200, () -> "only " + found + " confirmed false claims in the corpus");
    }

    /** Tempting misreadings of the nim-sum law *(a xor b) = *a + *b, which the prover uses. */
    static final String[] NIM_SUMS = {
        "*n + *m == *(n + m)", "*(n xor m) == *n", "*(n xor m) == *n + *m + *", "*(n xor m) == *(n xor m xor 1)",
        "*(n xor 1) == *n + 1", "*(n xor m) == 0", "*(n xor m) == *n - *m + *1", "*(n xor (m xor n)) == *n",
        "*n + *m == *(n xor m) + ^", "*(n xor m) >= *n", "*(2 * n) == *n + *n", "*(n xor 3) == *n + *2",
    };

    /** Tempting misreadings of the Grundy-sum law grundy(F + H) = grundy(F) xor grundy(H). */
    static final String[] GRUNDY_SUMS = {
        "grundy(F + H) == grundy(F) + grundy(H)", "grundy(F + H) == grundy(F)", "grundy(F + H) == 0",
        "grundy(F + H) == grundy(F) xor grundy(H) xor 1", "grundy(F + F) == grundy(F)",
        "grundy(F + H) == grundy(F + H + H + F)", "grundy(F + H) == grundy(F) xor grundy(F)",
    };

    /** Tempting misreadings of the stop bound (leftstop(A - C) < 0 gives A < C) and of numbers' stops. */
    static final String[] STOP_BOUNDS = {
        "leftstop(G) <= x implies G <= x", "leftstop(G) <= x implies G < x", "rightstop(G) >= x implies G >= x",
        "leftstop(G) == x implies G == x", "G < x implies leftstop(G) < x", "G > x implies rightstop(G) > x",
        "isinfinitesimal(G) and x >= 0 implies G < x", "isinfinitesimal(G) implies G == 0",
        "isinfinitesimal(G) implies G < ^", "leftstop(G) <= x implies G + ^ <= x",
        "rightstop(G) < x implies G < x", "leftstop(G + x) == leftstop(G)", "leftstop(G) < leftstop(x) implies G <= -x",
    };

    /** Tempting misreadings of nim-sum equalities (XorLinear): xor is not +, and equalities only add. */
    static final String[] XOR_EQUALITIES = {
        "grundy(F + H) == 0 implies grundy(F) == 0", "grundy(F) == grundy(H) implies grundy(F) == 0",
        "grundy(F + H) == grundy(F) implies grundy(F) == 0", "grundy(F) != grundy(H) implies grundy(F + H) == 1",
        "grundy(F + H) != 0 implies grundy(F) != 0", "grundy(F) == 1 implies grundy(F + H) == grundy(H) xor 2",
        "grundy(F) == 1 and grundy(H) == 1 implies grundy(F + H) == 2", "grundy(F) xor grundy(H) == grundy(F + F)",
        "grundy(F) != grundy(H) implies grundy(F + H) != grundy(F)",
    };

    @Test
    void noFalseXorEqualityIsProved() {
        noneProvedButTheLaw("forall F, H impartial born by 2: ", XOR_EQUALITIES,
                "grundy(F) == grundy(H) iff grundy(F + H) == 0");
    }

    @Test
    void noFalseStopBoundIsProved() {
        noneProvedButTheLaw("forall G born by 2, x number born by 2: ", STOP_BOUNDS,
                "isinfinitesimal(G) and x > 0 implies -x < G and G < x");
    }

    @Test
    void noFalseGrundySumIsProved() {
        noneProvedButTheLaw("forall F, H impartial born by 2: ", GRUNDY_SUMS, "grundy(F + H) == grundy(F) xor grundy(H)");
    }

    @Test
    void noFalseNimSumIsProved() {
        noneProvedButTheLaw("forall n, m in 0..15: ", NIM_SUMS, "*n + *m == *(n xor m)");
    }

    /**
     * Each body is confirmed false by the exhaustive check and not proved; the law itself is proved
     * by the same route, so the refusals are not vacuous.
     */
    private static void noneProvedButTheLaw(String quantifier, String[] bodies, String law) {
        Checker exhaustive = new Checker(CheckOptions.defaults().withSymbolic(false).withExplore(0));
        int n = 0;
        for (String body : bodies) {
            String text = quantifier + body;
            Claim claim = Programs.parse("conjecture s" + n++ + "\n  " + text + "\n", "corpus.cgt").claims().get(0);
            assertTrue(exhaustive.check(claim).status() == Verdict.Status.REFUTED, "not false: " + text);
            assertNull(Parsed.of(text).prove().certificate(), "proved a false claim: " + text);
        }
        assertTrue(Parsed.of(quantifier + law).prove().certificate() != null, "the law itself is proved: " + law);
    }

    /**
     * Tempting misreadings of round three's methods and laws (issue 33): the switch lemma with
     * {@code >} for {@code >=}, trichotomy without the fuzzy class, nimbers, rcf modulo
     * infinitesimals, temperature, number avoidance without "not a number", the stop bound without
     * x, Norton with U not > 0. Each is confirmed false by the exhaustive check and is proved
     * neither by the ordered-group prover nor by unfolding, lemmas (every law) and cases.
     */
    static final String[] ROUND_THREE = {
        "forall G born by 2: G >= 0 implies {G | -G} == 0",
        "forall G born by 2: {G | -G} == 0 iff not (G > 0)",
        "forall G born by 2: {G | -G} == 0 iff G < 0",
        "forall G born by 2: {G | -G} > 0 iff G > 0",
        "forall G born by 2: {G | -G} <> 0 iff G > 0",
        "forall G born by 2: {G | 0} >= 0",
        "forall G born by 2: {0 | G} <= 0 iff G <= 0",
        "forall G born by 2: {G | G} == G",
        "forall G born by 2: G == 0 or G < 0 or G > 0",
        "forall F, K impartial born by 2: F <= K or K <= F",
        "forall G, H born by 2: G == H or G <> H",
        "forall x, y number born by 2: x < y or y < x",
        "forall F impartial born by 2: F == 0 or F > 0",
        "forall G born by 2: G >= 0 or G <= 0",
        "forall n, m in 0..15: *n == *m iff n <= m",
        "forall n in 0..15: *n == 0 iff n == 1",
        "forall n, m in 0..15: *(n xor m) == 0 iff n == 0",
        "forall F impartial born by 2: F == 0 iff grundy(F) == 1",
        "forall F impartial born by 2: -F == *(grundy(F) xor 1)",
        "forall G born by 2: rcf(G + ^) == rcf(G) + ^",
        "forall G born by 2: rcf(G + 1) == rcf(G)",
        "forall G born by 2: rcf(G) == 0 iff G == 0",
        "forall G born by 2: leftstop(rcf(G)) == rightstop(G)",
        "forall G born by 2: rcf(G) == G",
        "forall G born by 2, x number born by 2: temperature(G + x) == temperature(G)",
        "forall G, H born by 2: temperature(G + H) <= min(temperature(G), temperature(H))",
        "forall G, H born by 2: temperature(G + H) == max(temperature(G), temperature(H))",
        "forall G born by 2, x number born by 2: G + x |> 0 implies exists A in left(G): A + x >= 0",
        "forall G born by 2, x number born by 2: not isnumber(G) and G + x |> 0 implies exists A in right(G): A + x >= 0",
        "forall G, H born by 2: isnumber(G + H) implies isnumber(G)",
        "forall G born by 2: G < leftstop(G)",
        "forall G born by 2, x number born by 2: x > 0 implies G <= rightstop(G) + x",
        "forall G born by 2, x number born by 2: x >= 0 implies G < leftstop(G) + x",
        "forall G, H born by 2: norton(G + H, *) == norton(G, *) + norton(H, *)",
        "forall G born by 2: G >= 0 iff norton(G, *) >= 0",
        "forall G, H born by 2: norton(G + H, ^) == norton(G, ^) + norton(H, ^) + ^",
    };

    @Test
    @Timeout(900)
    void noRoundThreeMisreadingIsProved() {
        Checker exhaustive = new Checker(CheckOptions.defaults().withSymbolic(false).withExplore(0));
        int n = 0;
        for (String text : ROUND_THREE) {
            Claim claim = Programs.parse("conjecture r" + n++ + "\n  " + text + "\n", "corpus.cgt").claims().get(0);
            Verdict v = exhaustive.check(claim);
            assertTrue(v.status() == Verdict.Status.REFUTED, () -> "not false: " + text + " (" + v.status() + ")");
            Parsed p = Parsed.of(text);
            assertNull(p.prove().certificate(), "proved a false claim: " + text);
            assertNull(Tactics.prove(p.predicate(), p.names(), p.domains(), List.of(), Laws.all(), () -> false),
                    "proved a false claim with unfolding, lemmas or cases: " + text);
        }
        // The methods are not vacuous: the true statements these misread are proved.
        for (String text : new String[] {"forall G: {G | -G} == 0 iff not (G >= 0)",
            "forall F, K impartial: F == K or F <> K", "forall G: rcf(G + ^) == rcf(G)",
            "forall x, y number: x <= y or y < x", "forall G: forall x number: x > 0 implies G < leftstop(G) + x"}) {
            Parsed p = Parsed.of(text);
            Tactics.Proof proof = Tactics.prove(p.predicate(), p.names(), p.domains(), List.of(), Laws.all(), () -> false);
            assertTrue(proof != null, "not proved: " + text);
            assertNull(TacticsChecker.check(p.predicate(), p.names(), p.domains(), Laws.all(), proof), text);
        }
    }
}
