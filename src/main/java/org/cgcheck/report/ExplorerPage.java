package org.cgcheck.report;

/**
 * The explorer: one self-contained HTML page (data, style and script inline; nothing fetched)
 * where a student clicks a move and goes to that position. The path is kept in the address's
 * fragment ({@code #0.L4.R9}: Left moved to position 4, then Right to 9), so the browser's Back button and a copied link
 * work too. Winning moves are marked in words as well as in colour; a position whose value was not
 * computed within the time limit says so, with the command that explores it; the page prints as a
 * handout of the position shown.
 */
public final class ExplorerPage {
    private ExplorerPage() {
    }

    static final String STYLE = String.join("\n",
            ".explorer { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 1.5rem; }",
            "@media (max-width: 50rem) { .explorer { grid-template-columns: 1fr; } }",
            "pre#board { font-size: 1.6rem; line-height: 1.2; letter-spacing: .3em; display: inline-block; margin: 0; }",
            "#picture { margin: 1rem 0; max-width: 100%; overflow-x: auto; }",
            "#picture svg { max-width: 100%; height: auto; }",
            "h1 code { font-size: .8em; overflow-wrap: break-word; }",
            "#name { overflow-wrap: break-word; font-size: 1.1rem; font-family: ui-monospace, monospace; }",
            ".modes { display: flex; flex-wrap: wrap; gap: .4rem; align-items: center; margin: .5rem 0; }",
            ".modes button[aria-pressed=true] { background: #1f4fd1; color: #fff; border-color: #1f4fd1; }",
            "#turn { font-size: 1.5rem; font-weight: 700; margin: .5rem 0; padding: .4rem .8rem; border-radius: 6px;",
            "  background: #eef3fd; border-left: 6px solid #1f4fd1; }",
            "#turn.Right { background: #fdeeee; border-left-color: #c8202a; }",
            "#turn.over { background: #e6f4ea; border-left-color: var(--ok); }",
            "#lastmove:empty { display: none; }",
            "#lastmove { color: var(--muted); margin: 0; }",
            ".movebox { display: flex; flex-direction: column; }",
            "ul.moves { list-style: none; padding: 0; margin: 0 0 1rem; }",
            "ul.moves li { margin: .3rem 0; display: flex; flex-wrap: wrap; align-items: baseline; gap: .2rem .5rem; }",
            "button { font: inherit; padding: .35rem .7rem; border-radius: 6px; border: 1px solid #888; background: #fafafa;",
            "  cursor: pointer; text-align: left; }",
            "button:hover, button:focus { background: #e8f0fe; }",
            "button.move.wins { border: 2px solid var(--ok); background: #e6f4ea; }",
            ".tag { font-size: .85rem; font-weight: 700; color: var(--ok); }",
            ".val { color: var(--muted); min-width: 0; max-width: 100%; overflow-wrap: anywhere; }",
            ".valuebox { display: inline-block; max-width: 100%; overflow-wrap: anywhere; border: 1px solid var(--line);",
            "  border-radius: 4px; padding: .1rem .4rem; background: #fafafa; }",
            ".gloss { font-size: .9rem; color: var(--muted); margin-left: .3rem; }",
            ".gloss a { text-decoration: underline dotted; }",
            "#path button { padding: .1rem .45rem; margin: .1rem; }",
            ".none, .unknown { color: var(--muted); font-style: italic; }",
            ".notice, .pending { border-left: 4px solid #b8860b; background: #fff8e1; padding: .5rem .8rem; }",
            ".pending pre { white-space: pre-wrap; overflow-wrap: anywhere; margin: .3rem 0 0; }",
            "#thermograph svg { max-width: min(100%, 24rem); height: auto; }",
            "@media (max-width: 40rem) { #turn { font-size: 1.2rem; } pre#board { font-size: 1.2rem; } }",
            // Printed: the path stays (the frame hides nav), buttons read as text, the legend's marker goes.
            "@media print { button#back, button#restart, .noprint, .modes { display: none; } button { border: none; padding: 0; }",
            "  nav#path { display: block; } #path button { background: none; color: inherit; }",
            "  summary { list-style: none; } summary::-webkit-details-marker { display: none; }",
            "  .explorer { grid-template-columns: 1fr 1fr; } #thermograph svg { max-width: 6cm; } }");

    /** The page for a graph; {@code title} names the start as the user wrote it. */
    public static String html(String title, ExplorerGraph graph) {
        return html(title, graph, Classroom.DEFAULT);
    }

