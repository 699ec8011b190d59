package org.cgcheck.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.cgcheck.game.Game;
import org.cgcheck.rules.Position;

/**
 * The values the explorer shows, computed under a {@link ExplorerBudget}: cheapest positions
 * first, so that when time runs out the positions a student reaches deep in the tree have their
 * values and only the big ones near the start are left without. A position's cost is told by its
 * independent components (the solver values them one by one and memoises each): the size of the
 * largest, then their total size, then the deeper position first. The values found on the way
 * stay in the solver's memo, so each later position reuses the earlier ones' work. Under a time
 * limit each value first gets a slice of it ({@link ExplorerBudget#firstSlice()}); one that needs
 * more is tried again after the others, with a longer slice.
 */
final class ExplorerValues {
    /** A position's value with the facts the page shows of it; {@code thermograph} null if not drawn. */
    record Shown(Game value, String temperature, String thermograph, boolean tooHot) {
    }

    private final Shown[] shown;

    private ExplorerValues(Shown[] shown) {
        this.shown = shown;
    }

    /** The value of position {@code i}, or null if it was not computed within the budget. */
    Shown of(int i) {
        return shown[i];
    }

    /**
     * Values of {@code found} (in breadth-first order, {@code depth} moves from the start); the
     * thermograph is drawn for the values of {@code opened} positions only (the page's size).
     */
    static <P> ExplorerValues compute(List<P> found, int[] depth, boolean[] opened, Function<P, Game> value,
            ExplorerBudget budget) {
        int n = found.size();
        long[][] cost = new long[n][];
        List<Integer> order = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            cost[i] = cost(found.get(i));
            order.add(i);
        }
        order.sort(Comparator.<Integer>comparingLong(i -> cost[i][0]).thenComparingLong(i -> cost[i][1])
                .thenComparingInt(i -> -depth[i]).thenComparingInt(i -> i));
        Shown[] shown = new Shown[n];
        Map<Game, Shown> seen = new HashMap<>();
        try (ExplorerBudget.Session s = budget.start()) {
            // Rounds: each value gets a slice of time; those stopped at its end are tried again in
            // the next round with a slice four times as long, after the others.
            List<Integer> pending = order;
            for (long slice = budget.firstSlice(); !pending.isEmpty() && s.more();
                    slice = slice > Long.MAX_VALUE / 4 ? Long.MAX_VALUE : slice * 4) {
                List<Integer> again = new ArrayList<>();
                for (int i : pending) {
                    if (!s.more()) {
                        break;
                    }
                    P p = found.get(i);
                    boolean draw = opened[i];
                    shown[i] = s.attempt(() -> {
                        Game v = value.apply(p);
                        Shown known = seen.get(v);
                        if (known != null && (known.thermograph() != null || known.tooHot() || !draw)) {
                            return known;
                        }
                        Shown now = facts(v, draw);
                        seen.put(v, now);
                        return now;
                    }, slice);
                    if (s.deferred()) {
                        again.add(i);
                    }
                }
                pending = again;
            }
        }
        return new ExplorerValues(shown);
    }

    /** {largest component's size, total size}; a value given as a game costs nothing. */
    private static long[] cost(Object p) {
        if (!(p instanceof Position q)) {
            return new long[] {0, 0};
        }
        long max = 0;
        long sum = 0;
        for (Position c : q.components()) {
            max = Math.max(max, c.size());
            sum += c.size();
        }
        return new long[] {max, sum};
    }

    private static Shown facts(Game v, boolean draw) {
        String temperature = v.temperature().toString();
        if (!draw) {
            return new Shown(v, temperature, null, false);
        }
        try {
            return new Shown(v, temperature, ThermographPlot.svg(List.of(v.toString()), List.of(v.thermograph())), false);
        } catch (org.cgcheck.game.EvaluationStopped e) {
            throw e;
        } catch (RuntimeException e) {
            return new Shown(v, temperature, null, true);       // too hot to sample: the page says so
        }
    }
}
