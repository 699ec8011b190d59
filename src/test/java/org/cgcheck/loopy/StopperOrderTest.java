package org.cgcheck.loopy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.cgcheck.game.Game;
import org.cgcheck.universe.Universe;
import org.junit.jupiter.api.Test;

/**
 * The fast order of stoppers (Survival) against the reference play-out (PlayOutcome of G - H,
 * Right first) on every small stopper enumerated, and the simplest form against both: it keeps
 * the value, is a stopper, prints and re-parses to itself, and equal stoppers print alike.
 */
class StopperOrderTest {
    private static final List<Game> SHORTS = List.of(Game.ZERO, Game.STAR, Game.ONE, Game.MINUS_ONE);

    private static List<LoopyGame> stoppers;

    /** Every small stopper enumerated (built once: several test classes use them, none changes them). */
    static synchronized List<LoopyGame> smallStoppers() {
        if (stoppers == null) {
            stoppers = List.copyOf(enumerate());
        }
        return stoppers;
    }

    private static List<LoopyGame> enumerate() {
        List<LoopyGame> all = new ArrayList<>(SmallGraphs.all(1, SHORTS));
        all.addAll(SmallGraphs.all(2, List.of(Game.ZERO)));
        all.addAll(SmallGraphs.random(1500, 3, List.of(Game.ZERO, Game.STAR, Game.ONE, Game.MINUS_ONE, Game.UP), 27));
        return SmallGraphs.stoppers(all);
    }

    /** Reference: Left survives G - H moving second. */
    static boolean referenceGeq(LoopyGame g, LoopyGame h) {
        LoopyGame d = g.minus(h);
        return PlayOutcome.of(d).rightFirst(d.root()) != PlayOutcome.Result.WIN;
    }

    @Test
    void survivalAgreesWithPlayOnRandomPairs() {
        List<LoopyGame> s = smallStoppers();
        assertTrue(s.size() > 1000, "stoppers enumerated: " + s.size());
        Random rnd = new Random(1);
        for (int i = 0; i < 4000; i++) {
            LoopyGame g = s.get(rnd.nextInt(s.size()));
            LoopyGame h = s.get(rnd.nextInt(s.size()));
            assertEquals(referenceGeq(g, h), Survival.geq(g, h), () -> LoopyPrinter.print(g) + " >= " + LoopyPrinter.print(h));
        }
    }

    /** G ≥ H solved on the pairs of G's and H's nodes agrees with the relation on one graph holding both, stoppers or not. */
    @Test
    void survivalOfTwoGraphsAgreesWithTheRelationOnOne() {
        List<LoopyGame> graphs = SmallGraphs.random(400, 4, List.of(Game.ZERO, Game.STAR, Game.ONE), 5);
        for (int i = 0; i + 1 < graphs.size(); i++) {
            LoopyGame g = graphs.get(i);
            LoopyGame h = graphs.get(i + 1);
            GraphBuilder b = new GraphBuilder();
            int x = b.embed(g);
            int y = b.embed(h);
            Survival rel = Survival.of(b.buildAll(x));
            assertEquals(rel.geq(x, y), Survival.geq(g, h), () -> g.graphString() + " >= " + h.graphString());
            assertEquals(rel.equal(x, y), Survival.equal(g, h), () -> g.graphString() + " = " + h.graphString());
        }
    }

    @Test
    void shortGamesKeepTheirOrderAndNotation() {
        List<Game> day2 = Universe.valuesBornBy(2);
        for (Game a : day2) {
            assertEquals(a.toString(), LoopyPrinter.print(LoopyGame.of(a)));
            for (Game b : day2) {
                assertEquals(a.geq(b), Survival.geq(LoopyGame.of(a), LoopyGame.of(b)), a + " >= " + b);
                assertEquals(a.plus(b).toString(), LoopyPrinter.print(LoopyGame.of(a).plus(LoopyGame.of(b))));
            }
        }
    }

    @Test
    void simplestFormKeepsValueAndIsUnique() {
        Map<String, LoopyGame> byForm = new LinkedHashMap<>();
        for (LoopyGame g : smallStoppers()) {
            LoopyGame s = StopperSimplifier.simplify(g);
            assertTrue(s.isStopper());
            assertTrue(referenceGeq(g, s) && referenceGeq(s, g), () -> LoopyPrinter.print(g) + " vs its simplest form");
            String printed = LoopyPrinter.print(g);
            LoopyGame back = Loopy.parseGame(printed);
            assertTrue(Survival.geq(back, g) && Survival.geq(g, back), () -> "round trip of " + printed);
            assertEquals(printed, LoopyPrinter.print(back));
            LoopyGame first = byForm.putIfAbsent(printed, g);
            if (first != null) {
                assertTrue(Survival.geq(first, g) && Survival.geq(g, first), printed);
            }
        }
        List<LoopyGame> reps = new ArrayList<>(byForm.values());
        List<String> names = new ArrayList<>(byForm.keySet());
        GraphBuilder b = new GraphBuilder();
        int[] at = new int[reps.size()];
        for (int i = 0; i < reps.size(); i++) {
            at[i] = b.embed(reps.get(i));
        }
        Survival rel = Survival.of(b.buildAll(at[0]));
        for (int i = 0; i < reps.size(); i++) {
            for (int j = 0; j < i; j++) {
                assertTrue(!rel.equal(at[i], at[j]), names.get(i) + " == " + names.get(j) + " but printed differently");
            }
        }
        assertTrue(reps.size() > 20, "distinct values: " + reps.size() + " " + names);
        System.out.println("StopperOrderTest: " + smallStoppers().size() + " small stoppers, " + reps.size()
                + " distinct simplest forms");
    }

    @Test
    void negationAndSumLaws() {
        List<LoopyGame> s = smallStoppers();
        Random rnd = new Random(2);
        for (int i = 0; i < 1500; i++) {
            LoopyGame g = s.get(rnd.nextInt(s.size()));
            LoopyGame h = s.get(rnd.nextInt(s.size()));
            assertEquals(Survival.geq(g, h), Survival.geq(h.negate(), g.negate()));
            assertEquals(LoopyPrinter.print(g), LoopyPrinter.print(g.negate().negate()));
            LoopyGame gh = g.plus(h);
            if (gh.isStopper()) {
                assertEquals(LoopyPrinter.print(gh), LoopyPrinter.print(h.plus(g)));
                // monotone (H ≥ 0 gives G + H ≥ G) but not cancellative: on - 1 = on
                if (referenceGeq(h, LoopyGame.of(Game.ZERO))) {
                    assertTrue(referenceGeq(gh, g), () -> LoopyPrinter.print(g) + " + " + LoopyPrinter.print(h));
                }
            }
        }
    }
}
