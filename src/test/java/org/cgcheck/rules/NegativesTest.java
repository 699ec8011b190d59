package org.cgcheck.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * −P as a board of the same ruleset: its value is −value(P) for every position within a bound,
 * and, by brute force over the literal options with no values at all, P + (−P) is a win for the
 * second player. Heap moves and Hackenbush cuts are found again from the boards before and after.
 */
class NegativesTest {
    private static void checkAll(Ruleset r, Bound b, int bruteForceSize) {
        int n = 0;
        for (Position p : r.within(b)) {
            Position neg = Negatives.of(p);
            assertNotNull(neg, () -> r.name() + " " + p.text());
            assertEquals(p.value().negate(), neg.value(), () -> r.name() + ": −(" + p.text() + ") = " + neg.text());
            assertNotNull(Negatives.how(p, "P"));
            if (p.size() <= bruteForceSize) {
                assertFalse(wins(List.of(p, neg), true), () -> "Left loses P + −P moving first: " + p.text());
                assertFalse(wins(List.of(p, neg), false), () -> "Right loses P + −P moving first: " + p.text());
                n++;
            }
        }
        assertTrue(n > 3, "some positions small enough to play out");
    }

    /** Whether the player to move wins the sum of the positions, playing their literal options. */
    private static boolean wins(List<Position> parts, boolean left) {
        for (int i = 0; i < parts.size(); i++) {
            for (Position q : parts.get(i).options(left)) {
                List<Position> next = new ArrayList<>(parts);
                next.set(i, q);
                if (!wins(next, !left)) {
                    return true;
                }
            }
        }
        return false;
    }

    @Test
    void domineeringTurned() {
        checkAll(Domineering.RULES, new Bound(3, 3), 6);
        assertEquals(".#|..|..", Negatives.of(Domineering.RULES.parse("...|#..")).text());
    }

    @Test
    void clobberToppingToadsHackenbushCutcakeAndImpartial() {
        checkAll(Clobber.RULES, new Bound(2, 3), 5);
        checkAll(TopplingDominoes.RULES, new Bound(5, 0), 4);
        checkAll(ToadsAndFrogs.RULES, new Bound(5, 0), 5);
        checkAll(Hackenbush.RULES, new Bound(4, 0), 3);
        checkAll(Cutcake.RULES, new Bound(4, 4), 6);
        checkAll(Cram.RULES, new Bound(2, 3), 6);
        checkAll(HeapGame.KAYLES, new Bound(8, 0), 6);
        assertEquals("f.t", Negatives.of(ToadsAndFrogs.RULES.parse("f.t")).text(), "mirrored and swapped: itself");
        assertEquals("tt.f", Negatives.of(ToadsAndFrogs.RULES.parse("t.ff")).text());
    }

    @Test
    void heapMovesFoundAgain() {
        for (HeapGame g : List.of(HeapGame.KAYLES, HeapGame.DAWSONS_KAYLES, HeapGame.GRUNDYS_GAME, HeapGame.NIM,
                HeapGame.octal("0.137"))) {
            for (Position p : g.within(new Bound(9, 0))) {
                for (Position two : List.of(p, new HeapGame.Heaps(g, List.of(2, HeapGame.heaps(p).isEmpty() ? 1
                        : HeapGame.heaps(p).get(0), 3)))) {
                    for (Position q : two.options(true)) {
                        HeapGame.HeapMove m = HeapGame.move(two, q);
                        assertNotNull(m, () -> g.name() + " " + two.text() + " → " + q.text());
                        List<Integer> rebuilt = new ArrayList<>(HeapGame.heaps(two).subList(0, m.index()));
                        rebuilt.addAll(m.leaves());
                        rebuilt.addAll(HeapGame.heaps(two).subList(m.index() + 1, HeapGame.heaps(two).size()));
                        assertEquals(HeapGame.heaps(q), rebuilt);
                        assertEquals(HeapGame.heaps(two).get(m.index()), m.heap());
                        assertFalse(MoveText.describe(two, q).startsWith("to "), MoveText.describe(two, q));
                    }
                }
            }
        }
        Position k4 = HeapGame.KAYLES.heap(4);
        assertEquals("knocks down pins 2 and 3 of the row of 4, leaving rows of 1 and 1",
                MoveText.describe(k4, new HeapGame.Heaps(HeapGame.KAYLES, List.of(1, 1))));
        assertEquals("knocks down an end pin of the row of 4, leaving a row of 3", MoveText.describe(k4, HeapGame.KAYLES.heap(3)));
        assertEquals("knocks down both pins of the row of 2", MoveText.describe(HeapGame.KAYLES.heap(2),
                new HeapGame.Heaps(HeapGame.KAYLES, List.of())));
        assertEquals("knocks down an end pin of row 2 (of 3 pins), leaving a row of 2", MoveText.describe(
                new HeapGame.Heaps(HeapGame.KAYLES, List.of(2, 3)), new HeapGame.Heaps(HeapGame.KAYLES, List.of(2, 2))));
        assertEquals("splits the heap of 5 into 1 and 4", MoveText.describe(HeapGame.GRUNDYS_GAME.heap(5),
                new HeapGame.Heaps(HeapGame.GRUNDYS_GAME, List.of(1, 4))));
        assertEquals(null, HeapGame.move(k4, HeapGame.KAYLES.heap(1)), "Kayles takes one or two pins, not three");
    }

    @Test
    void hackenbushCutsFoundAgain() {
        for (Position p : Hackenbush.RULES.within(new Bound(4, 0))) {
            for (boolean left : new boolean[] {true, false}) {
                for (Position q : p.options(left)) {
                    Hackenbush.Cut c = Hackenbush.cut(p, q);
                    assertNotNull(c, () -> p.text() + " → " + q.text());
                    String letters = p.text().replaceAll("[^lre]", "");
                    assertEquals(letters.charAt(c.number() - 1), c.color(), "the edge numbered as the text writes it");
                    assertTrue(c.color() == 'e' || c.color() == (left ? 'l' : 'r'), "the player's own colour or green");
                    assertEquals(p.size() - q.size() - 1, c.falling(), "the edges above fall with it");
                }
            }
        }
        Position t = Hackenbush.RULES.parse("lr(e;l)");
        assertEquals("cuts red edge 2, and the 2 edges above it fall", MoveText.describe(t, Hackenbush.RULES.parse("l")));
        assertEquals("cuts green edge 3", MoveText.describe(t, Hackenbush.RULES.parse("lrl")));
    }
}
