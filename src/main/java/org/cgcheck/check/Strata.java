package org.cgcheck.check;

import java.util.ArrayList;
import java.util.List;

/**
 * How a random budget is spread over birthdays. Small scope first: the smallest counterexample
 * beyond a bound usually sits one day above it, so exploration gives the first day beyond the
 * bound half the budget, the next a quarter, and so on (the last day takes the rest).
 * A claim that can only be sampled spreads its budget evenly over days 1..max.
 */
final class Strata {
    private Strata() {
    }

    /** Exploration: stratum k draws each game variable born by its bound + k, up to {@code toDay}. */
    static List<Sampler.Stratum> beyond(List<Variable> vars, int toDay, long budget) {
        return beyond(vars, new int[vars.size()], toDay, budget);
    }

    /**
     * Exploration with {@code within} variables too: {@code steps[i]} is how many sizes beyond its
     * bound variable i can be drawn (0: not a {@code within} variable, or nothing beyond solves
     * quickly); in stratum k it is drawn k sizes beyond (at most steps[i]). A variable with no
     * step left is drawn inside its bound.
     */
    static List<Sampler.Stratum> beyond(List<Variable> vars, int[] steps, int toDay, long budget) {
        boolean games = vars.stream().anyMatch(Variable::samplable);
        int maxBound = vars.stream().filter(Variable::samplable).mapToInt(Variable::day).max().orElse(0);
        int strata = games ? Math.max(1, toDay - maxBound) : 1;
        for (int s : steps) {
            strata = Math.max(strata, s);
        }
        List<Sampler.Stratum> out = new ArrayList<>();
        long left = budget;
        for (int k = 1; k <= strata && left > 0; k++) {
            long n = k == strata ? left : Math.max(1, left / 2);
            int[] days = new int[vars.size()];
            for (int i = 0; i < days.length; i++) {
                days[i] = vars.get(i).samplable() ? vars.get(i).day() + Math.min(k, Math.max(1, toDay - maxBound))
                        : Math.min(k, steps[i]);
            }
            out.add(new Sampler.Stratum(days, n));
            left -= n;
        }
        return out;
    }

    /**
     * Sampling only: days 1..cap (each variable capped by its own bound, if any), evenly. An
     * unbounded integer range {@code in A..} is drawn from band k on stratum k (A..A+10, A..A+100,
     * then A..A+1000: {@link Variable#BANDS}), so there are at least as many strata as bands.
     */
    static List<Sampler.Stratum> within(List<Variable> vars, int cap, long budget) {
        int top = 1;
        for (Variable v : vars) {
            if (v.samplable()) {
                top = Math.max(top, v.unbounded() ? cap : Math.min(v.day(), cap));
            } else if (v.integers()) {
                top = Math.max(top, Variable.BANDS.length);
            }
        }
        List<Sampler.Stratum> out = new ArrayList<>();
        for (int d = 1; d <= top; d++) {
            long n = budget / top + (d <= budget % top ? 1 : 0);
            int[] days = new int[vars.size()];
            for (int i = 0; i < days.length; i++) {
                Variable v = vars.get(i);
                days[i] = v.integers() ? Math.min(d, Variable.BANDS.length)
                        : !v.samplable() ? 0 : v.unbounded() ? Math.min(d, cap) : Math.min(d, Math.min(v.day(), cap));
            }
            if (n > 0) {
                out.add(new Sampler.Stratum(days, n));
            }
        }
        return out;
    }

    /** The largest day any stratum draws at. */
    static int maxDay(List<Sampler.Stratum> strata) {
        int m = 0;
        for (Sampler.Stratum s : strata) {
            for (int d : s.days()) {
                m = Math.max(m, d);
            }
        }
        return m;
    }

    /** The largest day any stratum draws a game variable at (integer bands left out). */
    static int maxGameDay(List<Variable> vars, List<Sampler.Stratum> strata) {
        int m = 0;
        for (Sampler.Stratum s : strata) {
            for (int i = 0; i < vars.size(); i++) {
                m = vars.get(i).samplable() ? Math.max(m, s.days()[i]) : m;
            }
        }
        return m;
    }
}
