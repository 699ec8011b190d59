package org.cgcheck.theory;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.cgcheck.game.Game;
import org.cgcheck.game.Limits;

/**
 * The canonical form's followers (every position reachable, G included), their count, and
 * CGSuite's stop count: the number of lines of canonical play until a number is reached.
 */
public final class Followers {
    private Followers() {
    }

    /** The most followers listed before the work is refused. */
    public static final int MAX_FOLLOWERS = 1_000_000;

    public static List<Game> of(Game g) {
        Set<Game> seen = new LinkedHashSet<>();
        List<Game> stack = new ArrayList<>(List.of(g));
        while (!stack.isEmpty()) {
            Game x = stack.remove(stack.size() - 1);
            if (seen.add(x)) {
                Limits.refuseLargeNimber(x, "listing followers");
                if (seen.size() > MAX_FOLLOWERS) {
                    throw new ArithmeticException("more than " + MAX_FOLLOWERS + " followers");
                }
                stack.addAll(x.leftOptions());
                stack.addAll(x.rightOptions());
            }
        }
        return new ArrayList<>(seen);
    }

    /**
     * How many followers: in closed form for an integer n (n, n ∓ 1, ..., 0: |n| + 1) and a nimber
     * *n (*n, ..., *0: n + 1), which CGSuite answers at once however large; else by listing them.
     */
    public static BigInteger count(Game g) {
        if (g.isInteger()) {
            return g.numberValue().numerator().abs().add(BigInteger.ONE);
        }
        if (g.isNimber()) {
            return BigInteger.valueOf(g.nimberPart()).add(BigInteger.ONE);
        }
        return BigInteger.valueOf(of(g).size());
    }

    public static BigInteger stopCount(Game g) {
        return stopCount(g, new IdentityHashMap<>());
    }

    private static BigInteger stopCount(Game g, Map<Game, BigInteger> memo) {
        if (g.isNumber()) {
            return BigInteger.ONE;
        }
        Limits.refuseLargeNimber(g, "the stop count");
        BigInteger done = memo.get(g);
        if (done != null) {
            return done;
        }
        BigInteger count = BigInteger.ZERO;
        for (Game x : g.leftOptions()) {
            count = count.add(stopCount(x, memo));
        }
        for (Game x : g.rightOptions()) {
            count = count.add(stopCount(x, memo));
        }
        memo.put(g, count);
        return count;
    }
}
