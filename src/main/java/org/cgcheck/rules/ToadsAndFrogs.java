package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * Toads and Frogs: Left's toads ('t') move right, Right's frogs ('f') move left, sliding to an
 * adjacent empty square ('.') or jumping one opposing creature onto the empty square behind it.
 */
public final class ToadsAndFrogs extends CreatureStrip {
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
    List<String> moves(String s, boolean left) {
        List<String> out = new ArrayList<>();
        char me = left ? 't' : 'f', them = left ? 'f' : 't';
        int d = left ? 1 : -1;
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) != me) {
                continue;
            }
            String m = slide(s, i, d);
            if (m == null) {
                m = jump(s, i, d, them);
            }
            if (m != null) {
                out.add(m);
            }
        }
        return out;
    }

    /** Strips of 12 squares solve in under a second; longer crowded strips take much longer. */
    @Override
    public int exploreLimit() {
        return 14;
    }
}
