package org.cgcheck.check.prove;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.cgcheck.eval.Interpreter;
import org.cgcheck.eval.Programs;
import org.cgcheck.lang.Claim;
import org.cgcheck.lang.Expr;
import org.junit.jupiter.api.Test;

/**
 * The xor-arithmetic decision procedure against brute force: on random formulas of xor and order
 * over three naturals, a proof is never found for a formula that some naturals below 32 falsify,
 * and the prover (digits from the lowest) and the checker (from the highest) always agree.
 */
class XorArithTest {
    private static final String[] RELS = {"==", "!=", "<", "<=", ">", ">="};
    private static final String[] VARS = {"a", "b", "c"};

    @Test
    void soundAndAgreesWithTheChecker() {
        Random rnd = new Random(44);
        int proved = 0;
        int refuted = 0;
        for (int t = 0; t < 300; t++) {
            String f = formula(rnd, 2);
            Claim c = Programs.parse("theorem x\n  forall a, b, c in 0..: " + f + "\n", "x.cgt").claims().get(0);
            List<String> names = new ArrayList<>();
            List<Expr.Domain> domains = new ArrayList<>();
            Expr body = Lemma.outer(c.body(), names, domains);
            XorArith.Proof p = XorArith.prove(body, names, domains);
            String checked = XorArithChecker.check(body, names, domains);
            assertEquals(p != null, checked == null, () -> "prover and checker disagree on " + f + ": " + checked);
            boolean counterexample = false;
            for (int a = 0; a < 32 && !counterexample; a++) {
                for (int b = 0; b < 32 && !counterexample; b++) {
                    for (int x = 0; x < 8 && !counterexample; x++) {
                        java.util.Map<String, Expr> at = java.util.Map.of("a", lit(a), "b", lit(b), "c", lit(x));
                        counterexample = Boolean.FALSE.equals(new Interpreter().eval(Lemmas.substitute(body, at)));
                    }
                }
            }
            if (counterexample) {
                assertNull(p, () -> "proved a false formula: " + f);
                refuted++;
            } else if (p != null) {
                proved++;
            }
        }
        int pr = proved;
        int rf = refuted;
        assertTrue(pr >= 10 && rf >= 20, () -> "a mix of true and false formulas: " + pr + " proved, " + rf + " false");
    }

    @Test
    void theNotesFactsAreProvedAndTheirMisreadingsAreNot() {
        assertNotNull(prove("forall n, m, x in 0..: x < (n xor m) implies ((m xor x) < n or (n xor x) < m)"));
        assertNull(prove("forall n, m, x in 0..: x < (n xor m) implies (m xor x) < n"));
        assertNotNull(prove("forall n in 0..: n xor n == 0"));
        assertNull(prove("forall n in 0..: n xor 1 == n + 0"));
        assertNull(prove("forall n in 0..7: n xor 8 < 8"));
        assertNotNull(prove("forall n in 0..7: n xor 8 >= 8"));
    }

    private static Expr lit(int v) {
        return new Expr.IntLit(java.math.BigInteger.valueOf(v), null);
    }

    private static XorArith.Proof prove(String text) {
        Claim c = Programs.parse("theorem x\n  " + text + "\n", "x.cgt").claims().get(0);
        List<String> names = new ArrayList<>();
        List<Expr.Domain> domains = new ArrayList<>();
        Expr body = Lemma.outer(c.body(), names, domains);
        return XorArith.prove(body, names, domains);
    }

    private static String formula(Random rnd, int depth) {
        if (depth == 0 || rnd.nextInt(3) == 0) {
            return "(" + term(rnd) + " " + RELS[rnd.nextInt(RELS.length)] + " " + term(rnd) + ")";
        }
        String op = List.of("and", "or", "implies", "iff").get(rnd.nextInt(4));
        String f = "(" + formula(rnd, depth - 1) + " " + op + " " + formula(rnd, depth - 1) + ")";
        return rnd.nextInt(5) == 0 ? "not " + f : f;
    }

    private static String term(Random rnd) {
        StringBuilder s = new StringBuilder();
        int n = 1 + rnd.nextInt(3);
        for (int i = 0; i < n; i++) {
            if (i > 0) {
                s.append(" xor ");
            }
            s.append(rnd.nextInt(4) == 0 ? String.valueOf(rnd.nextInt(8)) : VARS[rnd.nextInt(3)]);
        }
        return "(" + s + ")";
    }
}
