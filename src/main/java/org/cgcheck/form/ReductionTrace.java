package org.cgcheck.form;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.cgcheck.game.Game;
import org.cgcheck.game.Notation;

/**
 * The textbook reduction of a literal form to canonical form, step by step: options are first
 * reduced (recursively, indented), then dominated options are removed and reversible options
 * bypassed until neither applies. Each step preserves the value G, so reversibility is tested
 * against G's canonical value.
 */
public final class ReductionTrace {
    private final List<String> lines = new ArrayList<>();

    private ReductionTrace() {
    }

    public static List<String> explain(Form f) {
        ReductionTrace t = new ReductionTrace();
        Game result = t.reduce(f, "");
        t.lines.add("canonical form: " + result);
        return t.lines;
    }

    private Game reduce(Form f, String indent) {
        Game value = f.value();
        List<Game> l = reduceOptions(f.left(), "Left", indent);
        List<Game> r = reduceOptions(f.right(), "Right", indent);
        lines.add(indent + "G = " + show(l, r));
        while (true) {
            String step = removeDominated(l, true, "Left");
            if (step == null) {
                step = removeDominated(r, false, "Right");
            }
            if (step == null) {
                step = bypassReversible(l, r, value, true);
            }
            if (step == null) {
                step = bypassReversible(r, l, value, false);
            }
            if (step == null) {
                break;
            }
            lines.add(indent + step);
            lines.add(indent + "  now G = " + show(l, r));
        }
        Game g = Game.of(l, r);
        if (!sameOptions(g, l, r)) {
            throw new IllegalStateException("reduction stopped before the canonical form: " + show(l, r));
        }
        return g;
    }

    private List<Game> reduceOptions(List<Form> opts, String side, String indent) {
        List<Game> out = new ArrayList<>();
        for (Form o : opts) {
            Game v = o.value();
            if (!o.isCanonical()) {
                lines.add(indent + side + " option " + o + " is not in canonical form; reducing it:");
                reduce(o, indent + "    ");
                lines.add(indent + side + " option " + o + " = " + v);
            }
            if (!out.contains(v)) {
                out.add(v);
            } else {
                lines.add(indent + side + " option " + v + " appears twice; keeping one");
            }
        }
        return out;
    }

    private static String removeDominated(List<Game> opts, boolean left, String side) {
        for (Game a : opts) {
            for (Game b : opts) {
                if (a != b && (left ? a.leq(b) : b.leq(a))) {
                    opts.remove(a);
                    return side + " option " + a + " is dominated by " + b + " (" + a + (left ? " ≤ " : " ≥ ") + b + ")";
                }
            }
        }
        return null;
    }

    private static String bypassReversible(List<Game> own, List<Game> other, Game value, boolean left) {
        String side = left ? "Left" : "Right";
        for (Game a : own) {
            for (Game ar : left ? a.rightOptions() : a.leftOptions()) {
                boolean reversible = left ? ar.leq(value) : value.leq(ar);
                if (reversible) {
                    List<Game> replacement = left ? ar.leftOptions() : ar.rightOptions();
                    own.remove(a);
                    for (Game x : replacement) {
                        if (!own.contains(x)) {
                            own.add(x);
                        }
                    }
                    String rel = left ? ar + " ≤ G" : ar + " ≥ G";
                    return side + " option " + a + " is reversible through " + ar + " (" + rel + "); replaced by the "
                            + side + " options of " + ar + " (" + list(replacement) + ")";
                }
            }
        }
        return null;
    }

    private static String list(List<Game> gs) {
        if (gs.isEmpty()) {
            return "none";
        }
        Game[] s = Notation.sorted(gs.toArray(new Game[0]));
        return String.join(", ", Arrays.stream(s).map(Game::toString).toList());
    }

    private static String show(List<Game> l, List<Game> r) {
        return "{" + side(l) + "|" + side(r) + "}";
    }

    private static String side(List<Game> gs) {
        Game[] s = Notation.sorted(gs.toArray(new Game[0]));
        return String.join(",", Arrays.stream(s).map(Game::toString).toList());
    }

    private static boolean sameOptions(Game g, List<Game> l, List<Game> r) {
        if (g.isNumber()) {
            // Canonical numbers are built lazily; compare by value of the option lists.
            return Game.of(l, r) == g;
        }
        return new java.util.HashSet<>(g.leftOptions()).equals(new java.util.HashSet<>(l))
                && new java.util.HashSet<>(g.rightOptions()).equals(new java.util.HashSet<>(r));
    }
}
