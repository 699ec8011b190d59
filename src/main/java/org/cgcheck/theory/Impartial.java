package org.cgcheck.theory;

import java.math.BigInteger;
import java.util.BitSet;
import java.util.Collection;
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

    private static final Map<Integer, Form> KAYLES = new java.util.concurrent.ConcurrentHashMap<>();

    /** A row of n Kayles pins: remove one pin or two adjacent pins, possibly splitting the row. */
    public static Form kayles(int n) {
        if (n < 0 || n > 40) {
            throw new ArithmeticException("kayles: row length must be 0..40, got " + n);
        }
        Form cached = KAYLES.get(n);
        if (cached != null) {
            return cached;
        }
        java.util.List<Form> opts = new java.util.ArrayList<>();
        for (int take = 1; take <= 2; take++) {
            for (int i = 0; i + take <= n; i++) {
                opts.add(kayles(i).plus(kayles(n - take - i)));
            }
        }
        Form f = Form.of(opts, opts);
        KAYLES.put(n, f);
        return f;
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
        java.util.ArrayList<Integer> vals = new java.util.ArrayList<>();
        for (Form o : f.left()) {
            vals.add(grundyOf(o));
        }
        int g = mex(vals);
        GRUNDY.put(key, g);
        return g;
    }
}
