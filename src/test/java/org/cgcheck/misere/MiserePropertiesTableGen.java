package org.cgcheck.misere;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * Writes the expressions of cgsuite-misere-properties.tsv (run by hand, then fed to CGSuite's
 * cgs-eval; not a test): misère canonical forms in CGSuite's input lists, {@code *[L]} with L the
 * list of options, nim heaps as numbers ({@code *[[[2],1]]} is {{*2}, *}): the 22 born by day 4,
 * sums of two and three of them, games of random options drawn from those, odd twins G + *, and
 * games of mostly nim-heap options, each with every property of issue 42. Seeded: the same list
 * every time.
 * Usage: java -cp target/classes:target/test-classes org.cgcheck.misere.MiserePropertiesTableGen N
 */
public final class MiserePropertiesTableGen {
    static final List<String> PROPERTIES = List.of("Birthday", "Genus", "IsEven", "IsExtraverted",
            "IsGenerallyRestive", "IsGenerallyTame", "IsHalfTame", "IsIntroverted", "IsNimHeap", "IsPrime",
            "IsRestive", "IsRestless", "IsTame", "IsTameable", "Mate", "MisereNimValue", "MisereOutcomeClass",
            "NimValue", "Options", "Parts", "Partitions");

    public static void main(String[] a) {
        int n = Integer.parseInt(a[0]);
        Random r = new Random(42);
        List<MisereCanonicalGame> day4 = MisereDays.bornBy(4);
        Set<MisereCanonicalGame> games = new LinkedHashSet<>(day4);
        List<MisereCanonicalGame> pool = new ArrayList<>(day4);
        while (games.size() < n) {
            int kind = r.nextInt(5);
            MisereCanonicalGame g;
            if (kind == 3) {
                g = pick(pool, r).plusStar();       // odd twins
            } else if (kind == 4) {
                List<MisereCanonicalGame> opts = new ArrayList<>();     // mostly heaps: restive, restless
                int k = 1 + r.nextInt(4);
                for (int i = 0; i < k; i++) {
                    opts.add(r.nextInt(3) > 0 ? MisereCanonicalGame.nimHeap(r.nextInt(6)) : pick(day4, r));
                }
                g = MisereCanonicalGame.of(opts);
            } else if (kind == 0) {
                g = pick(pool, r).plus(pick(day4, r));
            } else if (kind == 1) {
                g = pick(day4, r).plus(pick(day4, r)).plus(pick(day4, r));
            } else {
                List<MisereCanonicalGame> opts = new ArrayList<>();
                int k = 1 + r.nextInt(4);
                for (int i = 0; i < k; i++) {
                    opts.add(pick(pool, r));
                }
                g = MisereCanonicalGame.of(opts);
            }
            if (list(g).length() <= 240 && games.add(g)) {
                pool.add(g);
            }
        }
        for (MisereCanonicalGame g : games) {
            String text = "(*[" + list(g) + "])";
            for (String p : PROPERTIES) {
                System.out.println(text + "." + p);
            }
        }
    }

    private static MisereCanonicalGame pick(List<MisereCanonicalGame> l, Random r) {
        return l.get(r.nextInt(l.size()));
    }

    /** The options as CGSuite's input list, nim heaps as their size. */
    static String list(MisereCanonicalGame g) {
        StringBuilder sb = new StringBuilder("[");
        boolean first = true;
        for (MisereCanonicalGame o : g.orderedOptions()) {
            if (!first) {
                sb.append(',');
            }
            first = false;
            sb.append(MisereProperties.isNimHeap(o) ? String.valueOf(o.birthday()) : list(o));
        }
        return sb.append(']').toString();
    }
}
