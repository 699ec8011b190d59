package org.cgcheck.loopy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The printer against CGSuite's own expected output, quoted from cgsuite/cgsuite (read for this
 * test): lib/core/src/test/scala/org/cgsuite/lang/CanonicalStopperTestCase.scala and
 * SidedValueTestCase.scala (input; CGSuite's output), and the printing rules of
 * lib/core/src/main/scala/org/cgsuite/core/SimplifiedLoopyGame.scala, CanonicalStopper.scala and
 * Pseudonumber.scala. Each printed form also reads back to an equal value that prints the same.
 */
class CgsuitePrintingTest {
    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "on; on", "off; off", "over; over", "{pass|3/2}; 3/2under", "{-1/4+*|pass}; -1/4v[on]",
        "{0|{0||0|0,pass}||{0,pass|0}|0}; {0|^<on>||v<on>}",        // {0|uponth||-uponth}
        "{0||0|0,pass}; ^<on>",                                      // uponth
        "{0|||0||0|off}; {0|Tiny(on)}", "{on|0||0}; Miny(on)", "{0||0|under}; Tiny(over)",
        "+-{0|pass}; +-over", "+-{5|pass}; +-(5over)",
        "a{0||||0|||a|*||*}; a{0||||0|||a|*||*}",                    // Siegel, CGT, Figure VI.3.2
        "a{0|{0||||0,*2|||a|0||0}||0}; a{0|{0||||0,*2|||a|0||0}||0}", // Grenville's unstable game
        "{0|{0||||-1|||-1+*,a{0||0|a|||-1+*||||-1+*}||-2|b{-2,{-1,-1+*||-1+*|b|||-2}|-2}}};"
            + " {0|{0||||-1|||-1*,a{0||0|a|||-1*||||-1*}||-2|b{-2,{-1,-1*||-1*|b|||-2}|-2}}}",
        "dud; dud", "a{{|a}|}; 1 & 0", "{0|{dud|},*}; ^ & v*",
        // the tutorial's plumtrees (loopy-games.cgsh)
        "{pass|*}; ^[on]", "{0,pass|0}; ^[on]*", "{0|-upon+*}; ^<on>", "5 + over; 5over", "{on|off}; +-on"})
    void printsAsCgsuite(String input, String expected) {
        SidedValue v = Loopy.parseValue(input);
        assertEquals(expected, v.toString());
        SidedValue back = Loopy.parseValue(expected);
        assertTrue(back.equalTo(v), expected);
        assertEquals(expected, back.toString());
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "^[on]*3; {pass|*2}", "v[on]; -upon", "1^<on>*; {1,1*|1v[on]}", "-1v<on>; -(1^<on>)",
        "2Tiny(on); 2 + {0||0|off}", "Miny(over); {over|0||0}", "3/2under; 3/2 + under"})
    void shorthandReadsAsItsDefinition(String shorthand, String definition) {
        assertTrue(Loopy.parseValue(shorthand).equalTo(Loopy.parseValue(definition)), shorthand);
    }
}
