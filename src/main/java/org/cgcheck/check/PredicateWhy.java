package org.cgcheck.check;

import java.util.List;
import org.cgcheck.game.Game;
import org.cgcheck.theory.AtomicWeight;
import org.cgcheck.theory.Followers;

/**
 * Why a test such as {@code isnumber(G)} has the value it has, in one sentence a student can
 * check by hand on the canonical form: the option that is not a number, the Left option not below
 * a Right option, the stops that are not both 0, the follower with moves for one player only.
 */
final class PredicateWhy {
    private PredicateWhy() {
    }

    /** The reason for {@code name(g) == value}, or null for a test it does not explain. */
    static String explain(String name, Game g, boolean value) {
        return switch (name.toLowerCase(java.util.Locale.ROOT)) {
            case "isnumber" -> value ? g + " is a number" : notNumber(g);
            case "isinteger" -> value ? g + " is an integer"
                    : g.isNumber() ? g + " is a number but not an integer" : notNumber(g);
            case "isnimber" -> value ? g + " is a nimber" : notNimber(g);
            case "isinfinitesimal" -> "its stops are " + g.leftStop() + " (Left) and " + g.rightStop() + " (Right)"
                    + (value ? ", both 0" : ", not both 0");
            case "isdicotic", "isallsmall" -> value ? "every position of " + g + " is 0 or has moves for both players"
                    : oneSided(g);
            case "iszero" -> value ? "it is 0" : "it is " + g + ", not 0";
            default -> null;
        };
    }

    /** A canonical form is a number iff its options are numbers and every Left option is below every Right one. */
    private static String notNumber(Game g) {
        for (boolean left : new boolean[] {true, false}) {
            for (Game o : left ? g.leftOptions() : g.rightOptions()) {
                if (!o.isNumber()) {
                    return g + " is not a number: its " + (left ? "Left" : "Right") + " option " + o + " is not a number";
                }
            }
        }
        for (Game l : g.leftOptions()) {
            for (Game r : g.rightOptions()) {
                if (!l.lessThan(r)) {
                    return g + " is not a number: its Left option " + l + " is not less than its Right option " + r;
                }
            }
        }
        return g + " is not a number";
    }

    /** A canonical form is a nimber iff it is impartial: its Left and Right options are the same. */
    private static String notNimber(Game g) {
        List<Game> l = g.leftOptions();
        List<Game> r = g.rightOptions();
        for (Game o : l) {
            if (!r.contains(o)) {
                return g + " is not a nimber: " + o + " is a Left option but not a Right option";
            }
        }
        for (Game o : r) {
            if (!l.contains(o)) {
                return g + " is not a nimber: " + o + " is a Right option but not a Left option";
            }
        }
        for (Game o : l) {
            if (!o.isNimber()) {
                return g + " is not a nimber: its option " + o + " is not a nimber";
            }
        }
        return g + " is not a nimber";
    }

    /** A dicotic game has no position, other than 0, with moves for one player only. */
    private static String oneSided(Game g) {
        if (AtomicWeight.isAllSmall(g)) {
            return null;
        }
        for (Game f : Followers.of(g)) {
            boolean hasL = !f.leftOptions().isEmpty();
            boolean hasR = !f.rightOptions().isEmpty();
            if (hasL != hasR) {
                return (f == g ? g.toString() : "its position " + f) + " has moves for " + (hasL ? "Left" : "Right")
                        + " only, so " + g + " is not dicotic";
            }
        }
        return null;
    }
}
