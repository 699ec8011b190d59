package org.cgcheck.rules;

import java.util.BitSet;
import java.util.HashMap;
import java.util.Map;

/**
 * The slow, obviously correct misère Grundy value of an impartial position, straight from its
 * options: a position without a move is 1 (the player to move cannot move, and so wins in misère play),
 * otherwise the least value none of its options has. Memoised per call by position, never shared.
 */
final class MisereGrundyReference {
    private final Map<Position, Integer> memo = new HashMap<>();

    static int of(Position p) {
        return new MisereGrundyReference().value(p);
    }

    private int value(Position p) {
        Integer known = memo.get(p);
        if (known != null) {
            return known;
        }
        var options = p.options(true);
        int v;
        if (options.isEmpty()) {
            v = 1;
        } else {
            BitSet seen = new BitSet();
            for (Position o : options) {
                seen.set(value(o));
            }
            v = seen.nextClearBit(0);
        }
        memo.put(p, v);
        return v;
    }
}
