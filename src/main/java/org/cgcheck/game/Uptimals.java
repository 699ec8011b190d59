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
    private static final List<Game> POWERS = new ArrayList<>(List.of(Game.ZERO, Game.UP));

    /** ↑ⁿ for n ≥ 1: ↑¹ = ↑ and ↑ⁿ = {0 | ↓^[n-1] *}. */
    public static synchronized Game upPower(int n) {
        if (n < 1) {
            throw new IllegalArgumentException("uptimal power must be at least 1: " + n);
        }
        while (POWERS.size() <= n) {
            int k = POWERS.size();
            Game right = Game.STAR.minus(upSum(k - 1));
            POWERS.add(Game.of(List.of(Game.ZERO), List.of(right)));
        }
        return POWERS.get(n);
    }

    /** ↑^[n] = ↑ + ↑² + ... + ↑ⁿ (0 for n = 0). */
    public static Game upSum(int n) {
        Game s = Game.ZERO;
        for (int i = 1; i <= n; i++) {
            s = s.plus(upPower(i));
        }
        return s;
    }

    /** The value of an expansion. */
    public static Game build(UptimalExpansion e) {
        Game g = Game.nus(e.number(), e.digit(1), e.star());
        for (int i = 2; i <= e.length(); i++) {
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

    /** Expansion with last digit positive: exactly one Right option, itself an uptimal. */
    private static UptimalExpansion positive(Game g) {
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
