package org.cgcheck.universe;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.cgcheck.game.Dyadic;
import org.cgcheck.game.Game;

/**
 * Kinds whose members born by day n are few, built directly instead of filtering every value of
 * the day (day 4 has more than 10^12 values, but only 31 numbers): numbers (2^(n+1) - 1 of them),
 * integers (2n + 1), nimbers (n + 1), ups (n·↑, n·↑*) and uptimals (about 3× per day, see
 * {@link UptimalDays}).
 */
final class SmallKinds {
    private SmallKinds() {
    }

    /** The last day enumerated: 2^21 - 1 numbers, 2·10^6 + 1 integers, nimbers to the engine's *131071. */
    static final int MAX_NUMBER_DAY = 20;
    static final int MAX_INTEGER_DAY = 1_000_000;
    static final int MAX_NIMBER_DAY = (1 << 17) - 1;
    static final int MAX_UPS_DAY = 10_000;

    static boolean isSmall(Kind k) {
        return k == Kind.NUMBERS || k == Kind.INTEGERS || k == Kind.NIMBERS || k == Kind.UPS
                || k == Kind.UPTIMALS;
    }

    static int maxDay(Kind k) {
        return k == Kind.NUMBERS ? MAX_NUMBER_DAY : k == Kind.INTEGERS ? MAX_INTEGER_DAY
                : k == Kind.UPS ? MAX_UPS_DAY : k == Kind.UPTIMALS ? UptimalDays.MAX_DAY : MAX_NIMBER_DAY;
    }

    /** How many members are born by day n: exact, but an upper bound for ups (4n + 2) and for uptimals beyond the table. */
    static long count(Kind k, int n) {
        if (k == Kind.UPTIMALS) {
            return n <= UptimalDays.MAX_DAY ? UptimalDays.COUNTS[n] : UptimalDays.estimate(n);
        }
        return k == Kind.NUMBERS ? (1L << Math.min(n + 1, 62)) - 1 : k == Kind.NIMBERS ? n + 1L
                : k == Kind.UPS ? 4L * n + 2 : 2L * n + 1;
    }

    static List<Game> bornBy(Kind k, int n) {
        if (n > maxDay(k)) {
            throw new UniverseLimitException(k.cliName + " born by day " + n + ": about " + count(k, n)
                    + " of them; the limit is day " + maxDay(k) + " (use random sampling beyond it)");
        }
        if (k == Kind.UPTIMALS) {
            return UptimalDays.bornBy(n);       // already in the order below
        }
        List<Game> out = new ArrayList<>();
        if (k == Kind.NIMBERS) {
            for (int i = 0; i <= n; i++) {
                out.add(Game.nimber(i));
            }
        } else if (k == Kind.UPS) {
            // a·↑ and a·↑* are born by day |a| + 1 or later, so |a| ≤ n covers every candidate.
            for (int a = -n; a <= n; a++) {
                for (int star = 0; star <= 1; star++) {
                    Game g = Game.nus(Dyadic.ZERO, a, star);
                    if (g.birthdayInt() <= n) {
                        out.add(g);
                    }
                }
            }
        } else if (k == Kind.INTEGERS) {
            for (long i = -n; i <= n; i++) {
                out.add(Game.integer(i));
            }
        } else {
            for (Dyadic x : numbers(n)) {
                out.add(Game.number(x));
            }
        }
        out.sort(GameOrder.VALUES);
        return List.copyOf(out);
    }

    /** Day n's numbers: day n-1's, one beyond each end, and the midpoint of each gap. */
    private static List<Dyadic> numbers(int n) {
        List<Dyadic> day = List.of(Dyadic.ZERO);
        Dyadic half = Dyadic.of(1, 1);
        for (int d = 1; d <= n; d++) {
            TreeSet<Dyadic> next = new TreeSet<>(day);
            next.add(day.get(0).subtract(Dyadic.ONE));
            next.add(day.get(day.size() - 1).add(Dyadic.ONE));
            for (int i = 0; i + 1 < day.size(); i++) {
                next.add(day.get(i).add(day.get(i + 1)).multiply(half));
            }
            day = new ArrayList<>(next);
        }
        return day;
    }
}
