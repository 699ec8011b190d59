package org.cgcheck.misere;

import java.util.List;

/**
 * The misère Grundy value G⁻(G + H) of a sum of two misère canonical forms, found by play on the
 * pairs of their subforms (G⁻(G + H) is the mex of G⁻(G' + H) and G⁻(G + H'), and 1 for 0)
 * without building the sum's canonical form: no option set is sorted, simplified or interned.
 * For {@code miserenimvalue(game.heap.Kayles(20) + game.heap.Kayles(25))} this is what the
 * answer needs; the canonical sum ({@link MisereCanonicalGame#plus}) costs several times more.
 * Pairs are taken on even parts, since G⁻(E + *) = G⁻(E) xor 1 (docs/misere.md, the genus),
 * which halves them. Checked against the canonical sum's G⁻ in MisereSumTest.
 */
final class SumGrundy {
    private SumGrundy() {
    }

    private static final PairMemo<Integer> MEMO = new PairMemo<>();

    /** G⁻ of the sum of the forms (the last two by pairs, the others added canonically first). */
    static int of(List<MisereCanonicalGame> parts) {
        if (parts.isEmpty()) {
            return MisereCanonicalGame.ZERO.misereGrundy();
        }
        MisereCanonicalGame rest = MisereCanonicalGame.ZERO;
        for (int i = 0; i < parts.size() - 1; i++) {
            rest = rest.plus(parts.get(i));
        }
        return of(rest, parts.get(parts.size() - 1));
    }

    /** G⁻(g + h). */
    static int of(MisereCanonicalGame g, MisereCanonicalGame h) {
        int flip = 0;
        if (g.isOdd()) {
            g = g.plusStar();
            flip ^= 1;
        }
        if (h.isOdd()) {
            h = h.plusStar();
            flip ^= 1;
        }
        if (g == MisereCanonicalGame.ZERO || h == MisereCanonicalGame.ZERO) {
            return (g == MisereCanonicalGame.ZERO ? h : g).misereGrundy() ^ flip;
        }
        return even(g, h) ^ flip;
    }

    /** G⁻(g + h) for even g, h ≠ 0. */
    private static int even(MisereCanonicalGame g, MisereCanonicalGame h) {
        long key = PairMemo.key(g.id(), h.id());
        Integer known = MEMO.get(key);
        if (known != null) {
            return known;
        }
        org.cgcheck.game.EvaluationStopped.check();
        long seen = 0;                  // the options' values below 64, as bits; larger ones are rare
        java.util.BitSet large = null;
        for (int side = 0; side < 2; side++) {
            MisereCanonicalGame moved = side == 0 ? g : h;
            MisereCanonicalGame other = side == 0 ? h : g;
            for (MisereCanonicalGame o : moved.optionArray()) {
                int v = of(o, other);
                if (v < 64) {
                    seen |= 1L << v;
                } else {
                    large = large == null ? new java.util.BitSet() : large;
                    large.set(v);
                }
            }
        }
        int mex = Long.numberOfTrailingZeros(~seen);
        if (mex == 64 && large != null) {
            mex = large.nextClearBit(64);
        }
        MEMO.put(key, mex);
        return mex;
    }
}
