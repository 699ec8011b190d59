package org.cgcheck.report;

import java.util.ArrayList;
import java.util.List;
import org.cgcheck.game.Game;
import org.cgcheck.rules.MoveText;
import org.cgcheck.rules.Position;

/**
 * A counterexample told on the position itself, in words a student can follow: who wins it and
 * how ("whoever moves first, the second player answers …"), each player's best move and what it
 * leaves, and a game played well on it with its pictures ({@link GoodGame}). Told beside the
 * checker's play in a difference game, which proves the verdict but is hard to read in class.
 */
final class PositionStory {
    /** Moves of the game drawn at most. */
    static final int MAX_STEPS = 24;

    private PositionStory() {
    }

    /** The story of {@code p}, named {@code name}, as HTML. */
    static String html(String name, Position p) {
        boolean impartial = org.cgcheck.report.ExplorerGraph.impartial(p);
        StringBuilder b = new StringBuilder("<h2>On the board: ").append(HtmlPage.esc(name)).append("</h2>\n<p>");
        for (String s : sentences(name, p, impartial)) {
            b.append(HtmlPage.esc(s)).append(' ');
        }
        b.append("</p>\n");
        boolean leftFirst = impartial || p.value().outcome().name().matches("[LN]") || p.value().equals(Game.ZERO);
        List<GoodGame.Step> steps = GoodGame.play(p, leftFirst, MAX_STEPS);
        b.append("<p>A game on ").append(HtmlPage.esc(name)).append(", ").append(GoodGame.player(leftFirst, impartial))
                .append(" first, each player making a winning move when there is one:</p>\n")
                .append(GoodGame.figures(p, steps, impartial)).append("<p><strong>")
                .append(HtmlPage.esc(GoodGame.end(steps, p, leftFirst, impartial))).append("</strong></p>\n");
        return b.toString();
    }

    /** The same story as plain lines (for the Markdown pages): the sentences, then the game's moves numbered, then its end. */
    static List<String> lines(String name, Position p) {
        boolean impartial = ExplorerGraph.impartial(p);
        List<String> out = new ArrayList<>();
        out.add(String.join(" ", sentences(name, p, impartial)));
        boolean leftFirst = impartial || p.value().outcome().name().matches("[LN]") || p.value().equals(Game.ZERO);
        List<GoodGame.Step> steps = GoodGame.play(p, leftFirst, MAX_STEPS);
        out.add("A game on " + name + ", " + GoodGame.player(leftFirst, impartial)
                + " first, each player making a winning move when there is one:");
        List<String> told = GoodGame.told(steps, impartial);
        for (int i = 0; i < steps.size(); i++) {
            out.add((i + 1) + ". " + told.get(i) + " → " + steps.get(i).to().value());
        }
        out.add(GoodGame.end(steps, p, leftFirst, impartial));
        return out;
    }

    static List<String> sentences(String name, Position p, boolean impartial) {
        Game v = p.value();
        List<String> out = new ArrayList<>();
        if (impartial && v.isNimber()) {
            int g = v.nimberPart();
            out.add(name + " has Grundy value " + g + ".");
            if (g == 0) {
                out.add("The player to move loses: every move leaves a position of Grundy value other than 0, from"
                        + " which the other player moves back to Grundy value 0.");
            } else {
                Position w = winning(p, true);
                out.add("The player to move wins" + (w == null ? "." : " by " + MoveText.describe(p, w)
                        + ", leaving a position of Grundy value 0."));
            }
            return out;
        }
        Position left = best(p, true);
        Position right = best(p, false);
        Position lw = winning(p, true);
        Position rw = winning(p, false);
        switch (v.outcome().name()) {
            case "P" -> out.add("Whoever moves first loses: the second player has an answer to every move.");
            case "N" -> out.add("Whoever moves first wins: Left by " + MoveText.describe(p, lw) + ", Right by "
                    + MoveText.describe(p, rw) + ".");
            case "L" -> out.add("Left wins whoever starts: moving first by " + MoveText.describe(p, lw)
                    + "; moving second, Left has an answer to every move of Right's.");
            default -> out.add("Right wins whoever starts: moving first by " + MoveText.describe(p, rw)
                    + "; moving second, Right has an answer to every move of Left's.");
        }
        out.add(left == null ? "Left has no move." : "Left's best move is " + MoveText.describe(p, left)
                + ", after which the board is worth " + left.value() + ".");
        out.add(right == null ? "Right has no move." : "Right's best move is " + MoveText.describe(p, right)
                + ", after which the board is worth " + right.value() + ".");
        out.add("So " + name + " is worth " + v + ".");
        return out;
    }

    /** A move that wins for its maker, or null. */
    private static Position winning(Position p, boolean left) {
        for (Position q : p.options(left)) {
            org.cgcheck.game.EvaluationStopped.check();
            if (GoodGame.wins(q, left)) {
                return q;
            }
        }
        return null;
    }

    /** The mover's best move: one at least as good as every other (else a winning one, else the first); null if none. */
    private static Position best(Position p, boolean left) {
        List<Position> options = p.options(left);
        for (Position q : options) {
            boolean all = true;
            for (Position r : options) {
                all &= left ? q.value().geq(r.value()) : q.value().leq(r.value());
            }
            if (all) {
                return q;
            }
        }
        Position w = winning(p, left);
        return w != null ? w : options.isEmpty() ? null : options.get(0);
    }
}
