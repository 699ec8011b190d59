package org.cgcheck.game;

import java.util.IdentityHashMap;
import java.util.Map;

/**
 * An estimate of how long a value's CGSuite notation is, to refuse printing what cannot be
 * printed. Notation writes the game tree, not the DAG: a sum of n switches ±1 ± 2 ... ± n has
 * a canonical form of birthday n(n+3)/2 but 2^n leaves (20 switches print 1.9 MB, 59 would
 * print about 2^59 characters), while its DAG, and so this estimate, stays small.
 */
final class PrintedLength {
    private PrintedLength() {
    }

    /** Longest notation printed: a few megabytes. */
    static final long MAX_CHARS = Limits.MAX_PRINTED;

    /** Throws InfeasibleException if g's notation would be longer than {@link #MAX_CHARS}. */
    static void check(Game g) {
        if (g.number != null) {
            return;
        }
        long n = estimate(g, new IdentityHashMap<>());
        if (n > MAX_CHARS) {
            throw new InfeasibleException(String.format(java.util.Locale.ROOT,
                    "the canonical form of this value (birthday %s) is about %s characters long in CGSuite "
                    + "notation; printing is refused above %d characters (ask for its birthday, stops or "
                    + "comparisons instead)", g.birthday(), n == Long.MAX_VALUE ? "more than 9.2e18"
                    : String.format(java.util.Locale.ROOT, "%.1e", (double) n), MAX_CHARS));
        }
    }

    /** Characters of g's notation, roughly: compact forms are short, others print their options. */
    private static long estimate(Game g, Map<Game, Long> memo) {
        if (g.isNumber()) {
            return g.number.toString().length();
        }
        if (g.number != null) {
            return g.number.toString().length() + 12;
        }
        Long m = memo.get(g);
        if (m != null) {
            return m;
        }
        UptimalExpansion e = Uptimals.expansion(g);
        long n;
        if (e != null && e.isCompact()) {
            n = 12 + Integer.toString(e.length()).length();
        } else {
            n = 2;
            for (Game x : g.leftArray()) {
                n = saturatingAdd(n, estimate(x, memo) + 1);
            }
            if (g.negate() != g) {              // a switch ±G prints one side
                for (Game x : g.rightArray()) {
                    n = saturatingAdd(n, estimate(x, memo) + 1);
                }
            }
        }
        memo.put(g, n);
        return n;
    }

    private static long saturatingAdd(long a, long b) {
        long s = a + b;
        return s < 0 ? Long.MAX_VALUE : s;
    }
}
