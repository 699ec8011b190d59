package org.cgcheck.universe;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.cgcheck.form.Form;
import org.cgcheck.game.Game;

/**
 * The exhaustive domains: values, literal forms and impartial forms born by day n, each in
 * the deterministic order of {@link GameOrder}. Built once and cached (thread-safe).
 */
public final class Universe {
    private Universe() {
    }

    public static final int MAX_VALUE_DAY = 3;
    public static final int MAX_FORM_DAY = 2;
    public static final int MAX_IMPARTIAL_DAY = 4;

    /** Values, literal forms and impartial forms born by day n, up to the last day each is enumerated. */
    private static final long[] VALUE_COUNTS = {1, 4, 22, 1474};
    private static final long[] FORM_COUNTS = {1, 4, 256};
    private static final long[] IMPARTIAL_COUNTS = {1, 2, 4, 16, 65536};
    /** Misère canonical forms born by day n (Conway), to the last day built; day 5 has 4,171,780. */
    private static final long[] MISERE_COUNTS = {1, 2, 3, 5, 22};
    /** Reduced dicots born by day n, modulo the dicot universe in misère play (built, misere/DicotDays). */
    private static final long[] DICOT_MISERE_COUNTS = {1, 2, 9, 1268};

    /**
     * How many members of the kind are born by day n, without building them: exact for values,
     * forms, impartial forms and the small kinds but ups (an upper bound); for the other kinds
     * (filters of the values) the count of all values, an upper bound. -1 beyond the last day
     * enumerated (the domain itself is then refused, with its own message).
     */
    public static long count(Kind kind, int n) {
        if (SmallKinds.isSmall(kind)) {
            return SmallKinds.count(kind, n);
        }
        long[] counts = kind == Kind.FORMS ? FORM_COUNTS : kind == Kind.IMPARTIAL_FORMS ? IMPARTIAL_COUNTS
                : kind == Kind.MISERE_FORMS ? MISERE_COUNTS
                : kind == Kind.DICOT_MISERE_FORMS ? DICOT_MISERE_COUNTS : VALUE_COUNTS;
        return n < 0 || n >= counts.length ? -1 : counts[n];
    }

    /** How many members of a small kind are born by day n (before building them); -1 for other kinds. */
    public static long smallKindCount(Kind kind, int n) {
        if (!SmallKinds.isSmall(kind)) {
            return -1;
        }
        return SmallKinds.count(kind, n);
    }

    /** The last day enumerated for the kind (numbers, integers, nimbers, ups and uptimals go beyond day 3). */
    public static int maxDay(Kind kind) {
        return kind == Kind.FORMS ? MAX_FORM_DAY : kind == Kind.IMPARTIAL_FORMS ? MAX_IMPARTIAL_DAY
                : kind == Kind.MISERE_FORMS ? org.cgcheck.misere.MisereDays.MAX_BUILT_DAY
                : kind == Kind.DICOT_MISERE_FORMS ? org.cgcheck.misere.DicotDays.MAX_BUILT_DAY
                : SmallKinds.isSmall(kind) ? SmallKinds.maxDay(kind) : MAX_VALUE_DAY;
    }

    private static final List<List<Game>> VALUES = new ArrayList<>(List.of(List.of(Game.ZERO)));
    private static final List<List<Form>> FORMS = new ArrayList<>(List.of(List.of(Form.ZERO)));
    private static final List<List<Form>> IMPARTIAL = new ArrayList<>(List.of(List.of(Form.ZERO)));

    /** Values born by day n (n ≤ 3): 1, 4, 22, 1474. */
    public static synchronized List<Game> valuesBornBy(int n) {
        check(n, MAX_VALUE_DAY, "values",
                "day 4 has more than 10^12 values; "
                        + "use random sampling (--random N --max-birthday 4)");
        while (VALUES.size() <= n) {
            VALUES.add(nextDay(VALUES.get(VALUES.size() - 1)));
        }
        return VALUES.get(n);
    }

    /** {A | B} for every pair of antichains A, B of the previous day's poset. */
    private static List<Game> nextDay(List<Game> previous) {
        List<List<Game>> antichains = new ValuePoset(previous).antichains();
        Set<Game> out = new LinkedHashSet<>();
        for (List<Game> a : antichains) {
            for (List<Game> b : antichains) {
                out.add(Game.of(a, b));
            }
        }
        List<Game> sorted = new ArrayList<>(out);
        sorted.sort(GameOrder.VALUES);
        return List.copyOf(sorted);
    }

