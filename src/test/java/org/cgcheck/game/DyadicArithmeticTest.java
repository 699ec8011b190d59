package org.cgcheck.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Dyadic sums and products on the long fast paths against the same arithmetic on BigInteger
 * numerators (num / 2^exp normalised afterwards): equal values and equal representations, on
 * small, boundary-sized and large numerators.
 */
class DyadicArithmeticTest {
    @Test
    void fastPathsAgreeWithBigIntegerArithmetic() {
        Random rnd = new Random(32);
        List<Dyadic> values = new ArrayList<>();
        for (int i = 0; i < 160; i++) {
            int bits = switch (i % 4) {
                case 0 -> 1 + rnd.nextInt(4);
                case 1 -> 20 + rnd.nextInt(25);     // around the 2^40 limit of the fast path
                case 2 -> 60 + rnd.nextInt(10);
                default -> 1 + rnd.nextInt(12);
            };
            BigInteger n = new BigInteger(bits, rnd);
            values.add(Dyadic.of(rnd.nextBoolean() ? n : n.negate(), rnd.nextInt(i % 5 == 0 ? 25 : 6)));
        }
        values.add(Dyadic.ZERO);
        values.add(Dyadic.integer(4));
        values.add(Dyadic.integer(-6));
        for (Dyadic a : values) {
            for (Dyadic b : values) {
                Dyadic product = Dyadic.of(a.numerator().multiply(b.numerator()),
                        a.denominatorExponent() + b.denominatorExponent());
                assertSame(product, a.multiply(b), a + " * " + b);
                int e = Math.max(a.denominatorExponent(), b.denominatorExponent());
                Dyadic sum = Dyadic.of(a.numerator().shiftLeft(e - a.denominatorExponent())
                        .add(b.numerator().shiftLeft(e - b.denominatorExponent())), e);
                assertSame(sum, a.add(b), a + " + " + b);
                assertEquals(Integer.signum(sum.numerator().signum()), Integer.signum(a.compareTo(b.negate())),
                        a + " vs " + b.negate());
            }
        }
    }

    private static void assertSame(Dyadic expected, Dyadic actual, String what) {
        assertEquals(expected, actual, what);
        assertEquals(expected.numerator(), actual.numerator(), what);
        assertEquals(expected.denominatorExponent(), actual.denominatorExponent(), what);
        assertEquals(expected.hashCode(), actual.hashCode(), what);
    }
}
