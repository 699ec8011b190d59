package org.cgcheck.loopy;

import java.util.ArrayList;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.cgcheck.game.Game;
import org.cgcheck.game.Notation;

/**
 * CGSuite's loopy notation, following its output code (cgsuite/cgsuite, lib/core/src/main/scala/
 * org/cgsuite/core/SimplifiedLoopyGame.scala and CanonicalStopper.scala): a stopper is printed in
 * its simplest form; short positions in short notation; pseudonumbers, switches, Tiny/Miny and
 * upon forms by CGSuite's shorthand (LoopyShorthand); otherwise braces with slash counting as
 * for short games ({0|a||*}), {@code pass} for a move to the position itself and a label (a, b,
 * ..., z, N1, N2, ...) before the braces of a position that a move below it returns to. Options:
 * short ones first in CGSuite's order, then the others by a key that does not depend on how the
 * graph is numbered (CGSuite orders those by hash code, which we cannot reproduce), pass last.
 */
public final class LoopyPrinter {
    private static final int MAX_SLASHES = 4;

    private final LoopyGame g;
    private final Game[] shortOf;
    private final LoopyShorthand shorthand;     // null for a game that is not a stopper
    private final Map<Integer, String> labels = new HashMap<>();
    private final Deque<Integer> path = new ArrayDeque<>();
    private int named;

    private LoopyPrinter(LoopyGame g) {
        this.g = g;
        this.shortOf = g.shortValues();
        this.shorthand = g.isStopper() ? new LoopyShorthand(g) : null;
    }

    /** The game as CGSuite prints it; a stopper in its simplest form. */
    public static String print(LoopyGame g) {
        LoopyGame h = g.isStopper() ? StopperSimplifier.simplify(g) : g;
        Game whole = h.shortValue();
        if (whole != null) {
            return whole.toString();        // a short value prints as short values do (^[2], not {^|*})
        }
        if (h.nodes() == 1 && h.left(0).length == 1 && h.right(0).length == 1 && !h.isStopper()) {
            return "dud";
        }
        StringBuilder out = new StringBuilder();
        new LoopyPrinter(h).append(out, h.root(), true, false);
        return out.toString();
    }

    /** Appends node k; returns the slashes of its bar if written without braces, else 0. */
    private int append(StringBuilder out, int k, boolean forceBrackets, boolean forceParens) {
        if (shortOf[k] != null) {
            return appendShort(out, shortOf[k], forceBrackets, forceParens);
        }
        if (path.contains(k)) {
            String label = labels.get(k);
            if (label == null) {
                label = nthName(named++);
                labels.put(k, label);
            }
            out.append(label);
            return 0;
        }
        if (shorthand != null && appendShorthand(out, k, forceParens)) {
            return 0;
        }
        path.push(k);
        StringBuilder left = new StringBuilder();
        StringBuilder right = new StringBuilder();
        int slashes = Math.max(appendSide(left, k, g.left(k)), appendSide(right, k, g.right(k))) + 1;
        path.pop();
        String label = labels.remove(k);
        boolean braces = forceBrackets || label != null || g.left(k).length == 0 || g.right(k).length == 0
                || slashes == MAX_SLASHES;
        if (label != null) {
            out.append(label);
        }
        out.append(braces ? "{" : "").append(left).append("|".repeat(slashes)).append(right).append(braces ? "}" : "");
        return braces ? 0 : slashes;
    }

    private boolean appendShorthand(StringBuilder out, int k, boolean forceParens) {
        Pseudonumber p = shorthand.pseudonumber(k);
        if (p != null) {
            boolean parens = forceParens && p.infinity() == 0 && p.x().signum() != 0;
            out.append(parens ? "(" : "").append(p).append(parens ? ")" : "");
            return true;
        }
        if (shorthand.isSwitch(k)) {
            List<Integer> lo = sorted(k, g.left(k));
            out.append("+-").append(lo.size() > 1 ? "{" : "");
            for (int i = 0; i < lo.size(); i++) {
                out.append(i > 0 ? "," : "");
                append(out, lo.get(i), true, lo.size() == 1);
            }
            out.append(lo.size() > 1 ? "}" : "");
            return true;
        }
        int[] tiny = shorthand.tinyOrMiny(k);
        if (tiny != null) {
            Game x = shortOf[tiny[0]];
            out.append(forceParens ? "(" : "").append(x.equals(Game.ZERO) ? "" : x.toString()).append(tiny[2] == 1 ? "Tiny(" : "Miny(");
            LoopyGame sub = StopperSimplifier.simplify(shorthand.tinySubscript(tiny));
            new LoopyPrinter(sub).append(out, sub.root(), true, false);
            out.append(')').append(forceParens ? ")" : "");
            return true;
        }
        LoopyShorthand.UponForm f = shorthand.uponForm(k);
        if (f != null) {
            out.append(f.text());
            return true;
        }
        return false;
    }

