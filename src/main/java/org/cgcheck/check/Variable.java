package org.cgcheck.check;

import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;
import org.cgcheck.form.Form;
import org.cgcheck.game.Game;
import org.cgcheck.lang.Expr;
import org.cgcheck.universe.Kind;
import org.cgcheck.universe.RandomGames;
import org.cgcheck.universe.Universe;
import org.cgcheck.universe.UniverseLimitException;

/**
 * An outer universally quantified variable: its elements (null if the domain cannot be
 * enumerated), its kind and birthday bound for game domains (day -1: no bound, {@code forall G:}),
 * the lower end {@code from} of an unbounded integer range ({@code in A..}, else null), and how
 * to draw random elements born by a given day (for {@code in A..}: from a band above A).
 */
record Variable(String name, Expr.Domain domain, List<Object> elements, Kind kind, int day, BigInteger from) {

    /** Widths of the bands {@code A..A+w} an unbounded range is drawn from, stratum by stratum (small first). */
    static final int[] BANDS = {10, 100, 1000};

    Variable(String name, Expr.Domain domain, List<Object> elements, Kind kind, int day) {
        this(name, domain, elements, kind, day, null);
    }

    /** An unbounded integer range {@code in A..}: sampled from bands above A, never enumerated. */
    boolean integers() {
        return from != null;
    }

    /** The largest integer band {@code k} (1-based) draws from. */
    BigInteger bandTop(int k) {
        return from.add(BigInteger.valueOf(BANDS[Math.min(Math.max(k, 1), BANDS.length) - 1]));
    }

    /** Games of a kind with a birthday (bounded or not) can be drawn at any day. */
    boolean samplable() {
        return kind != null;
    }

    boolean exhaustive() {
        return elements != null;
    }

    boolean unbounded() {
        return kind != null && day < 0;
    }

    /** Membership in the domain when drawn up to {@code maxDay}, for the shrinker. */
    Predicate<Object> member(int maxDay) {
        if (from != null) {
            return o -> o instanceof BigInteger n && n.compareTo(from) >= 0;
        }
        if (kind == null) {
            return elements::contains;
        }
        return x -> {
            Object o = x instanceof org.cgcheck.fn.MisereForm m ? m.form() : x;
            if (kind == Kind.MISERE_FORMS) {
                return o instanceof Form f && f.birthday() <= maxDay && f.isImpartial()
                        && org.cgcheck.misere.MisereForms.canonical(f).toForm().equals(f);
            }
            if (kind == Kind.DICOT_MISERE_FORMS) {
                return o instanceof Form f && f.birthday() <= maxDay && org.cgcheck.misere.Dicots.isDicot(f)
                        && org.cgcheck.misere.DicotCanonical.reduce(f) == f;
            }
            if (kind.isFormKind()) {
                return o instanceof Form f && f.birthday() <= maxDay && (kind == Kind.FORMS || f.isImpartial());
            }
            return o instanceof Game g && g.birthday().compareTo(BigInteger.valueOf(maxDay)) <= 0 && kind.test(g);
        };
    }

    /** A uniformly drawn element of a non-game (or enumerated) domain; of {@code in A..}, from band k. */
    Object pick(RandomGames rnd, int k) {
        return from != null ? rnd.integer(from, bandTop(k)) : uniform(rnd, elements);
    }

    private static Object uniform(RandomGames rnd, List<?> l) {
        return l.get(rnd.integer(BigInteger.ZERO, BigInteger.valueOf(l.size() - 1)).intValue());
    }

    /**
     * A random element of the kind born by day {@code d}: uniform over the exact list where the
     * universe enumerates it (values to day 3, forms to day 2, impartial forms to day 4), else
     * from the random generator (rejection sampling for the kind); null if none was found.
     */
    Object sample(RandomGames rnd, int d) {
        Object x = draw(rnd, d);
        return x == null ? null : org.cgcheck.eval.DomainValues.element(kind, x);
    }

    private Object draw(RandomGames rnd, int d) {
        List<?> exact = exact(kind, d);
        if (exact != null) {
            return exact.isEmpty() ? null : uniform(rnd, exact);
        }
        if (kind == Kind.FORMS) {
            return rnd.form(d);
        }
        if (kind == Kind.IMPARTIAL_FORMS) {
            return rnd.impartialForm(d);
        }
        if (kind == Kind.MISERE_FORMS) {        // a random impartial form, simplified in misère play
            return org.cgcheck.misere.MisereForms.canonical(rnd.impartialForm(d)).toForm();
        }
        if (kind == Kind.DICOT_MISERE_FORMS) {  // a random dicot, reduced modulo D
            return org.cgcheck.misere.DicotCanonical.reduce(rnd.dicotForm(d));
        }
        if (kind == Kind.NIMBERS) {
            return Game.nimber(rnd.integer(BigInteger.ZERO, BigInteger.valueOf(d)).intValueExact());
        }
        if (kind == Kind.INTEGERS) {
            return Game.integer(rnd.integer(BigInteger.valueOf(-d), BigInteger.valueOf(d)).longValue());
        }
        for (int tries = 0; tries < 200; tries++) {
            Game g = rnd.value(d);
            if (kind.test(g)) {
                return g;
            }
        }
        return null;
    }

    private static final Map<String, List<?>> EXACT = new ConcurrentHashMap<>();

    /** The exact list of the kind born by day d, if the universe enumerates it; else null. */
    private static List<?> exact(Kind kind, int d) {
        int limit = Universe.maxDay(kind);
        if (d > limit) {
            return null;
        }
        return EXACT.computeIfAbsent(kind + "/" + d, k -> {
            try {
                return kind.bornBy(d);
            } catch (UniverseLimitException e) {
                return null;
            }
        });
    }
}
