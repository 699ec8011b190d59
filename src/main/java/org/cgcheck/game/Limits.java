package org.cgcheck.game;

import java.util.Locale;

/** The engine's limits, in one place (the language checks them early to point at the input). */
public final class Limits {
    private Limits() {
    }

    /** Largest up multiple of a value x + n·↑ + *m: comparisons walk its chain of options. */
    public static final int MAX_UPS = 1 << 20;

    /** Largest nimber, 2^17 - 1: closed under nim-addition, so sums of nimbers up to *65536 stay in range. */
    public static final int MAX_NIMBER = (1 << 17) - 1;

    /** Longest text of a game the engine prints (the text is a tree, the value a DAG). */
    public static final long MAX_PRINTED = 1L << 22;

    /**
     * Largest nimber part whose options an operation may recurse through. G + *n has the n
     * options G + *k, and each of those has k + 1 options compared pairwise when canonicalised,
     * so the work grows like n³ (measured: *256 + {1|-1} about 2 s, *512 about 15 s on one core).
     */
    public static final int MAX_SUMMED_NIMBER = 256;

    /**
     * Refuses an operation that recurses through the options of a nimber part above
     * {@link #MAX_SUMMED_NIMBER} (sums with general games, heating, projections, ordinal sums).
     */
    public static void refuseLargeNimber(Game g, String operation) {
        if (g.number != null && g.star > MAX_SUMMED_NIMBER) {
            throw new InfeasibleException(String.format(Locale.ROOT,
                    "%s has the nimber part *%d: %s needs about %.1e option comparisons (n³ for *n); "
                    + "the limit is *%d", g, g.star, operation, Math.pow(g.star, 3), MAX_SUMMED_NIMBER));
        }
    }
}
