package org.cgcheck.universe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import org.cgcheck.form.Form;
import org.cgcheck.misere.DicotCanonical;
import org.cgcheck.misere.Dicots;
import org.junit.jupiter.api.Test;

/** The domain "dicot misere born by N": the reduced dicots modulo D, as forms, by day. */
class DicotMisereKindTest {
    @Test
    void theFormsOfEachDayAreReducedDicots() {
        long[] counts = {1, 2, 9, 1268};
        for (int n = 0; n <= 3; n++) {
            List<?> forms = Kind.DICOT_MISERE_FORMS.bornBy(n);
            assertEquals(counts[n], forms.size(), "day " + n);
            assertEquals(counts[n], Universe.count(Kind.DICOT_MISERE_FORMS, n));
            assertEquals(forms.size(), new HashSet<>(forms).size(), "distinct");
            for (Object o : forms) {
                Form f = (Form) o;
                assertTrue(Dicots.isDicot(f) && f.birthday() <= n, f.toString());
                assertSame(f, DicotCanonical.reduce(f), "its own reduced form: " + f);
            }
        }
        assertEquals(-1, Universe.count(Kind.DICOT_MISERE_FORMS, 4));
        assertEquals(3, Universe.maxDay(Kind.DICOT_MISERE_FORMS));
        assertThrows(UniverseLimitException.class, () -> Kind.DICOT_MISERE_FORMS.bornBy(4));
    }

    @Test
    void randomDicotsAreDicotsOfTheirDay() {
        RandomGames rnd = new RandomGames(3);
        for (int i = 0; i < 200; i++) {
            Form f = rnd.dicotForm(4);
            assertTrue(Dicots.isDicot(f) && f.birthday() <= 4, f.toString());
        }
    }
}
