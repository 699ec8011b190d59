package org.cgcheck.check;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.cgcheck.eval.Interpreter;
import org.cgcheck.eval.Values;
import org.cgcheck.game.Game;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.ExprPrinter;
import org.cgcheck.rules.EdgeNumbers;
import org.cgcheck.rules.MoveText;
import org.cgcheck.rules.Negatives;
import org.cgcheck.rules.Position;

/**
 * A refuting play told on the components of the difference a − b when a side holds ruleset
 * positions: each summand of a and each of −b is a part (P, the second P, −P, −(*)), and every
 * move is made on one part's board ("Left, in P: vertical domino on b1–b2"). The position
 * options are the real moves, so the play is legal on the boards; the winner is found from the
 * values (a Left move wins when the sum it leaves is ≥ 0), which holds for any form of the sum.
 * A negative position is played on its own board when the ruleset makes one ({@link Negatives}),
 * else on the position's board with the roles swapped ("as Right in P").
 */
public final class ComponentPlays {
    /** Starts the line naming the parts, in order, separated by {@link #SEPARATOR}. */
    public static final String COMPONENTS = "components of the play: ";
    public static final String SEPARATOR = " · ";
    /** Ordinals that tell apart the copies of a summand written twice (P + P): "the second P". */
    public static final List<String> ORDINALS = List.of("first", "second", "third", "fourth", "fifth", "sixth",
            "seventh", "eighth", "ninth", "tenth");
    /** Longest play told on the boards (heaps of dozens of tokens take longer; their values do not). */
    static final int MAX_PLAY = 24;

    private ComponentPlays() {
    }

    /**
     * One summand of the difference: a board (with its roles swapped when −P has no board of its
     * own) or a value; {@code minus} when it is written with a minus sign.
     */
    record Part(String label, String base, boolean minus, Position board, boolean swapped, Game game) {
        /** Its value in the sum. */
        Game value() {
            if (board != null) {
                return swapped ? board.value().negate() : board.value();
            }
            return minus ? game.negate() : game;
        }

        /** The part after the player's move to option {@code k} of its moves, in {@link #moves} order. */
        List<Part> moves(boolean left) {
            List<Part> out = new ArrayList<>();
            if (board != null) {
                board.options(swapped != left).forEach(q -> out.add(new Part(label, base, minus, q, swapped, null)));
            } else {
                List<Game> opts = minus != left ? game.leftOptions() : game.rightOptions();
                opts.forEach(g -> out.add(new Part(label, base, minus, null, false, g)));
            }
            return out;
        }

        /** Its value as written in a sum: "− (1)" for a value with a minus sign; a board, its own value. */
        String written() {
            if (board != null && !swapped || !minus) {
                return "+ " + value();
            }
            return "− " + paren(value().negate().toString());
        }
    }

    /**
     * The parts of a − b, or null when none is a position (the play is then told on the values) or
     * a summand is not a game.
     */
    static List<Part> parts(Expr a, Expr b, Interpreter in) {
        List<Object[]> raw = new ArrayList<>();
        try {
            collect(a, false, in, raw);
            collect(b, true, in, raw);
        } catch (RuntimeException e) {
            return null;
        }
        if (raw.stream().noneMatch(r -> r[2] instanceof Position)) {
            return null;
        }
        Map<String, Integer> count = new HashMap<>();
        raw.forEach(r -> count.merge(label((String) r[0], (Boolean) r[1]), 1, Integer::sum));
        Map<String, Integer> seen = new HashMap<>();
        List<Part> out = new ArrayList<>();
        for (Object[] r : raw) {
            if (!(r[2] instanceof Position) && Values.game(r[2], null, "summand").equals(Game.ZERO)) {
                continue;       // "P <= 0": the 0 has no moves and adds nothing
            }
            String base = (String) r[0];
            boolean minus = (Boolean) r[1];
            String label = label(base, minus);
            int k = seen.merge(label, 1, Integer::sum);
            if (count.get(label) > 1) {
                label = "the " + (k <= ORDINALS.size() ? ORDINALS.get(k - 1) : "#" + k) + " " + label;
            }
            if (r[2] instanceof Position p) {
                Position neg = minus ? Negatives.of(p) : p;
                out.add(new Part(label, base, minus, neg == null ? p : neg, neg == null, null));
            } else {
                out.add(new Part(label, base, minus, null, false, Values.game(r[2], null, "summand")));
            }
        }
        return out;
    }

    /** The summands of e with their signs, as (text, minus, value); a sum or difference is split. */
    private static void collect(Expr e, boolean minus, Interpreter in, List<Object[]> out) {
        if (e instanceof Expr.Binary b && (b.op() == Expr.Op.ADD || b.op() == Expr.Op.SUB)) {
            collect(b.left(), minus, in, out);
            collect(b.right(), b.op() == Expr.Op.SUB != minus, in, out);
        } else if (e instanceof Expr.Neg n) {
            collect(n.operand(), !minus, in, out);
        } else {
            Object v = in.eval(e);
            if (!(v instanceof Position)) {
                Values.game(v, null, "summand");       // throws if not a game
            }
            out.add(new Object[] {ExprPrinter.print(e), minus, v});
        }
    }

    /** "P", "−P", "−(P + 1)": the name of a summand with its sign. */
    public static String label(String base, boolean minus) {
        return minus ? "−" + paren(base) : base;
    }

