package org.cgcheck.lang;

import java.util.List;

/** A named function of the expression language, e.g. {@code rcf(G)} or {@code cool(G, t)}. */
public record Function(String name, int minArgs, int maxArgs, String signature, String doc, Impl impl) {
    /** The implementation: arguments already evaluated; may throw {@link SyntaxError}. */
    @FunctionalInterface
    public interface Impl {
        Object apply(List<Object> args, Pos pos);
    }
}
