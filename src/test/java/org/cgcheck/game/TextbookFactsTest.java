package org.cgcheck.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.cgcheck.eval.Interpreter;
import org.cgcheck.lang.Parser;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Worked examples from the source texts (as corrected where the checker disagrees). */
class TextbookFactsTest {
    static Object eval(String src) {
        return new Interpreter().eval(Parser.parse(src));
    }

    @ParameterizedTest(name = "{0} = {1}")
    @CsvSource(delimiter = ';', value = {
        // Lecture Example 4.41 reduces {1,0|} to {1|}, which is 2. The list says "= 1":
        // that is wrong, and this test asserts the true value.
        "{1,0|}; 2",
        "{-5|-2}; -3",
        "{2,{20|-10}|1}; {2|1}",
        "{*|1}; 0",
        "{^|1}; 1/2",
        "{^|v}; *",
        "{0,*|1}; 1/2",
        "{0|*,v}; v*",
        "{0|0,*}; v*",
        "{{2|1/4}|{3|1}}; 1",
        "{^,*|0,^}; ^*",
        "{0,*|0}; ^*",
        "* + *; 0",
        "*3 + *5; *6",
        "* + ^; ^*",
    })
    void valueOf(String expr, String expected) {
        assertSame(org.cgcheck.eval.Values.game(eval(expected), null, "expected"), eval(expr), expr);
        assertEquals(expected.strip(), eval(expr).toString());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {"^ > 0", "^ <> *", "^ + ^ > *", "{0|*} == ^", "^^ > *", "v < 0"})
    void relationHolds(String expr) {
        assertEquals(Boolean.TRUE, eval(expr), expr);
    }

    @ParameterizedTest(name = "{0} is canonical")
    @CsvSource(delimiter = ';', value = {"{{2|0},1|0}", "{2|1}", "{1|0,*}"})
    void isAlreadyCanonical(String expr) {
        org.cgcheck.form.Form f = (org.cgcheck.form.Form) new Interpreter().evalForm(Parser.parse(expr));
        assertTrue(f.isCanonical(), expr);
    }
}
