package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * Toppling Dominoes: 'l' blue (Left), 'r' red (Right), 'e' green (both). A move topples one of
 * your dominoes left or right, removing it and every domino on that side.
 */
public final class TopplingDominoes extends StripRuleset {
    public static final TopplingDominoes RULES = new TopplingDominoes();

    private TopplingDominoes() {
    }

    @Override
    public String name() {
        return "toppling";
    }

    @Override
    public String qualified() {
        return "game.strip.TopplingDominoes";
    }

    @Override
    String display() {
        return "Toppling Dominoes";
    }

    @Override
    public boolean impartial() {
        return false;
    }

    @Override
    String alphabet() {
        return "lre";
    }

    @Override
    List<String> moves(String s, boolean left) {
        List<String> out = new ArrayList<>();
        char mine = left ? 'l' : 'r';
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == mine || c == 'e') {
                out.add(s.substring(i + 1));      // toppled to the left
                out.add(s.substring(0, i));       // toppled to the right
            }
        }
        return out;
    }

    /** Each row draws its rate of green dominoes in [0, 0.5); the others are blue or red evenly. */
    @Override
    String randomStrip(int n, java.util.SplittableRandom rnd) {
        return mixed(n, rnd, 0.5 * rnd.nextDouble(), 'e', 'l', 'r');
    }

    @Override
    char blank() {
        return 0;
    }

    /** A row's positions are its substrings (quadratically many): every strip solves quickly. */
    @Override
    public int exploreLimit() {
        return MAX_LENGTH;
    }

    /** A row and its mirror image are the same game. */
    @Override
    String key(String s) {
        String r = new StringBuilder(s).reverse().toString();
        return r.compareTo(s) < 0 ? r : s;
    }
}
