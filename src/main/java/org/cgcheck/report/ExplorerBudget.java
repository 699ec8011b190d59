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
        return new ExplorerBudget(startNanos + Math.round(seconds * 1e9), Integer.MAX_VALUE, seconds);
    }

    /** The values of the first {@code n} positions in the explorer's order, and no more (deterministic). */
    public static ExplorerBudget positions(int n) {
        return new ExplorerBudget(Long.MAX_VALUE, n, 0);
    }

    /** The time limit in seconds as the user gave it (0: none). */
    public double seconds() {
        return seconds;
    }

    Session start() {
        return new Session();
    }

    /** One run of attempts under the budget; closing it cancels the timer and clears its interrupt. */
    final class Session implements AutoCloseable {
        private final Thread thread = Thread.currentThread();
        private final Object lock = new Object();
        private final ScheduledFuture<?> timer;
        private int attempts;
        private boolean fired;
        private boolean done;
        private boolean spent;

        private Session() {
            long delay = endNanos == Long.MAX_VALUE ? -1 : Math.max(0, endNanos - System.nanoTime());
            timer = delay < 0 ? null : TIMER.schedule(this::fire, delay, TimeUnit.NANOSECONDS);
        }

        private void fire() {
            synchronized (lock) {
                if (!done) {
                    fired = true;
                    thread.interrupt();
                }
            }
        }

        /** Whether another attempt may start. */
        boolean more() {
            synchronized (lock) {
                spent |= fired || attempts >= maxAttempts || System.nanoTime() - endNanos >= 0 && endNanos != Long.MAX_VALUE;
                return !spent;
            }
        }

        /** Whether the budget ran out before every attempt was made. */
        boolean spent() {
            return spent;
        }

        /**
         * The work's result, or null if the budget's timer stopped it. A stop that is not ours (an
         * outer deadline, Ctrl-C) is passed on.
         */
        <T> T attempt(Supplier<T> work) {
            attempts++;
            try {
                return work.get();
            } catch (EvaluationStopped e) {
                synchronized (lock) {
                    if (!fired) {
                        throw e;
                    }
                    spent = true;
                }
                return null;
            }
        }

        @Override
        public void close() {
            boolean clear;
            synchronized (lock) {
                done = true;
                clear = fired;
            }
            if (timer != null) {
                timer.cancel(false);
            }
            if (clear) {
                Thread.interrupted();       // the interrupt was ours: what follows runs clean
            }
        }
    }
}
