package org.cgcheck.theory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.cgcheck.form.Form;
import org.cgcheck.game.Game;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Kayles rows built position by position: same forms, Grundy values by heap, exact sizes. */
@Timeout(120)      // hang guard only
class KaylesTest {
    /** OEIS A002186, Kayles Grundy values for rows of 0..40 pins. */
    private static final int[] GRUNDY = {0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7,
        4, 1, 2, 8, 5, 4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 3, 1};

    /** The textbook construction: options are literal sums of shorter rows. */
    private static Form bySums(int n) {
        List<Form> opts = new ArrayList<>();
        for (int take = 1; take <= 2; take++) {
            for (int i = 0; i + take <= n; i++) {
                opts.add(bySums(i).plus(bySums(n - take - i)));
            }
        }
        return Form.of(opts, opts);
    }

    @Test
    void sameFormsAsTheLiteralSums() {
        for (int n = 0; n <= 9; n++) {
            assertSame(bySums(n), Impartial.kayles(n), "kayles(" + n + ")");
        }
    }

    @Test
    void grundyValuesOfEveryRowUpToForty() {
        for (int n = 0; n <= 40; n++) {
            assertEquals(GRUNDY[n], Impartial.grundy(Impartial.kayles(n)), "kayles(" + n + ")");
            assertSame(Game.nimber(GRUNDY[n]), Impartial.kayles(n).value(), "canonical(kayles(" + n + "))");
        }
    }

    @Test
    void grundyByTheMexRuleOnTheTree() {
        Map<Form, Integer> memo = new IdentityHashMap<>();
        for (int n = 0; n <= 16; n++) {
            assertEquals(GRUNDY[n], mex(Impartial.kayles(n), memo), "kayles(" + n + ")");
        }
    }

    @Test
    void sizesAreExactBeyondALong() {
        Map<Form, BigInteger> memo = new IdentityHashMap<>();
        for (int n : new int[] {10, 15, 22, 30}) {
            Form k = Impartial.kayles(n);
            assertEquals(treeSize(k, memo), k.exactSize(), "size(kayles(" + n + "))");
        }
        assertTrue(Impartial.kayles(22).exactSize().compareTo(BigInteger.valueOf(Long.MAX_VALUE)) > 0);
    }

    private static int mex(Form f, Map<Form, Integer> memo) {
        Integer m = memo.get(f);
        if (m == null) {
            BitSet seen = new BitSet();
            for (Form o : f.left()) {
                seen.set(mex(o, memo));
            }
            m = seen.nextClearBit(0);
            memo.put(f, m);
        }
        return m;
    }

    private static BigInteger treeSize(Form f, Map<Form, BigInteger> memo) {
        BigInteger s = memo.get(f);
        if (s == null) {
            s = BigInteger.ZERO;
            for (Form o : f.left()) {
                s = s.add(BigInteger.ONE).add(treeSize(o, memo));
            }
            for (Form o : f.right()) {
                s = s.add(BigInteger.ONE).add(treeSize(o, memo));
            }
            memo.put(f, s);
        }
        return s;
    }
}
