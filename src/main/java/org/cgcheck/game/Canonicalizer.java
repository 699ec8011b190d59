package org.cgcheck.game;

import java.util.Arrays;

/**
 * Canonical form of {@code {L | R}} from canonical options: bypass reversible options, then
 * remove dominated ones (Siegel, CGT II.2; the lecture's Thms 4.33, 4.34).
 *
 * <p>Comparisons against the game under construction use its option arrays directly
 * ({@link Against}), since it has no canonical object yet.
 */
final class Canonicalizer {
    private Canonicalizer() {
    }

    static Game fromOptions(Game[] l, Game[] r) {
        return fromOptions(l, r, -1);
    }

    /** As above, for the sum with this key ({@link OpCache#key}), recorded in a new value. */
    static Game fromOptions(Game[] l, Game[] r, long sumKey) {
        l = dedupe(l);
        r = dedupe(r);
        int mexL = nimberMex(l);
        if (mexL >= 0 && mexL == nimberMex(r)) {
            return Game.nimber(mexL);          // fast path: impartial positions
        }
        refuseInfeasible(l, r);
        EvaluationStopped.check();      // every new value is a point where a time limit or Ctrl-C takes effect
        Against g = Against.acquire(l, r);
        try {
            l = bypassReversible(l, g, true);
            r = bypassReversible(r, g, false);
        } finally {
            g.release();
        }
        l = removeDominated(l, true);
        r = removeDominated(r, false);
        return Interner.fromCanonicalOptions(l, r, sumKey);
    }

    /**
     * Most comparisons one canonicalisation may make: dominated options are found pairwise and
     * reversible ones by trying each option's options, so large nimber options (*n has n) make
     * it quadratic: *65536 : 1 has 131073 nimber options.
     */
    static final long MAX_WORK = 200_000_000L;

    private static void refuseInfeasible(Game[] l, Game[] r) {
        long n = l.length + r.length;
        long inner = nimberOptions(l) + nimberOptions(r);
        long work = n * (n + inner);
        if (work > MAX_WORK) {
            // Left's and Right's counted apart: *{k for k in 0..n} has n + 1 options, each for both players
            throw new InfeasibleException(String.format(java.util.Locale.ROOT,
                    "the canonical form of a game with %d Left and %d Right options (their nimbers having %d options)"
                    + " needs about %.1e comparisons; refused above %.0e", l.length, r.length, inner, (double) work,
                    (double) MAX_WORK));
        }
    }

    /** Options of the nimber parts among gs (x + *n has n). */
    private static long nimberOptions(Game[] gs) {
        long inner = 0;
        for (Game g : gs) {
            if (g.number != null && g.ups == 0) {
                inner += g.star;
            }
        }
        return inner;
    }

    static Game[] dedupe(Game[] gs) {
        if (gs.length > 32) {                        // pairwise scans are quadratic in long lists
            java.util.Set<Game> seen = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
            Game[] out = new Game[gs.length];
            int n = 0;
            for (Game g : gs) {
                if (seen.add(g)) {
                    out[n++] = g;
                }
            }
            return n == gs.length ? gs : Arrays.copyOf(out, n);
        }
        for (int i = 1; i < gs.length; i++) {
            if (containsSame(gs, i, gs[i])) {
                Game[] out = new Game[gs.length];
                int n = 0;
                for (Game g : gs) {
                    if (!containsSame(out, n, g)) {
                        out[n++] = g;
                    }
                }
                return Arrays.copyOf(out, n);
            }
        }
        return gs;
    }

    /** mex of the nimbers if every option is a nimber, else -1. */
    private static int nimberMex(Game[] gs) {
        long seen = 0;                       // nimbers below 64; a larger mex is found below
        for (Game g : gs) {
            if (!g.isNimber()) {
                return -1;
            }
            if (g.star < 64) {
                seen |= 1L << g.star;
            }
        }
        int m = Long.numberOfTrailingZeros(~seen);
        if (m < 64) {
            return m;
        }
        boolean[] big = new boolean[gs.length + 1];
        for (Game g : gs) {
            if (g.star < big.length) {
                big[g.star] = true;
            }
        }
        while (big[m]) {
            m++;
        }
        return m;
    }

