package org.cgcheck.check;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.cgcheck.eval.AsWritten;
import org.cgcheck.eval.Interpreter;
import org.cgcheck.game.Outcome;
import org.cgcheck.lang.Expr;
import org.cgcheck.misere.MiserePlay;
import org.cgcheck.rules.Position;

/**
 * The refuting play of a failed misère outcome claim ({@code misereoutcome(E) == o}): E is the
 * game as written (issue 41), played misère from the start where the claimed winner is not the
 * true one; the true winner plays winning moves, the other player its first move, until the
 * player to move has no move and so wins.
 */
public final class MiserePlays {
    /** Longer plays are cut. */
    static final int MAX_PLAY = 24;

    private MiserePlays() {
    }

    /** The play, or an empty list when the relation is not a misère outcome claim that fails. */
    static List<String> explain(Expr.Binary rel, Interpreter in) {
        if (rel.op() != Expr.Op.EQ) {
            return List.of();
        }
        for (int side = 0; side < 2; side++) {
            Expr mine = side == 0 ? rel.left() : rel.right();
            Expr other = side == 0 ? rel.right() : rel.left();
            if (!(asCall(mine) instanceof Expr.Call c) || !c.name().equalsIgnoreCase("misereoutcome")
                    || c.args().size() != 1) {
                continue;
            }
            try {
                Expr arg = c.args().get(0);
                if (!(AsWritten.read(in, arg) instanceof Position p)
                        || !(in.eval(other) instanceof Outcome claimed)) {
                    continue;
                }
                Map<String, Boolean> memo = new HashMap<>();
                for (boolean leftStarts : new boolean[] {true, false}) {
                    boolean starterWins = MiserePlay.wins(p, leftStarts, memo);
                    boolean leftWins = leftStarts == starterWins;
                    if (leftWins != leftWinsStarting(claimed, leftStarts)) {
                        return play(p, options(in, arg), leftStarts, memo);
                    }
                }
            } catch (RuntimeException ex) {
                return List.of();       // too large or not a game: the values above tell why
            }
        }
        return List.of();
    }

    /** A call, or a property as the call it stands for ({@code G.MisereOutcomeClass}: misereoutcome(G)); else null. */
    public static Expr asCall(Expr e) {
        if (e instanceof Expr.Property p) {
            try {
                Expr.Call c = org.cgcheck.lang.PropertyCalls.resolve(p);
                return c.name() == null ? null : c;
            } catch (RuntimeException ex) {
                return null;
            }
        }
        return e instanceof Expr.Call c ? c : null;
    }

    /** Does Left win when {@code leftStarts} says who starts, in a game of outcome o? */
    private static boolean leftWinsStarting(Outcome o, boolean leftStarts) {
        return o == Outcome.L || o == Outcome.N && leftStarts || o == Outcome.P && !leftStarts;
    }

    /**
     * The options of a game written in braces, each read as written (a sum keeps its components,
     * where the braces' own form has its literal form), Left's then Right's; null for anything else
     * or when an option is a comprehension or not a position.
     */
    public static List<List<Position>> options(Interpreter in, Expr e) {
        if (!(e instanceof Expr.Braces b)) {
            return null;
        }
        List<List<Position>> out = new ArrayList<>();
        for (List<Expr> side : List.of(b.left(), b.right())) {
            List<Position> ps = new ArrayList<>();
            for (Expr x : side) {
                if (x instanceof Expr.Comprehension || !(AsWritten.read(in, x) instanceof Position p)) {
                    return null;
                }
                ps.add(p);
            }
            out.add(ps);
        }
        return out;
    }

    /** A game written in braces, its options as written: {@code {* + *|0}}. */
    public static String label(List<List<Position>> top) {
        return "{" + String.join(", ", top.get(0).stream().map(Position::expression).toList()) + "|"
                + String.join(", ", top.get(1).stream().map(Position::expression).toList()) + "}";
    }

    /** top: the first position's options as written (see {@link #options}), or null for its own. */
    private static List<String> play(Position p, List<List<Position>> top, boolean leftStarts,
            Map<String, Boolean> memo) {
        List<String> out = new ArrayList<>();
        String starter = leftStarts ? "Left" : "Right";
        String root = top == null ? p.expression() : label(top);
        out.add(Refutation.PLAY_HEADER + "misère " + root + " (" + starter
                + " starts; whoever cannot move wins):");
        boolean left = leftStarts;
        boolean winnerLeft = leftStarts == MiserePlay.wins(p, leftStarts, memo);
        Position x = p;
        for (int step = 1;; step++) {
            String player = left ? "Left" : "Right";
            if (step > MAX_PLAY) {
                out.add("  … (cut after " + MAX_PLAY + " moves)");
                break;
            }
            List<Position> moves = step == 1 && top != null ? top.get(left ? 0 : 1) : x.options(left);
            if (moves.isEmpty()) {
                out.add("  " + step + ". " + player + " cannot move in " + (step == 1 ? root : x.expression()) + ", so " + player
                        + " wins (misère)");
                break;
            }
            Position next = moves.get(0);
            if (left == winnerLeft) {
                for (Position o : moves) {
                    if (!MiserePlay.wins(o, !left, memo)) {
                        next = o;
                        break;
                    }
                }
            }
            out.add("  " + step + ". " + player + " moves " + (step == 1 ? root : x.expression()) + " → "
                    + next.expression());
            x = next;
            left = !left;
        }
        return out;
    }
}
