package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A take-and-break code as CGSuite reads it: {@code d0.d1d2...}, digit j saying into how many
 * nonempty heaps the rest may be split after taking j tokens (bit i: exactly i heaps). Digits are
 * 0-9 and A-V (hexadecimal and beyond), {@code &n;} for any number, {@code *} for any count of
 * heaps, {@code {2,3}} or {@code {2+}} for explicit counts; a digit may carry {@code !} (heaps
 * pairwise unequal), {@code ?} (not all equal) or {@code =} (all equal); {@code [..]} at the end
 * repeats for ever ({@code 0.[3]} is Nim). Digits before the point that add tokens are refused:
 * such games are loopy, as is a first digit that leaves the heap as it was.
 */
public final class TakeBreakCode implements HeapMoves {
    static final int DISALLOWED = 0, FREE = 1, SOME_UNEQUAL = 2, PAIRWISE = 3, ALL_EQUAL = 4;
    private static final String BASE32 = "0123456789ABCDEFGHIJKLMNOPQRSTUV";

    /** One digit: the constraint for each count of heaps, the last repeated for ever if {@code more}. */
    record Digit(int[] c, boolean more) {
        int constraint(int heaps) {
            return heaps < c.length ? c[heaps] : more ? c[c.length - 1] : DISALLOWED;
        }

        int maxHeaps() {
            return more ? Integer.MAX_VALUE : c.length - 1;
        }

        boolean zero() {
            return c.length == 0;
        }
    }

    private final String text;
    private final Digit[] digits;       // digits[j]: taking j tokens
    private final int period;

    private TakeBreakCode(String text, Digit[] digits, int period) {
        this.text = text;
        this.digits = digits;
        this.period = period;
    }

    /** The code as written. */
    public String text() {
        return text;
    }

