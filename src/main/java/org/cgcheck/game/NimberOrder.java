package org.cgcheck.game;

import java.util.BitSet;

/**
 * How a game compares with every nimber at once: A(G) = {n : G ≥ *n} and B(G) = {n : G ≤ *n}.
 * Comparing a large nimber with a general game through the nimber's n options is quadratic in
 * n; these sets need one pass over G's options instead, however large n is.
 *
 * <p>By the definition of ≤, n ∈ A(G) iff no G^R ≤ *n and no k &lt; n has G ≤ *k, that is
 * n ∈ A' = ℕ \ ∪ B(G^R) and n ≤ min B(G); likewise n ∈ B(G) iff n ∈ B' = ℕ \ ∪ A(G^L) and
 * n ≤ min A(G). With a' = min A' and b' = min B': if a' &lt; b' then A = A', B = ∅; if
 * b' &lt; a' then A = ∅, B = B'; if a' = b' = m then A = B = {m} (G = *m); if both are empty,
 * so are A and B. By induction every such set is finite or cofinite.
 */
final class NimberOrder {
    private NimberOrder() {
    }

    /** A finite set (bits are its elements) or a cofinite one (bits are the missing ones). */
    record NimSet(boolean cofinite, BitSet bits) {
        static final NimSet EMPTY = new NimSet(false, new BitSet());
        static final NimSet ALL = new NimSet(true, new BitSet());

        static NimSet single(int n) {
            BitSet b = new BitSet();
            b.set(n);
            return new NimSet(false, b);
        }

        static NimSet allBut(int n) {
            BitSet b = new BitSet();
            b.set(n);
            return new NimSet(true, b);
        }

        boolean contains(int n) {
            return cofinite != bits.get(n);
        }

        /** The least element, or Integer.MAX_VALUE for the empty set. */
        int min() {
            int m = cofinite ? bits.nextClearBit(0) : bits.nextSetBit(0);
            return m < 0 ? Integer.MAX_VALUE : m;
        }

        NimSet complement() {
            return new NimSet(!cofinite, bits);
        }

        NimSet union(NimSet o) {
            BitSet b = (BitSet) bits.clone();
            if (!cofinite && !o.cofinite) {
                b.or(o.bits);
                return new NimSet(false, b);
            }
            if (cofinite && o.cofinite) {
                b.and(o.bits);
                return new NimSet(true, b);
            }
            if (cofinite) {
                b.andNot(o.bits);
                return new NimSet(true, b);
            }
            BitSet c = (BitSet) o.bits.clone();
            c.andNot(bits);
            return new NimSet(true, c);
        }
    }

    /** A(G) and B(G). */
    record Sets(NimSet geq, NimSet leq) { }

    /** G ≥ *n. */
    static boolean geqNimber(Game g, int n) {
        return of(g).geq.contains(n);
    }

    /** G ≤ *n. */
    static boolean leqNimber(Game g, int n) {
        return of(g).leq.contains(n);
    }

    static Sets of(Game g) {
        Sets s = g.nimberOrder;
        if (s == null) {
            s = g.number != null ? closedForm(g) : fromOptions(g);
            g.nimberOrder = s;
        }
        return s;
    }

    /** x + a↑ + *s: a nonzero number x decides; else ↑-multiples of 2 or more beat every nimber. */
    private static Sets closedForm(Game g) {
        int sign = g.number.signum();
        if (sign != 0) {
            return sign > 0 ? new Sets(NimSet.ALL, NimSet.EMPTY) : new Sets(NimSet.EMPTY, NimSet.ALL);
        }
        int a = g.ups;
        if (a == 0) {
            NimSet s = NimSet.single(g.star);
            return new Sets(s, s);
        }
        // ↑ + *m ≥ 0 unless m = 1 (↑* is fuzzy); ↑ + *m ≤ 0 never.
        NimSet some = Math.abs(a) == 1 ? NimSet.allBut(g.star ^ 1) : NimSet.ALL;
        return a > 0 ? new Sets(some, NimSet.EMPTY) : new Sets(NimSet.EMPTY, some);
    }

    private static Sets fromOptions(Game g) {
        return fromOptions(g.leftArray(), g.rightArray());
    }

    /** A(G) and B(G) for G = {l | r}, which need not be canonical. */
    static Sets fromOptions(Game[] l, Game[] r) {
        NimSet unionR = NimSet.EMPTY;
        for (Game gr : r) {
            unionR = unionR.union(of(gr).leq);
        }
        NimSet unionL = NimSet.EMPTY;
        for (Game gl : l) {
            unionL = unionL.union(of(gl).geq);
        }
        NimSet a = unionR.complement();
        NimSet b = unionL.complement();
        int minA = a.min();
        int minB = b.min();
        if (minA < minB) {
            return new Sets(a, NimSet.EMPTY);
        }
        if (minB < minA) {
            return new Sets(NimSet.EMPTY, b);
        }
        if (minA == Integer.MAX_VALUE) {
            return new Sets(NimSet.EMPTY, NimSet.EMPTY);
        }
        NimSet m = NimSet.single(minA);
        return new Sets(m, m);
    }
}
