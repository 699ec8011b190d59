package org.cgcheck.report;

import java.util.ArrayList;
import java.util.List;
import org.cgcheck.rules.MoveText;
import org.cgcheck.rules.Position;

/**
 * The refuting play drawn on a position's board: the start, then the board after each move made
 * on it with the changed squares outlined and the move in words beside it. The play's steps are
 * the checker's text; a step is on this board when it tells one of the board's moves in the words
 * {@link MoveText#told} gives (the checker wrote them so), so the boards are found again by replay.
 */
public final class PlayBoards {
    private static final int GAP = 14;
    private static final int TEXT_X = 16;

    private PlayBoards() {
    }

    /** A move of the play on the board: its step line, the board before and after. */
    record Move(String step, Position from, Position to) {
    }

    /** The moves of the play (its step lines, without numbers or with) made on the board of {@code start}. */
    static List<Move> replay(Position start, List<String> steps) {
        List<Move> out = new ArrayList<>();
        Position cur = start;
        for (String step : steps) {
            Position next = null;
            for (boolean left : new boolean[] {true, false}) {
                for (Position q : cur.options(left)) {
                    if (next == null && step.contains(MoveText.told(left, cur, q) + " (")) {
                        next = q;
                    }
                }
            }
            if (next != null) {
                out.add(new Move(step.strip(), cur, next));
                cur = next;
            }
        }
        return out;
    }

    /** The picture of the play on the board of {@code start} (named {@code name}), or null if no move is on it. */
    public static String svg(String name, Position start, List<String> steps) {
        List<Move> moves = replay(start, steps);
        if (moves.isEmpty()) {
            return null;
        }
        StringBuilder body = new StringBuilder();
        int y = 8;
        int width = 0;
        List<String> words = new ArrayList<>();
        for (int i = 0; i <= moves.size(); i++) {
            Position p = i == 0 ? start : moves.get(i - 1).to();
            List<MoveText.Change> ch = i == 0 ? null : MoveText.changes(moves.get(i - 1).from(), p);
            String text = i == 0 ? name + " at the start = " + p.value() : moves.get(i - 1).step();
            StringBuilder one = new StringBuilder();
            int[] wh = BoardPicture.draw(one, p, ch == null ? List.of() : ch);
            body.append("  <g transform=\"translate(").append(GAP).append(',').append(y).append(")\">\n").append(one)
                    .append("  </g>\n");
            body.append("  <text x=\"").append(GAP + wh[0] + TEXT_X).append("\" y=\"").append(y + Math.min(wh[1], 40) / 2 + 4)
                    .append("\">").append(Pictures.esc(text)).append("</text>\n");
            width = Math.max(width, GAP + wh[0] + TEXT_X + text.length() * 8 + GAP);
            y += wh[1] + GAP;
            if (i > 0) {
                words.add(moves.get(i - 1).step());
            }
        }
        String label = "The refuting play on the board of " + name + ": " + String.join("; ", words);
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + width + "\" height=\"" + y + "\" viewBox=\"0 0 "
                + width + " " + y + "\" font-family=\"monospace\" font-size=\"13\" role=\"img\" aria-label=\""
                + Pictures.esc(label) + "\">\n  <title>" + Pictures.esc(label) + "</title>\n"
                + "  <rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n" + body + "</svg>\n";
    }
}
