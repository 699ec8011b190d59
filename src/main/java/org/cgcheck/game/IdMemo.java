package org.cgcheck.game;

/**
 * A small single-threaded map from game ids to booleans (open addressing), cheaper than a
 * HashMap of boxed values in the canonicaliser's inner loop.
 */
final class IdMemo {
    private static final byte ABSENT = 0;
    private static final byte FALSE = 1;
    private static final byte TRUE = 2;

    private int[] keys = new int[64];
    private byte[] vals = new byte[64];
    private int size;

    /** 0 absent, 1 false, 2 true. */
    byte get(int id) {
        int mask = keys.length - 1;
        for (int i = mix(id) & mask; ; i = (i + 1) & mask) {
            byte v = vals[i];
            if (v == ABSENT || keys[i] == id) {
                return v;
            }
        }
    }

    void put(int id, boolean value) {
        if ((size + 1) * 2 > keys.length) {
            grow();
        }
        int mask = keys.length - 1;
        int i = mix(id) & mask;
        while (vals[i] != ABSENT && keys[i] != id) {
            i = (i + 1) & mask;
        }
        if (vals[i] == ABSENT) {
            size++;
        }
        keys[i] = id;
        vals[i] = value ? TRUE : FALSE;
    }

    private void grow() {
        int[] ok = keys;
        byte[] ov = vals;
        keys = new int[ok.length * 2];
        vals = new byte[ok.length * 2];
        size = 0;
        for (int i = 0; i < ok.length; i++) {
            if (ov[i] != ABSENT) {
                put(ok[i], ov[i] == TRUE);
            }
        }
    }

    private static int mix(int id) {
        return id * 0x9E3779B9 >>> 7;
    }
}
