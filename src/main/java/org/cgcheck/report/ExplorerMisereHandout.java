package org.cgcheck.report;

import java.util.List;
import org.cgcheck.rules.MoveText;
import org.cgcheck.rules.Position;

/**
 * The explorer's handout in misère play ({@code explore --misere --pdf FILE}): the start drawn, who
 * wins it in misère play, and every move from it drawn with who wins after it, those that win in
 * misère play marked. The outcomes are worked out from the page's moves ({@link ExplorerMisere});
 * values, a normal-play notion, are not printed.
 */
public final class ExplorerMisereHandout {
    private ExplorerMisereHandout() {
    }

    /** The handout for {@code start}; {@code heading} the lecturer's title (null: "Explore … in misère play"). */
    public static String html(String title, Object start, ExplorerGraph graph, String heading) {
        boolean impartial = graph.impartial();
        String[] mis = ExplorerMisere.outcomes(graph);
        StringBuilder b = new StringBuilder();
        b.append("<h1>").append(heading == null ? "Explore <code>" + ExplorerPage.breakable(title) + "</code> in misère play"
                : HtmlPage.esc(heading)).append("</h1>\n");
        b.append("<p>").append(heading == null ? "" : "The game: <code>" + ExplorerPage.breakable(title) + "</code>. ")
                .append("Misère play: the player who cannot move <b>wins</b>; whoever makes the last move loses.")
                .append(" Moves marked <span class=\"wins\">wins</span> win for the player making them.</p>\n");
        if (!(start instanceof Position p)) {
            return HtmlPage.page(heading == null ? "Handout: " + title : heading, b.toString());
        }
        b.append("<figure>").append(BoardPicture.svg(p, "the start, " + p.expression())).append("</figure>\n");
        b.append("<p><b>Who wins:</b> ").append(words(mis[0], impartial)).append("</p>\n");
        b.append("<h2>Moves from the start</h2>\n");
        for (boolean left : impartial ? new boolean[] {true} : new boolean[] {true, false}) {
            if (!impartial) {
                b.append("<h3>").append(left ? "Left" : "Right").append("'s moves</h3>\n");
            }
            List<Position> options = p.options(left);
            if (options.isEmpty()) {
                b.append("<p>No move: ").append(impartial ? "the player to move" : left ? "Left" : "Right")
                        .append(" cannot move, and so wins.</p>\n");
                continue;
            }
            b.append("<table class=\"steps\">\n");
            for (Position q : options) {
                String o = outcome(graph, mis, q);
                boolean wins = "P".equals(o) || (left ? "L" : "R").equals(o);
                b.append("<tr><td class=\"pic\">").append(ExplorerHandout.picture(p, q)).append("</td><td>")
                        .append(HtmlPage.esc(MoveText.describe(p, q)))
                        .append(wins ? " <span class=\"wins\">wins</span>" : "").append("<br/>→ then ")
                        .append(o == null ? "not known" : words(o, impartial)).append("</td></tr>\n");
            }
            b.append("</table>\n");
        }
        return HtmlPage.page(heading == null ? "Handout: " + title : heading, "<style>" + GoodGame.STYLE + "</style>\n" + b);
    }

    private static String outcome(ExplorerGraph graph, String[] mis, Position q) {
        List<ExplorerGraph.Node> nodes = graph.nodes();
        for (int i = 0; i < nodes.size(); i++) {
            if (nodes.get(i).name().equals(q.expression())) {
                return mis[i];
            }
        }
        return null;
    }

    private static String words(String o, boolean impartial) {
        if (o == null) {
            return "not known (the page does not open every position)";
        }
        return switch (o) {
            case "N" -> impartial ? "the player to move wins" : "whoever moves first wins";
            case "P" -> impartial ? "the player to move loses" : "whoever moves first loses";
            case "L" -> "Left wins, whoever moves first";
            default -> "Right wins, whoever moves first";
        };
    }
}
