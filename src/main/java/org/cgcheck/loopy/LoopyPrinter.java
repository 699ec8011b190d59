package org.cgcheck.loopy;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.cgcheck.game.Game;
import org.cgcheck.game.Notation;

/**
 * CGSuite's loopy notation: short positions in short notation, the named stoppers on, off, over,
 * under, upon (and dud for {pass|pass}), {@code pass} for a move to the position itself, and a
 * label {@code a{...a...}} for a move back to an enclosing position.
 */
public final class LoopyPrinter {
    private static final String[] NAMES = {"on", "off", "over", "under", "upon"};
    private static final LoopyGame[] NAMED = {LoopyGame.ON, LoopyGame.OFF, LoopyGame.OVER, LoopyGame.UNDER, LoopyGame.UPON};

    private final LoopyGame g;
    private final Game[] shortOf;
    private final String[] name;
    private final Map<Integer, String> labels = new HashMap<>();
    private final Deque<Integer> path = new ArrayDeque<>();

    private LoopyPrinter(LoopyGame g) {
        this.g = g;
        this.shortOf = g.shortValues();
        this.name = names(g);
    }

    /** The game as written; a stopper is printed in its simplest form. */
    public static String print(LoopyGame g) {
        LoopyGame h = g.isStopper() ? StopperSimplifier.simplify(g) : g;
        return new LoopyPrinter(h).node(h.root());
    }

    /** The nodes equal to a named stopper (only if the whole graph is a stopper). */
    private static String[] names(LoopyGame g) {
        String[] out = new String[g.nodes()];
        if (!g.isStopper()) {
            if (g.nodes() == 1 && g.left(0).length == 1 && g.right(0).length == 1) {
                out[0] = "dud";
            }
            return out;
        }
        GraphBuilder b = new GraphBuilder();
        int base = b.embed(g) - g.root();
        int[] named = new int[NAMED.length];
        for (int i = 0; i < NAMED.length; i++) {
            named[i] = b.embed(NAMED[i]);
        }
        Survival rel = Survival.of(b.buildAll(base + g.root()));
        for (int k = 0; k < g.nodes(); k++) {
            for (int i = 0; i < NAMED.length && out[k] == null; i++) {
                if (rel.equal(base + k, named[i])) {
                    out[k] = NAMES[i];
                }
            }
        }
        return out;
    }

    /**
     * Prints node k. In key mode a move back up the path is written by its depth (#d), which
     * does not depend on how the graph is numbered: options are sorted by their keys, so equal
     * simplest forms print alike.
     */
    private String node(int k, boolean key) {
        if (shortOf[k] != null) {
            return shortNotation(shortOf[k]);
        }
        if (name[k] != null) {
            return name[k];
        }
        if (path.contains(k)) {
            if (key) {
                return "#" + depthOnPath(k);
            }
            return labels.computeIfAbsent(k, x -> freshLabel());
        }
        path.push(k);
        String l = options(k, g.left(k), key);
        String r = options(k, g.right(k), key);
        path.pop();
        String label = key ? null : labels.get(k);
        return (label == null ? "" : label) + "{" + l + "|" + r + "}";
    }

    private String node(int k) {
        return node(k, false);
    }

    private int depthOnPath(int k) {
        int d = 0;
        for (int x : path) {
            if (x == k) {
                return d;
            }
            d++;
        }
        return -1;
    }

    /** Short notation, or braces where it would use uptimal notation, which loopy literals do not read. */
    private static String shortNotation(Game g) {
        String s = Notation.print(g);
        if (s.indexOf('<') < 0 && s.indexOf('[') < 0) {
            return s;
        }
        List<String> l = new ArrayList<>();
        List<String> r = new ArrayList<>();
        for (Game o : Notation.sorted(g.leftOptions().toArray(new Game[0]))) {
            l.add(shortNotation(o));
        }
        for (Game o : Notation.sorted(g.rightOptions().toArray(new Game[0]))) {
            r.add(shortNotation(o));
        }
        return "{" + String.join(",", l) + "|" + String.join(",", r) + "}";
    }

    private String options(int k, int[] targets, boolean key) {
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
            keys.put(t, node(t, true));
        }
        others.sort((a, b) -> keys.get(a).compareTo(keys.get(b)));
        List<String> out = new ArrayList<>();
        for (int t : shortOnes) {
            out.add(node(t, key));
        }
        for (int t : others) {
            out.add(key ? keys.get(t) : node(t, false));
        }
        if (Arrays.stream(targets).anyMatch(t -> t == k)) {
            out.add("pass");
        }
        return String.join(",", out);
    }

    private String freshLabel() {
        String l = String.valueOf((char) ('a' + labels.size() % 26)) + (labels.size() >= 26 ? labels.size() / 26 : "");
        return l;
    }
}
