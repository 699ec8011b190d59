package org.cgcheck.misere;

import java.util.Arrays;

/**
 * A set of fixed-length int vectors in insertion order, with the vector each was reached from
 * and by which step (for {@link QuotientProof}'s search): flat arrays and open addressing, since
 * the proof may visit millions of states.
 */
final class StateTable {
    private final int stride;
    private int[] data = new int[1 << 12];
    private int[] parent = new int[1 << 8], step = new int[1 << 8];
    private int[] slots = new int[1 << 10];
    private int size;

    StateTable(int stride) {
        this.stride = stride;
        Arrays.fill(slots, -1);
    }

    int size() {
        return size;
    }

    void get(int i, int[] into) {
        System.arraycopy(data, i * stride, into, 0, stride);
    }

    int parent(int i) {
        return parent[i];
    }

    int parentClass(int i) {
        return step[i];
    }

    /** The index of v, added (copied) if absent. */
    int intern(int[] v) {
        int size0 = size;
        add(v, -1, -1);
        return size > size0 ? size0 : indexOf(v);
    }

    private int indexOf(int[] v) {
        int mask = slots.length - 1;
        for (int k = hash(v) & mask; ; k = (k + 1) & mask) {
            if (equalsAt(slots[k], v)) {
                return slots[k];
            }
        }
    }

    /** Adds v (copied) if absent; true if it was new. */
    boolean add(int[] v, int from, int by) {
        int mask = slots.length - 1;
        int k = hash(v) & mask;
        while (slots[k] >= 0) {
            if (equalsAt(slots[k], v)) {
                return false;
            }
            k = (k + 1) & mask;
        }
        if ((long) (size + 1) * stride > data.length) {
            data = Arrays.copyOf(data, Math.max(data.length * 2, (size + 1) * stride));
        }
        if (size == parent.length) {
            parent = Arrays.copyOf(parent, size * 2);
            step = Arrays.copyOf(step, size * 2);
        }
        System.arraycopy(v, 0, data, size * stride, stride);
        parent[size] = from;
        step[size] = by;
        slots[k] = size++;
        if (size * 2 > slots.length) {
            rehash();
        }
        return true;
    }

    private boolean equalsAt(int i, int[] v) {
        int o = i * stride;
        for (int j = 0; j < stride; j++) {
            if (data[o + j] != v[j]) {
                return false;
            }
        }
        return true;
    }

    private int hash(int[] v) {
        int h = 0;
        for (int x : v) {
            h = h * 0x9E3779B1 + x;
        }
        return h ^ (h >>> 15);
    }

    private void rehash() {
        slots = new int[slots.length * 2];
        Arrays.fill(slots, -1);
        int mask = slots.length - 1;
        int[] v = new int[stride];
        for (int i = 0; i < size; i++) {
            get(i, v);
            int k = hash(v) & mask;
            while (slots[k] >= 0) {
                k = (k + 1) & mask;
            }
            slots[k] = i;
        }
    }
}
