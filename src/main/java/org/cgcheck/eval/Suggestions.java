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
        return out;
    }

    /** Levenshtein distance, or limit + 1 once it is certainly larger (names are short). */
    static int distance(String a, String b, int limit) {
        if (Math.abs(a.length() - b.length()) > limit) {
            return limit + 1;
        }
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            prev[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int sub = prev[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                cur[j] = Math.min(sub, Math.min(prev[j], cur[j - 1]) + 1);
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }
}
