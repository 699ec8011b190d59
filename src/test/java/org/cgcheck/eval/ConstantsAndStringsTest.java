package org.cgcheck.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.cgcheck.lang.SyntaxError;
import org.junit.jupiter.api.Test;

/** Issue 34: strings count characters (code points); true/false; constants cannot be redefined. */
class ConstantsAndStringsTest {
    @Test
    void stringsCountCharactersNotUtf16Units() {
        assertEquals("1", Eval.value("length(\"😀\")"));
        assertEquals("3", Eval.value("length(\"a😀b\")"));
        assertEquals("😀", Eval.value("substring(\"😀\", 0, 1)"));
        assertEquals("😀b", Eval.value("substring(\"a😀b\", 1, 3)"));
        assertEquals("aXb", Eval.value("replaceat(\"a😀b\", 1, \"X\")"));
        assertTrue(Eval.error("substring(\"😀\", 0, 2)").getMessage().contains("≤ 1 (the string's length)"));
        // words over 2 characters of length 0..2: 1 + 2 + 4
        assertEquals(7, Strings.words("😀a", java.math.BigInteger.TWO).items().size());
        assertEquals(List.of("", "😀", "a", "😀😀", "😀a", "a😀", "aa"), Strings.words("😀a", java.math.BigInteger.TWO).items());
    }

    @Test
    void trueAndFalseAreBooleans() {
        assertEquals("true", Eval.value("true and not false"));
        assertEquals("false", Eval.value("true == false"));
        assertEquals("true", Eval.value("forall n in 0..3: true"));
        assertTrue(Eval.error("true + 1").getMessage().contains("boolean"));
    }

    @Test
    void aDefinitionNamedLikeABuiltInConstantIsAnError() {
        for (String name : List.of("on", "off", "dud", "over", "under", "upon", "true", "false")) {
            SyntaxError e = definitionError("define " + name + " = 1\n");
            assertTrue(e.getMessage().startsWith("'" + name + "' is the "), e.getMessage());
            assertTrue(e.getMessage().endsWith("give the definition another name"), e.getMessage());
        }
        assertTrue(definitionError("define on(n: integer) = n\n").getMessage().contains("loopy constant on = {pass|}"));
    }

    private static SyntaxError definitionError(String src) {
        var r = Programs.parse(src + "theorem t forall G born by 1: G == G\n", "d.cgt");
        assertEquals(1, r.errors().size(), src + ": " + r.errors());
        return r.errors().get(0);
    }

    @Test
    void theLoopyHintNamesFunctionsThatExistAndOnsideSuggestsOne() {
        String hint = Eval.error("rcf(on)").getMessage();
        assertTrue(hint.contains("loopyonside, loopyoffside"), hint);
        for (String f : List.of("loopyonside", "loopyoffside", "isstopper", "loopyoutcome")) {
            assertTrue(Functions.lookup(f) != null, f + " is named in the hint but does not exist");
        }
        assertTrue(Eval.error("onside(over)").getMessage().contains("did you mean 'loopyonside'?"));
        assertTrue(Eval.error("offside(over)").getMessage().contains("did you mean 'loopyoffside'?"));
    }
}
