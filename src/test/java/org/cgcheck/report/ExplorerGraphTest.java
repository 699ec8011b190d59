package org.cgcheck.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.cgcheck.eval.Interpreter;
import org.cgcheck.game.Game;
import org.cgcheck.lang.Parser;
import org.cgcheck.rules.Position;
import org.junit.jupiter.api.Test;

/** The explorer's positions, moves told in words, and winning moves, without a browser. */
class ExplorerGraphTest {
    private static Object eval(String s) {
        return new Interpreter().eval(Parser.parse(s));
    }

    @Test
    void dominoesAreToldBySquaresAndWinningMovesMarked() {
        ExplorerGraph g = ExplorerGraph.of(eval("game.grid.Domineering(\"..|..\")"), 100);
        ExplorerGraph.Node start = g.nodes().get(0);
        assertEquals(List.of("vertical domino on a1–a2", "vertical domino on b1–b2"),
                start.left().stream().map(ExplorerGraph.Move::label).toList());
        assertEquals(List.of("horizontal domino on a1–b1", "horizontal domino on a2–b2"),
                start.right().stream().map(ExplorerGraph.Move::label).toList());
        for (ExplorerGraph.Node n : g.nodes()) {
            Position p = (Position) eval(n.name());         // the name is an expression that gives the position back
            assertEquals(p.value(), n.value(), n.name());
            for (ExplorerGraph.Move m : n.left()) {
                assertEquals(g.nodes().get(m.to()).value().geq(Game.ZERO), m.wins(), m.label());
            }
            for (ExplorerGraph.Move m : n.right()) {
                assertEquals(g.nodes().get(m.to()).value().leq(Game.ZERO), m.wins(), m.label());
            }
        }
        assertTrue(g.squares());
    }

    @Test
    void clobberAndToadsAreToldAsMoves() {
        ExplorerGraph c = ExplorerGraph.of(eval("game.grid.Clobber(\"xo.\")"), 10);
        assertEquals("a1 clobbers b1", c.nodes().get(0).left().get(0).label());
        assertEquals("b1 clobbers a1", c.nodes().get(0).right().get(0).label());
        ExplorerGraph t = ExplorerGraph.of(eval("game.strip.ToadsAndFrogs(\"tf.\")"), 10);
        assertEquals(List.of("toad 1 → 3 (jumps)"), t.nodes().get(0).left().stream().map(ExplorerGraph.Move::label).toList());
        assertEquals("frog 2 → 1", ExplorerGraph.of(eval("game.strip.ToadsAndFrogs(\".f\")"), 10)
                .nodes().get(0).right().get(0).label());
    }

    @Test
    void aValueIsExploredThroughItsCanonicalOptions() {
        ExplorerGraph g = ExplorerGraph.of(eval("{1|{0|-1}}"), 100);
        assertFalse(g.positions());
        assertEquals(List.of("to 1"), g.nodes().get(0).left().stream().map(ExplorerGraph.Move::label).toList());
        assertEquals(List.of("to {0|-1}"), g.nodes().get(0).right().stream().map(ExplorerGraph.Move::label).toList());
        assertTrue(g.nodes().stream().allMatch(ExplorerGraph.Node::opened));
    }

    @Test
    void pastTheLimitPositionsAreListedButNotOpened() {
        ExplorerGraph g = ExplorerGraph.of(eval("game.grid.Domineering(\"...|...|...\")"), 5);
        assertEquals(5, g.nodes().stream().filter(ExplorerGraph.Node::opened).count());
        assertTrue(g.nodes().size() > 5);
        assertTrue(g.nodes().get(0).opened());
    }

    @Test
    void thePageCarriesItsDataAndNoEarlyScriptEnd() {
        String html = ExplorerPage.html("{1|{0|-1}} </script>", ExplorerGraph.of(eval("{1|{0|-1}}"), 100));
        assertTrue(html.contains("<script type=\"application/json\" id=\"data\">"), html);
        String data = html.substring(html.indexOf("id=\"data\">"), html.indexOf("</script>", html.indexOf("id=\"data\">")));
        assertTrue(data.contains("\"value\": \"{1||0|-1}\""), data.substring(0, 300));
        assertTrue(html.contains("&lt;/script&gt;"), "the title is escaped");
        assertFalse(html.contains("http://") && html.contains("src=\"http"), "nothing is fetched");
    }
}
