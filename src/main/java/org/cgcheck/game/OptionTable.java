package org.cgcheck.game;

import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.IntFunction;

/**
 * The interning table of general (non number-up-star) values, keyed by their option sets.
 * Open addressing over the games themselves: no key or node objects. Lookups take no lock
 * (a slot is published with release semantics after the game is built); insertions and growth
 * take the table's lock and look again first, so each option set gets exactly one game.
 *
 * <p>Option arrays must be sorted by id, so equal sets are element-wise identical.
 */
final class OptionTable {
    private volatile AtomicReferenceArray<Game> slots = new AtomicReferenceArray<>(1 << 16);
    private int size;

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

    /** The game with exactly these options, or null. */
    Game find(Game[] l, Game[] r, int hash) {
        return find(slots, l, r, hash);
    }

    private static Game find(AtomicReferenceArray<Game> t, Game[] l, Game[] r, int hash) {
        int mask = t.length() - 1;
        for (int i = spread(hash) & mask; ; i = (i + 1) & mask) {
            Game g = t.getAcquire(i);
            if (g == null) {
                return null;
            }
            if (g.optionsHash == hash && same(g.leftArray(), l) && same(g.rightArray(), r)) {
                return g;
            }
        }
    }

    /** The game with these options, created by {@code create} (given the hash) if absent. */
    synchronized Game intern(Game[] l, Game[] r, int hash, IntFunction<Game> create) {
        Game g = find(slots, l, r, hash);
        if (g != null) {
            return g;
        }
        if ((size + 1) * 2 > slots.length()) {
            grow();
        }
        g = create.apply(hash);
        place(slots, g);
        size++;
        return g;
    }

    private void grow() {
        AtomicReferenceArray<Game> old = slots;
        AtomicReferenceArray<Game> t = new AtomicReferenceArray<>(old.length() * 2);
        for (int i = 0; i < old.length(); i++) {
            Game g = old.getPlain(i);
            if (g != null) {
                place(t, g);
            }
        }
        slots = t;      // volatile write publishes the filled table
    }

    private static void place(AtomicReferenceArray<Game> t, Game g) {
        int mask = t.length() - 1;
        int i = spread(g.optionsHash) & mask;
        while (t.getPlain(i) != null) {
            i = (i + 1) & mask;
        }
        t.setRelease(i, g);
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
