package org.cgcheck.game;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicInteger;

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

    private record NusKey(Dyadic x, int ups, int star) { }

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

    /** Limits that keep closed forms within int arithmetic and option lists of sane length. */
    static final int MAX_UPS = 1 << 20;
    static final int MAX_STAR = 1 << 16;

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

    /** x + ups·↑ + *star, built from the closed form of its canonical options. */
    static Game nus(Dyadic x, int ups, int star) {
        if (star < 0) {
            throw new IllegalArgumentException("nimber index must be non-negative: " + star);
        }
        if (Math.abs(ups) > MAX_UPS || star > MAX_STAR) {
            throw new ArithmeticException("up multiple or nimber too large (limits " + MAX_UPS + ", *" + MAX_STAR + ")");
        }
        if (ups == 0 && star == 0) {
            return number(x);
        }
        NusKey key = new NusKey(x, ups, star);
        Game g = NUS.get(key);
        if (g != null) {
            return g;
        }
        if (ups == 0) {
            // x + *n = {x, x*, ..., x*(n-1) | same}; build upwards to keep recursion shallow.
            Game[] opts = new Game[star];
            for (int k = 0; k < star; k++) {
                opts[k] = k == 0 ? number(x) : nusExisting(x, 0, k, opts, k);
            }
            return publish(key, new Game(nextId(), x, 0, star, opts, opts.clone()));
        }
        // Build x + i·↑ + *(...) for i = 1..|ups| in turn (CGSuite's recurrence); the nimber
        // alternates with i so that step |ups| carries the requested one.
        int sign = ups > 0 ? 1 : -1;
        int parity = ups & 1;
        Game xg = number(x);
        Game prev = nus(x, 0, star ^ parity);
        for (int i = sign; ; i += sign) {
            int s = star ^ parity ^ (i & 1);
            prev = nusStep(x, xg, i, s, prev);
            if (i == ups) {
                return prev;
            }
        }
    }

    private static Game nusExisting(Dyadic x, int ups, int star, Game[] lower, int count) {
        NusKey key = new NusKey(x, ups, star);
        Game g = NUS.get(key);
        if (g != null) {
            return g;
        }
        Game[] opts = Arrays.copyOf(lower, count);
        return publish(key, new Game(nextId(), x, 0, star, opts, opts.clone()));
    }

    private static Game nusStep(Dyadic x, Game xg, int i, int s, Game prev) {
        NusKey key = new NusKey(x, i, s);
        Game g = NUS.get(key);
        if (g != null) {
            return g;
        }
        Game[] l;
        Game[] r;
        if (i == 1 && s == 1) {
            l = new Game[] {xg, nus(x, 0, 1)};   // x↑* = {x, x* | x}
            r = new Game[] {xg};
        } else if (i == -1 && s == 1) {
            l = new Game[] {xg};                  // x↓* = {x | x, x*}
            r = new Game[] {xg, nus(x, 0, 1)};
        } else if (i > 0) {
            l = new Game[] {xg};                  // {x | x + (i-1)↑ + *(s^1)}
            r = new Game[] {prev};
        } else {
            l = new Game[] {prev};
            r = new Game[] {xg};
        }
        return publish(key, new Game(nextId(), x, i, s, l, r));
    }

    /**
     * The unique game with exactly these canonical options (no dominated or reversible ones):
     * recognises numbers and number-up-star values, otherwise interns by option ids.
     */
    static Game fromCanonicalOptions(Game[] l, Game[] r) {
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
        return GENERAL.intern(l, r, hash, h -> new Game(nextId(), fl, fr, h));
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
