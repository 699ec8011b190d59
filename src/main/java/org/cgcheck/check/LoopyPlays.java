package org.cgcheck.check;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.cgcheck.eval.Interpreter;
import org.cgcheck.lang.Expr;
import org.cgcheck.loopy.LoopyGame;
import org.cgcheck.loopy.SidedValue;
import org.cgcheck.rules.LoopyPosition;
import org.cgcheck.rules.LoopyRetrograde;

/**
 * The refuting play on the board of a loopy ruleset's position (issue 43, loopy rulesets), when a
 * claim compares the position with 0 ({@code P >= 0}, {@code P == 0}, ...) or states its outcome
 * class ({@code outcome(P) == L}) and fails: the player whose win refutes it starts, and both play
 * by retrograde analysis of the position's graph (the winner ends as soon as he can, the loser
 * holds out longest). Told only for a stopper, and only when play on the graph bears the
 * comparison out; otherwise nothing is added.
 */
public final class LoopyPlays {
    /** Longest play told. */
    static final int MAX_PLAY = 40;

    private LoopyPlays() {
    }

    static List<String> explain(Expr predicate, Map<String, Object> env) {
        try {
            return explainOrFail(predicate, env);
        } catch (RuntimeException e) {
            return List.of();       // no play to tell (a side that does not evaluate, a graph too large)
        }
    }

    private static List<String> explainOrFail(Expr predicate, Map<String, Object> env) {
        Interpreter in = new Interpreter(env);
        Expr rel = predicate;
        while (rel instanceof Expr.Binary b && (b.op() == Expr.Op.IMPLIES || b.op() == Expr.Op.AND)) {
            rel = b.op() == Expr.Op.IMPLIES || Boolean.TRUE.equals(in.eval(b.left())) ? b.right() : b.left();
        }
        if (rel instanceof Expr.Binary or && or.op() == Expr.Op.OR) {      // every disjunct failed: the first with a play
            List<String> l = explainOrFail(or.left(), env);
            return l.isEmpty() ? explainOrFail(or.right(), env) : l;
        }
        if (!(rel instanceof Expr.Binary b) || !b.op().isRelation() || b.op() == Expr.Op.IDENTICAL) {
            return List.of();
        }
        for (boolean flipped : new boolean[] {false, true}) {
            Expr mine = flipped ? b.right() : b.left();
            Expr other = flipped ? b.left() : b.right();
            Expr.Op op = flipped ? flip(b.op()) : b.op();
            if (mine instanceof Expr.Var v && Checker.loopyPosition(env.get(v.name())) != null
                    && isZero(in.eval(other))) {
                SidedValue s = (SidedValue) env.get(v.name());
                Boolean rightStarts = starter(op, s);
                return rightStarts == null ? List.of() : play(v.name(), Checker.loopyPosition(s), rightStarts);
            }
            if (mine instanceof Expr.Call c && c.name().equalsIgnoreCase("outcome") && c.args().size() == 1
                    && c.args().get(0) instanceof Expr.Var v && Checker.loopyPosition(env.get(v.name())) != null
                    && op == Expr.Op.EQ) {
                return outcomePlays(v.name(), Checker.loopyPosition(env.get(v.name())), String.valueOf(in.eval(other)));
            }
        }
        return List.of();
    }

    private static boolean isZero(Object x) {
        return x instanceof java.math.BigInteger n && n.signum() == 0 || x instanceof org.cgcheck.game.Game g
                && g.equals(org.cgcheck.game.Game.ZERO) || x instanceof SidedValue s && s.equalTo(ZERO);
    }

    private static final SidedValue ZERO = SidedValue.of(LoopyGame.ZERO);

    /** "0 op P" read as "P op' 0". */
    private static Expr.Op flip(Expr.Op op) {
        return switch (op) {
            case LE -> Expr.Op.GE;
            case GE -> Expr.Op.LE;
            case LT -> Expr.Op.GT;
            case GT -> Expr.Op.LT;
            case LFUZZY -> Expr.Op.GFUZZY;
            case GFUZZY -> Expr.Op.LFUZZY;
            default -> op;
        };
    }

