package org.cgcheck.eval;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.cgcheck.fn.Builtin;

/**
 * The built-in functions: the engine's ({@link CoreFunctions}), the theory's and the rulesets'.
 * Names are case-insensitive; CGSuite's postfix properties map onto the same functions
 * ({@code (G).ReducedCanonicalForm} is {@code rcf(G)}). The table is assembled here, from what the
 * lower packages expose, and never changes; a run's own definitions live in its {@link Scope}.
 */
public final class Functions {
    private static final Map<String, Builtin> TABLE = table();

    private Functions() {
    }

    private static Map<String, Builtin> table() {
        List<Builtin> all = new ArrayList<>(CoreFunctions.functions());
        all.addAll(org.cgcheck.theory.TheoryFunctions.functions());
        all.addAll(org.cgcheck.rules.RulesetFunctions.functions());
        all.addAll(org.cgcheck.misere.MisereFunctions.functions());
        all.addAll(org.cgcheck.misere.MisereQuotientFunctions.functions());
        all.addAll(org.cgcheck.misere.DicotFunctions.functions());
        all.addAll(LoopyFunctions.functions());
        Map<String, Builtin> t = new java.util.HashMap<>();
        for (Builtin f : all) {
            t.put(f.name().toLowerCase(), f);
        }
        ListFunctions.register(t);
        return Map.copyOf(t);
    }

    public static Builtin lookup(String name) {
        Builtin f = TABLE.get(name);          // names are usually written in lower case already
        return f != null ? f : TABLE.get(name.toLowerCase());
    }

    public static String functionForProperty(String property) {
        return org.cgcheck.lang.PropertyCalls.FUNCTIONS.get(property);
    }

    /** Every function, in alphabetical order. */
    public static Collection<Builtin> all() {
        return new TreeMap<>(TABLE).values();
    }
}
