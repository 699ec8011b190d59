package org.cgcheck.game;

import java.math.BigInteger;

/**
 * An exact dyadic rational {@code num / 2^exp}, normalised so that {@code num} is odd or
 * {@code exp == 0}. Immutable; numerators of any size. A small value (|num| < 2^40, exp < 20)
 * keeps its numerator as a long only, so the arithmetic of stops, means and thermographs
 * allocates one object per result instead of three (the BigInteger and its magnitude array).
 */
public final class Dyadic implements Comparable<Dyadic> {
    public static final Dyadic ZERO = new Dyadic(0, 0);
    public static final Dyadic ONE = new Dyadic(1, 0);
    public static final Dyadic MINUS_ONE = new Dyadic(-1, 0);
    public static final Dyadic HALF = new Dyadic(1, 1);

    /** The numerator of a value that is not small; null for a small one (see {@link #num()}). */
    private final BigInteger big;
    private final int exp;
    /** num as a long when |num| < 2^40 and exp < 20, so comparisons need no BigInteger work. */
    private final long small;
    private final boolean isSmall;

    /** num / 2^exp, already normalised. */
    private Dyadic(BigInteger num, int exp) {
        this.exp = exp;
        this.isSmall = num.bitLength() < 40 && exp < 20;
        this.small = isSmall ? num.longValue() : 0;
        this.big = isSmall ? null : num;
    }

    /** num / 2^exp, already normalised: the same value and representation as from BigInteger.valueOf(num). */
    private Dyadic(long num, int exp) {
        this.exp = exp;
        this.isSmall = bitLength(num) < 40 && exp < 20;
        this.small = isSmall ? num : 0;
        this.big = isSmall ? null : BigInteger.valueOf(num);
    }

    /** BigInteger.bitLength of a long. */
    private static int bitLength(long n) {
        return 64 - Long.numberOfLeadingZeros(n < 0 ? ~n : n);
    }

    private BigInteger num() {
        return isSmall ? BigInteger.valueOf(small) : big;
    }

    /** n / 2^e normalised, for e ≥ 0. */
    private static Dyadic ofLong(long n, int e) {
        if (n == 0) {
            return ZERO;
        }
        int tz = Math.min(Long.numberOfTrailingZeros(n), e);
        return new Dyadic(n >> tz, e - tz);
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
        return exp >= 0 ? ofLong(num, exp) : of(BigInteger.valueOf(num), exp);
    }

    public static Dyadic integer(long n) {
        return new Dyadic(n, 0);
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
        return num();
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
        return isSmall ? Long.signum(small) : big.signum();
    }

    public Dyadic add(Dyadic o) {
        if (isSmall && o.isSmall) {
            // Both below 2^40 over at most 2^19: the sum at the larger exponent fits in a long.
            int e = Math.max(exp, o.exp);
            return ofLong((small << (e - exp)) + (o.small << (e - o.exp)), e);
        }
        BigInteger num = num();
        BigInteger onum = o.num();
        if (exp == o.exp) {
            return of(num.add(onum), exp);
        }
        if (exp > o.exp) {
            return of(num.add(onum.shiftLeft(exp - o.exp)), exp);
        }
        return of(num.shiftLeft(o.exp - exp).add(onum), o.exp);
    }

    public Dyadic negate() {
        if (isSmall) {
            return small == 0 ? this : new Dyadic(-small, exp);
        }
        return new Dyadic(big.negate(), exp);
    }

    public Dyadic subtract(Dyadic o) {
        return add(o.negate());
    }

    /** Multiplication by 2^k (k may be negative). */
    public Dyadic shift(int k) {
        if (isSmall && k <= exp) {
            return ofLong(small, exp - k);     // a division by 2^-k, or a product that keeps an exponent ≥ 0
        }
        return of(num(), exp - k);
    }

    public Dyadic multiply(Dyadic o) {
        if (isSmall && o.isSmall && bits(small) + bits(o.small) < 62) {
            // Both numerators odd or the exponent 0, so the product is normalised as it is, except
            // that a zero or an integer factor may leave trailing zeros to take out.
            return ofLong(small * o.small, exp + o.exp);
        }
        return of(num().multiply(o.num()), exp + o.exp);
    }

    private static int bits(long n) {
        return 64 - Long.numberOfLeadingZeros(Math.abs(n));
    }

    /** Arithmetic mean of this and o. */
    public Dyadic mean(Dyadic o) {
        return add(o).shift(-1);
    }

    public Dyadic abs() {
        return signum() < 0 ? negate() : this;
    }

    /** Largest integer ≤ this. */
    public BigInteger floor() {
        return isSmall ? BigInteger.valueOf(small >> exp) : big.shiftRight(exp);
    }

    /** Smallest integer ≥ this. */
    public BigInteger ceiling() {
        return isSmall ? BigInteger.valueOf(-(-small >> exp)) : big.negate().shiftRight(exp).negate();
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
        BigInteger num = num();
        BigInteger onum = o.num();
        if (exp == o.exp) {
            return num.compareTo(onum);
        }
        if (exp > o.exp) {
            return num.compareTo(onum.shiftLeft(exp - o.exp));
        }
        return num.shiftLeft(o.exp - exp).compareTo(onum);
    }

    /** The representation is unique (normalised), and whether it is small depends on it alone. */
    @Override
    public boolean equals(Object o) {
        if (!(o instanceof Dyadic d) || d.exp != exp || d.isSmall != isSmall) {
            return false;
        }
        return isSmall ? d.small == small : d.big.equals(big);
    }

    /** The numerator's BigInteger hash (computed for a small one without building it), as before. */
    @Override
    public int hashCode() {
        return (isSmall ? smallHash(small) : big.hashCode()) * 31 + exp;
    }

    /** BigInteger.valueOf(n).hashCode(): 31-polynomial of the magnitude's ints, times the sign. */
    private static int smallHash(long n) {
        long a = Math.abs(n);
        int hi = (int) (a >>> 32);
        int h = hi != 0 ? hi : 0;
        h = (int) (31L * h + (a & 0xffffffffL));
        return h * Long.signum(n);
    }

    /** CGSuite notation: integers in decimal, otherwise {@code num/den}. */
    @Override
    public String toString() {
        return exp == 0 ? num().toString() : num() + "/" + denominator();
    }
}
