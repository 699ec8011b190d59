package org.cgcheck.report;

import java.util.List;
import org.cgcheck.rules.HeapGame;
import org.cgcheck.rules.Position;

/**
 * How an explorer page is set for a class: {@code hints} whether winning moves, values and
 * outcomes are shown from the start (a switch on the page hides them and "reveal" shows them),
 * {@code misere} whether the game is played misère (the player who cannot move wins, so "wins"
 * marks and the winner follow misère play), {@code counter} what a move takes when the game is
 * heaps ("counter", Kayles' "pin"; null for a board), for "… takes the last counter and loses".
 */
public record Classroom(boolean hints, boolean misere, String counter) {
    /** The page as for analysis: every answer shown, normal play. */
    public static final Classroom DEFAULT = new Classroom(true, false, null);

    /** The setting for a start: {@code hints} and {@code misere} as given, the counter's word from its ruleset. */
    public static Classroom of(Object start, boolean hints, boolean misere) {
        return new Classroom(hints, misere, counter(start));
    }

    /** "pin" for Kayles, "counter" for other heaps (a sum of heaps too), null otherwise. */
    static String counter(Object start) {
        if (!(start instanceof Position p)) {
            return null;
        }
        List<Position> parts = p.components().size() > 1 ? p.components() : List.of(p);
        if (!parts.stream().allMatch(q -> q.ruleset() instanceof HeapGame)) {
            return null;
        }
        return parts.stream().allMatch(q -> q.ruleset() == HeapGame.KAYLES) ? "pin" : "counter";
    }
}
