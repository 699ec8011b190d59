package org.cgcheck.universe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.cgcheck.game.Dyadic;
import org.cgcheck.game.Game;
import org.cgcheck.game.UptimalExpansion;
import org.cgcheck.game.Uptimals;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Issue 13: uptimals born by day n are built from day n-1's; the construction must be complete,
 * so it is checked against filtering every value (days 0..3), against a second construction
 * over antichains (days 1..5) and against candidate expansions with generous bounds (day 4).
 */
class UptimalDaysTest {
    @Test
    void daysZeroToThreeAreExactlyTheFilteredValues() {
        for (int d = 0; d <= 3; d++) {
            List<Game> filtered = Universe.valuesBornBy(d).stream().filter(Kind.UPTIMALS::test).toList();
            assertEquals(filtered, UptimalDays.bornBy(d), "day " + d);
            assertEquals(filtered, SmallKinds.bornBy(Kind.UPTIMALS, d), "day " + d);
        }
    }

    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)        // hang guard only
    void daysOneToFiveAgreeWithTheConstructionOverAntichains() {
        for (int d = 1; d <= 5; d++) {
            assertEquals(UptimalDays.byAntichains(UptimalDays.bornBy(d - 1), d), UptimalDays.bornBy(d), "day " + d);
        }
    }

    /** Every expansion x + d1·↑ + ... + dk·↑^k + *m with k ≤ 4, |di| ≤ 4, m ≤ 5 and |x| ≤ 1, built. */
    @Test
    @Timeout(value = 300, unit = TimeUnit.SECONDS)        // hang guard only
    void dayFourAgreesWithEveryCandidateExpansionWithinGenerousBounds() {
        List<Dyadic> parts = List.of(Dyadic.ZERO, Dyadic.ONE, Dyadic.ONE.negate(), Dyadic.of(1, 1));
        assertTrue(candidatesAgree(4, parts, 4, 4, 16, 5) > 60);
    }

    /**
     * Day 5's infinitesimals against every expansion with k ≤ 5, |di| ≤ 5, Σ|di| ≤ 8, m ≤ 6 (day 5's
     * longest expansion has 4 digits, the largest digit 4, the largest Σ|di| 6, the largest star 5).
     */
    @Test
    @Timeout(value = 300, unit = TimeUnit.SECONDS)
    void dayFiveInfinitesimalsAgreeWithEveryCandidateExpansionWithinGenerousBounds() {
        assertEquals(202, candidatesAgree(5, List.of(Dyadic.ZERO), 5, 5, 8, 6));
    }

    /** The listed uptimals of the day with these number parts equal the candidates born by the day. */
    private static int candidatesAgree(int day, List<Dyadic> parts, int maxLength, int maxDigit, int maxSum,
            int maxStar) {
        Set<Game> built = new HashSet<>();
        for (int[] digits : digitVectors(maxLength, maxDigit)) {
            if (java.util.Arrays.stream(digits).map(Math::abs).sum() > maxSum) {
                continue;
            }
            for (int m = 0; m <= maxStar; m++) {
                for (Dyadic x : parts) {
                    Game g = Uptimals.build(new UptimalExpansion(x, m, digits));
                    if (g.birthdayInt() <= day) {
                        built.add(g);
                    }
                }
            }
        }
        Set<Game> listed = new HashSet<>();
        for (Game g : UptimalDays.bornBy(day)) {
            if (parts.contains(Uptimals.expansion(g).number())) {
                listed.add(g);
            }
        }
        assertEquals(listed, built, "day " + day);
        return listed.size();
    }

    private static List<int[]> digitVectors(int maxLength, int maxDigit) {
        List<int[]> out = new ArrayList<>();
        out.add(new int[0]);
        List<int[]> level = List.of(new int[0]);
        for (int len = 1; len <= maxLength; len++) {
            List<int[]> next = new ArrayList<>();
            for (int[] v : level) {
                for (int d = -maxDigit; d <= maxDigit; d++) {
                    int[] w = java.util.Arrays.copyOf(v, len);
                    w[len - 1] = d;
                    next.add(w);
                }
            }
            level = next;
            for (int[] v : next) {
                if (v[len - 1] != 0) {
                    out.add(v);
                }
            }
        }
        return out;
    }

    /** The facts the construction rests on, checked on every uptimal it builds to day 6. */
    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void everyOptionOfAnUptimalIsAnUptimalOfTheDayBeforeWithTheSameNumberPart() {
        for (int d = 1; d <= 6; d++) {
            Set<Game> before = new HashSet<>(UptimalDays.bornBy(d - 1));
            for (Game g : UptimalDays.bornBy(d)) {
                UptimalExpansion e = Uptimals.expansion(g);
                List<Game> options = new ArrayList<>(g.leftOptions());
                options.addAll(g.rightOptions());
                for (Game o : options) {
                    assertTrue(before.contains(o), o + ", an option of " + g + ", is not an uptimal of day " + (d - 1));
                    if (!g.isNumber()) {
                        assertEquals(e.number(), Uptimals.expansion(o).number(), g + " / " + o);
                    }
                }
                boolean shape = g.isNumber() || g.leftOptions().size() == 1 || g.rightOptions().size() == 1
                        || g.leftOptions().equals(g.rightOptions());
                assertTrue(shape, g.toString());
            }
        }
    }

    @Test
    @Timeout(value = 300, unit = TimeUnit.SECONDS)
    void theCountTableIsExactAndEachDayIsSortedNestedAndClosedUnderNegation() {
        for (int d = 0; d <= UptimalDays.MAX_DAY; d++) {
            List<Game> day = UptimalDays.bornBy(d);
            assertEquals(UptimalDays.COUNTS[d], day.size(), "day " + d);
            assertEquals(UptimalDays.COUNTS[d], Universe.smallKindCount(Kind.UPTIMALS, d));
            Set<Game> set = new HashSet<>(day);
            List<Game> sorted = new ArrayList<>(day);
            sorted.sort(GameOrder.VALUES);
            assertEquals(sorted, day);
            for (Game g : day) {
                assertTrue(g.birthdayInt() <= d, g.toString());
                assertNotNull(Uptimals.expansion(g), g.toString());
                assertTrue(set.contains(g.negate()), g.toString());
            }
            if (d > 0) {
                assertTrue(set.containsAll(UptimalDays.bornBy(d - 1)), "day " + d);
            }
        }
    }

    @Test
    void theKindEnumeratesBeyondDayThreeAndRefusesBeyondTheTableWithAnEstimate() {
        List<?> five = Kind.UPTIMALS.bornBy(5);
        assertEquals(544, five.size());
        assertTrue(five.contains(Uptimals.upPower(4)), "↑⁴ is born on day 5");
        assertTrue(five.contains(Game.nus(Dyadic.ZERO, 4, 0)), "⇑⇑ is born on day 5");
        assertTrue(!five.contains(Uptimals.upPower(5)));
        assertEquals(8, Universe.maxDay(Kind.UPTIMALS));
        UniverseLimitException e = assertThrows(UniverseLimitException.class, () -> Kind.UPTIMALS.bornBy(9));
        assertTrue(e.getMessage().contains("about 47673 of them") && e.getMessage().contains("limit is day 8"),
                e.getMessage());
    }
}
