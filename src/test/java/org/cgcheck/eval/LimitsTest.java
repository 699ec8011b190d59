package org.cgcheck.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.cgcheck.lang.SyntaxError;

/** Absurd sizes are located one-line errors that state the limit, never internal errors or hangs. */
class LimitsTest {
    @Test
    void hugeMultiplesOfUpsAreRefused() {
        SyntaxError e = Eval.error("18446744073709551616 * ^");
        assertTrue(e.getMessage().contains("the limit is 1048576"), e.getMessage());
        assertEquals(22, e.pos().col());
        assertTrue(Eval.error("17 * ^65536").getMessage().contains("1114112 ups"));
        assertTrue(Eval.error("18446744073709551616 * {1|0}").getMessage().contains("limit is 2^64"));
        assertEquals("18446744073709551617*", Eval.value("18446744073709551617 * 1*"));
    }

    @Test
    void sumsBeyondTheEngineLimitsAreLocated() {
        String src = "^65536 + ^65536 + ^65536 + ^65536 + ^65536 + ^65536 + ^65536 + ^65536 + ^65536 + ^65536"
                + " + ^65536 + ^65536 + ^65536 + ^65536 + ^65536 + ^65536 + ^65536";
        SyntaxError e = Eval.error(src);
        assertTrue(e.getMessage().contains("limit 1048576"), e.getMessage());
        assertEquals(src.lastIndexOf('+') + 1, e.pos().col());
    }

    @Test
    void formsOverHugeValuesAreRefused() {
        SyntaxError e = Eval.error("forall F form over {0, 1000000000}: F == F");
        assertTrue(e.getMessage().contains("limited to birthday 10000"), e.getMessage());
    }

    @Test
    void outOfRangeIntegersAndFunctionMessagesAreNamedOnce() {
        String m = Eval.error("kayles(99999999999)").getMessage();
        assertEquals("kayles: row length must be 0..40, got 99999999999", m);     // the number as written (issue 45)
        m = Eval.error("kayles(41)").getMessage();
        assertTrue(m.startsWith("kayles: ") && !m.startsWith("kayles: kayles"), m);
        assertTrue(Eval.error("atomicweight(1)").getMessage().startsWith("atomicweight: "));
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)        // hang guard only
    void ordinalSumsOverHugeGamesAreRefused() {
        assertTrue(Eval.error("1 : 1000000000").getMessage().contains("the limit is 10000"));
        assertTrue(Eval.error("ordinal(1, 1000000000)").getMessage().contains("the limit is 10000"));
        assertFalse(Eval.value("* : *4").isEmpty());
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)        // hang guard only: each operand is evaluated once
    void longOrdinalAndNortonChainsTakeLinearTime() {
        assertEquals("*40", Eval.value(String.join(":", java.util.Collections.nCopies(40, "*"))));
        assertEquals("1", Eval.value(String.join(".", java.util.Collections.nCopies(40, "(1)"))));
    }
}
