package org.cgcheck.game;

import java.util.Locale;

/** Limits of operations that recurse through the options of large nimbers. */
public final class Limits {
    private Limits() {
    }

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
