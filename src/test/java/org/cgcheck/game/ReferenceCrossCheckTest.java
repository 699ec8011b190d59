package org.cgcheck.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.cgcheck.form.Form;
import org.cgcheck.testkit.Reference;
import org.cgcheck.testkit.Samples;
import org.junit.jupiter.api.Test;

/**
 * The fast engine against the slow reference on literal trees: every pair of values born by
 * day 2, and random larger forms. Each engine answer is checked by the reference alone.
 */
class ReferenceCrossCheckTest {
    private final Reference ref = new Reference();

    @Test
    void dayTwoHasTwentyTwoValuesAndCanonicalFormsAreEqualToTheirForms() {
        Map<Game, Form> values = Samples.valuesBornBy(2);
        assertEquals(22, values.size());
        for (Map.Entry<Game, Form> e : values.entrySet()) {
            Form canonical = Form.canonical(e.getKey());
            assertTrue(ref.equal(canonical, e.getValue()), "canonical form of " + e.getValue());
            assertTrue(canonical.isCanonical());
        }
    }

    @Test
    void everyPairBornByDayTwo() {
        List<Form> forms = new ArrayList<>(Samples.valuesBornBy(2).values());
        checkPairs(forms);
    }

    @Test
    void allFormsBornByDayTwoAgainstEachOther() {
        // 256 forms: comparison of values must match the reference on the literal trees.
        List<Form> forms = Samples.formsBornBy(2);
        assertEquals(256, forms.size());
        for (Form f : forms) {
            for (Form h : forms) {
                assertEquals(ref.leq(f, h), f.value().leq(h.value()), f + " <= " + h);
            }
        }
    }

    @Test
    void randomLargerForms() {
        Random rnd = new Random(20261121L);
        List<Form> forms = new ArrayList<>();
        for (int i = 0; i < 60; i++) {
            forms.add(Samples.randomForm(rnd, 3 + rnd.nextInt(2), 3));
        }
        checkPairs(forms);
    }

    private void checkPairs(List<Form> forms) {
        for (Form f : forms) {
            Game g = f.value();
            assertTrue(ref.equal(Form.canonical(g), f), "canonicalisation of " + f);
            assertTrue(ref.equal(Form.canonical(g.negate()), f.negate()), "negation of " + f);
            for (Form h : forms) {
                Game k = h.value();
                assertEquals(ref.leq(f, h), g.leq(k), f + " <= " + h);
                Game sum = g.plus(k);
                assertTrue(ref.equal(Form.canonical(sum), f.plus(h)), f + " + " + h + " = " + sum);
                assertSame(sum, k.plus(g), "commutativity");
                assertEquals(ref.equal(f, h), g == k, "identity of equal values " + f + ", " + h);
            }
        }
    }
}
