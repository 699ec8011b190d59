package org.cgcheck.check.prove;

import java.util.function.BooleanSupplier;

/** The work one claim's search may do: combinations tried, and the claim's stop (timeout, Ctrl-C). */
final class Budget {
    /** Combinations tried per claim, over all its goals and cases. */
    static final long PER_CLAIM = 4_000_000;

    /** Thrown when the budget is spent or the stop has come. */
    static final class Exhausted extends RuntimeException {
        final boolean stopped;

        Exhausted(boolean stopped) {
            super(null, null, false, false);
            this.stopped = stopped;
        }
    }

    private final BooleanSupplier stop;
    private final long initial;
    private long left;

    Budget(long combinations, BooleanSupplier stop) {
        this.initial = combinations;
        this.left = combinations;
        this.stop = stop;
    }

    long limit() {
        return initial;
    }

    /** Combinations tried so far. */
    long spent() {
        return initial - Math.max(left, 0);
    }

    /** {@code n} combinations at once: as n calls of {@link #spend()} that find nothing (the stop is polled once). */
    void spend(long n) {
        if (n <= 0) {
            return;
        }
        long before = left;
        left -= n;
        if (left < 0) {
            throw new Exhausted(false);
        }
        if ((before >> 12) != (left >> 12) && stop.getAsBoolean()) {
            throw new Exhausted(true);
        }
    }

    void spend() {
        left--;
        if (left < 0) {
            throw new Exhausted(false);
        }
        if ((left & 4095) == 0 && stop.getAsBoolean()) {
            throw new Exhausted(true);
        }
    }
}
