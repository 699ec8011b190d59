package org.cgcheck.misere;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.cgcheck.game.EvaluationStopped;
import org.cgcheck.game.Outcome;
import org.cgcheck.rules.Position;

/**
 * Who wins a partizan position played misère (a player who cannot move wins), by play: misère
 * play has no values to add, so a sum is searched as a whole, each position once (keyed by its
 * ruleset and key, which are equal only for positions with isomorphic move trees).
 */
public final class MiserePlay {
    private MiserePlay() {
    }

    /** The most positions one search stores before it is refused as too large. */
    static final int MAX_POSITIONS = 5_000_000;

    public static Outcome outcome(Position p) {
        Map<String, Boolean> memo = new HashMap<>();
        boolean left = wins(p, true, memo);
        boolean right = wins(p, false, memo);
        return left ? (right ? Outcome.N : Outcome.L) : (right ? Outcome.R : Outcome.P);
    }

    /** Does the player to move ({@code left}: Left) win moving first in misère play? memo: shared between calls. */
    public static boolean wins(Position p, boolean left, Map<String, Boolean> memo) {
        String key = (left ? "L" : "R") + p.ruleset().identity() + ":" + p.key();
        Boolean known = memo.get(key);
        if (known != null) {
            return known;
        }
        EvaluationStopped.check();
        if (memo.size() > MAX_POSITIONS) {
            throw new IllegalArgumentException("misère play of " + p.expression() + " reaches more than "
                    + MAX_POSITIONS + " positions; it is too large to search");
        }
        List<Position> moves = p.options(left);
        boolean result = moves.isEmpty();       // no move: the player to move wins
        for (Position o : moves) {
            if (!wins(o, !left, memo)) {
                result = true;
                break;
            }
        }
        memo.put(key, result);
        return result;
    }
}
