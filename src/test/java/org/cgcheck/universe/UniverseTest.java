package org.cgcheck.universe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import org.cgcheck.form.Form;
import org.cgcheck.game.Game;
import org.cgcheck.testkit.Samples;
import org.jgrapht.alg.shortestpath.DijkstraShortestPath;
import org.junit.jupiter.api.Test;

class UniverseTest {
    @Test
    void countsPerDay() {
        int[] values = {1, 4, 22, 1474};
        for (int n = 0; n <= 3; n++) {
            assertEquals(values[n], Universe.valuesBornBy(n).size(), "values by day " + n);
            assertEquals((1 << (n + 1)) - 1, Kind.NUMBERS.bornBy(n).size(), "numbers by day " + n);
        }
        int[] forms = {1, 4, 256};
        for (int n = 0; n <= 2; n++) {
            assertEquals(forms[n], Universe.formsBornBy(n).size());
        }
        int[] impartial = {1, 2, 4, 16, 65536};
        for (int n = 0; n <= 4; n++) {
            assertEquals(impartial[n], Universe.impartialFormsBornBy(n).size());
        }
    }

    @Test
    void countsKnownWithoutBuildingAreTheSizesOfTheLists() {
        for (Kind k : Kind.values()) {
            for (int n = 0; n <= Math.min(Universe.maxDay(k), 6); n++) {
                long c = Universe.count(k, n);
                int size = k.bornBy(n).size();
                if (k == Kind.VALUES || k == Kind.FORMS || k == Kind.IMPARTIAL_FORMS || SmallKinds.isSmall(k) && k != Kind.UPS) {
                    assertEquals(size, c, k + " born by day " + n);
                } else {
                    assertTrue(size <= c, k + " born by day " + n + ": an upper bound");
                }
            }
            assertEquals(SmallKinds.isSmall(k) ? Universe.smallKindCount(k, Universe.maxDay(k) + 1) : -1,
                    Universe.count(k, Universe.maxDay(k) + 1), k + " beyond its last day");
        }
    }

    @Test
    void dayTwoAgreesWithTheBruteForceOverAllForms() {
        assertEquals(Samples.valuesBornBy(2).keySet(), new HashSet<>(Universe.valuesBornBy(2)));
    }

    @Test
    void valuesAreDistinctBornInTimeSortedAndClosedUnderNegation() {
        for (int n = 0; n <= 3; n++) {
            List<Game> vs = Universe.valuesBornBy(n);
            Set<Game> set = new HashSet<>(vs);
            assertEquals(vs.size(), set.size());
            for (Game g : vs) {
                assertTrue(g.birthday().compareTo(BigInteger.valueOf(n)) <= 0, g + " born by " + n);
                assertTrue(set.contains(g.negate()), "-" + g);
            }
            List<Game> sorted = new ArrayList<>(vs);
            sorted.sort(GameOrder.VALUES);
            assertEquals(sorted, vs, "deterministic order");
            if (n > 0) {
                assertTrue(set.containsAll(Universe.valuesBornBy(n - 1)));
            }
        }
    }

    @Test
    void hasseDiagramReachabilityIsTheOrder() {
        List<Game> vs = Universe.valuesBornBy(2);
        ValuePoset poset = new ValuePoset(vs);
        var paths = new DijkstraShortestPath<>(poset.hasseDiagram());
        for (Game a : vs) {
            for (Game b : vs) {
                boolean reach = a != b && paths.getPath(a, b) != null;
                assertEquals(a != b && a.leq(b), reach, a + " < " + b);
            }
        }
    }

    @Test
    void refusesWhatCannotBeEnumerated() {
        assertThrows(UniverseLimitException.class, () -> Universe.valuesBornBy(4));
        assertThrows(UniverseLimitException.class, () -> Universe.formsBornBy(3));
        assertThrows(UniverseLimitException.class, () -> Universe.impartialFormsBornBy(5));
        assertThrows(UniverseLimitException.class, () -> Universe.valuesBornBy(-1));
    }

    @Test
    void randomGamesRespectBirthdayAndSeed() {
        RandomGames a = new RandomGames(42);
        RandomGames b = new RandomGames(42);
        for (int i = 0; i < 300; i++) {
            int day = 1 + i % 6;
            Game g = a.value(day);
            assertEquals(g, b.value(day));
            assertTrue(g.birthday().compareTo(BigInteger.valueOf(day)) <= 0, g + " by day " + day);
            Form f = a.form(day);
            assertEquals(f, b.form(day));
            assertTrue(f.birthday() <= day);
            Form imp = a.impartialForm(day);
            assertEquals(imp, b.impartialForm(day));
            assertTrue(imp.isImpartial());
        }
    }

    @Test
    void shrinkerReturnsASmallerFailingTupleOrTheInput() {
        RandomGames rnd = new RandomGames(9);
        Predicate<List<Object>> fails = t -> {
            Game g = (Game) t.get(0);
            Game h = (Game) t.get(1);
            return g.plus(h).fuzzy(Game.ZERO);   // "G + H is comparable with 0" fails
        };
        List<Predicate<Object>> any = List.of(x -> true, x -> true);
        int shrunk = 0;
        for (int i = 0; i < 60; i++) {
            List<Object> t = List.of(rnd.value(4), rnd.value(4));
            if (!fails.test(t)) {
                continue;
            }
            List<Object> s = Shrinker.shrink(t, any, fails, 500);
            assertTrue(fails.test(s), "shrunk tuple still fails");
            assertTrue(Shrinker.ORDER.compare(s, t) <= 0, "never larger");
            if (Shrinker.ORDER.compare(s, t) < 0) {
                shrunk++;
            }
            assertFalse(Shrinker.ORDER.compare(s, t) > 0);
        }
        assertTrue(shrunk > 0, "shrinking made progress on some inputs");
    }

    @Test
    void shrinkerStaysInTheDomain() {
        Predicate<List<Object>> fails = t -> ((Game) t.get(0)).isNumber();   // every number "fails"
        List<Object> s = Shrinker.shrink(List.of(Game.integer(7)), List.of(x -> x instanceof Game g
                && g.isNumber() && !g.isInteger() || x.equals(Game.integer(7))), fails, 1000);
        assertTrue(((Game) s.get(0)).isNumber());
        assertTrue(s.get(0).equals(Game.integer(7)) || !((Game) s.get(0)).isInteger());
    }
}
