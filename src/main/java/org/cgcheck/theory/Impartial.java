package org.cgcheck.theory;

import java.math.BigInteger;
import java.util.BitSet;
import java.util.Collection;
import java.util.List;
import org.cgcheck.form.Form;

/** Impartial forms: Grundy values by the mex rule (Sprague–Grundy). */
public final class Impartial {
    private Impartial() {
    }

    /** mex: the least non-negative integer not in the collection. */
    public static int mex(Collection<Integer> values) {
        BitSet seen = new BitSet();
        for (int v : values) {
            if (v >= 0) {
                seen.set(v);
            }
        }
        return seen.nextClearBit(0);
    }

    public static BigInteger mexOf(List<BigInteger> values) {
        BitSet seen = new BitSet();
        for (BigInteger v : values) {
            if (v.signum() >= 0 && v.bitLength() < 31) {
                seen.set(v.intValue());
            }
        }
        return BigInteger.valueOf(seen.nextClearBit(0));
    }

    /** A row of n pins: remove one pin or two adjacent pins, possibly splitting the row. */
    public static Form kayles(int n) {
        return kayles(java.math.BigInteger.valueOf(n));
    }

    /** The row of n pins; refused with n as written when it is past {@link Kayles#MAX_ROW}. */
    public static Form kayles(java.math.BigInteger big) {
        int n = big.bitLength() > 31 ? -1 : big.intValue();
        if (n < 0 || n > Kayles.MAX_ROW) {
            throw new ArithmeticException("kayles: row length must be 0.." + Kayles.MAX_ROW + ", got " + big);
        }
        return Kayles.row(n);
    }

    /** grundy(F) = mex of the options' Grundy values; F must be impartial. */
    public static int grundy(Form f) {
        if (!f.isImpartial()) {
            throw new ArithmeticException("grundy needs an impartial form; " + f + " is not impartial");
        }
        return grundyOf(f);
    }

    // Bounded, keyed by id: a map from forms would keep every form it saw alive.
    private static final org.cgcheck.game.OpCache<Integer> GRUNDY = new org.cgcheck.game.OpCache<>(16);

    private static int grundyOf(Form f) {
        long key = org.cgcheck.game.OpCache.key(f.id(), 0);
        Integer m = GRUNDY.get(key);
        if (m != null) {
            return m;
        }
        Integer known = Kayles.knownGrundy(f);      // Kayles positions: nim-sum of their rows
        if (known != null) {
            return known;
        }
        java.util.ArrayList<Integer> vals = new java.util.ArrayList<>();
        for (Form o : f.left()) {
            vals.add(grundyOf(o));
        }
        int g = mex(vals);
        GRUNDY.put(key, g);
        return g;
    }
}
