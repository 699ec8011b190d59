package org.cgcheck.theory;

import java.math.BigInteger;

/**
 * Conway's nim field on the nonnegative integers (ONAG ch. 6): nim sum is xor; nim product
 * multiplies 2-powers by the Fermat-power rule (F = 2^(2^k): F ⊗ F = 3F/2, and F ⊗ x = Fx for
 * x &lt; F), extended by distributivity over nim sum; the inverse follows Lenstra (Nim
 * Multiplication, 1978, ex. 5), as CGSuite computes it. The ugly product is Winning Ways ch. 14's.
 * Each operation refuses negative arguments with CGSuite's message (an ArithmeticException).
 */
public final class NimArithmetic {
    private NimArithmetic() {
    }

    // 2^x ⊗ 2^y for x, y < 256, for products beyond 64 bits.
    private static final java.util.Map<Integer, BigInteger> TWO_POWERS = new java.util.concurrent.ConcurrentHashMap<>();

    public static BigInteger nimSum(BigInteger a, BigInteger b) {
        if (a.signum() < 0 || b.signum() < 0) {
            throw new ArithmeticException("NimSum applies only to nonnegative integers.");
        }
        return a.xor(b);
    }

    public static BigInteger nimProduct(BigInteger a, BigInteger b) {
        if (a.signum() < 0 || b.signum() < 0) {
            throw new ArithmeticException("NimProduct applies only to nonnegative integers.");
        }
        if (a.bitLength() <= 8 && b.bitLength() <= 8) {        // the field of order 256: by table
            return Small.TABLE[a.intValue() << 8 | b.intValue()];
        }
        if (a.bitLength() <= 64 && b.bitLength() <= 64) {      // the field of order 2^64, on longs
            long r = product(a.longValue(), b.longValue(), 64);
            return r >= 0 ? BigInteger.valueOf(r) : BigInteger.valueOf(r).add(BigInteger.ONE.shiftLeft(64));
        }
        return product(a, b);
    }

    /** Products below 256, built on first use from the long path (about a millisecond). */
    private static final class Small {
        static final BigInteger[] TABLE = new BigInteger[1 << 16];

        static {
            BigInteger[] values = new BigInteger[256];
            for (int i = 0; i < 256; i++) {
                values[i] = BigInteger.valueOf(i);
            }
            for (int a = 0; a < 256; a++) {
                for (int b = 0; b < 256; b++) {
                    TABLE[a << 8 | b] = values[(int) product(a, b, 8)];
                }
            }
        }
    }

    /**
     * a ⊗ b for a, b below 2^bits (bits a power of 2, unsigned longs), in the field of order
     * 2^bits as a quadratic extension of the one below: with F = 2^(bits/2), a = a1·F ⊕ a0 and
     * F ⊗ F = F ⊕ F/2, (a1F ⊕ a0)(b1F ⊕ b0) = (a1b1 ⊕ a1b0 ⊕ a0b1)F ⊕ a0b0 ⊕ a1b1 ⊗ F/2.
     * Three products below (Karatsuba) and one by F/2.
     */
    static long product(long a, long b, int bits) {
        if (a == 0 || b == 0) {
            return 0;
        }
        if (a == 1 || b == 1) {
            return a * b;
        }
        int h = bits >>> 1;
        long mask = (1L << h) - 1;
        long a1 = a >>> h;
        long a0 = a & mask;
        long b1 = b >>> h;
        long b0 = b & mask;
        long c11 = product(a1, b1, h);
        long c00 = product(a0, b0, h);
        long c10 = product(a1 ^ a0, b1 ^ b0, h) ^ c11 ^ c00;
        return (c11 ^ c10) << h | (c00 ^ product(c11, 1L << (h - 1), h));
    }

    /** The product by 2-powers, as CGSuite computes it (any size; the reference for the long path). */
    static BigInteger product(BigInteger a, BigInteger b) {
        BigInteger result = BigInteger.ZERO;
        for (int m = 0; m < a.bitLength(); m++) {
            if (a.testBit(m)) {
                for (int n = 0; n < b.bitLength(); n++) {
                    if (b.testBit(n)) {
                        result = result.xor(twoPowerProduct(m, n));
                    }
                }
            }
        }
        return result;
    }

