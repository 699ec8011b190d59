package org.cgcheck.check;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Predicate;
import org.cgcheck.rules.Position;
import org.cgcheck.universe.Shrinker;

/**
 * Shrinks the positions of a failing tuple: tries each position's smaller neighbours (a row,
 * column, square or edge fewer, a piece taken off, a smaller heap), smallest first, and keeps the
 * first that still fails; repeats until none does. The result is a local minimum in the
 * counterexample order (size, then text), not necessarily the least counterexample.
 */
final class PositionShrink {
    private static final Comparator<Position> SMALLEST = Comparator.comparingInt(Position::size)
            .thenComparing(Position::text);

    private PositionShrink() {
    }

    static List<Object> shrink(List<Object> failing, Predicate<List<Object>> fails, int budget) {
        List<Object> best = new ArrayList<>(failing);
        int spent = 0;
        boolean improved = true;
        while (improved && spent < budget) {
            improved = false;
            for (int i = 0; i < best.size() && spent < budget; i++) {
                if (!(best.get(i) instanceof Position p)) {
                    continue;
                }
                List<Position> candidates = new ArrayList<>(p.ruleset().smaller(p));
                candidates.sort(SMALLEST);
                for (Position c : candidates) {
                    List<Object> trial = new ArrayList<>(best);
                    trial.set(i, c);
                    if (Shrinker.ORDER.compare(trial, best) >= 0) {
                        continue;
                    }
                    if (spent++ >= budget) {
                        break;
                    }
                    if (fails.test(trial)) {
                        best = trial;
                        improved = true;
                        break;
                    }
                }
            }
        }
        return best;
    }
}
