package org.cgcheck.game;

/**
 * Sum, negation and comparison of canonical values, with closed forms for number-up-star
 * values and lossy caches for the general recursion.
 */
final class Arithmetic {
    private Arithmetic() {
    }

    /**
     * Sized for the day-3 pair workloads (2.17M sums and their sub-sums): a claim over all
     * pairs asks for G + H again as the case (H, G), long after (a small table of recent sums
     * made that claim compute each sum twice).
     */
    private static final SumCache SUMS = new SumCache(22);
    /**
     * 2 MB: a probe of a larger table is a miss to memory (about 150 ns on the benchmark machine,
     * more than recomputing most comparisons from the options' stops); the day-3 pairs ran
     * about 20% faster with 2^18 slots than with 2^22 (docs/performance.md, round four).
     */
    private static final PairFlags LEQ = new PairFlags(18);

    static Game negate(Game g) {
        Game n = g.negative;
        if (n != null) {
            return n;
        }
        if (g.number != null) {
            n = Interner.nus(g.number.negate(), -g.ups, g.star);
        } else {
            Game[] l = g.leftArray();
            Game[] r = g.rightArray();
            Game[] nl = new Game[r.length];
            Game[] nr = new Game[l.length];
            for (int i = 0; i < r.length; i++) {
                nl[i] = negate(r[i]);
            }
            for (int i = 0; i < l.length; i++) {
                nr[i] = negate(l[i]);
            }
            // The negative of a canonical form is canonical.
            n = Interner.fromCanonicalOptions(nl, nr);
        }
        g.negative = n;
        n.negative = g;
        return n;
    }

    /**
     * g + h asked for from outside the engine: a sum that has to be built is first checked for
     * feasibility ({@link SumCost}); one already cached is returned without that check, which
     * on every call cost a claim over day-3 pairs about 8 % (docs/performance.md, round four).
     */
    static Game sum(Game g, Game h) {
        return add(g, h, true);
    }

    /** g + h within the engine (the options of a sum): never checked. */
    static Game add(Game g, Game h) {
        return add(g, h, false);
    }

    private static Game add(Game g, Game h, boolean check) {
        if (g.number != null && h.number != null) {
            return Interner.nus(g.number.add(h.number), g.ups + h.ups, g.star ^ h.star);
        }
        if (g.isNumber() && g.number.signum() == 0) {
            return h;
        }
        if (h.isNumber() && h.number.signum() == 0) {
            return g;
        }
        refuseLargeNimberSum(g, h);
        refuseLargeNimberSum(h, g);
        long key = key(g, h);
        Game cached = SUMS.get(key);
        if (cached != null) {
            return cached;
        }
        if (check) {
            SumCost.check(g, h);
        }
        // {G^L + H, G + H^L | G^R + H, G + H^R}; by number avoidance a number summand's own
        // options are never needed.
        boolean gNum = g.isNumber();
        boolean hNum = h.isNumber();
        Game[] gl = gNum ? NONE : g.leftArray();
        Game[] gr = gNum ? NONE : g.rightArray();
        Game[] hl = hNum ? NONE : h.leftArray();
        Game[] hr = hNum ? NONE : h.rightArray();
        Game[] l = new Game[gl.length + hl.length];
        Game[] r = new Game[gr.length + hr.length];
        for (int i = 0; i < gl.length; i++) {
            l[i] = add(gl[i], h);
        }
        for (int i = 0; i < hl.length; i++) {
            l[gl.length + i] = add(g, hl[i]);
        }
        for (int i = 0; i < gr.length; i++) {
            r[i] = add(gr[i], h);
        }
        for (int i = 0; i < hr.length; i++) {
            r[gr.length + i] = add(g, hr[i]);
        }
        Game result = Canonicalizer.fromOptions(l, r, key);
        SUMS.put(key, result);
        return result;
    }

    private static final Game[] NONE = new Game[0];

    private static long key(Game a, Game b) {
        return a.id <= b.id ? OpCache.key(a.id, b.id) : OpCache.key(b.id, a.id);
    }

