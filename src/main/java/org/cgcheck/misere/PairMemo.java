package org.cgcheck.misere;

/**
 * A map from a pair of form ids to a value: their sum's misère form, its misère Grundy value,
 * whether one dicot is ≥ the other (open addressing, never lossy: a sum recomputed after an
 * eviction recurses through every pair of its subforms again; a {@code Long} key would hash as
 * id1 ^ id2, so the pairs of one sum would collide). Synchronized: lookups are short, and the checker's
 * threads rarely meet here.
 */
final class PairMemo<V> {
    private long[] keys = new long[1 << 12];
    private Object[] values = new Object[1 << 12];
    private int size;

    static long key(int a, int b) {
        return a < b ? ((long) a << 32) | b : ((long) b << 32) | a;
    }

    /** The key of an ordered pair (a first), for a relation that is not symmetric. */
    static long orderedKey(int a, int b) {
        return ((long) a << 32) | (b & 0xffffffffL);
    }

    synchronized int size() {
        return size;
    }

    synchronized void clear() {
        keys = new long[1 << 12];
        values = new Object[1 << 12];
        size = 0;
    }

    private static int slot(long key, int mask) {
        return (int) ((key * 0x9E3779B97F4A7C15L) >>> 32) & mask;
    }

    @SuppressWarnings("unchecked")
    synchronized V get(long key) {
        int mask = keys.length - 1;
        for (int i = slot(key, mask); values[i] != null; i = (i + 1) & mask) {
            if (keys[i] == key) {
                return (V) values[i];
            }
        }
        return null;
    }

    synchronized void put(long key, V value) {
        if (2 * (size + 1) > keys.length) {
            long[] oldKeys = keys;
            Object[] oldValues = values;
            keys = new long[oldKeys.length * 2];
            values = new Object[oldKeys.length * 2];
            size = 0;
            for (int i = 0; i < oldKeys.length; i++) {
                if (oldValues[i] != null) {
                    insert(oldKeys[i], oldValues[i]);
                }
            }
        }
        insert(key, value);
    }

    private void insert(long key, Object value) {
        int mask = keys.length - 1;
        int i = slot(key, mask);
        while (values[i] != null && keys[i] != key) {
            i = (i + 1) & mask;
        }
        if (values[i] == null) {
            size++;
        }
        keys[i] = key;
        values[i] = value;
    }
}
