package org.cgcheck.universe;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.cgcheck.form.Form;
import org.cgcheck.game.Dyadic;
import org.cgcheck.game.Game;

/**
 * Seeded random games with a documented mix (docs/universe.md). A value of birthday ≤ b is:
 * a number (10%), a number plus ups and a star (10%), a hot switch {x | y} of numbers x &gt; y
 * (10%), a symmetric switch ±G (10%), or a general game whose 0–3 Left and 0–3 Right options are
 * random values of birthday ≤ b-1 (60%). Same seed, same sequence.
 */
public final class RandomGames {
    private final SplittableRandom rnd;

    public RandomGames(long seed) {
        this.rnd = new SplittableRandom(seed);
    }

    /** A random value born by day b (b ≥ 0). */
    public Game value(int b) {
        if (b <= 0) {
            return Game.ZERO;
        }
        Game g;
        int r = rnd.nextInt(10);
        if (r == 0) {
            g = number(b);
        } else if (r == 1) {
            g = Game.nus(number(Math.max(b - 2, 0)).numberValue(), rnd.nextInt(5) - 2, rnd.nextInt(4));
        } else if (r == 2) {
            Game x = number(b - 1);
            Game y = number(b - 1);
            g = x.greaterThan(y) ? Game.of(List.of(x), List.of(y)) : Game.of(List.of(y), List.of(x));
        } else if (r == 3) {
            Game x = value(b - 1);
            g = Game.of(List.of(x), List.of(x.negate()));
        } else {
            g = general(b);
        }
        return g.birthday().compareTo(BigInteger.valueOf(b)) <= 0 ? g : general(b);
    }

    private Game general(int b) {
        List<Game> l = new ArrayList<>();
        List<Game> r = new ArrayList<>();
        int nl = rnd.nextInt(4);
        int nr = rnd.nextInt(4);
        for (int i = 0; i < nl; i++) {
            l.add(value(b - 1));
        }
        for (int i = 0; i < nr; i++) {
            r.add(value(b - 1));
        }
        return Game.of(l, r);
    }

    /** A random number born by day b: an integer part below b and up to two binary places. */
    private Game number(int b) {
        if (b <= 0) {
            return Game.ZERO;
        }
        int whole = rnd.nextInt(b) * (rnd.nextBoolean() ? 1 : -1);
        int places = Math.min(rnd.nextInt(3), Math.max(b - Math.abs(whole) - 1, 0));
        int frac = places == 0 ? 0 : rnd.nextInt(1 << places);
        Game g = Game.number(Dyadic.integer(whole).add(Dyadic.of(frac, places)));
        return g.birthday().compareTo(BigInteger.valueOf(b)) <= 0 ? g : Game.integer(whole);
    }

    /** A random literal form born by day b, with 0–3 options a side. */
    public Form form(int b) {
        if (b <= 0) {
            return Form.ZERO;
        }
        List<Form> l = new ArrayList<>();
        List<Form> r = new ArrayList<>();
        int nl = rnd.nextInt(4);
        int nr = rnd.nextInt(4);
        for (int i = 0; i < nl; i++) {
            l.add(form(b - 1 - (rnd.nextInt(3) == 0 ? rnd.nextInt(b) : 0)));
        }
        for (int i = 0; i < nr; i++) {
            r.add(form(b - 1 - (rnd.nextInt(3) == 0 ? rnd.nextInt(b) : 0)));
        }
        return Form.of(l, r);
    }

    /** A random dicot born by day b: 0, or 1–3 options for each player, each itself such a dicot. */
    public Form dicotForm(int b) {
        int nl = rnd.nextInt(4);
        if (b <= 0 || nl == 0) {
            return Form.ZERO;
        }
        int nr = 1 + rnd.nextInt(3);
        List<Form> l = new ArrayList<>();
        List<Form> r = new ArrayList<>();
        for (int i = 0; i < nl; i++) {
            l.add(dicotForm(b - 1 - (rnd.nextInt(3) == 0 ? rnd.nextInt(b) : 0)));
        }
        for (int i = 0; i < nr; i++) {
            r.add(dicotForm(b - 1 - (rnd.nextInt(3) == 0 ? rnd.nextInt(b) : 0)));
        }
        return Form.of(l, r);
    }

    /** A random impartial form born by day b, with 0–4 options. */
    public Form impartialForm(int b) {
        if (b <= 0) {
            return Form.ZERO;
        }
        List<Form> opts = new ArrayList<>();
        int n = rnd.nextInt(5);
        for (int i = 0; i < n; i++) {
            opts.add(impartialForm(b - 1 - (rnd.nextInt(3) == 0 ? rnd.nextInt(b) : 0)));
        }
        return Form.of(opts, opts);
    }

    public BigInteger integer(BigInteger lo, BigInteger hi) {
        BigInteger span = hi.subtract(lo).add(BigInteger.ONE);
        if (span.bitLength() < 62) {
            return lo.add(BigInteger.valueOf(rnd.nextLong(span.longValueExact())));
        }
        BigInteger v;
        do {
            v = new BigInteger(span.bitLength(), new java.util.Random(rnd.nextLong()));
        } while (v.compareTo(span) >= 0);
        return lo.add(v);
    }
}
