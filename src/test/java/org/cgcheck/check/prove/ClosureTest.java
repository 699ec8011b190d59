package org.cgcheck.check.prove;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.cgcheck.Claims;
import org.cgcheck.check.CheckOptions;
import org.cgcheck.check.Verdict;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.Parser;
import org.junit.jupiter.api.Test;

/** Closure of kinds under the group operations: what is proved, what is not, and the checker's teeth. */
class ClosureTest {
    private static Verdict check(String claim) {
        return Claims.check("theorem t " + claim + "\n", "t.cgt",
                CheckOptions.defaults().withExplore(0).withRandom(300).withCrossCheck(true)).get(0);
    }

    @Test
    void kindsClosedUnderSumsNegativesAndMultiplesAreProved() {
        for (String c : List.of("forall x, y number: isnumber(x + y) and isnumber(-x) and isnumber(x - 3 * y)",
                "forall G, H dicotic: isdicotic(G + H) and isinfinitesimal(G - H)",
                "forall G, H: isnumber(G) and isnumber(H) implies isnumber(G + H + 1/2)",
                "forall F, E impartial: isnimber(F + E)", "forall G, H dicotic born by 3: isdicotic(G + H)",
                "forall x number: -x + x == 0 and isnumber(-x)",
                "forall x, y number: x <= y implies isnumber(y - x) and y - x >= 0")) {
            Verdict v = check(c);
            assertEquals(Verdict.Status.PROVED, v.status(), c + ": " + v.message());
            assertEquals("closure", v.proof().get("kind"), c);
        }
    }

    @Test
    void whatDoesNotFollowIsNotProved() {
        for (String c : List.of("forall G born by 2, x number born by 2: isnumber(G + x)",
                "forall G, H born by 2: isnumber(G) implies isnumber(G + H)",
                "forall x number born by 2: isinteger(x + 1)", "forall G born by 2: isdicotic(G + *)",
                "forall x number born by 3: isinfinitesimal(x)", "forall G dicotic born by 3: isnumber(G)",
                "forall G: isnumber(G + 1/2)", "forall G, H: isnumber(G) implies isnumber(G + H)",
                "forall x number: isinteger(x + 1)", "forall G: isdicotic(G + *)",
                "forall x number born by 2, G born by 2: isnumber(x) and x + G == x",
                "forall x, y number born by 2: isnumber(x - y) and x - y >= 0")) {
            Verdict v = check(c);
            assertNotEquals(Verdict.Status.PROVED, v.status(), c + ": " + v.message());
            assertTrue(v.status() == Verdict.Status.REFUTED, c + ": " + v.status() + " " + v.message());
        }
    }

    @Test
    void theCheckerRejectsAStepThatDoesNotFollow() {
        Expr body = ((Expr.Quantified) Parser.parse("forall G, H: isnumber(G + H)")).body();
        Map<String, String> kinds = Map.of("G", "", "H", "");
        assertNull(Closure.prove(body, kinds));
        Closure.Proof forged = new Closure.Proof(List.of(), List.of(
                new Closure.Step("isnumber", ((Expr.Call) body).args().get(0), "made up")));
        String why = ClosureChecker.check(body, kinds, forged);
        assertTrue(why != null && why.contains("does not follow"), why);
    }
}
