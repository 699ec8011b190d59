package org.cgcheck.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.cgcheck.lang.SyntaxError;

/** What a user would not mean is a located error with a suggestion, never a silent other reading. */
class StrictNotationTest {
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "2.5            | 1 | decimals are not games; write 5/2",
        "0.5            | 1 | decimals are not games; write 1/2",
        "G + 0.25 > G   | 5 | decimals are not games; write 1/4",
        "3.0            | 1 | decimals are not games; write 3",
        "*2.5           | 2 | decimals are not games; write 5/2",
        "1 + .5         | 5 | decimals are not games; write 1/2",
        "0.1            | 1 | 0.1 = 1/10 is not a dyadic rational"})
    void decimalsAreLocatedErrorsThatSuggestTheFraction(String src, int col, String message) {
        SyntaxError e = Eval.error(src);
        assertEquals(col, e.pos().col(), e.getMessage());
        assertTrue(e.getMessage().contains(message), e.getMessage());
    }

    @Test
    void nortonProductsStillParse() {
        assertEquals("{2|1||-1}", Eval.value("{1|0}.{1|0}"));
        assertEquals("^", Eval.value("1.^"));
        assertEquals("5", Eval.value("(1).5"));
        assertEquals(Eval.value("norton({1|0}, 5)"), Eval.value("{1|0}.5"));
        assertEquals("true", Eval.value("forall G in {*, ^}: G.1 == G"));
        assertEquals("1*", Eval.value("(+-1).Cool(1) + 1"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "1 = 1          | 3 | '=' is not a relation; write '==' for equal values",
        "^ => *         | 3 | write 'implies'",
        "1 =< 2         | 3 | write '<='",
        "1 <=> 2        | 3 | '<=>' is not a relation",
        "3 **2          | 3 | '**' is not an operator",
        "--1            | 1 | '--' is not an operator",
        "1--1           | 2 | '--' is not an operator",
        "1+-1           | 2 | '+-' here would be the switch",
        "+1             | 1 | a unary '+' is not needed",
        "!(1 == 1)      | 1 | write 'not'",
        "1 == 1 && 2 == 2 | 8 | write 'and'",
        "2*n            | 2 | ambiguous '2*n'",
        "1 – 1          | 3 | en dash",
        "1 ∧ 1          | 3 | write 'and'",
        "٣              | 1 | only the digits 0-9",
        "1\u00a0+ 1     | 2 | U+00A0",
        "１             | 1 | full-width",
        "^<65537>       | 3 | multiplicity 65537 is too large (limit 65536)",
        "*131072        | 2 | limit *131071",
        "forall and in 0..1: true | 8 | 'and' is a keyword"})
    void silentMisreadingsAreErrors(String src, int col, String message) {
        SyntaxError e = Eval.error(src.replace("\\u00a0", "\u00a0"));
        assertTrue(e.getMessage().contains(message), e.getMessage());
        assertEquals(col, e.pos().col(), e.getMessage());
    }

    @Test
    void whatCgsuitePrintsAndUnambiguousSymbolsAreRead() {
        assertEquals("^", Eval.value("↑"));
        assertEquals("v*", Eval.value("↓*"));
        assertEquals("true", Eval.value("1 ≠ 2"));
        assertEquals("true", Eval.value("0 ≤ ↑"));
        assertEquals("0", Eval.value("1 − 1"));          // U+2212, the minus sign
        assertEquals("2*3", Eval.value("2*3"));          // CGSuite prints 2 + *3 so
        assertEquals("1", Eval.value("- -1"));
        assertEquals("6", Eval.value("2 * 3"));
        assertEquals("true", Eval.value("1 == 1 and forall x in 0..2: x >= 0"));
        assertEquals("false", Eval.value("not forall x in 0..2: x >= 0"));
    }

    @Test
    void tokensAreNotGlued() {
        assertTrue(Eval.error("1 2").getMessage().contains("expected end of input"));
        assertTrue(Eval.error("1 //2").getMessage().contains("'/'"));
        assertTrue(Eval.error("{1|0} {1|0}").getMessage().contains("expected end of input"));
    }
}
