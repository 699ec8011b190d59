package org.cgcheck.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.List;
import org.cgcheck.eval.Interpreter;
import org.cgcheck.lang.Parser;
import org.junit.jupiter.api.Test;

/**
 * Rulesets made from functions print alike ({@code TakeAway(f)}) but are different games: the
 * caches of positions (misère forms, misère play, literal forms, sums) must not hand one the other's
 * answers. Each value is checked against the reference computed from the position's own options,
 * after the other function's positions have filled the caches in the same run.
 */
class RulesetIdentityTest {
    private static Object eval(Interpreter in, String src) {
        return in.eval(Parser.parse(src));
    }

    @Test
    void twoFunctionsOfOneRulesetKeepTheirOwnMisereValues() {
        Interpreter in = new Interpreter();
        for (String game : List.of("game.heap.TakeAway(k -> 3)", "game.heap.TakeAway(k -> k * k)",
                "game.heap.GenMem((m, j) -> j <= 2 * m)", "game.heap.GenMem((m, j) -> j >= m)",
                "game.heap.GenWythoff(k -> 3 * k + 1)", "game.heap.GenWythoff(k -> k + 1)")) {
            for (String at : List.of("((13,0))", "((10,1))", "((7,5))")) {
                Position p = (Position) eval(in, game + at);
                assertEquals(String.valueOf(MisereGrundyReference.of(p)), String.valueOf(eval(in, game + at + ".MisereNimValue")),
                        game + at);
            }
        }
    }

    @Test
    void identitiesDifferWhereTheMovesDo() {
        Interpreter in = new Interpreter();
        Ruleset a = ((Position) eval(in, "game.heap.TakeAway(k -> 3)((5,0))")).ruleset();
        Ruleset b = ((Position) eval(in, "game.heap.TakeAway(k -> k * k)((5,0))")).ruleset();
        Ruleset c = ((Position) eval(in, "game.heap.TakeAway(k -> 3)((6,1))")).ruleset();
        assertEquals(a.qualified(), b.qualified(), "they print alike");
        assertNotEquals(a.identity(), b.identity());
        assertEquals(a.identity(), c.identity());
    }
}
