package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * An instance of CGSuite's GenToadsAndFrogs schema: Left's toads ('t') move right, Right's frogs
 * ('f') left. A creature slides k squares over empty squares for minSlide <= k <= maxSlide, k != 0
 * (k < 0 slides back), or jumps a run of 1..maxJump opposing creatures (any creatures if
 * allowFriendlyJump) onto the empty square after the run. Options in CGSuite's order: forward
 * slides, back slides, jumps.
 */
final class GenToads extends CreatureStrip {
    private final String name;
    private final String qualified;
    final int minSlide;
    final int maxSlide;
    final int maxJump;
    final boolean friendly;

    GenToads(String name, String qualified, int minSlide, int maxSlide, int maxJump, boolean friendly) {
        this.name = name;
        this.qualified = qualified;
        this.minSlide = minSlide;
        this.maxSlide = maxSlide;
        this.maxJump = maxJump;
        this.friendly = friendly;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public String qualified() {
        return qualified;
    }

    /** As CGSuite prints the ruleset itself, every parameter named. */
    @Override
    public String toString() {
        return "GenToadsAndFrogs(minSlide => " + minSlide + ", maxSlide => " + maxSlide + ", maxJump => " + maxJump
                + ", allowFriendlyJump => " + friendly + ")";
    }

    @Override
    String display() {
        return "GenToadsAndFrogs";
    }

    /** Without back slides no creature ever moves back, and play ends. */
    boolean surelyEnds() {
        return minSlide >= 0;
    }

    /** Packed creatures at the ends never move only when nobody slides back. */
    @Override
    String key(String s) {
        return surelyEnds() ? unpacked(s) : s;
    }

    @Override
    List<String> moves(String s, boolean left) {
        List<String> forward = new ArrayList<>(), back = new ArrayList<>(), jumps = new ArrayList<>();
        char me = left ? 't' : 'f', them = left ? 'f' : 't';
        int d = left ? 1 : -1;
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) != me) {
                continue;
            }
            for (int k = 1; k <= maxSlide && at(s, i + k * d) == '.'; k++) {
                if (k >= minSlide) {
                    forward.add(move(s, i, i + k * d));
                }
            }
            for (int k = -1; k >= minSlide && at(s, i + k * d) == '.'; k--) {
                if (k <= maxSlide) {
                    back.add(move(s, i, i + k * d));
                }
            }
            for (int k = 1; k <= maxJump && (at(s, i + k * d) == them || friendly && at(s, i + k * d) == me); k++) {
                if (at(s, i + (k + 1) * d) == '.') {
                    jumps.add(move(s, i, i + (k + 1) * d));
                }
            }
        }
        forward.addAll(back);
        forward.addAll(jumps);
        return forward;
    }

    private static char at(String s, int i) {
        return i >= 0 && i < s.length() ? s.charAt(i) : 0;
    }

    private static String move(String s, int from, int to) {
        char[] cs = s.toCharArray();
        cs[to] = cs[from];
        cs[from] = '.';
        return new String(cs);
    }

    @Override
    public int exploreLimit() {
        return 12;
    }
}
