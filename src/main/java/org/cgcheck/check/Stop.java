package org.cgcheck.check;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * When the work on a claim must stop: its wall-time deadline ({@code --timeout}), a phase's own
 * time cap, or a cancellation (Ctrl-C, SIGTERM). Workers poll {@link #reached()} between cases;
 * threads stuck inside one long case are interrupted, which the interpreter's quantifier loops
 * observe (so a stop takes effect within about a case, not a chunk).
 */
public final class Stop {
    private final long deadline;
    private final Stop parent;
    private volatile boolean cancelled;
    private final Set<Thread> workers;

    private Stop(long deadline, Stop parent) {
        this.deadline = deadline;
        this.parent = parent;
        this.workers = parent == null ? ConcurrentHashMap.newKeySet() : parent.workers;
    }

    /** A stop after {@code seconds} of wall time from now; 0 means no deadline. */
    public static Stop after(double seconds) {
        return new Stop(deadlineIn(seconds), null);
    }

    /** A stop that comes at this one or {@code seconds} from now, whichever is first (0: no cap). */
    Stop capped(double seconds) {
        return new Stop(deadlineIn(seconds), this);
    }

    private static long deadlineIn(double seconds) {
        return seconds > 0 ? System.nanoTime() + (long) Math.min(seconds * 1e9, 1e18) : Long.MAX_VALUE;
    }

    public boolean reached() {
        return cancelled() || System.nanoTime() > deadline || (parent != null && parent.reached());
    }

    public boolean cancelled() {
        return cancelled || (parent != null && parent.cancelled());
    }

    /** Whether the stop came from this phase's own cap rather than the claim's timeout or a cancel. */
    boolean ownCapReached() {
        return System.nanoTime() > deadline && (parent == null || !parent.reached());
    }

    /** Cancels the work and interrupts every thread working on it. */
    public void cancel() {
        cancelled = true;
        interruptWorkers();
    }

    void interruptWorkers() {
        workers.forEach(Thread::interrupt);
    }

    /**
     * Waits for a task; once the stop is reached its workers are interrupted and the task gets
     * one more second to notice. Returns null if it did not finish (its thread is abandoned: the
     * pool threads are daemons, and the interpreter ends at its next interruption check).
     */
    <T> T await(Future<T> task) throws InterruptedException, ExecutionException {
        long graceEnd = Long.MAX_VALUE;
        while (true) {
            try {
                return task.get(50, TimeUnit.MILLISECONDS);
            } catch (TimeoutException e) {
                if (reached()) {
                    interruptWorkers();
                    long now = System.nanoTime();
                    if (graceEnd == Long.MAX_VALUE) {
                        graceEnd = now + 1_000_000_000L;
                    } else if (now > graceEnd) {
                        task.cancel(true);
                        return null;
                    }
                }
            }
        }
    }

    private static final java.util.concurrent.ScheduledExecutorService WATCH =
            java.util.concurrent.Executors.newSingleThreadScheduledExecutor(r -> {
                Thread t = new Thread(r, "cgcheck-stop-watch");
                t.setDaemon(true);
                return t;
            });

    /**
     * While open, interrupts the current thread as soon as the stop is reached (checked every
     * 50 ms): for work done on the caller's thread, such as the symbolic phase, which has no
     * worker pool polling {@link #reached()}.
     */
    Watch watch() {
        Thread t = Thread.currentThread();
        java.util.concurrent.ScheduledFuture<?> f = WATCH.scheduleAtFixedRate(() -> {
            if (reached()) {
                t.interrupt();
            }
        }, 50, 50, TimeUnit.MILLISECONDS);
        return () -> f.cancel(false);
    }

    /** An open {@link #watch()}; closing it cancels a scheduled check, which throws nothing. */
    interface Watch extends AutoCloseable {
        @Override
        void close();
    }

    /**
     * Runs {@code work} on the caller's thread under a {@link #watch()}; throws
     * {@code EvaluationStopped} if the stop came during it, and leaves the thread's interrupt flag
     * clear either way.
     */
    <T> T onThisThread(java.util.function.Supplier<T> work) {
        try (Watch w = watch()) {
            T result = work.get();
            if (reached()) {
                throw new org.cgcheck.game.EvaluationStopped();
            }
            return result;
        } finally {
            Thread.interrupted();
        }
    }

    void enter() {
        workers.add(Thread.currentThread());
        if (cancelled()) {
            Thread.currentThread().interrupt();
        }
    }

    void leave() {
        workers.remove(Thread.currentThread());
        Thread.interrupted();       // clear a late interrupt so the pooled thread can be reused
    }
}
