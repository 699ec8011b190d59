package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * {@code backslidingtoadsandfrogs within N}: every strip of toads, frogs and empty squares of
 * length 1 to N, shortest first, then in the order t &lt; f &lt; . square by square (as
 * {@code toadsandfrogs within N} lists its strips).
 */
final class BackslidingDomain implements LoopyRuleset {
    /**
     * Longest strips listed: every strip of five squares is a stopper solved in under a second; of
     * six squares some (tt..ff, 90 positions) are refused by {@link Backsliding#value}.
     */
    static final int MAX_LENGTH = 5;
    private static final String ALPHABET = "tf.";

    @Override
    public String name() {
        return "backslidingtoadsandfrogs";
    }

    @Override
    public String boundSyntax() {
        return "N";
    }

    @Override
    public List<LoopyPosition> within(Bound b) {
        List<LoopyPosition> out = new ArrayList<>();
        for (int len = 1; len <= b.rows(); len++) {
            long total = (long) Math.pow(ALPHABET.length(), len);
            char[] cs = new char[len];
            for (long code = 0; code < total; code++) {
                Alphabet.spell(ALPHABET, code, cs);
                out.add(BackslidingPosition.of(new String(cs)));
            }
        }
        return out;
    }

    @Override
    public double countWithin(Bound b) {
        double total = 0;
        for (int len = 1; len <= b.rows(); len++) {
            total += Math.pow(ALPHABET.length(), len);
        }
        return total;
    }

    @Override
    public String refusal(Bound b) {
        return b.rows() <= MAX_LENGTH ? null : "backslidingtoadsandfrogs within " + b.rows() + " holds strips whose"
                + " values are not computed (tt..ff reaches 90 positions that are not a stopper); strips of at most "
                + MAX_LENGTH + " squares are listed";
    }
}