    /**
     * Keeps the maximal (Left) or minimal (Right) options. Dominated options are removed as
     * they are found (moving the last live option into their place), so the result holds the
     * same set whatever the order; the caller's array is copied before any change.
     */
    static Game[] removeDominated(Game[] gs, boolean keepLarger) {
        Game[] cur = gs;
        int n = gs.length;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                if (i != j && (keepLarger ? cur[i].leq(cur[j]) : cur[j].leq(cur[i]))) {
                    if (cur == gs) {
                        cur = gs.clone();
                    }
                    cur[i] = cur[--n];
                    i--;
                    break;
                }
            }
        }
        return cur == gs ? gs : Arrays.copyOf(cur, n);
    }

    /**
     * Comparisons of games against G = {l | r}, which has no canonical object yet. Bypassing and
     * removing dominated options never change G's value, so the original arrays and one memo
     * serve for the whole canonicalisation.
     */
    static final class Against {
        private final Game[] l;
        private final Game[] r;
        private final Memos memos;

        /** Per-thread memos, reused by each canonicalisation (they never nest in a thread). */
        private static final class Memos {
            final IdMemo leq = new IdMemo();
            final IdMemo geq = new IdMemo();
            boolean inUse;
        }

        private static final ThreadLocal<Memos> MEMOS = ThreadLocal.withInitial(Memos::new);

        static Against acquire(Game[] l, Game[] r) {
            Memos m = MEMOS.get();
            if (m.inUse) {
                m = new Memos();     // defensive: a nested canonicalisation gets its own
            }
            m.inUse = true;
            m.leq.clear();
            m.geq.clear();
            return new Against(l, r, m);
        }

        void release() {
            memos.inUse = false;
        }

        /**
         * Stop bounds of G from a = max R(G^L), b = min L(G^R): if a ≥ b then L(G) = a and
         * R(G) = b; if a < b then G is a number in [a, b]. Either way a ≤ L(G) ≤ max(a, b) and
         * min(a, b) ≤ R(G) ≤ b. Fixed-point; {@code bounded} is false if a stop is too large.
         */
        private final boolean bounded;
        private final long a;
        private final long b;

        private Against(Game[] l, Game[] r, Memos memos) {
            this.l = l;
            this.r = r;
            this.memos = memos;
            long maxR = Long.MIN_VALUE + 1;   // -∞ for an empty side
            long minL = Long.MAX_VALUE;       // +∞
            boolean ok = true;
            for (Game gl : l) {
                ok &= gl.rightFix != Dyadic.NOT_FIXED;
                maxR = Math.max(maxR, gl.rightFix);
            }
            for (Game gr : r) {
                ok &= gr.leftFix != Dyadic.NOT_FIXED;
                minL = Math.min(minL, gr.leftFix);
            }
            this.bounded = ok;
            this.a = maxR;
            this.b = minL;
        }

        /** 1 if the stop bounds prove h ≤ G, -1 if they refute it, else 0. */
        private int leqByStops(Game h) {
            if (!bounded || h.leftFix == Dyadic.NOT_FIXED || h.rightFix == Dyadic.NOT_FIXED) {
                return 0;
            }
            return h.leftFix < Math.min(a, b) ? 1 : h.leftFix > Math.max(a, b) || h.rightFix > b ? -1 : 0;
        }

        /** 1 if the stop bounds prove h ≥ G, -1 if they refute it, else 0. */
        private int geqByStops(Game h) {
            if (!bounded || h.leftFix == Dyadic.NOT_FIXED || h.rightFix == Dyadic.NOT_FIXED) {
                return 0;
            }
            return h.rightFix > Math.max(a, b) ? 1 : h.leftFix < a || h.rightFix < Math.min(a, b) ? -1 : 0;
        }

        /** The nimbers below and above G, for comparisons with nimbers (built on first use). */
        private NimberOrder.Sets nimberOrder;

        private NimberOrder.Sets nimberOrder() {
            if (nimberOrder == null) {
                nimberOrder = NimberOrder.fromOptions(l, r);
            }
            return nimberOrder;
        }

        /** h ≤ G: no G^R ≤ h and no h^L ≥ G. */
        boolean leq(Game h) {
            int byStops = leqByStops(h);
            if (byStops != 0) {
                return byStops > 0;
            }
            if (h.isNimber() && h.star >= Arithmetic.SMALL_NIMBER) {
                return nimberOrder().geq().contains(h.star);     // a large nimber's options are many
            }
            byte m = memos.leq.get(h.id);
            if (m != 0) {
                return m == 2;
            }
            boolean result = true;
            for (Game gr : r) {
                if (gr.leq(h)) {
                    result = false;
                    break;
                }
            }
            if (result) {
                for (Game hl : h.leftArray()) {
                    if (geq(hl)) {
                        result = false;
                        break;
                    }
                }
            }
            memos.leq.put(h.id, result);
            return result;
        }

        /** h ≥ G: no h ≤ G^L and no h^R ≤ G. */
        boolean geq(Game h) {
            int byStops = geqByStops(h);
            if (byStops != 0) {
                return byStops > 0;
            }
            if (h.isNimber() && h.star >= Arithmetic.SMALL_NIMBER) {
                return nimberOrder().leq().contains(h.star);
            }
            byte m = memos.geq.get(h.id);
            if (m != 0) {
                return m == 2;
            }
            boolean result = true;
            for (Game gl : l) {
                if (h.leq(gl)) {
                    result = false;
                    break;
                }
            }
            if (result) {
                for (Game hr : h.rightArray()) {
                    if (leq(hr)) {
                        result = false;
                        break;
                    }
                }
            }
            memos.geq.put(h.id, result);
            return result;
        }
    }


    /**
     * Replaces each reversible option by the options it reverses to: a Left option A is
     * reversible through A^R ≤ G and is replaced by A^RL (Right: B^L ≥ G, by B^LR). Options
     * are tested in turn, replacements appended and tested too (they may reverse again).
     */
    static Game[] bypassReversible(Game[] opts, Against g, boolean left) {
        Game[] cur = opts;
        int n = opts.length;
        for (int i = 0; i < n; i++) {
            Game through = null;
            for (Game x : left ? cur[i].rightArray() : cur[i].leftArray()) {
                if (left ? g.leq(x) : g.geq(x)) {
                    through = x;
                    break;
                }
            }
            if (through == null) {
                continue;
            }
            if (cur == opts) {
                cur = opts.clone();         // copy on first change: the caller's array stays intact
            }
            Game[] replacement = left ? through.leftArray() : through.rightArray();
            cur[i] = cur[--n];
            for (Game x : replacement) {
                if (!containsSame(cur, n, x)) {
                    if (n == cur.length) {
                        cur = Arrays.copyOf(cur, 2 * n + 2);
                    }
                    cur[n++] = x;
                }
            }
            i--;
        }
        return cur == opts ? opts : Arrays.copyOf(cur, n);
    }

    private static boolean containsSame(Game[] gs, int n, Game g) {
        for (int i = 0; i < n; i++) {
            if (gs[i] == g) {
                return true;
            }
        }
        return false;
    }
}
