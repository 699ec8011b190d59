package org.cgcheck.check.prove;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import org.cgcheck.lang.ClaimParser;
import org.cgcheck.lang.Expr;
import org.junit.jupiter.api.Test;

/**
 * The two chains proved from the definitions alone (issue 44): their steps are re-verified by
 * {@link DefinitionStepsChecker}, so that a corrupted step or statement is rejected; and the chain
 * checker refuses a chain that cites no lemma and has no checked steps.
 */
class DefinitionStepsCheckerTest {
    private static final String FOUR = "forall G, H: G < H or G == H or G > H or G <> H";
    private static final String BIRTHDAY = "forall F impartial: grundy(F) <= birthday(F)";

    @Test
    void theLibrarysStepsStand() {
        assertNull(DefinitionStepsChecker.check(FOUR, DefinitionSteps.FOUR_RELATIONS));
        assertNull(DefinitionStepsChecker.check(BIRTHDAY, DefinitionSteps.GRUNDY_AT_MOST_BIRTHDAY));
        // and through the chain checker, as the prover uses them
        for (String s : List.of(FOUR, BIRTHDAY)) {
            List<String> names = new ArrayList<>();
            List<Expr.Domain> domains = new ArrayList<>();
            Expr body = outer(s, names, domains);
            LemmaChains.Proof p = LemmaChains.prove(body, names, domains);
            assertNotNull(p, s);
            assertNull(LemmaChainsChecker.check(body, names, domains, p), s);
        }
    }

    @Test
    void aCorruptedRelationDefinitionFails() {
        // G < H read as G <= H alone
        reject(DefinitionStepsChecker.check(FOUR, replace(DefinitionSteps.FOUR_RELATIONS, 0,
                "G < H iff G <= H")));
        // G <> H read as "not both"
        reject(DefinitionStepsChecker.check(FOUR, replace(DefinitionSteps.FOUR_RELATIONS, 3,
                "G <> H iff not (G <= H and H <= G)")));
    }

    @Test
    void aCorruptedCaseFails() {
        // the case "only G <= H" concluding G > H
        reject(DefinitionStepsChecker.check(FOUR, replace(DefinitionSteps.FOUR_RELATIONS, 5,
                "(G <= H and not (H <= G)) implies G > H")));
        // a case dropped: the four truth values are not covered
        List<DefinitionSteps.Step> fewer = new ArrayList<>(DefinitionSteps.FOUR_RELATIONS.steps());
        fewer.remove(7);
        reject(DefinitionStepsChecker.check(FOUR, new DefinitionSteps.Proof("cases", fewer)));
        // a case fixing only one comparison
        reject(DefinitionStepsChecker.check(FOUR, replace(DefinitionSteps.FOUR_RELATIONS, 7,
                "not (G <= H) implies G <> H")));
    }

    @Test
    void aCorruptedRelationsStatementFails() {
        // the fuzzy alternative dropped: the case "neither" concludes a relation not in the statement
        reject(DefinitionStepsChecker.check("forall G, H: G < H or G == H or G > H",
                DefinitionSteps.FOUR_RELATIONS));
        reject(DefinitionStepsChecker.check("forall G, H: G < H or G == H or G >= H or G |> H",
                DefinitionSteps.FOUR_RELATIONS));
    }

    @Test
    void aCorruptedInductionStepFails() {
        // the mex read as "m - 1 or less is an option's value" would not bound m: m == 0 or g + 1 <= m
        reject(DefinitionStepsChecker.check(BIRTHDAY, replace(DefinitionSteps.GRUNDY_AT_MOST_BIRTHDAY, 0,
                "m == 0 or g < m")));
        // the birthday of an option read as "at most" F's
        reject(DefinitionStepsChecker.check(BIRTHDAY, replace(DefinitionSteps.GRUNDY_AT_MOST_BIRTHDAY, 1,
                "d <= b")));
        // a stronger induction hypothesis than the statement
        reject(DefinitionStepsChecker.check(BIRTHDAY, replace(DefinitionSteps.GRUNDY_AT_MOST_BIRTHDAY, 2,
                "g + 1 <= d")));
        // the hypothesis dropped: the arithmetic no longer follows
        List<DefinitionSteps.Step> fewer = new ArrayList<>(DefinitionSteps.GRUNDY_AT_MOST_BIRTHDAY.steps());
        fewer.remove(2);
        reject(DefinitionStepsChecker.check(BIRTHDAY, new DefinitionSteps.Proof("birthday induction", fewer)));
    }

    @Test
    void aCorruptedInductionStatementFails() {
        reject(DefinitionStepsChecker.check("forall F impartial: grundy(F) < birthday(F)",
                replace(DefinitionSteps.GRUNDY_AT_MOST_BIRTHDAY, 2, "g < d", 3, "m < b")));
        reject(DefinitionStepsChecker.check("forall F impartial: grundy(F) + 1 <= birthday(F)",
                replace(DefinitionSteps.GRUNDY_AT_MOST_BIRTHDAY, 2, "g + 1 <= d", 3, "m + 1 <= b")));
        // the statement about all games, not impartial ones
        reject(DefinitionStepsChecker.check("forall F: grundy(F) <= birthday(F)",
                DefinitionSteps.GRUNDY_AT_MOST_BIRTHDAY));
        // a statement whose last step is not it
        reject(DefinitionStepsChecker.check("forall F impartial: grundy(F) <= birthday(F) - 1",
                DefinitionSteps.GRUNDY_AT_MOST_BIRTHDAY));
    }

    @Test
    void orderArithmeticDecides() {
        List<String> v = List.of("x", "y", "z");
        assertNull(OrderArith.decide(formula("x + 1 <= y and y <= z implies x < z"), v));
        assertNotNull(OrderArith.decide(formula("x <= y and y <= z implies x < z"), v));
        assertNull(OrderArith.decide(formula("x != y implies x < y or y < x"), v));
        assertNotNull(OrderArith.decide(formula("x - 1 < y implies x <= y + 0 - 1"), v));
        assertNull(OrderArith.decide(formula("x >= 0"), v));
        assertNotNull(OrderArith.decide(formula("x >= 1"), v));
    }

    /** Rejected, and for a reason of the steps (not because a formula could not be read). */
    private static void reject(String why) {
        assertNotNull(why);
        System.out.println("rejected: " + why);
        org.junit.jupiter.api.Assertions.assertFalse(why.startsWith("a step could not be read"), why);
    }

    private static Expr formula(String text) {
        return outer("forall x, y, z in 0..: " + text, new ArrayList<>(), new ArrayList<>());
    }

    private static DefinitionSteps.Proof replace(DefinitionSteps.Proof p, Object... atAndFormula) {
        List<DefinitionSteps.Step> steps = new ArrayList<>(p.steps());
        for (int k = 0; k < atAndFormula.length; k += 2) {
            int i = (Integer) atAndFormula[k];
            DefinitionSteps.Step s = steps.get(i);
            steps.set(i, new DefinitionSteps.Step(s.kind(), s.law(), (String) atAndFormula[k + 1], s.words()));
        }
        return new DefinitionSteps.Proof(p.method(), steps);
    }

    private static Expr outer(String statement, List<String> names, List<Expr.Domain> domains) {
        ClaimParser.Result r = ClaimParser.parse("theorem t\n  " + statement + "\n", "test");
        return Lemma.outer(r.claims().get(0).body(), names, domains);
    }
}
