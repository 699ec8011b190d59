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
            "#board, #coords { font-size: 1.6rem; line-height: 1.2; letter-spacing: .3em; display: inline-block; margin: 0; }",
            ".boardbox { display: flex; align-items: flex-end; gap: .25rem; margin: 1rem 0; }",
            "#coords { background: none; border-color: transparent; color: var(--muted); padding-right: 0; }",
            "#coords:empty { display: none; }",
            "#name, h1 { overflow-wrap: anywhere; }",
            "ul.moves { list-style: none; padding: 0; margin: 0 0 1rem; }",
            "ul.moves li { margin: .3rem 0; }",
            "button { font: inherit; padding: .35rem .7rem; border-radius: 6px; border: 1px solid #888; background: #fafafa;",
            "  cursor: pointer; text-align: left; }",
            "button:hover, button:focus { background: #e8f0fe; }",
            "button.move.wins { border: 2px solid var(--ok); background: #e6f4ea; }",
            ".tag { font-size: .85rem; font-weight: 700; color: var(--ok); margin-left: .5rem; }",
            ".val { color: var(--muted); margin-left: .5rem; }",
            "#path button { padding: .1rem .45rem; margin: .1rem; }",
            ".none, .unknown { color: var(--muted); font-style: italic; }",
            ".notice, .pending { border-left: 4px solid #b8860b; background: #fff8e1; padding: .5rem .8rem; }",
            ".pending pre { white-space: pre-wrap; overflow-wrap: anywhere; margin: .3rem 0 0; }",
            "#value { overflow-wrap: anywhere; }",
            "@media print { button#back, button#restart, .noprint { display: none; } button { border: none; padding: 0; }",
            "  .explorer { grid-template-columns: 1fr 1fr; } figure svg { max-width: 100%; } }");

    /** The page for a graph; {@code title} names the start as the user wrote it. */
    public static String html(String title, ExplorerGraph graph) {
        // "</" could close the script element early; in JSON strings it may be written "<\/".
        String json = ExplorerData.json(graph).replace("</", "<\\/");
        ExplorerGraph.Node start = graph.nodes().get(0);
        String body = "<h1>Explore " + HtmlPage.esc(title) + "</h1>\n"
                + "<p class=\"desc noprint\">Click a move to play it. Moves that win for the player making them are"
                + " marked <span class=\"tag\">wins</span>. The browser's Back button and copied links keep the path.</p>\n"
                + notice(graph)
                + "<nav id=\"path\" aria-label=\"moves played so far\"></nav>\n"
                + "<div class=\"explorer\">\n<section aria-labelledby=\"name\">\n<h2 id=\"name\">" + HtmlPage.esc(start.name())
                + "</h2>\n" + (graph.positions() ? "<div class=\"boardbox\"><pre id=\"coords\" aria-hidden=\"true\"></pre>"
                        + "<pre id=\"board\" aria-label=\"the board\">" + HtmlPage.esc(start.board()) + "</pre></div>\n" : "")
                + "<dl>\n<dt>Value</dt><dd id=\"value\">"
                + HtmlPage.esc(start.computed() ? start.value().toString() : "not computed") + "</dd>\n"
                + "<dt>Outcome</dt><dd id=\"outcome\"></dd>\n<dt>Temperature</dt><dd id=\"temperature\"></dd>\n</dl>\n"
                + "<div id=\"pending\" class=\"pending\" hidden><p id=\"why\"></p><pre><code id=\"command\"></code></pre></div>\n"
                + "<figure id=\"thermograph\"></figure>\n</section>\n"
                + "<section aria-label=\"moves\">\n<h2>Left's moves</h2>\n<ul class=\"moves\" id=\"left\"></ul>\n"
                + "<h2>Right's moves</h2>\n<ul class=\"moves\" id=\"right\"></ul>\n"
                + "<p><button id=\"back\" type=\"button\">← Back one move</button> "
                + "<button id=\"restart\" type=\"button\">Start again</button></p>\n</section>\n</div>\n"
                + legend(graph.positions())
                + "<noscript><p>This page needs JavaScript to play moves; the start position is shown above.</p></noscript>\n"
                + "<script type=\"application/json\" id=\"data\">" + json + "</script>\n"
                + "<script>\n" + ExplorerScript.SCRIPT + "</script>\n";
        return HtmlPage.page("Explore " + title, "<style>\n" + STYLE + "\n</style>\n" + body);
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
        if (graph.capped()) {
            b.append("Opening stopped at the page's limit of ").append(ExplorerGraph.MAX_LISTED).append(" positions (or ")
                    .append(ExplorerGraph.MAX_LISTED_CHARS / 1_000_000).append(" MB of boards) listed: the page opens the first ")
                    .append(graph.opened()).append(".");
        }
        return b.length() == 0 ? "" : "<p class=\"notice\" id=\"notice\">" + b.toString().strip() + "</p>\n";
    }

    private static String legend(boolean positions) {
        return "<details class=\"legend\"><summary>Legend</summary>\n<ul>\n"
                + (positions ? "<li>Squares are named by column (a, b, c, … from the left) and row (1, 2, … from the"
                        + " top): a1 is the top-left square.</li>\n<li>Board symbols: <code>.</code> empty,"
                        + " <code>#</code> filled or blocked, <code>x</code> Left's stone (blue),"
                        + " <code>o</code> Right's stone (red), <code>t</code> toad (Left), <code>f</code> frog (Right),"
                        + " <code>o (n)</code> a heap of n.</li>\n" : "")
                + "<li>Outcome: L Left wins, R Right wins, N the first player wins, P the second player wins.</li>\n"
                + "<li>A move marked <b>wins</b> wins for the player who makes it: a Left move to a position worth"
                + " ≥ 0, a Right move to one worth ≤ 0.</li>\n"
                + "<li>Temperature: how urgent it is to move; numbers have negative temperature.</li>\n"
                + "<li>Not computed: values are computed, smallest positions first, until explore's time limit. A move"
                + " to a position without a value is not marked either way; the outcome of such a position is told"
                + " from its moves' values when they show it (one of Left's moves wins: Left moving first wins).</li>\n"
                + "</ul>\n</details>\n";
    }
}
