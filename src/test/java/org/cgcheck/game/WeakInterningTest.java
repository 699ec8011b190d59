package org.cgcheck.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.ref.WeakReference;
import java.util.List;
import java.util.function.Supplier;
import org.cgcheck.form.Form;
import org.junit.jupiter.api.Test;

/**
 * The interning tables hold values weakly: what nobody references is dropped (memory follows the
 * live data), while a value that is still referenced is always found again (identity = equality).
 */
class WeakInterningTest {
    /** {12345 | -777 - k}: a general value no other test or cache builds. */
    private static Game hot(int k) {
        return Game.of(List.of(Game.integer(12345)), List.of(Game.integer(-777 - k)));
    }

    private static <T> boolean collectedEventually(WeakReference<T> ref) {
        for (int i = 0; i < 50 && ref.get() != null; i++) {
            System.gc();
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        return ref.get() == null;
    }

    @Test
    void unreferencedGeneralValueIsDropped() {
        assertDropped(() -> hot(1));
    }

    @Test
    void unreferencedNumberUpStarValueIsDropped() {
        assertDropped(() -> Game.nus(Dyadic.of(987_654_321, 10), 7, 3));
    }

    @Test
    void unreferencedFormIsDropped() {
        WeakReference<Form> ref = new WeakReference<>(Form.of(List.of(Form.canonical(Game.integer(4321))), List.of()));
        assertTrue(collectedEventually(ref), "the form table kept an unreferenced form alive");
    }

    private static void assertDropped(Supplier<Game> build) {
        WeakReference<Game> ref = new WeakReference<>(build.get());
        assertTrue(collectedEventually(ref), "the interning table kept an unreferenced value alive");
        Game again = build.get();
        assertSame(again, build.get(), "a rebuilt value is interned again");
    }

    @Test
    void referencedValuesKeepTheirIdentityAcrossCollections() {
        Game g = hot(2);
        int id = g.id();
        Game sum = g.plus(Game.STAR);
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        assertSame(g, hot(2));
        assertEquals(id, hot(2).id());
        assertSame(sum, hot(2).plus(Game.STAR));
        assertSame(sum, Game.of(List.of(Game.integer(12345).plus(Game.STAR)),
                List.of(Game.integer(-779).plus(Game.STAR))));
        assertNotNull(sum.leftStop());
    }
}
