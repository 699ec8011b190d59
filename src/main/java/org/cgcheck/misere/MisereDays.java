package org.cgcheck.misere;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The misère canonical forms born by day n: 1, 2, 3, 5, 22 for n = 0..4 (built), and
 * 4,171,780 on day 5 (counted, not built: Conway, ONAG ch. 12; Siegel, CGT ch. V).
 */
public final class MisereDays {
    private MisereDays() {
    }

    public static final int MAX_BUILT_DAY = 4;

    private static final List<List<MisereCanonicalGame>> DAYS = new ArrayList<>(List.of(List.of(MisereCanonicalGame.ZERO)));

    /** Every misère canonical form born by day n (n ≤ 4), by birthday then creation. */
    public static synchronized List<MisereCanonicalGame> bornBy(int n) {
        if (n < 0 || n > MAX_BUILT_DAY) {
            throw new IllegalArgumentException("misère canonical forms are built up to day " + MAX_BUILT_DAY
                    + " (day 5 has 4171780 of them); got day " + n);
        }
        while (DAYS.size() <= n) {
            List<MisereCanonicalGame> prev = DAYS.get(DAYS.size() - 1);
            Set<MisereCanonicalGame> next = new LinkedHashSet<>();
            for (int mask = 0; mask < 1 << prev.size(); mask++) {
                List<MisereCanonicalGame> s = new ArrayList<>();
                for (int i = 0; i < prev.size(); i++) {
                    if ((mask & 1 << i) != 0) {
                        s.add(prev.get(i));
                    }
                }
                next.add(MisereCanonicalGame.of(s));
            }
            List<MisereCanonicalGame> sorted = new ArrayList<>(next);
            sorted.sort(Comparator.comparingInt(MisereCanonicalGame::birthday).thenComparingInt(MisereCanonicalGame::id));
            DAYS.add(List.copyOf(sorted));
        }
        return DAYS.get(n);
    }

    /**
     * How many misère canonical forms are born by day n (n ≤ 5). Every such form is {S} for a set
     * S of forms born by day n-1 that does not simplify, and distinct such sets are distinct
     * forms; so day n counts the subsets of day n-1 that neither reduce to 0 nor reverse through
     * a smaller game. Day 5 tests the 2^22 subsets of day 4 as bit masks, without building them.
     */
    public static long count(int n) {
        if (n < 0 || n > MAX_BUILT_DAY + 1) {
            throw new IllegalArgumentException("misère canonical forms are counted up to day 5; got day " + n);
        }
        if (n <= MAX_BUILT_DAY) {
            return bornBy(n).size();
        }
        long c = day5;
        if (c == 0) {
            c = countIrreducibleSubsets(bornBy(n - 1));
            day5 = c;
        }
        return c;
    }

    private static volatile long day5;      // counted once (about a second)

    /**
     * Builds {S} for every subset S of {@code base} through the general simplification
     * ({@link MisereCanonicalGame#of}) and counts the distinct results: day 5 from day 4 builds
     * 2^22 sets and interns about 4.2 million forms (a benchmark: ./cgcheck bench misere-day5).
     */
    public static long buildAndCount(List<MisereCanonicalGame> base) {
        int m = base.size();
        if (m > 30) {
            throw new IllegalArgumentException("2^" + m + " subsets is too many to build");
        }
        java.util.BitSet seen = new java.util.BitSet();
        long distinct = 0;
        List<MisereCanonicalGame> s = new ArrayList<>();
        for (long mask = 0; mask < 1L << m; mask++) {
            s.clear();
            for (int i = 0; i < m; i++) {
                if ((mask & 1L << i) != 0) {
                    s.add(base.get(i));
                }
            }
            int id = MisereCanonicalGame.of(s).id();
            if (!seen.get(id)) {
                seen.set(id);
                distinct++;
            }
        }
        return distinct;
    }

    /** The subsets of {@code base} (a day's forms, closed under options) that are canonical option sets. */
    static long countIrreducibleSubsets(List<MisereCanonicalGame> base) {
        int m = base.size();
        if (m > 30) {
            throw new IllegalArgumentException("2^" + m + " subsets is too many to count");
        }
        List<MisereCanonicalGame> order = new ArrayList<>(base);   // by birthday: prefixes are the sets T
        order.sort(Comparator.comparingInt(MisereCanonicalGame::birthday).thenComparingInt(MisereCanonicalGame::id));
        Map<MisereCanonicalGame, Integer> index = new HashMap<>();
        for (int i = 0; i < m; i++) {
            index.put(order.get(i), i);
        }
        int[] optionMask = new int[m];       // each game's options, as a mask over the order
        int zeroOptions = 0;                 // games with 0 as an option
        int misereP = 0;
        Map<Integer, Integer> byOptions = new HashMap<>();    // option mask -> the game's index
        for (int i = 0; i < m; i++) {
            MisereCanonicalGame g = order.get(i);
            for (MisereCanonicalGame o : g.options()) {
                optionMask[i] |= 1 << index.get(o);
            }
            byOptions.put(optionMask[i], i);
            if (g.hasOption(MisereCanonicalGame.ZERO)) {
                zeroOptions |= 1 << i;
            }
            if (g.isMisereP()) {
                misereP |= 1 << i;
            }
        }
        int zeroBit = 1 << index.get(MisereCanonicalGame.ZERO);
        // holders[k]: the games that have game k as an option
        int[] holders = new int[m];
        for (int i = 0; i < m; i++) {
            for (int k = 0; k < m; k++) {
                if ((optionMask[i] & 1 << k) != 0) {
                    holders[k] |= 1 << i;
                }
            }
        }
        int[] levelEnd = levelEnds(order);
        long count = 0;
        for (long s = 0; s < 1L << m; s++) {
            if (!reducible((int) s, zeroBit, zeroOptions, misereP, levelEnd, byOptions, holders)) {
                count++;
            }
        }
        return count;
    }

    /** Prefix lengths of the birthday order at which the birthday changes. */
    private static int[] levelEnds(List<MisereCanonicalGame> order) {
        List<Integer> ends = new ArrayList<>();
        for (int i = 1; i < order.size(); i++) {
            if (order.get(i).birthday() != order.get(i - 1).birthday()) {
                ends.add(i);
            }
        }
        return ends.stream().mapToInt(Integer::intValue).toArray();
    }

    private static boolean reducible(int s, int zeroBit, int zeroOptions, int misereP, int[] levelEnd,
            Map<Integer, Integer> byOptions, int[] holders) {
        if (s == 0) {
            return false;
        }
        if ((s & zeroBit) == 0 && (s & ~zeroOptions) == 0 && (s & misereP) != 0) {
            return true;         // reduces to 0 (with the proviso)
        }
        for (int end : levelEnd) {
            int t = s & ((1 << end) - 1);
            int u = s & ~((1 << end) - 1);
            if (t == 0 || u == 0) {
                continue;
            }
            Integer k = byOptions.get(t);
            if (k != null && (u & ~holders[k]) == 0) {
                return true;     // every option in U reverses through K = {T}
            }
        }
        return false;
    }
}
