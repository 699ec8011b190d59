package org.cgcheck.misere;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.cgcheck.form.Form;

/**
 * The reduced dicots born by day n, modulo D (misère play). Every dicot born by day n is
 * equivalent to a form whose options are reduced dicots born by day n − 1, and the options of a
 * reduced form are pairwise incomparable (no option dominates another), so day n is the set of
 * reduced forms of {L | R} over the pairs of nonempty antichains L, R of day n − 1 (under ≥ mod D),
 * together with 0. Days 0–3 are built.
 */
public final class DicotDays {
    private DicotDays() {
    }

    public static final int MAX_BUILT_DAY = 3;

    private static final List<List<Form>> DAYS = new ArrayList<>(List.of(List.of(Form.ZERO)));

    /**
     * By birthday, size, then the options compared the same way: a structural order, so the
     * lists do not depend on form ids (which follow creation order, as does the notation's order
     * of options).
     */
    static final Comparator<Form> ORDER = DicotDays::compare;

    private static int compare(Form a, Form b) {
        if (a == b) {
            return 0;
        }
        int c = Integer.compare(a.birthday(), b.birthday());
        if (c == 0) {
            c = Long.compare(a.size(), b.size());
        }
        if (c == 0) {
            c = compareSets(a.left(), b.left());
        }
        return c != 0 ? c : compareSets(a.right(), b.right());
    }

    private static int compareSets(List<Form> x, List<Form> y) {
        int c = Integer.compare(x.size(), y.size());
        List<Form> xs = new ArrayList<>(x);
        List<Form> ys = new ArrayList<>(y);
        xs.sort(ORDER);
        ys.sort(ORDER);
        for (int i = 0; c == 0 && i < xs.size(); i++) {
            c = compare(xs.get(i), ys.get(i));
        }
        return c;
    }

    /** Every reduced dicot born by day n (n ≤ 3), by birthday, size, then notation. */
    public static synchronized List<Form> bornBy(int n) {
        if (n < 0 || n > MAX_BUILT_DAY) {
            throw new IllegalArgumentException("reduced dicots are built up to day " + MAX_BUILT_DAY + "; got day " + n);
        }
        while (DAYS.size() <= n) {
            List<Form> prev = DAYS.get(DAYS.size() - 1);
            List<List<Form>> sets = antichains(prev);    // the same sets serve Left and Right
            Set<Form> next = new LinkedHashSet<>();
            next.add(Form.ZERO);
            for (List<Form> l : sets) {
                for (List<Form> r : sets) {
                    next.add(DicotCanonical.reduced(Form.of(l, r)));
                }
            }
            List<Form> sorted = new ArrayList<>(next);
            sorted.sort(ORDER);
            DAYS.add(List.copyOf(sorted));
        }
        return DAYS.get(n);
    }

    /** How many reduced dicots are born by day n (n ≤ 3). */
    public static int count(int n) {
        return bornBy(n).size();
    }

    /**
     * The nonempty sets of pairwise incomparable forms of {@code base} (mod D). For Right,
     * domination is the mirror order, but incomparability is the same relation.
     */
    static List<List<Form>> antichains(List<Form> base) {
        int m = base.size();
        boolean[][] comparable = new boolean[m][m];
        for (int i = 0; i < m; i++) {
            for (int j = 0; j < m; j++) {
                comparable[i][j] = i != j && (DicotOrder.geDicots(base.get(i), base.get(j))
                        || DicotOrder.geDicots(base.get(j), base.get(i)));
            }
        }
        List<List<Form>> out = new ArrayList<>();
        grow(base, comparable, 0, new ArrayList<>(), new ArrayList<>(), out);
        return out;
    }

    private static void grow(List<Form> base, boolean[][] comparable, int from, List<Integer> chosen,
            List<Form> forms, List<List<Form>> out) {
        if (!forms.isEmpty()) {
            out.add(List.copyOf(forms));
        }
        for (int i = from; i < base.size(); i++) {
            boolean free = true;
            for (int c : chosen) {
                free &= !comparable[c][i];
            }
            if (free) {
                chosen.add(i);
                forms.add(base.get(i));
                grow(base, comparable, i + 1, chosen, forms, out);
                chosen.remove(chosen.size() - 1);
                forms.remove(forms.size() - 1);
            }
        }
    }
}
