package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/** Rulesets played on a strip of characters: Toads and Frogs, Toppling Dominoes. */
abstract class StripRuleset implements Ruleset {
    /** Longest strip solved. */
    static final int MAX_LENGTH = 40;

    abstract String alphabet();

    @Override
    public boolean squares() {
        return true;
    }

    abstract String display();

    abstract List<String> moves(String s, boolean left);

    /** A random strip of length n (each ruleset has its own mix of squares). */
    abstract String randomStrip(int n, SplittableRandom rnd);

    /** n squares, each {@code rare} with probability {@code rate}, else {@code a} or {@code b} evenly. */
    static String mixed(int n, SplittableRandom rnd, double rate, char rare, char a, char b) {
        char[] cs = new char[n];
        for (int i = 0; i < n; i++) {
            cs[i] = rnd.nextDouble() < rate ? rare : rnd.nextBoolean() ? a : b;
        }
        return new String(cs);
    }

    /** The character that stands for "nothing here" when shrinking, or 0 if none (Toppling Dominoes). */
    abstract char blank();

    @Override
    public Position random(Bound shape, SplittableRandom rnd) {
        return new StripPosition(this, randomStrip(shape.rows(), rnd));
    }

    /** The strip without one of its squares, or with a piece taken off (an empty square instead). */
    @Override
    public List<Position> smaller(Position p) {
        String s = p.text();
        java.util.Set<String> out = new java.util.LinkedHashSet<>();
        for (int i = 0; i < s.length(); i++) {
            if (s.length() > 1) {
                out.add(s.substring(0, i) + s.substring(i + 1));
            }
            if (blank() != 0 && s.charAt(i) != blank()) {
                out.add(s.substring(0, i) + blank() + s.substring(i + 1));
            }
        }
        List<Position> ps = new ArrayList<>();
        for (String t : out) {
            ps.add(new StripPosition(this, t));
        }
        return ps;
    }

    /** A text of equal value, for the memo (dead ends cut, mirror images merged). */
    abstract String key(String s);

    @Override
    public String boundSyntax() {
        return "N";
    }

    @Override
    public Position parse(String text) {
        if (text.isEmpty()) {
            throw new BadPosition("empty " + display() + " strip: write a row of " + Alphabet.quoted(alphabet()), -1);
        }
        for (int i = 0; i < text.length(); i++) {
            if (alphabet().indexOf(text.charAt(i)) < 0) {
                throw new BadPosition("unknown character '" + text.charAt(i) + "' in a " + display() + " strip (use "
                        + Alphabet.quoted(alphabet()) + ")", i);
            }
        }
        if (text.length() > MAX_LENGTH) {
            throw new BadPosition("a " + display() + " strip of " + text.length() + " squares is too long to solve (at most "
                    + MAX_LENGTH + ")", -1);
        }
        return new StripPosition(this, text);
    }

    @Override
    public List<Position> within(Bound b) {
        List<Position> out = new ArrayList<>();
        String a = alphabet();
        for (int len = 1; len <= b.rows(); len++) {
            long total = (long) Math.pow(a.length(), len);
            char[] cs = new char[len];
            for (long code = 0; code < total; code++) {
                Alphabet.spell(a, code, cs);
                out.add(new StripPosition(this, new String(cs)));
            }
        }
        return out;
    }

    @Override
    public double countWithin(Bound b) {
        double total = 0;
        for (int len = 1; len <= b.rows(); len++) {
            total += Math.pow(alphabet().length(), len);
        }
        return total;
    }

    static final class StripPosition extends BasePosition {
        private final StripRuleset rules;
        private final String s;

        StripPosition(StripRuleset rules, String s) {
            super(rules);
            this.rules = rules;
            this.s = s;
        }

        @Override
        public String text() {
            return s;
        }

        @Override
        Object identity() {
            return s;
        }

        @Override
        public List<Position> options(boolean left) {
            List<Position> out = new ArrayList<>();
            for (String m : rules.moves(s, left)) {
                out.add(new StripPosition(rules, m));
            }
            return out;
        }

        @Override
        public int size() {
            return s.length();
        }

        @Override
        public String key() {
            return rules.key(s);
        }
    }
}