    /** The page set for a class: answers hidden at first or not, normal or misère play. */
    public static String html(String title, ExplorerGraph graph, Classroom classroom) {
        // "</" could close the script element early; in JSON strings it may be written "<\/".
        String json = ExplorerData.json(graph, classroom).replace("</", "<\\/");
        boolean misere = classroom.misere();
        ExplorerGraph.Node start = graph.nodes().get(0);
        boolean impartial = graph.impartial();
        String body = "<div id=\"root\" class=\"" + (classroom.hints() ? "" : "nohints") + "\">\n"
                + "<h1>Explore <code>" + breakable(title) + "</code>" + (misere ? " in misère play" : "") + "</h1>\n"
                + (misere ? "<p class=\"misere\" id=\"misere\">Misère play: the player who cannot move <b>wins</b>;"
                        + " whoever makes the last move loses.</p>\n" : "")
                + "<p class=\"desc noprint\">Click a move to play it.<span class=\"answer\"> Moves that win for the player"
                + " making them are marked <span class=\"tag\">wins</span>" + (misere ? " (in misère play)" : "") + ".</span>"
                + " The browser's Back button and copied links keep the path.</p>\n"
                + notice(graph)
                + (ExplorerReach.playableMoves(graph) < 0 ? "<p class=\"desc noprint\" id=\"whole\">" + ExplorerReach.sentence(graph)
                        + "</p>\n" : "")
                + "<div class=\"modes noprint\" role=\"group\" aria-label=\"mode\">"
                + "<button type=\"button\" id=\"mode-analysis\">Analysis: "
                + (impartial ? "every move" : "both players' moves") + "</button>"
                + (impartial ? "<button type=\"button\" id=\"play-L\">Play: a game between two students</button>"
                        : "<span>Play a game between two students:</span>"
                        + "<button type=\"button\" id=\"play-L\">Left starts</button>"
                        + "<button type=\"button\" id=\"play-R\">Right starts</button>")
                + ClassroomControls.buttons(impartial)
                + "</div>\n"
                + "<nav id=\"path\" aria-label=\"moves played so far\"></nav>\n"
                + "<p id=\"turn\" role=\"status\" aria-live=\"polite\"></p>\n"
                + "<div class=\"explorer\">\n<section aria-labelledby=\"name\">\n<h2 id=\"name\">" + HtmlPage.esc(start.name())
                + "</h2>\n<p id=\"lastmove\"></p>\n"
                + (graph.positions() ? "<p id=\"clickhint\" class=\"noprint\"></p>\n" : "")
                + (graph.positions() ? "<figure id=\"picture\">" + (start.picture() != null ? start.picture()
                        : "<pre id=\"board\" aria-label=\"the board\">" + HtmlPage.esc(start.board()) + "</pre>")
                        + "</figure>\n" : "")
                + ClassroomControls.facts(misere, impartial)
                + "<dl id=\"facts\"" + (misere ? " hidden" : "") + ">\n<dt>Value</dt><dd><span id=\"value\" class=\"valuebox\">"
                + HtmlPage.esc(start.computed() ? start.value().toString() : "not computed") + "</span>"
                + "<span id=\"gloss\" class=\"gloss\"></span></dd>\n"
                + (impartial ? "<dt>Grundy value</dt><dd id=\"grundy\"></dd>\n"
                        + (misere ? "" : "<dt>Who wins</dt><dd id=\"outcome\"></dd>\n")
                        : (misere ? "" : "<dt>Outcome</dt><dd id=\"outcome\"></dd>\n")
                        + "<dt>Temperature</dt><dd id=\"temperature\"></dd>\n")
                + "</dl>\n"
                + "<div id=\"pending\" class=\"pending\" hidden><p id=\"why\"></p><pre><code id=\"command\"></code></pre></div>\n"
                + (impartial ? "" : "<figure id=\"thermograph\"" + (misere ? " hidden" : "") + "></figure>\n") + "</section>\n"
                + "<section aria-label=\"moves\" class=\"movebox\">\n"
                + (impartial ? "<div id=\"movesbox\"><h2 id=\"moveshead\">Moves (the same for both players)</h2>"
                        + "<ul class=\"moves\" id=\"moves\"></ul></div>\n"
                        : "<div id=\"leftbox\"><h2>Left's moves</h2>\n<ul class=\"moves\" id=\"left\"></ul></div>\n"
                        + "<div id=\"rightbox\"><h2>Right's moves</h2>\n<ul class=\"moves\" id=\"right\"></ul></div>\n")
                + "<p style=\"order: 9\"><button id=\"back\" type=\"button\">← Back one move</button> "
                + "<button id=\"restart\" type=\"button\">Start again</button></p>\n</section>\n</div>\n"
                + legend(graph)
                + Glossary.html()
                + "<noscript><p>This page needs JavaScript to play moves; the start position is shown above.</p></noscript>\n"
                + "<script type=\"application/json\" id=\"data\">" + json + "</script>\n"
                + "<script type=\"application/json\" id=\"glossary\">" + Glossary.json().replace("</", "<\\/") + "</script>\n"
                + "<script>\n" + ExplorerScript.script() + "</script>\n</div>\n";
        return HtmlPage.page("Explore " + title, "<style>\n" + STYLE + "\n" + ClassroomControls.STYLE + "\n</style>\n" + body);
    }

