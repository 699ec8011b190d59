package org.cgcheck.misere;

import java.util.ArrayList;
import java.util.List;

/**
 * CGSuite's notation for misère canonical forms, printed and read back. A form is written inside
 * {@code *[...]}: a nim heap as its size ({@code 2}; from 10 on {@code &10;}); a game with two or
 * more options as their notations in reverse canonical order ({@link MisereOrder}), in
 * parentheses when nested ({@code 2#0} is {2#, 0}); a single option followed by {@code #}
 * ({@code 2#} is {*2}); and sums as subscripts, written in brackets after the first heap or group:
 * {@code X[n]} is X + *n, {@code X[-n]} is X - *n, {@code X[1]} is X + *, and {@code #} inside a
 * subscript is the single-option game again ({@code 2[#2#]} is {2# + *2}). The subscripts read
 * left to right. The printed form is the shortest CGSuite finds: G + *n or G - *n for the
 * smallest n that makes an earlier-born game, then G + * for an odd G, then the options.
 */
public final class MisereNotation {
    private MisereNotation() {
    }

    /** The largest nim heap read (a heap of n has n options, each a heap: n² work). */
    static final int MAX_HEAP = 1000;

    /** The form as CGSuite prints it: {@code *[2#0]}. */
    public static String print(MisereCanonicalGame g) {
        StringBuilder out = new StringBuilder("*[");
        new Writer(out).write(g, false, null);
        return out.append(']').toString();
    }

    /** Just the text inside {@code *[...]}. */
    public static String body(MisereCanonicalGame g) {
        String s = print(g);
        return s.substring(2, s.length() - 1);
    }

    /** Writes forms into one text, remembering what each subform came out as (they repeat a lot). */
    private static final class Writer {
        private record Written(String text, boolean subscript) { }

        private final StringBuilder out;
        private final java.util.Map<Long, Written> written = new java.util.HashMap<>();

        Writer(StringBuilder out) {
            this.out = out;
        }

        // sub[0]: a subscript is wanted; the first heap or group written next opens it with '['.
        void write(MisereCanonicalGame g, boolean parenthesize, boolean[] sub) {
            if (sub == null) {
                boolean[] s = {false};
                write(g, parenthesize, s);
                if (s[0]) {
                    out.append(']');
                }
                return;
            }
            long key = (long) g.id() << 2 | (parenthesize ? 2 : 0) | (sub[0] ? 1 : 0);
            Written w = written.get(key);
            if (w != null) {
                out.append(w.text);
                sub[0] = w.subscript;
                return;
            }
            int start = out.length();
            writeNew(g, parenthesize, sub);
            written.put(key, new Written(out.substring(start), sub[0]));
        }

        private void writeNew(MisereCanonicalGame g, boolean parenthesize, boolean[] sub) {
            org.cgcheck.game.EvaluationStopped.check();
            int b = g.birthday();
            if (g == MisereCanonicalGame.nimHeap(b)) {
                out.append(digit(b));
                if (sub[0]) {
                    out.append('[');
                }
                return;
            }
            for (int i = (g.isOdd() ? 1 : 0) + 2; i < b; i += 2) {
                MisereCanonicalGame heap = MisereCanonicalGame.nimHeap(i);
                MisereCanonicalGame diff = MisereParts.subtract(g, heap);
                if (diff != null && diff.birthday() < b) {
                    sub[0] = true;
                    write(diff, true, sub);
                    out.append(digit(i));
                    return;
                }
                MisereCanonicalGame sum = g.plus(heap);
                if (sum.birthday() < b) {
                    sub[0] = true;
                    write(sum, true, sub);
                    out.append('-').append(digit(i));
                    return;
                }
            }
            if (g.isOdd()) {
                sub[0] = true;
                write(g.evenPart(), true, sub);
                out.append('1');
                return;
            }
            MisereCanonicalGame[] opts = g.orderedOptions();
            if (opts.length < 2) {
                write(opts[0], true, sub);
                out.append('#');
                return;
            }
            boolean wanted = sub[0];
            if (parenthesize) {
                out.append('(');
            }
            for (int i = opts.length - 1; i >= 0; i--) {
                sub[0] = false;
                write(opts[i], true, sub);
                if (sub[0]) {
                    out.append(']');
                }
            }
            if (parenthesize) {
                out.append(')');
            }
            sub[0] = wanted;
            if (wanted) {
                out.append('[');
            }
        }
    }