    private int appendSide(StringBuilder out, int k, int[] targets) {
        List<Integer> opts = sorted(k, targets);
        boolean pass = false;
        int slashes = 0;
        int written = 0;
        for (int t : opts) {
            if (t == k) {
                pass = true;
                continue;
            }
            out.append(written++ > 0 ? "," : "");
            slashes = Math.max(slashes, append(out, t, targets.length > 1, false));
        }
        if (pass) {
            out.append(written > 0 ? "," : "").append("pass");
        }
        return slashes;
    }

    /** Short options in CGSuite's order, then the others by their keys; k itself (pass) last. */
    private List<Integer> sorted(int k, int[] targets) {
        List<Integer> shortOnes = new ArrayList<>();
        List<Integer> others = new ArrayList<>();
        for (int t : targets) {
            if (shortOf[t] != null) {
                shortOnes.add(t);
            } else if (t != k) {
                others.add(t);
            }
        }
        shortOnes.sort((a, b) -> Notation.ORDER.compare(shortOf[a], shortOf[b]));
        Map<Integer, String> keys = new HashMap<>();
        for (int t : others) {
            keys.put(t, key(t, new ArrayDeque<>(path)));
        }
        others.sort((a, b) -> keys.get(a).compareTo(keys.get(b)));
        List<Integer> out = new ArrayList<>(shortOnes);
        out.addAll(others);
        for (int t : targets) {
            if (t == k) {
                out.add(k);
            }
        }
        return out;
    }

    /** A key for sorting: the position's braces with moves back up the path written by depth (#d). */
    private String key(int k, Deque<Integer> stack) {
        if (shortOf[k] != null) {
            return Notation.print(shortOf[k]);
        }
        int d = 0;
        for (int x : stack) {
            if (x == k) {
                return "#" + d;
            }
            d++;
        }
        stack.push(k);
        List<String> l = new ArrayList<>();
        List<String> r = new ArrayList<>();
        for (int t : g.left(k)) {
            l.add(key(t, stack));
        }
        for (int t : g.right(k)) {
            r.add(key(t, stack));
        }
        stack.pop();
        l.sort(null);
        r.sort(null);
        return "{" + String.join(",", l) + "|" + String.join(",", r) + "}";
    }

    /**
     * Short notation; braces where it would use uptimal notation: loopy literals read ^<n> and ^[n]
     * alone, not the compound forms (1^<2>*, ^2^[3]) short values may print as.
     */
    private static int appendShort(StringBuilder out, Game s, boolean forceBrackets, boolean forceParens) {
        StringBuilder sb = new StringBuilder();
        int slashes = Notation.appendOption(sb, s, forceBrackets, forceParens);
        if (sb.indexOf("<") < 0 && sb.indexOf("[") < 0) {
            out.append(sb);
            return slashes;
        }
        out.append(bracedShort(s));
        return 0;
    }

    private static String bracedShort(Game s) {
        List<String> l = new ArrayList<>();
        List<String> r = new ArrayList<>();
        for (Game o : Notation.sorted(s.leftOptions().toArray(new Game[0]))) {
            l.add(inner(o));
        }
        for (Game o : Notation.sorted(s.rightOptions().toArray(new Game[0]))) {
            r.add(inner(o));
        }
        return "{" + String.join(",", l) + "|" + String.join(",", r) + "}";
    }

    private static String inner(Game o) {
        StringBuilder sb = new StringBuilder();
        appendShort(sb, o, true, false);
        return sb.toString();
    }

    /** CGSuite's names for labelled positions: a..z, then N1, N2, ... */
    private static String nthName(int n) {
        return n < 26 ? String.valueOf((char) ('a' + n)) : "N" + (n - 25);
    }
}
