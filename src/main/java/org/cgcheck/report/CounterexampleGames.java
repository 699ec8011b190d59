package org.cgcheck.report;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import org.cgcheck.check.Verdict;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.Parser;

/** The game-valued variables of a counterexample, parsed back from their printed values. */
final class CounterexampleGames {
    private CounterexampleGames() {
    }

    /** Variable name to its parsed value, in order; integer variables (ranges) are left out. */
    static Map<String, Expr> of(Verdict v) {
        Map<String, Expr> out = new LinkedHashMap<>();
        if (v.counterexample() == null) {
            return out;
        }
        Map<String, Expr.Domain> domains = new HashMap<>();
        for (Expr e = v.claim().body(); e instanceof Expr.Quantified q; e = q.body()) {
            q.vars().forEach(x -> domains.putIfAbsent(x, q.domain()));
        }
        for (Map.Entry<String, String> e : v.counterexample().entrySet()) {
            if (domains.get(e.getKey()) instanceof Expr.Domain.Range) {
                continue;
            }
            try {
                out.put(e.getKey(), Parser.parse(e.getValue()));
            } catch (RuntimeException ex) {
                // not a game (cannot happen for values the checker printed)
            }
        }
        return out;
    }

    /** The variables whose values are ruleset positions, evaluated (none if a value cannot be). */
    static Map<String, org.cgcheck.rules.Position> positions(Verdict v) {
        Map<String, org.cgcheck.rules.Position> out = new LinkedHashMap<>();
        for (Map.Entry<String, Expr> e : of(v).entrySet()) {
            try {
                if (new org.cgcheck.eval.Interpreter().eval(e.getValue()) instanceof org.cgcheck.rules.Position p) {
                    out.put(e.getKey(), p);
                }
            } catch (RuntimeException ex) {
                // a value that does not evaluate again is shown as printed, without its moves
            }
        }
        return out;
    }

    /** Every variable of the counterexample evaluated (integers too), to find a play's parts again. */
    static Map<String, Object> env(Verdict v) {
        Map<String, Object> out = new LinkedHashMap<>();
        if (v.counterexample() != null) {
            v.counterexample().forEach((k, text) -> {
                try {
                    out.put(k, new org.cgcheck.eval.Interpreter().eval(Parser.parse(text)));
                } catch (RuntimeException ex) {
                    // a value that does not evaluate again: a part naming it is drawn as its label
                }
            });
        }
        return out;
    }

    /** The tree of a counterexample position's moves, as drawn on its pages: two moves deep. */
    static java.util.List<String> moves(org.cgcheck.rules.Position p) {
        return PositionTree.lines(p, 2, 8);
    }

    static final String MOVES_NOTE = "Each move told in words (squares a1, b1, … from the top left; a strip's"
            + " squares 1, 2, … from the left), with the board it leaves and that board's value; (wins) marks a move"
            + " by which the mover wins, ×n moves to the same board up to symmetry, … a position whose moves are"
            + " not drawn.";
}
