package org.cgcheck.rules;

import java.util.List;
import org.cgcheck.loopy.SidedValue;

/**
 * A position of a ruleset whose play can return to a position (Fox and Geese, Backsliding Toads
 * and Frogs): its moves and its loopy value, for {@code show} and {@code explore} to draw and play.
 * Unlike a {@link Position} it has no canonical form; its value is a {@link SidedValue}.
 */
public interface LoopyPosition {
    /** The ruleset's short name: {@code foxandgeese}, {@code backslidingtoadsandfrogs}. */
    String ruleset();

    /** CGSuite's expression for this position. */
    String expression();

    /** A text picture, rows from the top. */
    String picture();

    /** Left's ({@code left}) or Right's moves. */
    List<LoopyPosition> options(boolean left);

    /** The loopy value, as CGSuite's {@code .GameValue}. */
    SidedValue value();

    /** The move from here to {@code to} by Left ({@code left}) or Right, in words. */
    String describe(LoopyPosition to, boolean left);

    /**
     * Why play from here is not followed further, or null: a fox past the geese is {@code off}
     * (CGSuite's rule), though he could still wander upward for ever on the unbounded board.
     */
    default String settled() {
        return null;
    }

    /**
     * The size that orders a {@code within} domain and its counterexamples: a strip's squares, a
     * Fox and Geese board's squares (its width times the highest row a piece stands on).
     */
    default int size() {
        return picture().length();
    }

    /** A key equal for equal positions. */
    default String key() {
        return expression();
    }
}
