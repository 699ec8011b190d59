package org.cgcheck.theory;

import java.util.ArrayList;
import java.util.List;
import org.cgcheck.game.Game;
import org.cgcheck.game.Limits;
import org.cgcheck.game.OpCache;

/**
 * Calistrate's reduced canonical form: Ḡ = p(G_*), where G_* is G cooled by * (G itself for a
 * number, else {G^L_* + * | G^R_* + *}) and p is the *-projection (x for x and x*, else p of
 * the canonical options).
 */
public final class ReducedCanonicalForm {
    private ReducedCanonicalForm() {
    }

    // Bounded memo tables (keyed by id); the projection recursion revisits shared positions.
    private static final OpCache<Game> RCF = new OpCache<>(20);
    private static final OpCache<Game> PROJECTED = new OpCache<>(20);

    /** G cooled by *: equals heating by * because -* = *. */
    public static Game coolStar(Game g) {
        return Cooling.heat(g, Game.STAR);
    }

    /** The *-projection p(H). */
    public static Game starProjection(Game h) {
        if (h.isNumber()) {
            return h;
        }
        if (h.isNumberUpStar() && h.upMultiple() == 0 && h.nimberPart() == 1) {
            return Game.number(h.numberPart());
        }
        long key = OpCache.key(h.id(), 0);
        Game cached = PROJECTED.get(key);
        if (cached != null) {
            return cached;
        }
        Limits.refuseLargeNimber(h, "the *-projection");
        List<Game> l = new ArrayList<>();
        for (Game x : h.leftOptions()) {
            l.add(starProjection(x));
        }
        List<Game> r = new ArrayList<>();
        for (Game x : h.rightOptions()) {
            r.add(starProjection(x));
        }
        Game result = Game.of(l, r);
        PROJECTED.put(key, result);
        return result;
    }

    /** rcf(G) = p(G_*); a number plus an infinitesimal x + a↑ + *n reduces to x directly. */
    public static Game rcf(Game g) {
        if (g.isNumberUpStar()) {
            return Game.number(g.numberPart());
        }
        long key = OpCache.key(g.id(), 0);
        Game cached = RCF.get(key);
        if (cached == null) {
            cached = starProjection(coolStar(g));
            RCF.put(key, cached);
        }
        return cached;
    }

    public static boolean isReduced(Game g) {
        return rcf(g) == g;
    }
}
