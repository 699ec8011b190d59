package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * Toads and Frogs: Left's toads ('t') move right, Right's frogs ('f') move left, sliding to an
 * adjacent empty square ('.') or jumping one opposing creature onto the empty square behind it.
 */
public final class ToadsAndFrogs extends StripRuleset {
    public static final ToadsAndFrogs RULES = new ToadsAndFrogs();

    private ToadsAndFrogs() {
    }

    @Override
    public String name() {
        return "toadsandfrogs";
    }

    @Override
    public String qualified() {
        return "game.strip.ToadsAndFrogs";
    }

    @Override
    String display() {
        return "Toads and Frogs";
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
        char me = left ? 't' : 'f', them = left ? 'f' : 't';
        int d = left ? 1 : -1;
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) != me) {
                continue;
            }
            String m = Creatures.slide(s, i, d);
            if (m == null) {
                m = Creatures.jump(s, i, d, them);
            }
            if (m != null) {
                out.add(m);
            }
        }
        return out;
    }

    /** Each strip draws its rate of empty squares in [0.2, 0.6); the creatures are toads or frogs evenly. */
    @Override
    String randomStrip(int n, java.util.SplittableRandom rnd) {
        return mixed(n, rnd, 0.2 + 0.4 * rnd.nextDouble(), '.', 't', 'f');
    }

    @Override
    char blank() {
        return '.';
    }

    /** Strips of 12 squares solve in under a second; longer crowded strips take much longer. */
    @Override
    public int exploreLimit() {
        return 14;
    }

    /** Frogs packed against the left end and toads against the right end can never move nor be jumped. */
    @Override
    String key(String s) {
        return Creatures.unpacked(s);
    }
}
