package org.cgcheck.rules;

import java.util.ArrayList;
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
 * picture of them. A sum's numbers are its parts' numbers one after the other, in the order of its
 * parts (a part that is not a Hackenbush tree has none): a cut in one tree leaves the others' numbers
 * as they were, and a tree cut down to the ground leaves with its numbers.
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
        if (from instanceof SumPosition s && to != null) {
            return afterInSum(numbers, s, to);
        }
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
        if (l.length < at + gone) {
            return null;        // not this tree's numbers: its own from here on
        }
        int[] out = new int[l.length - gone];
        System.arraycopy(l, 0, out, 0, at);
        System.arraycopy(l, at + gone, out, at, l.length - at - gone);
        return out;
    }

    /**
     * A move in one part of a sum: that part's numbers after the move, the others' as they were, all
     * put in the order of {@code to}'s parts (a sum's parts may come in another order: equal sums are
     * one position); a part cut down to nothing leaves the sum with its numbers.
     */
    private static int[] afterInSum(int[] numbers, SumPosition s, Position to) {
        List<int[]> slices = slices(numbers != null ? numbers : start(s), s.parts());
        int k = s.partMoved(to);
        if (slices == null || k < 0) {
            return null;
        }
        Position[] m = s.recorded(to);
        m = m != null ? m : s.move(to, true);
        m = m != null ? m : s.move(to, false);
        if (m == null) {
            return null;
        }
        List<Position> parts = new ArrayList<>(s.parts());
        if (parts.get(k).ruleset() instanceof Hackenbush) {
            int[] moved = after(slices.get(k), parts.get(k), m[1]);
            slices.set(k, moved != null ? moved : numbered(m[1]) ? start(m[1]) : new int[0]);
        }
        parts.set(k, m[1]);
        if (m[1] instanceof SumPosition split) {       // a heap broken in two: the sum is flattened
            parts.remove(k);
            slices.remove(k);
            parts.addAll(k, split.parts());
            for (Position q : split.parts()) {
                slices.add(k, new int[0]);
            }
        }
        List<Position> target = to instanceof SumPosition t ? t.parts() : List.of(to);
        int[][] placed = new int[target.size()][];
        for (int i = 0; i < parts.size(); i++) {
            int j = -1;
            for (int c = 0; c < target.size() && j < 0; c++) {
                if (placed[c] == null && target.get(c).equals(parts.get(i))) {
                    j = c;
                }
            }
            if (j >= 0) {
                placed[j] = slices.get(i);
            } else if (!parts.get(i).over()) {
                return null;            // a part that is not found and did not leave: not a move of this sum
            }
        }
        int[] out = new int[0];
        for (int c = 0; c < target.size(); c++) {
            if (placed[c] == null) {
                return null;
            }
            out = concat(out, placed[c]);
        }
        return out.length == 0 && !numbered(to) ? null : out;
    }

    /** The numbers split by the parts they belong to, or null when they are not the parts' (lengths differ). */
    private static List<int[]> slices(int[] numbers, List<Position> parts) {
        if (numbers == null) {
            return null;
        }
        List<int[]> out = new ArrayList<>();
        int at = 0;
        for (Position p : parts) {
            int n = numbered(p) ? count(Hackenbush.ground(p)) : 0;
            if (at + n > numbers.length) {
                return null;
            }
            out.add(Arrays.copyOfRange(numbers, at, at + n));
            at += n;
        }
        return at == numbers.length ? out : null;
    }

    private static boolean numbered(Position p) {
        return p.ruleset() instanceof Hackenbush;
    }

    private static int[] concat(int[] a, int[] b) {
        int[] out = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    /** The numbers of part {@code i} of a sum, from the sum's (null when they are not the parts'). */
    public static int[] part(int[] numbers, SumPosition s, int i) {
        List<int[]> l = slices(numbers, s.parts());
        return l == null || i < 0 || i >= l.size() || !numbered(s.parts().get(i)) ? null : l.get(i);
    }

    /** The numbers of a start: 1, 2, … for its edges in the order the text writes them (a sum: each tree's from 1). */
    public static int[] start(Position p) {
        if (p instanceof SumPosition s) {
            int[] out = new int[0];
            for (Position q : s.parts()) {
                out = numbered(q) ? concat(out, start(q)) : out;
            }
            return out;
        }
        int[] l = new int[count(Hackenbush.ground(p))];
        Arrays.setAll(l, i -> i + 1);
        return l;
    }

    /** True when p is a Hackenbush tree or a sum with one among its parts: its edges are numbered. */
    public static boolean numbers(Position p) {
        return p != null && (numbered(p) || p instanceof SumPosition s && s.parts().stream().anyMatch(EdgeNumbers::numbered));
    }

    /**
     * The words of the move {@code from} → {@code to} ("tree 2: cuts blue edge 3") with the numbers
     * {@code numbers} of {@code from} (null: as written); in a sum, those of the tree cut.
     */
    public static String words(String text, int[] numbers, Position from, Position to) {
        if (numbers != null && from instanceof SumPosition s) {
            return to == null ? text : words(text, part(numbers, s, s.partMoved(to)));
        }
        return words(text, numbers);
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
