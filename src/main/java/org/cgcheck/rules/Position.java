package org.cgcheck.rules;

import java.util.List;
import org.cgcheck.game.Game;

/**
 * A position of a ruleset: a literal game whose options are positions again. Its value is the
 * canonical form, computed through the engine by {@link Solver} (memoised, component by component).
 */
public interface Position extends org.cgcheck.fn.Valued {
    Ruleset ruleset();

    /** The argument text as CGSuite writes it: {@code "..|.."}, {@code "lr(e;l)"}, {@code 7}. */
    String text();

    /** Left's ({@code left}) or Right's moves. */
    List<Position> options(boolean left);

    /**
     * Whether neither player can move here. A ruleset with big option lists says so without
     * building them (a heap of 20,000 has 20,000 moves): sums ask it of every option they make.
     */
    default boolean over() {
        return options(true).isEmpty() && options(false).isEmpty();
    }

    /** Cells, squares, edges or tokens: what the {@code within} domains order by. */
    int size();

    /** Independent parts whose values add up to this position's value (default: itself, whole). */
    default List<Position> components() {
        return List.of(this);
    }

    /** A key equal for positions of equal value (same up to symmetry); used by the memo. */
    default String key() {
        return text();
    }

    @Override
    default String typeName() {
        return "a position";
    }

    @Override
    default Game value() {
        return Solver.value(this);
    }

    /** CGSuite's expression for this position. */
    default String expression() {
        return ruleset().expression(this);
    }

    /** A small text picture (rows of the board, the strip, the tree in its notation). */
    default String picture() {
        return text().replace('|', '\n');
    }
}
