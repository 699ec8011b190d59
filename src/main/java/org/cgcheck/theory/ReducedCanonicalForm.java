package org.cgcheck.theory;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import org.cgcheck.game.Game;

/**
 * Calistrate's reduced canonical form: Ḡ = p(G_*), where G_* is G cooled by * (G itself for a
 * number, else {G^L_* + * | G^R_* + *}) and p is the *-projection (x for x and x*, else p of
 * the canonical options).
 */
public final class ReducedCanonicalForm {
    private ReducedCanonicalForm() {
    }

    private static final ConcurrentHashMap<Game, Game> RCF = new ConcurrentHashMap<>();

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
        List<Game> l = new ArrayList<>();
        for (Game x : h.leftOptions()) {
            l.add(starProjection(x));
        }
        List<Game> r = new ArrayList<>();
        for (Game x : h.rightOptions()) {
            r.add(starProjection(x));
        }
        return Game.of(l, r);
    }

    /** rcf(G) = p(G_*); a number plus an infinitesimal x + a↑ + *n reduces to x directly. */
    public static Game rcf(Game g) {
        if (g.isNumberUpStar()) {
            return Game.number(g.numberPart());
        }
        Game cached = RCF.get(g);
        if (cached == null) {
            cached = starProjection(coolStar(g));
            RCF.putIfAbsent(g, cached);
        }
        return cached;
    }

    public static boolean isReduced(Game g) {
        return rcf(g) == g;
    }
}
