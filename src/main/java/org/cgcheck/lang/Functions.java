package org.cgcheck.lang;

import java.util.Collection;
import java.util.Map;
import java.util.TreeMap;
import org.cgcheck.game.Game;

/**
 * The table of named functions. Names are case-insensitive; CGSuite's postfix properties map
 * onto the same functions ({@code (G).ReducedCanonicalForm} is {@code rcf(G)}).
 */
public final class Functions {
    private static final Map<String, Function> TABLE = new java.util.concurrent.ConcurrentHashMap<>();
    static {
        CoreFunctions.register();
        org.cgcheck.theory.TheoryFunctions.register();
        org.cgcheck.rules.RulesetFunctions.register();
    }

    private Functions() {
    }

    public static synchronized void register(Function f) {
        TABLE.put(f.name().toLowerCase(), f);
    }

    public static Function lookup(String name) {
        Function f = TABLE.get(name);          // names are usually written in lower case already
        return f != null ? f : TABLE.get(name.toLowerCase());
    }

    public static String functionForProperty(String property) {
        return PropertyCalls.FUNCTIONS.get(property);
    }

    /** Every function, in alphabetical order. */
    public static Collection<Function> all() {
        return new TreeMap<>(TABLE).values();
    }

    /** Shorthand for one-game functions. */
    public static Function unary(String name, String doc, java.util.function.Function<Game, Object> f) {
        String what = name + "'s argument";
        return new Function(name, 1, 1, name + "(G)", doc,
                (args, pos) -> f.apply(Values.game(args.get(0), pos, what)));
    }
}
