package org.cgcheck.game;

import java.util.Arrays;
import java.util.Comparator;

/**
 * Prints canonical forms exactly as CGSuite does (see shared/notation.md): numbers,
 * compact number-ups-star, {@code +-} switches, {@code Tiny}/{@code Miny}, and general forms
 * with slash counting and CGSuite's option order.
 */
public final class Notation {
    private Notation() {
    }

    private static final int MAX_SLASHES = 4;

    /** The notation of g; InfeasibleException if it would be too long to print (PrintedLength). */
    public static String print(Game g) {
        PrintedLength.check(g);
        StringBuilder sb = new StringBuilder();
        append(sb, g, true, false);
        return sb.toString();
    }

    /**
     * Appends g as an option inside a larger (loopy) game, as CGSuite's appendTo does: braced if
     * forceBraces or at the slash limit; returns the slashes of its bar when not braced, else 0.
     */
    public static int appendOption(StringBuilder out, Game g, boolean forceBraces, boolean forceParens) {
        PrintedLength.check(g);
        return append(out, g, forceBraces, forceParens);
    }

    /** CGSuite's deterministic option order (notation.md §2). */
    public static final Comparator<Game> ORDER = Notation::compare;

    public static Game[] sorted(Game[] options) {
        Game[] s = options.clone();
        Arrays.sort(s, ORDER);
        return s;
    }

    private static int category(Game g) {
        if (g.isNumber()) {
            return 0;
        }
        if (g.isNimber()) {
            return 1;
        }
        return Uptimals.expansion(g) != null ? 2 : 3;
    }

    static int compare(Game a, Game b) {
        if (a == b) {
            return 0;
        }
        int ca = category(a);
        int cb = category(b);
        if (ca != cb) {
            return Integer.compare(ca, cb);
        }
        switch (ca) {
            case 0:
                return a.number.compareTo(b.number);
            case 1:
                return Integer.compare(a.star, b.star);
            case 2:
                return Uptimals.expansion(a).compareTo(Uptimals.expansion(b));
            default:
                int c = compareLists(sorted(a.leftArray()), sorted(b.leftArray()));
                return c != 0 ? c : compareLists(sorted(a.rightArray()), sorted(b.rightArray()));
        }
    }

    private static int compareLists(Game[] a, Game[] b) {
        int n = Math.min(a.length, b.length);
        for (int i = 0; i < n; i++) {
            int c = compare(a[i], b[i]);
            if (c != 0) {
                return c;
            }
        }
        return Integer.compare(a.length, b.length);
    }

    /** Appends g; returns the slash count it contributes (0 if braced or slash-free). */
    /**
     * Appends g's notation; returns the slashes of its bar if it was not braced (0 if braced or
     * not written with a bar). The slashes are known before anything is written
     * ({@link #slashes}), so each text is written once, straight into {@code out}: building each
     * level's text apart and copying it up made a deep game (a chain 100,000 levels deep) cost
     * quadratic time and memory.
     */
    private static int append(StringBuilder out, Game g, boolean forceBraces, boolean forceParens) {
        return append(out, g, forceBraces, forceParens, new java.util.IdentityHashMap<>());
    }

    private static int append(StringBuilder out, Game g, boolean forceBraces, boolean forceParens,
            java.util.Map<Game, Integer> memo) {
        UptimalExpansion e = Uptimals.expansion(g);
        if (e != null && e.isCompact()) {
            appendCompact(out, e, forceParens);
            return 0;
        }
        Game[] lo = sorted(g.leftArray());
        Game[] ro = sorted(g.rightArray());
        if (g.negate() == g) {
            appendSwitch(out, lo);
            return 0;
        }
        if (appendTinyOrMiny(out, g, lo, ro, forceParens)) {
            return 0;
        }
        int slashes = slashes(g, memo);
        boolean braces = forceBraces || slashes == MAX_SLASHES;
        if (braces) {
            out.append('{');
        }
        appendSide(out, lo, memo);
        out.append("|".repeat(slashes));
        appendSide(out, ro, memo);
        if (braces) {
            out.append('}');
            return 0;
        }
        return slashes;
    }

    private static void appendSide(StringBuilder out, Game[] opts, java.util.Map<Game, Integer> memo) {
        for (int i = 0; i < opts.length; i++) {
            if (i > 0) {
                out.append(',');
            }
            append(out, opts[i], opts.length > 1, false, memo);
        }
    }

    /** The slashes of g's own bar when g is written with one (as {@link #append} would choose them). */
    private static int slashes(Game g, java.util.Map<Game, Integer> memo) {
        Integer known = memo.get(g);
        if (known != null) {
            return known;
        }
        int s = Math.max(sideSlashes(sorted(g.leftArray()), memo), sideSlashes(sorted(g.rightArray()), memo));
        memo.put(g, s);
        return s;
    }

