package org.cgcheck.cli;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * A time limit for the current thread's evaluation: when it passes, the thread is interrupted, so
 * the engine (which checks at every new value) and the evaluator stop with
 * {@link org.cgcheck.game.EvaluationStopped}. Closing it cancels the limit and clears the flag.
 */
final class Deadline implements AutoCloseable {
    private static final ScheduledExecutorService TIMER = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "cgcheck-deadline");
        t.setDaemon(true);
        return t;
    });

    private final ScheduledFuture<?> task;
    private volatile boolean passed;

    private Deadline(double seconds) {
        Thread target = Thread.currentThread();
        task = seconds <= 0 ? null : TIMER.schedule(() -> {
            passed = true;
            target.interrupt();
        }, Math.round(seconds * 1000), TimeUnit.MILLISECONDS);
    }

    /** A limit of {@code seconds} from now (none if 0). */
    static Deadline after(double seconds) {
        return new Deadline(seconds);
    }

    boolean passed() {
        return passed;
    }

    @Override
    public void close() {
        if (task != null) {
            task.cancel(false);
        }
        if (passed) {
            Thread.interrupted();       // the interrupt was ours: the next evaluation starts clean
        }
    }
}
