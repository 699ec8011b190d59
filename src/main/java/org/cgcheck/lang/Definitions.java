package org.cgcheck.lang;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The names a run defines, each with the link its calls resolve to. Every file's definition
 * names are declared before any file is parsed, so a claim may use a definition written later or
 * in another file of the run. Not thread-safe: filled while files are read, then only read.
 */
public final class Definitions {
    private final Map<String, Definition.Link> links = new LinkedHashMap<>();
    private final Map<String, Pos> declaredAt = new LinkedHashMap<>();
    private final Map<String, String> declaredIn = new LinkedHashMap<>();
    /** The worksheet's table: defining a name again replaces the definition instead of being an error. */
    private final boolean redefinable;

    public Definitions() {
        this(false);
    }

    private Definitions(boolean redefinable) {
        this.redefinable = redefinable;
    }

    /** A table in which a name may be defined again (the worksheet's), the last definition winning. */
    public static Definitions redefinable() {
        return new Definitions(true);
    }

    public boolean isRedefinable() {
        return redefinable;
    }

    /** Declares a name; a second declaration is an error naming the first. */
    public Definition.Link declare(String name, String file, Pos pos) {
        Definition.Link prior = links.get(name);
        if (prior != null && redefinable) {
            return prior;
        }
        if (prior != null) {
            String where = declaredIn.get(name).equals(file) ? "line " + declaredAt.get(name).line()
                    : declaredIn.get(name) + ":" + declaredAt.get(name).line();
            throw new SyntaxError("duplicate definition '" + name + "' (first at " + where + ")", pos);
        }
        Definition.Link l = new Definition.Link(name);
        links.put(name, l);
        declaredAt.put(name, pos);
        declaredIn.put(name, file);
        return l;
    }

    /** The table's state, to go back to when a redefinition turns out not to type-check. */
    public record Snapshot(Map<String, Definition.Link> links, Map<Definition.Link, Definition> bound,
            Map<Definition.Link, Type> results) { }

    public Snapshot snapshot() {
        Map<Definition.Link, Definition> bound = new java.util.HashMap<>();
        Map<Definition.Link, Type> results = new java.util.HashMap<>();
        for (Definition.Link l : links.values()) {
            if (l.definition() != null) {
                bound.put(l, l.definition());
            }
            if (l.result() != null) {
                results.put(l, l.result());
            }
        }
        return new Snapshot(new LinkedHashMap<>(links), bound, results);
    }

    public void restore(Snapshot s) {
        links.keySet().retainAll(s.links().keySet());
        declaredAt.keySet().retainAll(s.links().keySet());
        declaredIn.keySet().retainAll(s.links().keySet());
        for (Definition.Link l : links.values()) {
            l.bind(s.bound().get(l));
            l.result(s.results().get(l));
        }
    }

    public Definition.Link link(String name) {
        return links.get(name);
    }

    public Map<String, Definition.Link> links() {
        return Collections.unmodifiableMap(links);
    }

    /** The bound definitions, in the order they were declared. */
    public List<Definition> all() {
        List<Definition> out = new ArrayList<>();
        for (Definition.Link l : links.values()) {
            if (l.definition() != null) {
                out.add(l.definition());
            }
        }
        return out;
    }

    /** The definitions an expression calls, directly or through other definitions, in order of first call. */
    public static List<Definition> usedBy(Expr e) {
        java.util.LinkedHashSet<Definition> out = new java.util.LinkedHashSet<>();
        collect(e, out);
        return new ArrayList<>(out);
    }

    private static void collect(Expr e, java.util.Set<Definition> out) {
        if (e instanceof Expr.UserCall u && u.target().definition() != null && out.add(u.target().definition())) {
            collect(u.target().definition().body(), out);
        }
        for (Expr c : ExprChildren.of(e)) {
            collect(c, out);
        }
    }

    public boolean isEmpty() {
        return links.isEmpty();
    }
}
