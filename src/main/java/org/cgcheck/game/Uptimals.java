package org.cgcheck.game;

import java.util.ArrayList;
import java.util.List;

/**
 * Uptimal powers ↑ⁿ, ↑^[n] = ↑ + ↑² + ... + ↑ⁿ, and recognition of canonical forms as
 * uptimals. Recognition proposes the only candidate expansions an uptimal can have (from its
 * single Right option) and accepts one only if building it gives the very same object, so
 * it is exact.
 */
public final class Uptimals {
    private Uptimals() {
    }

    private static final Object NOT_UPTIMAL = new Object();

    /**
     * Largest uptimal index built: chains of this length are cheap, but comparisons and measures
     * recurse along them, one stack frame per link.
     */
    public static final int MAX_INDEX = 1 << 16;

    /**
     * The chains ↑^[k] = {↑^[k-1] | *} and ↑^[k]* = {0, ↑^[k-1]* | 0} (k ≥ 1, from 0 and *),
     * kept for every k built so far. Building them link by link from their canonical forms is
     * linear; summing ↑ + ↑² + ... + ↑ⁿ as general games was cubic (^<1000> took 32 s).
     */
    private static final List<Game> SUMS = new ArrayList<>(List.of(Game.ZERO));
    private static final List<Game> SUMS_STAR = new ArrayList<>(List.of(Game.STAR));

    private static void checkIndex(int n) {
        if (n > MAX_INDEX) {
            throw new InfeasibleException("uptimal index " + n + " is too large: its canonical form is a chain of "
                    + n + " positions that comparisons walk recursively; the limit is " + MAX_INDEX);
        }
    }

    private static synchronized void extendChains(int n) {
        checkIndex(n);
        while (SUMS.size() <= n) {
            int k = SUMS.size();
            Game s = Game.of(List.of(SUMS.get(k - 1)), List.of(Game.STAR));
            Game t = Game.of(List.of(Game.ZERO, SUMS_STAR.get(k - 1)), List.of(Game.ZERO));
            s.birthday();       // measures link by link, while the shorter link has them
            t.birthday();
            SUMS.add(s);
            SUMS_STAR.add(t);
        }
    }

    /** Records g's expansion and its negative's (recognition would walk the whole chain). */
    private static void seed(Game g, UptimalExpansion e) {
        if (g.number == null) {
            g.uptimal = e;
            g.negate().uptimal = e.negate();
            g.birthday();
        }
    }

    /** ↑ⁿ for n ≥ 1: ↑ⁿ = {0 | ↓^[n-1] *}. */
    public static Game upPower(int n) {
        return power(n, false);
    }

    /** ↑ⁿ + * = {0, * | ↓^[n-1]}. */
    private static synchronized Game power(int n, boolean star) {
        if (n < 1) {
            throw new IllegalArgumentException("uptimal power must be at least 1: " + n);
        }
        extendChains(n - 1);
        Game g = star ? Game.of(List.of(Game.ZERO, Game.STAR), List.of(SUMS.get(n - 1).negate()))
                : Game.of(List.of(Game.ZERO), List.of(SUMS_STAR.get(n - 1).negate()));
        if (g.uptimal == null) {        // the interned value: seeded once
            int[] digits = new int[n];
            digits[n - 1] = 1;
            seed(g, new UptimalExpansion(Dyadic.ZERO, star ? 1 : 0, digits));
        }
        return g;
    }

    /** ↑^[n] = ↑ + ↑² + ... + ↑ⁿ (0 for n = 0). */
    public static Game upSum(int n) {
        return sum(n, false);
    }

    private static synchronized Game sum(int n, boolean star) {
        extendChains(n);
        Game g = (star ? SUMS_STAR : SUMS).get(n);
        if (g.uptimal == null) {
            int[] ones = new int[n];
            java.util.Arrays.fill(ones, 1);
            seed(g, new UptimalExpansion(Dyadic.ZERO, star ? 1 : 0, ones));
        }
        return g;
    }

    /**
     * The expansion of a link of the chains, seeded directly: recognising it would walk its Left
     * options down the chain and record an expansion at every link, quadratic in its length
     * (^[65536] + * took 28 s).
     */
    private static UptimalExpansion chainMember(Game g) {
        java.math.BigInteger b = g.birthday();
        return b.bitLength() > 31 ? null : chainLink(g, b.intValue() - 1);
    }

    private static synchronized UptimalExpansion chainLink(Game g, int k) {
        if (k < 1 || k >= SUMS.size()) {
            return null;
        }
        boolean star = SUMS_STAR.get(k) == g;
        if (!star && SUMS.get(k) != g) {
            return null;
        }
        sum(k, star);
        return (UptimalExpansion) g.uptimal;
    }

    /** The value of an expansion; compact ones (one unit digit, or all digits ±1) from the chains. */
    public static Game build(UptimalExpansion e) {
        int len = e.length();
        if (len >= 2 && (e.isUnit() || e.isUnitSum())) {
            boolean unit = e.isUnit();
            int sign = unit ? e.digit(len) : e.digit(1);
            Game g = unit ? power(len, (e.star() & 1) == 1) : sum(len, (e.star() & 1) == 1);
            if (sign < 0) {
                g = g.negate();
            }
            return g.plus(Game.nus(e.number(), 0, e.star() & ~1));
        }
        Game g = Game.nus(e.number(), e.digit(1), e.star());
        for (int i = 2; i <= len; i++) {
            int d = e.digit(i);
            if (d != 0) {
                Game p = upPower(i);
                g = g.plus(times(d < 0 ? p.negate() : p, Math.abs(d)));
            }
        }
        return g;
    }

    private static Game times(Game g, int n) {
        Game s = Game.ZERO;
        for (int i = 0; i < n; i++) {
            s = s.plus(g);
        }
        return s;
    }

    /** The uptimal expansion of g, or null if g is not an uptimal. */
    public static UptimalExpansion expansion(Game g) {
        if (g.number != null) {
            return new UptimalExpansion(g.number, g.star, g.ups);
        }
        Object cached = g.uptimal;
        if (cached != null) {
            return cached == NOT_UPTIMAL ? null : (UptimalExpansion) cached;
        }
        UptimalExpansion e = positive(g);
        if (e == null) {
            UptimalExpansion n = positive(g.negate());
            e = n == null ? null : n.negate();
        }
        g.uptimal = e == null ? NOT_UPTIMAL : e;
        return e;
    }

    /**
     * Expansion with last digit positive: exactly one Right option, itself an uptimal, and Left
     * options that are uptimals with its number part. universe.UptimalDays enumerates the
     * uptimals of a day by exactly these candidates, so a change here must change it too.
     */
    private static UptimalExpansion positive(Game g) {
        UptimalExpansion chain = chainMember(g);
        if (chain != null) {
            return chain;
        }
        Game[] r = g.rightArray();
        if (r.length != 1) {
            return null;
        }
        UptimalExpansion re = expansion(r[0]);
        if (re == null) {
            return null;
        }
        int maxLeft = 0;
        for (Game gl : g.leftArray()) {
            UptimalExpansion le = expansion(gl);
            if (le == null || !le.number().equals(re.number())) {
                return null;
            }
            maxLeft = Math.max(maxLeft, le.length());
        }
        if (re.length() > 0 && re.digit(re.length()) > 0) {
            UptimalExpansion c = re.increment(re.length());
            if (build(c) == g) {
                return c;
            }
        }
        UptimalExpansion c = re.increment(Math.max(re.length(), maxLeft) + 1);
        return build(c) == g ? c : null;
    }
}
