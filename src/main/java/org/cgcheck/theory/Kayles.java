package org.cgcheck.theory;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.cgcheck.form.Form;

/**
 * Kayles positions as literal forms, built position by position: a position is a multiset of
 * rows, so each is built once from its sorted row lengths. (Building a row's options as literal
 * sums of smaller rows re-derives the same positions through many different pairs of summands,
 * which made kayles(36) take 24 s and 1.5 GB.) The Grundy value of every position is known
 * as it is built: the nim-sum of its rows' values, each from the mex recurrence.
 */
final class Kayles {
    private Kayles() {
    }

    static final int MAX_ROW = 40;

    /** Grundy values of single rows by the mex recurrence: g(n) = mex of g(i) xor g(n-take-i). */
    private static final int[] ROW_GRUNDY = new int[MAX_ROW + 1];

    static {
        for (int n = 1; n <= MAX_ROW; n++) {
            java.util.BitSet seen = new java.util.BitSet();
            for (int take = 1; take <= 2; take++) {
                for (int i = 0; i + take <= n; i++) {
                    seen.set(ROW_GRUNDY[i] ^ ROW_GRUNDY[n - take - i]);
                }
            }
            ROW_GRUNDY[n] = seen.nextClearBit(0);
        }
    }

    /** Positions by sorted row lengths (a string of chars), and the Grundy value of each form. */
    private static final Map<String, Form> POSITIONS = new HashMap<>();
    private static final Map<Form, Integer> GRUNDY = new HashMap<>();

    /** A row of n pins. */
    static synchronized Form row(int n) {
        return position(n == 0 ? new int[0] : new int[] {n});
    }

    /** The Grundy value of f if it is a Kayles position built here, else null. */
    static synchronized Integer knownGrundy(Form f) {
        return GRUNDY.get(f);
    }

    private static Form position(int[] rows) {
        String key = key(rows);
        Form f = POSITIONS.get(key);
        if (f != null) {
            return f;
        }
        List<Form> opts = new ArrayList<>();
        for (int r = 0; r < rows.length; r++) {
            if (r > 0 && rows[r] == rows[r - 1]) {
                continue;                       // equal rows give the same options
            }
            int n = rows[r];
            for (int take = 1; take <= 2; take++) {
                for (int i = 0; 2 * i <= n - take; i++) {
                    opts.add(position(replace(rows, r, i, n - take - i)));
                }
            }
        }
        f = Form.of(opts, opts);
        int g = 0;
        for (int n : rows) {
            g ^= ROW_GRUNDY[n];
        }
        POSITIONS.put(key, f);
        GRUNDY.put(f, g);
        return f;
    }

    /** rows with rows[r] replaced by the rows a and b (zero-length rows dropped), sorted. */
    private static int[] replace(int[] rows, int r, int a, int b) {
        int[] out = new int[rows.length + 1];
        int k = 0;
        for (int i = 0; i < rows.length; i++) {
            if (i != r) {
                out[k++] = rows[i];
            }
        }
        if (a > 0) {
            out[k++] = a;
        }
        if (b > 0) {
            out[k++] = b;
        }
        int[] s = Arrays.copyOf(out, k);
        Arrays.sort(s);
        return s;
    }

    private static String key(int[] rows) {
        char[] c = new char[rows.length];
        for (int i = 0; i < rows.length; i++) {
            c[i] = (char) rows[i];
        }
        return new String(c);
    }
}
