package org.cgcheck.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.cgcheck.game.Game;
import org.junit.jupiter.api.Test;

/** Issue 43's graph and grid games: parsing, keys, domains and values against slow references. */
class BoardRulesTest {
    /**
     * The value from the options alone, without splitting into parts, symmetries or isomorphism
     * keys: remembered only for the very same board or numbered graph.
     */
    private static final java.util.Map<String, Game> SEEN = new java.util.HashMap<>();

    private static Game slow(Position p) {
        String id = p.ruleset().name() + ":" + (p instanceof GraphPosition g ? g.graph.identity() : p.text());
        Game known = SEEN.get(id);
        if (known != null) {
            return known;
        }
        List<Game> l = new ArrayList<>(), r = new ArrayList<>();
        for (Position q : p.options(true)) {
            l.add(slow(q));
        }
        for (Position q : p.options(false)) {
            r.add(slow(q));
        }
        Game g = Game.of(l, r);
        SEEN.put(id, g);
        return g;
    }

    @Test
    void graphErrorsPointAtTheCharacter() {
        BadPosition e = assertThrows(BadPosition.class, () -> ColGame.SNORT.parse(".-.x."));
        assertEquals(3, e.offset);
        e = assertThrows(BadPosition.class, () -> ColGame.SNORT.parse("L:A-.-R:A"));
        assertTrue(e.getMessage().contains("two different labels"), e.getMessage());
        e = assertThrows(BadPosition.class, () -> ColGame.SNORT.parse(".-.(-.;-."));
        assertTrue(e.getMessage().contains("unmatched '('"), e.getMessage());
        assertThrows(BadPosition.class, () -> ColGame.SNORT.parse(".>."));
        e = assertThrows(BadPosition.class, () -> BoardRulesets.hackenbush("l;r"));
        assertTrue(e.getMessage().contains("not connected"), e.getMessage());
        e = assertThrows(BadPosition.class, () -> BoardRulesets.hackenbush(""));
        assertTrue(e.getMessage().contains("empty"), e.getMessage());
    }

    @Test
    void printedGraphsParseBackToTheSameGraph() {
        SplittableRandom rnd = new SplittableRandom(7);
        for (int i = 0; i < 300; i++) {
            Position p = ColGame.SNORT.random(new org.cgcheck.rules.Bound(1 + rnd.nextInt(9), 0), rnd);
            Graph g = ((GraphPosition) p).graph;
            Graph back = ((GraphPosition) ColGame.SNORT.parse(p.text())).graph;
            assertEquals(GraphKey.of(g, false), GraphKey.of(back, false), p.text());
            assertEquals(p.text(), GraphText.print(back, ColGame.SNORT.labels), "printing is stable");
        }
    }

    @Test
    void keysAreEqualExactlyForRenumberedCopies() {
        SplittableRandom rnd = new SplittableRandom(11);
        for (int i = 0; i < 200; i++) {
            int n = 2 + rnd.nextInt(8);
            GraphPosition p = (GraphPosition) ColGame.SNORT.random(new Bound(n, 0), rnd);
            Graph g = p.graph;
            int[] perm = new int[n];
            for (int v = 0; v < n; v++) {
                perm[v] = v;
            }
            for (int v = n - 1; v > 0; v--) {
                int w = rnd.nextInt(v + 1);
                int t = perm[v];
                perm[v] = perm[w];
                perm[w] = t;
            }
            Graph h = GraphOps.rootedAt(g, 0);
            for (int k = 1; k < n; k++) {       // a renumbering built from swaps with vertex 0
                h = GraphOps.rootedAt(h, perm[k]);
            }
            assertEquals(GraphKey.of(g, false), GraphKey.of(h, false));
            assertEquals(Solver.value(p), Solver.value(ColGame.SNORT.position(h)), "isomorphic graphs, equal values");
        }
        // A path and a star on four vertices: not isomorphic, different keys.
        assertNotEquals(GraphKey.of(Graph.path(4), false),
                GraphKey.of(((GraphPosition) ColGame.SNORT.parse(".(-.;-.;-.)")).graph, false));
    }

    @Test
    void connectedShapesAreCountedAsInTheLiterature() {
        // Connected graphs on n unlabelled vertices (OEIS A001349): 1, 1, 2, 6, 21, 112, 853.
        int[] expected = {1, 1, 2, 6, 21, 112, 853};
        for (int n = 1; n <= 7; n++) {
            assertEquals(expected[n - 1], GraphShapes.connected(n).size(), "n = " + n);
        }
    }

    @Test
    void splitAndMemoisedValuesEqualTheSlowReference() {
        SplittableRandom rnd = new SplittableRandom(3);
        for (GraphRuleset r : List.of(ColGame.SNORT, ColGame.COL, ArcKayles.ARC_KAYLES, ArcKayles.PARTIZAN,
                GraphHackenbush.HACKENBUSH, GraphHackenbush.CHILDISH)) {
            for (int i = 0; i < 40; i++) {
                Position p = r.random(new Bound(1 + rnd.nextInt(6), 0), rnd);
                assertEquals(slow(p), p.value(), r.name() + " " + p.text());
            }
        }
        for (GridRuleset r : List.of(Amazons.RULES, GenClobber.KINGS, GenClobber.KNIGHTS, GenClobber.ROOKS,
                GenClobber.QUEENS, GenClobber.HOT, GenClobber.ANTI, Fission.RULES)) {
            for (int i = 0; i < 40; i++) {
                Position p = r.random(new Bound(1 + rnd.nextInt(3), 1 + rnd.nextInt(3)), rnd);
                assertEquals(slow(p), p.value(), r.name() + " " + p.text());
            }
        }
    }

    /**
     * Where cgcheck and CGSuite differ, on purpose: CGSuite splits an Anti-Clobber board into
     * groups of pieces, each cut to its own bounding box, but pieces move onto empty squares, so
     * x.o is not x + o: Left moves to oxo, Right to xox, both 0, so x.o is * (CGSuite says 0).
     */
    @Test
    void antiClobberIsNotSplitAtEmptySquares() {
        Position p = GenClobber.ANTI.parse("x.o");
        assertEquals(Game.STAR, p.value());
        assertEquals(slow(p), p.value());
    }

    @Test
    void domainsListEachGraphOnce() {
        List<Position> ps = ColGame.SNORT.within(new Bound(3, 0));
        java.util.Set<String> keys = new java.util.HashSet<>();
        for (Position p : ps) {
            assertTrue(keys.add(p.key()), "listed twice: " + p.text());
        }
        // 1 vertex: 3 tintings; 2 vertices: 6 up to swapping; 3 vertices: path 18, triangle 10.
        assertEquals(3 + 6 + 18 + 10, ps.size());
        // Paths: 3 + 6 + 18 (27 tintings of three vertices, 9 of them their own mirror image).
        assertEquals(3 + 6 + 18, Rulesets.byName("snort paths").within(new Bound(3, 0)).size());
    }
}