    /** The title with break opportunities after its separators, so a narrow screen breaks it between rows, not inside one. */
    static String breakable(String title) {
        return HtmlPage.esc(title).replaceAll("([|(,])", "$1<wbr>");
    }

    /** Said once at the top when some values are missing or the listing stopped at the page's limit. */
    private static String notice(ExplorerGraph graph) {
        StringBuilder b = new StringBuilder();
        int n = graph.nodes().size();
        if (!graph.complete()) {
            b.append("Values computed").append(graph.seconds() > 0 ? " within the time limit ("
                    + ExplorerData.seconds(graph.seconds()) + " s)" : "").append(": ").append(graph.computed())
                    .append(" of the ").append(n).append(" positions on this page have their value; the others say")
                    .append(" “not computed”, and their moves can still be played.")
                    .append(graph.seconds() > 0 ? " Which values are computed depends on the machine's speed; explore's"
                            + " <code>--timeout SECONDS</code> raises the limit. " : " ");
        }
        if (ExplorerReach.playableMoves(graph) >= 0) {
            b.append(ExplorerReach.sentence(graph)).append(' ');
        }
        if (graph.capped()) {
            b.append("Opening stopped at the page's limit of ").append(ExplorerGraph.MAX_LISTED).append(" positions (or ")
                    .append(ExplorerGraph.MAX_LISTED_CHARS / 1_000_000).append(" MB of boards) listed: the page opens the first ")
                    .append(graph.opened()).append(".");
        }
        return b.length() == 0 ? "" : "<p class=\"notice\" id=\"notice\">" + b.toString().strip() + "</p>\n";
    }

    private static String legend(ExplorerGraph graph) {
        boolean positions = graph.positions();
        boolean impartial = graph.impartial();
        String rules = graph.ruleset() == null ? "" : graph.ruleset();
        boolean dominoes = rules.equals("domineering") || rules.equals("cram");
        return "<details class=\"legend\"><summary>Legend</summary>\n<ul>\n"
                + (positions && graph.squares() ? "<li>Squares are named by column (a, b, c, … from the left) and row (1, 2, … from the"
                        + " top): a1 is the top-left square.</li>\n" : "")
                + (dominoes ? "<li>Dominoes played on the way here are drawn as dominoes in the colour of the player who"
                        + " placed them (" + (impartial ? "the first player" : "Left") + " blue, " + (impartial ? "the second"
                        + " player" : "Right") + " red); squares blocked from the start are dark grey and hatched; the"
                        + " last move is outlined in orange.</li>\n"
                        : positions ? "<li>The squares or tokens the last move changed are outlined in orange.</li>\n" : "")
                + (impartial ? "<li>Both players have the same moves: the player to move wins exactly when the Grundy value"
                        + " is not 0, by moving to a position of Grundy value 0 (marked <b>wins</b>).</li>\n"
                        : "<li>Outcome: L Left wins, R Right wins, N the first player wins, P the second player wins.</li>\n"
                        + "<li>A move marked <b>wins</b> wins for the player who makes it: a Left move to a position worth"
                        + " ≥ 0, a Right move to one worth ≤ 0.</li>\n"
                        + "<li>Temperature: how urgent it is to move; numbers have negative temperature.</li>\n")
                + "<li>Who moves: in analysis mode both players' moves are listed and the page says who moves next in"
                + " the game as played from the start; in play mode the players take turns and only the moves of the"
                + " player to move are listed.</li>\n"
                + "<li>Not computed: values are computed, smallest positions first, until explore's time limit. A move"
                + " to a position without a value is not marked either way; the outcome of such a position is told"
                + " from its moves' values when they show it (one of Left's moves wins: Left moving first wins).</li>\n"
                + "</ul>\n</details>\n";
    }
}
