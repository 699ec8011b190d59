package org.cgcheck.misere;

import java.util.Arrays;
import java.util.Comparator;

/**
 * CGSuite's canonical order of misère canonical forms, which decides the order options are
 * printed in: by the even part's birthday, number of options, G⁺, G⁻, then its options compared
 * in this order one by one; a game before its odd twin (G before G + *). The order is a
 * property of the forms, not of when they were made, so printing is deterministic.
 */
final class MisereOrder implements Comparator<MisereCanonicalGame> {
    static final MisereOrder ORDER = new MisereOrder();

    private MisereOrder() {
    }

    @Override
    public int compare(MisereCanonicalGame a, MisereCanonicalGame b) {
        if (a == b) {
            return 0;
        }
        MisereCanonicalGame ea = a.evenPart();
        MisereCanonicalGame eb = b.evenPart();
        if (ea == eb) {
            return a.isOdd() ? 1 : -1;
        }
        int c = Integer.compare(ea.birthday(), eb.birthday());
        if (c == 0) {
            c = Integer.compare(ea.options().size(), eb.options().size());
        }
        if (c == 0) {
            c = Integer.compare(ea.normalGrundy(), eb.normalGrundy());
        }
        if (c == 0) {
            c = Integer.compare(ea.misereGrundy(), eb.misereGrundy());
        }
        if (c != 0) {
            return c;
        }
        MisereCanonicalGame[] oa = ea.orderedOptions();
        MisereCanonicalGame[] ob = eb.orderedOptions();
        for (int i = 0; i < oa.length; i++) {
            c = compare(oa[i], ob[i]);
            if (c != 0) {
                return c;
            }
        }
        throw new IllegalStateException("two interned misère forms with the same options: " + a.id() + ", " + b.id());
    }

    /** The options sorted in canonical order. */
    static MisereCanonicalGame[] sorted(java.util.List<MisereCanonicalGame> options) {
        MisereCanonicalGame[] a = options.toArray(new MisereCanonicalGame[0]);
        Arrays.sort(a, ORDER);
        return a;
    }
}
