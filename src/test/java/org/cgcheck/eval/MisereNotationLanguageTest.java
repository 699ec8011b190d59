package org.cgcheck.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.cgcheck.lang.SyntaxError;
import org.junit.jupiter.api.Test;

/** CGSuite's misère notation in claims: *[2#0] read as a literal form, miserenotation and shortgenus out. */
class MisereNotationLanguageTest {
    @Test
    void readsCgsuitesNotationAsALiteralForm() {
        assertEquals("{0,{*2|*2}|0,{*2|*2}}", Eval.value("*[2#0]"));
        assertEquals("true", Eval.value("*[2#0] === {0, {*2|*2} | 0, {*2|*2}}"));
        assertEquals("true", Eval.value("misereequal(*[2[2]], *2 + *2)"));
        assertEquals("true", Eval.value("misereequal(misere(\"*[[2],0]\"), *[2#0])"));
        assertEquals("2", Eval.value("miserenimvalue(*[2#0])"));
        assertEquals("*", Eval.value("*[2[-3]]"), "*2 - *3 = * in misère play (*3 = *2 + *)");
    }

    @Test
    void printsCgsuitesNotationAndGenus() {
        assertEquals("*[2[2]]", Eval.value("miserenotation(*2 + *2)"));
        assertEquals("*[2#0]", Eval.value("miserenotation(*[2#0])"));
        assertEquals("*[0]", Eval.value("miserenotation(game.heap.Kayles(4) + game.heap.Kayles(4))"));
        assertEquals("0^0", Eval.value("shortgenus(*2 + *2)"));
        assertEquals("0^02", Eval.value("genus(*2 + *2)"));
        assertEquals("true", Eval.value("forall G misere born by 4: misere(miserenotation(G)) === G"));
    }

    @Test
    void cgsuitesPropertiesAnswerAsCgsuitePrints() {
        assertEquals("1", Eval.value("game.heap.Kayles(8).MisereNimValue"));
        assertEquals("*[(2[2]321)[1](2[2]321)2[3]2[2]30]", Eval.value("game.heap.Kayles(7).MisereCanonicalForm"));
        assertEquals("2^1420", Eval.value("(*[2#1]).Genus"));
        assertEquals("true", Eval.value("game.heap.Kayles(6).MisereCanonicalForm == (*3).MisereCanonicalForm"));
    }

    @Test
    void badNotationIsAnErrorWithAPosition() {
        SyntaxError e = Eval.error("1 + *[2#");
        assertTrue(e.getMessage().contains("unterminated misère form"), e.getMessage());
        assertEquals(5, e.pos().col(), "the caret is at '*['");
        assertTrue(Eval.error("*[10]").getMessage().contains("ambiguous"));
        assertTrue(Eval.error("*[2[-4]]").getMessage().contains("not a part"));
        assertTrue(Eval.error("misere(\"2#0\")").getMessage().contains("written *[...]"));
    }
}