    /** Parses a code; a {@link BadPosition} points at the offending character. */
    public static TakeBreakCode parse(String s) {
        List<Digit> additive = new ArrayList<>();
        List<Digit> after = new ArrayList<>();
        List<Integer> additiveAt = new ArrayList<>();
        boolean inAdditive = true, inPeriod = false;
        int preperiod = -1;
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            Digit d = null;
            int at = i;
            switch (ch) {
                case '.' -> {
                    if (!inAdditive) {
                        throw bad(s, "a second '.'", i);
                    }
                    inAdditive = false;
                }
                case '[' -> {
                    if (inPeriod || inAdditive) {
                        throw bad(s, "'[' opens the repeating digits, after the point", i);
                    }
                    inPeriod = true;
                    preperiod = after.size();
                }
                case ']' -> {
                    if (!inPeriod || i != s.length() - 1) {
                        throw bad(s, "']' closes the repeating digits at the end of the code", i);
                    }
                    inPeriod = false;
                }
                case '*' -> {
                    int k = constraintAt(s, i + 1);
                    d = digit(new int[] {k == DISALLOWED ? FREE : k}, true);
                    i += k == DISALLOWED ? 0 : 1;
                }
                case '{' -> {
                    int end = s.indexOf('}', i);
                    if (end < 0) {
                        throw bad(s, "'{' without its '}'", i);
                    }
                    int k = constraintAt(s, end + 1);
                    d = list(s, i, s.substring(i + 1, end), k == DISALLOWED ? FREE : k, k != DISALLOWED);
                    i = end + (k == DISALLOWED ? 0 : 1);
                }
                case '&' -> {
                    int end = s.indexOf(';', i);
                    long base;
                    try {
                        base = end < 0 ? -1 : Long.parseLong(s.substring(i + 1, end));
                    } catch (NumberFormatException e) {
                        base = -1;
                    }
                    if (base < 0) {
                        throw bad(s, "'&' starts a digit written &n; (n a number)", i);
                    }
                    int k = constraintAt(s, end + 1);
                    d = numeric(base, k == DISALLOWED ? FREE : k);
                    i = end + (k == DISALLOWED ? 0 : 1);
                }
                default -> {
                    int base = BASE32.indexOf(Character.toUpperCase(ch));
                    if (base < 0) {
                        throw bad(s, "'" + ch + "' is not a digit (0-9, A-V, {..}, &n;, *)", i);
                    }
                    int k = constraintAt(s, i + 1);
                    d = numeric(base, k == DISALLOWED ? FREE : k);
                    i += k == DISALLOWED ? 0 : 1;
                }
            }
            if (d != null) {
                (inAdditive ? additive : after).add(d);
                if (inAdditive) {
                    additiveAt.add(at);
                }
            }
        }
        if (additive.isEmpty() || inAdditive || inPeriod) {
            throw new BadPosition("malformed take-and-break code \"" + s + "\" (written d0.d1d2..., e.g. \"0.07\", \"4!.0\", \"0.[3]\")", -1);
        }
        for (int j = 0; j < additive.size() - 1; j++) {
            if (additive.get(j).maxHeaps() >= 1) {
                throw new BadPosition("a digit before the point's last adds tokens to a heap: the game is loopy"
                        + " (cgcheck plays short games)", additiveAt.get(j));
            }
        }
        Digit d0 = additive.get(additive.size() - 1);
        if (d0.constraint(0) != DISALLOWED || d0.constraint(1) != DISALLOWED) {
            throw new BadPosition("the digit before the point lets a heap move to itself: the game is loopy"
                    + " (cgcheck plays short games)", s.indexOf('.') - 1);
        }
        List<Digit> all = new ArrayList<>();
        all.add(d0);
        all.addAll(after);
        int per = preperiod < 0 ? 0 : after.size() - preperiod;
        if (per > 0 && all.subList(all.size() - per, all.size()).stream().allMatch(Digit::zero)) {
            all = all.subList(0, all.size() - per);
            per = 0;
        }
        if (per == 0) {
            while (all.size() > 1 && all.get(all.size() - 1).zero()) {
                all = all.subList(0, all.size() - 1);
            }
        }
        return new TakeBreakCode(s, all.toArray(new Digit[0]), per);
    }

    private static BadPosition bad(String s, String what, int at) {
        return new BadPosition("malformed take-and-break code \"" + s + "\": " + what, at);
    }

    private static int constraintAt(String s, int i) {
        if (i >= s.length()) {
            return DISALLOWED;
        }
        return switch (s.charAt(i)) {
            case '!' -> PAIRWISE;
            case '?' -> SOME_UNEQUAL;
            case '=' -> ALL_EQUAL;
            default -> DISALLOWED;
        };
    }

    private static Digit numeric(long mask, int constraint) {
        int last = 63 - Long.numberOfLeadingZeros(mask);
        int[] c = new int[last + 1];
        for (int i = 0; i <= last; i++) {
            c[i] = (mask & (1L << i)) == 0 ? DISALLOWED : constraint;
        }
        return digit(c, false);
    }

    /** {@code {1,2!,4+}}: the heap counts listed, each with its own mark or the one after the brace. */
    private static Digit list(String s, int at, String body, int global, boolean globalGiven) {
        boolean more = body.endsWith("+");
        String[] tokens = (more ? body.substring(0, body.length() - 1) : body).split(",", -1);
        int[] counts = new int[tokens.length];
        int[] marks = new int[tokens.length];
        int max = 0;
        for (int t = 0; t < tokens.length; t++) {
            String tok = tokens[t];
            int mark = tok.isEmpty() ? DISALLOWED : constraintAt(tok, tok.length() - 1);
            if (mark != DISALLOWED && globalGiven) {
                throw bad(s, "a heap count marked inside braces that are marked too", at);
            }
            try {
                counts[t] = Integer.parseInt(mark == DISALLOWED ? tok : tok.substring(0, tok.length() - 1));
            } catch (NumberFormatException e) {
                throw bad(s, "'" + tok + "' is not a count of heaps", at);
            }
            if (counts[t] < 0 || counts[t] > 63) {
                throw bad(s, "a count of heaps is 0..63", at);
            }
            marks[t] = mark == DISALLOWED ? global : mark;
            max = Math.max(max, counts[t]);
        }
        int[] c = new int[max + 1];
        for (int t = 0; t < tokens.length; t++) {
            c[counts[t]] = marks[t];
        }
        return digit(c, more);
    }

    /** CGSuite's normal form of a digit: a mark on two or more heaps alone applies to every count. */
    private static Digit digit(int[] raw, boolean more) {
        int last = raw.length - 1;
        while (last >= 0 && raw[last] == DISALLOWED) {
            last--;
        }
        int[] c = Arrays.copyOf(raw, last + 1);
        if (more && c.length < 4) {
            int fill = c[c.length - 1];
            int n = c.length;
            c = Arrays.copyOf(c, 4);
            Arrays.fill(c, n, 4, fill);
        }
        java.util.Set<Integer> effective = new java.util.HashSet<>();
        for (int i = 2; i < c.length; i++) {
            if (c[i] != DISALLOWED) {
                effective.add(c[i]);
            }
        }
        for (int i = 0; i < c.length; i++) {
            if (c[i] != DISALLOWED) {
                c[i] = effective.size() == 1 ? effective.iterator().next() : i < 2 ? FREE : c[i];
            }
        }
        if (more) {
            int lastOther = -1;
            for (int i = 0; i < c.length; i++) {
                if (c[i] != c[c.length - 1]) {
                    lastOther = i;
                }
            }
            c = Arrays.copyOf(c, lastOther + 2);
        }
        return new Digit(c, more);
    }

    private Digit digitFor(int taken) {
        if (taken < digits.length) {
            return digits[taken];
        }
        if (period > 0) {
            int pre = digits.length - period;
            return digits[(taken - pre) % period + pre];
        }
        return new Digit(new int[0], false);
    }

    /** Whether the code repeats for ever (every heap size may be taken). */
    public boolean periodic() {
        return period > 0;
    }

    /** The most heaps one move can leave (for the periodicity test's bounds); MAX_VALUE if unbounded. */
    public int maxHeaps() {
        int m = 0;
        for (Digit d : digits) {
            m = Math.max(m, d.maxHeaps());
        }
        return m;
    }

    /**
     * CGSuite's test of arithmetic periodicity over the values of heaps 0..len-1 (its
     * {@code CheckPeriodicity}): the tail of the sequence of differences v(k) - v(k+1) repeating with
     * the least period p from the least preperiod q, accepted when the saltus is 0 and
     * {@code h·q + h·p + (digits - 1 + h) <= len}, h the most heaps a digit names (its bit count, as
     * CGSuite counts it; in int arithmetic as CGSuite's, so an unbounded digit overflows alike).
     * Null if none.
     */
    public int[] periodicity(int[] v, int len) {
        int h = 0;
        for (Digit d : digits) {
            h = Math.max(h, d.more() ? Integer.MAX_VALUE : d.c().length);
        }
        int offset = digits.length - 1 + h;
        int top = len - 1;
        int[] border = new int[len];        // border[i]: where the longest proper border of d[i..] starts (top: none)
        border[top] = top + 1;
        for (int i = top - 1; i >= 0; i--) {
            int p = border[i + 1];
            while (p < len && v[i] - v[i + 1] != v[p - 1] - v[p]) {
                p = border[p];
            }
            border[i] = p - 1;
            if (border[i] > border[i + 1]) {        // the suffix from i + 1 is the longest with its period
                int prep = i + 1, per = border[prep] - prep;
                if (per <= top - border[prep] + 1) {
                    int saltus = v[top] - v[top - per];
                    if (saltus == 0 && h * prep + h * per + offset <= len) {
                        return new int[] {per, prep, saltus};
                    }
                }
            }
        }
        int per = border[0];
        if (per < top) {
            int saltus = v[top] - v[top - per];
            if (saltus == 0 && h * per + offset <= len) {
                return new int[] {per, 0, saltus};
            }
        }
        return null;
    }

    /** Number of digits after the point (the last token count written). */
    public int length() {
        return digits.length - 1;
    }

    /** Unwinds the enumeration when a heap has too many moves. */
    private static final class LimitReached extends RuntimeException {
        LimitReached() {
            super(null, null, false, false);
        }
    }

    /** The heaps a heap of n can become, each as sizes in nondecreasing order, in CGSuite's order. */
    @Override
    public List<int[]> options(int n) {
        try {
            return enumerate(n);
        } catch (LimitReached e) {
            throw HeapMoves.tooMany(text, n);
        }
    }

    private List<int[]> enumerate(int n) {
        List<int[]> out = new ArrayList<>();
        int maxTaken = period > 0 ? n : Math.min(n, digits.length - 1);
        for (int k = 0; k <= maxTaken; k++) {
            Digit d = digitFor(k);
            int rest = n - k;
            int maxH = Math.min(rest, d.maxHeaps());
            for (int h = 0; h <= maxH; h++) {
                int c = d.constraint(h);
                if (c == DISALLOWED) {
                    continue;
                }
                if (h == 0) {
                    if (rest == 0) {
                        out.add(new int[0]);
                    }
                } else if (h == 1) {
                    if (c != SOME_UNEQUAL || rest > 1) {       // CGSuite's '?' wants two tokens even for one heap
                        out.add(new int[] {rest});
                    }
                } else {
                    partitions(new int[h], 0, 1, rest, c, out);
                }
            }
        }
        return out;
    }

    /** Nondecreasing parts a[i..] >= min summing to rest, under the constraint. */
    private static void partitions(int[] a, int i, int min, int rest, int c, List<int[]> out) {
        int h = a.length;
        if (i == h - 1) {
            if (rest < min || (c == PAIRWISE && i > 0 && rest <= a[i - 1])) {
                return;
            }
            a[i] = rest;
            if (c == SOME_UNEQUAL && a[0] == a[h - 1]) {
                return;
            }
            out.add(a.clone());
            return;
        }
        if (c == ALL_EQUAL) {
            if (i == 0 && rest % h == 0) {
                Arrays.fill(a, rest / h);
                out.add(a.clone());
            }
            return;
        }
        for (int x = min; (long) x * (h - i) <= rest; x++) {
            if (out.size() > MAX_OPTIONS) {
                throw new LimitReached();
            }
            a[i] = x;
            partitions(a, i + 1, c == PAIRWISE ? x + 1 : x, rest - x, c, out);
        }
    }

    @Override
    public String toString() {
        return text;
    }
}
