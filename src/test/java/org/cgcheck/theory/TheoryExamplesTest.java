package org.cgcheck.theory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.cgcheck.form.Form;
import org.cgcheck.eval.Interpreter;
import org.cgcheck.lang.Parser;
import org.cgcheck.lang.SyntaxError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Worked examples and definitions from the sources (theorems are the checker's business). */
class TheoryExamplesTest {
    static String eval(String s) {
        return String.valueOf(new Interpreter().eval(Parser.parse(s)));
    }

    @ParameterizedTest(name = "{0} = {1}")
    @CsvSource(delimiter = ';', value = {
        // Calistrate's worked example and the note after Theorem 5.
        "rcf({{2|0},1||0}); {1|0}",
        // The paper writes G_* = {{2|0},1*||*} and then bypasses the reversible {2|0}.
        "coolstar({{2|0},1||0}); {1*|*}",
        "coolstar({1|*}); {1*|*}",
        "rcf({1|*}); {1|0}",
        "rcf(^); 0", "rcf(*); 0", "rcf(^^*3 + 5/2); 5/2", "rcf(+-1); +-1",
        // Temperatures: {3||2|1} has scaffolds 3 - t and 3/2 + t meeting at t = 3/4.
        "temperature({3||2|1}); 3/4", "mean({3||2|1}); 9/4", "temperature(+-1); 1", "temperature({1|0}); 1/2",
        "temperature(*); 0", "temperature(^); 0", "temperature(7); -1", "temperature(3/8); -1/8",
        "cool(+-1, 1); *", "cool({3||2|1}, 1/2); {5/2|2*}", "cool({3||2|1}, 1); 9/4", "heat(*, 1); +-1",
        "heat(1*, 1); {2|0}",
        "atomicweight(^); 1", "atomicweight(^* + ^); 2", "atomicweight({0|v*}); 0", "{0|v*}; ^<2>",
        "norton(3, ^); ^3", "norton(-2, ^*); vv", "(2).^; ^^", "ordinal(*2, *3); *5", "1:*; 1*",
        "grundy({0,*|0,*}); 2", "mex(0, 1, 3); 2", "3 xor 5; 6",
        "isinfinitesimal(^ + *); true", "isinfinitesimal(1*); false", "isreduced({1|0}); true",
        "isreduced(^); false", "isallsmall({0|v*}); true", "isallsmall(1*); false",
        "iscanonical({1,0|}); false", "removedominated({1,0|}); 2", "bypassreversible({2,{20|-10}|1}); {2|1}",
    })
    void example(String expr, String expected) {
        assertEquals(expected, eval(expr), expr);
    }

    /** Kayles: remove one pin or two adjacent pins from a row, possibly splitting it. */
    static Form kayles(int n) {
        List<Form> opts = new ArrayList<>();
        for (int take = 1; take <= 2; take++) {
            for (int i = 0; i + take <= n; i++) {
                opts.add(kayles(i).plus(kayles(n - take - i)));
            }
        }
        return Form.of(opts, opts);
    }

    @Test
    void kaylesGrundyValues() {
        int[] expected = {0, 1, 2, 3, 1, 4, 3};
        for (int n = 0; n < expected.length; n++) {
            Form k = kayles(n);
            assertTrue(k.isImpartial());
            assertEquals(expected[n], Impartial.grundy(k), "Kayles row of " + n);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"cool(^, *)", "cool(1, -1)", "atomicweight(5)", "atomicweight(1*)", "rcf(1, 2)",
        "cool(^)", "grundy({1|})", "heat()", "mex(*)", "norton(^)"})
    void badCallsNameTheFunction(String expr) {
        SyntaxError e = org.junit.jupiter.api.Assertions.assertThrows(SyntaxError.class, () -> eval(expr));
        String fn = expr.substring(0, expr.indexOf('('));
        assertTrue(e.getMessage().toLowerCase().contains(fn), e.getMessage());
    }
}
