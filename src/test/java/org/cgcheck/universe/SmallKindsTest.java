package org.cgcheck.universe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.cgcheck.game.Game;
import org.junit.jupiter.api.Test;

/** Issue 13: numbers, integers and nimbers enumerate beyond day 3, in the same order as up to it. */
class SmallKindsTest {
    @Test
    void directConstructionAgreesWithFilteringEveryValueUpToDayThree() {
        for (Kind k : List.of(Kind.NUMBERS, Kind.INTEGERS, Kind.NIMBERS, Kind.UPS, Kind.UPTIMALS)) {
            for (int d = 0; d <= 3; d++) {
                assertEquals(k.bornBy(d), SmallKinds.bornBy(k, d), k + " day " + d);
            }
        }
    }

    @Test
    void countsBeyondDayThree() {
        assertEquals(31, Kind.NUMBERS.bornBy(4).size());
        assertEquals(127, Kind.NUMBERS.bornBy(6).size());
        assertEquals(21, Kind.INTEGERS.bornBy(10).size());
        assertEquals(101, Kind.NIMBERS.bornBy(100).size());
        List<?> ups = Kind.UPS.bornBy(6);
        assertTrue(ups.contains(Game.nus(org.cgcheck.game.Dyadic.ZERO, 5, 0)), ups.toString());
        assertTrue(!ups.contains(Game.nus(org.cgcheck.game.Dyadic.ZERO, 6, 0)), ups.toString());
        for (Object x : ups) {
            assertTrue(((Game) x).birthdayInt() <= 6, x.toString());
        }
        for (Object x : Kind.NUMBERS.bornBy(5)) {
            assertTrue(((Game) x).birthdayInt() <= 5, x.toString());
        }
    }

    @Test
    void tooManyIsRefusedWithAnEstimate() {
        UniverseLimitException e = assertThrows(UniverseLimitException.class, () -> Kind.NUMBERS.bornBy(40));
        assertTrue(e.getMessage().contains("limit is day 20"), e.getMessage());
        assertThrows(UniverseLimitException.class, () -> Kind.VALUES.bornBy(4));
    }

    @Test
    void uptimalsAreAKindBeyondDayThree() {
        assertEquals(52, Kind.UPTIMALS.bornBy(3).size());
        assertEquals(171, Kind.UPTIMALS.bornBy(4).size());
        assertThrows(UniverseLimitException.class, () -> Kind.UPTIMALS.bornBy(9));
    }

    @Test
    void claimsOverNumbersBornByDaySixAreVerified() {
        org.cgcheck.cli.BadInputTest.Run r = org.cgcheck.cli.BadInputTest.run("eval",
                "forall x number born by 6: x + x - x == x");
        assertEquals("true", r.out().strip(), r.out() + r.err());
    }

    @Test
    void nestedLargeDomainsAreRefusedBeforeBuildingThem() {
        org.cgcheck.cli.BadInputTest.Run r = org.cgcheck.cli.BadInputTest.run("eval",
                "forall x number born by 20: forall y number born by 20: x + y == y + x");
        assertEquals(2, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("refused") && r.out().contains("4398042316801"), r.out());
        for (Kind k : List.of(Kind.NUMBERS, Kind.INTEGERS, Kind.NIMBERS, Kind.UPS)) {
            for (int d = 0; d <= 8; d++) {
                assertTrue(Universe.smallKindCount(k, d) >= k.bornBy(d).size(), k + " " + d);
            }
        }
    }
}
