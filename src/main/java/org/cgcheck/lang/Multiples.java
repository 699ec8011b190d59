package org.cgcheck.lang;

import java.math.BigInteger;
import org.cgcheck.game.Game;

/** n·G as a sum of n copies, by doubling (so 1000·↑ costs ten sums, not a thousand). */
final class Multiples {
    private Multiples() {
    }

    static final int MAX_BITS = 64;

    static Game times(BigInteger n, Game g, Pos pos) {
        if (n.bitLength() > MAX_BITS && !g.isNumberUpStar()) {
            throw new SyntaxError("multiple " + n + " is too large", pos);
        }
        Game base = n.signum() < 0 ? g.negate() : g;
        BigInteger m = n.abs();
        Game result = Game.ZERO;
        for (int i = m.bitLength() - 1; i >= 0; i--) {
            result = result.plus(result);
            if (m.testBit(i)) {
                result = result.plus(base);
            }
        }
        return result;
    }
}
