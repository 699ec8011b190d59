package org.cgcheck.rules;

import java.util.Arrays;
import java.util.List;
import org.cgcheck.game.Game;

/**
 * One player's options in a region of at most {@link AmazonsShape#SMALL} cells, in three passes:
 * every move's regions as raw keys (bit work only), one pass that touches each key's memo slot,
 * then the values. Most option regions are memo hits whose slots are cache misses in a table of
 * millions; looked up one by one between the flood fills, each miss was waited for alone (a third
 * of a 5x5 solve), while the touching pass lets the processor overlap them.
 */
final class AmazonsBatch {
    /** Raw keys of the live regions of every option, in order. */
    private long[] keys = new long[256];
    /** For each option, the end of its keys in {@link #keys}. */
    private int[] ends = new int[64];
    private int nKeys, nOptions;
    /** Where the touching reads' sum goes, so they are not removed as dead. */
    private long sink;

    private AmazonsBatch() {
    }

    /**
     * Each thread's batches, one per depth of the recursion (a solve's options solve regions that
     * need options): reused, since a fresh pair of arrays per solve was gigabytes of garbage that
     * the recursion kept alive through young collections.
     */
    private static final class Pool {
        AmazonsBatch[] stack = new AmazonsBatch[16];
        int depth;

        AmazonsBatch acquire() {
            if (depth == stack.length) {
                stack = Arrays.copyOf(stack, 2 * depth);
            }
            AmazonsBatch b = stack[depth];
            if (b == null) {
                b = stack[depth] = new AmazonsBatch();
            }
            depth++;
            b.nKeys = 0;
            b.nOptions = 0;
            return b;
        }
    }

    private static final ThreadLocal<Pool> POOL = ThreadLocal.withInitial(Pool::new);

    /** The distinct values of one player's moves (as {@code AmazonsSolver.options}). */
    static List<Game> options(AmazonsShape sh, long x, long o, long e, boolean left) {
        Pool pool = POOL.get();
        AmazonsBatch b = pool.acquire();
        try {
            return options(b, sh, x, o, e, left);
        } finally {
            pool.depth--;
        }
    }

    private static List<Game> options(AmazonsBatch b, AmazonsShape sh, long x, long o, long e, boolean left) {
        long us = left ? x : o;
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
                            if (left) {
                                b.add(sh, moved, o, e1 & ~s);
                            } else {
                                b.add(sh, x, moved, e1 & ~s);
                            }
                        }
                    }
                }
            }
        }
        b.sink = AmazonsSolver.RAW.touch(b.keys, b.nKeys);     // kept, or the compiler may drop the reads
        AmazonsSolver.Distinct out = new AmazonsSolver.Distinct();
        int k = 0;
        for (int j = 0; j < b.nOptions; j++) {
            Game total = null;
            for (int end = b.ends[j]; k < end; k++) {
                Game v = AmazonsSolver.byRawKey(b.keys[k]);
                total = total == null ? v : total.plus(v);
            }
            out.add(total == null ? Game.ZERO : total);
        }
        return out.values;
    }

    /** Records one option: the raw keys of its live regions (as {@code AmazonsSolver.sum} splits it). */
    private void add(AmazonsShape sh, long x, long o, long e) {
        long all = x | o | e;
        for (long rest = x | o; rest != 0; ) {
            long region = sh.flood(rest & -rest, all);
            rest &= ~region;
            long rx = x & region, ro = o & region;
            if ((sh.dilate(rx | ro) & e) == 0) {
                continue;
            }
            if (nKeys == keys.length) {
                keys = Arrays.copyOf(keys, 2 * nKeys);
            }
            keys[nKeys++] = AmazonsSolver.regionKey(sh, region, rx, ro, e & region);
        }
        if (nOptions == ends.length) {
            ends = Arrays.copyOf(ends, 2 * nOptions);
        }
        ends[nOptions++] = nKeys;
    }
}
