package org.cgcheck.game;

/**
 * Thrown when the evaluating thread was interrupted (a timeout or Ctrl-C): long evaluations,
 * such as inner quantifiers, check for it so a stop takes effect promptly.
 */
public final class EvaluationStopped extends RuntimeException {
    public EvaluationStopped() {
        super("evaluation stopped", null, false, false);
    }

    /** Throws if the current thread has been interrupted. */
    public static void check() {
        if (Thread.currentThread().isInterrupted()) {
            throw new EvaluationStopped();
        }
    }
}