    /** Literal forms born by day n (n ≤ 2): 1, 4, 256. */
    public static synchronized List<Form> formsBornBy(int n) {
        check(n, MAX_FORM_DAY, "forms", "day 3 has 2^512 forms; use random forms (--random N)");
        while (FORMS.size() <= n) {
            List<List<Form>> subsets = subsets(FORMS.get(FORMS.size() - 1));
            List<Form> next = new ArrayList<>();
            for (List<Form> l : subsets) {
                for (List<Form> r : subsets) {
                    next.add(Form.of(l, r));
                }
            }
            next.sort(GameOrder.FORMS);
            FORMS.add(List.copyOf(next));
        }
        return FORMS.get(n);
    }

    /** Impartial forms born by day n (n ≤ 4): 1, 2, 4, 16, 65536. */
    /** The misère canonical forms born by day n (n ≤ 4: 1, 2, 3, 5, 22), as literal forms, by birthday. */
    public static List<Form> misereFormsBornBy(int n) {
        check(n, org.cgcheck.misere.MisereDays.MAX_BUILT_DAY, "misère canonical forms",
                "day 5 has 4,171,780 misère canonical forms");
        return org.cgcheck.misere.MisereDays.bornBy(n).stream().map(org.cgcheck.misere.MisereCanonicalGame::toForm).toList();
    }

    /** The reduced dicots modulo D (misère) born by day n (n ≤ 3: 1, 2, 9, 1268), as literal forms, by birthday. */
    public static List<Form> dicotMisereFormsBornBy(int n) {
        check(n, org.cgcheck.misere.DicotDays.MAX_BUILT_DAY, "reduced dicots (mod D, misère)",
                "day 4 is not built (pairs of antichains of day 3's 1268 forms)");
        return org.cgcheck.misere.DicotDays.bornBy(n);
    }

    public static synchronized List<Form> impartialFormsBornBy(int n) {
        check(n, MAX_IMPARTIAL_DAY, "impartial forms", "day 5 has 2^65536 impartial forms");
        while (IMPARTIAL.size() <= n) {
            List<Form> next = new ArrayList<>();
            for (List<Form> s : subsets(IMPARTIAL.get(IMPARTIAL.size() - 1))) {
                next.add(Form.of(s, s));
            }
            next.sort(GameOrder.FORMS);
            IMPARTIAL.add(List.copyOf(next));
        }
        return IMPARTIAL.get(n);
    }

    /** Forms {A | B} with A, B any subsets of the given values (as canonical forms). */
    public static List<Form> formsOver(List<Game> values) {
        if (values.size() > 10) {
            throw new UniverseLimitException("forms over " + values.size() + " values would be 4^" + values.size()
                    + " forms; the limit is 10 values");
        }
        List<Form> base = new ArrayList<>();
        for (Game g : values) {
            try {
                base.add(Form.canonical(g));
            } catch (IllegalArgumentException e) {    // the value's literal form is too big to build
                throw new UniverseLimitException("form over: " + e.getMessage());
            }
        }
        List<List<Form>> subsets = subsets(base);
        List<Form> out = new ArrayList<>();
        for (List<Form> l : subsets) {
            for (List<Form> r : subsets) {
                out.add(Form.of(l, r));
            }
        }
        out.sort(GameOrder.FORMS);
        return out;
    }

    private static List<List<Form>> subsets(List<Form> forms) {
        if (forms.size() > 20) {
            throw new UniverseLimitException("2^" + forms.size() + " subsets is too many");
        }
        List<List<Form>> out = new ArrayList<>();
        for (int mask = 0; mask < (1 << forms.size()); mask++) {
            List<Form> s = new ArrayList<>();
            for (int i = 0; i < forms.size(); i++) {
                if ((mask & (1 << i)) != 0) {
                    s.add(forms.get(i));
                }
            }
            out.add(s);
        }
        return out;
    }

    private static void check(int n, int max, String what, String why) {
        if (n < 0) {
            throw new UniverseLimitException("a birthday bound must be ≥ 0, got " + n);
        }
        if (n > max) {
            throw new UniverseLimitException(what + " born by day " + n + " cannot be enumerated: " + why);
        }
    }
}
