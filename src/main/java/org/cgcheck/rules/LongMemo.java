package org.cgcheck.rules;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import org.cgcheck.game.Game;

/**
 * Values by non-zero {@code long} keys in open-addressed arrays: no boxed keys, no entry objects,
 * one probe sequence through two arrays per lookup (the boxed map's lookups were a fifth of a
 * 5x5 Amazons solve, and its entries four times the memory). Thread-safe: writers lock one of
 * 64 segments, readers lock nothing (a value is written before its key is released, so a reader
 * that sees the key sees the value; a reader of a table just replaced may miss, which only costs
 * a recomputation of the same value).
 */
final class LongMemo {
    private static final VarHandle KEYS = MethodHandles.arrayElementVarHandle(long[].class);
    private static final VarHandle VALUES = MethodHandles.arrayElementVarHandle(Game[].class);
    private static final int SEGMENTS = 64;

    private final Segment[] segments = new Segment[SEGMENTS];
    private final int maxPerSegment;

    /** A memo of at most about {@code maxEntries} values (a segment that fills up is emptied). */
    LongMemo(int maxEntries) {
        maxPerSegment = Math.max(16, maxEntries / SEGMENTS);
        for (int i = 0; i < SEGMENTS; i++) {
            segments[i] = new Segment();
        }
    }

    private static long mix(long key) {
        long h = key * 0x9E3779B97F4A7C15L;
        return h ^ (h >>> 29);
    }

    /** The value stored for {@code key} (not 0), or null. */
    Game get(long key) {
        long h = mix(key);
        Table t = segments[(int) (h >>> 58)].table;
        int mask = t.keys.length - 1;
        for (int i = (int) h & mask; ; i = (i + 1) & mask) {
            long k = (long) KEYS.getAcquire(t.keys, i);
            if (k == key) {
                // A plain read: the acquiring read of the key orders it after the writer's release
                // of the value (a VarHandle read of a Game[] cast its result, a twentieth of a solve).
                return t.values[i];
            }
            if (k == 0) {
                return null;
            }
        }
    }

    /**
     * Reads the first probe slot of each of {@code n} keys, all before any is compared: the loads
     * are independent, so the processor overlaps their cache misses, and the {@link #get} calls
     * that follow find the lines in cache. Returns a value only so the reads are not removed.
     */
    long touch(long[] keys, int n) {
        long acc = 0;
        for (int j = 0; j < n; j++) {
            long h = mix(keys[j]);
            Table t = segments[(int) (h >>> 58)].table;
            int i = (int) h & (t.keys.length - 1);
            acc += t.keys[i];
            acc += t.values[i] == null ? 0 : 1;
        }
        return acc;
    }

    /** Stores {@code value} for {@code key} (not 0). */
    void put(long key, Game value) {
        long h = mix(key);
        Segment s = segments[(int) (h >>> 58)];
        synchronized (s) {
            if (s.size >= maxPerSegment) {
                s.table = new Table(16);
                s.size = 0;
            } else if (2 * (s.size + 1) > s.table.keys.length) {
                s.table = s.table.grown();
            }
            if (s.table.insert(key, value, h)) {
                s.size++;
            }
        }
    }

    /** Forgets every value. */
    void clear() {
        for (Segment s : segments) {
            synchronized (s) {
                s.table = new Table(16);
                s.size = 0;
            }
        }
    }

    private static final class Segment {
        volatile Table table = new Table(16);
        int size;
    }

    private static final class Table {
        final long[] keys;
        final Game[] values;

        Table(int capacity) {
            keys = new long[capacity];
            values = new Game[capacity];
        }

        /** Writes the pair (value first, then the key with release); false if the key was there. */
        boolean insert(long key, Game value, long h) {
            int mask = keys.length - 1;
            for (int i = (int) h & mask; ; i = (i + 1) & mask) {
                long k = keys[i];
                if (k == key) {
                    return false;
                }
                if (k == 0) {
                    VALUES.setRelease(values, i, value);
                    KEYS.setRelease(keys, i, key);
                    return true;
                }
            }
        }

        /** A table twice as large with the same pairs, filled before anyone can read it. */
        Table grown() {
            Table t = new Table(2 * keys.length);
            for (int i = 0; i < keys.length; i++) {
                if (keys[i] != 0) {
                    t.insert(keys[i], values[i], mix(keys[i]));
                }
            }
            return t;
        }
    }
}
