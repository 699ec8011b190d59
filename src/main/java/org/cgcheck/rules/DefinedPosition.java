package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import org.cgcheck.game.Game;

/**
 * A position the user defined ({@code define kay(n: integer): position = {...}}): its text is
 * the call ({@code kay(3)}), its moves the options the definition lists (positions again), its
 * value their canonical form, computed once when asked for.
 */
public final class DefinedPosition implements Position {
    private final String text;
    private final Ruleset rules;
    private final List<Position> left;
    private final List<Position> right;
    private volatile Game value;
    private volatile int size = -1;

    public DefinedPosition(String text, Ruleset rules, List<Position> left, List<Position> right) {
        this.text = text;
        this.rules = rules;
        this.left = List.copyOf(left);
        this.right = List.copyOf(right);
    }

    /** Both players have the same moves, each an impartial position: the definition's impartial rules apply. */
    public static boolean impartial(List<Position> left, List<Position> right) {
        if (!left.equals(right)) {
            return false;
        }
        for (Position p : left) {
            if (!p.ruleset().impartial()) {
                return false;
            }
        }
        return true;
    }

    @Override
    public Ruleset ruleset() {
        return rules;
    }

    @Override
    public String text() {
        return text;
    }

    @Override
    public String expression() {
        return text;
    }

    @Override
    public String picture() {
        return text;
    }

    @Override
    public List<Position> options(boolean l) {
        return l ? left : right;
    }

    /** The moves to the end of the longest line of play (a birthday of the move tree). */
    @Override
    public int size() {
        if (size >= 0) {
            return size;
        }
        int n = 0;
        for (Position p : left) {
            n = Math.max(n, p.size() + 1);
        }
        for (Position p : right) {
            n = Math.max(n, p.size() + 1);
        }
        size = n;
        return n;
    }

    @Override
    public Game value() {
        Game v = value;
        if (v == null) {
            v = Game.of(values(left), values(right));
            value = v;
        }
        return v;
    }

    private static List<Game> values(List<Position> ps) {
        LinkedHashSet<Game> out = new LinkedHashSet<>();
        for (Position p : ps) {
            out.add(p.value());
        }
        return new ArrayList<>(out);
    }

    @Override
    public String toString() {
        return text;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof DefinedPosition p && p.rules.qualified().equals(rules.qualified()) && p.text.equals(text);
    }

    @Override
    public int hashCode() {
        return text.hashCode();
    }
}
