package org.cgcheck.report;

import java.util.ArrayList;
import java.util.List;
import org.cgcheck.game.Game;
import org.cgcheck.rules.MoveText;
import org.cgcheck.rules.Position;

/**
 * A game played well on one position, for students: the players take turns from the one named,
 * each making a winning move when there is one (else the first move listed), until one cannot move
 * or {@code max} moves are made. Told step by step with a picture of each move, in figures that wrap
 * at the page's width (readable at 100 % and printed), not in one wide strip.
 */
final class GoodGame {
    private GoodGame() {
    }

    /** A move of the game: who made it, the position before and after. */
    record Step(boolean left, Position from, Position to) {
        String told(boolean impartial) {
            return player(left, impartial) + ": " + MoveText.describe(from, to);
        }
    }

    /** Each step told, a Hackenbush edge by the start's number however many cuts came before. */
    static List<String> told(List<Step> steps, boolean impartial) {
        List<String> out = new ArrayList<>();
        int[] edges = null;
        for (Step s : steps) {
            out.add(org.cgcheck.rules.EdgeNumbers.words(s.told(impartial), edges, s.from(), s.to()));
            edges = org.cgcheck.rules.EdgeNumbers.after(edges, s.from(), s.to());
        }
        return out;
    }

    static String player(boolean left, boolean impartial) {
        return impartial ? (left ? "Player 1" : "Player 2") : left ? "Left" : "Right";
    }

    /** Whether the move to {@code to} wins for the player making it (Left: to ≥ 0, Right: to ≤ 0). */
    static boolean wins(Position to, boolean left) {
        Game v = to.value();
        return left ? v.geq(Game.ZERO) : v.leq(Game.ZERO);
    }

    /** The moves of the game from {@code start}, Left (Player 1) first when {@code leftFirst}. */
    static List<Step> play(Position start, boolean leftFirst, int max) {
        List<Step> steps = new ArrayList<>();
        Position p = start;
        boolean left = leftFirst;
        while (steps.size() < max) {
            List<Position> options = p.options(left);
            if (options.isEmpty()) {
                break;
            }
            Position next = options.get(0);
            for (Position q : options) {
                if (wins(q, left)) {
                    next = q;
                    break;
                }
            }
            steps.add(new Step(left, p, next));
            p = next;
            left = !left;
        }
        return steps;
    }

    /** The last line: who cannot move and who wins, or that the game goes on past the moves drawn. */
    static String end(List<Step> steps, Position start, boolean leftFirst, boolean impartial) {
        Position last = steps.isEmpty() ? start : steps.get(steps.size() - 1).to();
        boolean next = steps.isEmpty() ? leftFirst : !steps.get(steps.size() - 1).left();
        if (!last.options(next).isEmpty()) {
            return "… the game goes on past the " + steps.size() + " moves drawn.";
        }
        return player(next, impartial) + " cannot move: " + player(!next, impartial) + " wins.";
    }

    /** The steps as figures that wrap: each the position after the move, the move marked, told under it. */
    static String figures(Position start, List<Step> steps, boolean impartial) {
        StringBuilder b = new StringBuilder("<div class=\"steps\">\n<figure class=\"step\">")
                .append(BoardPicture.svg(start, "the start")).append("<figcaption>The start → ")
                .append(HtmlPage.esc(start.value().toString())).append("</figcaption></figure>\n");
        List<Dominoes.Domino> placed = new ArrayList<>();
        int[] edges = null;         // a Hackenbush edge keeps the start's number after cuts
        for (int i = 0; i < steps.size(); i++) {
            Step s = steps.get(i);
            StringBuilder sb = new StringBuilder();
            int[] wh = BoardPicture.drawMove(sb, s.from(), s.to(), List.copyOf(placed), edges);
            String told = org.cgcheck.rules.EdgeNumbers.words(s.told(impartial), edges, s.from(), s.to());
            edges = org.cgcheck.rules.EdgeNumbers.after(edges, s.from(), s.to());
            Dominoes.Domino d = Dominoes.placed(s.from(), s.to());
            if (d != null) {
                placed.add(d);
            }
            wh = BoardPicture.framed(sb, s.to(), wh);      // squares named as the moves name them
            int w = wh[0] + 4;
            int h = wh[1] + 4;
            b.append("<figure class=\"step\"><svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(w).append("\" height=\"")
                    .append(h).append("\" viewBox=\"-2 -2 ").append(w).append(' ').append(h)
                    .append("\" font-family=\"monospace\" font-size=\"13\" role=\"img\" aria-label=\"")
                    .append(HtmlPage.esc(told)).append("\">\n").append(sb).append("</svg><figcaption>")
                    .append(i + 1).append(". ").append(HtmlPage.esc(told)).append(" → ")
                    .append(HtmlPage.esc(s.to().value().toString())).append("</figcaption></figure>\n");
        }
        return b.append("</div>\n").toString();
    }

    /** The style of the figures: a row that wraps at the page's width, each figure as wide as its picture. */
    static final String STYLE = ".steps { margin: .5rem 0; } .steps figure.step { display: inline-block; vertical-align: top;"
            + " margin: 0 1rem 1rem 0; max-width: 16rem; } .steps figcaption { font-size: .95rem; color: inherit; }";
}
