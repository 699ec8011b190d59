package org.cgcheck.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.cgcheck.lang.SyntaxError;
import org.junit.jupiter.api.Test;

/**
 * CGSuite's misère notation in claims: *[2#0] read as a misère form, misère canonical forms
 * printed in it (and read back), miserenotation and shortgenus out.
 */
class MisereNotationLanguageTest {
    @Test
    void readsCgsuitesNotationAsAMisereForm() {
        assertEquals("*[2#0]", Eval.value("*[2#0]"));
        assertEquals("{0,{*2|*2}|0,{*2|*2}}", Eval.value("*[2#0].Literal"));
        assertEquals("{0,{*2|*2}|0,{*2|*2}}", Eval.value("literal(misere(\"*[[2],0]\"))"));
        assertEquals("true", Eval.value("*[2#0] === {0, {*2|*2} | 0, {*2|*2}}"));
        assertEquals("true", Eval.value("misereequal(*[2[2]], *2 + *2)"));
        assertEquals("true", Eval.value("misereequal(misere(\"*[[2],0]\"), *[2#0])"));
        assertEquals("2", Eval.value("miserenimvalue(*[2#0])"));
        assertEquals("*[1]", Eval.value("*[2[-3]]"), "*2 - *3 = * in misère play (*3 = *2 + *)");
        assertEquals("*", Eval.value("*[2[-3]].Literal"));
        assertEquals("P", Eval.value("misereoutcome(*[2[2]])"), "a misère form is played misère");
        assertEquals("true", Eval.value("forall G misere born by 3: (misereoutcome(G) == P) iff miserenimvalue(G) == 0"));
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
        assertEquals("false", Eval.value("game.heap.Kayles(5).MisereCanonicalForm == (*3).MisereCanonicalForm"));
        assertEquals("2^2", Eval.value("game.heap.Kayles(7).MisereCanonicalForm.Genus"), "as CGSuite prints it");
        assertEquals("{*2,*3|*2,*3}", Eval.value("(*2 + *2).MisereCanonicalForm.Literal"));
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

    /**
     * What eval prints for a misère canonical form reads back, in the language, to the same
     * form (===): every form born by day 4, its canonical form and a sum, heaps to 12 (to 20, where
     * Kayles prints 2.6 million characters, MisereNotationTest reads them back through the same
     * parser).
     */
    @Test
    void printedFormsReadBackToTheSameForm() {
        java.util.List<String> exprs = new java.util.ArrayList<>();
        for (org.cgcheck.misere.MisereCanonicalGame g : org.cgcheck.misere.MisereDays.bornBy(4)) {
            String t = org.cgcheck.misere.MisereNotation.print(g);
            exprs.add(t);
            exprs.add("miserecanonicalform(" + t + ".Literal)");
            exprs.add(t + " + *[2#0]");
        }
        for (String game : java.util.List.of("Kayles", "DawsonsKayles", "GrundysGame")) {
            for (int n = 0; n <= 12; n++) {
                exprs.add("miserecanonicalform(game.heap." + game + "(" + n + "))");
            }
        }
        for (String e : exprs) {
            String printed = Eval.value(e);
            assertEquals("true", Eval.value("(" + printed + ") === " + e), e + " printed " + printed);
            assertEquals(printed, Eval.value(printed), e);
        }
    }
}
