package org.cgcheck.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.cgcheck.lang.SyntaxError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Issue 43's heap games: codes read as CGSuite reads them, moves in words, located refusals, domains. */
class HeapGamesTest {
    private static String eval(String src) {
        return RulesetSyntaxTest.eval(src);
    }

    @Test
    void codesAreReadAsCgsuiteReadsThem() {
        // 0.3F, heap of 9: take 1 leaving a heap (1); take 2 leaving 1, 2 or 3 heaps of 7 (1 + 3 + 4).
        assertEquals(9, TakeBreakCode.parse("0.3F").options(9).size());
        // 4!.0: splits into unequal heaps only; 4.0 allows equal ones.
        assertEquals(2, TakeBreakCode.parse("4!.0").options(6).size());
        assertEquals(3, TakeBreakCode.parse("4.0").options(6).size());
        // {2+}=.0: equal pieces, any number of them: 12 = 2x6, 3x4, 4x3, 6x2, 12x1.
        assertEquals(5, TakeBreakCode.parse("{2+}=.0").options(12).size());
        // 0.[3] is Nim: every smaller heap.
        assertEquals(7, TakeBreakCode.parse("0.[3]").options(7).size());
        assertEquals("0.3003330[3]", CodeHeaps.fromSet(List.of(2L, 3L, 7L), "3", true));
        assertEquals("0.0330003", CodeHeaps.fromSet(List.of(2L, 3L, 7L), "3", false));
    }

    @Test
    void turningCodes() {
        // Mock Turtles (1-3): from the coin at 4, turn it alone, with one of 1..3, or with two of them.
        assertEquals(1 + 3 + 3, SpawningCode.parse("1-3").options(4).size());
        assertEquals("[1, 2, 4, 7, 8, 11, 13, 14]", CodeHeaps.spawning("t1", "1-3").nimValueSequence(8).toString());
    }

    @Test
    void movesAreToldInWords() {
        Position s = (Position) new org.cgcheck.eval.Interpreter().eval(org.cgcheck.lang.Parser.parse(
                "game.heap.Splittles([1,2])(9)"));
        List<String> told = s.options(true).stream().map(o -> MoveText.describe(s, o)).toList();
        assertTrue(told.contains("takes 1 from the heap of 9, leaving 8"), told.toString());
        assertTrue(told.contains("takes 2 from the heap of 9, leaving 3 and 4"), told.toString());
        Position w = CoordinateGames.wythoff(1, "game.heap.Wythoff").of(3, 5);
        assertEquals("takes 1 from the first heap and 1 from the second: (3,5) → (2,4)",
                MoveText.describe(w, CoordinateGames.wythoff(1, "game.heap.Wythoff").of(2, 4)));
        Position cake = (Position) new org.cgcheck.eval.Interpreter().eval(org.cgcheck.lang.Parser.parse(
                "game.heap.Eatcake((2,3))"));
        List<String> cuts = cake.options(true).stream().map(o -> MoveText.describe(cake, o)).toList();
        assertTrue(cuts.contains("eats 1 column of the 2×3 cake, leaving 2×1 + 2×1"), cuts.toString());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '@', value = {
        "game.heap.TakeAndBreak(\"0.x7\")(3)@27@'x' is not a digit",
        "game.heap.TakeAndBreak(\"0.[3]7\")(3)@29@']' closes the repeating digits",
        "game.heap.Spawning(\"1-3Q\")(4)@24@'Q' is not a modifier",
        "game.heap.Spawning(\"0-2\")(4)@21@a count of coins starts at 1",
        "game.heap.TakeAndBreak(\"3.0\")(3)@25@loopy",
    })
    void badCodesAreLocated(String src, int col, String message) {
        SyntaxError e = assertThrows(SyntaxError.class, () -> eval(src));
        assertTrue(e.getMessage().contains(message), e.getMessage());
        assertEquals(col, e.pos().col(), e.getMessage());
    }

    @Test
    void badCallsAreRefused() {
        for (String bad : List.of("game.heap.Subtraction([])(3)", "game.heap.Subtraction([0,2], allbut => true)(3)",
                "game.heap.Subtraction([-1,2])(3)", "game.heap.Subtraction([1,2], twisted => true)(3)",
                "game.heap.Wythoff((-1,2))", "game.heap.Spawning(\"1-3E\")(5).NimValue",
                "game.heap.Subtraction([1]).code.Size", "game.heap.Spawning(\"1-3\").NimValueTable(3,3)",
                "game.heap.TakeAndBreak(\"0.*\")(200).NimValue")) {
            assertThrows(SyntaxError.class, () -> eval(bad), bad);
        }
        // a loopy subtraction set is refused in the set's own words, not the code's
        assertTrue(assertThrows(SyntaxError.class, () -> eval("game.heap.Subtraction([0,2])(5)")).getMessage()
                .contains("a subtraction set containing 0 lets a heap move to itself"));
        assertTrue(assertThrows(SyntaxError.class, () -> eval("game.heap.Subtraction([-1,2])(5)")).getMessage()
                .contains("a negative element of a subtraction set adds tokens to a heap"));
        SyntaxError e = assertThrows(SyntaxError.class, () -> eval("^ => *"));
        assertTrue(e.getMessage().contains("write 'implies'"), e.getMessage());
    }

    @Test
    void withinDomains() {
        assertEquals(16, Rulesets.byName("wythoff").within(new Bound(3, 0)).size());
        assertEquals(6, Rulesets.byName("maundycake").within(new Bound(2, 3)).size());
        assertEquals("game.heap.Wythoff((0,0))", Rulesets.byName("wythoff").within(new Bound(3, 0)).get(0).expression());
    }
}
