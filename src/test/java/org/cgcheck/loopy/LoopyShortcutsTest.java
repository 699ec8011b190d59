package org.cgcheck.loopy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.cgcheck.game.Game;
import org.junit.jupiter.api.Test;

/**
 * The shortcuts taken for speed (issue 32) against the slow ways they replace: the simplifier's
 * skipped check (a bisimulation onto the new graph) against the comparison it skips, the memos'
 * int-array keys against the printed graphs they replaced, and the enumeration of deletion sets
 * by size against sorting them.
 */
class LoopyShortcutsTest {
    private static final List<Game> SHORTS = List.of(Game.ZERO, Game.STAR, Game.ONE, Game.MINUS_ONE);

    private static List<LoopyGame> games() {
        return SmallGraphs.sample(SHORTS, 300, 21, 300, 22);
    }

    @Test
    void aRenumberedCopyIsTheSameGameAndACopyLessOneMoveIsNot() {
        java.util.Random rnd = new java.util.Random(5);
        int withMoves = 0;
        for (LoopyGame g : games()) {
            int n = g.nodes();
            List<Integer> perm = new ArrayList<>();
            for (int k = 0; k < n; k++) {
                perm.add(k);
            }
            java.util.Collections.shuffle(perm, rnd);
            int[] id = new int[n];
            for (int k = 0; k < n; k++) {
                id[k] = perm.get(k);
            }
            int[][] l = new int[n][];
            int[][] r = new int[n][];
            for (int k = 0; k < n; k++) {
                l[id[k]] = image(g.left(k), id);
                r[id[k]] = image(g.right(k), id);
            }
            LoopyGame copy = new LoopyGame(l, r, id[g.root()]);
            assertTrue(StopperSimplifier.sameGame(g, copy, id), g::graphString);
            for (int k = 0; k < n; k++) {
                if (l[id[k]].length > 0) {
                    withMoves++;
                    int[][] fewer = l.clone();
                    fewer[id[k]] = java.util.Arrays.copyOf(l[id[k]], l[id[k]].length - 1);
                    assertFalse(StopperSimplifier.sameGame(g, new LoopyGame(fewer, r, id[g.root()]), id), g::graphString);
                    break;
                }
            }
        }
        assertTrue(withMoves > 100);
    }

    private static int[] image(int[] edges, int[] id) {
        int[] out = new int[edges.length];
        for (int i = 0; i < edges.length; i++) {
            out[i] = id[edges[i]];
        }
        return out;
    }

    @Test
    void theSkippedCheckIsOneTheComparisonWouldPass() {
        int skipped = 0;
        int checked = 0;
        for (LoopyGame g : SmallGraphs.stoppers(games())) {
            boolean[] same = new boolean[1];
            LoopyGame cur = StopperSimplifier.shortParts(g, same);
            if (same[0]) {
                skipped++;
                assertTrue(Survival.equal(cur, g), g::graphString);
            } else {
                checked++;
            }
        }
        assertTrue(skipped > 100 && checked > 10, "both cases met: " + skipped + " skipped, " + checked + " checked");
    }

    @Test
    void graphKeysAreEqualExactlyWhenThePrintedGraphsAre() {
        List<LoopyGame> gs = games().subList(0, 400);
        for (LoopyGame g : gs) {
            for (LoopyGame h : gs) {
                boolean printedEqual = g.graphString().equals(h.graphString());
                assertEquals(printedEqual, GraphKey.of(g).equals(GraphKey.of(h)), () -> g.graphString() + h.graphString());
                if (printedEqual) {
                    assertEquals(GraphKey.of(g).hashCode(), GraphKey.of(h).hashCode());
                }
            }
        }
    }

    @Test
    void deletionSetsComeFewestFirstThenInNumericOrder() {
        for (int m = 1; m <= 10; m++) {
            List<Integer> sorted = new ArrayList<>();
            for (int mask = 1; mask < 1 << m; mask++) {
                sorted.add(mask);
            }
            sorted.sort(Comparator.comparingInt(Integer::bitCount));     // stable: numeric order within a size
            List<Integer> enumerated = new ArrayList<>();
            for (int k = 1; k <= m; k++) {
                for (int mask = (1 << k) - 1; mask < 1 << m; mask = SideByDeletion.nextWithSameCount(mask)) {
                    enumerated.add(mask);
                }
            }
            assertEquals(sorted, enumerated, "m = " + m);
        }
    }
}
