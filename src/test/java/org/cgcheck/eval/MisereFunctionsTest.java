package org.cgcheck.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The misère built-ins in the claim language: arguments are literal impartial forms. */
class MisereFunctionsTest {
    @Test
    void canonicalFormsPrintInCgsuitesNotationAndLiterallyOnRequest() {
        assertEquals("*[0]", Eval.value("miserecanonicalform(* + *)"));
        assertEquals("*[2]", Eval.value("miserecanonicalform(*2)"));
        assertEquals("*[2#]", Eval.value("miserecanonicalform({*2|*2})"));
        assertEquals("*[0]", Eval.value("miserecanonicalform({*|*})"));
        assertEquals("*[2]", Eval.value("miserecanonicalform({0, *, {*|*}|0, *, {*|*}})"));
        assertEquals("0", Eval.value("miserecanonicalform(* + *).Literal"));
        assertEquals("{*2|*2}", Eval.value("literal(miserecanonicalform({*2|*2}))"));
        assertEquals("*2", Eval.value("miserecanonicalform({0, *, {*|*}|0, *, {*|*}}).Literal"));
        // A misère form: == is misère equivalence, and a normal-play order is refused.
        assertEquals("false", Eval.value("miserecanonicalform(*2 + *2) == 0"));
        assertEquals("true", Eval.value("miserecanonicalform(*2 + *2) == *[2[2]]"));
        assertTrue(Eval.error("miserecanonicalform(*2) >= 0").getMessage().contains("not defined on misère forms"));
    }

    @Test
    void sumsOfMisereFormsAreCanonicalAsInCgsuite() {
        // CGSuite 2.2: a := game.heap.Nim(2).MisereCanonicalForm; b := (game.heap.Nim(3)+game.heap.Nim(2))
        // .MisereCanonicalForm; c := game.heap.Nim(1).MisereCanonicalForm; k := game.heap.Kayles(4)
        // .MisereCanonicalForm; a + a is *[2[2]], b + c is *[2[2]], k + k + k is *[1], a + b + k is *[2[22]].
        assertEquals("*[2[2]]", Eval.value("miserecanonicalform(*2) + *[2]"));
        assertEquals("*[2[2]]", Eval.value("miserecanonicalform(*3 + *2) + miserecanonicalform(*)"));
        assertEquals("*[1]", Eval.value("3 * miserecanonicalform(game.heap.Kayles(4))"));
        assertEquals("*[2[22]]", Eval.value("*[2] + *[2[3]] + *[1]"));
        assertEquals("*[0]", Eval.value("miserecanonicalform(*) + miserecanonicalform(*)"));
        // Impartial: G - H is G + H; the sum reads back to the same form.
        assertEquals("true", Eval.value("*[2] - *[2[3]] === *[2] + *[2[3]]"));
        assertEquals("true", Eval.value("(*[2] + *[2]) === miserecanonicalform(*2 + *2)"));
        assertEquals("true", Eval.value("*[2[2]] === miserecanonicalform(*2) + *[2]"));
        assertEquals("true", Eval.value("3 * *[2#] === *[2#] + *[2#] + *[2#]"));
        assertEquals("false", Eval.value("*[2] + *[2] == 0"));
    }

    @Test
    void sumsOfNimbersStayLiteralSums() {
        // In normal play *2 + *2 = 0; a misère function must see the sum, not the value 0.
        assertEquals("true", Eval.value("misereequal(* + *, 0)"));
        assertEquals("false", Eval.value("misereequal(*2 + *2, 0)"));
        assertEquals("false", Eval.value("misereequal(nim(2) + nim(2), 0)"));
        assertEquals("0^02", Eval.value("genus(*2 + *2)"));
        assertEquals("0", Eval.value("miserenimvalue(*2 + *2)"));
        assertEquals("1", Eval.value("miserenimvalue(* + * + 0)"));
        assertEquals("true", Eval.value("forall G impartial born by 2: misereequal(G + * + *, G)"));
        assertEquals("true", Eval.value("misereequal(nim(2) + nim(3), *2 + *3)"));
        assertEquals("*[2[2]]", Eval.value("miserecanonicalform(nim(2) + *2)"));
        assertEquals("{*2,*3|*2,*3}", Eval.value("miserecanonicalform(nim(2) + *2).Literal"));
    }

    @Test
    void genusAndNimValues() {
        assertEquals("0^120", Eval.value("genus(0)"));
        assertEquals("1^031", Eval.value("genus(*)"));
        assertEquals("2^20", Eval.value("genus(*2)"));
        assertEquals("1", Eval.value("miserenimvalue(0)"));
        assertEquals("0", Eval.value("miseregrundy(*)"));
        assertEquals("3", Eval.value("miserebirthday(*3 + * + *)"));
        assertEquals("22", Eval.value("miserecount(4)"));
    }

    @Test
    void rulesetPositionsArePlayedByTheirRules() {
        assertEquals("*[3]", Eval.value("miserecanonicalform(kayles(6))"));
        assertEquals("true", Eval.value("misereequal(game.heap.Kayles(6), kayles(6))"));
        assertEquals("3^31", Eval.value("genus(game.heap.Kayles(6))"));
        assertEquals("3^1431", Eval.value("genus(game.heap.GrundysGame(22))"));
        assertTrue(Eval.error("genus(domineering(\"..\"))").getMessage().contains("not impartial"));
    }

    @Test
    void partizanArgumentsAreRefused() {
        assertTrue(Eval.error("genus(1)").getMessage().contains("not impartial"));
        assertTrue(Eval.error("misereequal(*, {1|*})").getMessage().contains("not impartial"));
        assertTrue(Eval.error("miserecount(6)").getMessage().contains("days 0..5"));
    }
}
