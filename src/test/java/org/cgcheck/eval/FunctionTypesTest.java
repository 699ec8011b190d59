package org.cgcheck.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.cgcheck.eval.Functions;
import org.cgcheck.eval.Signatures;
import org.cgcheck.eval.TypeChecker;
import org.cgcheck.fn.Builtin;
import org.cgcheck.lang.Parser;
import org.cgcheck.lang.SyntaxError;

/** Wrong arguments are type errors found before anything runs, located at the argument. */
class FunctionTypesTest {
    /** Type-checks only: nothing is evaluated (the quantifiers would take long). */
    private static SyntaxError typeError(String src) {
        return assertThrows(SyntaxError.class, () -> TypeChecker.infer(Parser.parse(src), Map.of()), src);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "forall G born by 3: cool(G, *) == G         | 29 | cool's second argument (cool(G, t)) must be a number",
        "forall G born by 3: cool(G, G) == G         | 29 | must be a number, but this is a game",
        "forall G born by 3: temperature(3, 4) == G  | 21 | temperature takes 1 argument, got 2",
        "forall G born by 3: rcf() == G              | 21 | rcf takes 1 argument, got 0",
        "forall G born by 3: kayles(G) == G          | 28 | kayles's argument (kayles(n)) must be an integer",
        "forall G born by 3: mex(1, G) == 0          | 28 | mex's second argument",
        "forall G born by 3: isnumber(isnumber(G))   | 30 | must be a game, but this is a boolean",
        "forall G born by 3: (G).Cool(^) == G        | 30 | must be a number",
        "forall G born by 3: *leftstop(G) == G       | 22 | a nimber's index must be an integer, but this is a number"})
    void wrongArgumentsAreFoundBeforeEvaluation(String src, int col, String message) {
        SyntaxError e = typeError(src);
        assertTrue(e.getMessage().contains(message), e.getMessage());
        assertEquals(col, e.pos().col(), e.getMessage());
    }

    @Test
    void numbersAreTypedSoCoolingByThemIsFine() {
        assertEquals("*", Eval.value("cool(+-1, 1)"));
        assertEquals("*", Eval.value("cool(+-1, 1/2 + 1/2)"));
        assertEquals("{1|0}", Eval.value("cool({2|-1}, mean({2|-1}) + 1/2)"));
        assertEquals("true", Eval.value("forall t number born by 2: t >= 0 implies cool(0, t) == 0"));
        assertEquals("true", Eval.value("forall t in {0, 1/2, 1}: cool(+-2, t) >= -4"));
        assertEquals("2", Eval.value("mex(0, 1, 3)"));
    }

    @Test
    void everyRegisteredFunctionHasATypedSignature() {
        for (Builtin f : Functions.all()) {
            assertTrue(Signatures.lists(f.name()), "no signature for " + f.name() + "; add it to Signatures");
            Signatures.Signature s = Signatures.of(f);
            if (!s.variadic() && f.maxArgs() == Integer.MAX_VALUE) {
                // further arguments take the last parameter's type (TakeAndBreak("0.07", a, b, ...))
                assertEquals(f.minArgs(), s.params().size(), f.name());
            } else if (!s.variadic()) {
                assertEquals(f.maxArgs(), s.params().size(), f.name());
            }
        }
    }
}
