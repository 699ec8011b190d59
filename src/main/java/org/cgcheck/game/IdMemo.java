package org.cgcheck.game;

import java.util.Arrays;

/**
 * A single-threaded map from game ids to booleans (open addressing) that is cleared in O(1) by
 * advancing a generation stamp, so one instance per thread serves every canonicalisation
 * without allocating. Each slot packs generation, value and id into one long.
 */
final class IdMemo {
    private static final int MAX_GENERATION = (1 << 29) - 1;

    private long[] slots = new long[256];
    private int generation = 1;
    private int size;

    /** Forgets every entry. */
    void clear() {
        size = 0;
        if (++generation > MAX_GENERATION) {
            Arrays.fill(slots, 0L);
            generation = 1;
        }
    }

    /** 0 absent, 1 false, 2 true. */
    byte get(int id) {
        int mask = slots.length - 1;
        for (int i = mix(id) & mask; ; i = (i + 1) & mask) {
            long e = slots[i];
            if ((int) (e >>> 34) != generation) {
                return 0;
            }
            if ((int) e == id) {
                return (byte) ((e >>> 32) & 3);
            }
        }
    }

    void put(int id, boolean value) {
        if ((size + 1) * 2 > slots.length) {
            grow();
        }
        insert(slots, id, value ? 2 : 1);
    }

    private void insert(long[] table, int id, int value) {
        int mask = table.length - 1;
        int i = mix(id) & mask;
        while ((int) (table[i] >>> 34) == generation && (int) table[i] != id) {
            i = (i + 1) & mask;
        }
        if ((int) (table[i] >>> 34) != generation) {
            size++;
        }
        table[i] = (long) generation << 34 | (long) value << 32 | (id & 0xffffffffL);
    }

    private void grow() {
        long[] old = slots;
        slots = new long[old.length * 2];
        size = 0;
        for (long e : old) {
            if ((int) (e >>> 34) == generation) {
                insert(slots, (int) e, (int) (e >>> 32) & 3);
            }
        }
    }

    private static int mix(int id) {
        return id * 0x9E3779B9 >>> 7;
    }
}
