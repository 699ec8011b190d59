package org.cgcheck.check;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.cgcheck.rules.Beyond;
import org.cgcheck.rules.Position;
import org.cgcheck.universe.GameOrder;

/**
 * How an exploration names what it went beyond and where it drew: days for game variables
 * ("beyond day 2", "on days 3–5"), sizes for {@code within} variables ("beyond 3x4", "on boards
 * up to 3 rows or columns beyond 3x4", a counterexample "on 4x4"). A claim over games alone keeps
 * the day wording exactly.
 */
final class ExplorationLabels {
    private final List<Variable> vars;
    private final List<Beyond> beyond;
    private final boolean games;
    private final int maxBound;
    private final int topDay;
    private final int[] topStep;

    ExplorationLabels(List<Variable> vars, List<Beyond> beyond, List<Sampler.Stratum> strata, boolean games,
            int maxBound) {
        this.vars = vars;
        this.beyond = beyond;
        this.games = games;
        this.maxBound = maxBound;
        int day = 0;
        topStep = new int[vars.size()];
        for (Sampler.Stratum s : strata) {
            for (int i = 0; i < vars.size(); i++) {
                if (vars.get(i).samplable()) {
                    day = Math.max(day, s.days()[i]);
                } else if (beyond.get(i) != null) {
                    topStep[i] = Math.max(topStep[i], s.days()[i]);
                }
            }
        }
        topDay = day;
    }

    /** The largest day drawn, or for {@code within} variables alone the largest step. */
    int top() {
        if (games) {
            return topDay;
        }
        int m = 0;
        for (int s : topStep) {
            m = Math.max(m, s);
        }
        return m;
    }

    private boolean positions() {
        return beyond.stream().anyMatch(java.util.Objects::nonNull);
    }

    Exploration exploration(long cases, int from, int to, String stopped, Map<String, String> ce, List<String> details,
            int day, List<Object> tuple) {
        if (!positions()) {
            return new Exploration(cases, from, to, stopped, ce, details, day);
        }
        Set<String> bound = new LinkedHashSet<>();
        Set<String> range = new LinkedHashSet<>();
        if (games) {
            bound.add("day " + maxBound);
            range.add("days " + (maxBound + 1) + (topDay > maxBound + 1 ? "–" + topDay : ""));
        }
        for (int i = 0; i < vars.size(); i++) {
            if (beyond.get(i) != null) {
                bound.add(beyond.get(i).bound());
                range.add(beyond.get(i).range(topStep[i]));
            }
        }
        String at = null;
        if (tuple != null) {
            Set<String> where = new LinkedHashSet<>();
            long gameDay = -1;
            for (int i = 0; i < vars.size(); i++) {
                if (tuple.get(i) instanceof Position p) {
                    where.add(Beyond.at(p));
                } else if (vars.get(i).samplable()) {
                    gameDay = Math.max(gameDay, GameOrder.birthday(tuple.get(i)));
                }
            }
            List<String> parts = new ArrayList<>();
            if (gameDay >= 0) {
                parts.add("day " + gameDay);
            }
            parts.addAll(where);
            at = String.join(", ", parts);
        }
        return new Exploration(cases, from, to, stopped, ce, details, day, String.join(" and ", bound),
                String.join("; ", range), at);
    }
}
