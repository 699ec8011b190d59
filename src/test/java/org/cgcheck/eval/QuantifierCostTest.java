package org.cgcheck.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.TimeUnit;
import org.cgcheck.universe.Kind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.cgcheck.eval.QuantifierCost;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.Parser;
import org.cgcheck.lang.SyntaxError;

/** Quantifiers over too many cases are refused with the estimate before anything is enumerated. */
class QuantifierCostTest {
    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)        // hang guard only
    void hugeProductsOfRangesAreRefusedWithTheEstimate() {
        SyntaxError e = Eval.error("forall a, b, c in 0..9999999: a + b == b + a");
        assertTrue(e.getMessage().contains("about 10^21 cases"), e.getMessage());
        assertTrue(e.getMessage().contains("the limit is 10^9"), e.getMessage());
        assertEquals(1, e.pos().col());
        String six = "forall a in 0..9999999, b in 0..9999999, c in 0..9999999, d in 0..9999999, e in 0..9999999,"
                + " f in 0..9999999: a == a";
        assertTrue(Eval.error(six).getMessage().contains("about 10^42 cases"));
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void nestedAndDependentDomainsCount() {
        // m ranges up to n, and n up to 10^5: about 10^10 cases, not 10^5.
        assertTrue(Eval.error("forall n in 0..100000: forall m in 0..n: m == m").getMessage()
                .contains("10000200001 cases"));
        assertTrue(Eval.error("forall G, H, K born by 3: G + H + K == K + H + G").getMessage()
                .contains("3202524424 cases"));
        assertTrue(Eval.error("1 == 1 and exists x in 0..9999999: forall y in 0..9999999: x == y").getMessage()
                .contains("100000000000000 cases"));
    }

    @Test
    void feasibleQuantifiersStillRun() {
        assertEquals("true", Eval.value("forall G, H born by 2: G + H == H + G"));
        assertEquals("true", Eval.value("forall n in 0..20: forall m in 0..n: m <= n"));
        assertEquals("true", Eval.value("forall n in 0..5000000: n >= 0"));
    }

    @Test
    void theCountTableMatchesTheUniverse() {
        for (int day = 0; day <= 2; day++) {
            assertEquals(Kind.VALUES.bornBy(day).size(), count("born by " + day));
            assertEquals(Kind.FORMS.bornBy(day).size(), count("form born by " + day));
        }
        for (int day = 0; day <= 3; day++) {
            assertEquals(Kind.IMPARTIAL_FORMS.bornBy(day).size(), count("impartial born by " + day));
        }
    }

    @Test
    void uptimalsAreCountedFromTheirTable() {
        assertEquals(1695, count("uptimal born by 6"));
        assertEquals(15891, count("uptimal born by 8"));
        assertTrue(Eval.error("forall G, H, K uptimal born by 6: G + H + K == K + H + G").getMessage()
                .contains("4869777375 cases"));
    }

    private static long count(String domain) {
        Expr e = Parser.parse("forall X " + domain + ": true");
        return QuantifierCost.cost(e, java.util.Map.of(), java.util.Map.of()).longValueExact();
    }
}
