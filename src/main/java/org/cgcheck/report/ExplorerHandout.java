package org.cgcheck.report;

import java.util.List;
import org.cgcheck.game.Game;
import org.cgcheck.rules.MoveText;
import org.cgcheck.rules.Position;

/**
 * The explorer as a printed handout (no script): the start drawn with its value and who wins, every
 * move from it drawn with the move marked and marked when it wins, then a game played well from the
 * start (each player takes a winning move when there is one, else the first), each step drawn,
 * until a player cannot move. Values come from the explorer's graph; a position without one says so.
 */
public final class ExplorerHandout {
    /** Steps of the game drawn at most (a long game's rest is left to the explorer). */
    static final int MAX_STEPS = 40;

    private ExplorerHandout() {
    }

    /** The handout page for {@code start} (a ruleset position or a game) explored as {@code graph}. */
    public static String html(String title, Object start, ExplorerGraph graph) {
        return html(title, start, graph, null, true, false);
    }

    /**
     * The handout for a class: {@code heading} the lecturer's title (null: "Explore …" and the
     * line that says how it was made); without {@code answers} (explore's --no-hints, or misère play,
     * whose marks the values do not tell) the values, "wins" marks and the game played well are left
     * for the students to find.
     */
    public static String html(String title, Object start, ExplorerGraph graph, String heading, boolean answers,
            boolean misere) {
        boolean impartial = graph.impartial();
        StringBuilder b = new StringBuilder();
        if (heading == null) {
            b.append("<h1>Explore <code>" + ExplorerPage.breakable(title) + "</code></h1>\n");
            b.append("<p class=\"desc\">A handout made by cgcheck explore: the start, its moves, and a game played well"
                    + " from the start. Moves marked <span class=\"wins\">wins</span> win for the player making them.</p>\n");
        } else {
            b.append("<h1>").append(HtmlPage.esc(heading)).append("</h1>\n<p>The game: <code>")
                    .append(ExplorerPage.breakable(title)).append("</code>").append(misere ? ", played misère: the player"
                    + " who cannot move wins" : "").append(".</p>\n");
        }
        if (!answers && start instanceof Position p) {
            b.append("<figure>").append(BoardPicture.svg(p, "the start, " + p.expression())).append("</figure>\n");
            b.append("<h2>Moves from the start</h2>\n");
            for (boolean left : impartial ? new boolean[] {true} : new boolean[] {true, false}) {
                if (!impartial) {
                    b.append("<h3>").append(left ? "Left" : "Right").append("'s moves</h3>\n");
                }
                b.append("<ol>\n");
                p.options(left).forEach(q -> b.append("<li>").append(HtmlPage.esc(MoveText.describe(p, q))).append("</li>\n"));
                b.append("</ol>\n");
            }
            b.append("<p>Which of these moves win for the player making them? Who wins, moving first?</p>\n");
            return HtmlPage.page(heading == null ? "Handout: " + title : heading, b.append(Glossary.html()).toString());
        }
        b.append("<h2>The start</h2>\n");
        if (start instanceof Position p) {
            b.append("<figure>").append(BoardPicture.svg(p, "the start, " + p.expression())).append("</figure>\n");
        }
        b.append(facts(graph, graph.nodes().get(0).name(), impartial));
        if (!(start instanceof Position p)) {
            return HtmlPage.page("Handout: " + title, b.append(Glossary.html()).toString());
        }
        b.append("<h2>Moves from the start</h2>\n");
        for (boolean left : impartial ? new boolean[] {true} : new boolean[] {true, false}) {
            if (!impartial) {
                b.append("<h3>").append(left ? "Left" : "Right").append("'s moves</h3>\n");
            }
            b.append(moves(graph, p, left));
        }
        b.append("<h2>A game played well</h2>\n<p>").append(impartial ? "Player 1" : "Left")
                .append(" starts; each player takes a winning move when there is one, else the first move listed.</p>\n");
        b.append(game(p, impartial));
        return HtmlPage.page("Handout: " + title, "<style>" + GoodGame.STYLE + "</style>\n" + b.append(Glossary.html()));
    }

