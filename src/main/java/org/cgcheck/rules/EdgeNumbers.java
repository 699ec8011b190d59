package org.cgcheck.rules;

import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Stable Hackenbush edge numbers along a play (issue 46): every edge keeps the number it has at
 * the start, however many cuts come before (the green edge 7 stays 7), in the pictures and in the
 * moves' words. A position's numbers are an array: the start's number of the edge its text writes
 * n-th is numbers[n - 1]; null means the text's own numbers (the start). A cut removes the edge and
 * those above it, which the text writes as one run after it, so a position's numbers are its
 * parent's with that run left out. The one rule for the explorer, the checker's plays and every
 * picture of them.
 */
public final class EdgeNumbers {
    private static final Pattern EDGE = Pattern.compile("edge (\\d+)");

    private EdgeNumbers() {
    }

    /**
     * The numbers of {@code to} after the cut {@code from} → {@code to}, given those of {@code from}
     * (null: from's own); null when the move is not a Hackenbush cut (nothing to renumber).
     */
    public static int[] after(int[] numbers, Position from, Position to) {
        if (from == null || to == null || !(from.ruleset() instanceof Hackenbush)) {
            return null;
        }
        Hackenbush.Cut c = Hackenbush.cut(from, to);
        if (c == null) {
            return null;
        }
        int[] l = numbers != null ? numbers : start(from);
        int at = c.number() - 1;
        int gone = c.falling() + 1;
        int[] out = new int[l.length - gone];
        System.arraycopy(l, 0, out, 0, at);
        System.arraycopy(l, at + gone, out, at, l.length - at - gone);
        return out;
    }

    /** The numbers of a start: 1, 2, … for its edges in the order the text writes them. */
    public static int[] start(Position p) {
        int[] l = new int[count(Hackenbush.ground(p))];
        Arrays.setAll(l, i -> i + 1);
        return l;
    }

    /** A move's words ("cuts blue edge 2") with the numbers given (null: as written). */
    public static String words(String text, int[] numbers) {
        if (numbers == null) {
            return text;
        }
        Matcher m = EDGE.matcher(text);
        StringBuilder b = new StringBuilder();
        while (m.find()) {
            int n = Integer.parseInt(m.group(1));
            m.appendReplacement(b, "edge " + (n >= 1 && n <= numbers.length ? numbers[n - 1] : n));
        }
        return m.appendTail(b).toString();
    }

    private static int count(List<Hackenbush.Edge> edges) {
        int n = 0;
        for (Hackenbush.Edge e : edges) {
            n += 1 + count(e.above());
        }
        return n;
    }
}
