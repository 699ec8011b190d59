package org.cgcheck.loopy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.cgcheck.eval.Interpreter;
import org.cgcheck.eval.Values;
import org.cgcheck.lang.Parser;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * What cgcheck prints for a loopy value, in CGSuite's notation (5over, ^[on]*, +-(5over), Tiny(on),
 * slashes), reads back in the claim language itself, not only inside loopy("..."): a line from a
 * CGSuite worksheet pastes into a claim.
 */
class ShorthandInTheLanguageTest {
    private static Object eval(String text) {
        return new Interpreter().eval(Parser.parse(text));
    }

    @Test
    void everyPrintedSmallStopperReadsBackAsTheSameValue() {
        List<LoopyGame> stoppers = StopperOrderTest.smallStoppers();
        int n = 0;
        for (LoopyGame g : stoppers) {
            String printed = LoopyPrinter.print(g);
            Object back = eval(printed);
            LoopyGame read = back instanceof SidedValue s ? (s.isStopper() ? s.onside() : null)
                    : LoopyGame.of(Values.game(back, null, "a short value"));     // 0, 1/2, ^*: short games
            assertTrue(read != null && Survival.geq(read, g) && Survival.geq(g, read),
                    () -> "the language read " + printed + " as " + Values.print(back));
            assertEquals(printed, Values.print(back));
            n++;
        }
        assertTrue(n > 1000, "stoppers read back: " + n);
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "-5over == -5 + over; true", "-(5over) == -5under; true", "3/2under == 3/2 + under; true",
        "^[on] == upon; true", "^[on]* == upon + *; true", "v[on] == -upon; true", "1^<on>* == 1 + ^<on>*; true",
        "-1/4v[on] == -1/4 + v[on]; true", "+-over == {over|under}; true", "+-(5over) == {5over|-5under}; true",
        "+-on == {on|off}; true", "2Tiny(on) == 2 + Tiny(on); true", "Tiny(on) == {0||0|off}; true",
        "{0|Tiny(on)} == loopy(\"{0|Tiny(on)}\"); true", "1over + 1 == 2over; true", "+-1 == {1|-1}; true",
        "-1^ == -1 + ^; true"})
    void shorthandMeansWhatCgsuiteMeans(String claim, String value) {
        assertEquals(value, Values.print(eval(claim)), claim);
    }
}
