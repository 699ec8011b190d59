package org.cgcheck.check;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Random cases drawn beyond a claim's stated bound. Reported beside the verdict, never part of
 * it: the bounded verdict is about the stated domain only, and the exploration tells the user
 * whether the bound matters.
 *
 * @param cases          cases checked
 * @param fromDay        the first birthday sampled (the bound + 1); for {@code within} domains
 *                       alone, the first step beyond the bound (1)
 * @param toDay          the largest birthday sampled (for {@code within} domains alone: step)
 * @param stopped        null if the whole budget ran, else why it stopped early ("time cap 10 s")
 * @param counterexample variable to printed value, or null if none was found
 * @param details        the explanation of the counterexample (empty if none)
 * @param day            the largest birthday in the counterexample (-1 if none); a position
 *                       counts its size (cells, squares, edges, tokens)
 * @param bound          what was exceeded ("day 2", "3x4", "day 2 and 3x4"); null: "day fromDay-1"
 * @param range          what was drawn ("days 3–5", "boards up to 2 rows or columns beyond 3x4");
 *                       null: the days
 * @param at             where the counterexample sits ("day 3", "4x4", "length 8"); null: its day
 */
public record Exploration(long cases, int fromDay, int toDay, String stopped, Map<String, String> counterexample,
        List<String> details, int day, String bound, String range, String at) {

    /** An exploration of game variables beyond their birthday bound. */
    public Exploration(long cases, int fromDay, int toDay, String stopped, Map<String, String> counterexample,
            List<String> details, int day) {
        this(cases, fromDay, toDay, stopped, counterexample, details, day, null, null, null);
    }

    public boolean found() {
        return counterexample != null;
    }

    /** What the exploration went beyond: "day 2", "3x4". */
    public String beyond() {
        return bound != null ? bound : "day " + (fromDay - 1);
    }

    /**
     * One line: "beyond day 2: a counterexample on day 3: G = ..., H = ...", "beyond 3x4: a
     * counterexample on 4x4: P = game.grid.Domineering(...)", or the sample size.
     */
    public String summary() {
        String beyond = "beyond " + beyond() + ": ";
        if (found()) {
            StringBuilder sb = new StringBuilder(beyond + "a counterexample on " + (at != null ? at : "day " + day)
                    + ": ");
            counterexample.forEach((k, v) -> sb.append(k).append(" = ").append(v).append(", "));
            sb.setLength(sb.length() - 2);
            return sb.toString();
        }
        String s = beyond + String.format(Locale.ROOT, "no counterexample in %,d random cases", cases);
        if (range != null) {
            s += " on " + range;
        } else if (toDay >= fromDay) {
            s += " on days " + fromDay + (toDay > fromDay ? "–" + toDay : "");
        }
        return stopped == null ? s : s + " (stopped early: " + stopped + ")";
    }
}
