package org.cgcheck.check;

import java.math.BigInteger;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * Shared {@link BigInteger} objects for small non-negative results of the compiled plan's
 * integer arithmetic, so claims over integer ranges allocate nothing per case. Values are
 * immutable, so which thread's object ends up in a slot does not matter.
 */
final class SmallIntegers {
    private SmallIntegers() {
    }

    private static final int SIZE = 1 << 16;
    private static final AtomicReferenceArray<BigInteger> CACHE = new AtomicReferenceArray<>(SIZE);

    static BigInteger of(long v) {
        if (v < 0 || v >= SIZE) {
            return BigInteger.valueOf(v);
        }
        BigInteger b = CACHE.getPlain((int) v);
        if (b == null) {
            b = BigInteger.valueOf(v);
            CACHE.setPlain((int) v, b);
        }
        return b;
    }
}
