package org.cgcheck.game;

import java.lang.ref.WeakReference;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.IntFunction;

/**
 * The interning table of general (non number-up-star) values, keyed by their option sets.
 *
 * <p>Entries are weak: a value nobody references any more is collected, and if it is built
 * again later it gets a new object, which is safe because no live object can tell the two apart.
 * Memory therefore follows what is alive (the bounded operation caches and the caller's data),
 * not everything ever computed in the process.
 *
 * <p>Open addressing; each slot has its entry and its game's option hash, so most probes touch
 * no other object. Lookups take no lock; insertions, clean-up and growth take the table's
 * lock and look again first, so each option set has exactly one live game. Option arrays must be
 * sorted by id, so equal sets are element-wise identical.
 */
final class OptionTable {
    private static final class Entry extends WeakReference<Game> {
        Entry(Game g) {
            super(g);
        }
    }

    /** Slots and hashes are replaced together by growth; readers take one consistent pair. */
    private record Table(AtomicReferenceArray<Entry> slots, int[] hashes) {
        Table(int capacity) {
            this(new AtomicReferenceArray<>(capacity), new int[capacity]);
        }
    }

    private volatile Table table = new Table(1 << 16);
    /** Occupied slots, live or collected (guarded by this). */
    private int used;

    static int hash(Game[] l, Game[] r) {
        int h = 1;
        for (Game g : l) {
            h = h * 0x01000193 ^ g.id;
        }
        h = h * 31 + 0x5bd1e995;
        for (Game g : r) {
            h = h * 0x01000193 ^ g.id;
        }
        return h;
    }

    /** The live game with exactly these options, or null. */
    Game find(Game[] l, Game[] r, int hash) {
        return find(table, l, r, hash);
    }

    private static Game find(Table t, Game[] l, Game[] r, int hash) {
        int mask = t.hashes.length - 1;
        for (int i = spread(hash) & mask; ; i = (i + 1) & mask) {
            Entry e = t.slots.getAcquire(i);
            if (e == null) {
                return null;
            }
            if (t.hashes[i] == hash) {
                Game g = e.get();
                if (g != null && same(g.leftArray(), l) && same(g.rightArray(), r)) {
                    return g;
                }
            }
        }
    }

    /** The game with these options, created by {@code create} (given the hash) if absent. */
    synchronized Game intern(Game[] l, Game[] r, int hash, IntFunction<Game> create) {
        Game g = find(table, l, r, hash);
        if (g != null) {
            return g;
        }
        if ((used + 1) * 2 > table.hashes.length) {
            rebuild();
        }
        g = create.apply(hash);
        place(table, new Entry(g), hash);
        used++;
        return g;
    }

    /** Drops collected entries; doubles the capacity if the live ones still fill a quarter. */
    private void rebuild() {
        Table old = table;
        int live = 0;
        for (int i = 0; i < old.hashes.length; i++) {
            Entry e = old.slots.getPlain(i);
            if (e != null && e.get() != null) {
                live++;
            }
        }
        int capacity = old.hashes.length;
        while (live * 4 > capacity) {
            capacity *= 2;
        }
        Table t = new Table(capacity);
        for (int i = 0; i < old.hashes.length; i++) {
            Entry e = old.slots.getPlain(i);
            Game g = e == null ? null : e.get();
            if (g != null) {
                place(t, e, g.optionsHash);
            }
        }
        used = live;
        table = t;      // volatile write publishes the filled table
    }

    private static void place(Table t, Entry e, int hash) {
        int mask = t.hashes.length - 1;
        int i = spread(hash) & mask;
        while (t.slots.getPlain(i) != null) {
            i = (i + 1) & mask;
        }
        t.hashes[i] = hash;
        t.slots.setRelease(i, e);
    }

    /** Murmur3's finaliser: option hashes of related games differ in few bits. */
    private static int spread(int h) {
        h ^= h >>> 16;
        h *= 0x85ebca6b;
        h ^= h >>> 13;
        h *= 0xc2b2ae35;
        return h ^ h >>> 16;
    }

    private static boolean same(Game[] a, Game[] b) {
        if (a.length != b.length) {
            return false;
        }
        for (int i = 0; i < a.length; i++) {
            if (a[i] != b[i]) {
                return false;
            }
        }
        return true;
    }
}
