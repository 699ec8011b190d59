package org.cgcheck.check;

/** Settings of a run; the defaults are printed in every report so runs can be reproduced. */
public record CheckOptions(int randomSamples, int maxBirthday, long seed, int threads, double timeoutSeconds,
        boolean force, boolean progress, boolean symbolic, Shard shard) {

    /** Part K of N (1-based) of an exhaustive run, for batch systems; null for the whole run. */
    public record Shard(int index, int count) {
        public static Shard parse(String s) {
            String[] kn = s.split("/");
            if (kn.length != 2) {
                throw new IllegalArgumentException("--shard takes K/N, e.g. 1/4");
            }
            int k = Integer.parseInt(kn[0].trim());
            int n = Integer.parseInt(kn[1].trim());
            if (n < 1 || k < 1 || k > n) {
                throw new IllegalArgumentException("--shard K/N needs 1 ≤ K ≤ N, got " + s);
            }
            return new Shard(k, n);
        }

        @Override
        public String toString() {
            return index + "/" + count;
        }
    }

    public static final int DEFAULT_RANDOM = 100;
    public static final int DEFAULT_MAX_BIRTHDAY = 5;
    public static final long DEFAULT_SEED = 1;
    /** Exhaustive runs with more cases than this are refused unless forced. */
    public static final long MAX_CASES = 1_000_000_000L;

    public static CheckOptions defaults() {
        return new CheckOptions(DEFAULT_RANDOM, DEFAULT_MAX_BIRTHDAY, DEFAULT_SEED,
                Runtime.getRuntime().availableProcessors(), 0, false, false, true, null);
    }

    public CheckOptions withThreads(int t) {
        return new CheckOptions(randomSamples, maxBirthday, seed, t, timeoutSeconds, force, progress, symbolic, shard);
    }

    public CheckOptions withRandom(int n) {
        return new CheckOptions(n, maxBirthday, seed, threads, timeoutSeconds, force, progress, symbolic, shard);
    }

    public CheckOptions withSymbolic(boolean on) {
        return new CheckOptions(randomSamples, maxBirthday, seed, threads, timeoutSeconds, force, progress, on, shard);
    }
}
