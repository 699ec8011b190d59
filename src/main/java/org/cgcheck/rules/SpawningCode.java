package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A turning code as CGSuite's {@code Spawning} reads it (Winning Ways ch. 14): elements separated
 * by commas, each a count of coins turned ({@code 3}, {@code 1-3}, {@code 2+}) with modifiers:
 * {@code C} consecutive, {@code C(k)} within a window of k coins, {@code E} equally spaced,
 * {@code S} symmetrical, {@code F} the first coin (coin 1) among them. A move turns the coin of
 * the heap, n, with fewer than the given count of coins to its left (positions 1..n-1); as heaps,
 * the heap n becomes the sum of heaps at those positions.
 */
public final class SpawningCode implements HeapMoves {
    private enum Spacing { NONE, CONSECUTIVE, EQUAL, SYMMETRIC }

    private record Element(int min, int max, int window, Spacing spacing, boolean first) { }

    private final String text;
    private final List<Element> elements;

    private SpawningCode(String text, List<Element> elements) {
        this.text = text;
        this.elements = elements;
    }

    @Override
    public String text() {
        return text;
    }

    public static SpawningCode parse(String code) {
        List<Element> out = new ArrayList<>();
        String up = code.toUpperCase(Locale.ROOT);
        int offset = 0;
        for (String e : up.split(",", -1)) {
            out.addAll(element(code, e, offset));
            offset += e.length() + 1;
        }
        return new SpawningCode(code, out);
    }

    private static List<Element> element(String code, String e, int at) {
        int mods = 0;
        while (mods < e.length() && (Character.isDigit(e.charAt(mods)) || e.charAt(mods) == '+' || e.charAt(mods) == '-')) {
            mods++;
        }
        String range = e.substring(0, mods);
        int min, max;
        try {
            if (range.endsWith("+")) {
                min = Integer.parseInt(range.substring(0, range.length() - 1));
                max = Integer.MAX_VALUE;
            } else if (range.contains("-")) {
                String[] r = range.split("-", -1);
                if (r.length != 2) {
                    throw new NumberFormatException();
                }
                min = Integer.parseInt(r[0]);
                max = Integer.parseInt(r[1]);
            } else {
                min = max = Integer.parseInt(range);
            }
        } catch (NumberFormatException ex) {
            throw bad(code, "an element starts with a count of coins (3, 1-3, 2+)", at);
        }
        if (min < 1) {      // CGSuite reads 0 too, and then lets a heap of 0 move to itself: loopy
            throw bad(code, "a count of coins starts at 1 (turning no coin is no move)", at);
        }
        int window = Integer.MAX_VALUE;
        Spacing spacing = Spacing.NONE;
        boolean first = false;
        for (int i = mods; i < e.length(); i++) {
            switch (e.charAt(i)) {
                case 'C' -> {
                    if (i + 1 < e.length() && e.charAt(i + 1) == '(') {
                        int close = e.indexOf(')', i + 1);
                        try {
                            window = Integer.parseInt(e.substring(i + 2, close < 0 ? -1 : close));
                        } catch (RuntimeException ex) {
                            throw bad(code, "C(k) gives the window's width k", at + i);
                        }
                        i = close;
                    } else {
                        spacing = Spacing.CONSECUTIVE;
                    }
                }
                case 'S' -> spacing = Spacing.SYMMETRIC;
                case 'E' -> spacing = Spacing.EQUAL;
                case 'F' -> first = true;
                default -> throw bad(code, "'" + e.charAt(i) + "' is not a modifier (C, C(k), E, S, F)", at + i);
            }
        }
        if (window < min) {
            return List.of();
        }
        return List.of(new Element(min, Math.min(max, window), window, spacing, first));
    }

    private static BadPosition bad(String code, String what, int at) {
        return new BadPosition("malformed turning code \"" + code + "\": " + what, at);
    }

    private static final class TooMany extends RuntimeException {
        TooMany() {
            super(null, null, false, false);
        }
    }

