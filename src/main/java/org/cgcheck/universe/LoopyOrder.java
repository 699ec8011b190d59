package org.cgcheck.universe;

import org.cgcheck.loopy.LoopyGame;
import org.cgcheck.loopy.SidedValue;
import org.cgcheck.rules.LoopyPosition;

/**
 * The counterexample order's measures for loopy values (issue 43, loopy rulesets): a position of
 * a loopy ruleset counts its squares where a short game counts its birthday, and a loopy value
 * counts the edges of its simplified onside and offside graphs (once when they are one stopper)
 * where a short game counts the edges of its canonical form. A simplified stopper is unique
 * (Siegel, CGT VI), so equal values measure alike.
 */
final class LoopyOrder {
    private LoopyOrder() {
    }

    /** The ruleset position a value remembers, or null. */
    static LoopyPosition position(Object o) {
        return o instanceof SidedValue v && v.position() instanceof LoopyPosition p ? p : null;
    }

    static long edges(SidedValue v) {
        return v.isStopper() ? edges(v.onside()) : edges(v.onside()) + edges(v.offside());
    }

    private static long edges(LoopyGame g) {
        long n = 0;
        for (int k = 0; k < g.nodes(); k++) {
            n += g.left(k).length + g.right(k).length;
        }
        return n;
    }
}
