package org.cgcheck.cli;

import java.io.PrintWriter;
import java.util.List;
import org.cgcheck.loopy.SidedValue;
import org.cgcheck.rules.LoopyPosition;

/**
 * The worksheet's {@code show} of a position of a loopy ruleset (Fox and Geese, Backsliding Toads
 * and Frogs, loopy GenClobber): its board as text, its loopy value and outcome (with draws), and each player's moves
 * in words with the value each leads to.
 */
final class ShowLoopyPosition {
    /** Moves listed at most for each player. */
    static final int MAX_MOVES = 40;

    private ShowLoopyPosition() {
    }

    static void print(PrintWriter out, LoopyPosition p, SidedValue value) {
        for (String row : p.picture().split("\n")) {
            out.println("    " + row);
        }
        if (p.ruleset().equals("foxandgeese")) {
            out.println("  G goose (Left), F fox (Right); rows from 1 at the bottom, columns from 1 at the left:"
                    + " (row,col) as CGSuite writes them");
        } else if (p.ruleset().equals("genclobber")) {
            out.println("  x Left's stones, o Right's; columns a, b, … from the left, rows 1, 2, … from the top");
        } else {
            out.println("  t toads (Left) move right, f frogs (Right) move left, " + (p.ruleset().equals("backslidingtoadsandfrogs")
                    ? "and either may slide one square back" : "and slide back as the ruleset's minSlide allows")
                    + "; squares 1, 2, … from the left");
        }
        org.cgcheck.loopy.LoopyOutcomeClass o = value.outcomeClass();
        out.println("  value " + value + (value.isStopper() ? " (a stopper)" : "") + ", outcome " + o + ": " + o.words());
        String settled = p.settled();
        if (settled != null) {
            out.println("  " + settled);
        }
        for (boolean left : new boolean[] {true, false}) {
            List<LoopyPosition> moves = p.options(left);
            out.println("  " + (left ? "Left's" : "Right's") + " moves" + (moves.isEmpty() ? ": none" : ":"));
            for (int i = 0; i < Math.min(moves.size(), MAX_MOVES); i++) {
                LoopyPosition q = moves.get(i);
                out.println("    " + p.describe(q, left) + " → " + valueOf(q));
            }
            if (moves.size() > MAX_MOVES) {
                out.println("    … and " + (moves.size() - MAX_MOVES) + " more");
            }
        }
    }

    /** The value a move leads to, or why it is not given (a refused size). */
    private static String valueOf(LoopyPosition q) {
        try {
            return q.value().toString();
        } catch (org.cgcheck.game.EvaluationStopped e) {
            throw e;
        } catch (RuntimeException e) {
            return "value not computed (" + e.getMessage() + ")";
        }
    }
}
