package org.cgcheck.theory;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.cgcheck.game.Dyadic;
import org.cgcheck.game.Game;

/**
 * Atomic weight (Berlekamp's generalisation, as computed by CGSuite): defined for infinitesimal
 * games whose difference from aw(G).↑ is within the "remote star" tolerance; all-small games
 * are always atomic. Anything else is "not atomic".
 */
public final class AtomicWeight {
    private AtomicWeight() {
    }

    private static final Game TWO = Game.integer(2);
    private static final Game MINUS_TWO = Game.integer(-2);

    /** The atomic weight, or throws ArithmeticException("... is not atomic"). */
    public static Game of(Game g) {
        if (g.leftStop().signum() != 0 || g.rightStop().signum() != 0) {
            throw new ArithmeticException(g + " is not atomic (it is not infinitesimal)");
        }
        if (g.isNumberUpStar()) {
            return Game.integer(g.upMultiple());
        }
        Game naive = naive(g);
        if (isAllSmall(g)) {
            return naive;
        }
        Game difference = g.minus(Norton.multiply(naive, Game.UP));
        int nextPow2 = 2;
        while (nextPow2 < farStar(g)) {
            nextPow2 <<= 1;
        }
        Game redKite = OrdinalSum.of(Game.nimber(nextPow2), Game.MINUS_ONE);
        Game epsilon = Game.nus(Dyadic.ZERO, 1, 1).plus(redKite);
        if (difference.leq(epsilon) && epsilon.negate().leq(difference)) {
            return naive;
        }
        throw new ArithmeticException(g + " is not atomic");
    }

    public static boolean isAllSmall(Game g) {
        if (g.isNumberUpStar()) {
            return g.numberPart().signum() == 0;
        }
        for (Game x : g.leftOptions()) {
            if (!isAllSmall(x)) {
                return false;
            }
        }
        for (Game x : g.rightOptions()) {
            if (!isAllSmall(x)) {
                return false;
            }
        }
        return true;
    }

    static int farStar(Game g) {
        if (g.isNimber()) {
            return g.nimberPart() + 1;
        }
        int fs = 1;
        for (Game x : g.leftOptions()) {
            fs = Math.max(fs, farStar(x));
        }
        for (Game x : g.rightOptions()) {
            fs = Math.max(fs, farStar(x));
        }
        return fs;
    }

    /** {aw(G^L) - 2 | aw(G^R) + 2}, corrected near the far star when that is an integer. */
    static Game naive(Game g) {
        if (g.isNumberUpStar()) {
            return Game.integer(g.upMultiple());
        }
        List<Game> l = new ArrayList<>();
        for (Game x : g.leftOptions()) {
            l.add(naive(x).plus(MINUS_TWO));
        }
        List<Game> r = new ArrayList<>();
        for (Game x : g.rightOptions()) {
            r.add(naive(x).plus(TWO));
        }
        Game g0 = Game.of(l, r);
        if (!g0.isInteger()) {
            return g0;
        }
        Game far = Game.nimber(farStar(g));
        boolean leqFar = g.leq(far);
        boolean geqFar = far.leq(g);
        if (leqFar && !geqFar) {
            if (l.isEmpty()) {
                return Game.ZERO;
            }
            BigInteger best = null;
            for (Game x : l) {
                BigInteger n = x.rightStop().ceiling();
                if (Game.number(Dyadic.integer(n)).leq(x)) {
                    n = n.add(BigInteger.ONE);
                }
                best = best == null ? n : best.max(n);
            }
            return Game.number(Dyadic.integer(best));
        }
        if (geqFar && !leqFar) {
            if (r.isEmpty()) {
                return Game.ZERO;
            }
            BigInteger best = null;
            for (Game x : r) {
                BigInteger n = x.leftStop().floor();
                if (x.leq(Game.number(Dyadic.integer(n)))) {
                    n = n.subtract(BigInteger.ONE);
                }
                best = best == null ? n : best.min(n);
            }
            return Game.number(Dyadic.integer(best));
        }
        return g0;
    }
}