    private static ExplorerGraph.Node node(ExplorerGraph graph, String name) {
        for (ExplorerGraph.Node n : graph.nodes()) {
            if (n.name().equals(name)) {
                return n;
            }
        }
        return null;
    }

    private static String facts(ExplorerGraph graph, String name, boolean impartial) {
        ExplorerGraph.Node n = node(graph, name);
        Game v = n == null ? null : n.value();
        StringBuilder b = new StringBuilder("<dl>\n<dt>Position</dt><dd class=\"mono\">").append(HtmlPage.esc(name)).append("</dd>\n");
        if (v == null) {
            return b.append("<dt>Value</dt><dd>not computed</dd>\n</dl>\n").toString();
        }
        b.append("<dt>Value</dt><dd>").append(HtmlPage.esc(v.toString())).append(Glossary.links(v.toString())).append("</dd>\n");
        if (impartial && v.isNimber()) {
            b.append("<dt>Grundy value</dt><dd>").append(v.nimberPart()).append("</dd>\n<dt>Who wins</dt><dd>the player to move ")
                    .append(v.nimberPart() == 0 ? "loses" : "wins").append("</dd>\n");
        } else {
            b.append("<dt>Outcome</dt><dd>").append(outcome(v)).append("</dd>\n<dt>Temperature</dt><dd>")
                    .append(HtmlPage.esc(n.temperature())).append("</dd>\n");
        }
        return b.append("</dl>\n").toString();
    }

    private static String outcome(Game v) {
        return switch (v.outcome().name()) {
            case "L" -> "L: Left wins, whoever moves first";
            case "R" -> "R: Right wins, whoever moves first";
            case "N" -> "N: whoever moves first wins";
            default -> "P: whoever moves second wins";
        };
    }

    /** Whether the move to {@code to} wins for its maker; null if its value is not known. */
    private static Boolean wins(ExplorerGraph graph, Position to, boolean left) {
        ExplorerGraph.Node n = node(graph, to.expression());
        if (n == null || n.value() == null) {
            return null;
        }
        return left ? n.value().geq(Game.ZERO) : n.value().leq(Game.ZERO);
    }

    private static String moves(ExplorerGraph graph, Position p, boolean left) {
        List<Position> options = p.options(left);
        if (options.isEmpty()) {
            return "<p>No move.</p>\n";
        }
        StringBuilder b = new StringBuilder("<table class=\"steps\">\n");
        for (Position q : options) {
            ExplorerGraph.Node n = node(graph, q.expression());
            Boolean w = wins(graph, q, left);
            b.append("<tr><td class=\"pic\">").append(picture(p, q)).append("</td><td>")
                    .append(HtmlPage.esc(MoveText.describe(p, q)))
                    .append(Boolean.TRUE.equals(w) ? " <span class=\"wins\">wins</span>" : "").append("<br/>→ ")
                    .append(n == null || n.value() == null ? "value not computed" : HtmlPage.esc(n.value().toString()))
                    .append("</td></tr>\n");
        }
        return b.append("</table>\n").toString();
    }

    static String picture(Position from, Position to) {
        StringBuilder sb = new StringBuilder();
        int[] wh = BoardPicture.drawMove(sb, from, to);
        int margin = BoardPicture.squares(to) ? BoardPicture.COORDINATES : 0;     // the squares named, as the moves name them
        if (margin > 0) {
            BoardPicture.coordinates(sb, to);
        }
        int w = wh[0] + 4 + margin;
        int h = wh[1] + 4 + margin;
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + w + "\" height=\"" + h + "\" viewBox=\"" + (-2 - margin)
                + " " + (-2 - margin) + " " + w + " "
                + h + "\" font-family=\"monospace\" font-size=\"13\">\n" + sb + "</svg>";
    }

    private static String game(Position start, boolean impartial) {
        List<GoodGame.Step> steps = GoodGame.play(start, true, MAX_STEPS);
        return GoodGame.figures(start, steps, impartial) + "<p><b>" + HtmlPage.esc(GoodGame.end(steps, start, true, impartial))
                + "</b></p>\n";
    }
}
