package org.cgcheck.game;

/**
 * Work the engine refuses because it would not finish in reasonable time or memory; the
 * message says what was asked, an estimate of its cost, and the limit. An ArithmeticException,
 * so callers that already report arithmetic limits as bad input (exit 2) report this too.
 */
public final class InfeasibleException extends ArithmeticException {
    public InfeasibleException(String message) {
        super(message);
    }
}