    private static String digit(int n) {
        return n < 10 ? String.valueOf(n) : "&" + n + ";";
    }

    /**
     * Reads a form written {@code *[...]}: CGSuite's printed notation ({@code *[2#0]},
     * {@code *[2[2]]}), or its input lists ({@code *[[2],0]}: numbers are nim heaps, a list is the
     * game with those options; one element stands for itself). A body of digits alone with two or
     * more digits ({@code *[320]}) is read as printed notation (options 3, 2, 0) only if that is how
     * the form prints; otherwise it is refused, since CGSuite's input reads it as one heap.
     * Throws IllegalArgumentException with the offset of the fault.
     */
    public static MisereCanonicalGame parse(String text) {
        String t = text.strip();
        if (!t.startsWith("*[") || !t.endsWith("]")) {
            throw new BadNotation("a misère form is written *[...], e.g. *[2#0]", 0);
        }
        String inside = t.substring(2, t.length() - 1);
        if (inside.isBlank()) {
            throw new BadNotation("*[] is empty: write *[0] for the game with no options", 2);
        }
        Reader r = new Reader(inside);
        MisereCanonicalGame g = inside.contains(",") || inside.strip().startsWith("[") ? r.list() : r.sequence();
        r.skipSpaces();
        if (!r.atEnd()) {
            throw new BadNotation(org.cgcheck.game.Digits.foreign(inside.codePointAt(r.pos))
                    ? org.cgcheck.game.Digits.unexpected(inside.codePointAt(r.pos))
                    : "unexpected " + org.cgcheck.game.Digits.printable(inside.codePointAt(r.pos)), r.pos + 2);
        }
        if (inside.matches("[0-9]{2,}") && !body(g).equals(inside)) {
            throw new BadNotation("*[" + inside + "] is ambiguous: CGSuite reads it as the nim heap *" + inside
                    + ", its printed notation as the game with options " + String.join(", ", inside.split(""))
                    + "; write *" + inside + " for the heap or *[" + String.join(",", inside.split("")) + "] for the options",
                    2);
        }
        return g;
    }

    /** A fault in a misère form's text, with the offset of the fault in the text. */
    public static final class BadNotation extends IllegalArgumentException {
        private final int offset;

        BadNotation(String message, int offset) {
            super(message);
            this.offset = offset;
        }

        public int offset() {
            return offset;
        }
    }

    private static final class Reader {
        private final String s;
        private int pos;
        private final int[] close;      // close[i]: where the '(' at i is closed, or -1
        // A printed form repeats its subforms' texts many times: each group is read once.
        private final java.util.Map<String, MisereCanonicalGame> groups = new java.util.HashMap<>();

        Reader(String s) {
            this.s = s;
            this.close = new int[s.length()];
            java.util.ArrayDeque<Integer> open = new java.util.ArrayDeque<>();
            for (int i = 0; i < s.length(); i++) {
                close[i] = -1;
                if (s.charAt(i) == '(') {
                    open.push(i);
                } else if (s.charAt(i) == ')' && !open.isEmpty()) {
                    close[open.pop()] = i;
                }
            }
        }

        boolean atEnd() {
            return pos >= s.length();
        }

        char peek() {
            return s.charAt(pos);
        }

        void skipSpaces() {
            while (!atEnd() && Character.isWhitespace(peek())) {
                pos++;
            }
        }

        /** Printed notation: items side by side; one item is itself, more are the options of a game. */
        MisereCanonicalGame sequence() {
            List<MisereCanonicalGame> items = new ArrayList<>();
            skipSpaces();
            while (!atEnd() && peek() != ')' && peek() != ']') {
                items.add(item());
                skipSpaces();
            }
            if (items.isEmpty()) {
                throw new BadNotation("expected a heap size or '('", pos + 2);
            }
            return items.size() == 1 ? items.get(0) : MisereCanonicalGame.of(items);
        }

