package org.cgcheck.check;

/**
 * Settings of a run; the defaults are printed in every report so runs can be reproduced.
 *
 * @param randomSamples  random cases for a claim that can only be sampled ({@code forall G:}, or a
 *                       domain too large to enumerate)
 * @param maxBirthday    the largest birthday drawn, for unbounded domains and exploration
 * @param exploreCases   random cases beyond the bound of an exhaustively checked claim (0: none)
 * @param exploreSeconds the time cap of one claim's exploration (0: none)
 * @param timeoutSeconds the wall-time bound of one claim, every phase included (0: none)
 * @param crossCheck     after a proof, still run the exhaustive (or sampled) check; a disagreement is an error
 */
public record CheckOptions(int randomSamples, int maxBirthday, long seed, int threads, double timeoutSeconds,
        boolean force, boolean progress, boolean symbolic, Shard shard, int exploreCases, double exploreSeconds,
        boolean crossCheck) {

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

    public static final int DEFAULT_RANDOM = 2000;
    public static final int DEFAULT_EXPLORE = 2000;
    public static final double DEFAULT_EXPLORE_SECONDS = 10;
    /** Random games are drawn born by this day at most (their size grows with it). */
    public static final int MAX_SAMPLE_DAY = 12;
    public static final int DEFAULT_MAX_BIRTHDAY = 5;
    public static final long DEFAULT_SEED = 1;
    /**
     * Exhaustive runs with more cases than this are refused before anything is built, unless
     * forced; below it, the search refuses by its measured throughput (CaseSearch).
     */
    public static final long MAX_CASES = 1_000_000_000_000L;
    /** The most elements one enumerated domain may have (positions are ints; memory). */
    public static final long MAX_DOMAIN = 100_000_000L;

    public static CheckOptions defaults() {
        return new CheckOptions(DEFAULT_RANDOM, DEFAULT_MAX_BIRTHDAY, DEFAULT_SEED,
                Runtime.getRuntime().availableProcessors(), 0, false, false, true, null, DEFAULT_EXPLORE,
                DEFAULT_EXPLORE_SECONDS, false);
    }

    public CheckOptions withThreads(int t) {
        return new CheckOptions(randomSamples, maxBirthday, seed, t, timeoutSeconds, force, progress, symbolic, shard,
                exploreCases, exploreSeconds, crossCheck);
    }

    public CheckOptions withRandom(int n) {
        return new CheckOptions(n, maxBirthday, seed, threads, timeoutSeconds, force, progress, symbolic, shard,
                exploreCases, exploreSeconds, crossCheck);
    }

    public CheckOptions withExplore(int n) {
        return new CheckOptions(randomSamples, maxBirthday, seed, threads, timeoutSeconds, force, progress, symbolic,
                shard, n, exploreSeconds, crossCheck);
    }

    public CheckOptions withSymbolic(boolean on) {
        return new CheckOptions(randomSamples, maxBirthday, seed, threads, timeoutSeconds, force, progress, on, shard,
                exploreCases, exploreSeconds, crossCheck);
    }

    public CheckOptions withSeed(long s) {
        return new CheckOptions(randomSamples, maxBirthday, s, threads, timeoutSeconds, force, progress, symbolic,
                shard, exploreCases, exploreSeconds, crossCheck);
    }

    public CheckOptions withTimeout(double seconds) {
        return new CheckOptions(randomSamples, maxBirthday, seed, threads, seconds, force, progress, symbolic, shard,
                exploreCases, exploreSeconds, crossCheck);
    }

    public CheckOptions withCrossCheck(boolean on) {
        return new CheckOptions(randomSamples, maxBirthday, seed, threads, timeoutSeconds, force, progress, symbolic, shard,
                exploreCases, exploreSeconds, on);
    }
}
