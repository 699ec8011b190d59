package org.cgcheck.theory;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import org.cgcheck.game.Dyadic;
import org.cgcheck.game.Game;
import org.cgcheck.game.Limits;
import org.cgcheck.game.OpCache;

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

    // Bounded memo tables: both recursions revisit shared positions of a game's DAG.
    private static final OpCache<Game> COOLED = new OpCache<>(18);
    private static final OpCache<Game> HEATED = new OpCache<>(20);

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
        long key = OpCache.key(g.id(), tg.id());
        Game cached = COOLED.get(key);
        if (cached != null) {
            return cached;
        }
        Game result;
        if (g.temperature().compareTo(t) < 0) {
            result = Game.number(g.mean());
        } else {
            Limits.refuseLargeNimber(g, "cooling");
            result = shifted(g, x -> coolUnchecked(x, t, tg), tg.negate());
        }
        COOLED.put(key, result);
        return result;
    }

    public static Game heat(Game g, Game t) {
        if (g.isNumber()) {
            return g;
        }
        if (t == Game.STAR) {
            return heatByStar(g);
        }
        long key = OpCache.key(g.id(), t.id());
        Game cached = HEATED.get(key);
        if (cached != null) {
            return cached;
        }
        Limits.refuseLargeNimber(g, "heating");
        Game result = shifted(g, x -> heat(x, t), t);
        HEATED.put(key, result);
        return result;
    }

    /** Heating by * (cooling by *, since -* = *): memoised on the value ({@link Game.Memo#STAR_COOLED}). */
    private static Game heatByStar(Game g) {
        if (g.isNumber()) {
            return g;
        }
        Game cached = g.memo(Game.Memo.STAR_COOLED);
        if (cached != null) {
            return cached;
        }
        Limits.refuseLargeNimber(g, "heating");
        Game result = shifted(g, Cooling::heatByStar, Game.STAR);
        g.memoize(Game.Memo.STAR_COOLED, result);
        return result;
    }

    /** G cooled by its own temperature (CGSuite's Freeze); a number is its own freeze. */
    public static Game freeze(Game g) {
        return g.isNumber() ? g : cool(g, g.temperature());
    }

    /**
     * G overheated from s to t (CGSuite's Overheat): an integer n becomes n copies of s, any other
     * game {@code {overheat(G^L) + t | overheat(G^R) - t}}.
     */
    public static Game overheat(Game g, Game s, Game t) {
        if (g.isInteger()) {
            return Norton.multiply(g, s);
        }
        Limits.refuseLargeNimber(g, "overheating");
        return shifted(g, x -> overheat(x, s, t), t);
    }

    /** {@code {f(G^L) + shift | f(G^R) - shift}}: the step cooling, heating and overheating share. */
    private static Game shifted(Game g, UnaryOperator<Game> f, Game shift) {
        List<Game> l = new ArrayList<>();
        for (Game gl : g.leftOptions()) {
            l.add(f.apply(gl).plus(shift));
        }
        List<Game> r = new ArrayList<>();
        for (Game gr : g.rightOptions()) {
            r.add(f.apply(gr).minus(shift));
        }
        return Game.of(l, r);
    }
}
