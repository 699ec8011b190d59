package org.cgcheck.game;

import java.math.BigInteger;

/**
 * An exact dyadic rational {@code num / 2^exp}, normalised so that {@code num} is odd or
 * {@code exp == 0}. Immutable; numerators of any size.
 */
public final class Dyadic implements Comparable<Dyadic> {
    public static final Dyadic ZERO = new Dyadic(BigInteger.ZERO, 0);
    public static final Dyadic ONE = new Dyadic(BigInteger.ONE, 0);
    public static final Dyadic MINUS_ONE = new Dyadic(BigInteger.ONE.negate(), 0);
    public static final Dyadic HALF = new Dyadic(BigInteger.ONE, 1);

    private final BigInteger num;
    private final int exp;
    /** num as a long when |num| < 2^40 and exp < 20, so comparisons need no BigInteger work. */
    private final long small;
    private final boolean isSmall;

    private Dyadic(BigInteger num, int exp) {
        this.num = num;
        this.exp = exp;
        this.isSmall = num.bitLength() < 40 && exp < 20;
        this.small = isSmall ? num.longValue() : 0;
    }

    /** num / 2^exp, normalised. */
    public static Dyadic of(BigInteger num, int exp) {
        if (exp < 0) {
            return new Dyadic(num.shiftLeft(-exp), 0);
        }
        if (num.signum() == 0) {
            return ZERO;
        }
        int tz = Math.min(num.getLowestSetBit(), exp);
        return new Dyadic(num.shiftRight(tz), exp - tz);
    }

    public static Dyadic of(long num, int exp) {
        return of(BigInteger.valueOf(num), exp);
    }

    public static Dyadic integer(long n) {
        return new Dyadic(BigInteger.valueOf(n), 0);
    }

    public static Dyadic integer(BigInteger n) {
        return new Dyadic(n, 0);
    }

    /**
     * Parses {@code a/b} where b is a power of two (or an integer alone).
     *
     * @throws IllegalArgumentException with a user-facing message if b is not a power of two
     */
    public static Dyadic parse(BigInteger a, BigInteger b) {
        if (b.signum() <= 0) {
            throw new IllegalArgumentException("denominator must be a positive power of 2, got " + b);
        }
        if (b.bitCount() != 1) {
            throw new IllegalArgumentException(a + "/" + b + " is not a dyadic rational (denominator must be a power of 2)");
        }
        return of(a, b.getLowestSetBit());
    }

    public BigInteger numerator() {
        return num;
    }

    /** The exponent k of the denominator 2^k. */
    public int denominatorExponent() {
        return exp;
    }

    public BigInteger denominator() {
        return BigInteger.ONE.shiftLeft(exp);
    }

    public boolean isInteger() {
        return exp == 0;
    }

    /** Sentinel of {@link #fixedPoint()} for values outside the fixed-point range. */
    static final long NOT_FIXED = Long.MIN_VALUE;

    /**
     * This value times 2^20 as a long when it is small (|num| < 2^40, exp < 20), else
     * {@link #NOT_FIXED}; lets hot comparisons avoid touching the object.
     */
    long fixedPoint() {
        return isSmall ? small << (20 - exp) : NOT_FIXED;
    }

    public int signum() {
        return isSmall ? Long.signum(small) : num.signum();
    }

    public Dyadic add(Dyadic o) {
        if (isSmall && o.isSmall) {
            // Both below 2^40 over at most 2^19: the sum at the larger exponent fits in a long.
            int e = Math.max(exp, o.exp);
            long n = (small << (e - exp)) + (o.small << (e - o.exp));
            if (n == 0) {
                return ZERO;
            }
            int tz = Math.min(Long.numberOfTrailingZeros(n), e);
            return new Dyadic(BigInteger.valueOf(n >> tz), e - tz);
        }
        if (exp == o.exp) {
            return of(num.add(o.num), exp);
        }
        if (exp > o.exp) {
            return of(num.add(o.num.shiftLeft(exp - o.exp)), exp);
        }
        return of(num.shiftLeft(o.exp - exp).add(o.num), o.exp);
    }

    public Dyadic negate() {
        return num.signum() == 0 ? this : new Dyadic(num.negate(), exp);
    }

    public Dyadic subtract(Dyadic o) {
        return add(o.negate());
    }

    /** Multiplication by 2^k (k may be negative). */
    public Dyadic shift(int k) {
        return of(num, exp - k);
    }

    public Dyadic multiply(Dyadic o) {
        if (isSmall && o.isSmall && bits(small) + bits(o.small) < 62) {
            // Both numerators odd or the exponent 0, so the product is normalised as it is, except
            // that a zero or an integer factor may leave trailing zeros to take out.
            long n = small * o.small;
            if (n == 0) {
                return ZERO;
            }
            int e = exp + o.exp;
            int tz = Math.min(Long.numberOfTrailingZeros(n), e);
            return new Dyadic(BigInteger.valueOf(n >> tz), e - tz);
        }
        return of(num.multiply(o.num), exp + o.exp);
    }

    private static int bits(long n) {
        return 64 - Long.numberOfLeadingZeros(Math.abs(n));
    }

    /** Arithmetic mean of this and o. */
    public Dyadic mean(Dyadic o) {
        return add(o).shift(-1);
    }

    public Dyadic abs() {
        return num.signum() < 0 ? negate() : this;
    }

    /** Largest integer ≤ this. */
    public BigInteger floor() {
        return num.shiftRight(exp);
    }

    /** Smallest integer ≥ this. */
    public BigInteger ceiling() {
        return num.negate().shiftRight(exp).negate();
    }

    public Dyadic max(Dyadic o) {
        return compareTo(o) >= 0 ? this : o;
    }

    public Dyadic min(Dyadic o) {
        return compareTo(o) <= 0 ? this : o;
    }

    @Override
    public int compareTo(Dyadic o) {
        if (isSmall && o.isSmall) {
            // Both fit: scale to the common denominator 2^max(exp) within 60 bits.
            return exp >= o.exp ? Long.compare(small, o.small << (exp - o.exp))
                    : Long.compare(small << (o.exp - exp), o.small);
        }
        if (exp == o.exp) {
            return num.compareTo(o.num);
        }
        if (exp > o.exp) {
            return num.compareTo(o.num.shiftLeft(exp - o.exp));
        }
        return num.shiftLeft(o.exp - exp).compareTo(o.num);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Dyadic d && d.exp == exp && d.num.equals(num);
    }

    @Override
    public int hashCode() {
        return num.hashCode() * 31 + exp;
    }

    /** CGSuite notation: integers in decimal, otherwise {@code num/den}. */
    @Override
    public String toString() {
        return exp == 0 ? num.toString() : num + "/" + denominator();
    }
}
