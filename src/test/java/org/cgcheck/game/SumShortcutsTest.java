package org.cgcheck.game;

import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.cgcheck.form.Form;
import org.cgcheck.testkit.Reference;
import org.cgcheck.universe.Universe;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The sum's shortcut (options translated from the same summand are never compared for
 * dominance) against the plain canonicalisation of the same options and against the literal
 * reference: every value born by day 2 plus every value born by day 3, both orders.
 */
class SumShortcutsTest {
    @Test
    @Timeout(value = 10, unit = TimeUnit.MINUTES)     // a hang guard only
    void sumsOfDayTwoAndDayThreeValuesAreTheUnshortenedCanonicalForms() {
        List<Game> day2 = Universe.valuesBornBy(2);
        List<Game> day3 = Universe.valuesBornBy(3);
        Reference ref = new Reference();
        int checked = 0;
        for (Game g : day2) {
            for (Game h : day3) {
                for (Game[] pair : new Game[][] {{g, h}, {h, g}}) {
                    Game sum = pair[0].plus(pair[1]);
                    assertSame(plain(pair[0], pair[1]), sum, pair[0] + " + " + pair[1]);
                    checked++;
                }
                if (day3.indexOf(h) % 7 == 0) {     // the literal reference is slow: a seventh of the pairs
                    Game sum = g.plus(h);
                    assertTrue(ref.equal(Form.canonical(sum), Form.canonical(g).plus(Form.canonical(h))),
                            g + " + " + h + " = " + sum);
                }
            }
        }
        assertTrue(checked == 2 * 22 * 1474, "every pair: " + checked);
    }

    /** {G^L + H, G + H^L | G^R + H, G + H^R} canonicalised with every comparison made. */
    private static Game plain(Game g, Game h) {
        if (g.number != null && h.number != null || g.isNumber() && g.number.signum() == 0
                || h.isNumber() && h.number.signum() == 0) {
            return g.plus(h);      // closed forms and zero: no canonicalisation to check
        }
        List<Game> l = new ArrayList<>();
        List<Game> r = new ArrayList<>();
        if (!g.isNumber()) {
            g.leftOptions().forEach(x -> l.add(x.plus(h)));
            g.rightOptions().forEach(x -> r.add(x.plus(h)));
        }
        if (!h.isNumber()) {
            h.leftOptions().forEach(x -> l.add(g.plus(x)));
            h.rightOptions().forEach(x -> r.add(g.plus(x)));
        }
        return Canonicalizer.fromOptions(l.toArray(new Game[0]), r.toArray(new Game[0]));
    }
}
