package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.cgcheck.game.Game;

/**
 * Amazons values on bit masks (boards of at most 64 cells): a position is three masks of one
 * {@link AmazonsShape} (Left's amazons, Right's, the empty squares; the rest is burnt). Moves are
 * queen rays walked by shifts, regions are flood fills of masks, a region is cut to its bounding
 * box and keyed by its least symmetric image, colours swapped too (the swapped region's value is
 * the negative). The same values as the generic {@link Solver} path, which
 * {@code AmazonsSolverTest} checks on random boards; it only does the same work with fewer steps.
 */
final class AmazonsSolver {
    /** Keys of regions of more than {@link AmazonsShape#SMALL} cells. */
    record BigKey(long id, long a, long b) {
        boolean lessThan(BigKey k) {
            return id != k.id ? id < k.id : a != k.a ? a < k.a : b < k.b;
        }
    }

    private static final LongMemo SMALL = new LongMemo(Solver.MAX_PACKED);
    /** Values of regions as they stand (no image taken): most lookups are repeats of one orientation. */
    static final LongMemo RAW = new LongMemo(Solver.MAX_PACKED);
    private static final Map<BigKey, Game> BIG = new ConcurrentHashMap<>();

    private AmazonsSolver() {
    }

    /** True for the boards this solver takes (all a Grid ruleset accepts: at most 64 cells). */
    static boolean handles(Grid g) {
        return g.cells.length <= AmazonsShape.MAX_CELLS;
    }

    /** The value of an Amazons board (any number of regions). */
    static Game value(Grid g) {
        long x = 0, o = 0, e = 0;
        for (int i = 0; i < g.cells.length; i++) {
            char c = g.cells[i];
            if (c == 'x') {
                x |= 1L << i;
            } else if (c == 'o') {
                o |= 1L << i;
            } else if (c == '.') {
                e |= 1L << i;
            }
        }
        return sum(AmazonsShape.of(g.rows, g.cols), x, o, e);
    }

    /** Forgets every stored value. */
    static void clear() {
        SMALL.clear();
        RAW.clear();
        BIG.clear();
    }

    /** The sum of the values of the live regions of a position. */
    private static Game sum(AmazonsShape sh, long x, long o, long e) {
        long all = x | o | e;
        long rest = x | o;          // a region without amazons is dead: start from amazons only
        Game total = null;
        while (rest != 0) {
            long region = sh.flood(rest & -rest, all);
            rest &= ~region;
            long rx = x & region, ro = o & region;
            // Dead when no amazon has an empty square beside it (as Amazons.dead): 0.
            if ((sh.dilate(rx | ro) & e) == 0) {
                continue;
            }
            Game v = region(sh, region, rx, ro, e & region);
            total = total == null ? v : total.plus(v);
        }
        return total == null ? Game.ZERO : total;
    }

    /** The value of one live region, cut to its bounding box. */
    private static Game region(AmazonsShape sh, long region, long x, long o, long e) {
        int w = sh.w;
        int r0 = Long.numberOfTrailingZeros(region) / w;
        int r1 = (63 - Long.numberOfLeadingZeros(region)) / w;
        long rowMask = w == 64 ? -1L : (1L << w) - 1;
        long cols = 0;
        for (int r = r0; r <= r1; r++) {
            cols |= region >>> (r * w);
        }
        cols &= rowMask;
        int c0 = Long.numberOfTrailingZeros(cols), c1 = 63 - Long.numberOfLeadingZeros(cols);
        int h2 = r1 - r0 + 1, w2 = c1 - c0 + 1;
        if (h2 == sh.h && w2 == w) {
            return component(sh, x, o, e);
        }
        long m = w2 == 64 ? -1L : (1L << w2) - 1;
        long nx = 0, no = 0, ne = 0;
        for (int r = r0; r <= r1; r++) {
            int from = r * w + c0, to = (r - r0) * w2;
            nx |= ((x >>> from) & m) << to;
            no |= ((o >>> from) & m) << to;
            ne |= ((e >>> from) & m) << to;
        }
        return component(AmazonsShape.of(h2, w2), nx, no, ne);
    }

    /** The raw key of one live region of at most {@link AmazonsShape#SMALL} cells, cut to its bounding box. */
    static long regionKey(AmazonsShape sh, long region, long x, long o, long e) {
        int w = sh.w;
        int r0 = Long.numberOfTrailingZeros(region) / w;
        int r1 = (63 - Long.numberOfLeadingZeros(region)) / w;
        long rowMask = (1L << w) - 1;
        long cols = 0;
        for (int r = r0; r <= r1; r++) {
            cols |= region >>> (r * w);
        }
        cols &= rowMask;
        int c0 = Long.numberOfTrailingZeros(cols), c1 = 63 - Long.numberOfLeadingZeros(cols);
        int h2 = r1 - r0 + 1, w2 = c1 - c0 + 1;
        if (h2 == sh.h && w2 == w) {
            return sh.rawKey(e | x, x | o);
        }
        long m = (1L << w2) - 1;
        long a = 0, b = 0;
        for (int r = r0; r <= r1; r++) {
            int from = r * w + c0, to = (r - r0) * w2;
            a |= (((e | x) >>> from) & m) << to;
            b |= (((x | o) >>> from) & m) << to;
        }
        return AmazonsShape.rawKey(h2, w2, a, b);
    }

    /** The value of the region a raw key names (its planes: a = e|x, b = x|o). */
    static Game byRawKey(long key) {
        Game r = RAW.get(key);
        if (r != null) {
            return r;
        }
        long a = key >>> 28 & PLANE, b = key & PLANE;
        return component(AmazonsShape.byId((int) (key >>> 56)), a & b, b & ~a, a & ~b);
    }

