package org.cgcheck.lang;

import java.math.BigInteger;
import org.cgcheck.game.Game;
import org.cgcheck.theory.Norton;

/** n·G for the '*' operator: refuses absurd multiples, then sums by doubling (Norton.times). */
final class Multiples {
    private Multiples() {
    }

    static final int MAX_BITS = 64;

    static Game times(BigInteger n, Game g, Pos pos) {
        if (n.bitLength() > MAX_BITS && !g.isNumberUpStar()) {
            throw new SyntaxError("multiple " + n + " is too large", pos);
        }
        return Norton.times(n, g);
    }
}
