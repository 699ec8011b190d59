package org.cgcheck.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Random positions beyond a bound: valid, of the drawn shape, seeded, with sensible mixes. */
class RandomPositionsTest {
    private static Bound boundOf(Ruleset r) {
        return r.boundSyntax().equals("RxC") ? new Bound(2, 3) : new Bound(4, 0);
    }

    @Test
    void everyDrawIsAValidPositionBeyondTheBoundAndSolvable() {
        for (Ruleset r : Rulesets.all().values()) {
            Bound b = boundOf(r);
            Beyond beyond = new Beyond(r, b);
            assertEquals(Beyond.STEPS, beyond.steps(), r.name());
            List<Position> inside = r.within(b);     // listed once, not per draw (a fifth of the time)
            SplittableRandom rnd = new SplittableRandom(7);
            for (int step = 1; step <= beyond.steps(); step++) {
                for (int i = 0; i < 30; i++) {
                    Position p = beyond.draw(step, rnd);
                    Position again = r.parse(p.text());       // the text is a valid position of the ruleset
                    assertEquals(p.text(), again.text(), r.name());
                    assertTrue(p.size() <= r.exploreLimit(), r.name() + " " + p.text());
                    assertFalse(inside.contains(p), r.name() + ": " + p.text() + " is within " + b);
                    p.value();      // solves
                }
            }
        }
    }

    @Test
    void sameSeedSamePositions() {
        for (Ruleset r : Rulesets.all().values()) {
            Beyond beyond = new Beyond(r, boundOf(r));
            SplittableRandom a = new SplittableRandom(3);
            SplittableRandom b = new SplittableRandom(3);
            for (int i = 0; i < 20; i++) {
                assertEquals(beyond.draw(1 + i % 3, a).text(), beyond.draw(1 + i % 3, b).text(), r.name());
            }
        }
    }

    @Test
    void boardShapesGrowOneRowOrColumnPerStep() {
        List<String> step1 = new ArrayList<>();
        for (Bound s : Domineering.RULES.beyond(new Bound(3, 4), 1)) {
            step1.add(s.toString());
        }
        assertEquals(List.of("1x5", "2x5", "3x5", "4x1", "4x2", "4x3", "4x4"), step1);
        assertTrue(Domineering.RULES.beyond(new Bound(3, 4), 2).contains(new Bound(4, 5)));
        assertTrue(HeapGame.KAYLES.beyond(new Bound(30, 0), 1).contains(new Bound(31, 0)));
        assertEquals(new Bound(8, 0), ToadsAndFrogs.RULES.beyond(new Bound(6, 0), 2).get(0));
    }

    @Test
    void shapesTooLargeToSolveQuicklyAreNeverDrawn() {
        Beyond b = new Beyond(Clobber.RULES, new Bound(3, 4));
        SplittableRandom rnd = new SplittableRandom(1);
        for (int i = 0; i < 200; i++) {
            Position p = b.draw(1 + i % b.steps(), rnd);
            assertTrue(p.size() <= Clobber.RULES.exploreLimit(), p.text());
        }
        assertEquals(0, new Beyond(ToadsAndFrogs.RULES, new Bound(ToadsAndFrogs.RULES.exploreLimit(), 0)).steps(),
                "nothing beyond the limit: no exploration rather than a hang");
    }

    @Test
    void boardsAreNotMostlyBlockedAndClobberHasBothColours() {
        SplittableRandom rnd = new SplittableRandom(11);
        int blocked = 0, cells = 0;
        for (int i = 0; i < 300; i++) {
            String t = Domineering.RULES.random(new Bound(4, 4), rnd).text().replace("|", "");
            blocked += t.chars().filter(c -> c == '#').count();
            cells += t.length();
        }
        assertTrue(blocked < cells * 0.35, blocked + " of " + cells + " cells blocked");
        assertTrue(blocked > cells * 0.1, "not only empty boards either");
        for (int i = 0; i < 100; i++) {
            String t = Clobber.RULES.random(new Bound(3, 3), rnd).text();
            assertTrue(t.contains("x") && t.contains("o"), t);
        }
        int empties = 0;
        for (int i = 0; i < 100; i++) {
            empties += ToadsAndFrogs.RULES.random(new Bound(10, 0), rnd).text().chars().filter(c -> c == '.').count();
        }
        assertTrue(empties > 200 && empties < 700, empties + " empty squares in 1000");
    }

    @Test
    void shrinkCandidatesAreSmallerValidPositions() {
        for (Ruleset r : Rulesets.all().values()) {
            Position p = new Beyond(r, boundOf(r)).draw(2, new SplittableRandom(5));
            for (Position q : r.smaller(p)) {
                assertTrue(q.size() < p.size() || q.size() == p.size() && q.text().compareTo(p.text()) < 0,
                        r.name() + ": " + q.text() + " is not smaller than " + p.text());
                assertEquals(q.text(), r.parse(q.text()).text(), r.name());
            }
        }
    }

    /** Issue 12, item 3: a board and its transpose are listed once when both shapes fit the bound. */
    @Test
    void cramAndClobberListABoardOrItsTransposeNotBoth() {
        for (Ruleset r : List.of(Cram.RULES, Clobber.RULES)) {
            List<String> texts = new ArrayList<>();
            for (Position p : r.within(new Bound(3, 3))) {
                texts.add(p.text());
            }
            GridPosition g = (GridPosition) r.parse(r == Cram.RULES ? "..#|..." : "xo.|oxx");
            java.util.Set<String> images = new java.util.HashSet<>();
            for (int s = 0; s < 8; s++) {
                images.add(g.grid.image(s));
            }
            assertEquals(1, texts.stream().filter(images::contains).count(), r.name() + ": " + images);
            for (String t : texts) {
                Grid grid = ((GridPosition) r.parse(t)).grid;
                assertEquals(grid.normalForm(8), t, r.name() + ": listed in its least spelling under all 8 symmetries");
            }
        }
        // Within 2x3 the turned shape 3x2 is not listed, so 2x3 boards keep their own spelling.
        assertTrue(Cram.RULES.within(new Bound(2, 3)).stream().anyMatch(p -> p.text().equals("...|...")));
        // Domineering's transpose swaps the players: never merged.
        List<Position> dom = Domineering.RULES.within(new Bound(3, 3));
        assertTrue(dom.stream().anyMatch(p -> p.text().equals("..|..|..")));
        assertTrue(dom.stream().anyMatch(p -> p.text().equals("...|...")));
    }
}
