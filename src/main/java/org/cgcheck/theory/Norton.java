package org.cgcheck.theory;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.cgcheck.game.Game;
import org.cgcheck.game.Limits;

/** Norton multiplication G.U (G copies of U) and incentives. */
public final class Norton {
    private Norton() {
    }

    /** Incentives of U: U^L - U and U - U^R, keeping only the maximal ones. */
    public static List<Game> incentives(Game u) {
        Limits.refuseLargeNimber(u, "its incentives (compared pairwise)");
        return Incentives.of(u, true, true);
    }

    public static Game multiply(Game g, Game u) {
        if (g.isInteger()) {
            return times(g.numberValue().numerator(), u);
        }
        Limits.refuseLargeNimber(g, "the Norton product, which recurses through G's options,");
        List<Game> uPlus = new ArrayList<>();
        for (Game d : incentives(u)) {
            uPlus.add(u.plus(d));
        }
        List<Game> l = new ArrayList<>();
        for (Game gl : g.leftOptions()) {
            Game p = multiply(gl, u);
            for (Game x : uPlus) {
                l.add(p.plus(x));
            }
        }
        List<Game> r = new ArrayList<>();
        for (Game gr : g.rightOptions()) {
            Game p = multiply(gr, u);
            for (Game x : uPlus) {
                r.add(p.minus(x));
            }
        }
        return Game.of(l, r);
    }

    /** n copies of u by doubling. */
    public static Game times(BigInteger n, Game u) {
        Game base = n.signum() < 0 ? u.negate() : u;
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
