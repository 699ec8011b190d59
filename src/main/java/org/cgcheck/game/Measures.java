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
        BigInteger s = BigInteger.ZERO;
        for (Game x : g.leftArray()) {
            s = s.add(BigInteger.ONE).add(x.size());
        }
        for (Game x : g.rightArray()) {
            s = s.add(BigInteger.ONE).add(x.size());
        }
        return s;
    }
}
