package org.cgcheck.theory;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.cgcheck.game.Game;

/**
 * The companion of a game, as CGSuite computes it: an infinitesimal {@code n·↑ + *m} keeps
 * itself for m ≥ 2 and toggles the star for m ≤ 1; otherwise the companions of the options, with
 * 0 added as a Left option when G ≥ 0 and as a Right option when G ≤ 0.
 */
public final class Companion {
    private Companion() {
    }

    public static Game of(Game g) {
        if (g.isNumber() && g != Game.ZERO) {
            return g;       // a nonzero number is its own companion: at once, not by recursing |n| deep
        }
        return byRecursion(g);
    }

    /** The definition itself, without the closed form (the tests compare the two). */
    static Game byRecursion(Game g) {
        return of(g, new IdentityHashMap<>());
    }

    private static Game of(Game g, Map<Game, Game> memo) {
        Game done = memo.get(g);
        if (done != null) {
            return done;
        }
        Game result;
        if (g.isNumberUpStar() && g.numberPart().signum() == 0) {
            int star = g.nimberPart();
            result = star >= 2 ? g : Game.nus(g.numberPart(), g.upMultiple(), star ^ 1);
        } else {
            List<Game> l = new ArrayList<>();
            for (Game x : g.leftOptions()) {
                l.add(of(x, memo));
            }
            List<Game> r = new ArrayList<>();
            for (Game x : g.rightOptions()) {
                r.add(of(x, memo));
            }
            if (g.geq(Game.ZERO)) {
                l.add(Game.ZERO);
            }
            if (g.leq(Game.ZERO)) {
                r.add(Game.ZERO);
            }
            result = Game.of(l, r);
        }
        memo.put(g, result);
        return result;
    }
}
