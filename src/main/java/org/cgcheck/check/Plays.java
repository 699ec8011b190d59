package org.cgcheck.check;

import java.util.ArrayList;
import java.util.List;
import org.cgcheck.game.Game;
import org.cgcheck.rules.EdgeNumbers;
import org.cgcheck.rules.MoveText;
import org.cgcheck.rules.Position;

/**
 * The refuter's winning move and a whole refuting play in the difference a − b of the two sides:
 * Left moves in a or in −b (i.e. to a Right option of b), Right in a or to a Left option of b.
 * The refuter plays a winning move each turn; the other player the first legal move (deterministic),
 * until someone cannot move and so loses. Sides holding ruleset positions are played on their boards
 * instead, by {@link ComponentPlays}.
 */
final class Plays {
    /** A play longer than this is cut (it cannot be in a small counterexample, but stay bounded). */
    private static final int MAX_PLAY = 24;

    private Plays() {
    }

    /** not a ≤ b: Left, moving first in a − b, wins. */
    static List<String> leftWins(Game a, Game b) {
        return explain(a, b, true, null, null);
    }

    /**
     * As {@link #leftWins(Game, Game)}, each move in a side that is a position (pa, pb, either may be
     * null) followed there while a position option has the value moved to, and told in words.
     */
    static List<String> leftWins(Game a, Game b, Position pa, Position pb) {
        return explain(a, b, true, pa, pb);
    }

    /** not a ≥ b: Right, moving first in a − b, wins. */
    static List<String> rightWins(Game a, Game b) {
        return explain(a, b, false, null, null);
    }

    static List<String> rightWins(Game a, Game b, Position pa, Position pb) {
        return explain(a, b, false, pa, pb);
    }

    private static List<String> explain(Game a, Game b, boolean left, Position pa, Position pb) {
        List<String> out = new ArrayList<>();
        Game[] m = winningMove(a, b, left);
        if (m == null) {
            out.add((left ? "Left" : "Right") + " wins the difference moving first");
            return out;
        }
        String rel = left ? "≤" : "≥";
        String other = left ? "Right" : "Left";
        String me = left ? "Left" : "Right";
        if (m[0] != a) {
            out.add("so the left side is not " + rel + " the right side: in " + diff(a, b) + " " + me
                    + " moves first from " + a + " to " + m[0] + ", and " + m[0] + " " + (left ? "≥" : "≤") + " "
                    + b + " leaves " + other + " without a winning reply");
        } else {
            out.add("so the left side is not " + rel + " the right side: in " + diff(a, b) + " " + me
                    + " moves first in the second component, taking " + b + " to its " + other + " option " + m[1]
                    + "; " + m[1] + " " + (left ? "≤" : "≥") + " " + a + " leaves " + other + " without a winning reply");
        }
        out.add(Refutation.PLAY_HEADER + diff(a, b) + " (" + me + " starts; whoever cannot move loses):");
        boolean leftToMove = left;
        Game x = a;
        Game y = b;
        Position px = pa;
        Position py = pb;
        int[] ex = null;        // a Hackenbush edge told by its number at the start however many cuts came before
        int[] ey = null;
        for (int step = 1;; step++) {
            String player = leftToMove ? "Left" : "Right";
            if (step > MAX_PLAY) {
                out.add("  … (cut after " + MAX_PLAY + " moves)");
                break;
            }
            Game[] next = leftToMove == left ? winningMove(x, y, leftToMove) : firstMove(x, y, leftToMove);
            if (next == null) {
                out.add("  " + step + ". " + player + " cannot move in " + diff(x, y) + ", so "
                        + (leftToMove ? "Right" : "Left") + " wins");
                break;
            }
            // A move in −y is the opponent's move in y: say so, or "Left moves −1 → 0" reads as a Left option of −1.
            String where = next[0] != x ? x + " → " + next[0] : "in the second component, −(" + y + ") → −(" + next[1]
                    + ") (a " + (leftToMove ? "Right" : "Left") + " option of " + y + ")";
            String told = player + " moves " + where;
            if (next[0] != x && px != null) {
                Position q = option(px, leftToMove, next[0]);
                told += q == null ? "" : " (" + EdgeNumbers.words(MoveText.describe(px, q), ex, px, q) + ")";
                ex = EdgeNumbers.after(ex, px, q);
                px = q;
            } else if (next[0] == x && py != null) {
                Position q = option(py, !leftToMove, next[1]);      // a move in −y is the opponent's in y
                told += q == null ? "" : " (" + EdgeNumbers.words(MoveText.describe(py, q), ey, py, q) + ")";
                ey = EdgeNumbers.after(ey, py, q);
                py = q;
            }
            out.add("  " + step + ". " + told + ": now " + diff(next[0], next[1]));
            x = next[0];
            y = next[1];
            leftToMove = !leftToMove;
        }
        return out;
    }

    /** The first of p's options for the player whose value equals v (the move the value play made), or null. */
    private static Position option(Position p, boolean left, Game v) {
        for (Position q : p.options(left)) {
            org.cgcheck.game.EvaluationStopped.check();
            if (q.value().equals(v) || q.value().leq(v) && v.leq(q.value())) {
                return q;
            }
        }
        return null;
    }

    /** A move for the player that wins moving first in x − y, as the new (x, y), or null. */
    private static Game[] winningMove(Game x, Game y, boolean left) {
        if (left) {
            for (Game xl : x.leftOptions()) {
                if (y.leq(xl)) {
                    return new Game[] {xl, y};
                }
            }
            for (Game yr : y.rightOptions()) {
                if (yr.leq(x)) {
                    return new Game[] {x, yr};
                }
            }
        } else {
            for (Game xr : x.rightOptions()) {
                if (xr.leq(y)) {
                    return new Game[] {xr, y};
                }
            }
            for (Game yl : y.leftOptions()) {
                if (x.leq(yl)) {
                    return new Game[] {x, yl};
                }
            }
        }
        return null;
    }

    /** The losing player's first legal move (first component first), or null if none. */
    private static Game[] firstMove(Game x, Game y, boolean left) {
        List<Game> own = left ? x.leftOptions() : x.rightOptions();
        if (!own.isEmpty()) {
            return new Game[] {own.get(0), y};
        }
        List<Game> minus = left ? y.rightOptions() : y.leftOptions();
        return minus.isEmpty() ? null : new Game[] {x, minus.get(0)};
    }

    /** "a − b", with b in parentheses when it would read ambiguously. */
    static String diff(Game a, Game b) {
        String bs = b.toString();
        boolean plain = bs.matches("[0-9/*^v↑↓]+") && !bs.startsWith("-");
        return a + " − " + (plain ? bs : "(" + bs + ")");
    }
}
