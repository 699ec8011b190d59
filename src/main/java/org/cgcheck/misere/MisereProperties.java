package org.cgcheck.misere;

import java.util.ArrayList;
import java.util.List;

/**
 * CGSuite's properties of misère canonical forms (MisereCanonicalGame, defined in its
 * MisereCanonicalGameOps) that cgcheck did not answer before issue 42: the phyla (tame, restive,
 * ...; Conway ONAG ch. 12, Winning Ways ch. 13), evenness, primality, parts and partitions, with
 * CGSuite's definitions:
 * <ul>
 * <li>tame = hereditarily tame (nim heap or every follower tame), generally tame = tame or
 * reversibly tame; restive and generally restive likewise; tameable includes generally tame;</li>
 * <li>half-tame: not generally tame, and G + G is generally tame of genus 0^0;</li>
 * <li>even: born before G + * (0 is even, * is odd); a nim heap: the heap of its birthday;</li>
 * <li>prime: not 0 or *, and its even part has no 2-partition but 0 + itself;</li>
 * <li>extraverted: a part of {G}; introverted: a part of each of its options (only 0 and *).</li>
 * </ul>
 */
public final class MisereProperties {
    private MisereProperties() {
    }

    public static boolean isTame(MisereCanonicalGame g) {
        Phylum p = g.phylum();
        return p == Phylum.NIMHEAP || p == Phylum.HEREDITARILY_TAME;
    }

    public static boolean isGenerallyTame(MisereCanonicalGame g) {
        return g.phylum().generallyTame();
    }

    public static boolean isTameable(MisereCanonicalGame g) {
        return g.phylum().tameable();
    }

    public static boolean isRestive(MisereCanonicalGame g) {
        return g.phylum() == Phylum.HEREDITARILY_RESTIVE;
    }

    public static boolean isGenerallyRestive(MisereCanonicalGame g) {
        Phylum p = g.phylum();
        return p == Phylum.HEREDITARILY_RESTIVE || p == Phylum.REVERSIBLY_RESTIVE;
    }

    public static boolean isRestless(MisereCanonicalGame g) {
        return g.phylum() == Phylum.RESTLESS;
    }

    /** Not generally tame, and G + G generally tame with G⁺ = G⁻ = 0. */
    public static boolean isHalfTame(MisereCanonicalGame g) {
        if (isGenerallyTame(g)) {
            return false;
        }
        MisereCanonicalGame d = g.plus(g);
        return isGenerallyTame(d) && d.normalGrundy() == 0 && d.misereGrundy() == 0;
    }

    public static boolean isEven(MisereCanonicalGame g) {
        return !g.isOdd();
    }

    public static boolean isNimHeap(MisereCanonicalGame g) {
        return g == MisereCanonicalGame.nimHeap(g.birthday());
    }

    /** 0 and * are units, not primes; otherwise prime iff the even part's only 2-partition is 0 + itself. */
    public static boolean isPrime(MisereCanonicalGame g) {
        return !isUnit(g) && MisereParts.partitions(g.evenPart()).size() == 2;
    }

    private static boolean isUnit(MisereCanonicalGame g) {
        return g == MisereCanonicalGame.ZERO || g == MisereCanonicalGame.nimHeap(1);
    }

    /** G is a part of {G} (CGSuite: equivalently, divine). */
    public static boolean isExtraverted(MisereCanonicalGame g) {
        return MisereParts.subtract(MisereCanonicalGame.of(List.of(g)), g) != null;
    }

    /** A part of each of its options: by the Extraversion-Introversion Theorem, 0 and * only. */
    public static boolean isIntroverted(MisereCanonicalGame g) {
        return isUnit(g);
    }

    /** The options in CGSuite's order. */
    public static List<MisereCanonicalGame> options(MisereCanonicalGame g) {
        return List.of(g.orderedOptions());
    }

    /**
     * The nonzero even proper parts, as CGSuite lists them: the 2-partitions of the even part
     * but 0 + G, each pair's two sides (one if they are equal).
     */
    public static List<MisereCanonicalGame> parts(MisereCanonicalGame g) {
        return parts(g, true, false);
    }

    private static List<MisereCanonicalGame> parts(MisereCanonicalGame g, boolean proper, boolean prime) {
        List<MisereCanonicalGame> pairs = MisereParts.partitions(g.evenPart());
        List<MisereCanonicalGame> out = new ArrayList<>();
        for (int i = proper ? 2 : 0; i < pairs.size(); i += 2) {
            if (!prime || isPrime(pairs.get(i))) {
                out.add(pairs.get(i));
            }
            if (pairs.get(i + 1) != pairs.get(i) && (!prime || isPrime(pairs.get(i + 1)))) {
                out.add(pairs.get(i + 1));
            }
        }
        return out;
    }

    /**
     * Every way to write G as a sum of even primes in CGSuite's order (each list nondecreasing),
     * with * at the end when G is odd.
     */
    public static List<List<MisereCanonicalGame>> partitions(MisereCanonicalGame g) {
        List<List<MisereCanonicalGame>> out = new ArrayList<>();
        build(g, out, new ArrayList<>());
        return out;
    }

    private static void build(MisereCanonicalGame g, List<List<MisereCanonicalGame>> out,
            List<MisereCanonicalGame> partial) {
        if (isUnit(g)) {
            List<MisereCanonicalGame> copy = new ArrayList<>(partial);
            if (g != MisereCanonicalGame.ZERO) {
                copy.add(g);
            }
            out.add(copy);
            return;
        }
        for (MisereCanonicalGame p : parts(g, false, true)) {
            if (partial.isEmpty() || MisereOrder.ORDER.compare(partial.get(partial.size() - 1), p) <= 0) {
                partial.add(p);
                build(MisereParts.subtract(g, p), out, partial);
                partial.remove(partial.size() - 1);
            }
        }
    }

    /** A list as CGSuite prints it: {@code [*[1],*[2#]]}. */
    public static String print(List<?> items) {
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < items.size(); i++) {
            if (i > 0) {
                sb.append(',');
            }
            Object x = items.get(i);
            sb.append(x instanceof List<?> l ? print(l) : String.valueOf(x));
        }
        return sb.append(']').toString();
    }
}
