package org.cgcheck.fn;

/** A built-in function refused its arguments; the evaluator reports the message at the call. */
public final class BadCall extends RuntimeException {
    public BadCall(String message) {
        super(message, null, false, false);
    }
}