    /**
     * Who starts the play that refutes "P op 0" (true: Right), or null when no play refutes it
     * (the sides are equal, or P is not a stopper). For a stopper P ≥ 0 iff Left wins P moving
     * second (Siegel, CGT VI: a stopper's play always ends), so a failed ≥ is Right's win moving first.
     */
    private static Boolean starter(Expr.Op op, SidedValue s) {
        if (!s.isStopper()) {
            return null;
        }
        boolean ge = s.geq(ZERO);
        boolean le = ZERO.geq(s);
        return switch (op) {
            case GE, GT -> !ge ? Boolean.TRUE : null;
            case LE, LT -> !le ? Boolean.FALSE : null;
            case EQ -> !ge ? Boolean.TRUE : !le ? Boolean.FALSE : null;
            case FUZZY -> ge && !le ? Boolean.TRUE : le && !ge ? Boolean.FALSE : null;     // P > 0 or P < 0
            case LFUZZY -> ge ? Boolean.TRUE : null;       // P <| 0 failed: P >= 0, Left wins when Right starts
            case GFUZZY -> le ? Boolean.FALSE : null;
            default -> null;
        };
    }

    /** An outcome stated and refuted: the play for each starter whose winner the statement gets wrong. */
    private static List<String> outcomePlays(String name, LoopyPosition p, String claimed) {
        if (!List.of("L", "R", "N", "P").contains(claimed)) {
            return List.of();
        }
        LoopyRetrograde r = LoopyRetrograde.of(p);
        List<String> out = new ArrayList<>();
        for (boolean left : new boolean[] {true, false}) {
            boolean claimedLeftWins = claimed.equals("L") || claimed.equals("N") && left || claimed.equals("P") && !left;
            int res = r.result(p, left);
            boolean leftWins = res > 0 == left && res != 0;
            if (res != 0 && leftWins != claimedLeftWins) {
                out.addAll(told(name, p, r, !left));
            }
        }
        return out;
    }

    private static List<String> play(String name, LoopyPosition p, boolean rightStarts) {
        LoopyRetrograde r = LoopyRetrograde.of(p);
        if (r.result(p, !rightStarts) <= 0) {
            return List.of();       // play on the graph does not bear the comparison out: tell nothing
        }
        return told(name, p, r, rightStarts);
    }

    /**
     * The positions of the play {@link #explain} tells from p, the start first: the same moves,
     * for a picture to draw them board by board.
     */
    public static List<LoopyPosition> positions(LoopyPosition p, boolean rightStarts) {
        LoopyRetrograde r = LoopyRetrograde.of(p);
        List<LoopyPosition> out = new ArrayList<>(List.of(p));
        boolean left = !rightStarts;
        LoopyPosition x = p;
        for (int step = 1; step <= MAX_PLAY && x.settled() == null; step++) {
            x = r.bestMove(x, left);
            if (x == null) {
                break;
            }
            out.add(x);
            left = !left;
        }
        return out;
    }

    /** The play from p, the starter winning (r says so), each move told in words with the value it leaves. */
    private static List<String> told(String name, LoopyPosition p, LoopyRetrograde r, boolean rightStarts) {
        List<String> out = new ArrayList<>();
        String starter = rightStarts ? "Right" : "Left";
        String winner = r.result(p, !rightStarts) > 0 ? starter : rightStarts ? "Left" : "Right";
        out.add(Refutation.PLAY_HEADER + name + " (" + starter + " starts; " + winner + " wins by retrograde analysis"
                + " of its " + r.positions() + (r.positions() == 1 ? " position" : " positions") + "; whoever cannot move loses):");
        boolean left = !rightStarts;
        LoopyPosition x = p;
        for (int step = 1;; step++) {
            String player = left ? "Left" : "Right";
            if (x.settled() != null) {
                out.add("  " + step + ". " + x.settled().replaceFirst(":.*", "") + ": the position is off, a win for"
                        + " Right");
                break;
            }
            if (step > MAX_PLAY) {
                out.add("  … (cut after " + MAX_PLAY + " moves)");
                break;
            }
            LoopyPosition next = r.bestMove(x, left);
            if (next == null) {
                out.add("  " + step + ". " + player + " cannot move, so " + (left ? "Right" : "Left") + " wins");
                break;
            }
            out.add("  " + step + ". " + player + ": " + x.describe(next, left) + ", leaving " + next.value());
            x = next;
            left = !left;
        }
        return out;
    }
}
