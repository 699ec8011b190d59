package org.cgcheck.universe;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.cgcheck.game.Dyadic;
import org.cgcheck.game.Game;
import org.cgcheck.game.UptimalExpansion;
import org.cgcheck.game.Uptimals;

/**
 * Every uptimal value born by day n (a value whose canonical form {@link Uptimals#expansion}
 * recognises), built day by day from day n-1's uptimals instead of filtering all values of the
 * day, so the list is complete by construction. The argument is in docs/universe.md
 * ("Uptimals beyond day 3"); in short, a non-number uptimal born by day n is
 * <ul>
 * <li>x + *m (m ≥ 1): listed directly, or</li>
 * <li>positive (or the negative of one): a value with a single Right option r, an uptimal born by
 * day n-1, whose expansion is r's with digits 1..k incremented and the star toggled, for
 * k = length(r), or k = max(length(r), the longest Left option's length) + 1; Left options are
 * uptimals born by day n-1, so k is at most one more than the longest expansion of day n-1.</li>
 * </ul>
 * So each day costs a few candidate expansions per uptimal of the day before.
 * {@link #byAntichains} builds the same days another way (every {A | b}, {b | A}, {A | A} over
 * antichains of day n-1 uptimals sharing a number part); the tests check that both agree.
 */
final class UptimalDays {
    private UptimalDays() {
    }

    /** Uptimals born by day 0, 1, ...: printed by the tool and checked by UptimalDaysTest. */
    static final long[] COUNTS = {1, 4, 15, 52, 171, 544, 1695, 5212, 15891};

    /** The last day built (day 9 has 48184 uptimals and takes seconds more). */
    static final int MAX_DAY = COUNTS.length - 1;

    /** Beyond the table, an estimate: the counts grow by a factor just over 3 a day (day 9: 48184). */
    static long estimate(int n) {
        return java.math.BigInteger.valueOf(3).pow(Math.min(n - MAX_DAY, 40))
                .multiply(java.math.BigInteger.valueOf(COUNTS[MAX_DAY]))
                .min(java.math.BigInteger.valueOf(Long.MAX_VALUE)).longValueExact();
    }

    private static final List<List<Game>> DAYS = new ArrayList<>(List.of(List.of(Game.ZERO)));

    static synchronized List<Game> bornBy(int n) {
        while (DAYS.size() <= n) {
            DAYS.add(next(DAYS.get(DAYS.size() - 1), DAYS.size()));
        }
        return DAYS.get(n);
    }

    /** Day n's uptimals from day n-1's, by the Right option of the positive ones. */
    static List<Game> next(List<Game> previous, int n) {
        Set<Game> out = new LinkedHashSet<>(numbersAndStars(n));
        int longest = 0;
        for (Game g : previous) {
            longest = Math.max(longest, Uptimals.expansion(g).length());
        }
        for (Game r : previous) {
            UptimalExpansion re = Uptimals.expansion(r);
            for (int k = Math.max(1, re.length()); k <= Math.max(re.length(), longest) + 1; k++) {
                Game g = Uptimals.build(re.increment(k));
                if (g.birthdayInt() <= n && Uptimals.expansion(g) != null) {
                    out.add(g);
                    out.add(g.negate());
                }
            }
        }
        return sorted(out);
    }

    /** Numbers born by day n and every x + *m (m ≥ 1) born by day n: b(x + *m) = b(x) + m. */
    private static List<Game> numbersAndStars(int n) {
        List<Game> out = new ArrayList<>();
        for (Game x : SmallKinds.bornBy(Kind.NUMBERS, n)) {
            out.add(x);
            for (int m = 1; x.birthdayInt() + m <= n; m++) {
                out.add(Game.nus(x.numberValue(), 0, m));
            }
        }
        return out;
    }

    /**
     * Day n's uptimals from day n-1's a second way, for cross-checking: the uptimals among
     * {A | b}, {b | A} and {A | A} for A an antichain of day n-1 uptimals with one number part
     * and b one of them or none. Exponential in the size of a part: days 4 and 5 only.
     */
    static List<Game> byAntichains(List<Game> previous, int n) {
        Set<Game> out = new LinkedHashSet<>(SmallKinds.bornBy(Kind.NUMBERS, n));
        for (List<Game> group : byNumberPart(previous).values()) {
            List<List<Game>> antichains = new ValuePoset(group).antichains();
            List<List<Game>> singles = new ArrayList<>();
            singles.add(List.of());
            group.forEach(b -> singles.add(List.of(b)));
            for (List<Game> a : antichains) {
                keep(out, a, a);
                for (List<Game> b : singles) {
                    keep(out, a, b);
                    keep(out, b, a);
                }
            }
        }
        return sorted(out);
    }

    private static void keep(Set<Game> out, List<Game> left, List<Game> right) {
        Game g = Game.of(left, right);
        if (Uptimals.expansion(g) != null) {
            out.add(g);
        }
    }

    private static Map<Dyadic, List<Game>> byNumberPart(List<Game> games) {
        Map<Dyadic, List<Game>> groups = new LinkedHashMap<>();
        for (Game g : games) {
            groups.computeIfAbsent(Uptimals.expansion(g).number(), k -> new ArrayList<>()).add(g);
        }
        return groups;
    }

    private static List<Game> sorted(Set<Game> games) {
        List<Game> out = new ArrayList<>(games);
        out.sort(GameOrder.VALUES);
        return List.copyOf(out);
    }
}
