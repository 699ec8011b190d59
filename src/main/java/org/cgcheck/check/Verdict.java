package org.cgcheck.check;

import java.util.List;
import java.util.Map;
import org.cgcheck.lang.Claim;

/**
 * The outcome of checking one claim. {@code scope} says what the status is about (e.g. "for all
 * games born by day 2", or null when it needs no saying); {@code exploration} is the separate
 * sampling beyond a bounded domain, or null; {@code proof} is the certificate of a proved claim as
 * data (for {@code --json}), else null.
 *
 * {@code ok} says whether it met its kind's expectation
 * (a theorem proved or verified, a refuted claim refuted, a conjecture either way).
 */
public record Verdict(Claim claim, Status status, boolean ok, long cases, long randomCases, double seconds,
        Map<String, String> counterexample, List<String> details, String message, Double failureBound, Long seed,
        String orderKey, String scope, Exploration exploration, Map<String, Object> proof) {

    /** What a shard's verified message ends with: the whole domain's size, which merge checks the shards' counts against. */
    public static final String DOMAIN_TAG = "; the domain has %,d cases";

    /** This verdict proved for all games, with the proof's data. */
    Verdict withProof(String scope, Map<String, Object> proof) {
        return new Verdict(claim, status, ok, cases, randomCases, seconds, counterexample, details, message,
                failureBound, seed, orderKey, scope, exploration, proof);
    }

    /** This verdict with the sampling's bound on the failure rate (95 %) and its seed. */
    Verdict withFailureBound(double bound, long seed) {
        return new Verdict(claim, status, ok, cases, randomCases, seconds, counterexample, details, message,
                bound, seed, orderKey, scope, exploration, proof);
    }

    /** This verdict with its counterexample and the key that orders it among shards' counterexamples. */
    Verdict withCounterexample(Map<String, String> counterexample, String orderKey) {
        return new Verdict(claim, status, ok, cases, randomCases, seconds, counterexample, details, message,
                failureBound, seed, orderKey, scope, exploration, proof);
    }

    /** This verdict with the exploration beyond its bound (and that exploration's seed), after {@code seconds}. */
    Verdict withExploration(Exploration e, Long seed, double seconds) {
        return new Verdict(claim, status, ok, cases, randomCases, seconds, counterexample, details, message,
                failureBound, seed, orderKey, scope, e, proof);
    }

    /** The counterexample order as a sortable string: birthday sum, size sum (zero-padded), text. */
    public static String orderKey(long birthdays, long size, String text) {
        return String.format(java.util.Locale.ROOT, "%015d|%015d|%s", birthdays, size, text);
    }

    public enum Status {
        PROVED, VERIFIED, REFUTED, UNREFUTED, ERROR, TIMEOUT, INTERRUPTED;

        public String word() {
            return name().toLowerCase();
        }
    }

    public String name() {
        return claim.name();
    }

    public static boolean expected(Claim.Kind kind, Status status) {
        switch (kind) {
            case THEOREM:
                return status == Status.PROVED || status == Status.VERIFIED;
            case REFUTED:
                return status == Status.REFUTED;
            default:
                return status != Status.ERROR;
        }
    }
}
