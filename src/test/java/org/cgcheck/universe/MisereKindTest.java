package org.cgcheck.universe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import org.cgcheck.form.Form;
import org.cgcheck.misere.MisereForms;
import org.junit.jupiter.api.Test;

/** The domain "misere born by N": the misère canonical forms, as forms, by day. */
class MisereKindTest {
    @Test
    void theFormsOfEachDayAreTheCanonicalFormsCountedByConway() {
        long[] counts = {1, 2, 3, 5, 22};
        for (int n = 0; n <= 4; n++) {
            List<?> forms = Kind.MISERE_FORMS.bornBy(n);
            assertEquals(counts[n], forms.size(), "day " + n);
            assertEquals(counts[n], Universe.count(Kind.MISERE_FORMS, n));
            assertEquals(forms.size(), new HashSet<>(forms).size(), "distinct");
            for (Object o : forms) {
                Form f = (Form) o;
                assertTrue(f.isImpartial() && f.birthday() <= n, f.toString());
                assertEquals(f, MisereForms.canonical(f).toForm(), "its own canonical form: " + f);
            }
        }
        assertEquals(-1, Universe.count(Kind.MISERE_FORMS, 5));        // beyond the last day built, as for every kind
        assertEquals(4, Universe.maxDay(Kind.MISERE_FORMS));
        assertThrows(UniverseLimitException.class, () -> Kind.MISERE_FORMS.bornBy(5));
    }

    @Test
    void everyImpartialFormOfDayThreeSimplifiesToOneOfThem() {
        List<?> canonical = Kind.MISERE_FORMS.bornBy(3);
        for (Form f : Universe.impartialFormsBornBy(3)) {
            assertTrue(canonical.contains(MisereForms.canonical(f).toForm()), f.toString());
        }
    }
}
