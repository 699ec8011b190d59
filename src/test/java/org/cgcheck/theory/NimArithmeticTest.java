package org.cgcheck.theory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigInteger;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The nim product on longs (the field of order 2^64 as a tower of quadratic extensions) against
 * the product by 2-powers that CGSuite uses (NimArithmetic.product on BigIntegers), and against
 * the mex definition on small numbers; CGSuite's own answers are in cgsuite-integers.tsv.
 */
class NimArithmeticTest {
    /** a ⊗ b = mex{(a' ⊗ b) ⊕ (a ⊗ b') ⊕ (a' ⊗ b')}, by its definition (ONAG ch. 6). */
    @Test
    void smallProductsAreTheMexDefinition() {
        int n = 32;
        int[][] t = new int[n][n];
        for (int a = 0; a < n; a++) {
            for (int b = 0; b < n; b++) {
                boolean[] seen = new boolean[n * n + 1];
                for (int x = 0; x < a; x++) {
                    for (int y = 0; y < b; y++) {
                        int v = t[x][b] ^ t[a][y] ^ t[x][y];
                        if (v < seen.length) {
                            seen[v] = true;
                        }
                    }
                }
                int m = 0;
                while (seen[m]) {
                    m++;
                }
                t[a][b] = m;
                assertEquals(BigInteger.valueOf(m), NimArithmetic.nimProduct(BigInteger.valueOf(a), BigInteger.valueOf(b)),
                        a + " ⊗ " + b);
            }
        }
    }

    @Test
    void longPathAgreesWithTheTwoPowerProduct() {
        Random r = new Random(7);
        for (int i = 0; i < 20000; i++) {
            int bits = 1 + r.nextInt(64);
            BigInteger a = new BigInteger(bits, r);
            BigInteger b = new BigInteger(1 + r.nextInt(64), r);
            assertEquals(NimArithmetic.product(a, b), NimArithmetic.nimProduct(a, b), a + " ⊗ " + b);
        }
    }

    @Test
    void inversesAndRefusals() {
        Random r = new Random(8);
        for (int i = 0; i < 2000; i++) {
            BigInteger a = new BigInteger(1 + r.nextInt(90), r).add(BigInteger.ONE);
            assertEquals(BigInteger.ONE, NimArithmetic.nimProduct(a, NimArithmetic.nimInverse(a)), a.toString());
        }
        assertThrows(ArithmeticException.class, () -> NimArithmetic.nimInverse(BigInteger.ZERO));
        assertThrows(ArithmeticException.class, () -> NimArithmetic.nimSum(BigInteger.ONE, BigInteger.valueOf(-1)));
        assertThrows(ArithmeticException.class, () -> NimArithmetic.div(BigInteger.TEN, BigInteger.ZERO));
    }
}
