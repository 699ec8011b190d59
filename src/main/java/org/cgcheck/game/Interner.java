package org.cgcheck.game;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * The hash-consing table: every canonical value is created here exactly once.
 *
 * <p>Numbers and number-up-star (NUS) values are keyed by their closed form; every other
 * canonical game by its (sorted) option ids. {@link #fromCanonicalOptions} routes option sets
 * that are the canonical form of a NUS value to the NUS table, so each value has one object
 * whichever way it was built. The tables are process-wide, since identity of values must hold
 * across everything the process computes, but hold values weakly: a value nothing references
 * any more is dropped, so memory follows the live data and the bounded caches.
 */
final class Interner {
    private Interner() {
    }

    private record NusKey(Dyadic x, int ups, int star) {
        // Written out: the generated ones bootstrap method handles on their first call (0.1 s of a
        // short eval's start-up).
        @Override
        public boolean equals(Object o) {
            return o instanceof NusKey k && ups == k.ups && star == k.star && x.equals(k.x);
        }

        @Override
        public int hashCode() {
            return (x.hashCode() * 31 + ups) * 31 + star;
        }
    }

    /** The options sorted by id: the array itself if already sorted, else a sorted copy. */
    private static Game[] sortedById(Game[] gs) {
        for (int i = 1; i < gs.length; i++) {
            if (gs[i - 1].id > gs[i].id) {
                Game[] s = gs.clone();
                for (int j = 1; j < s.length; j++) {         // insertion sort: option sets are small
                    Game x = s[j];
                    int k = j - 1;
                    while (k >= 0 && s[k].id > x.id) {
                        s[k + 1] = s[k];
                        k--;
                    }
                    s[k + 1] = x;
                }
                return s;
            }
        }
        return gs;
    }

    /**
     * Nimbers below this are also held strongly by index: nim-sums of small nimbers (claims
     * over nimber ranges) then cost an array read instead of a key object and a hash lookup.
     * Their options stay lazy, so the array costs at most 2^12 small objects.
     */
    static final int SMALL_NIMBERS = 1 << 12;
    private static final AtomicReferenceArray<Game> NIMBERS = new AtomicReferenceArray<>(SMALL_NIMBERS);

    private static final AtomicInteger NEXT_ID = new AtomicInteger();
    private static final WeakValues<NusKey, Game> NUS = new WeakValues<>();
    private static final OptionTable GENERAL = new OptionTable();

    /**
     * A fresh id. Ids are never reused (caches are keyed by them), so one process can create
     * at most 2^31 - 2 values; beyond that it stops with a clear error instead of wrapping.
     */
    private static int nextId() {
        int id = NEXT_ID.getAndIncrement();
        if (id < 0 || id == Integer.MAX_VALUE) {
            NEXT_ID.set(Integer.MAX_VALUE);
            throw new ArithmeticException("more than 2^31 game values created in one process; split the run");
        }
        return id;
    }

    /** Number of distinct values created so far (for statistics). */
    static int created() {
        return NEXT_ID.get();
    }

    static Game number(Dyadic x) {
        NusKey key = new NusKey(x, 0, 0);
        Game g = NUS.get(key);
        if (g != null) {
            return g;
        }
        // Options of numbers are materialised lazily: integers never become chains here.
        return publish(key, new Game(nextId(), x, 0, 0, null, null));
    }

    private static Game publish(NusKey key, Game fresh) {
        return NUS.putIfAbsent(key, fresh);
    }

    /**
     * x + ups·↑ + *star. The value is created from its closed form alone; its options are
     * built only when asked ({@link #nusOptions}), so *n and n·↑ cost O(1), not O(n) values
     * (each holding up to n options).
     */
    static Game nus(Dyadic x, int ups, int star) {
        if (ups == 0 && star >= 0 && star < SMALL_NIMBERS && x.signum() == 0) {
            return nimber(star);
        }
        if (star < 0) {
            throw new IllegalArgumentException("nimber index must be non-negative: " + star);
        }
        if (Math.abs(ups) > Limits.MAX_UPS || star > Limits.MAX_NIMBER) {   // closed forms stay in int arithmetic
            throw new InfeasibleException(Math.abs(ups) > Limits.MAX_UPS
                    ? "up multiple " + ups + " is too large (limit " + Limits.MAX_UPS + "): comparisons walk its chain of options"
                    : "nimber *" + star + " is too large (limit *" + Limits.MAX_NIMBER + ")");
        }
        if (ups == 0 && star == 0) {
            return number(x);
        }
        NusKey key = new NusKey(x, ups, star);
        Game g = NUS.get(key);
        if (g != null) {
            return g;
        }
        return publish(key, new Game(nextId(), x, ups, star, null, null));
    }

    /** *n for 0 ≤ n < SMALL_NIMBERS (*0 is the number 0): the interned value, kept in the array once met. */
    static Game nimber(int n) {
        Game g = NIMBERS.getAcquire(n);
        if (g == null) {
            NusKey key = new NusKey(Dyadic.ZERO, 0, n);
            g = NUS.get(key);
            if (g == null) {
                g = publish(key, new Game(nextId(), Dyadic.ZERO, 0, n, null, null));
            }
            // Racing threads all got the one live value from the weak table, so any store wins.
            NIMBERS.setRelease(n, g);
        }
        return g;
    }

    /**
     * The canonical options {left, right} of x + ups·↑ + *star (CGSuite's recurrence): numbers
     * {n-1|}, {|n+1}, {(m-1)/2^k | (m+1)/2^k}; x + *n = {x, x*, ..., x*(n-1) | same};
     * x↑* = {x, x* | x}; otherwise x + i↑ + *s = {x | x + (i-1)↑ + *(s^1)} for i > 0 (mirrored
     * for i < 0).
     */
    static Game[][] nusOptions(Dyadic x, int ups, int star) {
        Game[] none = new Game[0];
        if (ups == 0 && star == 0) {
            if (x.isInteger()) {
                int s = x.signum();
                return new Game[][] {s > 0 ? new Game[] {number(x.subtract(Dyadic.ONE))} : none,
                        s < 0 ? new Game[] {number(x.add(Dyadic.ONE))} : none};
            }
            Dyadic step = Dyadic.of(java.math.BigInteger.ONE, x.denominatorExponent());
            return new Game[][] {{number(x.subtract(step))}, {number(x.add(step))}};
        }
        Game xg = number(x);
        if (ups == 0) {
            Game[] opts = new Game[star];
            for (int k = 0; k < star; k++) {
                opts[k] = nus(x, 0, k);
            }
            return new Game[][] {opts, opts.clone()};
        }
        if (ups == 1 && star == 1) {
            return new Game[][] {{xg, nus(x, 0, 1)}, {xg}};
        }
        if (ups == -1 && star == 1) {
            return new Game[][] {{xg}, {xg, nus(x, 0, 1)}};
        }
        return ups > 0 ? new Game[][] {{xg}, {nus(x, ups - 1, star ^ 1)}}
                : new Game[][] {{nus(x, ups + 1, star ^ 1)}, {xg}};
    }

    /**
     * The unique game with exactly these canonical options (no dominated or reversible ones):
     * recognises numbers and number-up-star values, otherwise interns by option ids.
     */
    static Game fromCanonicalOptions(Game[] l, Game[] r) {
        return fromCanonicalOptions(l, r, -1);
    }

    /** As above; a value created here records {@code sumKey}, the pair it is the sum of (or -1). */
    static Game fromCanonicalOptions(Game[] l, Game[] r, long sumKey) {
        Game nus = recogniseNus(l, r);
        if (nus != null) {
            return nus;
        }
        l = sortedById(l);
        r = sortedById(r);
        int hash = OptionTable.hash(l, r);
        Game g = GENERAL.find(l, r, hash);
        if (g != null) {
            return g;
        }
        Game[] fl = l;
        Game[] fr = r;
        return GENERAL.intern(l, r, hash, () -> new Game(nextId(), fl, fr, sumKey));
    }

    private static Game recogniseNus(Game[] l, Game[] r) {
        if (l.length == 0) {
            return r.length == 0 ? number(Dyadic.ZERO)
                    : r.length == 1 && r[0].isNumber() ? number(r[0].number.subtract(Dyadic.ONE)) : null;
        }
        if (r.length == 0) {
            return l.length == 1 && l[0].isNumber() ? number(l[0].number.add(Dyadic.ONE)) : null;
        }
        if (l.length == 1 && r.length == 1) {
            Game a = l[0];
            Game b = r[0];
            if (a.isNumber() && b.isNumber() && a.number.compareTo(b.number) < 0) {
                return number(a.number.mean(b.number));
            }
            if (a.isNumber() && !b.isNumber() && b.number != null && b.number.equals(a.number) && b.ups >= 0) {
                return nus(a.number, b.ups + 1, b.star ^ 1);       // {x | x + b·↑ + *m}
            }
            if (b.isNumber() && !a.isNumber() && a.number != null && a.number.equals(b.number) && a.ups <= 0) {
                return nus(b.number, a.ups - 1, a.star ^ 1);
            }
        }
        if (l.length == 2 && r.length == 1 && r[0].isNumber()) {
            Dyadic x = r[0].number;
            if (containsStarPair(l, r[0], x)) {
                return nus(x, 1, 1);                                   // {x, x* | x}
            }
        }
        if (l.length == 1 && r.length == 2 && l[0].isNumber()) {
            Dyadic x = l[0].number;
            if (containsStarPair(r, l[0], x)) {
                return nus(x, -1, 1);
            }
        }
        if (l.length == r.length) {
            return recogniseNimberShift(l, r);
        }
        return null;
    }

    private static boolean containsStarPair(Game[] pair, Game xg, Dyadic x) {
        Game xs = NUS.get(new NusKey(x, 0, 1));
        return xs != null && (pair[0] == xg && pair[1] == xs || pair[1] == xg && pair[0] == xs);
    }

    /** {x, x*, ..., x*(n-1) | same} is x + *n. */
    private static Game recogniseNimberShift(Game[] l, Game[] r) {
        int n = l.length;
        Dyadic x = null;
        boolean[] seenL = new boolean[n];
        for (Game g : l) {
            if (g.number == null || g.ups != 0 || g.star >= n || seenL[g.star]) {
                return null;
            }
            if (x == null) {
                x = g.number;
            } else if (!x.equals(g.number)) {
                return null;
            }
            seenL[g.star] = true;
        }
        boolean[] seenR = new boolean[n];
        for (Game g : r) {
            if (g.number == null || g.ups != 0 || g.star >= n || seenR[g.star] || !x.equals(g.number)) {
                return null;
            }
            seenR[g.star] = true;
        }
        return nus(x, 0, n);
    }
}
