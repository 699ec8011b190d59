package org.cgcheck.misere;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import org.cgcheck.form.Form;
import org.junit.jupiter.api.Test;

/**
 * Reduced forms modulo D (DicotCanonical) against the comparison test and brute-force play: a
 * reduced form is equivalent to its form (no X tells them apart), two dicots are equivalent
 * exactly when their reduced forms are the same form (uniqueness), and distinct reduced forms are
 * told apart by some X found by play.
 */
class DicotCanonicalTest {
    private static final List<Form> DAY2 = DicotReference.dicotsBornBy(2);
    private static final List<Form> REDUCED2 = DicotDays.bornBy(2);
    private static final List<Form> REDUCED3 = DicotDays.bornBy(3);


    /** X to play against: the literal day-2 dicots, the reduced day-3 dicots, random day-3 dicots. */
    private static List<Form> xs() {
        List<Form> xs = new ArrayList<>(DAY2);
        xs.addAll(REDUCED3);
        xs.addAll(DicotReference.randomDicots(300, 3, DAY2));
        return xs;
    }

    @Test
    void countsByDay() {
        // Computed here (built, not quoted): 1, 2, 9, 1268 reduced dicots born by days 0..3.
        assertEquals(List.of(1, 2, 9, 1268), List.of(DicotDays.count(0), DicotDays.count(1), DicotDays.count(2),
                DicotDays.count(3)));
        for (Form g : REDUCED3) {
            assertSame(g, DicotCanonical.reduce(g), () -> g + " is its own reduced form");
            assertTrue(Dicots.isDicot(g));
        }
        Set<Form> day3 = new HashSet<>(REDUCED3);
        for (Form g : REDUCED3) {
            assertTrue(day3.contains(g.negate()), "the conjugate of a reduced form is reduced: " + g);
        }
    }

    @Test
    void everyLiteralDicotBornByDay2ReducesToAnEquivalentForm() {
        List<Form> xs = xs();
        Set<Form> images = new HashSet<>();
        for (Form g : DAY2) {
            Form k = DicotCanonical.reduce(g);
            images.add(k);
            assertTrue(DicotOrder.equivalent(g, k), () -> g + " ≡ its reduced form " + k + " by the test");
            assertNull(DicotReference.witnessNotEquivalent(g, k, xs), () -> g + " vs " + k);
            assertTrue(k.birthday() <= g.birthday());
        }
        assertEquals(new HashSet<>(REDUCED2), images, "the reduced forms of day 2 are the images of its literal forms");
        assertSame(Form.ZERO, DicotCanonical.reduce(Form.of(List.of(Dicots.STAR), List.of(Dicots.STAR))),
                "{*|*} ≡ 0 mod D: reduced by the last rule, as no option can be removed alone");
    }

    @Test
    void randomDay3DicotsReduceToEquivalentFormsAndEquivalenceIsSameness() {
        List<Form> xs = xs().subList(0, 600);
        List<Form> gs = DicotReference.randomDicots(400, 17, DAY2);
        for (Form g : new java.util.LinkedHashSet<>(gs)) {      // a form drawn twice is checked once
            Form k = DicotCanonical.reduce(g);
            assertTrue(DicotOrder.equivalent(g, k), () -> g + " ≡ " + k);
            assertNull(DicotReference.witnessNotEquivalent(g, k, xs), () -> g + " vs its reduced form " + k);
            assertSame(k, DicotCanonical.reduce(k), "reducing twice changes nothing");
            assertTrue(REDUCED3.contains(k), () -> k + " is among the reduced forms born by day 3");
        }
        // Uniqueness: equivalent dicots (by the test) have the same reduced form, and only they do.
        for (Form g : gs) {
            for (Form h : gs.subList(0, 100)) {
                assertEquals(DicotOrder.equivalent(g, h), DicotCanonical.reduce(g) == DicotCanonical.reduce(h),
                        () -> g + " and " + h);
            }
        }
    }

    @Test
    void sumsReduceToEquivalentForms() {
        // Sums of two reduced day-2 forms (born by day 4): the reduced form is equivalent, by test and play.
        List<Form> xs = new ArrayList<>(DAY2);
        xs.addAll(DicotReference.randomDicots(100, 23, DAY2));
        for (Form g : REDUCED2) {
            for (Form h : REDUCED2) {
                Form s = g.plus(h);
                Form k = DicotCanonical.reduce(s);
                assertTrue(DicotOrder.equivalent(s, k), () -> s + " ≡ " + k);
                assertNull(DicotReference.witnessNotEquivalent(s, k, xs), () -> s + " vs " + k);
                assertSame(DicotCanonical.reduce(h.plus(g)), k, "G + H and H + G reduce alike");
            }
        }
    }

    @Test
    void distinctReducedFormsAreToldApartByPlay() {
        // Day 2: every ordered pair of distinct reduced forms, an X found by play.
        List<Form> xs = xs();
        TreeMap<Integer, Integer> byDay = new TreeMap<>();
        for (Form g : REDUCED2) {
            for (Form h : REDUCED2) {
                if (g != h) {
                    toldApart(g, h, xs, byDay);
                }
            }
        }
        System.out.println("distinct reduced dicots born by day 2: 72 ordered pairs, told apart by X born on " + byDay);
        // Day 3: the 1268 reduced forms are pairwise inequivalent by the test; a sample of pairs by play.
        for (int i = 0; i < REDUCED3.size(); i++) {
            for (int j = i + 1; j < REDUCED3.size(); j++) {
                assertFalse(DicotOrder.equivalent(REDUCED3.get(i), REDUCED3.get(j)));
            }
        }
        Random rnd = new Random(4);
        TreeMap<Integer, Integer> byDay3 = new TreeMap<>();
        for (int n = 0; n < 300; n++) {
            Form g = REDUCED3.get(rnd.nextInt(REDUCED3.size()));
            Form h = REDUCED3.get(rnd.nextInt(REDUCED3.size()));
            if (g != h) {
                toldApart(g, h, xs, byDay3);
            }
        }
        System.out.println("300 random pairs of reduced dicots born by day 3: told apart by X born on " + byDay3);
    }

    /** Some X among xs gives G + X and H + X different misère outcomes; its birthday is tallied. */
    private static void toldApart(Form g, Form h, List<Form> xs, Map<Integer, Integer> byDay) {
        Form x = DicotReference.witnessNotGe(g, h, xs);
        if (x == null) {
            x = DicotReference.witnessNotGe(h, g, xs);
        }
        assertNotNull(x, g + " and " + h + " are distinct reduced forms; no X tells them apart");
        byDay.merge(x.birthday(), 1, Integer::sum);
    }
}
