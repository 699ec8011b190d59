package org.cgcheck.eval;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Locale;
import java.util.function.LongSupplier;
import org.cgcheck.lang.Pos;
import org.cgcheck.lang.SyntaxError;

/**
 * Refuses a running quantifier nest whose measured pace puts it above a time limit, with the
 * estimate: for {@code eval} and the worksheet, where the count limit ({@link QuantifierCost})
 * still lets through nests that would run for most of an hour without a word. Like the
 * checker's refusal it measures from 2 s to 30 s into the nest, on the thread's CPU clock, so
 * a busy machine does not make feasible work look infeasible.
 */
public final class QuantifierPace {
    /** Estimated seconds above which interactive evaluation refuses a quantifier nest. */
    public static final double INTERACTIVE_LIMIT_SECONDS = 600;
    /** Refusals by estimated time (here and the checker's) measure from this much time into the work ... */
    public static final long PROBE_NANOS = 2_000_000_000L;
    /** ... until this much (then the run is committed to). */
    public static final long PROBE_END_NANOS = 30_000_000_000L;
    /** Cases between two readings of the clock. */
    private static final int READ_EVERY = 256;

    /** When to refuse, and the clock that measures it (tests pass their own). */
    public record Policy(double limitSeconds, LongSupplier clock) {
    }

    /** Eval and the worksheet: 10 minutes of this thread's CPU time. */
    public static final Policy INTERACTIVE = new Policy(INTERACTIVE_LIMIT_SECONDS, QuantifierPace::threadNanos);

    private final long total;
    private final Policy policy;
    private final Pos pos;
    private final long start;
    private long cases;

    /** {@code total}: the nest's estimated cases (at most QuantifierCost's limit). */
    QuantifierPace(long total, Policy policy, Pos pos) {
        this.total = total;
        this.policy = policy;
        this.pos = pos;
        this.start = policy.clock().getAsLong();
    }

    /** One more case evaluated; throws the refusal when the measured pace says so. */
    void tick() {
        if (++cases % READ_EVERY == 0) {
            long elapsed = policy.clock().getAsLong() - start;
            if (elapsed >= PROBE_NANOS && elapsed <= PROBE_END_NANOS) {
                double rate = cases / (elapsed / 1e9);
                double seconds = total / rate;
                if (seconds > policy.limitSeconds()) {
                    throw new SyntaxError(String.format(Locale.ROOT, "refused: these quantifiers would evaluate"
                            + " %,d cases, about %s at the %,.0f cases/s measured on the first %,d; the limit here is"
                            + " %s. Narrow the domains, or check it as a claim ('cgcheck check' uses every core,"
                            + " shows progress and has --force)", total, duration(seconds), rate, cases,
                            duration(policy.limitSeconds())), pos);
                }
            }
        }
    }

    /** Loaded on the first clock reading: the management beans cost a line that has no quantifier 0.1 s. */
    private static final class Threads {
        static final ThreadMXBean BEAN = ManagementFactory.getThreadMXBean();
    }

    /** This thread's CPU time if the JVM measures it, else wall time. */
    private static long threadNanos() {
        ThreadMXBean threads = Threads.BEAN;
        long t = threads.isCurrentThreadCpuTimeSupported() ? threads.getCurrentThreadCpuTime() : -1;
        return t >= 0 ? t : System.nanoTime();
    }

    /** Seconds as the largest sensible unit. */
    public static String duration(double s) {
        if (s < 120) {
            return String.format(Locale.ROOT, "%.0f s", s);
        }
        if (s < 7200) {
            return String.format(Locale.ROOT, "%.0f min", s / 60);
        }
        if (s < 2 * 86400) {
            return String.format(Locale.ROOT, "%.1f h", s / 3600);
        }
        return String.format(Locale.ROOT, "%.1f days", s / 86400);
    }
}
