package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.List;
import org.cgcheck.loopy.SidedValue;

/**
 * Backsliding Toads and Frogs (CGSuite's GenToadsAndFrogs with minSlide -1): as Toads and Frogs,
 * and a creature may also slide one square back onto an empty square, so play can return to a
 * position: the value is loopy, the sided value of the graph of every strip reachable from the
 * start (PositionGraph; toads' moves Left's edges, frogs' moves Right's).
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
        // At most 34,650 strips: the length's bound keeps the graph within reach.
        return PositionGraph.value(text, rules, text, Integer.MAX_VALUE, () -> "");
    }

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
