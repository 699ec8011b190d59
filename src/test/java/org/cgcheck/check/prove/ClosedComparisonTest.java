package org.cgcheck.check.prove;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.cgcheck.check.CheckOptions;
import org.cgcheck.check.Checker;
import org.cgcheck.check.Verdict;
import org.cgcheck.eval.Programs;
import org.cgcheck.lang.Claim;
import org.cgcheck.lang.Expr;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Closed comparisons of games (issue 44): a true one is proved from the definition of <= and the
 * proof is re-verified from the games' options; a corrupted proof, or the proof of another
 * statement, is rejected; a false one is refuted, never proved.
 */
class ClosedComparisonTest {
    /** True closed comparisons, among them the Lean peers' * <> 0 and ^ > 0. */
    static final String[] TRUE = {
        "* <> 0", "^ > 0", "v < 0", "^ + v == 0", "* + * == 0", "*2 + *3 == *1", "{1|-1} <> 0", "1/2 + 1/2 == 1",
        "^ + ^ > *", "^* <> 0", "*2 != *3", "{0|*} == ^", "-1 <= ^", "* <| 0", "* |> 0", "{0|1} >= 1/2",
        "^ + ^ + ^ > *2",
    };

    /** Tempting false closed comparisons: each refuted by evaluation, none proved. */
    static final String[] FALSE = {
        "* > 0", "* == 0", "* < 0", "^ <> 0", "^ == 0", "^* > 0", "^ > *", "v < *", "*2 == *3", "* + * <> 0",
        "*2 + *3 == *5", "{1|-1} > 0", "{1|-1} == 0", "1/2 + 1/2 > 1", "{0|1} == 1", "^ + ^ <= *", "{0|*} < 0",
        "^ + v <> 0", "{1|-1} < 1", "*2 <| *2", "* + * != 0", "^ >= *", "0 <= *",
    };

    @Test
    @Timeout(120)
    void trueComparisonsAreProvedAndTheProofStands() {
        Checker checker = new Checker(CheckOptions.defaults().withExplore(0));
        for (String text : TRUE) {
            Verdict v = checker.check(claim(text));
            assertEquals(Verdict.Status.PROVED, v.status(), () -> text + ": " + v.message());
            ClosedComparison.Proof p = ClosedComparison.prove(body(text));
            assertNotNull(p, text);
            assertNull(ClosedComparisonChecker.check(body(text), p), text);
            assertTrue(ClosedComparison.lawsUsed(p).contains("definition_game"));
        }
    }

    @Test
    @Timeout(120)
    void falseComparisonsAreRefutedNotProved() {
        assertTrue(FALSE.length >= 20);
        Checker checker = new Checker(CheckOptions.defaults().withExplore(0));
        for (String text : FALSE) {
            Verdict v = checker.check(claim(text));
            assertEquals(Verdict.Status.REFUTED, v.status(), () -> "not refuted: " + text + ": " + v.message());
            assertNull(ClosedComparison.prove(body(text)), text);
        }
    }

    @Test
    void theProofReadsAsPlay() {
        List<String> steps = ClosedComparison.steps(ClosedComparison.prove(body("* <> 0")));
        String all = String.join("\n", steps);
        assertTrue(all.contains("not (* <= 0)") && all.contains("Left, moving first in *, wins by moving to 0"), all);
        assertTrue(all.contains("Right, moving first in *, wins by moving to 0"), all);
        assertTrue(all.contains("hence * <> 0"), all);
    }

    @Test
    void aCorruptedProofIsRejected() {
        ClosedComparison.Proof p = ClosedComparison.prove(body("^ > 0"));
        assertNull(ClosedComparisonChecker.check(body("^ > 0"), p));
        // the proof of ^ > 0 offered for other statements
        for (String other : new String[] {"^ < 0", "^ <> 0", "^ == 0", "^ > *", "* > 0"}) {
            assertNotNull(ClosedComparisonChecker.check(body(other), retarget(p, body(other))), other);
        }
        List<ClosedComparison.Fact> facts = p.facts();
        for (int i = 0; i < facts.size(); i++) {
            ClosedComparison.Fact f = facts.get(i);
            // a fact turned round (X <= Y as not X <= Y, and back)
            assertNotNull(ClosedComparisonChecker.check(body("^ > 0"), with(p, i, new ClosedComparison.Fact(!f.le(),
                    f.x(), f.y(), f.le() ? 'L' : ' ', 0, f.cites()))), "flipped step " + (i + 1));
            if (!f.le()) {
                // the winning move named on the other side
                assertNotNull(ClosedComparisonChecker.check(body("^ > 0"), with(p, i, new ClosedComparison.Fact(false,
                        f.x(), f.y(), f.witness() == 'L' ? 'R' : 'L', f.index(), f.cites()))), "witness " + (i + 1));
            } else if (!f.cites().isEmpty()) {
                // an option left unanswered
                assertNotNull(ClosedComparisonChecker.check(body("^ > 0"), with(p, i, new ClosedComparison.Fact(true,
                        f.x(), f.y(), ' ', -1, f.cites().subList(1, f.cites().size())))), "unanswered " + (i + 1));
            }
        }
        // the games swapped for others
        assertNotNull(ClosedComparisonChecker.check(body("^ > 0"), new ClosedComparison.Proof(p.op(), p.left(), p.right(),
                org.cgcheck.form.Form.canonical(org.cgcheck.game.Game.STAR), p.b(), p.facts())));
    }

    private static ClosedComparison.Proof retarget(ClosedComparison.Proof p, Expr other) {
        Expr.Binary b = (Expr.Binary) other;
        return new ClosedComparison.Proof(b.op(), b.left(), b.right(), p.a(), p.b(), p.facts());
    }

    private static ClosedComparison.Proof with(ClosedComparison.Proof p, int i, ClosedComparison.Fact f) {
        List<ClosedComparison.Fact> facts = new ArrayList<>(p.facts());
        facts.set(i, f);
        return new ClosedComparison.Proof(p.op(), p.left(), p.right(), p.a(), p.b(), facts);
    }

    private static Claim claim(String text) {
        return Programs.parse("conjecture c\n  " + text + "\n", "closed.cgt").claims().get(0);
    }

    private static Expr body(String text) {
        return claim(text).body();
    }
}