    /** The heaps (coins turned besides n) of every move from n, in CGSuite's order. */
    @Override
    public List<int[]> options(int n) {
        try {
            return enumerate(n);
        } catch (TooMany e) {
            throw HeapMoves.tooMany(text, n);
        }
    }

    private List<int[]> enumerate(int n) {
        List<int[]> out = new ArrayList<>();
        for (Element e : elements) {
            int top = (int) Math.min((long) e.max - 1, n - 1L);
            for (int h = e.min - 1; h <= top; h++) {
                heaps(e, n, h, out);
            }
        }
        return out;
    }

    private static void heaps(Element e, int n, int h, List<int[]> out) {
        int lo = e.window == Integer.MAX_VALUE ? 1 : Math.max(1, n - e.window + 1);
        if (h <= 0) {
            int initial = switch (e.spacing) {
                case CONSECUTIVE -> n - h;
                case SYMMETRIC -> h % 2 == 0 && (lo + n) % 2 == 1 ? lo + 1 : lo;
                case EQUAL -> throw new org.cgcheck.fn.BadCall("turning code: an equally spaced (E) element turns at least two coins (CGSuite: division by zero)");
                default -> lo;
            };
            if (initial == 1 || !e.first) {
                out.add(new int[0]);
            }
            return;
        }
        switch (e.spacing) {
            case CONSECUTIVE -> {
                int p1 = n - h;
                if (p1 >= lo && (!e.first || p1 == 1)) {
                    int[] a = new int[h];
                    for (int i = 0; i < h; i++) {
                        a[i] = p1 + i;
                    }
                    out.add(a);
                }
            }
            case EQUAL -> {
                for (int d = (n - lo) / h; d >= 1; d--) {
                    int p1 = n - d * h;
                    if (!e.first || p1 == 1) {
                        int[] a = new int[h];
                        for (int i = 0; i < h; i++) {
                            a[i] = p1 + d * i;
                        }
                        out.add(a);
                    }
                    if (e.first) {
                        break;      // only the widest spacing can start at coin 1
                    }
                }
            }
            case SYMMETRIC -> {
                for (int p1 = lo; p1 <= n - h; p1++) {
                    if ((e.first && p1 != 1) || (h % 2 == 0 && (p1 + n) % 2 == 1)) {
                        continue;
                    }
                    symmetric(new int[h], 1, p1, n, out);
                }
            }
            default -> {
                if (!e.first || lo == 1) {
                    combine(new int[h], 0, lo, n, e.first, out);
                }
            }
        }
    }

    /** Strictly increasing a[i..] from {@code from} up to n - 1 (a[0] is coin 1 when {@code first}). */
    private static void combine(int[] a, int i, int from, int n, boolean first, List<int[]> out) {
        if (out.size() > MAX_OPTIONS) {
            throw new TooMany();
        }
        if (i == a.length) {
            out.add(a.clone());
            return;
        }
        int end = i == 0 && first ? from : n - 1 - (a.length - 1 - i);
        for (int x = from; x <= end && out.size() <= MAX_OPTIONS; x++) {
            a[i] = x;
            combine(a, i + 1, x + 1, n, first, out);
        }
    }

    /** The set {p1, a[1..], n} symmetric about (p1 + n) / 2: choose the lower half, mirror it. */
    private static void symmetric(int[] a, int i, int p1, int n, List<int[]> out) {
        if (out.size() > MAX_OPTIONS) {
            throw new TooMany();
        }
        int h = a.length;
        a[0] = p1;
        int half = (h + 1) / 2;          // lower-half entries a[0..half-1]
        if (i >= half) {
            for (int j = 1; j < half; j++) {
                a[h - j] = n - (a[j] - p1);
            }
            if (h % 2 == 0) {
                a[h / 2] = (n + p1) / 2;
            }
            out.add(a.clone());
            return;
        }
        int center = (p1 + n + 1) / 2;
        int maxHere = center - (half - i);
        for (int x = a[i - 1] + 1; x <= maxHere; x++) {
            a[i] = x;
            symmetric(a, i + 1, p1, n, out);
        }
    }

    @Override
    public String toString() {
        return text;
    }
}
