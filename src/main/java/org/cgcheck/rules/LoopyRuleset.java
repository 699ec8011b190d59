package org.cgcheck.rules;

import java.util.List;

/**
 * A ruleset whose play can return to a position (Backsliding Toads and Frogs, Fox and Geese), as
 * a {@code within} domain: its positions within a bound, smallest first ({@link LoopyPosition#size}),
 * each valued as a loopy game. Unlike {@link Ruleset} it has no canonical forms and no random
 * positions beyond the bound.
 */
public interface LoopyRuleset {
    /** The short name used in claims: {@code backslidingtoadsandfrogs}, {@code foxandgeese}, ... */
    String name();

    /** What a bound looks like: {@code N} (a strip's length, a board's rows) or {@code RxC}. */
    String boundSyntax();

    /** Every position within the bound, smallest first, ties in a fixed order. */
    List<LoopyPosition> within(Bound bound);

    /** How many positions {@link #within} lists, without listing them. */
    double countWithin(Bound bound);

    /** Why positions within this bound cannot all be solved, or null if they can. */
    String refusal(Bound bound);
}