        private MisereCanonicalGame item() {
            MisereCanonicalGame g;
            if (peek() == '(') {
                int end = close[pos];
                String text = end < 0 ? null : s.substring(pos, end + 1);
                g = text == null ? null : groups.get(text);
                if (g == null) {
                    pos++;
                    g = sequence();
                    expect(')');
                    if (text != null) {
                        groups.put(text, g);
                    }
                } else {
                    pos = end + 1;
                }
            } else {
                g = MisereCanonicalGame.nimHeap(heapSize());
            }
            while (!atEnd() && (peek() == '#' || peek() == '[')) {
                if (peek() == '#') {
                    pos++;
                    g = MisereCanonicalGame.of(List.of(g));
                } else {
                    pos++;
                    g = subscripts(g);
                    expect(']');
                }
            }
            return g;
        }

        private MisereCanonicalGame subscripts(MisereCanonicalGame g) {
            while (!atEnd() && peek() != ']') {
                int at = pos;
                if (peek() == '#') {
                    pos++;
                    g = MisereCanonicalGame.of(List.of(g));
                } else if (peek() == '-') {
                    pos++;
                    int n = heapSize();
                    MisereCanonicalGame d = MisereParts.subtract(g, MisereCanonicalGame.nimHeap(n));
                    if (d == null) {
                        throw new BadNotation("*" + n + " is not a part of " + print(g) + ", so it cannot be subtracted",
                                at + 2);
                    }
                    g = d;
                } else {
                    g = g.plus(MisereCanonicalGame.nimHeap(heapSize()));
                }
            }
            return g;
        }

        /** CGSuite's input lists: [a, b, ...] with numbers for nim heaps. */
        MisereCanonicalGame list() {
            List<MisereCanonicalGame> elements = elements();
            return elements.size() == 1 ? elements.get(0) : MisereCanonicalGame.of(elements);
        }

        private List<MisereCanonicalGame> elements() {
            List<MisereCanonicalGame> out = new ArrayList<>();
            skipSpaces();
            if (!atEnd() && peek() == ']') {
                return out;
            }
            while (true) {
                skipSpaces();
                if (!atEnd() && peek() == '[') {
                    pos++;
                    out.add(MisereCanonicalGame.of(elements()));
                    expect(']');
                } else {
                    out.add(MisereCanonicalGame.nimHeap(number()));
                }
                skipSpaces();
                if (atEnd() || peek() != ',') {
                    return out;
                }
                pos++;
            }
        }

        private void expect(char c) {
            skipSpaces();
            if (atEnd() || peek() != c) {
                throw new BadNotation("expected '" + c + "'", pos + 2);
            }
            pos++;
        }

        /** A digit of another script ('٢', '２') is refused as the main lexer refuses it, not read as c - '0'. */
        private void refuseForeignDigit() {
            if (!atEnd() && org.cgcheck.game.Digits.foreign(s.codePointAt(pos))) {
                throw new BadNotation(org.cgcheck.game.Digits.unexpected(s.codePointAt(pos)), pos + 2);
            }
        }

        /** One digit, or &n; for a heap of 10 or more. */
        private int heapSize() {
            if (!atEnd() && org.cgcheck.game.Digits.ascii(peek())) {
                return s.charAt(pos++) - '0';
            }
            refuseForeignDigit();
            if (!atEnd() && peek() == '&') {
                pos++;
                int n = number();
                expect(';');
                return n;
            }
            throw new BadNotation(atEnd() ? "the form ends too soon" : "unexpected '" + peek() + "'", pos + 2);
        }

        private int number() {
            int start = pos;
            while (!atEnd() && org.cgcheck.game.Digits.ascii(peek())) {
                pos++;
            }
            refuseForeignDigit();
            if (start == pos) {
                throw new BadNotation(atEnd() ? "the form ends too soon" : "expected a heap size, not '" + peek() + "'",
                        start + 2);
            }
            if (pos - start > 4 || Integer.parseInt(s.substring(start, pos)) > MAX_HEAP) {
                throw new BadNotation("heap size " + s.substring(start, pos) + " is too large (at most " + MAX_HEAP + ")",
                        start + 2);
            }
            return Integer.parseInt(s.substring(start, pos));
        }
    }
}
