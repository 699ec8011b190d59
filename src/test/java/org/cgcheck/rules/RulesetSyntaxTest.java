package org.cgcheck.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.cgcheck.eval.DomainValues;
import org.cgcheck.lang.Expr;
import org.cgcheck.eval.Interpreter;
import org.cgcheck.lang.Parser;
import org.cgcheck.lang.SyntaxError;
import org.cgcheck.eval.TypeChecker;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** CGSuite syntax for rulesets, aliases, located errors for bad positions, and within domains. */
class RulesetSyntaxTest {
    /** As eval runs a line: parse, type-check (which checks literal positions), evaluate. */
    static String eval(String src) {
        Expr e = Parser.parse(src);
        TypeChecker.infer(e, Map.of());
        return String.valueOf(new Interpreter().eval(e));
    }

    @Test
    void cgsuiteSyntaxAndAliases() {
        assertEquals("2", eval("game.grid.Domineering(\".|.|.|.\").CanonicalForm"));     // Ex. 4.41: {1,0|} = 2
        assertEquals("2", eval("domineering(\".|.|.|.\").CanonicalForm"));
        assertEquals("^", eval("canonical(toadsandfrogs(\"t.tff\"))"));
        assertEquals("*", eval("canonical(toadsandfrogs(\"tt.ff\"))"));
        assertEquals("Tiny(2)", eval("game.grid.Domineering(Grid.Empty(4,2)).CanonicalForm"));
        assertEquals("1", eval("game.heap.TakeAndBreak(\"0.07\")(7).NimValue"));
        assertEquals("1", eval("takeandbreak(\"0.07\", 7).NimValue"));
        assertEquals("-1", eval("game.heap.Cutcake((4,3)).CanonicalForm"));
        assertEquals("-1", eval("cutcake(4, 3).CanonicalForm"));
        assertEquals("*4", eval("canonical(game.heap.Kayles(5))"));
        assertEquals("true", eval("game.heap.Nim(3) + nim(3) == 0"));
        assertEquals("*2", eval("kayles(2)"), "the theory package's kayles(n) is unchanged");
        assertEquals("true", eval("forall X in left(domineering(\"..|..\")): X == 1"));
        assertEquals("game.grid.Domineering(\"..|..\")", eval("domineering(\"..|..\")"));
        // CGSuite reads an empty branch as no edge (issue 43: Hackenbush strings are read as CGSuite reads graphs)
        assertEquals("1/2", eval("game.graph.Hackenbush(\"l(;r)\").CanonicalForm"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '@', value = {
        "game.grid.Domineering(\"..|.x\")@28@unknown character 'x'",
        "domineering(\"..|...\")@17@ragged board",
        "domineering(\"\")@13@empty Domineering board",
        "clobber(\"xo|\")@12@empty row 2",
        "hackenbush(\"l(r;\")@14@unclosed '('",
        "hackenbush(\"lz\")@14@unknown character 'z'",
        "toadsandfrogs(\"tq\")@17@unknown character 'q'",
        "game.heap.TakeAndBreak(\"0.0x\")(3)@28@is not a digit",         // 0.08 is a code (8: three heaps)
        "domineering(\"" + "........|........|........|........|........|........|........|........|........\")@13@too large",
    })
    void badPositionsAreLocated(String src, int col, String message) {
        SyntaxError e = assertThrows(SyntaxError.class, () -> eval(src));
        assertEquals(col, e.pos().col(), e.getMessage());
        assertTrue(e.getMessage().contains(message), e.getMessage());
    }

    @Test
    void runtimeBadArgumentsAreErrorsNotCrashes() {
        assertThrows(SyntaxError.class, () -> eval("game.heap.Kayles(-1)"));
        assertThrows(SyntaxError.class, () -> eval("cutcake(0, 3)"));
        assertThrows(SyntaxError.class, () -> eval("Grid.Empty(9, 9)"));
        assertThrows(SyntaxError.class, () -> eval("nimvalue(domineering(\"..\"))"));
        SyntaxError t = assertThrows(SyntaxError.class, () -> TypeChecker.checkFormula(Parser.parse("domineering(3) == 0")));
        assertTrue(t.getMessage().contains("must be a string"), t.getMessage());
    }

    private static List<Object> within(String src) {
        Expr.Quantified q = (Expr.Quantified) Parser.parse("forall P " + src + ": true");
        return DomainValues.elements(q.domain(), Map.of());
    }

    @Test
    void withinListsSmallestPositionsFirstOncePerSymmetry() {
        List<Object> ps = within("domineering within 2x2");
        assertEquals("game.grid.Domineering(\".\")", ps.get(0).toString());
        // 1x1: '.', '#'; 1x2 and 2x1 without a blocked border row or column; 2x2 ones up to the mirrors
        // ("..|.#" is "#.|.." turned half a turn).
        assertEquals(List.of(".", "#", "..", ".|.", "..|..", "#.|..", "#.|.#"),
                ps.stream().map(p -> ((Position) p).text()).toList());
        assertEquals(31, within("kayles within 30").size());
        assertEquals(List.of("e", "l", "r"), within("hackenbush within 1").stream().map(p -> ((Position) p).text()).toList());
        SyntaxError e = assertThrows(SyntaxError.class, () -> within("domineering within 6x6"));
        assertTrue(e.getMessage().contains("positions; at most"), e.getMessage());
        for (String bad : List.of("forall P chess within 3: true", "forall P domineering within 3: true",
                "forall P kayles within 3x3: true")) {
            assertThrows(SyntaxError.class, () -> TypeChecker.checkFormula(Parser.parse(bad)), bad);
        }
    }

    @Test
    void realizeFindsTheSmallestPositionOrSaysThereIsNone() {
        assertEquals("game.strip.ToadsAndFrogs(\"t.tff\")", eval("realize(^, \"toadsandfrogs\", \"6\")"));
        assertEquals("game.grid.Domineering(\"..|..\")", eval("realize(+-1, \"domineering\", \"2x2\")"));
        SyntaxError none = assertThrows(SyntaxError.class, () -> eval("realize(^^^^^^, \"clobber\", \"2x2\")"));
        assertEquals("realize: no clobber position within 2x2 equals ^6", none.getMessage());
        assertThrows(SyntaxError.class, () -> eval("realize(0, \"domineering\", \"7\")"));
        assertThrows(SyntaxError.class, () -> eval("realize(0, \"chess\", \"7\")"));
        assertThrows(SyntaxError.class, () -> eval("realize(0, \"domineering\", \"9x9\")"));
    }
}
