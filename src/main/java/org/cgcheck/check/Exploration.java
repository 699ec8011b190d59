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
 * @param fromDay        the first birthday sampled (the bound + 1)
 * @param toDay          the largest birthday sampled
 * @param stopped        null if the whole budget ran, else why it stopped early ("time cap 10 s")
 * @param counterexample variable to printed value, or null if none was found
 * @param details        the explanation of the counterexample (empty if none)
 * @param day            the largest birthday in the counterexample (-1 if none)
 */
public record Exploration(long cases, int fromDay, int toDay, String stopped, Map<String, String> counterexample,
        List<String> details, int day) {

    public boolean found() {
        return counterexample != null;
    }

    /** One line: "beyond day 2: a counterexample on day 3: G = ..., H = ..." or the sample size. */
    public String summary() {
        String beyond = "beyond day " + (fromDay - 1) + ": ";
        if (found()) {
            StringBuilder sb = new StringBuilder(beyond + "a counterexample on day " + day + ": ");
            counterexample.forEach((k, v) -> sb.append(k).append(" = ").append(v).append(", "));
            sb.setLength(sb.length() - 2);
            return sb.toString();
        }
        String s = beyond + String.format(Locale.ROOT, "no counterexample in %,d random cases", cases)
                + (toDay >= fromDay ? " on days " + fromDay + (toDay > fromDay ? "–" + toDay : "") : "");
        return stopped == null ? s : s + " (stopped early: " + stopped + ")";
    }
}
