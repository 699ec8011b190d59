package org.cgcheck.eval;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import org.cgcheck.game.Game;
import org.cgcheck.game.Notation;
import org.cgcheck.loopy.SidedValue;

/**
 * A set of loopy values (the followers or options of a stopper), printed as CGSuite prints a
 * set: short games first, in CGSuite's order (numbers by value first), then the loopy ones.
 * CGSuite orders loopy elements of one class by hash code, which cannot be reproduced; ours come
 * pseudonumbers first, then by their printed text. Equal stoppers print alike, so two sets are
 * equal when their printed elements are.
 */
final class LoopySet implements org.cgcheck.fn.Typed {
    private final List<Object> elements;
    private final List<String> printed;

    private LoopySet(List<Object> elements) {
        this.elements = elements;
        List<String> p = new ArrayList<>();
        for (Object o : elements) {
            p.add(o.toString());
        }
        this.printed = List.copyOf(p);
    }

    /** Elements are games (short) or stoppers' values; a stopper equal to a short game is stored as that game. */
    static LoopySet of(Collection<Object> values, java.util.function.Predicate<SidedValue> pseudonumber) {
        List<Game> shorts = new ArrayList<>();
        List<SidedValue> loopy = new ArrayList<>();
        java.util.Set<String> seen = new java.util.HashSet<>();
        for (Object v : values) {
            if (!seen.add(v.toString())) {
                continue;
            }
            if (v instanceof Game g) {
                shorts.add(g);
            } else {
                loopy.add((SidedValue) v);
            }
        }
        shorts.sort(Notation.ORDER);
        loopy.sort(Comparator.comparing((SidedValue s) -> pseudonumber.test(s) ? 0 : 1)
                .thenComparing(SidedValue::toString));
        List<Object> all = new ArrayList<>(shorts);
        all.addAll(loopy);
        return new LoopySet(List.copyOf(all));
    }

    List<Object> elements() {
        return elements;
    }

    int size() {
        return elements.size();
    }

    /** Is a value equal to an element? (A short game or a loopy value; values compared as values.) */
    boolean contains(Object x) {
        SidedValue v = x instanceof SidedValue s ? s : null;
        Game g = v == null ? org.cgcheck.fn.Args.game(x, "the left side of 'in'") : null;
        for (Object e : elements) {
            boolean same = g != null && e instanceof Game h ? g.equals(h)
                    : LoopyValues.of(e, "an element").equalTo(v != null ? v : LoopyValues.of(g, "the left side of 'in'"));
            if (same) {
                return true;
            }
        }
        return false;
    }

    @Override
    public String typeName() {
        return "a set of loopy values";
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof LoopySet s && new java.util.HashSet<>(s.printed).equals(new java.util.HashSet<>(printed));
    }

    @Override
    public int hashCode() {
        return new java.util.HashSet<>(printed).hashCode();
    }

    @Override
    public String toString() {
        return "{" + String.join(",", printed) + "}";
    }
}
