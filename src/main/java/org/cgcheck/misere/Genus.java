package org.cgcheck.misere;

import java.util.Arrays;
import java.util.BitSet;
import java.util.List;

/**
 * Conway's genus g^{g0 g1 g2 ...} of an impartial game G (ONAG ch. 12, Winning Ways ch. 13): g is
 * the normal-play Grundy value G⁺, and g_k is the misère Grundy value G⁻ of G + *2 + ... + *2 (k
 * copies of *2). The sequence alternates between two values from some point on; {@link #sup} is
 * its shortest prefix (at least two digits) after which it does, so the genus of 0 is 0^120
 * (1, 2, 0, 2, 0, ...) and that of *2 is 2^20.
 */
public record Genus(int base, int[] sup) {
    public Genus {
        sup = sup.clone();
    }

    /** g_i for any i ≥ 0: past the prefix, the last two digits alternate. */
    public int digit(int i) {
        if (i < sup.length) {
            return sup[i];
        }
        int n = sup.length;
        return sup[n - 2 + ((i - (n - 2)) & 1)];
    }

    /** The misère Grundy value G⁻ = g0. */
    public int misereGrundy() {
        return sup[0];
    }

    /**
     * The genus of a game with options of these genera. G + k·*2 moves to G' + k·*2 (digit k of the
     * option) or, for k ≥ 1, to G + (k-1)·*2 + 0 and G + (k-1)·*2 + * (G⁻ of H + * is G⁻(H) xor 1),
     * so g_k = mex({g'_k} ∪ {g_(k-1), g_(k-1) xor 1}); g_0 of 0 is 1. Digits are computed two past
     * the options' prefixes (where they all alternate), plus a margin, then the prefix is trimmed.
     */
    static Genus ofOptions(List<Genus> options) {
        BitSet plus = new BitSet();
        int len = 2;
        for (Genus o : options) {
            plus.set(o.base);
            len = Math.max(len, o.sup.length);
        }
        len += 4;
        int[] d = new int[len];
        for (int i = 0; i < len; i++) {
            BitSet seen = new BitSet();
            for (Genus o : options) {
                seen.set(o.digit(i));
            }
            if (i == 0) {
                d[0] = options.isEmpty() ? 1 : seen.nextClearBit(0);
            } else {
                seen.set(d[i - 1]);
                seen.set(d[i - 1] ^ 1);
                d[i] = seen.nextClearBit(0);
            }
        }
        int n = len;
        while (n > 2 && d[n - 1] == d[n - 3]) {
            n--;
        }
        return new Genus(plus.nextClearBit(0), Arrays.copyOf(d, n));
    }

    /**
     * CGSuite's plain text: {@code 0^120}, {@code 2^20}; when a digit has two places, the digits
     * are separated: {@code 10^(10,8)}.
     */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder().append(base).append('^');
        boolean big = Arrays.stream(sup).anyMatch(x -> x >= 10);
        if (big) {
            sb.append('(');
        }
        for (int i = 0; i < sup.length; i++) {
            if (big && i > 0) {
                sb.append(',');
            }
            sb.append(sup[i]);
        }
        return big ? sb.append(')').toString() : sb.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Genus g && g.base == base && Arrays.equals(g.sup, sup);
    }

    @Override
    public int hashCode() {
        return base * 31 + Arrays.hashCode(sup);
    }
}
