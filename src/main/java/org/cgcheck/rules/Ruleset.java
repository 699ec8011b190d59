package org.cgcheck.rules;

import java.util.List;

/** A ruleset: parses its positions and enumerates them in order of size for {@code within} domains. */
public interface Ruleset {
    /** The short name used in claims: {@code domineering}, {@code toadsandfrogs}, ... */
    String name();

    /** CGSuite's qualified constructor, e.g. {@code game.grid.Domineering}. */
    String qualified();

    boolean impartial();

    /** The position written {@code text}; throws {@link BadPosition} with the offending offset. */
    Position parse(String text);

    /** CGSuite's expression for a position. */
    default String expression(Position p) {
        return qualified() + "(\"" + p.text() + "\")";
    }

    /** What a bound looks like for this ruleset, e.g. {@code 3x4} or {@code 7}. */
    String boundSyntax();

    /** Every position within the bound, smallest first (ties in a fixed order). */
    List<Position> within(Bound bound);

    /** Number of positions {@link #within} would list, without listing them (for refusals). */
    double countWithin(Bound bound);
}
