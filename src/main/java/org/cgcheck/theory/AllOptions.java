package org.cgcheck.theory;

import java.util.ArrayList;
import java.util.List;
import org.cgcheck.fn.Builtin;
import org.cgcheck.fn.GameSet;
import org.cgcheck.game.Game;

/**
 * CGSuite's {@code .Options} without a player, of a short game: the set of its canonical form's
 * options for either player ({@code ({1|0}).Options} is {0,1}). Of a misère form {@code .Options}
 * is the misère list ({@code options(G)}); the evaluator picks this function for any other game.
 */
public final class AllOptions {
    private AllOptions() {
    }

    public static Builtin function() {
        return Builtin.unary("alloptions", "The set of G's canonical options for either player: alloptions({1|0}) is"
                + " {0,1} (CGSuite's .Options of a short game)", g -> {
                    List<Game> all = new ArrayList<>(g.leftOptions());
                    all.addAll(g.rightOptions());
                    return GameSet.of(all);
                });
    }
}
