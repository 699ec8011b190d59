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

    void spend() {
        left--;
        if (left < 0) {
            throw new Exhausted(false);
        }
        if ((left & 4095) == 0 && stop.getAsBoolean()) {
            throw new Exhausted(true);
        }
    }

    /**
     * {@code n} combinations at once, exactly as {@code n} calls of {@link #spend()}: the stop is
     * asked at each multiple of 4096 passed before the budget runs out.
     */
    void spend(long n) {
        if (n <= 0) {
            return;
        }
        long lowest = Math.max(left - n, 0);
        for (long at = Math.floorDiv(left - 1, 4096) * 4096; left > 0 && at >= lowest; at -= 4096) {
            if (stop.getAsBoolean()) {
                left = at;
                throw new Exhausted(true);
            }
        }
        if (n > left) {
            left = -1;
            throw new Exhausted(false);
        }
        left -= n;
    }
}
