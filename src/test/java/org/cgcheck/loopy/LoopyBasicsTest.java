package org.cgcheck.loopy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Parsing, printing, outcomes, order and sides of the named loopy games (WW ch. 11). */
class LoopyBasicsTest {
    private static SidedValue v(String s) {
        return Loopy.parseValue(s);
    }

    private static String p(String s) {
        return v(s).toString();
    }

    @Test
    void constantsPrintByName() {
        assertEquals("on", p("{pass|}"));
        assertEquals("off", p("{|pass}"));
        assertEquals("over", p("{0|pass}"));
        assertEquals("under", p("{pass|0}"));
        assertEquals("^[on]", p("{pass|*}"));             // CGSuite: upon prints as ^[on]
        assertEquals("dud", p("{pass|pass}"));
        assertEquals("dud", p("on + off"));
    }

    @Test
    void shortGamesPrintAsShortGames() {
        assertEquals("{1|0}", p("{1|0}"));
        assertEquals("^*", p("{0,*|0}"));
        assertEquals("{3||2|1}", p("{3||2|1}"));
        assertEquals("on", p("on + 1"));
        assertEquals("over", p("{0|a{0|a}}"));
    }

    @Test
    void labelsAndPass() {
        LoopyGame g = Loopy.parseGame("a{0|{*|a}}");
        assertTrue(g.isStopper());                        // Right moves twice round the cycle
        assertEquals("*", LoopyPrinter.print(g));         // {*|a} reverses through * ≥ a
        LoopyGame h = Loopy.parseGame("a{0|{a|*}}");
        assertFalse(h.isStopper());
        assertEquals("a{0||a|*}", LoopyPrinter.print(h));    // slash counting, as CGSuite
        assertTrue(Loopy.parseGame("{0|pass}").isStopper());
        assertFalse(Loopy.parseGame("{pass|pass}").isStopper());
    }

    @Test
    void errorsHavePositions() {
        LoopySyntaxError e = assertThrows(LoopySyntaxError.class, () -> Loopy.parseGame("{0|b}"));
        assertEquals(3, e.offset);
        e = assertThrows(LoopySyntaxError.class, () -> Loopy.parseGame("pass"));
        assertEquals(0, e.offset);
        e = assertThrows(LoopySyntaxError.class, () -> Loopy.parseGame("{0|1"));
        assertThrows(LoopySyntaxError.class, () -> Loopy.parseGame("{0|1|2}"));
        assertThrows(LoopySyntaxError.class, () -> Loopy.parseValue("0 & 1"));
    }

    @Test
    void outcomesWithDraws() {
        assertEquals("L", PlayOutcome.outcomeClass(LoopyGame.ON));
        assertEquals("R", PlayOutcome.outcomeClass(LoopyGame.OFF));
        assertEquals("D", PlayOutcome.outcomeClass(LoopyGame.DUD));
        assertEquals("L", PlayOutcome.outcomeClass(LoopyGame.OVER));
        assertEquals("L", PlayOutcome.outcomeClass(LoopyGame.UPON));   // Right's only move is to *
    }

    @Test
    void order() {
        assertTrue(v("on").geq(v("1000")));
        assertTrue(v("over").geq(v("0")));
        assertFalse(v("0").geq(v("over")));
        assertTrue(v("1/64").geq(v("over")));
        assertTrue(v("upon").geq(v("^")));
        assertTrue(v("on + off").equalTo(v("dud")));
        assertEquals("on", v("dud").onside().toString().isEmpty() ? "" : LoopyPrinter.print(v("dud").onside()));
        assertEquals("1 & 0", p("a{{|a}|}"));
    }
}
