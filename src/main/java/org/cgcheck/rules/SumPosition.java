package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.List;
import org.cgcheck.game.Game;

/**
 * A sum of positions kept as a position: a move is a move in one component, its components are
 * its parts, and its normal-play value (the sum of the parts' values, each through its own memo)
 * is computed only when it is asked for. Equal up to the order of the parts.
 */
public final class SumPosition implements Position {
    /** The most parts a sum may have (n·P with a larger n is refused). */
    public static final int MAX_PARTS = 10_000;

    private final List<Position> parts;
    private volatile Game value;
    private volatile List<String> sortedKeys;

    private SumPosition(List<Position> parts) {
        this.parts = parts;
    }

    /** The sum of the positions, sums among them flattened; one part is itself, none is 0. */
    public static Position of(List<Position> ps) {
        List<Position> flat = new ArrayList<>();
        for (Position p : ps) {
            if (p instanceof SumPosition s) {
                flat.addAll(s.parts);
            } else {
                flat.add(p);
            }
        }
        if (flat.size() > MAX_PARTS) {
            throw new BadPosition("a sum of " + flat.size() + " positions is too large (the limit is " + MAX_PARTS + ")", -1);
        }
        return flat.isEmpty() ? FormPosition.ZERO : flat.size() == 1 ? flat.get(0) : new SumPosition(List.copyOf(flat));
    }

    public static Position of(Position... ps) {
        return of(List.of(ps));
    }

    /** The parts, in the order written. */
    public List<Position> parts() {
        return parts;
    }

    @Override
    public Ruleset ruleset() {
        for (Position p : parts) {
            if (!p.ruleset().impartial()) {
                return SumRules.PARTIZAN;
            }
        }
        return SumRules.IMPARTIAL;
    }

    @Override
    public String text() {
        return join(false);
    }

    @Override
    public String expression() {
        return join(true);
    }

    private String join(boolean expressions) {
        StringBuilder b = new StringBuilder();
        for (Position p : parts) {
            String t = expressions ? p.expression() : p.text();
            b.append(b.length() == 0 ? "" : " + ").append(t.isEmpty() ? "0" : t);
        }
        return b.toString();
    }

    /**
     * Every move in every part. The parts' option lists are read once each (not once per move),
     * a move that leaves a part with no moves drops it without listing that part's moves, and each
     * option remembers the move that made it, so {@link #move} needs no search. A loop as long as
     * the sum's moves: it stops at a deadline or Ctrl-C.
     */
    @Override
    public List<Position> options(boolean left) {
        List<Position> out = new ArrayList<>();
        Position[] base = parts.toArray(new Position[0]);
        for (int i = 0; i < base.length; i++) {
            for (Position o : base[i].options(left)) {
                org.cgcheck.game.EvaluationStopped.check();
                Position next = replaced(base, i, o);
                if (next instanceof SumPosition s) {
                    s.madeBy = new Made(parts, left, base[i], o, i);
                }
                out.add(next);
            }
        }
        return out;
    }

    /**
     * How an option was made: by {@code left}'s move from the sum of {@code from} (its parts, not
     * the sum, so an option does not keep its parent's memos alive), in {@code part} to {@code to}.
     */
    private record Made(List<Position> from, boolean left, Position part, Position to, int index) {
    }

    /** The move that made this sum as an option of another, or null (kept for describing the move). */
    private volatile Made madeBy;

    private static Position replaced(Position[] base, int i, Position o) {
        if (o instanceof SumPosition || o.over() && base.length > 1) {
            // a part nobody can move in adds nothing to any play: the empty heap goes; a sum is flattened
            List<Position> next = new ArrayList<>(java.util.Arrays.asList(base));
            if (o instanceof SumPosition) {
                next.set(i, o);
            } else {
                next.remove(i);
            }
            return of(next);
        }
        Position[] next = base.clone();
        next[i] = o;
        return new SumPosition(java.util.Collections.unmodifiableList(java.util.Arrays.asList(next)));
    }

    /**
     * The part and what it becomes in the move that made {@code to} among this sum's options
     * (either player's), or null if {@code to} was not made so: then {@link #move} searches.
     */
    public Position[] recorded(Position to) {
        Made m = to instanceof SumPosition s ? s.madeBy : null;
        return m != null && m.from() == parts ? new Position[] {m.part(), m.to()} : null;
    }

    /** The part a move to {@code to} is made in, and the part it leaves; null if {@code to} is no move. */
    public Position[] move(Position to, boolean left) {
        if (to instanceof SumPosition s && s.madeBy != null && s.madeBy.from() == parts && s.madeBy.left() == left) {
            return new Position[] {s.madeBy.part(), s.madeBy.to()};
        }
        Position[] base = parts.toArray(new Position[0]);
        for (int i = 0; i < base.length; i++) {
            for (Position o : base[i].options(left)) {
                org.cgcheck.game.EvaluationStopped.check();
                if (replaced(base, i, o).equals(to)) {
                    return new Position[] {base[i], o};
                }
            }
        }
        return null;
    }

    /** The index among {@link #parts} of the part a move (either player's) to {@code to} is made in, or -1. */
    public int partMoved(Position to) {
        if (to instanceof SumPosition s && s.madeBy != null && s.madeBy.from() == parts) {
            return s.madeBy.index();
        }
        Position[] base = parts.toArray(new Position[0]);
        for (boolean left : new boolean[] {true, false}) {
            for (int i = 0; i < base.length; i++) {
                for (Position o : base[i].options(left)) {
                    org.cgcheck.game.EvaluationStopped.check();
                    if (replaced(base, i, o).equals(to)) {
                        return i;
                    }
                }
            }
        }
        return -1;
    }

    /** The sum as written: its parts' literal forms added as forms. */
    @Override
    public org.cgcheck.form.Form literal() {
        return LiteralForms.of(this);
    }

    @Override
    public int size() {
        int n = 0;
        for (Position p : parts) {
            n += p.size();
        }
        return n;
    }

    @Override
    public List<Position> components() {
        return parts;
    }

    /** The parts' keys (ruleset and key), sorted: equal for sums of the same positions up to symmetry. */
    @Override
    public String key() {
        return String.join(" + ", keys());
    }

    private List<String> keys() {
        List<String> k = sortedKeys;
        if (k == null) {
            k = new ArrayList<>();
            for (Position p : parts) {
                k.add(p.ruleset().identity() + ":" + p.key());
            }
            java.util.Collections.sort(k);
            sortedKeys = k;
        }
        return k;
    }

    @Override
    public Game value() {
        Game v = value;
        if (v == null) {
            v = Game.ZERO;
            for (Position p : parts) {
                v = v.plus(p.value());
            }
            value = v;
        }
        return v;
    }

    @Override
    public String picture() {
        StringBuilder b = new StringBuilder();
        for (Position p : parts) {
            b.append(b.length() == 0 ? "" : "\n+\n").append(p.picture());
        }
        return b.toString();
    }

    @Override
    public String toString() {
        return expression();
    }

    /** The same positions, in any order. */
    @Override
    public boolean equals(Object o) {
        if (!(o instanceof SumPosition s) || s.parts.size() != parts.size()) {
            return false;
        }
        List<Position> rest = new ArrayList<>(s.parts);
        for (Position p : parts) {
            if (!rest.remove(p)) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        int h = 0;
        for (Position p : parts) {
            h += p.hashCode();
        }
        return h;
    }
}
