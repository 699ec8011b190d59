package org.cgcheck.eval;

import java.math.BigInteger;
import org.cgcheck.game.Game;
import org.cgcheck.theory.Norton;
import org.cgcheck.lang.Pos;
import org.cgcheck.lang.SyntaxError;

/** n·G for the '*' operator: refuses absurd multiples, then sums by doubling (Norton.times). */
final class Multiples {
    private Multiples() {
    }

    static final int MAX_BITS = 64;
    /** The engine's limit on the up multiple of a value x + n·↑ + *m. */
    static final long MAX_UPS = org.cgcheck.game.Limits.MAX_UPS;

    static Game times(BigInteger n, Game g, Pos pos) {
        if (g.isNumberUpStar()) {
            // Numbers and nimbers scale without limit; the up multiple must stay within the engine's.
            BigInteger ups = n.multiply(BigInteger.valueOf(g.upMultiple())).abs();
            if (ups.compareTo(BigInteger.valueOf(MAX_UPS)) > 0) {
                throw new SyntaxError("multiple " + n + " of " + g + " is too large: it has " + ups
                        + " ups (the limit is " + MAX_UPS + ")", pos);
            }
        } else if (n.bitLength() > MAX_BITS) {
            throw new SyntaxError("multiple " + n + " is too large (the limit is 2^" + MAX_BITS + " for games that "
                    + "are not numbers, ups and stars)", pos);
        }
        return Norton.times(n, g);
    }
}