    private static final long PLANE = (1L << 28) - 1;

    /**
     * A live region's value through the memo. Its key is the least of its symmetric images and of
     * its colour-swapped images' (planes e|x and x|o determine the board); a region stored under
     * its swapped key has the negative value.
     */
    private static Game component(AmazonsShape sh, long x, long o, long e) {
        if (sh.n <= AmazonsShape.SMALL) {
            long raw = sh.rawKey(e | x, x | o);
            Game r = RAW.get(raw);
            if (r != null) {
                return r;
            }
            long kx = sh.smallKey(e | x, x | o), ko = sh.smallKey(e | o, x | o);
            boolean swap = ko < kx;
            long key = swap ? ko : kx;
            Game g = SMALL.get(key);
            if (g == null) {
                g = swap ? solve(sh, o, x, e) : solve(sh, x, o, e);
                SMALL.put(key, g);
            }
            r = swap ? g.negate() : g;
            RAW.put(raw, r);
            return r;
        }
        BigKey kx = sh.bigKey(e | x, x | o), ko = sh.bigKey(e | o, x | o);
        boolean swap = ko.lessThan(kx);
        BigKey key = swap ? ko : kx;
        Game g = BIG.get(key);
        if (g == null) {
            g = swap ? solve(sh, o, x, e) : solve(sh, x, o, e);
            if (BIG.size() > Solver.MAX_ENTRIES) {
                BIG.clear();
            }
            BIG.put(key, g);
        }
        return swap ? g.negate() : g;
    }

    /** A live region's value from its options' values. */
    private static Game solve(AmazonsShape sh, long x, long o, long e) {
        org.cgcheck.game.EvaluationStopped.check();     // long solves obey timeouts and Ctrl-C
        if (o == 0) {
            return Game.integer(longest(sh, x, e, true));
        }
        if (x == 0) {
            return Game.integer(-longest(sh, o, e, false));
        }
        return Game.of(options(sh, x, o, e, true), options(sh, x, o, e, false));
    }

    /**
     * The distinct values of one player's moves: each amazon walks each queen ray over empty
     * squares, and from each landing square shoots along each ray over empty squares (its old
     * square now among them).
     */
    private static List<Game> options(AmazonsShape sh, long x, long o, long e, boolean left) {
        if (sh.n <= AmazonsShape.SMALL) {
            return AmazonsBatch.options(sh, x, o, e, left);
        }
        long us = left ? x : o;
        Distinct out = new Distinct();
        for (long rest = us; rest != 0; rest &= rest - 1) {
            long a = rest & -rest;
            for (int d = 0; d < 8; d++) {
                for (long t = a; (t & sh.from[d]) != 0; ) {
                    t = sh.step(t, d);
                    if ((t & e) == 0) {
                        break;
                    }
                    long moved = us ^ a ^ t, e1 = (e | a) & ~t;
                    for (int f = 0; f < 8; f++) {
                        for (long s = t; (s & sh.from[f]) != 0; ) {
                            s = sh.step(s, f);
                            if ((s & e1) == 0) {
                                break;
                            }
                            out.add(left ? sum(sh, moved, o, e1 & ~s) : sum(sh, x, moved, e1 & ~s));
                        }
                    }
                }
            }
        }
        return out.values;
    }

    /** Distinct values (hash-consed: equal values are one object) by their ids, in an open-addressed set. */
    static final class Distinct {
        final List<Game> values = new ArrayList<>();
        private int[] ids = new int[64];        // id + 1; 0 marks an empty slot

        void add(Game g) {
            if (2 * values.size() + 2 > ids.length) {
                int[] old = ids;
                ids = new int[2 * old.length];
                for (int k : old) {
                    if (k != 0) {
                        insert(k);
                    }
                }
            }
            if (insert(g.id() + 1)) {
                values.add(g);
            }
        }

        private boolean insert(int k) {
            int mask = ids.length - 1;
            for (int i = (k * 0x9E3779B9) >>> 7 & mask; ; i = (i + 1) & mask) {
                if (ids[i] == k) {
                    return false;
                }
                if (ids[i] == 0) {
                    ids[i] = k;
                    return true;
                }
            }
        }
    }

    /**
     * A region where only one player has amazons: the other can never move there, so its value is
     * the integer that counts the longest run of the owner's moves (signed: negative for Right).
     * Each move burns one empty square, so no run is longer than the empty squares: the search
     * stops as soon as a move reaches that bound.
     */
    private static long longest(AmazonsShape sh, long us, long e, boolean left) {
        long bound = Long.bitCount(e);
        long best = 0;
        for (long rest = us; rest != 0; rest &= rest - 1) {
            long a = rest & -rest;
            for (int d = 0; d < 8; d++) {
                for (long t = a; (t & sh.from[d]) != 0; ) {
                    t = sh.step(t, d);
                    if ((t & e) == 0) {
                        break;
                    }
                    long moved = us ^ a ^ t, e1 = (e | a) & ~t;
                    for (int f = 0; f < 8; f++) {
                        for (long s = t; (s & sh.from[f]) != 0; ) {
                            s = sh.step(s, f);
                            if ((s & e1) == 0) {
                                break;
                            }
                            Game v = left ? sum(sh, moved, 0, e1 & ~s) : sum(sh, 0, moved, e1 & ~s);
                            long run = 1 + Math.abs(v.numberValue().numerator().longValueExact());
                            if (run > best) {
                                best = run;
                                if (best == bound) {
                                    return best;
                                }
                            }
                        }
                    }
                }
            }
        }
        return best;
    }
}
