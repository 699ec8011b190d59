package org.cgcheck.rules;

/**
 * The Toads and Frogs family on a strip ('t' Left's toads, 'f' Right's frogs, '.' empty): its
 * alphabet, random strips and key, and its moves' parts: a creature at {@code i} slides one square
 * in direction {@code d}, or jumps one opposing creature.
 */
abstract class CreatureStrip extends StripRuleset {
    @Override
    public boolean impartial() {
        return false;
    }

    @Override
    String alphabet() {
        return "tf.";
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

    /** Frogs packed against the left end and toads against the right end can never move nor be jumped. */
    @Override
    String key(String s) {
        return unpacked(s);
    }

    /** The strip after the creature at {@code i} slides to {@code i + d}, or null if that square is not empty. */
    static String slide(String s, int i, int d) {
        int a = i + d;
        return a >= 0 && a < s.length() && s.charAt(a) == '.' ? swap(s, i, a) : null;
    }

    /** The strip after the creature at {@code i} jumps a {@code them} at {@code i + d} onto {@code i + 2d}, or null. */
    static String jump(String s, int i, int d, char them) {
        int a = i + d, b = i + 2 * d;
        return b >= 0 && b < s.length() && s.charAt(a) == them && s.charAt(b) == '.' ? swap(s, i, b) : null;
    }

    /** Frogs packed against the left end and toads against the right end can never move nor be jumped. */
    static String unpacked(String s) {
        int a = 0, b = s.length();
        while (a < b && s.charAt(a) == 'f') {
            a++;
        }
        while (b > a && s.charAt(b - 1) == 't') {
            b--;
        }
        return s.substring(a, b);
    }

    private static String swap(String s, int i, int j) {
        char[] cs = s.toCharArray();
        char t = cs[i];
        cs[i] = cs[j];
        cs[j] = t;
        return new String(cs);
    }
}
