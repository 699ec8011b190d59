package org.cgcheck.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.cgcheck.loopy.GraphBuilder;
import org.cgcheck.loopy.Loopy;
import org.cgcheck.loopy.LoopyGame;
import org.cgcheck.loopy.PlayOutcome;
import org.cgcheck.loopy.SidedValue;
import org.cgcheck.rules.BackslidingPosition;
import org.cgcheck.rules.FoxPosition;
import org.cgcheck.rules.LoopyPosition;
import org.junit.jupiter.api.Test;

/** Issue 43: Fox and Geese and Backsliding Toads and Frogs drawn, told in words and explored. */
class LoopyExplorerTest {
    private static FoxPosition cgsuiteExample() {
        return FoxPosition.of(8, 1, List.of(new int[] {4, 2}, new int[] {4, 4}, new int[] {4, 6}, new int[] {4, 8}),
                new int[] {1, 5});
    }

    @Test
    void foxAndGeeseMovesAreToldInCgsuitesCoordinates() {
        FoxPosition p = cgsuiteExample();
        List<String> geese = p.options(true).stream().map(q -> p.describe(q, true)).toList();
        assertEquals(List.of("goose (4,2) steps to (3,1)", "goose (4,2) steps to (3,3)", "goose (4,4) steps to (3,3)",
                "goose (4,4) steps to (3,5)", "goose (4,6) steps to (3,5)", "goose (4,6) steps to (3,7)",
                "goose (4,8) steps to (3,7)"), geese);
        List<String> fox = p.options(false).stream().map(q -> p.describe(q, false)).toList();
        assertEquals(Set.of("the fox moves from (1,5) to (2,6)", "the fox moves from (1,5) to (2,4)"), Set.copyOf(fox));
        assertEquals("game.grid.FoxAndGeese({(4,2),(4,4),(4,6),(4,8)}, (1,5))", p.expression());
        assertEquals("{7/2|2}", p.value().toString());
    }

    @Test
    void theBoardIsDrawnWithItsPiecesRowOneAtTheBottom() {
        String svg = LoopyPicture.svg(cgsuiteExample(), "example");
        assertEquals(4, count(svg, "<use href=\"#goose\""), svg);
        assertEquals(1, count(svg, "<use href=\"#fox\""), svg);
        assertTrue(svg.contains("<title>goose (4,2)</title>") && svg.contains("<title>fox (1,5)</title>"), svg);
        // Five rows (one above the geese), 32 px each from y = 6: the fox on row 1 is in the bottom row.
        assertTrue(svg.contains("<use href=\"#fox\" x=\"164\" y=\"150\">"), svg);
        assertTrue(svg.contains("<use href=\"#goose\" x=\"68\" y=\"54\">"), svg);
        String strip = LoopyPicture.svg(BackslidingPosition.of("tt.f"), "strip");
        assertEquals(3, count(strip, "<polygon"), strip);       // two toads and a frog, drawn as Toads and Frogs
    }

    private static int count(String s, String part) {
        int n = 0;
        for (int at = s.indexOf(part); at >= 0; at = s.indexOf(part, at + 1)) {
            n++;
        }
        return n;
    }

    /** A fox that can step back and forth between the geese: play returns to positions, and the walk ends. */
    @Test
    void exploringAPositionWithACycleEndsAndShowsEachValue() {
        FoxPosition start = FoxPosition.of(4, 1, List.of(new int[] {3, 1}, new int[] {3, 3}), new int[] {1, 3});
        LoopyExplorer graph = LoopyExplorer.of(start, 1000, ExplorerBudget.unlimited());
        // The positions reachable, found here by a plain closure over the moves (settled ones not followed).
        Set<String> seen = new HashSet<>();
        List<LoopyPosition> todo = new ArrayList<>(List.of(start));
        seen.add(start.key());
        for (int i = 0; i < todo.size(); i++) {
            if (todo.get(i).settled() != null) {
                continue;
            }
            for (boolean left : new boolean[] {true, false}) {
                for (LoopyPosition q : todo.get(i).options(left)) {
                    if (seen.add(q.key())) {
                        todo.add(q);
                    }
                }
            }
        }
        assertEquals(seen.size(), graph.nodes().size());
        boolean back = false;
        for (int i = 0; i < graph.nodes().size(); i++) {
            LoopyExplorer.Node n = graph.nodes().get(i);
            assertNotNull(n.value(), n.name());
            assertEquals(todoValue(todo, n.name()), n.value(), n.name());
            for (LoopyExplorer.Move m : n.right()) {
                back |= m.to() <= i;        // the fox steps back to a position already numbered: a cycle
            }
        }
        assertTrue(back, "a cycle in the graph");
        assertTrue(graph.nodes().get(0).right().stream().anyMatch(m -> m.label().equals("the fox moves from (1,3) to (2,2)")));
        String page = LoopyExplorerPage.html(start.expression(), graph);
        assertTrue(page.contains("\"v\":\"" + graph.nodes().get(0).value() + "\""), page);
        assertTrue(page.contains("Value</dt><dd><span id=\"value\" class=\"valuebox\">" + graph.nodes().get(0).value()), page);
        assertTrue(!page.contains("Temperature") && !page.contains("thermograph"), "no short-game facts on a loopy page");
    }

