package org.cgcheck.check;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Predicate;
import org.cgcheck.rules.Position;
import org.cgcheck.universe.Shrinker;

/**
 * Shrinks the positions of a failing tuple: tries each position's smaller neighbours (a row,
 * column, square or edge fewer, a piece taken off, a smaller heap), smallest first, in the
 * shrinker's greedy descent ({@link Shrinker#descend}): each smaller one that still fails is kept. The result is a local minimum in the
 * counterexample order (size, then text), not necessarily the least counterexample.
 */
final class PositionShrink {
    private static final Comparator<Position> SMALLEST = Comparator.comparingInt(Position::size)
            .thenComparing(Position::text);

    private PositionShrink() {
    }

    static List<Object> shrink(List<Object> failing, Predicate<List<Object>> fails, int budget) {
        return Shrinker.descend(failing, (i, x) -> {
            if (!(x instanceof Position p)) {
                return List.of();
            }
            List<Position> candidates = new ArrayList<>(p.ruleset().smaller(p));
            candidates.sort(SMALLEST);
            return candidates;
        }, fails, budget);
    }
}
