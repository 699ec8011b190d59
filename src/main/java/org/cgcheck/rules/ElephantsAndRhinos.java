package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * Elephants and Rhinos (CGSuite's GenToadsAndFrogs with maxJump 0): Left's elephants ('t') step
 * right, Right's rhinos ('f') step left, onto an adjacent empty square; nobody jumps.
 */
final class ElephantsAndRhinos extends StripRuleset {
    static final ElephantsAndRhinos RULES = new ElephantsAndRhinos();

    private ElephantsAndRhinos() {
    }

    @Override
    public String name() {
        return "elephantsandrhinos";
    }

    @Override
    public String qualified() {
        return "game.strip.ElephantsAndRhinos";
    }

    @Override
    String display() {
        return "Elephants and Rhinos";
    }

    @Override
    public boolean impartial() {
        return false;
    }

    @Override
    String alphabet() {
        return "tf.";
    }

    @Override
    List<String> moves(String s, boolean left) {
        List<String> out = new ArrayList<>();
        char me = left ? 't' : 'f';
        int d = left ? 1 : -1;
        for (int i = 0; i < s.length(); i++) {
            String m = s.charAt(i) == me ? Creatures.slide(s, i, d) : null;
            if (m != null) {
                out.add(m);
            }
        }
        return out;
    }

    @Override
    String randomStrip(int n, java.util.SplittableRandom rnd) {
        return mixed(n, rnd, 0.2 + 0.4 * rnd.nextDouble(), '.', 't', 'f');
    }

    @Override
    char blank() {
        return '.';
    }

    @Override
    public int exploreLimit() {
        return 16;
    }

    /** Rhinos packed against the left end and elephants against the right end never move. */
    @Override
    String key(String s) {
        return Creatures.unpacked(s);
    }
}
