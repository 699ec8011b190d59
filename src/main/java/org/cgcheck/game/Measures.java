package org.cgcheck.game;

import java.math.BigInteger;

/** Birthday and tree size of canonical forms, with closed forms for number-up-star values. */
final class Measures {
    private Measures() {
    }

    static BigInteger birthday(Game g) {
        if (g.number != null) {
            return nusBirthday(g.number, g.ups, g.star);
        }
        BigInteger b = BigInteger.ZERO;
        for (Game x : g.leftArray()) {
            b = b.max(x.birthday().add(BigInteger.ONE));
        }
        for (Game x : g.rightArray()) {
            b = b.max(x.birthday().add(BigInteger.ONE));
        }
        return b;
    }

    /** Birthday of x + a↑ + *n (CGSuite's closed form, checked against the recursion in tests). */
    static BigInteger nusBirthday(Dyadic x, int ups, int star) {
        BigInteger mag = x.numerator().abs();
        int k = x.denominatorExponent();
        BigInteger nb = k == 0 ? mag : BigInteger.ONE.add(mag.shiftRight(k)).add(BigInteger.valueOf(k));
        int a = Math.abs(ups);
        long ub;
        if (a > 0 && star == 0) {
            ub = a + 1L;
        } else if ((a & 1) == 1 && star != 1) {
            ub = a + (long) (star ^ 1);
        } else {
            ub = a + (long) star;
        }
        return nb.add(BigInteger.valueOf(ub));
    }

    static BigInteger size(Game g) {
        if (g.isNumber() && g.number.isInteger()) {
            return g.number.numerator().abs();
        }
        if (g.number != null && !g.isNumber()) {
            return nusSize(g);
        }
        BigInteger s = BigInteger.ZERO;
        for (Game x : g.leftArray()) {
            s = s.add(BigInteger.ONE).add(x.size());
        }
        for (Game x : g.rightArray()) {
            s = s.add(BigInteger.ONE).add(x.size());
        }
        return s;
    }

    /**
     * Size of x + a↑ + *s without building its options (a nimber's tree is exponential): each
     * step of the ↑ chain {x | x + (a-1)↑ + *(s^1)} adds two edges and x's tree; the chain ends
     * in x↑* = {x, x* | x} (5 + 4·S edges, S = size of x) or in x + *n, whose size t(n) satisfies
     * t(n+1) = 3·t(n) + 2 with t(1) = 2 + 2S, so t(n) = 3^(n-1)·(3 + 2S) - 1.
     */
    static BigInteger nusSize(Game g) {
        BigInteger sx = Game.number(g.number).size();
        int a = g.ups;
        int s = g.star;
        long steps = 0;
        while (a != 0 && !(Math.abs(a) == 1 && s == 1)) {
            steps++;
            a -= Integer.signum(a);
            s ^= 1;
        }
        BigInteger base;
        if (a != 0) {
            base = BigInteger.valueOf(5).add(sx.shiftLeft(2));
        } else if (s == 0) {
            base = sx;
        } else {
            base = BigInteger.valueOf(3).pow(s - 1).multiply(BigInteger.valueOf(3).add(sx.shiftLeft(1))).subtract(BigInteger.ONE);
        }
        return base.add(BigInteger.valueOf(steps).multiply(sx.add(BigInteger.TWO)));
    }
}
