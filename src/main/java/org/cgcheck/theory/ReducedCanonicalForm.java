package org.cgcheck.theory;

import java.util.ArrayList;
import java.util.List;
import org.cgcheck.game.Game;
import org.cgcheck.game.Limits;

/**
 * Calistrate's reduced canonical form: Ḡ = p(G_*), where G_* is G cooled by * (G itself for a
 * number, else {G^L_* + * | G^R_* + *}) and p is the *-projection (x for x and x*, else p of
 * the canonical options).
 */
public final class ReducedCanonicalForm {
    private ReducedCanonicalForm() {
    }

    /** G cooled by *: equals heating by * because -* = *. */
    public static Game coolStar(Game g) {
        return Cooling.heat(g, Game.STAR);
    }

    /**
     * The *-projection p(H), memoised on the value ({@link Game.Memo#STAR_PROJECTION}): the
     * recursion revisits shared positions, and rcf over a claim's sums projects every one.
     */
    public static Game starProjection(Game h) {
        if (h.isNumber()) {
            return h;
        }
        if (h.isNumberUpStar() && h.upMultiple() == 0 && h.nimberPart() == 1) {
            return Game.number(h.numberPart());
        }
        Game cached = h.memo(Game.Memo.STAR_PROJECTION);
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
        h.memoize(Game.Memo.STAR_PROJECTION, result);
        return result;
    }

    /**
     * rcf(G) = p(G_*); a number plus an infinitesimal x + a↑ + *n reduces to x directly. Both
     * steps are memoised on the values, so a repeated rcf(G) reads two fields.
     */
    public static Game rcf(Game g) {
        if (g.isNumberUpStar()) {
            return Game.number(g.numberPart());
        }
        return starProjection(coolStar(g));
    }

    public static boolean isReduced(Game g) {
        return rcf(g) == g;
    }
}
