package org.cgcheck.check;

import java.math.BigInteger;
import java.util.List;
import java.util.function.Predicate;
import org.cgcheck.form.Form;
import org.cgcheck.game.Game;
import org.cgcheck.lang.Expr;
import org.cgcheck.universe.Kind;
import org.cgcheck.universe.RandomGames;

/**
 * An outer universally quantified variable: its exhaustive elements (null if the domain cannot
 * be enumerated) and how to sample it beyond the exhaustive bound.
 */
record Variable(String name, Expr.Domain domain, List<Object> elements, Kind kind, int day) {

    /** Random sampling applies to value and form domains ("born by"), not to ranges or lists. */
    boolean samplable() {
        return kind != null;
    }

    boolean exhaustive() {
        return elements != null;
    }

    /** Membership in the domain as sampled (kind filter and birthday bound), for the shrinker. */
    Predicate<Object> member(int maxBirthday) {
        if (kind == null) {
            return elements::contains;
        }
        int bound = Math.max(day, maxBirthday);
        return o -> {
            if (kind == Kind.FORMS || kind == Kind.IMPARTIAL_FORMS) {
                return o instanceof Form f && f.birthday() <= bound && (kind == Kind.FORMS || f.isImpartial());
            }
            return o instanceof Game g && g.birthday().compareTo(BigInteger.valueOf(bound)) <= 0 && kind.test(g);
        };
    }

    /** A random element of birthday ≤ max(day, maxBirthday), of the right kind (rejection sampling). */
    Object sample(RandomGames rnd, int maxBirthday) {
        int bound = Math.max(day, maxBirthday);
        if (kind == Kind.FORMS) {
            return rnd.form(bound);
        }
        if (kind == Kind.IMPARTIAL_FORMS) {
            return rnd.impartialForm(bound);
        }
        if (kind == Kind.NIMBERS) {
            return Game.nimber((int) rnd.integer(BigInteger.ZERO, BigInteger.valueOf(bound)).longValue());
        }
        if (kind == Kind.INTEGERS) {
            return Game.integer(rnd.integer(BigInteger.valueOf(-bound), BigInteger.valueOf(bound)).longValue());
        }
        for (int tries = 0; tries < 200; tries++) {
            Game g = rnd.value(bound);
            if (kind.test(g)) {
                return g;
            }
        }
        return null;
    }
}
