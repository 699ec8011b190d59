package org.cgcheck.rules;

import java.util.List;
import java.util.SplittableRandom;

/** A ruleset: parses its positions and enumerates them in order of size for {@code within} domains. */
public interface Ruleset {
    /** The short name used in claims: {@code domineering}, {@code toadsandfrogs}, ... */
    String name();

    /** CGSuite's qualified constructor, e.g. {@code game.grid.Domineering}. */
    String qualified();

    /**
     * What caches of positions key a ruleset by: rulesets with the same identity have the same
     * moves. Neither name nor qualified constructor is enough alone: {@code TakeAway(k -> 3)} and
     * {@code TakeAway(k -> k * k)} print alike ({@code TakeAway(f)}) and differ in their names.
     */
    default String identity() {
        return name() + "|" + qualified();
    }

    boolean impartial();

    /** The position written {@code text}; throws {@link BadPosition} with the offending offset. */
    Position parse(String text);

    /** CGSuite's expression for a position. */
    default String expression(Position p) {
        return qualified() + "(\"" + p.text() + "\")";
    }

    /** Whether positions are boards or strips of squares (named a1, b1, … on pictures of moves). */
    default boolean squares() {
        return false;
    }

    /** What a bound looks like for this ruleset, e.g. {@code 3x4} or {@code 7}. */
    String boundSyntax();

    /** Every position within the bound, smallest first (ties in a fixed order). */
    List<Position> within(Bound bound);

    /** Number of positions {@link #within} would list, without listing them (for refusals). */
    double countWithin(Bound bound);

    /**
     * A random position of exactly this shape (a board of rows x cols, a strip of that length, a
     * tree of that many edges, a heap of that size, a cake of that shape), for exploring beyond a
     * bound; the draws come from {@code rnd} alone, so a seed gives the same position.
     */
    Position random(Bound shape, SplittableRandom rnd);

    /**
     * The shapes {@code step} sizes beyond a bound (step 1: one square, edge or token more; a
     * board one row or one column more). Default: the single size {@code bound + step}.
     */
    default List<Bound> beyond(Bound bound, int step) {
        return List.of(new Bound(bound.rows() + step, 0));
    }

    /** Largest size (cells, squares, edges, tokens) exploration draws: bigger may not solve quickly. */
    int exploreLimit();

    /** Smaller positions (fewer cells, squares, edges or tokens, or emptier), to shrink a counterexample. */
    List<Position> smaller(Position p);
}
