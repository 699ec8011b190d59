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
            int a = i + d, b = i + 2 * d;
            if (a >= 0 && a < s.length() && s.charAt(a) == '.') {
                out.add(swap(s, i, a));
            } else if (b >= 0 && b < s.length() && s.charAt(a) == them && s.charAt(b) == '.') {
                out.add(swap(s, i, b));
            }
        }
        return out;
    }

    private static String swap(String s, int i, int j) {
        char[] cs = s.toCharArray();
        char t = cs[i];
        cs[i] = cs[j];
        cs[j] = t;
        return new String(cs);
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
        int a = 0, b = s.length();
        while (a < b && s.charAt(a) == 'f') {
            a++;
        }
        while (b > a && s.charAt(b - 1) == 't') {
            b--;
        }
        return s.substring(a, b);
    }
}
