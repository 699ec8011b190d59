package org.cgcheck.theory;

import java.util.IdentityHashMap;
import java.util.Map;
import org.cgcheck.game.Game;

/**
 * Even and odd games, even- and odd-tempered games, on the canonical form as CGSuite decides them.
 * Even: all options odd. Odd: not 0 and all options even. Even-tempered: a number, or all options
 * odd-tempered. Odd-tempered: not a number and all options even-tempered.
 */
public final class Parity {
    private Parity() {
    }

    public static boolean isEven(Game g) {
        return classOf(g, new IdentityHashMap<>(), true) == 0;
    }

    public static boolean isOdd(Game g) {
        return classOf(g, new IdentityHashMap<>(), true) == 1;
    }

    public static boolean isEvenTempered(Game g) {
        return classOf(g, new IdentityHashMap<>(), false) == 0;
    }

    public static boolean isOddTempered(Game g) {
        return classOf(g, new IdentityHashMap<>(), false) == 1;
    }

    /**
     * The class of g: for parity 0 even, 1 odd, 2 neither; else 0 even-tempered, 1 odd-tempered,
     * 2 neither. Number-up-star values by closed form, others from their options.
     */
    private static int classOf(Game g, Map<Game, Integer> memo, boolean parity) {
        Integer done = memo.get(g);
        if (done != null) {
            return done;
        }
        int result;
        if (!g.isNumberUpStar()) {
            result = allOptions(g, memo, parity);
        } else if (parity) {
            // Closed form: only the integers and integers plus * are even or odd.
            result = g.upMultiple() == 0 && g.nimberPart() <= 1 && g.numberPart().isInteger()
                    ? g.numberPart().numerator().add(java.math.BigInteger.valueOf(g.nimberPart())).testBit(0) ? 1 : 0
                    : 2;
        } else {
            result = g.upMultiple() != 0 ? 2 : g.nimberPart() == 0 ? 0 : g.nimberPart() == 1 ? 1 : 2;
        }
        memo.put(g, result);
        return result;
    }

    /** 0 if every option is class 1, 1 if every option is class 0, else 2 (options exist on both sides). */
    private static int allOptions(Game g, Map<Game, Integer> memo, boolean parity) {
        boolean allOne = true;
        boolean allZero = true;
        for (Game x : g.leftOptions()) {
            int c = classOf(x, memo, parity);
            allOne &= c == 1;
            allZero &= c == 0;
        }
        for (Game x : g.rightOptions()) {
            int c = classOf(x, memo, parity);
            allOne &= c == 1;
            allZero &= c == 0;
        }
        return allOne ? 0 : allZero ? 1 : 2;
    }
}
