package org.cgcheck.misere;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.cgcheck.form.Form;
import org.cgcheck.universe.Universe;
import org.junit.jupiter.api.Test;

/**
 * The misère canonical forms against brute-force misère play (MisereReference): forms with the
 * same canonical form are indistinguishable by every small X, forms with different ones are
 * distinguished by some small X, and the canonical form's G⁻ is the literal form's.
 */
class MisereCanonicalTest {
    private static final List<Form> DAY2 = Universe.impartialFormsBornBy(2);
    private static final List<Form> DAY3 = Universe.impartialFormsBornBy(3);

    @Test
    void everyFormBornByDay3IsEqualToExactlyTheFormsWithItsCanonicalForm() {
        for (Form g : DAY3) {
            for (Form h : DAY3) {
                boolean same = MisereForms.canonical(g) == MisereForms.canonical(h);
                Form x = MisereReference.distinguisher(g, h, DAY3);
                if (same) {
                    assertNull(x, () -> g + " and " + h + " have one canonical form but X = " + x + " distinguishes them");
                } else {
                    assertNotNull(x, () -> g + " and " + h + " have different canonical forms; no X born by 3 tells them apart");
                }
            }
        }
    }

    @Test
    void day4FormsAreEqualToTheirCanonicalForms() {
        List<Form> day4 = Universe.impartialFormsBornBy(4);
        Random r = new Random(27);
        for (int i = 0; i < 3000; i++) {
            Form g = day4.get(r.nextInt(day4.size()));
            Form k = MisereForms.canonical(g).toForm();
            assertSame(MisereForms.canonical(g), MisereForms.canonical(k), "the canonical form is its own");
            assertNull(MisereReference.distinguisher(g, k, DAY3), () -> g + " vs its canonical form " + k);
            assertTrue(k.birthday() <= g.birthday(), "simplification never raises the birthday");
        }
    }

    @Test
    void distinctCanonicalFormsBornByDay4AreDistinguishedBySmallGames() {
        // X ranges over the impartial forms born by day 3, the 22 canonical forms born by day 4, then
        // sums of two of those 22.
        List<MisereCanonicalGame> day4 = MisereDays.bornBy(4);
        List<Form> xs = new ArrayList<>(DAY3);
        for (MisereCanonicalGame k : day4) {
            xs.add(k.toForm());
        }
        List<Form> pairs = new ArrayList<>();
        for (int i = 0; i < day4.size(); i++) {
            for (int j = i; j < day4.size(); j++) {
                pairs.add(day4.get(i).toForm().plus(day4.get(j).toForm()));
            }
        }
        int needDay4 = 0;
        int needPair = 0;
        for (MisereCanonicalGame g : day4) {
            for (MisereCanonicalGame h : day4) {
                if (g != h) {
                    Form x = MisereReference.distinguisher(g.toForm(), h.toForm(), xs);
                    if (x == null) {
                        x = MisereReference.distinguisher(g.toForm(), h.toForm(), pairs);
                        needPair++;
                    }
                    assertNotNull(x, () -> g + " and " + h + " are not distinguished by any X here");
                    needDay4 += x.birthday() > 3 ? 1 : 0;
                }
            }
        }
        // Measured: of the 462 ordered pairs, 80 need an X born on day 4 or later, and 12 of those
        // (e.g. *3 and {0,*,*2,{*2}}) a sum of two day-4 forms: no X born by day 3 would do.
        assertEquals(80, needDay4, "ordered pairs needing an X born on day 4 or later");
        assertEquals(12, needPair, "ordered pairs needing a sum of two day-4 forms");
    }

    @Test
    void misereGrundyIsTheLiteralFormsAndDecidesTheOutcome() {
        for (Form g : Universe.impartialFormsBornBy(4)) {
            MisereCanonicalGame k = MisereForms.canonical(g);
            assertEquals(MisereReference.grundyMinus(g), k.misereGrundy(), g::toString);
            assertEquals(!MisereReference.nextWins(g), k.isMisereP(), g::toString);
            assertEquals(org.cgcheck.theory.Impartial.grundy(g), k.normalGrundy(), g::toString);
        }
        // G + *n is a misère P-position iff n = G⁻(G)
        for (Form g : DAY3) {
            int gm = MisereForms.canonical(g).misereGrundy();
            for (int n = 0; n <= 5; n++) {
                assertEquals(n == gm, !MisereReference.nextWins(g, MisereReference.nim(n)), g + " + *" + n);
            }
        }
    }

