package org.cgcheck.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.function.LongSupplier;
import org.junit.jupiter.api.Test;
import org.cgcheck.eval.Interpreter;
import org.cgcheck.eval.QuantifierPace;
import org.cgcheck.lang.Parser;
import org.cgcheck.lang.SyntaxError;

/**
 * Interactive evaluation refuses a quantifier nest by its measured pace. The clock here is a
 * fake that advances 100 ms per reading (one reading per 256 cases), so the pace is exactly
 * 2,560 cases/s whatever the machine: 100,000 cases are estimated at 39 s.
 */
class QuantifierPaceTest {
    private static LongSupplier fakeClock() {
        long[] now = {0};
        return () -> now[0] += 100_000_000L;
    }

    private static Object eval(String src, double limitSeconds) {
        return Interpreter.paced(Map.of(), new QuantifierPace.Policy(limitSeconds, fakeClock())).eval(Parser.parse(src));
    }

    @Test
    void aNestAboveTheLimitIsRefusedWithItsEstimate() {
        SyntaxError e = assertThrows(SyntaxError.class, () -> eval("1 + 1 == 2 and forall n in 0..99999: n >= 0", 30));
        assertTrue(e.getMessage().startsWith("refused: these quantifiers would evaluate 100,000 cases, about 39 s"
                + " at the 2,560 cases/s measured on the first 5,120; the limit here is 30 s."), e.getMessage());
        assertEquals(16, e.pos().col(), "located at the quantifier");
    }

    @Test
    void aNestBelowTheLimitRuns() {
        assertEquals(Boolean.TRUE, eval("forall n in 0..99999: n >= 0", 60));
    }

    @Test
    void innerQuantifiersCountTowardsTheSamePace() {
        assertThrows(SyntaxError.class, () -> eval("forall n in 0..316: forall m in 0..316: n + m >= 0", 30));
    }

    @Test
    void anEarlyCounterexampleEndsTheNestBeforeAnyEstimate() {
        assertEquals(Boolean.FALSE, eval("forall n in 0..99999: n < 10", 1));
    }

    @Test
    void withoutAPolicyNothingIsRefusedByPace() {
        assertEquals(Boolean.TRUE, new Interpreter().eval(Parser.parse("forall n in 0..99999: n >= 0")));
    }
}
