package org.cgcheck.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.cgcheck.Claims;
import org.cgcheck.check.Verdict;
import org.junit.jupiter.api.Test;

/**
 * {@code game.heap.HeapRuleset(n -> ...)}'s function called at each heap played: heaps of any size,
 * the variables it names from around it, located errors for a body that gives no heap size or a
 * heap too large, and a body that runs for ever stopped by the time limit.
 */
class HeapFunctionCallsTest {
    private static final String H = "game.heap.HeapRuleset";

    private static String eval(String line) {
        BadInputTest.Run r = BadInputTest.run("eval", "--timeout", "20", line);
        return (r.out() + r.err()).strip();
    }

    @Test
    void aHeapOfAnySizeIsPlayed() {
        // Subtraction {1, 2, 3}: nim value n mod 4, at n = 4999 too (the old table stopped at 300; 5000 is every heap's limit).
        assertEquals("3", eval(H + "(n -> [[n - t] for t from 1 to 3 where t <= n])(4999).NimValue"));
        assertEquals(eval("game.heap.GrundysGame(333).NimValue"),
                eval(H + "(n -> [[k, n - k] for k from 1 to n - 1 where k != n - k])(333).NimValue"));
    }

    @Test
    void aVariableFromAroundIsReadWhereTheRulesetIsMade() {
        // k -> the subtraction game {1, ..., m} (nim value n mod (m + 1)), for each m: each m its own ruleset.
        Verdict v = Claims.check("theorem t forall m in 1..4: forall n in 0..30: "
                + H + "(k -> [[a] for a from 0 to k - 1 where k - a <= m])(n) == *(n mod (m + 1))\n").get(0);
        assertEquals(Verdict.Status.VERIFIED, v.status(), v.toString());
        Verdict shadow = Claims.check("theorem s forall n in 0..40: "
                + H + "(n -> [[a, b] for t from 1 to 2 for a from 0 to n - t for b from a to n - t where a + b == n - t])(n)"
                + " == game.heap.Kayles(n)\n").get(0);
        assertEquals(Verdict.Status.VERIFIED, shadow.status(), shadow.toString());
        Verdict wrong = Claims.check("theorem w forall m in 1..3: "
                + H + "(k -> [[a] for a from 0 to k - 1 where k - a <= m])(m) == 0\n").get(0);
        assertEquals(Verdict.Status.REFUTED, wrong.status(), wrong.toString());
    }

    @Test
    void badOptionsAreLocatedErrors() {
        String big = eval(H + "(n -> [[n]])(3).NimValue");
        assertTrue(big.startsWith("error: <expr>:1:") && big.contains("from a heap of 3 the function gives a heap of 3"), big);
        String negative = eval(H + "(n -> [[n - 2]])(3).NimValue");
        assertTrue(negative.contains("from a heap of 1 the function gives a heap of -1"), negative);
        String game = eval(H + "(n -> [[*]])(3).NimValue");
        assertTrue(game.startsWith("error: <expr>:1:") && game.contains("must be an integer"), game);
        String many = eval(H + "(n -> [[0] for b from 1 to 250000])(1).NimValue");
        assertTrue(many.startsWith("error: <expr>:1:") && many.contains("more than"), many);
    }

    @Test
    void aBodyThatRunsForEverIsStoppedByTheTimeLimit() {
        BadInputTest.Run r = assertTimeoutPreemptively(Duration.ofSeconds(60), () -> BadInputTest.run("eval", "--timeout", "2",
                H + "(n -> [[a] for a from 0 to n - 1 for b from 0 to 9000000 for c from 0 to 9000000 where b < 0])(5).NimValue"));
        assertEquals(2, r.code(), r.out() + r.err());
        assertTrue((r.out() + r.err()).contains("stopped after 2 s"), r.out() + r.err());
    }
}