    /**
     * 2^x ⊗ 2^y. Write x and y in binary: the bits they do not share give the ordinary product of
     * distinct Fermat powers 2^(x xor y); each shared bit k contributes a square F ⊗ F = 3F/2 of the
     * Fermat power F = 2^(2^k), multiplied in with nim products of smaller numbers.
     */
    static BigInteger twoPowerProduct(int x, int y) {
        if (x < 256 && y < 256) {
            int key = x << 8 | y;
            BigInteger known = TWO_POWERS.get(key);
            if (known == null) {
                known = twoPowerProductOf(x, y);
                TWO_POWERS.put(key, known);
            }
            return known;
        }
        return twoPowerProductOf(x, y);
    }

    private static BigInteger twoPowerProductOf(int x, int y) {
        BigInteger r = BigInteger.ONE.shiftLeft(x ^ y);
        int shared = x & y;
        for (int k = 0; (shared >> k) != 0; k++) {
            int e = shared & (1 << k);
            if (e != 0) {
                BigInteger square = BigInteger.valueOf(3).shiftLeft(e).shiftRight(1);      // 3·2^e / 2
                r = product(r, square);
            }
        }
        return r;
    }

    /** The b with a ⊗ b = 1, for a &gt; 0 (Lenstra's recursion through the Fermat power below a). */
    public static BigInteger nimInverse(BigInteger a) {
        if (a.signum() <= 0) {
            throw new ArithmeticException("NimInverse applies only to positive integers.");
        }
        if (a.equals(BigInteger.ONE)) {
            return BigInteger.ONE;
        }
        int k = lb(BigInteger.valueOf(lb(a)));
        BigInteger fermat = BigInteger.ONE.shiftLeft(1 << k);
        BigInteger conjugate = a.xor(a.divide(fermat));
        return product(conjugate, nimInverse(product(a, conjugate)));
    }

    /** a ⊗ b⁻¹ (CGSuite: refused for b = 0 by NimInverse). */
    public static BigInteger nimDiv(BigInteger a, BigInteger b) {
        BigInteger inv = nimInverse(b);
        return nimProduct(a, inv);
    }

    public static BigInteger uglyProduct(BigInteger a, BigInteger b) {
        if (a.signum() < 0 || b.signum() < 0) {
            throw new ArithmeticException("UglyProduct applies only to nonnegative integers.");
        }
        BigInteger result = BigInteger.ZERO;
        for (int m = 0; m < a.bitLength(); m++) {
            if (a.testBit(m)) {
                for (int n = 0; n < b.bitLength(); n++) {
                    if (b.testBit(n)) {
                        result = result.xor(twoPowerUgly(m, n));
                    }
                }
            }
        }
        return result;
    }

    /** 2^x ∪ 2^y (Winning Ways): 2^x ∪ 1 = 2^x, 2^x ∪ 2^y = 2^x + 2^(y-1) for x &gt; y &gt; 0, 2^x ∪ 2^x = 2^(x-1). */
    private static BigInteger twoPowerUgly(int x, int y) {
        BigInteger one = BigInteger.ONE;
        if (x == 0 || y == 0) {
            return one.shiftLeft(x + y);
        }
        if (x == y) {
            return one.shiftLeft(x - 1);
        }
        return one.shiftLeft(Math.max(x, y)).add(one.shiftLeft(Math.min(x, y) - 1));
    }

    /** The quotient truncated toward zero (CGSuite's Div; refused for b = 0). */
    public static BigInteger div(BigInteger a, BigInteger b) {
        if (b.signum() == 0) {
            throw new ArithmeticException("/ by zero");
        }
        return a.divide(b);
    }

    /** Floor of the base-2 logarithm of a &gt; 0. */
    public static int lb(BigInteger a) {
        if (a.signum() <= 0) {
            throw new ArithmeticException("Argument to Lb is not strictly positive: " + a);
        }
        return a.bitLength() - 1;
    }

    /** Floor of the square root of a ≥ 0. */
    public static BigInteger isqrt(BigInteger a) {
        if (a.signum() < 0) {
            throw new ArithmeticException("Argument to Isqrt is negative: " + a);
        }
        return a.sqrt();
    }

    /** An even number of ones in binary (of a negative number: of the bits that differ from its sign, as CGSuite). */
    public static boolean isEvil(BigInteger a) {
        return a.bitCount() % 2 == 0;
    }

    public static boolean isTwoPower(BigInteger a) {
        return a.signum() > 0 && a.bitCount() == 1;
    }

    /** -2^31 ≤ a &lt; 2^31, CGSuite's small integers. */
    public static boolean isSmallInteger(BigInteger a) {
        return a.bitLength() < 32;
    }
}
