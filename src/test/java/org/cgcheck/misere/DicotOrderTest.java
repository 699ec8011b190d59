package org.cgcheck.misere;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeMap;
import org.cgcheck.form.Form;
import org.junit.jupiter.api.Test;

/**
 * The comparison test modulo D (DicotOrder) against brute-force misère play of literal sums
 * (DicotReference): when the test says G ≱ H, some dicot X shows it (o⁻(G + X) ≱ o⁻(H + X));
 * when it says G ≥ H, no X tried contradicts it. The X tried: the 10 literal dicots born by day 2,
 * then the reduced dicots born by day 3, then random literal dicots born by day 3.
 */
class DicotOrderTest {
    private static final List<Form> DAY2 = DicotReference.dicotsBornBy(2);
    private static final List<Form> REDUCED3 = DicotDays.bornBy(3);

    /** X to refute with, smallest first: day 2 literal, day 3 reduced (sorted by birthday), then day 3 random. */
    private static List<Form> refuters() {
        List<Form> xs = new ArrayList<>(DAY2);
        xs.addAll(REDUCED3);
        xs.addAll(DicotReference.randomDicots(500, 11, DAY2));
        return xs;
    }


    @Test
    void literalDicotsBornByDay2AreEnumeratedByTheDefinition() {
        assertEquals(1, DicotReference.dicotsBornBy(0).size());
        assertEquals(2, DicotReference.dicotsBornBy(1).size());
        assertEquals(10, DAY2.size());
        for (Form g : DAY2) {
            assertTrue(DicotReference.isDicot(g) && Dicots.isDicot(g), () -> g + " is a dicot");
        }
    }

    @Test
    void everyPairBornByDay2AgreesWithBruteForce() {
        List<Form> xs = refuters();
        TreeMap<Integer, Integer> byDay = new TreeMap<>();
        int ge = 0;
        for (Form g : DAY2) {
            for (Form h : DAY2) {
                if (DicotReference.testAgreesWithPlay(g, h, xs, xs, byDay)) {
                    ge++;
                }
            }
        }
        // Measured: 30 of the 100 ordered pairs are ≥ (10 of them G = H, 2 are {*|*} against 0); every ≱
        // is shown by an X born by day 2 (38 by X = 0, 23 by X born on day 1, 9 on day 2).
        System.out.println("dicots born by day 2: " + ge + " of 100 ordered pairs G ≥ H; witnesses by birthday " + byDay);
        assertTrue(byDay.keySet().stream().allMatch(d -> d <= 2), "every ≱ among day-2 dicots is shown by a day-2 X");
    }

    @Test
    void randomPairsBornByDay3AgreeWithBruteForce() {
        List<Form> xs = refuters();
        List<Form> gs = DicotReference.randomDicots(120, 5, DAY2);
        Random rnd = new Random(6);
        for (int i = 0; i < 40; i++) {            // reduced forms as well, and pairs across days
            gs.add(REDUCED3.get(rnd.nextInt(REDUCED3.size())));
            gs.add(DAY2.get(rnd.nextInt(DAY2.size())));
        }
        TreeMap<Integer, Integer> byDay = new TreeMap<>();
        int pairs = 0;
        int ge = 0;
        for (int i = 0; i < gs.size(); i++) {
            for (int j = 0; j < gs.size(); j += 7) {   // a sample of the ordered pairs
                Form g = gs.get(i);
                Form h = gs.get((i + j) % gs.size());
                pairs++;
                if (DicotReference.testAgreesWithPlay(g, h, xs, xs.subList(0, 400), byDay)) {
                    ge++;
                }
            }
        }
        System.out.println("day-3 sample: " + pairs + " ordered pairs, " + ge + " with G ≥ H; witnesses by birthday " + byDay);
    }

    @Test
    void theProvisoMatters() {
        // {*|*} ≡ 0 mod D: both provisos hold, as each player wins {*|*} moving first (to *, then
        // the opponent must move to 0, where the player cannot move and so wins). ↓* = {0|0,*}
        // passes the maintenance for ↓* ≥ 0 (0 has no options), but Left loses it moving first (her
        // only move is to 0, where Right cannot move and wins): the proviso fails, and X = 0 shows it.
        Form s = Dicots.STAR;
        Form starStar = Form.of(List.of(s), List.of(s));
        assertTrue(DicotOrder.equivalent(starStar, Form.ZERO));
        Form downStar = Form.of(List.of(Form.ZERO), List.of(Form.ZERO, s));
        assertFalse(DicotOrder.ge(downStar, Form.ZERO));
        assertFalse(DicotReference.outcomeAtLeast(downStar, Form.ZERO, Form.ZERO));
    }

    @Test
    void starPlusStarIsZeroAndStar2PlusStar2IsNot() {
        Form s = Dicots.STAR;
        assertTrue(DicotOrder.equivalent(s.plus(s), Form.ZERO));
        Form two = Form.of(List.of(Form.ZERO, s), List.of(Form.ZERO, s));
        assertFalse(DicotOrder.equivalent(two.plus(two), Form.ZERO));
        assertFalse(DicotReference.outcomeAtLeast(two.plus(two), Form.ZERO, Form.ZERO)
                && DicotReference.outcomeAtLeast(Form.ZERO, two.plus(two), Form.ZERO), "X = 0 tells them apart");
    }

    @Test
    void nonDicotsAreRefusedWithTheFollowerNamed() {
        Form one = Form.of(List.of(Form.ZERO), List.of());
        Form g = Form.of(List.of(one), List.of(Form.ZERO));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> DicotOrder.ge(g, Form.ZERO));
        assertTrue(e.getMessage().contains("its follower 1 has moves for Left only"), e.getMessage());
        assertSame(one, Dicots.offendingFollower(g));
    }

    private static void assertSame(Object a, Object b) {
        org.junit.jupiter.api.Assertions.assertSame(a, b);
    }
}