    @Test
    void genusDigitsAreTheMisereGrundyValuesOfSumsWithTwos() {
        List<Form> forms = new ArrayList<>(DAY3);
        for (MisereCanonicalGame k : MisereDays.bornBy(4)) {
            forms.add(k.toForm());
        }
        Random r = new Random(5);
        List<Form> day4 = Universe.impartialFormsBornBy(4);
        for (int i = 0; i < 40; i++) {
            forms.add(day4.get(r.nextInt(day4.size())));
        }
        for (Form g : forms) {
            Genus genus = MisereForms.canonical(g).genus();
            assertEquals(org.cgcheck.theory.Impartial.grundy(g), genus.base(), g::toString);
            for (int k = 0; k < genus.sup().length + 3; k++) {
                assertEquals(MisereReference.grundyMinus(MisereReference.plusTwos(g, k)), genus.digit(k),
                        "digit " + k + " of the genus " + genus + " of " + g);
            }
        }
    }

    @Test
    void genusAsWinningWaysAndCgsuitePrintIt() {
        assertEquals("0^120", MisereCanonicalGame.ZERO.genus().toString());
        assertEquals("1^031", MisereCanonicalGame.nimHeap(1).genus().toString());
        assertEquals("2^20", MisereCanonicalGame.nimHeap(2).genus().toString());
        assertEquals("3^31", MisereCanonicalGame.nimHeap(3).genus().toString());
        assertEquals("4^46", MisereCanonicalGame.nimHeap(4).genus().toString());
        assertEquals("10^(10,8)", MisereCanonicalGame.nimHeap(10).genus().toString());
        MisereCanonicalGame two = MisereCanonicalGame.nimHeap(2);
        assertEquals("0^02", two.plus(two).genus().toString());
    }

    @Test
    void sumsAgreeWithLiteralSums() {
        for (Form g : DAY3) {
            for (Form h : DAY3) {
                assertSame(MisereForms.canonical(g.plus(h)), MisereForms.canonical(g).plus(MisereForms.canonical(h)),
                        g + " + " + h);
            }
        }
    }

    @Test
    void starPlusStarIsZeroButStar2PlusStar2IsNot() {
        Form star = MisereReference.nim(1);
        Form two = MisereReference.nim(2);
        assertSame(MisereCanonicalGame.ZERO, MisereForms.canonical(star.plus(star)));
        assertNull(MisereReference.distinguisher(star.plus(star), Form.ZERO, DAY3));
        assertNotEquals(MisereCanonicalGame.ZERO, MisereForms.canonical(two.plus(two)));
        assertNotNull(MisereReference.distinguisher(two.plus(two), Form.ZERO, DAY2));
    }

    @Test
    void countsByDay() {
        long[] expected = {1, 2, 3, 5, 22};
        for (int n = 0; n <= 4; n++) {
            assertEquals(expected[n], MisereDays.bornBy(n).size(), "day " + n);
            assertEquals(expected[n], MisereDays.count(n), "day " + n);
        }
        // the counter of option sets agrees with building them, day by day
        for (int n = 1; n <= 4; n++) {
            assertEquals(expected[n], MisereDays.countIrreducibleSubsets(MisereDays.bornBy(n - 1)), "day " + n);
        }
        Map<Integer, Integer> byBirthday = new HashMap<>();
        for (MisereCanonicalGame g : MisereDays.bornBy(4)) {
            byBirthday.merge(g.birthday(), 1, Integer::sum);
        }
        assertEquals(Map.of(0, 1, 1, 1, 2, 1, 3, 2, 4, 17), byBirthday);
    }

    @Test
    void day5Count() {
        long t = System.nanoTime();
        assertEquals(4_171_780L, MisereDays.count(5));
        System.out.printf("misère canonical forms born by day 5: counted in %.2f s%n", (System.nanoTime() - t) / 1e9);
    }
}
