package org.cgcheck.theory;

import java.util.IdentityHashMap;
import java.util.Map;
import org.cgcheck.game.Game;
import org.cgcheck.game.Outcome;

/**
 * The misère outcome class of the canonical form played as a tree: a player who cannot move wins.
 * (Misère play is not invariant under equality of normal-play values, so this is a property of the
 * canonical form, as in CGSuite's {@code MisereOutcomeClass}.)
 */
public final class MisereOutcome {
    private MisereOutcome() {
    }

    public static Outcome of(Game g) {
        Map<Game, boolean[]> memo = new IdentityHashMap<>();
        boolean left = wins(g, true, memo);
        boolean right = wins(g, false, memo);
        return left ? (right ? Outcome.N : Outcome.L) : (right ? Outcome.R : Outcome.P);
    }

    /** Does the player to move (Left if {@code left}) win misère play moving first? */
    private static boolean wins(Game g, boolean left, Map<Game, boolean[]> memo) {
        boolean[] done = memo.get(g);
        if (done == null) {
            done = new boolean[4];
            memo.put(g, done);
        }
        int known = left ? 0 : 2;
        if (done[known]) {
            return done[known + 1];
        }
        boolean result = true;      // no move: the player to move wins in misère play
        java.util.List<Game> moves = left ? g.leftOptions() : g.rightOptions();
        if (!moves.isEmpty()) {
            result = false;
            for (Game x : moves) {
                if (!wins(x, !left, memo)) {
                    result = true;
                    break;
                }
            }
        }
        done[known] = true;
        done[known + 1] = result;
        return result;
    }
}
