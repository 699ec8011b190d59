package org.cgcheck.game;

/**
 * A lossy, lock-free, direct-mapped cache from a pair of game ids to a result. Entries are
 * immutable, so a racy read sees either a whole entry or a miss; a collision just evicts.
 * Bounded memory is the point: results are always recomputable.
 */
public final class OpCache<V> {
    private record Entry<V>(long key, V value) { }

    private final Object[] slots;
    private final int mask;

    public OpCache(int log2Size) {
        slots = new Object[1 << log2Size];
        mask = slots.length - 1;
    }

    public static long key(int a, int b) {
        return ((long) a << 32) | (b & 0xffffffffL);
    }

    private int slot(long key) {
        long h = key * 0x9E3779B97F4A7C15L;
        return (int) (h >>> 40) & mask;
    }

    @SuppressWarnings("unchecked")
    public V get(long key) {
        Entry<V> e = (Entry<V>) slots[slot(key)];
        return e != null && e.key == key ? e.value : null;
    }

    public void put(long key, V value) {
        slots[slot(key)] = new Entry<>(key, value);
    }
}
