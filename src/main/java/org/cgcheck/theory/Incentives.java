package org.cgcheck.theory;

import java.util.ArrayList;
import java.util.List;
import org.cgcheck.game.Game;
import org.cgcheck.game.Limits;

/**
 * Incentives as CGSuite computes them: Left's {@code G^L - G} and Right's {@code G - G^R} over the
 * canonical options, duplicates merged and dominated ones (those ≤ another) removed.
 */
public final class Incentives {
    private Incentives() {
    }

    public static List<Game> of(Game g, boolean left, boolean right) {
        Limits.refuseLargeNimber(g, "the incentives");
        List<Game> all = new ArrayList<>();
        if (left) {
            for (Game x : g.leftOptions()) {
                add(all, x.minus(g));
            }
        }
        if (right) {
            for (Game x : g.rightOptions()) {
                add(all, g.minus(x));
            }
        }
        List<Game> out = new ArrayList<>();
        for (Game x : all) {
            boolean dominated = false;
            for (Game y : all) {
                if (y != x && x.leq(y)) {
                    dominated = true;
                    break;
                }
            }
            if (!dominated) {
                out.add(x);
            }
        }
        return out;
    }

    private static void add(List<Game> list, Game x) {
        if (!list.contains(x)) {
            list.add(x);
        }
    }
}
