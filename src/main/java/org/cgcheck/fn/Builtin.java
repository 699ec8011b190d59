package org.cgcheck.fn;

import java.util.List;

/**
 * A named built-in function, e.g. {@code rcf(G)} or {@code cool(G, t)}, as the packages that
 * compute it (theory, rules) expose it. It knows nothing of the claim language: the evaluator
 * checks arity and turns a {@link BadCall} into an error at the call's position.
 */
public record Builtin(String name, int minArgs, int maxArgs, String signature, String doc, Impl impl) {
    /** The implementation: arguments already evaluated; throws {@link BadCall} for a bad argument. */
    @FunctionalInterface
    public interface Impl {
        Object apply(List<Object> args);
    }

    /** A one-game function. */
    public static Builtin unary(String name, String doc, java.util.function.Function<org.cgcheck.game.Game, Object> f) {
        String what = name + "'s argument";
        return new Builtin(name, 1, 1, name + "(G)", doc, args -> f.apply(Args.game(args.get(0), what)));
    }
}
