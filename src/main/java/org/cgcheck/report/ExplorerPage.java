package org.cgcheck.report;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.cgcheck.game.Game;

/**
 * The explorer: one self-contained HTML page (data, style and script inline; nothing fetched)
 * where a student clicks a move and goes to that position. The path is kept in the address's
 * fragment ({@code #0.L4.R9}: Left moved to position 4, then Right to 9), so the browser's Back button and a copied link work too. Winning
 * moves are marked in words as well as in colour; the page prints as a handout of the position
 * shown.
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
            "ul.moves { list-style: none; padding: 0; margin: 0 0 1rem; }",
            "ul.moves li { margin: .3rem 0; }",
            "button { font: inherit; padding: .35rem .7rem; border-radius: 6px; border: 1px solid #888; background: #fafafa;",
            "  cursor: pointer; text-align: left; }",
            "button:hover, button:focus { background: #e8f0fe; }",
            "button.move.wins { border: 2px solid var(--ok); background: #e6f4ea; }",
            ".tag { font-size: .85rem; font-weight: 700; color: var(--ok); margin-left: .5rem; }",
            ".val { color: var(--muted); margin-left: .5rem; }",
            "#path button { padding: .1rem .45rem; margin: .1rem; }",
            ".none { color: var(--muted); font-style: italic; }",
            "@media print { button#back, button#restart, .noprint { display: none; } button { border: none; padding: 0; }",
            "  .explorer { grid-template-columns: 1fr 1fr; } figure svg { max-width: 100%; } }");

    /** The page for a graph; {@code title} names the start as the user wrote it. */
    public static String html(String title, ExplorerGraph graph) {
        Map<Game, Integer> thermoIndex = new IdentityHashMap<>();
        List<String> thermos = new ArrayList<>();
        List<Object> nodes = new ArrayList<>();
        for (ExplorerGraph.Node n : graph.nodes()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("name", n.name());
            m.put("board", n.board());
            m.put("value", n.value().toString());
            m.put("outcome", n.value().outcome().name());
            m.put("temperature", n.value().temperature().toString());
            m.put("thermograph", thermoIndex.computeIfAbsent(n.value(), v -> thermograph(v, thermos)));
            m.put("opened", n.opened());
            m.put("left", moves(n.left(), graph));
            m.put("right", moves(n.right(), graph));
            nodes.add(m);
        }
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("positions", graph.positions());
        data.put("squares", graph.squares());
        data.put("nodes", nodes);
        data.put("thermographs", thermos);
        // "</" could close the script element early; in JSON strings it may be written "<\/".
        String json = Json.value(data).replace("</", "<\\/");
        ExplorerGraph.Node start = graph.nodes().get(0);
        String body = "<h1>Explore " + HtmlPage.esc(title) + "</h1>\n"
                + "<p class=\"desc noprint\">Click a move to play it. Moves that win for the player making them are"
                + " marked <span class=\"tag\">wins</span>. The browser's Back button and copied links keep the path.</p>\n"
                + "<nav id=\"path\" aria-label=\"moves played so far\"></nav>\n"
                + "<div class=\"explorer\">\n<section aria-labelledby=\"name\">\n<h2 id=\"name\">" + HtmlPage.esc(start.name())
                + "</h2>\n" + (graph.positions() ? "<div class=\"boardbox\"><pre id=\"coords\" aria-hidden=\"true\"></pre>"
                        + "<pre id=\"board\" aria-label=\"the board\">" + HtmlPage.esc(start.board()) + "</pre></div>\n" : "")
                + "<dl>\n<dt>Value</dt><dd id=\"value\">" + HtmlPage.esc(start.value().toString()) + "</dd>\n"
                + "<dt>Outcome</dt><dd id=\"outcome\"></dd>\n<dt>Temperature</dt><dd id=\"temperature\"></dd>\n</dl>\n"
                + "<figure id=\"thermograph\"></figure>\n</section>\n"
                + "<section aria-label=\"moves\">\n<h2>Left's moves</h2>\n<ul class=\"moves\" id=\"left\"></ul>\n"
                + "<h2>Right's moves</h2>\n<ul class=\"moves\" id=\"right\"></ul>\n"
                + "<p><button id=\"back\" type=\"button\">← Back one move</button> "
                + "<button id=\"restart\" type=\"button\">Start again</button></p>\n</section>\n</div>\n"
                + legend(graph.positions())
                + "<noscript><p>This page needs JavaScript to play moves; the start position is shown above.</p></noscript>\n"
                + "<script type=\"application/json\" id=\"data\">" + json + "</script>\n"
                + "<script>\n" + SCRIPT + "</script>\n";
        return HtmlPage.page("Explore " + title, "<style>\n" + STYLE + "\n</style>\n" + body);
    }

    private static int thermograph(Game v, List<String> thermos) {
        try {
            thermos.add(ThermographPlot.svg(List.of(v.toString()), List.of(v.thermograph())));
            return thermos.size() - 1;
        } catch (RuntimeException e) {
            return -1;          // too hot to sample: the page says so instead of drawing
        }
    }

    private static List<Object> moves(List<ExplorerGraph.Move> moves, ExplorerGraph graph) {
        List<Object> out = new ArrayList<>();
        for (ExplorerGraph.Move m : moves) {
            out.add(List.of(m.to(), m.label(), m.wins(), graph.nodes().get(m.to()).value().toString()));
        }
        return out;
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
                + "<li>Temperature: how urgent it is to move; numbers have negative temperature.</li>\n</ul>\n</details>\n";
    }

    private static final String SCRIPT = String.join("\n",
            "(function () {",
            "  var data = JSON.parse(document.getElementById('data').textContent);",
            "  var OUTCOME = { L: 'L: Left wins, whoever moves first', R: 'R: Right wins, whoever moves first',",
            "    N: 'N: whoever moves first wins', P: 'P: whoever moves second wins' };",
            "  // The path: '0', then one token per move, 'L4' (Left moved to node 4) or 'R9'.",
            "  function path() {",
            "    var h = location.hash.replace(/^#/, '');",
            "    var t = h === '' ? ['0'] : h.split('.');",
            "    if (t[0] !== '0') { return ['0']; }",
            "    for (var i = 1; i < t.length; i++) {",
            "      var m = /^([LR])([0-9]+)$/.exec(t[i]);",
            "      var from = data.nodes[node(t[i - 1])];",
            "      var list = m ? (m[1] === 'L' ? from.left : from.right) : [];",
            "      if (!m || !list.some(function (x) { return x[0] === Number(m[2]); })) { return t.slice(0, i); }",
            "    }",
            "    return t;",
            "  }",
            "  function node(token) { return Number(token.replace(/^[LR]/, '')); }",
            "  function go(ids) { location.hash = ids.join('.'); }",
            "  function el(tag, text, cls) {",
            "    var e = document.createElement(tag);",
            "    if (text !== undefined) { e.textContent = text; }",
            "    if (cls) { e.className = cls; }",
            "    return e;",
            "  }",
            "  function moveList(id, moves, ids, who) {",
            "    var ul = document.getElementById(id);",
            "    ul.textContent = '';",
            "    if (moves.length === 0) { ul.appendChild(el('li', who + ' has no move.', 'none')); }",
            "    moves.forEach(function (m) {",
            "      var li = el('li');",
            "      var b = el('button', m[1], 'move' + (m[2] ? ' wins' : ''));",
            "      b.type = 'button';",
            "      b.setAttribute('data-to', m[0]);",
            "      b.addEventListener('click', function () { go(ids.concat([who.charAt(0) + m[0]])); });",
            "      li.appendChild(b);",
            "      if (m[2]) { li.appendChild(el('span', 'wins', 'tag')); }",
            "      li.appendChild(el('span', '→ ' + m[3], 'val'));",
            "      ul.appendChild(li);",
            "    });",
            "  }",
            "  function render() {",
            "    var ids = path();",
            "    var n = data.nodes[node(ids[ids.length - 1])];",
            "    document.getElementById('name').textContent = n.name;",
            "    var board = document.getElementById('board');",
            "    if (board) { board.textContent = n.board; coords(n.board); }",
            "    document.getElementById('value').textContent = n.value;",
            "    document.getElementById('outcome').textContent = OUTCOME[n.outcome];",
            "    document.getElementById('temperature').textContent = n.temperature;",
            "    var fig = document.getElementById('thermograph');",
            "    fig.innerHTML = n.thermograph >= 0 ? data.thermographs[n.thermograph] : '';",
            "    if (n.thermograph < 0) { fig.appendChild(el('figcaption', 'thermograph not drawn: too hot to sample')); }",
            "    if (n.opened) {",
            "      moveList('left', n.left, ids, 'Left');",
            "      moveList('right', n.right, ids, 'Right');",
            "    } else {",
            "      ['left', 'right'].forEach(function (id) {",
            "        var ul = document.getElementById(id);",
            "        ul.textContent = '';",
            "        ul.appendChild(el('li', 'not opened: the page holds the first ' + data.nodes.filter(function (x)"
                    + " { return x.opened; }).length + ' positions (explore --max-positions raises it)', 'none'));",
            "      });",
            "    }",
            "    var nav = document.getElementById('path');",
            "    nav.textContent = 'Path: ';",
            "    ids.forEach(function (id, i) {",
            "      var label = i === 0 ? 'start' : moveLabel(ids[i - 1], id);",
            "      var b = el('button', label);",
            "      b.type = 'button';",
            "      if (i === ids.length - 1) { b.setAttribute('aria-current', 'step'); b.disabled = true; }",
            "      b.addEventListener('click', function () { go(ids.slice(0, i + 1)); });",
            "      if (i > 0) { nav.appendChild(document.createTextNode(' → ')); }",
            "      nav.appendChild(b);",
            "    });",
            "    document.getElementById('back').disabled = ids.length < 2;",
            "  }",
            "  // With squares: column letters above the board, row numbers beside it, for moves named 'b1–b2'.",
            "  function coords(board) {",
            "    var c = document.getElementById('coords');",
            "    if (!data.squares) { c.textContent = ''; return; }",
            "    var rows = board.split('\\n');",
            "    var width = Math.max.apply(null, rows.map(function (r) { return r.length; }));",
            "    var letters = '';",
            "    for (var i = 0; i < width; i++) { letters += String.fromCharCode(97 + i % 26); }",
            "    c.textContent = ' \\n' + rows.map(function (r, i) { return String(i + 1); }).join('\\n');",
            "    document.getElementById('board').textContent = letters + '\\n' + board;",
            "  }",
            "  function moveLabel(from, token) {",
            "    var n = data.nodes[node(from)];",
            "    var left = token.charAt(0) === 'L';",
            "    var to = node(token);",
            "    var m = (left ? n.left : n.right).filter(function (x) { return x[0] === to; })[0];",
            "    return (left ? 'Left: ' : 'Right: ') + m[1];",
            "  }",
            "  document.getElementById('back').addEventListener('click', function () {",
            "    var ids = path();",
            "    if (ids.length > 1) { go(ids.slice(0, ids.length - 1)); }",
            "  });",
            "  document.getElementById('restart').addEventListener('click', function () { go([0]); });",
            "  window.addEventListener('hashchange', render);",
            "  render();",
            "})();",
            "");
}
