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
    private static final Map<String, String> PROPERTY_TO_FUNCTION = Map.ofEntries(
            Map.entry("ReducedCanonicalForm", "rcf"), Map.entry("Temperature", "temperature"),
            Map.entry("Mean", "mean"), Map.entry("LeftStop", "leftstop"), Map.entry("RightStop", "rightstop"),
            Map.entry("Birthday", "birthday"), Map.entry("OutcomeClass", "outcome"),
            Map.entry("AtomicWeight", "atomicweight"), Map.entry("IsInfinitesimal", "isinfinitesimal"),
            Map.entry("IsAllSmall", "isallsmall"), Map.entry("IsNumber", "isnumber"), Map.entry("Cool", "cool"),
            Map.entry("Heat", "heat"), Map.entry("CanonicalForm", "canonical"), Map.entry("IsInteger", "isinteger"),
            Map.entry("IsNimber", "isnimber"), Map.entry("IsNumberish", "isnumberish"),
            Map.entry("Negative", "neg"), Map.entry("Thermograph", "thermograph"),
            Map.entry("NimValue", "nimvalue"),
            // Issue 13: the rest of CGSuite's properties of short games.
            Map.entry("Companion", "companion"), Map.entry("Freeze", "freeze"), Map.entry("Incentives", "incentives"),
            Map.entry("LeftIncentives", "leftincentives"), Map.entry("RightIncentives", "rightincentives"),
            Map.entry("IsAtomic", "isatomic"), Map.entry("IsEven", "iseven"), Map.entry("IsOdd", "isodd"),
            Map.entry("IsEvenTempered", "iseventempered"), Map.entry("IsOddTempered", "isoddtempered"),
            Map.entry("IsNumberTiny", "isnumbertiny"), Map.entry("IsOrdinal", "isordinal"),
            Map.entry("IsUptimal", "isuptimal"), Map.entry("IsZero", "iszero"), Map.entry("LeftOptions", "leftoptions"),
            Map.entry("RightOptions", "rightoptions"), Map.entry("MisereOutcomeClass", "misereoutcome"),
            Map.entry("StopCount", "stopcount"), Map.entry("UptimalExpansion", "uptimalexpansion"),
            Map.entry("Followers", "followers"), Map.entry("FollowerCount", "followercount"),
            Map.entry("Overheat", "overheat"));

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
        return PROPERTY_TO_FUNCTION.get(property);
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
