package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * Elephants and Rhinos (CGSuite's GenToadsAndFrogs with maxJump 0): Left's elephants ('t') step
 * right, Right's rhinos ('f') step left, onto an adjacent empty square; nobody jumps.
 */
final class ElephantsAndRhinos extends CreatureStrip {
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
    List<String> moves(String s, boolean left) {
        List<String> out = new ArrayList<>();
        char me = left ? 't' : 'f';
        int d = left ? 1 : -1;
        for (int i = 0; i < s.length(); i++) {
            String m = s.charAt(i) == me ? slide(s, i, d) : null;
            if (m != null) {
                out.add(m);
            }
        }
        return out;
    }

    @Override
    public int exploreLimit() {
        return 16;
    }
}