    private static void refuseLargeNimberSum(Game nus, Game general) {
        if (general.number == null) {
            Limits.refuseLargeNimber(nus, "adding it to a game that is not a number-up-star value");
        }
    }

    static boolean leq(Game g, Game h) {
        if (g == h) {
            return true;
        }
        if (g.number != null && h.number != null) {
            return leqNus(g, h);
        }
        // Stops decide most comparisons: G ≤ H needs L(G) ≤ L(H) and R(G) ≤ R(H), and
        // L(G) < R(H) gives G < H, since R(H - G) ≥ R(H) - L(G) > 0.
        int byStops = compareByStops(g, h);
        if (byStops != 0) {
            return byStops > 0;
        }
        if (g.number != null && g.ups == 0) {
            Boolean byNimber = nimberLeq(g, h, true);
            if (byNimber != null) {
                return byNimber;
            }
        } else if (h.number != null && h.ups == 0) {
            Boolean byNimber = nimberLeq(h, g, false);
            if (byNimber != null) {
                return byNimber;
            }
        }
        int cached = LEQ.get(g.id, h.id);
        if (cached != 0) {
            return cached == 2;
        }
        boolean result = leqRecursive(g, h);
        LEQ.put(g.id, h.id, result);
        return result;
    }

    /** Nimbers below this are compared through their options (few, and cached). */
    static final int SMALL_NIMBER = 16;

    /**
     * x + *n ≤ h (if {@code nimberFirst}) or h ≤ x + *n, for a general h, from the sets of
     * nimbers h lies above and below ({@link NimberOrder}): linear in h, whatever n is. A number
     * part x ≠ 0 is moved to h's side first (the stops left it undecided, so L or R of h is x).
     * Null for small nimbers, which the cached recursion handles as cheaply.
     */
    private static Boolean nimberLeq(Game nus, Game h, boolean nimberFirst) {
        if (nus.star < SMALL_NIMBER) {
            return null;
        }
        if (nus.number.signum() != 0) {
            h = add(h, Interner.number(nus.number.negate()));
        }
        return nimberFirst ? NimberOrder.geqNimber(h, nus.star) : NimberOrder.leqNimber(h, nus.star);
    }

    /** 1 if stops prove G ≤ H, -1 if they refute it, 0 if they cannot tell. */
    private static int compareByStops(Game g, Game h) {
        long lg = g.leftFix;
        long rg = g.rightFix;
        long lh = h.leftFix;
        long rh = h.rightFix;
        if (lg != Dyadic.NOT_FIXED && rg != Dyadic.NOT_FIXED && lh != Dyadic.NOT_FIXED && rh != Dyadic.NOT_FIXED) {
            return lg < rh ? 1 : lg > lh || rg > rh ? -1 : 0;
        }
        if (g.leftStop.compareTo(h.rightStop) < 0) {
            return 1;
        }
        return g.leftStop.compareTo(h.leftStop) > 0 || g.rightStop.compareTo(h.rightStop) > 0 ? -1 : 0;
    }

    /** G ≤ H iff no G^L ≥ H and no H^R ≤ G; a number's options never matter (avoidance). */
    private static boolean leqRecursive(Game g, Game h) {
        if (!g.isNumber()) {
            for (Game gl : g.leftArray()) {
                if (leq(h, gl)) {
                    return false;
                }
            }
        }
        if (!h.isNumber()) {
            for (Game hr : h.rightArray()) {
                if (leq(hr, g)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Closed-form comparison of x + a↑ + *m with y + b↑ + *n (distinct values). */
    private static boolean leqNus(Game g, Game h) {
        int c = g.leftFix != Dyadic.NOT_FIXED && h.leftFix != Dyadic.NOT_FIXED
                ? Long.compare(g.leftFix, h.leftFix) : g.number.compareTo(h.number);
        if (c != 0) {
            return c < 0;
        }
        if (g.ups < h.ups - 1) {
            return true;
        }
        if (g.ups < h.ups) {
            return (g.star ^ h.star) != 1;
        }
        return false;
    }
}
