package org.cgcheck.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.cgcheck.check.ComponentPlays;
import org.cgcheck.eval.Interpreter;
import org.cgcheck.eval.Values;
import org.cgcheck.lang.Parser;
import org.cgcheck.rules.EdgeNumbers;
import org.cgcheck.rules.MoveText;
import org.cgcheck.rules.Negatives;
import org.cgcheck.rules.Position;

/**
 * The refuting play drawn on the boards of the difference's parts, side by side: the start, then
 * the boards after each move with the move marked and told above. The parts are the ones the
 * checker named ({@link ComponentPlays#COMPONENTS}); their boards are found again from the
 * counterexample's values, and each step is replayed on its part by the words of the move
 * ({@link MoveText#describe}), so a step that is not a legal move there is not drawn.
 */
public final class PlayBoards {
    private PlayBoards() {
    }

    /**
     * A part of the difference: its label, and its board at the start (played with the roles
     * swapped when −P has no board of its own), or its value as written when it is not a board.
     */
    record Part(String label, String base, Position start, boolean swapped, String value) {
    }

    /** A move of the play: its step line, the part it is in, the board before and after (null for a value). */
    record Move(String step, int part, Position from, Position to, String value) {
    }

    /** The parts named on the checker's components line, with the counterexample's values as {@code env}. */
    static List<Part> parts(String line, Map<String, Object> env) {
        List<Part> out = new ArrayList<>();
        for (String label : line.substring(ComponentPlays.COMPONENTS.length()).split(ComponentPlays.SEPARATOR, -1)) {
            String bare = label.replaceFirst("^the \\S+ ", "");
            boolean minus = bare.startsWith("−");
            String base = minus ? bare.substring(1).replaceFirst("^\\((.*)\\)$", "$1") : bare;
            Object v;
            try {
                v = new Interpreter(env).eval(Parser.parse(base));
            } catch (RuntimeException e) {
                v = null;       // not found again: drawn as its label
            }
            if (v instanceof Position p) {
                Position neg = minus ? Negatives.of(p) : p;
                out.add(new Part(label, base, neg == null ? p : neg, neg == null, null));
            } else {
                String text = v == null ? base : Values.game(v, null, "summand").toString();
                out.add(new Part(label, base, null, false, minus ? "−" + (text.matches("[0-9*^v↑↓]+") ? text
                        : "(" + text + ")") : text));
            }
        }
        return out;
    }

    /** The moves of the play (its step lines, numbered or not), each replayed on its part. */
    static List<Move> replay(List<Part> parts, List<String> steps) {
        List<Move> out = new ArrayList<>();
        List<Position> boards = new ArrayList<>(parts.stream().map(Part::start).toList());
        List<int[]> edges = new ArrayList<>();      // the checker tells a Hackenbush edge by its number at the start
        parts.forEach(p -> edges.add(null));
        for (String raw : steps) {
            String step = raw.strip().replaceFirst("^\\d+\\.\\s*", "");
            int best = -1;
            for (int i = 0; i < parts.size(); i++) {
                if ((step.startsWith("Left, in " + parts.get(i).label() + ": ")
                        || step.startsWith("Right, in " + parts.get(i).label() + ": "))
                        && (best < 0 || parts.get(i).label().length() > parts.get(best).label().length())) {
                    best = i;
                }
            }
            if (best < 0) {
                continue;
            }
            Part part = parts.get(best);
            boolean left = step.startsWith("Left");
            String rest = step.substring(step.indexOf(", in ") + 5 + part.label().length() + 2);
            if (part.start() == null) {
                int arrow = rest.indexOf(" → ");
                int end = rest.indexOf(" (a ");
                end = end < 0 ? rest.indexOf(": now ") : end;
                if (arrow >= 0 && end > arrow) {
                    out.add(new Move(raw.strip(), best, null, null, rest.substring(arrow + 3, end)));
                }
                continue;
            }
            String as = "as " + (left ? "Right" : "Left") + " in " + part.base() + ", ";
            if (part.swapped()) {
                if (!rest.startsWith(as)) {
                    continue;
                }
                rest = rest.substring(as.length());
            }
            Position cur = boards.get(best);
            for (Position q : cur.options(left != part.swapped())) {
                org.cgcheck.game.EvaluationStopped.check();
                if (rest.startsWith(EdgeNumbers.words(MoveText.describe(cur, q), edges.get(best), cur, q) + " (")) {
                    out.add(new Move(raw.strip(), best, cur, q, null));
                    boards.set(best, q);
                    edges.set(best, EdgeNumbers.after(edges.get(best), cur, q));
                    break;
                }
            }
        }
        return out;
    }

    /** The picture of the play on the parts' boards, or null if no part is a board or no move is drawn. */
    public static String svg(List<Part> parts, String start, List<String> steps) {
        if (parts.stream().allMatch(p -> p.start() == null)) {
            return null;
        }
        List<Move> moves = replay(parts, steps);
        if (moves.isEmpty()) {
            return null;
        }
        String end = steps.stream().filter(s -> s.contains(" cannot move in ") || s.contains("(cut after ")).findFirst()
                .orElse(null);
        return PlayRows.svg(parts, start, moves, end);
    }
}
