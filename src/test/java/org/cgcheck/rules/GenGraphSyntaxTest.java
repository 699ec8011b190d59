package org.cgcheck.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.cgcheck.lang.SyntaxError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * CGSuite's syntax for the graph rulesets with parameters (lists of labels, named parameters, the
 * ruleset value), the named rulesets as Gen forms, weighted moves in words, located refusals.
 */
class GenGraphSyntaxTest {
    private static String eval(String src) {
        return RulesetSyntaxTest.eval(src);
    }

    @Test
    void namedRulesetsAreGenFormsWithTheirParameters() {
        assertSame(ColGame.SNORT, ColGame.gen(0b011, 0b101));
        assertEquals("game.graph.Snort(\"L-\")", eval("game.graph.GenCol([Nothing, Left], [Nothing, Right])(\"L-.\")"));
        assertEquals("game.graph.Col", eval("game.graph.GenCol(rightPermitted => [Left, Nothing], leftPermitted => [Right, Nothing])"));
        assertEquals("game.graph.ChildishHackenbush",
                eval("game.graph.GenHackenbush(childishEdges => [game.graph.Color.Red, game.graph.Color.Blue])"));
        assertEquals("game.graph.ArcKayles", eval("game.graph.GenArcKayles(weighted => false)"));
        assertEquals("game.graph.WeightedArcKayles", eval("game.graph.GenArcKayles(true)"));
        assertEquals("game.graph.GenCol([Nothing], [Right])(\"-R\")", eval("game.graph.GenCol([Nothing], [Right])(\".-R\")"),
                "a new Gen form prints as a call that reads back");
        assertEquals("{0|-1}", eval("canonical(game.graph.GenCol([Nothing], [Right])(\".-R\"))"));
        assertEquals("[Nothing,Left]", eval("labellist(\"Nothing\", \"Left\")"));
    }

    @Test
    void weightedMovesInWords() {
        Position p = WeightedArcKayles.RULES.parse("2-1-0-1-1");
        List<String> words = WeightedArcKayles.RULES.play(((GraphPosition) p).graph, true).stream()
                .map(GraphRuleset.Move::words).toList();
        assertEquals(List.of("takes 1 from vertices 1 and 2", "takes 1 from vertices 4 and 5"), words);
        assertEquals(List.of("2-1", "1-1"), p.components().stream().map(Position::text).toList(),
                "the dead vertex splits the path");
        assertEquals("0", eval("canonical(game.graph.WeightedArcKayles(\"2-1-0-1-1\"))"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '@', value = {
        "game.graph.WeightedArcKayles(\"3-.-1\")@30@vertex 2 of a WeightedArcKayles graph has no weight",
        "game.graph.WeightedArcKayles(\"3-{100}\")@33@weight must be 0..99, not 100",
        "game.graph.GenCol([Nothing], [Right])(\"L-.-(\")@44@unmatched '(' in a GenCol graph",
        "game.graph.GenHackenbush(childishEdges => [game.graph.Color.Green])(\"lre;l\")@69@not connected",
        "game.graph.GenCol([Nothing, Left], [Right, Color.Blue])(\"L-.\")@44@a list of graph labels holds",
        "[Nothing, Left]@2@Nothing",
    })
    void badGraphsAndListsAreLocated(String src, int col, String message) {
        SyntaxError e = assertThrows(SyntaxError.class, () -> eval(src));
        assertEquals(col, e.pos().col(), e.getMessage());
        assertTrue(e.getMessage().contains(message), e.getMessage());
    }

    @Test
    void badParametersAreErrors() {
        for (String src : List.of("game.graph.GenCol([Nothing, Left])(\"L-.\")", "game.graph.GenCol(Left, Right)(\"L-.\")",
                "game.graph.GenArcKayles(weighted => 3)(\".-.\")", "game.graph.GenHackenbush(foo => [])(\"l\")",
                "game.graph.GenArcKayles(true, false)(\".-.\")", "game.graph.GenCol([Left], [Right], [Left])(\"L\")",
                "game.graph.GenCol(leftPermitted => [Left], leftPermitted => [Right])(\".\")", "Graph.Path(3, 100)")) {
            assertThrows(SyntaxError.class, () -> eval(src), src);
        }
    }
}
