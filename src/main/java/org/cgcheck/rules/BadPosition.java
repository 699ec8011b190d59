package org.cgcheck.rules;

/** A position text that does not parse; {@code offset} is the index of the offending character (or -1). */
public final class BadPosition extends RuntimeException {
    public final int offset;

    public BadPosition(String message, int offset) {
        super(message);
        this.offset = offset;
    }
}
