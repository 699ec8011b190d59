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
            assertTrue(n.computed());
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

    /**
     * With a budget of k positions, exactly k values are computed, the cheapest first (smallest
     * largest component); every value shown is the language's value of that position; a move to a
     * position without a value has no mark (null), not a wrong one; and what the moves' values
     * tell of an uncomputed position's outcome agrees with its real value.
     */
    @Test
    void aPartialPageShowsOnlyTrueValuesAndNoMarkWhereTheValueIsMissing() {
        for (int k : new int[] {0, 1, 15, 40}) {
            ExplorerGraph g = ExplorerGraph.of(eval("game.grid.Domineering(\"...|...|..#\")"), 100, ExplorerBudget.positions(k));
            assertEquals(Math.min(k, g.nodes().size()), g.computed(), "k = " + k);
            assertEquals(k >= g.nodes().size(), g.complete());
            long largestComputed = 0;
            long smallestMissing = Long.MAX_VALUE;
            for (ExplorerGraph.Node n : g.nodes()) {
                Position p = (Position) eval(n.name());
                Game truth = p.value();
                long size = p.components().stream().mapToLong(Position::size).max().orElse(0);
                if (n.computed()) {
                    assertEquals(truth, n.value(), n.name());
                    assertEquals(truth.temperature().toString(), n.temperature(), n.name());
                    largestComputed = Math.max(largestComputed, size);
                } else {
                    assertEquals(null, n.temperature());
                    assertEquals(null, n.thermograph());
                    smallestMissing = Math.min(smallestMissing, size);
                }
                for (boolean left : new boolean[] {true, false}) {
                    Boolean told = n.firstWins(left);
                    if (told != null) {
                        assertEquals(left ? !truth.leq(Game.ZERO) : !Game.ZERO.leq(truth), told, n.name());
                    }
                    for (ExplorerGraph.Move m : left ? n.left() : n.right()) {
                        ExplorerGraph.Node to = g.nodes().get(m.to());
                        Game v = ((Position) eval(to.name())).value();
                        assertEquals(to.computed() ? (Boolean) (left ? v.geq(Game.ZERO) : v.leq(Game.ZERO)) : null, m.wins(),
                                n.name() + ": " + m.label());
                    }
                }
            }
            assertTrue(largestComputed <= smallestMissing, "k = " + k + ": small positions first");
        }
    }

    @Test
    void aPartialPageSaysWhatIsMissing() {
        ExplorerGraph none = ExplorerGraph.of(eval("game.grid.Domineering(\"...|...|..#\")"), 100, ExplorerBudget.positions(0));
        assertEquals(0, none.computed());
        assertTrue(none.nodes().stream().allMatch(n -> n.left().stream().allMatch(m -> m.wins() == null)));
        String html = ExplorerPage.html("start", none);
        assertTrue(html.contains("id=\"notice\">Values computed: 0 of the " + none.nodes().size() + " positions"), html);
        assertTrue(html.contains("<span id=\"value\" class=\"valuebox\">not computed</span>"), "the start's value, before the script runs");
        assertFalse(html.contains("\"v\":"), "no value written");
        ExplorerGraph all = ExplorerGraph.of(eval("game.grid.Domineering(\"...|...|..#\")"), 100);
        assertTrue(all.complete());
        String full = ExplorerPage.html("start", all);
        assertFalse(full.contains("id=\"notice\""), "a complete page has no notice");
        assertEquals(full, ExplorerPage.html("start", ExplorerGraph.of(eval("game.grid.Domineering(\"...|...|..#\")"), 100,
                ExplorerBudget.positions(1000))), "the page depends on the values computed, not on the budget");
    }

    /** A time budget stops a value being computed, keeps the rest, and leaves the thread uninterrupted. */
    @Test
    void aTimeBudgetStopsALongValueAndWritesThePage() {
        long started = System.nanoTime();
        // 6x6 Domineering after one domino: minutes of work each, far past a quarter of a second.
        ExplorerGraph g = ExplorerGraph.of(eval("game.grid.Domineering(\"......|......|......|......|......|......\")"), 1,
                ExplorerBudget.until(started, 0.25));
        assertFalse(Thread.currentThread().isInterrupted());
        assertEquals(61, g.nodes().size());
        assertEquals(0, g.computed());
        assertEquals(0.25, g.seconds());
        assertTrue(ExplorerPage.html("6x6", g).contains("Values computed within the time limit (0.25 s): 0 of the 61"));
        ExplorerGraph already = ExplorerGraph.of(eval("game.grid.Domineering(\"..|..\")"), 10,
                ExplorerBudget.until(started - 1_000_000_000L, 0.5));
        assertEquals(0, already.computed(), "a budget already spent computes nothing");
    }

    @Test
    void aHugeBoardIsRefusedBeforeAnyWork() {
        // The rulesets' own limits keep boards small (64 cells, strips of 40); heaps reach 20,000 tokens.
        String why = ExplorerGraph.tooBig(eval("game.heap.Nim(20000)"));
        assertTrue(why != null && why.contains("the start's moves alone pass the page's limit of 50000 positions or 6 MB")
                && why.contains("explore a smaller position"), why);
        assertEquals(null, ExplorerGraph.tooBig(eval("game.heap.Nim(300)")));
        assertEquals(null, ExplorerGraph.tooBig(eval("game.grid.Domineering(\"........|........|........|........|"
                + "........|........|........|........\")")));
        assertEquals(null, ExplorerGraph.tooBig(eval("{1|{0|-1}}")));
    }

    /** An 8x8 board lists 50,000 positions before 2,000 are opened: opening stops there, and the page says so. */
    @Test
    void openingStopsAtThePagesListingLimit() {
        String row = "........";
        Object board = eval("game.grid.Domineering(\"" + String.join("|", java.util.Collections.nCopies(8, row)) + "\")");
        ExplorerGraph g = ExplorerGraph.of(board, 2000, ExplorerBudget.positions(0));
        assertTrue(g.capped());
        assertTrue(g.opened() < 2000, "opened " + g.opened());
        int n = g.nodes().size();
        assertTrue(n <= ExplorerGraph.MAX_LISTED + 2 * 8 * 7, "one more opening at most: " + n);
        long chars = g.nodes().stream().mapToLong(x -> x.name().length() + x.board().length()).sum();
        assertTrue(n >= ExplorerGraph.MAX_LISTED || chars >= ExplorerGraph.MAX_LISTED_CHARS, n + " positions, " + chars);
        assertTrue(ExplorerPage.html("8x8", g).contains("Opening stopped at the page's limit of 50000 positions"));
        assertFalse(ExplorerGraph.of(eval("game.grid.Domineering(\"...|...|...\")"), 5, ExplorerBudget.positions(0)).capped());
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
        assertTrue(data.contains("\"values\":[\n[\"{1||0|-1}\",\"L\","), data.substring(0, 300));
        assertTrue(html.contains("&lt;/script&gt;"), "the title is escaped");
        assertFalse(html.contains("http://") && html.contains("src=\"http"), "nothing is fetched");
    }
}
