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

    /**
     * A small value keeps its numerator as a long only: negation, shifts, floor, ceiling, the
     * mean, equality and the hash against the same on BigInteger numerators, across the 2^40 and
     * 2^-20 limits of the small representation.
     */
    @Test
    void smallRepresentationAgreesWithBigIntegerArithmetic() {
        Random rnd = new Random(33);
        List<Dyadic> values = new ArrayList<>();
        for (int i = 0; i < 400; i++) {
            BigInteger n = new BigInteger(1 + rnd.nextInt(i % 3 == 0 ? 70 : 42), rnd);
            if (i % 7 == 0) {
                n = BigInteger.ONE.shiftLeft(38 + rnd.nextInt(4));   // powers of two at the limit
            }
            values.add(Dyadic.of(rnd.nextBoolean() ? n : n.negate(), rnd.nextInt(i % 5 == 0 ? 24 : 6)));
        }
        values.add(Dyadic.ZERO);
        values.add(Dyadic.of(-1L << 39, 0));
        values.add(Dyadic.of(1L << 39, 0));
        for (Dyadic a : values) {
            BigInteger num = a.numerator();
            int exp = a.denominatorExponent();
            assertSame(Dyadic.of(num.negate(), exp), a.negate(), "-" + a);
            for (int k = -3; k <= 3; k++) {
                assertSame(Dyadic.of(num, exp - k), a.shift(k), a + " * 2^" + k);
            }
            assertEquals(num.shiftRight(exp), a.floor(), "floor " + a);
            assertEquals(num.negate().shiftRight(exp).negate(), a.ceiling(), "ceiling " + a);
            assertEquals(num.hashCode() * 31 + exp, a.hashCode(), "hash " + a);
            assertSame(Dyadic.of(num.multiply(BigInteger.valueOf(3)), exp), Dyadic.of(3, 0).multiply(a), "3 * " + a);
            assertEquals(a.multiply(Dyadic.of(1, 0)), a, a + " * 1");
            if (num.bitLength() < 63) {
                assertSame(a, Dyadic.of(num.longValue(), exp), "of(long) " + a);
            }
        }
        for (int i = 0; i + 1 < values.size(); i++) {
            Dyadic a = values.get(i);
            Dyadic b = values.get(i + 1);
            int e = Math.max(a.denominatorExponent(), b.denominatorExponent()) + 1;
            Dyadic mean = Dyadic.of(a.numerator().shiftLeft(e - 1 - a.denominatorExponent())
                    .add(b.numerator().shiftLeft(e - 1 - b.denominatorExponent())), e);
            assertSame(mean, a.mean(b), "mean of " + a + " and " + b);
            assertEquals(a.equals(b), a.numerator().equals(b.numerator())
                    && a.denominatorExponent() == b.denominatorExponent(), a + " equals " + b);
        }
    }

    private static void assertSame(Dyadic expected, Dyadic actual, String what) {
        assertEquals(expected, actual, what);
        assertEquals(expected.numerator(), actual.numerator(), what);
        assertEquals(expected.denominatorExponent(), actual.denominatorExponent(), what);
        assertEquals(expected.hashCode(), actual.hashCode(), what);
    }
}
