package org.cgcheck.game;

/**
 * The lossy, direct-mapped cache of sums of general games, keyed by the unordered pair of ids
 * ({@link OpCache#key}). A slot holds the sum itself when the sum was created as that pair's
 * sum (the game records that key), so a hit reads only the game, which the caller reads next
 * anyway; only sums that already existed under another name need an entry object. Racy reads
 * see a whole game or entry (final fields) or a miss; a collision just evicts.
 */
final class SumCache {
    private record Entry(long key, Game sum) { }

    private final Object[] slots;
    private final int mask;

    SumCache(int log2Size) {
        slots = new Object[1 << log2Size];
        mask = slots.length - 1;
    }

    private int slot(long key) {
        return (int) ((key * 0x9E3779B97F4A7C15L) >>> 40) & mask;
    }

    Game get(long key) {
        Object o = slots[slot(key)];
        if (o instanceof Game g) {
            return g.sumKey == key ? g : null;
        }
        return o != null && ((Entry) o).key == key ? ((Entry) o).sum : null;
    }

    void put(long key, Game sum) {
        slots[slot(key)] = sum.sumKey == key ? sum : new Entry(key, sum);
    }
}
