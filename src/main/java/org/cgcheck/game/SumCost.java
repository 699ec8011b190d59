package org.cgcheck.game;

import java.util.ArrayDeque;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Locale;
import java.util.Set;

/**
 * A bound on the work of a sum of two general games, checked before a sum asked for from
 * outside the engine is built (not for cached sums, nor in the recursion). G + H may form a sum for every pair of positions of G and H that are not
 * numbers (number avoidance skips the rest): two uptimal chains ^<65536> - ^<65535> would make
 * about 10^10 sums, and ^[2000] - ^[1999] (4·10^6 pairs) took 35 s on a loaded machine.
 */
final class SumCost {
    private SumCost() {
    }

    /** Most pairs of non-number positions a sum may combine (^[1000] - ^[999]: 10^6, 8 s). */
    static final long MAX_PAIRS = 2_000_000L;

    static void check(Game g, Game h) {
        if (g.isNumber() || h.isNumber() || g.number != null && h.number != null) {
            return;                          // translations and closed forms
        }
        if (g.number != null && g.ups == 0 || h.number != null && h.ups == 0) {
            return;                          // nimber parts: Limits.refuseLargeNimber
        }
        if (birthday(g) < SMALL && birthday(h) < SMALL) {
            return;                          // the day-n workloads: never near the limit, checked for free
        }
        long pg = positions(g);
        long ph = positions(h);
        if (pg > MAX_PAIRS / ph) {
            throw new InfeasibleException(String.format(Locale.ROOT,
                    "this sum needs up to %.1e sums of positions (%d × %d positions that are not numbers); "
                    + "refused above %.0e", (double) pg * ph, pg, ph, (double) MAX_PAIRS));
        }
    }

    /** Games born before this day are not counted. */
    private static final long SMALL = 64;

    private static long birthday(Game g) {
        java.math.BigInteger b = g.birthday();
        return b.bitLength() < 62 ? b.longValue() : Long.MAX_VALUE / 4;
    }

    private static long positions(Game g) {
        long p = g.positions;
        if (p == 0) {
            p = positions(g, MAX_PAIRS + 1);
            g.positions = p;
        }
        return p;
    }

    /** Positions of g's DAG that are not numbers, counting up to {@code cap}. */
    private static long positions(Game g, long cap) {
        Set<Game> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        ArrayDeque<Game> todo = new ArrayDeque<>();
        todo.push(g);
        seen.add(g);
        while (!todo.isEmpty() && seen.size() < cap) {
            Game x = todo.pop();
            if (x.isNumber()) {
                continue;
            }
            for (Game[] side : new Game[][] {x.leftArray(), x.rightArray()}) {
                for (Game o : side) {
                    if (!o.isNumber() && seen.add(o)) {
                        todo.push(o);
                    }
                }
            }
        }
        return seen.size();
    }
}
