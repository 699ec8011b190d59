package org.cgcheck.rules;

import java.util.Comparator;
import java.util.List;
import org.cgcheck.game.Game;

/**
 * For teaching: a position of a real game with a given value, searched in small bounds of the
 * simplest rulesets first (strips, then trees, then boards). Used by counterexample pages.
 */
public final class Realizations {
    /** Ruleset and bound, simplest first; each bound lists at most a few thousand positions. */
    private static final List<Search> SEARCH = List.of(
            new Search(TopplingDominoes.RULES, new Bound(5, 0)),
            new Search(ToadsAndFrogs.RULES, new Bound(6, 0)),
            new Search(Hackenbush.RULES, new Bound(4, 0)),
            new Search(Domineering.RULES, new Bound(3, 3)),
            new Search(Clobber.RULES, new Bound(2, 3)));

    private record Search(Ruleset rules, Bound bound) {
    }

    private Realizations() {
    }

    /** The first position found with value g, or null. */
    public static Position simplest(Game g) {
        for (Search s : SEARCH) {
            Position p = first(s.rules(), s.bound(), g);
            if (p != null) {
                return p;
            }
        }
        return null;
    }

    /** The smallest position within the bound (by size, then text) whose value is g, or null. */
    static Position first(Ruleset rules, Bound b, Game g) {
        List<Position> ps = new java.util.ArrayList<>(rules.within(b));
        ps.sort(Comparator.comparingInt(Position::size).thenComparing(Position::text));
        for (Position p : ps) {
            if (p.value().equals(g)) {
                return p;
            }
        }
        return null;
    }
}