    private static int sideSlashes(Game[] opts, java.util.Map<Game, Integer> memo) {
        int slashes = 1;
        for (Game o : opts) {
            slashes = Math.max(slashes, returned(o, opts.length > 1, memo) + 1);
        }
        return slashes;
    }

    /** What {@link #append} returns for g, without writing it. */
    private static int returned(Game g, boolean forceBraces, java.util.Map<Game, Integer> memo) {
        UptimalExpansion e = Uptimals.expansion(g);
        if (e != null && e.isCompact() || g.negate() == g
                || tinyOrMiny(sorted(g.leftArray()), sorted(g.rightArray()))) {
            return 0;
        }
        int s = slashes(g, memo);
        return forceBraces || s == MAX_SLASHES ? 0 : s;
    }

    /** Whether {x | {x | z}} (Tiny) or its mirror (Miny) applies, as appendTinyOrMiny decides. */
    private static boolean tinyOrMiny(Game[] lo, Game[] ro) {
        return lo.length == 1 && ro.length == 1 && (lo[0].isNumber() && isTinyTail(ro[0], lo[0], true)
                || ro[0].isNumber() && isTinyTail(lo[0], ro[0], false));
    }

    private static void appendSwitch(StringBuilder out, Game[] lo) {
        out.append("+-");
        if (lo.length > 1) {
            out.append('{');
        }
        for (int i = 0; i < lo.length; i++) {
            if (i > 0) {
                out.append(',');
            }
            append(out, lo[i], true, lo.length == 1);
        }
        if (lo.length > 1) {
            out.append('}');
        }
    }

    /** {x | {x | z}} with mean(z) &lt; x is x + Tiny(x - z); mirror for Miny. */
    private static boolean appendTinyOrMiny(StringBuilder out, Game g, Game[] lo, Game[] ro, boolean parens) {
        if (lo.length != 1 || ro.length != 1) {
            return false;
        }
        Game translate;
        Game subscript;
        String name;
        if (lo[0].isNumber() && isTinyTail(ro[0], lo[0], true)) {
            name = "Tiny";
            translate = lo[0];
            subscript = lo[0].minus(ro[0].rightArray()[0]);
        } else if (ro[0].isNumber() && isTinyTail(lo[0], ro[0], false)) {
            name = "Miny";
            translate = ro[0];
            subscript = lo[0].leftArray()[0].minus(ro[0]);
        } else {
            return false;
        }
        if (parens) {
            out.append('(');
        }
        if (translate.number.signum() != 0) {
            out.append(translate.number);
        }
        out.append(name).append('(');
        append(out, subscript, true, false);
        out.append(')');
        if (parens) {
            out.append(')');
        }
        return true;
    }

    private static boolean isTinyTail(Game h, Game x, boolean tiny) {
        Game[] hl = h.leftArray();
        Game[] hr = h.rightArray();
        if (hl.length != 1 || hr.length != 1) {
            return false;
        }
        return tiny ? hl[0] == x && hr[0].mean().compareTo(x.number) < 0
                : hr[0] == x && hl[0].mean().compareTo(x.number) > 0;
    }

    private static void appendCompact(StringBuilder out, UptimalExpansion e, boolean forceParens) {
        boolean number = e.length() == 0 && e.star() == 0;
        boolean nimber = e.length() == 0 && e.number().signum() == 0;
        boolean upsOnly = e.number().signum() == 0 && e.star() == 0;
        boolean parens = forceParens && !number && !nimber && !upsOnly;
        if (parens) {
            out.append('(');
        }
        if (e.number().signum() != 0 || (e.star() == 0 && e.length() == 0)) {
            out.append(e.number());
        }
        appendUps(out, e);
        if (e.star() != 0) {
            out.append('*');
            if (e.star() > 1) {
                out.append(e.star());
            }
        }
        if (parens) {
            out.append(')');
        }
    }

    private static void appendUps(StringBuilder out, UptimalExpansion e) {
        int len = e.length();
        if (len == 0) {
            return;
        }
        if (len == 1) {
            int a = e.digit(1);
            char c = a > 0 ? '^' : 'v';
            int m = Math.abs(a);
            out.append(c);
            if (m == 2) {
                out.append(c);
            } else if (m > 2) {
                out.append(m);
            }
            return;
        }
        int sign = e.digit(len) > 0 ? 1 : -1;
        out.append(sign > 0 ? '^' : 'v');
        out.append(e.isUnit() ? "<" + len + ">" : "[" + len + "]");
    }
}
