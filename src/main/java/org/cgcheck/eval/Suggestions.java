package org.cgcheck.eval;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/** "did you mean ...?" for a mistyped name: the known names within a small edit distance. */
public final class Suggestions {
    private Suggestions() {
    }

    /** " (did you mean 'a' or 'b'?)", or "" when no known name is close. */
    public static String didYouMean(String name, Collection<String> known) {
        List<String> close = closest(name, known);
        if (close.isEmpty()) {
            return "";
        }
        return " (did you mean '" + String.join("' or '", close) + "'?)";
    }

    /** At most three known names nearest to {@code name}, the nearest first, then in the given order. */
    public static List<String> closest(String name, Collection<String> known) {
        String lower = name.toLowerCase();
        int limit = Math.max(1, Math.min(3, lower.length() / 3));
        List<String> out = new ArrayList<>();
        for (int d = 0; d <= limit && out.size() < 3; d++) {
            for (String k : known) {
                if (out.size() < 3 && !out.contains(k) && distance(lower, k.toLowerCase(), limit) == d) {
                    out.add(k);
                }
            }
        }
        if (out.isEmpty() && lower.length() >= 4) {
            // a name without its family's prefix: onside -> loopyonside, nimvalue -> miserenimvalue
            for (String k : known) {
                if (out.size() < 3 && k.length() > lower.length() && k.toLowerCase().endsWith(lower)) {
                    out.add(k);
                }
            }
        }
        return out;
    }

    /** Edit distance counting a swap of neighbours as one edit (sbu → sub), or limit + 1 once it is larger. */
    static int distance(String a, String b, int limit) {
        if (Math.abs(a.length() - b.length()) > limit) {
            return limit + 1;
        }
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(d[i - 1][j - 1] + cost, Math.min(d[i - 1][j], d[i][j - 1]) + 1);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }
}
