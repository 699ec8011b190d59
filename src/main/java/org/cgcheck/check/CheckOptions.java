package org.cgcheck.check;

/** Settings of a run; the defaults are printed in every report so runs can be reproduced. */
public record CheckOptions(int randomSamples, int maxBirthday, long seed, int threads, double timeoutSeconds,
        boolean force, boolean progress) {

    public static final int DEFAULT_RANDOM = 100;
    public static final int DEFAULT_MAX_BIRTHDAY = 5;
    public static final long DEFAULT_SEED = 1;
    /** Exhaustive runs with more cases than this are refused unless forced. */
    public static final long MAX_CASES = 1_000_000_000L;

    public static CheckOptions defaults() {
        return new CheckOptions(DEFAULT_RANDOM, DEFAULT_MAX_BIRTHDAY, DEFAULT_SEED,
                Runtime.getRuntime().availableProcessors(), 0, false, false);
    }

    public CheckOptions withThreads(int t) {
        return new CheckOptions(randomSamples, maxBirthday, seed, t, timeoutSeconds, force, progress);
    }
}