    private static String todoValue(List<LoopyPosition> ps, String name) {
        return ps.stream().filter(p -> p.expression().equals(name)).findFirst().orElseThrow().value().toString();
    }

    /**
     * The wins / draws / loses marks, read from outcome classes, against retrograde play on the
     * graph the page lists (the slow reference): every Backsliding strip of up to five squares,
     * small Fox and Geese boards (a settled fox is off: Right passes for ever), and game graphs with
     * draws written in CGSuite's notation.
     */
    @Test
    void moveMarksAgreeWithPlayOnTheGraph() {
        int checked = 0;
        for (int n = 1; n <= 5; n++) {
            for (String s : strips(n)) {
                checked += agree(LoopyExplorer.of(BackslidingPosition.of(s), 1000, ExplorerBudget.unlimited()));
            }
        }
        for (int[] fox : new int[][] {{1, 1}, {1, 3}, {2, 2}, {2, 4}}) {
            checked += agree(LoopyExplorer.of(FoxPosition.of(4, 1, List.of(new int[] {3, 1}, new int[] {3, 3}), fox),
                    1000, ExplorerBudget.unlimited()));
            checked += agree(LoopyExplorer.of(FoxPosition.of(4, 2, List.of(new int[] {4, 2}, new int[] {3, 3}), fox),
                    1000, ExplorerBudget.unlimited()));
        }
        int draws = 0;
        for (String g : List.of("a{a|a}", "a{0|{a|*}}", "a{0,a|a}", "a{{a|0}|a}", "a{a|{0|a}}", "a{b{a|b}|0}")) {
            LoopyExplorer graph = LoopyExplorer.of(new GraphPosition(Loopy.parseGame(g), -1), 1000, ExplorerBudget.unlimited());
            checked += agree(graph);
            draws += (int) graph.nodes().stream().flatMap(x -> java.util.stream.Stream.concat(x.left().stream(),
                    x.right().stream())).filter(m -> "draws".equals(m.result())).count();
        }
        assertTrue(draws > 0, "some move draws");
        assertTrue(checked > 300, "moves checked: " + checked);
    }

    private static List<String> strips(int n) {
        List<String> out = new ArrayList<>(List.of(""));
        for (int i = 0; i < n; i++) {
            List<String> next = new ArrayList<>();
            for (String s : out) {
                for (char c : "tf.".toCharArray()) {
                    next.add(s + c);
                }
            }
            out = next;
        }
        return out;
    }

    /** Checks each marked move against play on the listed graph; returns the moves checked. */
    private static int agree(LoopyExplorer graph) {
        List<LoopyExplorer.Node> nodes = graph.nodes();
        GraphBuilder b = new GraphBuilder();
        nodes.forEach(x -> b.addNode());
        for (int i = 0; i < nodes.size(); i++) {
            LoopyExplorer.Node x = nodes.get(i);
            assertTrue(x.opened() || x.settled() != null, x.name());
            if (x.settled() != null) {
                b.addRight(i, i);      // off: Right always has a move, Left none
            }
            for (LoopyExplorer.Move m : x.left()) {
                b.addLeft(i, m.to());
            }
            for (LoopyExplorer.Move m : x.right()) {
                b.addRight(i, m.to());
            }
        }
        int checked = 0;
        for (LoopyExplorer.Node x : nodes) {
            for (int side = 0; side < 2; side++) {
                boolean left = side == 0;
                for (LoopyExplorer.Move m : left ? x.left() : x.right()) {
                    if (m.result() == null) {
                        continue;
                    }
                    LoopyGame g = b.build(m.to());
                    PlayOutcome o = PlayOutcome.of(g);
                    PlayOutcome.Result opponent = left ? o.rightFirst(g.root()) : o.leftFirst(g.root());
                    String expected = opponent == PlayOutcome.Result.LOSS ? "wins"
                            : opponent == PlayOutcome.Result.DRAW ? "draws" : "loses";
                    assertEquals(expected, m.result(), x.name() + ": " + m.label());
                    checked++;
                }
            }
        }
        return checked;
    }

    /** A node of a game graph as a loopy position (for graphs with draws, which the rulesets' small boards lack). */
    private record GraphPosition(LoopyGame g, int node) implements LoopyPosition {
        int at() {
            return node < 0 ? g.root() : node;
        }

        @Override
        public String ruleset() {
            return "graph";
        }

        @Override
        public String expression() {
            return "node " + at();
        }

        @Override
        public String picture() {
            return expression();
        }

        @Override
        public List<LoopyPosition> options(boolean left) {
            List<LoopyPosition> out = new ArrayList<>();
            for (int k : left ? g.left(at()) : g.right(at())) {
                out.add(new GraphPosition(g, k));
            }
            return out;
        }

        @Override
        public SidedValue value() {
            return SidedValue.of(g.at(at()));
        }

        @Override
        public String describe(LoopyPosition to, boolean left) {
            return "to " + to.expression();
        }
    }
}
