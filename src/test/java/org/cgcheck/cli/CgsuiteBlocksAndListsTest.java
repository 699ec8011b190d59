package org.cgcheck.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import org.junit.jupiter.api.Test;

/**
 * Issue 42: CGSuite's block {@code begin x := E; ... end} and its list forms, pasted as CGSuite
 * users write them. The expected values are CGSuite 2.2's answers (cgs-eval) for the same lines;
 * lists print as CGSuite prints them ({@code [1,4,9]}).
 */
class CgsuiteBlocksAndListsTest {
    private static String eval(String line) {
        EvalCommand.Result r = EvalCommand.evaluate(line, "test", 1, null);
        return r.error() != null ? "error: " + r.error().getMessage() : r.line();
    }

    @Test
    void blocksNameFollowers() {
        assertEquals("{0|^<on>||v<on>}", eval("begin uponth := {0||0|0,pass}; {0|uponth||-uponth} end"));
        assertEquals("{^[on]*,^<on>||v<on>|0}",
                eval("(begin uponth := {0||0|0,pass}; {0|uponth||-uponth} end).Variety"));
        assertEquals("3", eval("begin a := 1; b := a + 1; b + a end"));
        assertEquals("2", eval("begin x := 2 end"));        // CGSuite: an assignment's value is the block's
        assertEquals("2", eval("begin x := 2; end"));
        assertEquals("3", eval("begin x := 2; x + 1; end"));
        assertEquals("2", eval("begin x := 1; begin x := 2; x end end"));     // the inner block's x
    }

    @Test
    void blockErrorsAreLocated() {
        for (String bad : new String[] {"begin x := 2; x", "begin x := 1 x end", "x := 3", "begin and := 1; 2 end"}) {
            EvalCommand.Result r = EvalCommand.evaluate(bad, "test", 1, null);
            assertNotNull(r.error(), bad);
            assertNotNull(r.error().pos(), bad);
        }
    }

    @Test
    void cgsuiteListForms() {
        assertEquals("[1,4,9,16]", eval("[n*n for n from 1 to 4]"));       // as CGSuite
        assertEquals("[2,4,6]", eval("[1,2,3].Apply(x -> x*2)"));
        assertEquals("[1,4,9]", eval("for p in [1,2,3] yield p*p end"));
        assertEquals("[1,2,3]", eval("for n from 1 to 3 yield n end"));
        assertEquals("[2,4,6]", eval("for n from 1 to 6 where n mod 2 == 0 yield n end"));
        assertEquals("[0,1,2,3]", eval("[nimvalue(*n) for n from 0 to 3]"));
        assertEquals("[]", eval("[n for n from 3 to 1]"));
    }

    @Test
    void listFormErrorsAreLocated() {
        for (String bad : new String[] {"[n for n from 1 to 9 by 0]", "[n for n from 1 9]", "for n in [1] yield n",
                "[1,2].Apply(x => x)", "for n in [1] n end"}) {
            EvalCommand.Result r = EvalCommand.evaluate(bad, "test", 1, null);
            assertNotNull(r.error(), bad);
            assertNotNull(r.error().pos(), bad);
        }
    }
}
