package org.cgcheck.check;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** A counterexample's "why it fails" lists a term only when its value says something new. */
class RefutationTermsTest {
    @Test
    void aLiteralPrintedBackInCgsuiteSpellingTellsNothing() {
        assertTrue(Refutation.sameAsWritten("[1, 2]", "[1,2]"));
        assertTrue(Refutation.sameAsWritten("game.heap.TakeAndBreak(\"0.77\")", "TakeAndBreak(\"0.77\")"));
        assertTrue(Refutation.sameAsWritten("*3", "*3"));
    }

    @Test
    void aValueThatDiffersIsListed() {
        assertFalse(Refutation.sameAsWritten("game.heap.Subtraction([1, 2])", "TakeAndBreak(\"0.33\")"));
        assertFalse(Refutation.sameAsWritten("*2 + *3", "*1"));
        assertFalse(Refutation.sameAsWritten("[1, 2] + [3]", "[1,2,3]"));
    }
}
