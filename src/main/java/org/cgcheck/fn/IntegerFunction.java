package org.cgcheck.fn;

import java.math.BigInteger;
import java.util.List;

/**
 * A function of one integer written in the claim language, CGSuite's {@code n -> E}, as the lower
 * layers call it: evaluated when it is called (the evaluator implements it), not tabulated first.
 * {@code game.heap.HeapRuleset(n -> [[a, b], ...])} reads each value as a flat list of integers.
 * Its {@code toString} is the function as written ({@code k -> 3}), as positions made from it print.
 */
public interface IntegerFunction extends Typed {
    /**
     * The value at n, as a flat list of integers; a value of another kind, a timeout or an error
     * of the body is thrown as the evaluator's located error (or {@link org.cgcheck.game.EvaluationStopped}).
     */
    List<BigInteger> at(BigInteger n);

    /** Equal keys, equal functions (the text and the values it reads): a ruleset made from it is made once. */
    String key();

    @Override
    default String typeName() {
        return "a function";
    }
}
