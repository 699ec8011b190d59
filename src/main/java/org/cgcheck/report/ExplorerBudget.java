package org.cgcheck.report;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.cgcheck.game.EvaluationStopped;

/**
 * How much value work the explorer may do: until a moment (the command's {@code --timeout}), or,
 * for tests that must not depend on speed, a fixed number of positions. When the time passes, the
 * value being computed is stopped (the engine checks the thread's interrupt at every new value)
 * and what was computed stays: the page is written with it.
 */
public final class ExplorerBudget {
    private static final ScheduledExecutorService TIMER = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "cgcheck-explorer-budget");
        t.setDaemon(true);
        return t;
    });

    private final long endNanos;          // Long.MAX_VALUE: no time limit
    private final int maxAttempts;
    private final double seconds;

    private ExplorerBudget(long endNanos, int maxAttempts, double seconds) {
        this.endNanos = endNanos;
        this.maxAttempts = maxAttempts;
        this.seconds = seconds;
    }

    /** Every value is computed, however long it takes. */
    public static ExplorerBudget unlimited() {
        return new ExplorerBudget(Long.MAX_VALUE, Integer.MAX_VALUE, 0);
    }

    /** Values are computed until {@code seconds} after {@code startNanos} (a {@link System#nanoTime()}). */
    public static ExplorerBudget until(long startNanos, double seconds) {
        // Beyond about 30 years the end would overflow a nanosecond count: no limit then.
        long end = seconds >= 1e9 ? Long.MAX_VALUE : startNanos + Math.round(seconds * 1e9);
        return new ExplorerBudget(end, Integer.MAX_VALUE, seconds);
    }

    /** The values of the first {@code n} positions in the explorer's order, and no more (deterministic). */
    public static ExplorerBudget positions(int n) {
        return new ExplorerBudget(Long.MAX_VALUE, n, 0);
    }

    /** Whether the time limit has passed (never for a budget without one). */
    boolean expired() {
        return endNanos != Long.MAX_VALUE && System.nanoTime() - endNanos >= 0;
    }

    /** The time limit in seconds as the user gave it (0: none). */
    public double seconds() {
        return seconds;
    }

    /**
     * How long one value may run in the first round (then 4 times as long in each next round): a
     * twentieth of the limit, at least a second. A value that takes longer waits for the next round,
     * so that one hard position does not take the time of many easy ones; what it found on the way
     * stays in the solver's memo.
     */
    long firstSlice() {
        return endNanos == Long.MAX_VALUE ? Long.MAX_VALUE : Math.max(1_000_000_000L, Math.round(seconds * 1e9 / 20));
    }

    Session start() {
        return new Session();
    }

    /** One run of attempts under the budget, each stopped at its slice's end or the budget's. */
    final class Session implements AutoCloseable {
        private final Thread thread = Thread.currentThread();
        private final Object lock = new Object();
        private int attempts;
        private boolean spent;
        private boolean deferred;
        private Object active;          // the running attempt, for the timer
        private boolean stopped;        // the timer interrupted it

        private Session() {
        }

        /** Whether another attempt may start. */
        boolean more() {
            if (!spent && (attempts >= maxAttempts || endNanos != Long.MAX_VALUE && System.nanoTime() - endNanos >= 0)) {
                spent = true;
            }
            return !spent;
        }

        /** Whether the last attempt was stopped at the end of its slice (not the budget's): it may be tried again. */
        boolean deferred() {
            return deferred;
        }

        /**
         * The work's result, or null if it was stopped at the end of {@code slice} nanoseconds
         * ({@link #deferred()}) or of the budget. A stop that is not ours (an
         * outer deadline, Ctrl-C) is passed on.
         */
        <T> T attempt(Supplier<T> work, long slice) {
            attempts++;
            deferred = false;
            Object token = new Object();
            synchronized (lock) {
                active = token;
                stopped = false;
            }
            long now = System.nanoTime();
            long at = slice == Long.MAX_VALUE || now + slice - endNanos > 0 ? endNanos : now + slice;
            ScheduledFuture<?> timer = at == Long.MAX_VALUE ? null : TIMER.schedule(() -> {
                synchronized (lock) {
                    if (active == token) {
                        stopped = true;
                        thread.interrupt();
                    }
                }
            }, Math.max(0, at - now), TimeUnit.NANOSECONDS);
            EvaluationStopped stop = null;
            T result = null;
            try {
                result = work.get();
            } catch (EvaluationStopped e) {
                stop = e;
            }
            boolean ours;
            synchronized (lock) {
                active = null;
                ours = stopped;
            }
            if (timer != null) {
                timer.cancel(false);
            }
            if (ours) {
                Thread.interrupted();       // the interrupt was ours (seen or not): the next attempt starts clean
            }
            if (stop == null) {
                return result;
            }
            if (!ours) {
                throw stop;
            }
            if (endNanos != Long.MAX_VALUE && System.nanoTime() - endNanos >= 0) {
                spent = true;
            } else {
                deferred = true;
            }
            return null;
        }

        @Override
        public void close() {
            synchronized (lock) {
                active = null;
            }
        }
    }
}