    private static String paren(String s) {
        return s.matches("[A-Za-z_][A-Za-z0-9_]*|[0-9/*^v↑↓]+") ? s : "(" + s + ")";
    }

    /** The whole difference written with its parts: "P + the second P − *". */
    static String written(List<Part> parts) {
        StringBuilder sb = new StringBuilder();
        for (Part p : parts) {
            String l = p.label();
            sb.append(sb.length() == 0 ? l : l.startsWith("−") ? " − " + l.substring(1) : " + " + l);
        }
        return sb.toString();
    }

    /** The current values, as a sum: "1 + -1 − (*)". */
    private static String now(List<Part> parts) {
        String s = String.join(" ", parts.stream().map(Part::written).toList());
        return s.startsWith("+ ") ? s.substring(2) : s.startsWith("− ") ? "−" + s.substring(2) : s;
    }

    private static Game sum(List<Part> parts) {
        Game s = Game.ZERO;
        for (Part p : parts) {
            s = s.plus(p.value());
        }
        return s;
    }

    /**
     * The explanation: the parts, how a negative board is made, the winning move, and the whole
     * play; null when the play on the boards would be longer than {@link #MAX_PLAY} moves.
     */
    static List<String> explain(List<Part> start, boolean left) {
        List<String> out = new ArrayList<>();
        String me = left ? "Left" : "Right";
        String other = left ? "Right" : "Left";
        out.add(COMPONENTS + String.join(SEPARATOR, start.stream().map(Part::label).toList()));
        for (Part p : start) {
            if (p.minus() && p.board() != null) {
                String how = p.swapped() ? "−" + paren(p.base()) + " has no board of its own here: Right's move in "
                        + p.base() + " is Left's in −" + paren(p.base()) + ", so its moves are told on " + p.base()
                        + "'s board with the roles swapped" : Negatives.how(p.board(), p.base());
                if (how != null && !out.contains(how)) {
                    out.add(how);
                }
            }
        }
        List<Part> parts = start;
        List<int[]> edges = new ArrayList<>();      // a Hackenbush part's edges by their numbers at the start
        start.forEach(p -> edges.add(null));
        List<String> steps = new ArrayList<>();
        String first = null;
        boolean leftToMove = left;
        for (int step = 1;; step++) {
            String player = leftToMove ? "Left" : "Right";
            if (step > MAX_PLAY) {
                return null;        // long on the boards (large heaps): the caller tells it on the values
            }
            int[] move = leftToMove == left ? winningMove(parts, leftToMove) : firstMove(parts, leftToMove);
            if (move == null) {
                steps.add("  " + step + ". " + player + " cannot move in " + now(parts) + ", so " + (leftToMove ? "Right"
                        : "Left") + " wins");
                break;
            }
            Part from = parts.get(move[0]);
            Part to = from.moves(leftToMove).get(move[1]);
            List<Part> next = new ArrayList<>(parts);
            next.set(move[0], to);
            String told = told(player, leftToMove, from, to, edges.get(move[0]));
            edges.set(move[0], EdgeNumbers.after(edges.get(move[0]), from.board(), to.board()));
            if (first == null) {
                first = told;
            }
            steps.add("  " + step + ". " + told + ": now " + now(next));
            parts = next;
            leftToMove = !leftToMove;
        }
        String rel = left ? "≤" : "≥";
        out.add(first == null ? me + " wins the difference moving first"
                : "so the left side is not " + rel + " the right side: in " + written(start) + " " + me + " moves first ("
                + first + "), leaving a sum " + (left ? "≥" : "≤") + " 0, where " + other + " has no winning reply");
        out.add(Refutation.PLAY_HEADER + written(start) + " (" + me + " starts; whoever cannot move loses):");
        out.addAll(steps);
        return out;
    }

    /** "Left, in P: vertical domino on a1–a2 (+-1 → 1)", "Right, in −(*): −(*) → −(0)". */
    private static String told(String player, boolean left, Part from, Part to, int[] edges) {
        String head = player + ", in " + from.label() + ": ";
        if (from.board() == null) {
            return head + (from.minus() ? "−" + paren(from.game().toString()) + " → −" + paren(to.game().toString())
                    + " (a " + (left ? "Right" : "Left") + " option of " + from.game() + ")" : from.game() + " → " + to.game());
        }
        String words = EdgeNumbers.words(MoveText.describe(from.board(), to.board()), edges, from.board(), to.board());
        String as = from.swapped() ? "as " + (left ? "Right" : "Left") + " in " + from.base() + ", " : "";
        return head + as + words + " (" + from.value() + " → " + to.value() + ")";
    }

    /** A move (part, option) for the player after which the player wins moving second, or null. */
    private static int[] winningMove(List<Part> parts, boolean left) {
        Game total = sum(parts);
        for (int i = 0; i < parts.size(); i++) {
            Game rest = total.minus(parts.get(i).value());
            List<Part> opts = parts.get(i).moves(left);
            for (int k = 0; k < opts.size(); k++) {
                Game after = rest.plus(opts.get(k).value());
                if (left ? Game.ZERO.leq(after) : after.leq(Game.ZERO)) {
                    return new int[] {i, k};
                }
            }
        }
        return null;
    }

    /** The losing player's first legal move (first part first), or null if none. */
    private static int[] firstMove(List<Part> parts, boolean left) {
        for (int i = 0; i < parts.size(); i++) {
            if (!parts.get(i).moves(left).isEmpty()) {
                return new int[] {i, 0};
            }
        }
        return null;
    }
}
