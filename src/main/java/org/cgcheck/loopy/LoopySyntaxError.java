package org.cgcheck.loopy;

/** An ill-formed loopy literal; {@code offset} is the 0-based character where it went wrong. */
public final class LoopySyntaxError extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;
    public final int offset;

    public LoopySyntaxError(String message, int offset) {
        super(message);
        this.offset = offset;
    }
}
