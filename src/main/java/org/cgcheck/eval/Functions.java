package org.cgcheck.eval;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.cgcheck.fn.Builtin;

/**
 * The built-in functions: the engine's ({@link CoreFunctions}), the theory's and the rulesets'.
 * Names are case-insensitive; CGSuite's postfix properties map onto the same functions
 * ({@code (G).ReducedCanonicalForm} is {@code rcf(G)}). The table is assembled here, from what the
 * lower packages expose, and never changes; a run's own definitions live in its {@link Scope}.
 * Each family's part is built on its first lookup, in the order below: a line of loopy games
 * does not create the misère and theory functions (their classes and lambdas cost start-up time).
 * No name is in two families but {@code length} and {@code count}, whose list versions (first)
 * wrap the ones for strings and sets (FunctionsTableTest), so the order cannot change what a name means.
 */
public final class Functions {
    private static final int FAMILIES = 9;
    private static final java.util.concurrent.atomic.AtomicReferenceArray<Map<String, Builtin>> LOADED =
            new java.util.concurrent.atomic.AtomicReferenceArray<>(FAMILIES);

    private Functions() {
    }

    /** Family i's functions, by lower-case name. */
    private static Map<String, Builtin> family(int i) {
        Map<String, Builtin> m = LOADED.get(i);
        if (m == null) {
            synchronized (LOADED) {     // one build per family; the list family's build looks up the others
                m = LOADED.get(i);
                if (m == null) {
                    m = Map.copyOf(byName(build(i)));
                    LOADED.set(i, m);
                }
            }
        }
        return m;
    }

    private static List<Builtin> build(int i) {
        switch (i) {
            case 0: {
                // The list functions; their length and count wrap the ones for strings and sets
                // (they measure lists too, and count a position's moves).
                Map<String, Builtin> t = new HashMap<>();
                for (String wrapped : new String[] {"length", "count"}) {
                    Builtin f = find(wrapped, 1);
                    if (f != null) {
                        t.put(wrapped, f);
                    }
                }
                ListFunctions.register(t);
                for (String name : t.keySet()) {
                    if (!ListFunctions.NAMES.contains(name)) {      // find() skips this family for other names
                        throw new IllegalStateException("list function " + name + " missing from ListFunctions.NAMES");
                    }
                }
                return new ArrayList<>(t.values());
            }
            case 1: return CoreFunctions.functions();
            case 2: return LoopyFunctions.functions();
            case 3: return org.cgcheck.theory.TheoryFunctions.functions();
            case 4: return org.cgcheck.rules.RulesetFunctions.functions();
            case 5: return org.cgcheck.misere.MisereFunctions.functions();
            case 6: return org.cgcheck.misere.MisereQuotientFunctions.functions();
            case 7: return org.cgcheck.misere.DicotFunctions.functions();
            default: return HeapRulesetValues.functions();       // issue 43's heap rulesets
        }
    }

    private static Map<String, Builtin> byName(List<Builtin> fs) {
        Map<String, Builtin> t = new HashMap<>();
        for (Builtin f : fs) {
            t.put(f.name().toLowerCase(java.util.Locale.ROOT), f);
        }
        return t;
    }

    public static Builtin lookup(String name) {
        return find(name.toLowerCase(java.util.Locale.ROOT), 0);      // the same string when already lower case
    }

    /**
     * The first of families from, from + 1, ... that has the name. The list family is built only
     * for its own names: building it looks up the families it wraps (count is the theory's), and
     * a loopy line should not pay for every family's table.
     */
    private static Builtin find(String lowerName, int from) {
        for (int i = from == 0 && !ListFunctions.NAMES.contains(lowerName) ? 1 : from; i < FAMILIES; i++) {
            Builtin f = family(i).get(lowerName);
            if (f != null) {
                return f;
            }
        }
        return null;
    }

    public static String functionForProperty(String property) {
        return org.cgcheck.lang.PropertyCalls.FUNCTIONS.get(property);
    }

    /** Every function, in alphabetical order. */
    public static Collection<Builtin> all() {
        Map<String, Builtin> all = new TreeMap<>();
        for (int i = FAMILIES - 1; i >= 0; i--) {
            all.putAll(family(i));          // the first family's length and count last: they win
        }
        return all.values();
    }

    /** Each family's functions, for the test that no name is in two. */
    static List<List<Builtin>> families() {
        List<List<Builtin>> out = new ArrayList<>();
        for (int i = 0; i < FAMILIES; i++) {
            out.add(List.copyOf(family(i).values()));
        }
        return out;
    }
}
