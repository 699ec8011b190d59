package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.cgcheck.game.Game;

/**
 * Values of positions: split into independent components, look each up in a transposition table
 * keyed by its normalised text, else build {@code {values of Left's moves | Right's moves}} through
 * the engine (which returns the canonical form). Thread-safe: the table is concurrent and a value
 * computed twice by two threads is the same value.
 */
public final class Solver {
    /** Entries kept before the table is cleared (a key is a short string; this is tens of MB at most). */
    static final int MAX_ENTRIES = 3_000_000;
    private static final Map<String, Game> MEMO = new ConcurrentHashMap<>();
    /** Small boards' values by ruleset name, then by {@link PackedGrid} key (no strings built per lookup). */
    private static final Map<String, LongMemo> PACKED = new ConcurrentHashMap<>();
    /** Entries kept per ruleset in the packed memo (about 24 bytes each with the table half full). */
    static final int MAX_PACKED = 12_000_000;

    private Solver() {
    }

    public static Game value(Position p) {
        return value(p, true);
    }

    /**
     * The value by the generic path alone (each ruleset's moves, regions and keys, no dedicated
     * solver such as {@link AmazonsSolver}): the reference the dedicated solvers are tested against.
     */
    static Game genericValue(Position p) {
        return value(p, false);
    }

    private static Game value(Position p, boolean fast) {
        Game sum = Game.ZERO;
        for (Position c : p.components()) {
            // A ruleset's positions share the memo; sums, forms and the user's positions keep their own values.
            sum = sum.plus(c instanceof BasePosition ? componentValue(c, fast) : c.value());
        }
        return sum;
    }

    private static Game componentValue(Position c, boolean fast) {
        if (fast && c instanceof GridPosition gp && gp.ruleset() == Amazons.RULES && AmazonsSolver.handles(gp.grid)) {
            return AmazonsSolver.value(gp.grid);
        }
        if (c instanceof GridPosition gp && gp.ruleset() == Cram.RULES && CramGrundy.handles(gp.grid)) {
            return Game.nimber(CramGrundy.of(gp.grid));
        }
        if (c instanceof GridPosition gp) {
            long packed = gp.packedKey();
            if (packed != PackedGrid.NONE) {
                LongMemo memo = PACKED.get(c.ruleset().name());
                if (memo == null) {
                    memo = PACKED.computeIfAbsent(c.ruleset().name(), n -> new LongMemo(MAX_PACKED));
                }
                Game g = memo.get(packed);
                if (g == null) {
                    g = solve(c, fast);
                    memo.put(packed, g);
                }
                return g;
            }
        }
        String key = c.ruleset().name() + ':' + c.key();
        Game g = MEMO.get(key);
        if (g != null) {
            return g;
        }
        g = solve(c, fast);
        if (MEMO.size() > MAX_ENTRIES) {
            MEMO.clear();
        }
        MEMO.put(key, g);
        return g;
    }

    /** The value of one component from its options' values (no memo lookup for itself). */
    private static Game solve(Position c, boolean fast) {
        org.cgcheck.game.EvaluationStopped.check();     // long solves obey timeouts and Ctrl-C
        return c.ruleset().impartial() ? Game.nimber(mex(c.options(true), fast))
                : Game.of(values(c.options(true), fast), values(c.options(false), fast));
    }

    /**
     * Sprague–Grundy: an impartial position is the nimber *m, m the least Grundy value none of its
     * options has (every option is a sum of nimbers, whose Grundy value is the xor). Skips
     * canonicalising {*a, *b, ... | *a, *b, ...}, which Cram's many options made the main cost.
     */
    private static int mex(List<Position> options, boolean fast) {
        java.util.BitSet seen = new java.util.BitSet();
        for (Position p : options) {
            int x = 0;
            for (Position part : p.components()) {
                x ^= componentValue(part, fast).nimberPart();
            }
            seen.set(x);
        }
        return seen.nextClearBit(0);
    }

    /** The distinct values of the moves: many moves of a board reach equal values, compared once. */
    private static List<Game> values(List<Position> ps, boolean fast) {
        java.util.LinkedHashSet<Game> out = new java.util.LinkedHashSet<>();
        for (Position p : ps) {
            out.add(value(p, fast));
        }
        return new ArrayList<>(out);
    }

    /** Forgets every stored value (benchmarks measure cold solves). */
    public static void clear() {
        MEMO.clear();
        PACKED.clear();
        CramGrundy.clear();
        AmazonsSolver.clear();
    }
}
