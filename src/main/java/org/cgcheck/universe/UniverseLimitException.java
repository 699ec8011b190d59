package org.cgcheck.universe;

/** A domain that cannot be enumerated here, with the reason and a hint. */
public final class UniverseLimitException extends RuntimeException {
    public UniverseLimitException(String message) {
        super(message);
    }
}
