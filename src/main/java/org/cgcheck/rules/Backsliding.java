package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.cgcheck.loopy.GraphBuilder;
import org.cgcheck.loopy.SidedValue;

/**
 * Backsliding Toads and Frogs (CGSuite's GenToadsAndFrogs with minSlide -1): as Toads and Frogs,
 * and a creature may also slide one square back onto an empty square, so play can return to a
 * position: the value is loopy. Every strip reachable from the start is a node of the game graph
 * (toads' moves Left's edges, frogs' moves Right's); its value is the graph's sided value.
 */
public final class Backsliding {
    /** Longest strip: its positions are all reachable arrangements, 12 squares reach up to 34,650. */
    static final int MAX_SQUARES = 12;

    private Backsliding() {
    }

    /** The value of the strip {@code text} ('t' toads, 'f' frogs, '.' empty). */
    public static SidedValue value(String text) {
        return value(text, Backsliding::moves);
    }

    /** The loopy value of a strip under other creatures' moves (a GenToadsAndFrogs with back slides). */
    static SidedValue value(String text, java.util.function.BiFunction<String, Boolean, List<String>> rules) {
        if (text.isEmpty()) {
            throw new BadPosition("empty Backsliding Toads and Frogs strip: write a row of 't', 'f', '.'", -1);
        }
        for (int i = 0; i < text.length(); i++) {
            if ("tf.".indexOf(text.charAt(i)) < 0) {
                throw new BadPosition("unknown character '" + text.charAt(i)
                        + "' in a Backsliding Toads and Frogs strip (use 't', 'f', '.')", i);
            }
        }
        if (text.length() > MAX_SQUARES) {
            throw new BadPosition("a Backsliding Toads and Frogs strip of " + text.length()
                    + " squares is too long to solve (at most " + MAX_SQUARES + ")", -1);
        }
        GraphBuilder b = new GraphBuilder();
        Map<String, Integer> node = new HashMap<>();
        List<String> todo = new ArrayList<>();
        node.put(text, b.addNode());
        todo.add(text);
        for (int k = 0; k < todo.size(); k++) {
            String s = todo.get(k);
            int from = node.get(s);
            for (boolean left : new boolean[] {true, false}) {
                for (String t : rules.apply(s, left)) {
                    Integer to = node.get(t);
                    if (to == null) {
                        to = b.addNode();
                        node.put(t, to);
                        todo.add(t);
                    }
                    if (left) {
                        b.addLeft(from, to);
                    } else {
                        b.addRight(from, to);
                    }
                }
            }
        }
        org.cgcheck.loopy.LoopyGame g = b.build(node.get(text));
        if (!g.isStopper() && g.shortValue() == null && g.nodes() > MAX_SIDLED) {
            // The loopy package's sidling grows beyond memory on such graphs (tt..ff: 90 positions).
            throw new BadPosition("not computed: " + text + " reaches " + g.nodes() + " positions with cycles that "
                    + "are not a stopper, and finding the sides of such a game is done for at most " + MAX_SIDLED
                    + " positions", -1);
        }
        return SidedValue.of(g);
    }

    /** Most positions of a non-stopper graph whose sides are searched for. */
    static final int MAX_SIDLED = 60;

    /** Forward slides, back slides, then jumps over one opposing creature, as CGSuite lists them. */
    static List<String> moves(String s, boolean left) {
        char me = left ? 't' : 'f', them = left ? 'f' : 't';
        int d = left ? 1 : -1;
        List<String> out = new ArrayList<>();
        for (int step : new int[] {d, -d}) {
            for (int i = 0; i < s.length(); i++) {
                add(out, s.charAt(i) == me ? CreatureStrip.slide(s, i, step) : null);
            }
        }
        for (int i = 0; i < s.length(); i++) {
            add(out, s.charAt(i) == me ? CreatureStrip.jump(s, i, d, them) : null);
        }
        return out;
    }

    private static void add(List<String> out, String move) {
        if (move != null) {
            out.add(move);
        }
    }
}
