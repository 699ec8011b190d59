package org.cgcheck.misere;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Parts of misère canonical forms: H is a part of G if G = H + K for some K (misère play is
 * cancellative, so K = G - H is unique). The 2-partitions of an even G are found from its
 * options' partitions by Siegel's method (the one CGSuite uses, MisereCanonicalGameOps): a part
 * X of every option is a part of G when the would-be difference {G' - X, G - X'} works out
 * ("type 1"), or X pairs with a Y that the options name ("type 2"); a G with three or more prime
 * options is prime. Used to print CGSuite's subscripts ({@code 2[2]} is *2 + *2) and to read
 * them back ({@code 2[#-2]} is 2# - *2). Every difference found is checked by adding it back
 * (MisereNotationTest).
 */
final class MisereParts {
    private MisereParts() {
    }

    private static final Map<Integer, List<MisereCanonicalGame>> PARTITIONS = new ConcurrentHashMap<>();

    /** G - H: the K with H + K = G, or null if H is not a part of G. */
    static MisereCanonicalGame subtract(MisereCanonicalGame g, MisereCanonicalGame h) {
        List<MisereCanonicalGame> parts = partitions(g.evenPart());
        int i = parts.indexOf(h.evenPart());
        if (i < 0) {
            return null;
        }
        return withParity(parts.get(i ^ 1), g.isOdd() ^ h.isOdd());
    }

    /** K, or K + * when odd and K is even (CGSuite's id | 1). */
    private static MisereCanonicalGame withParity(MisereCanonicalGame k, boolean odd) {
        return odd && !k.isOdd() ? k.plusStar() : k;
    }

    /** The pairs X, Y with X + Y = E (E even), flattened: 0, E, X1, Y1, X2, Y2, ... */
    static List<MisereCanonicalGame> partitions(MisereCanonicalGame e) {
        List<MisereCanonicalGame> known = PARTITIONS.get(e.id());
        if (known != null) {
            return known;
        }
        List<MisereCanonicalGame> parts = new ArrayList<>(List.of(MisereCanonicalGame.ZERO, e));
        MisereCanonicalGame[] opts = e.orderedOptions();
        List<List<MisereCanonicalGame>> optParts = new ArrayList<>();
        int primes = 0;
        for (MisereCanonicalGame o : opts) {
            MisereCanonicalGame oe = o.evenPart();
            if (oe == MisereCanonicalGame.ZERO) {
                primes = Integer.MAX_VALUE;       // 0 or * is an option: G is prime or a unit
                break;
            }
            List<MisereCanonicalGame> p = partitions(oe);
            optParts.add(p);
            if (p.size() == 2 && (!o.isOdd() || !contains(opts, oe)) && ++primes >= 3) {
                break;
            }
        }
        if (primes < 3) {
            search(parts, opts, optParts);
        }
        List<MisereCanonicalGame> result = List.copyOf(parts);
        PARTITIONS.put(e.id(), result);
        return result;
    }

    private static void search(List<MisereCanonicalGame> parts, MisereCanonicalGame[] opts,
            List<List<MisereCanonicalGame>> optParts) {
        TreeSet<MisereCanonicalGame> candidates = new TreeSet<>(MisereOrder.ORDER);
        optParts.forEach(candidates::addAll);
        boolean changed = true;
        while (changed) {
            changed = false;
            for (MisereCanonicalGame x : candidates) {
                if (parts.contains(x)) {
                    continue;
                }
                MisereCanonicalGame y = typeOne(x, parts, opts, optParts);
                if (y == null) {
                    y = typeTwo(x, parts, opts, optParts);
                }
                if (y != null) {
                    parts.add(x);
                    parts.add(y);
                    changed = true;
                }
            }
        }
    }

    /**
     * X's difference when every option X' has a known difference G - X' and X is a part of every
     * option G': then it is {G' - X, G - X'}. Otherwise null, and the pairs a type-2 partner may
     * come from are left in {@code candidates}.
     */
    private static MisereCanonicalGame typeOne(MisereCanonicalGame x, List<MisereCanonicalGame> parts,
            MisereCanonicalGame[] opts, List<List<MisereCanonicalGame>> optParts) {
        List<MisereCanonicalGame> diffOptions = new ArrayList<>();
        for (MisereCanonicalGame xo : x.orderedOptions()) {
            int k = parts.indexOf(xo.evenPart());
            if (k < 0) {
                return null;
            }
            diffOptions.add(withParity(parts.get(k ^ 1), xo.isOdd()));
        }
        for (int i = 0; i < opts.length; i++) {
            int k = optParts.get(i).indexOf(x);
            if (k < 0) {
                return null;
            }
            diffOptions.add(withParity(optParts.get(i).get(k ^ 1), opts[i].isOdd()));
        }
        return MisereCanonicalGame.of(diffOptions);
    }

    /** The type-2 partner Y of X among the candidates the options suggest, or null. */
    private static MisereCanonicalGame typeTwo(MisereCanonicalGame x, List<MisereCanonicalGame> parts,
            MisereCanonicalGame[] opts, List<List<MisereCanonicalGame>> optParts) {
        MisereCanonicalGame[] xOpts = x.orderedOptions();
        for (MisereCanonicalGame y : typeTwoCandidates(x, xOpts, parts, opts, optParts)) {
            MisereCanonicalGame[] yOpts = y.orderedOptions();
            if (optionsSplit(x, y, xOpts, yOpts, opts, optParts) && covered(xOpts, yOpts, y, parts, opts, optParts, false)
                    && covered(yOpts, xOpts, x, parts, opts, optParts, true)) {
                return y;
            }
        }
        return null;
    }

    /**
     * Where the type-1 test first failed: for the first option X' with no known difference, the
     * partners of X' in the options' partitions; else, for the first option G' that X is not a part
     * of, the partners there of X's options.
     */
    private static List<MisereCanonicalGame> typeTwoCandidates(MisereCanonicalGame x, MisereCanonicalGame[] xOpts,
            List<MisereCanonicalGame> parts, MisereCanonicalGame[] opts, List<List<MisereCanonicalGame>> optParts) {
        List<MisereCanonicalGame> out = new ArrayList<>();
        for (MisereCanonicalGame xo : xOpts) {
            if (parts.indexOf(xo.evenPart()) < 0) {
                for (List<MisereCanonicalGame> p : optParts) {
                    int k = p.indexOf(xo.evenPart());
                    if (k >= 0) {
                        out.add(p.get(k ^ 1));
                    }
                }
                return out;
            }
        }
        for (List<MisereCanonicalGame> p : optParts) {
            if (p.indexOf(x) < 0) {
                for (MisereCanonicalGame xo : xOpts) {
                    int k = p.indexOf(xo.evenPart());
                    if (k >= 0) {
                        out.add(p.get(k ^ 1));
                    }
                }
                return out;
            }
        }
        return out;
    }

    /** Every option G' is X + Y' (with Y' an option of Y) or X' + Y. */
    private static boolean optionsSplit(MisereCanonicalGame x, MisereCanonicalGame y, MisereCanonicalGame[] xOpts,
            MisereCanonicalGame[] yOpts, MisereCanonicalGame[] opts, List<List<MisereCanonicalGame>> optParts) {
        for (int i = 0; i < opts.length; i++) {
            List<MisereCanonicalGame> p = optParts.get(i);
            int k = p.indexOf(x);
            if (k >= 0 && contains(yOpts, withParity(p.get(k ^ 1), opts[i].isOdd()))) {
                continue;
            }
            k = p.indexOf(y);
            if (k >= 0 && contains(xOpts, withParity(p.get(k ^ 1), opts[i].isOdd()))) {
                continue;
            }
            return false;
        }
        return true;
    }

    /**
     * Every option A' of A (A = X or Y, B the other) is accounted for: G - A' is a known part that
     * is an option of B (up to parity when {@code parityFree}), or A' is G' - B for an option G'.
     */
    private static boolean covered(MisereCanonicalGame[] aOpts, MisereCanonicalGame[] bOpts, MisereCanonicalGame b,
            List<MisereCanonicalGame> parts, MisereCanonicalGame[] opts, List<List<MisereCanonicalGame>> optParts,
            boolean parityFree) {
        next:
        for (MisereCanonicalGame ao : aOpts) {
            int k = parts.indexOf(ao.evenPart());
            if (k >= 0) {
                MisereCanonicalGame d = withParity(parts.get(k ^ 1), ao.isOdd());
                if (parityFree ? containsEvenPart(bOpts, d.evenPart()) : contains(bOpts, d)) {
                    continue;
                }
            }
            for (int j = 0; j < opts.length; j++) {
                List<MisereCanonicalGame> p = optParts.get(j);
                int m = p.indexOf(b);
                if (m >= 0 && ao == withParity(p.get(m ^ 1), opts[j].isOdd())) {
                    continue next;
                }
            }
            return false;
        }
        return true;
    }

    private static boolean contains(MisereCanonicalGame[] a, MisereCanonicalGame g) {
        for (MisereCanonicalGame x : a) {
            if (x == g) {
                return true;
            }
        }
        return false;
    }

    private static boolean containsEvenPart(MisereCanonicalGame[] a, MisereCanonicalGame e) {
        for (MisereCanonicalGame x : a) {
            if (x.evenPart() == e) {
                return true;
            }
        }
        return false;
    }
}
