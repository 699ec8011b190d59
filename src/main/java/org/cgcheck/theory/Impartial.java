package org.cgcheck.theory;

import java.math.BigInteger;
import java.util.BitSet;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
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

    /** grundy(F) = mex of the options' Grundy values; F must be impartial. */
    public static int grundy(Form f) {
        if (!f.isImpartial()) {
            throw new ArithmeticException("grundy needs an impartial form; " + f + " is not impartial");
        }
        return grundy(f, new HashMap<>());
    }

    private static int grundy(Form f, Map<Form, Integer> memo) {
        Integer m = memo.get(f);
        if (m != null) {
            return m;
        }
        java.util.ArrayList<Integer> vals = new java.util.ArrayList<>();
        for (Form o : f.left()) {
            vals.add(grundy(o, memo));
        }
        int g = mex(vals);
        memo.put(f, g);
        return g;
    }
}
