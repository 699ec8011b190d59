package org.cgcheck.game;

import java.util.concurrent.atomic.AtomicLongArray;

/**
 * A lossy, lock-free, direct-mapped cache from an ordered pair of game ids to a boolean, packed
 * into one long per slot: no entry objects, so a lookup is one memory access and a store
 * allocates nothing. Each slot is read and written atomically (opaque mode), so a racy read
 * sees a whole entry or a miss; a collision just evicts.
 */
final class PairFlags {
    private final AtomicLongArray slots;
    private final int mask;

    PairFlags(int log2Size) {
        slots = new AtomicLongArray(1 << log2Size);
        mask = (1 << log2Size) - 1;
    }

    /** Ids are non-negative ints; the low word stores b + 1 so that no entry is 0 (empty). */
    private static long entry(int a, int b, boolean value) {
        return ((long) a << 32) | ((long) (b + 1) << 1 & 0xffffffffL) | (value ? 1 : 0);
    }

    private int slot(int a, int b) {
        long h = (((long) a << 32) | b) * 0x9E3779B97F4A7C15L;
        return (int) (h >>> 40) & mask;
    }

    /** 0 if absent, 1 for false, 2 for true. */
    int get(int a, int b) {
        long e = slots.getOpaque(slot(a, b));
        if ((e & ~1L) != (entry(a, b, false))) {
            return 0;
        }
        return (e & 1) == 0 ? 1 : 2;
    }

    void put(int a, int b, boolean value) {
        slots.setOpaque(slot(a, b), entry(a, b, value));
    }
}
