package org.cgcheck.theory;

import java.util.List;
import org.cgcheck.game.Game;
import org.cgcheck.game.Uptimals;

/** CGSuite's shape predicates of a canonical form: number-tiny, ordinal, uptimal. */
public final class Shapes {
    private Shapes() {
    }

    /**
     * A number, or {@code x + Tiny(g)} / {@code x + Miny(g)}: one option each side, one a number x,
     * the other a single-option-each-side game with x as its near option and a far option on
     * the other side of x (CGSuite compares means).
     */
    public static boolean isNumberTiny(Game g) {
        if (g.isNumber()) {
            return true;
        }
        List<Game> lo = g.leftOptions();
        List<Game> ro = g.rightOptions();
        if (lo.size() != 1 || ro.size() != 1) {
            return false;
        }
        Game l = lo.get(0);
        Game r = ro.get(0);
        if (l.isNumber() && r.leftOptions().size() == 1 && r.rightOptions().size() == 1
                && r.leftOptions().get(0) == l && r.rightOptions().get(0).mean().compareTo(l.mean()) < 0) {
            return true;
        }
        return r.isNumber() && l.leftOptions().size() == 1 && l.rightOptions().size() == 1
                && l.rightOptions().get(0) == r && l.leftOptions().get(0).mean().compareTo(r.mean()) > 0;
    }

    /** Short ordinals are the non-negative integers. */
    public static boolean isOrdinal(Game g) {
        return g.isInteger() && g.numberValue().signum() >= 0;
    }

    public static boolean isUptimal(Game g) {
        return Uptimals.expansion(g) != null;
    }
}
