package org.cgcheck.game;

import java.lang.ref.WeakReference;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.Supplier;

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
        int stored = stored(hash);
        // The hashes alone end an unsuccessful search (the usual case: most canonical forms asked
        // for are new), so it reads one array; an entry is read only when its hash matches. A
        // slot still being filled reads as absent, and intern() looks again under the lock.
        for (int i = spread(stored) & mask; ; i = (i + 1) & mask) {
            int h = t.hashes[i];
            if (h == EMPTY) {
                return null;
            }
            if (h == stored) {
                Entry e = t.slots.getAcquire(i);
                Game g = e == null ? null : e.get();
                if (g != null && same(g.leftArray(), l) && same(g.rightArray(), r)) {
                    return g;
                }
            }
        }
    }

    /** Hash 0 marks an empty slot, so a stored hash is never 0. */
    private static final int EMPTY = 0;

    private static int stored(int hash) {
        return hash == EMPTY ? 1 : hash;
    }

    /** The game with these options, created by {@code create} if absent. */
    synchronized Game intern(Game[] l, Game[] r, int hash, Supplier<Game> create) {
        Game g = find(table, l, r, hash);
        if (g != null) {
            return g;
        }
        if ((used + 1) * 2 > table.hashes.length) {
            rebuild();
        }
        g = create.get();
        place(table, new Entry(g), stored(hash));
        used++;
        return g;
    }

    /** Drops collected entries; doubles the capacity if the live ones still fill a quarter. */
    private void rebuild() {
        Table old = table;
        int live = 0;
        for (int i = 0; i < old.hashes.length; i++) {
            Entry e = old.slots.getPlain(i);
            if (e != null && !e.refersTo(null)) {
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
            if (e != null && !e.refersTo(null)) {
                place(t, e, old.hashes[i]);     // the stored hash: the game itself is not read
            }
        }
        used = live;
        table = t;      // volatile write publishes the filled table
    }

    /** Puts e in the first free slot of its probe sequence; {@code stored} is already non-zero. */
    private static void place(Table t, Entry e, int stored) {
        int mask = t.hashes.length - 1;
        int i = spread(stored) & mask;
        while (t.hashes[i] != EMPTY) {
            i = (i + 1) & mask;
        }
        t.slots.setRelease(i, e);
        t.hashes[i] = stored;
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
