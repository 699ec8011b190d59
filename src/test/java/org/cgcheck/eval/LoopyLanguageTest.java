package org.cgcheck.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.cgcheck.lang.SyntaxError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Loopy games in the claim language: literals, constants, operators, and errors at their position. */
class LoopyLanguageTest {
    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "on; on", "{pass|}; on", "off + 7; off", "on + off; dud", "-over; under", "{0|pass}; over",
        "{pass|*}; ^[on]", "a{0|{a|*}}; 1 & *", "b{0|{*|b}}; *", "{0, pass | 0}; ^[on]*", "{0|over}; over",
        "{on|off}; +-on", "1 + {1|0}; {2|1}", "(on + off).Onside; on", "(on).IsStopper; true",
        "over > 0; true", "over < 1/1024; true", "upon <> ^^; false", "dud <> 0; true", "on >= 5; true",
        "loopy(\"{pass|0} & off\"); under & off", "loopyoutcome(upon + *); N", "1 & 0; 1 & 0",
        "1 & 0 == a{{|a}|}; true", "on & off; dud", "1 + 1 & 0; 2 & 0", "(1 & 0) - (1 & 0); 1 & -1",
        "outcome(upon); L", "(off).OutcomeClass; R", "outcome(over - 1) == R; true",
        "on.LeftStop; on", "(off).RightStop; off", "over.LeftStop; over", "upon.LeftStop; 0",
        "(upon).Stop(Right); 0", "leftstop(loopy(\"+-{5|pass}\")); 5over", "rightstop({pass|3/2}); 3/2under",
        "leftstop(1/2); 1/2", "(over + 1).LeftStop == 1 + over; true",
        // Issue 32: CGSuite's outcome classes with draws, degrees, +-G of a loopy G, sides as graphs.
        "outcome(on + off); D", "(a{{|a}|}).OutcomeClass; PHat", "(a{{|a}|}).OutcomeClass == PHat; true",
        "(over - over).OutcomeClass == L; false", "(1 & 0).OutcomeClass; PHat", "(over + *).OutcomeClass == L; true",
        "on.Degree; on", "upon.Degree; ^<on>", "(upon + *).Degree; ^<on>", "over.Degree; over", "(on + 1).Degree; on",
        "+-{0|pass}; +-over", "(+-{5|pass}).LeftStop; 5over", "+-{on, 1}; +-on",
        "a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}; a{1|1,{1*|a||*}||0} & a{0,{1|||1*|a||*}|0}",
        "a{0,{1|1,{*,{1+*|1+*,a}|*}}|0} + 1; a{2|2,{2*|a||1*}||1} & a{1,{2|||2*|a||1*}|1}",
        "(a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}).OutcomeClass; N"})
    void evaluates(String src, String expected) {
        assertEquals(expected, Eval.value(src));
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "rcf(on); 5; rcf's argument",
        "on * 2; 4; not defined for loopy games",
        "1 + {0|b{c|pass}}; 10; unbound label 'c'",
        "{1|b{2|pass}} + pass; 17; 'pass' stands only",
        "on === on; 4; not defined for loopy games",
        "isatomic(over + 1); 15; must be a game, but this is a loopy game",     // isnumber answers since issue 42
        "cool(over, 1); 6; must be a game",
        "0 & 1; 3; needs S >= T",
        "dud & 0; 5; takes stoppers",
        "1 == 1 & 2 == 2; 12; to join conditions write 'and'",
        "1 & 0 & -1; 7; does not chain",
        "(on + off).Degree; 12; is defined for stoppers",
        "(a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}).Onside; 34; is not stopper-sided",
        "(a{{|a}|}).LeftStop; 12; is defined for stoppers",
        "(on + off).RightStop; 12; is defined for stoppers"})
    void errorsAtTheirPosition(String src, int col, String message) {
        SyntaxError e = Eval.error(src);
        assertTrue(e.getMessage().contains(message), e.getMessage());
        assertEquals(col, e.pos().col(), e.getMessage());
    }

    @Test
    void shortGamesAreUnchanged() {
        assertEquals("{2|1}", Eval.value("{2,{20|-10}|1}"));
        assertEquals("^*", Eval.value("^ + *"));
        assertEquals("true", Eval.value("{1|0} <> 1/2"));
    }
}
