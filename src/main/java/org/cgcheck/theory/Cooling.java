package org.cgcheck.theory;

import java.util.ArrayList;
import java.util.List;
import org.cgcheck.game.Dyadic;
import org.cgcheck.game.Game;

/**
 * Conway cooling G_t and heating ∫^t G.
 *
 * <p>Cooling by a number t ≥ 0: numbers are unchanged; a game colder than t (temperature &lt; t)
 * becomes its mean; otherwise {@code G_t = {G^L_t - t | G^R_t + t}}. Heating by any game t:
 * numbers are unchanged, otherwise {@code {∫G^L + t | ∫G^R - t}}.
 */
public final class Cooling {
    private Cooling() {
    }

    public static Game cool(Game g, Dyadic t) {
        if (t.signum() < 0) {
            throw new ArithmeticException("cooling temperature must be a number ≥ 0, got " + t);
        }
        return coolUnchecked(g, t, Game.number(t));
    }

    private static Game coolUnchecked(Game g, Dyadic t, Game tg) {
        if (g.isNumber()) {
            return g;
        }
        if (g.temperature().compareTo(t) < 0) {
            return Game.number(g.mean());
        }
        List<Game> l = new ArrayList<>();
        for (Game gl : g.leftOptions()) {
            l.add(coolUnchecked(gl, t, tg).minus(tg));
        }
        List<Game> r = new ArrayList<>();
        for (Game gr : g.rightOptions()) {
            r.add(coolUnchecked(gr, t, tg).plus(tg));
        }
        return Game.of(l, r);
    }

    public static Game heat(Game g, Game t) {
        if (g.isNumber()) {
            return g;
        }
        List<Game> l = new ArrayList<>();
        for (Game gl : g.leftOptions()) {
            l.add(heat(gl, t).plus(t));
        }
        List<Game> r = new ArrayList<>();
        for (Game gr : g.rightOptions()) {
            r.add(heat(gr, t).minus(t));
        }
        return Game.of(l, r);
    }
}
