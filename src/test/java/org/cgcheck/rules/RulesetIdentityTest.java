package org.cgcheck.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.List;
import org.cgcheck.eval.Interpreter;
import org.cgcheck.lang.Parser;
import org.junit.jupiter.api.Test;

/**
 * Rulesets made from functions can print alike ({@code TakeAway(k -> m)} for two values of m, as
 * {@code TakeAway(k -> 3)} and {@code TakeAway(k -> k * k)} once both printed {@code TakeAway(f)})
 * and be different games: the caches of positions (misère forms, misère play, literal forms, sums)
 * must not hand one the other's answers. Each value is checked against the reference computed from the position's own options,
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
        // The same text with another value of the variable it reads: printed alike, different games.
        Ruleset a = ((Position) eval(new Interpreter(java.util.Map.of("m", java.math.BigInteger.valueOf(3))),
                "game.heap.TakeAway(k -> m)((5,0))")).ruleset();
        Ruleset b = ((Position) eval(new Interpreter(java.util.Map.of("m", java.math.BigInteger.valueOf(2))),
                "game.heap.TakeAway(k -> m)((5,0))")).ruleset();
        Ruleset c = ((Position) eval(new Interpreter(java.util.Map.of("m", java.math.BigInteger.valueOf(3))),
                "game.heap.TakeAway(k -> m)((6,1))")).ruleset();
        assertEquals(a.qualified(), b.qualified(), "they print alike");
        assertEquals("game.heap.TakeAway(k -> m)", a.qualified());
        assertNotEquals(a.identity(), b.identity());
        assertEquals(a.identity(), c.identity());
    }

    @Test
    void aFunctionsPositionsPrintWithTheFunctionAsWritten() {
        assertEquals("game.heap.TakeAway(k -> 3)((13,0))", String.valueOf(eval(new Interpreter(), "game.heap.TakeAway(k -> 3)((13,0))")));
        assertEquals("game.heap.GenWythoff(k -> 2 * k)((3,5))", String.valueOf(eval(new Interpreter(), "game.heap.GenWythoff(k -> 2 * k)((3,5))")));
    }

    @Test
    void theSameTextReadingAnotherValueKeepsItsOwnMisereValues() {
        for (int m = 1; m <= 4; m++) {
            Interpreter in = new Interpreter(java.util.Map.of("m", java.math.BigInteger.valueOf(m)));
            Position p = (Position) eval(in, "game.heap.TakeAway(k -> m)((13,0))");
            assertEquals(String.valueOf(MisereGrundyReference.of(p)),
                    String.valueOf(eval(in, "game.heap.TakeAway(k -> m)((13,0)).MisereNimValue")), "m = " + m);
        }
    }

    @Test
    void aHeapRulesetOfOneTextReadingTwoValuesIsTwoGames() {
        String rules = "game.heap.HeapRuleset(n -> [[n - k] for k from 1 to m where k <= n])";
        for (int m = 2; m <= 3; m++) {
            Interpreter in = new Interpreter(java.util.Map.of("m", java.math.BigInteger.valueOf(m)));
            // subtraction of 1..m: a heap of 5 is 5 mod (m + 1)
            assertEquals(String.valueOf(5 % (m + 1)), String.valueOf(eval(in, rules + "(5).NimValue")), "m = " + m);
            String printed = String.valueOf(eval(in, rules + "(5)"));     // the function as written, in cgcheck's spelling
            assertEquals("game.heap.HeapRuleset(n -> [[n - k] for k in 1..m where k <= n])(5)", printed);
            assertEquals(String.valueOf(5 % (m + 1)), String.valueOf(eval(in, "(" + printed + ").NimValue")), "it reads back");
            Position strip = (Position) eval(in, "game.strip.Turning(" + rules + ")(\"tttth\")");
            assertEquals(String.valueOf(5 % (m + 1)), String.valueOf(eval(in, "game.strip.Turning(" + rules + ")(\"tttth\").NimValue")),
                    "the turning game of it, m = " + m + ": " + strip);
        }
    }
}
