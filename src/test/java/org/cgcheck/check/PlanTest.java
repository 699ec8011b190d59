package org.cgcheck.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.cgcheck.lang.Claim;
import org.cgcheck.lang.ClaimParser;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.SyntaxError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.cgcheck.eval.Programs;

/**
 * The compiled plan gives, for every case, exactly the interpreter's value or error message,
 * whatever it memoises or hoists; and it memoises what depends on fewer variables.
 */
class PlanTest {
    record Compiled(List<Variable> vars, Expr predicate) { }

    static Compiled compile(String claim) {
        Claim c = Programs.parse("theorem t " + claim + "\n", "t.cgt").claims().get(0);
        List<String> names = new ArrayList<>();
        List<Expr.Domain> domains = new ArrayList<>();
        Expr predicate = Checker.outerVariables(c.body(), names, domains);
        List<Variable> vars = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            vars.add(Domains.variable(names.get(i), domains.get(i), true));
        }
        return new Compiled(vars, predicate);
    }

    /** The interpreter's answer (value or message) and the plan's, for every case, in two passes. */
    @ParameterizedTest
    @ValueSource(strings = {
        "forall G, H, K born by 1: G <= H and H <= K implies G <= K",
        "forall G, H, K born by 1: (G + H) + K == G + (H + K) or G - H > K",
        "forall G, H born by 2: not (G + H <> 0) iff -G == H",
        "forall n, m in -3..4: n + m == m + n and n * m == m * n and n - m == -(m - n)",
        "forall n, m in 0..6: *n + *m == *(n xor m)",
        "forall n, m in -2..3: *(n xor m) == *n + *m",                // negative xor: an error
        "forall n, m in -2..3: n * m > 2 or *(n - m) == 0",         // errors only where evaluated
        "forall G, H born by 1: G + 1 > H or rcf(G + H) == rcf(G) + rcf(H)",
        "forall G, H born by 1: (exists K born by 1: G + K == H) or G <> H",
        "forall G, H born by 1: {G | H} === {G | H} and {G | H} == {G | H}",
        "forall G, H born by 1: G < H implies outcome(H - G) == L",  // a hoisted constant (L)
        "forall G, H born by 1: outcome(G + H) == N or G + H >= 0 or G + H < 0 or G + H <> 0",
        "forall n in 0..3, G born by 1: n * G == G + G or n == 0 or n == 1 or n == 3",
        "forall G, H born by 1: G in followers(G + H) or H in incentives(G)",     // sets: the interpreter's
        "forall G born by 2: {-1|1} : G == 1/2 : G and G : 1 >= G : 0",            // a literal form's base
        // The plan's own fast paths: small integers as longs, games added and compared directly,
        // *(n xor m) without a BigInteger, and their fall-backs (too large, negative, a game operand).
        "forall n, m in 131069..131073: *(n xor m) == *n + *m",
        "forall n, m in -4..4: n - m == -(m - n) and (n + m != 0 or n == -m) and n xor 0 == n",
        "forall n, m in 4611686018427387900..4611686018427387904: n + m - m == n and n - m + m != n + 1",
        "forall n in 0..5, G born by 1: *n + G != G - *n or *n == *(n xor 0) + G - G",
        "forall G, H born by 2: G + H == H + G and G + H != G and *(3 xor 5) + G == *6 + G",
        // Calls of plain functions are compiled (their arguments memoised); form functions are not.
        "forall G, H born by 2: isinfinitesimal(rcf(G + H) - rcf(G) - rcf(H))",
        "forall G born by 2, n in -1..2: cool(G, n) <= G + 1 and birthday(heat(G, n)) >= 0",
        "forall n, m in -2..2: birthday(*(n xor m)) == 1 or atomicweight(*n + *m) == 0",
        "forall G, H born by 1: iscanonical({G | H}) and size(leftoptions(G + H)) >= 0",
        "forall G, H born by 1: grundy(*2 : G) >= 0 or ordinal(G, H) == G : H",
    })
    void thePlanAgreesWithTheInterpreterOnEveryCase(String claim) {
        Compiled c = compile(claim);
        Plan plan = new Plan(c.vars(), c.predicate());
        for (int pass = 0; pass < 2; pass++) {      // the second pass reads the memo tables
            int[] pos = new int[c.vars().size()];
            Plan.Case cs = new Plan.Case(c.vars());
            do {
                List<Object> tuple = new ArrayList<>();
                for (int i = 0; i < pos.length; i++) {
                    cs.set(i, pos[i]);
                    tuple.add(c.vars().get(i).elements().get(pos[i]));
                }
                String expected = answer(() -> CaseSearch.fails(c.predicate(), c.vars(), tuple));
                String actual = answer(() -> !org.cgcheck.eval.Values.bool(plan.eval(cs), c.predicate().pos(),
                        "the claim"));
                assertEquals(expected, actual, claim + " at " + tuple);
            } while (next(pos, c.vars()));
        }
    }

    private static String answer(java.util.function.BooleanSupplier fails) {
        try {
            return fails.getAsBoolean() ? "fails" : "holds";
        } catch (SyntaxError e) {
            return "error at " + e.pos() + ": " + e.getMessage();
        }
    }

    private static boolean next(int[] pos, List<Variable> vars) {
        for (int i = pos.length - 1; i >= 0; i--) {
            if (++pos[i] < vars.get(i).elements().size()) {
                return true;
            }
            pos[i] = 0;
        }
        return false;
    }

    @Test
    void eachComparisonOfTransitivityIsMemoisedPerPair() {
        Compiled c = compile("forall G, H, K born by 2: G <= H and H <= K implies G <= K");
        assertEquals(3, new Plan(c.vars(), c.predicate()).memoNodes(), "G <= H, H <= K and G <= K");
        Compiled s = compile("forall G, H born by 2: rcf(G + H) == rcf(G) + rcf(H)");
        assertEquals(2, new Plan(s.vars(), s.predicate()).memoNodes(), "rcf(G) and rcf(H)");
        Compiled call = compile("forall G, H born by 2: isinfinitesimal(rcf(G + H) - rcf(G) - rcf(H))");
        assertEquals(2, new Plan(call.vars(), call.predicate()).memoNodes(), "rcf(G) and rcf(H) inside a call");
        Compiled whole = compile("forall n, m in 0..9: n + m == m + n");
        assertEquals(0, new Plan(whole.vars(), whole.predicate()).memoNodes(), "every node needs both variables");
    }

    @Test
    void levelsListTheCasesInTheSearchOrder() {
        // Integer ranges put one value on each birthday: a block per case. The level of sum s
        // holds the pairs with |n| + |m| = s, first variable's birthday slowest.
        Compiled c = compile("forall n, m in -2..2: n + m == m + n");
        Levels ls = new Levels(c.vars());
        assertEquals("[0, 1, 2, 3, 4]", Arrays.toString(ls.sums()));
        Levels.Level two = ls.level(2);
        List<String> cases = new ArrayList<>();
        for (int b = 0; two.blockStart(b) < two.size(); b++) {
            long size = two.blockStart(b + 1) - two.blockStart(b);
            for (int x : two.group(b, 0)) {
                for (int y : two.group(b, 1)) {
                    cases.add(c.vars().get(0).elements().get(x) + "," + c.vars().get(1).elements().get(y));
                }
            }
            assertTrue(size > 0);
        }
        assertEquals(8, two.size());
        assertEquals("[0,-2, 0,2, -1,-1, -1,1, 1,-1, 1,1, -2,0, 2,0]", cases.toString());
    }
}
