package org.cgcheck.report;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The explorer page of a loopy ruleset's position (Fox and Geese, Backsliding Toads and Frogs, GenClobber):
 * one self-contained page where a student clicks a move and goes to that position, the path kept
 * in the address's fragment ({@code #0.L4.R9}). Each position shows its picture, its loopy value
 * and outcome class in CGSuite's names, with draws; each move says whether it wins, draws or loses
 * for its mover, read from the outcome of the position it leads to. There are no temperatures or
 * thermographs: they are defined for short games. A position can come back: the path then simply
 * visits its node again.
 */
public final class LoopyExplorerPage {
    private LoopyExplorerPage() {
    }

    static final String STYLE = String.join("\n",
            ".explorer { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 1.5rem; }",
            "@media (max-width: 50rem) { .explorer { grid-template-columns: 1fr; } }",
            "#picture svg { max-width: 100%; height: auto; }",
            "#name { overflow-wrap: anywhere; font-size: 1.05rem; font-family: ui-monospace, monospace; }",
            "#board { font-size: 1.2rem; }",
            "ul.moves { list-style: none; padding: 0; margin: 0 0 1rem; }",
            "ul.moves li { margin: .3rem 0; display: flex; flex-wrap: wrap; align-items: baseline; gap: .2rem .5rem; }",
            "button { font: inherit; padding: .35rem .7rem; border-radius: 6px; border: 1px solid #888; background: #fafafa;",
            "  cursor: pointer; text-align: left; }",
            "button:hover, button:focus { background: #e8f0fe; }",
            "button.wins { border: 2px solid #1e7b34; background: #e6f4ea; }",
            "button.draws { border: 2px dashed #b8860b; background: #fff8e1; }",
            ".tag { font-size: .85rem; font-weight: 700; } .tag.wins { color: #1e7b34; } .tag.draws { color: #8a6d00; }",
            ".tag.loses { color: #666; font-weight: 400; }",
            ".val { color: #555; overflow-wrap: anywhere; }",
            ".valuebox { display: inline-block; max-width: 100%; overflow-wrap: anywhere; border: 1px solid #ccc;",
            "  border-radius: 4px; padding: .1rem .4rem; background: #fafafa; font-family: ui-monospace, monospace; }",
            ".notice { border-left: 4px solid #b8860b; background: #fff8e1; padding: .5rem .8rem; }",
            "#path button { padding: .1rem .45rem; margin: .1rem; }",
            ".none { color: #666; font-style: italic; }");

    /** The page; {@code title} names the start as the user wrote it. */
    public static String html(String title, LoopyExplorer graph) {
        String json = json(graph).replace("</", "<\\/");
        LoopyExplorer.Node start = graph.nodes().get(0);
        int n = graph.nodes().size();
        String notice = graph.opened() < n - (int) graph.nodes().stream().filter(x -> x.settled() != null).count()
                ? "<p class=\"notice\" id=\"notice\">" + graph.opened() + " of the " + n + " positions listed are opened"
                + " (their moves listed); the others show their value but not their moves (explore one of them"
                + " to go further).</p>\n" : "";
        if (graph.computed() < n) {
            notice += "<p class=\"notice\">Values computed for " + graph.computed() + " of the " + n
                    + " positions; a move to a position without one is not marked.</p>\n";
        }
        String body = "<div id=\"root\">\n<h1>Explore <code>" + ExplorerPage.breakable(title) + "</code></h1>\n"
                + "<p class=\"desc\">Click a move to play it. Play can come back to a position, so this game is"
                + " <b>loopy</b>: its value is a loopy value, and with perfect play a game may be a <b>draw</b> (it goes"
                + " on for ever). Each move says whether it <span class=\"tag wins\">wins</span>, <span class=\"tag"
                + " draws\">draws</span> or <span class=\"tag loses\">loses</span> for the player who makes it, the other"
                + " player moving next. The browser's Back button and copied links keep the path.</p>\n"
                + notice
                + "<nav id=\"path\" aria-label=\"moves played so far\"></nav>\n"
                + "<div class=\"explorer\">\n<section aria-labelledby=\"name\">\n<h2 id=\"name\">" + HtmlPage.esc(start.name())
                + "</h2>\n<p id=\"lastmove\"></p>\n"
                + "<figure id=\"picture\">" + start.picture() + "</figure>\n"
                + "<dl id=\"facts\">\n<dt>Value</dt><dd><span id=\"value\" class=\"valuebox\">"
                + HtmlPage.esc(start.value() != null ? start.value() : "not computed") + "</span></dd>\n"
                + "<dt>Outcome</dt><dd id=\"outcome\">" + HtmlPage.esc(start.outcome() != null
                        ? start.outcome() + ": " + start.outcome().words() : "not computed") + "</dd>\n</dl>\n"
                + "<p id=\"settled\" class=\"notice\"" + (start.settled() == null ? " hidden" : "") + ">"
                + HtmlPage.esc(start.settled() == null ? "" : start.settled()) + "</p>\n</section>\n"
                + "<section aria-label=\"moves\">\n<div id=\"leftbox\"><h2>Left's moves</h2>\n<ul class=\"moves\" id=\"left\"></ul></div>\n"
                + "<div id=\"rightbox\"><h2>Right's moves</h2>\n<ul class=\"moves\" id=\"right\"></ul></div>\n"
                + "<p><button id=\"back\" type=\"button\">← Back one move</button> "
                + "<button id=\"restart\" type=\"button\">Start again</button></p>\n</section>\n</div>\n"
                + "<details class=\"legend\"><summary>Legend</summary>\n<ul>\n"
                + "<li>Outcome classes as CGSuite names them: L Left wins, R Right wins, N the player to move wins, P the"
                + " player to move loses, D a draw whoever starts; PHat, PCheck, NHat, NCheck: one player wins when"
                + " starting (N) or not starting (P), and otherwise the game is a draw (Hat: Left wins, Check: Right).</li>\n"
                + "<li>Fox and Geese: rows are numbered from 1 at the bottom and columns from 1 at the left, (row,col) as"
                + " CGSuite writes them; the geese (G, blue) are Left's, the fox (F, red) Right's. A fox level with or"
                + " above the highest goose, or one row below it with a free square up beside him, has got past the"
                + " geese: as in CGSuite, that position is off, and its moves are not followed.</li>\n"
                + "<li>Backsliding Toads and Frogs: toads (Left) move right, frogs (Right) left; either may also slide one"
                + " square back.</li>\n"
                + "<li>GenClobber: x stones are Left's (blue), o stones Right's (red); squares are named with columns a, b, …"
                + " from the left and rows 1, 2, … from the top. Where stones may move onto empty squares play can return"
                + " to a board, and the value is loopy.</li>\n</ul>\n</details>\n"
                + "<noscript><p>This page needs JavaScript to play moves; the start position is shown above.</p></noscript>\n"
                + "<script type=\"application/json\" id=\"data\">" + json + "</script>\n"
                + "<script>\n" + SCRIPT + "</script>\n</div>\n";
        return HtmlPage.page("Explore " + title, "<style>\n" + STYLE + "\n</style>\n" + body);
    }

    /**
     * The data: {@code labels} (move texts, written once), {@code pictures}, and one node a line:
     * {@code n} name, {@code b} board, {@code p} index of its board's frame in {@code pictures}, {@code q} its pieces (or its whole picture), {@code v} value, {@code o} outcome
     * class, {@code w} its words, {@code y} why no value, {@code s} settled note, {@code l}/{@code r}
     * moves as [position, label index, "wins"/"draws"/"loses"/null] (absent: not opened).
     */
    static String json(LoopyExplorer graph) {
        Map<String, Integer> labels = new HashMap<>();
        List<String> labelList = new ArrayList<>();
        List<String> pictures = new ArrayList<>();
        Map<String, Integer> frames = new HashMap<>();
        StringBuilder b = new StringBuilder();
        for (LoopyExplorer.Node n : graph.nodes()) {
            b.append(b.length() == 0 ? "[\n{" : ",\n{");
            b.append("\"n\":").append(Json.str(n.name())).append(",\"b\":").append(Json.str(n.board()));
            if (n.frame() != null) {       // a board: its frame once on the page, its pieces here
                Integer f = frames.computeIfAbsent(n.frame(), k -> {
                    pictures.add(k.replaceAll("\n +", "\n"));
                    return pictures.size() - 1;
                });
                b.append(",\"p\":").append(f).append(",\"q\":").append(Json.str(n.pieces()));
            } else {
                b.append(",\"q\":").append(Json.str(n.pieces().replaceAll("\n +", "\n")));
            }
            if (n.value() != null) {
                b.append(",\"v\":").append(Json.str(n.value())).append(",\"o\":").append(Json.str(n.outcome().name()))
                        .append(",\"w\":").append(Json.str(n.outcome().words()));
            } else if (n.why() != null) {
                b.append(",\"y\":").append(Json.str(n.why()));
            }
            if (n.settled() != null) {
                b.append(",\"s\":").append(Json.str(n.settled()));
            }
            if (n.opened()) {
                b.append(",\"l\":").append(moves(n.left(), labels, labelList));
                b.append(",\"r\":").append(moves(n.right(), labels, labelList));
            }
            b.append('}');
        }
        StringBuilder out = new StringBuilder("{\"labels\":").append(Json.value(labelList)).append(",\n\"pictures\":[\n");
        for (int i = 0; i < pictures.size(); i++) {
            out.append(i > 0 ? ",\n" : "").append(Json.str(pictures.get(i)));
        }
        return out.append("\n],\n\"nodes\":").append(b).append("\n]}").toString();
    }

    private static String moves(List<LoopyExplorer.Move> moves, Map<String, Integer> labels, List<String> labelList) {
        StringBuilder b = new StringBuilder("[");
        for (LoopyExplorer.Move m : moves) {
            Integer l = labels.computeIfAbsent(m.label(), k -> {
                labelList.add(k);
                return labelList.size() - 1;
            });
            b.append(b.length() > 1 ? "," : "").append('[').append(m.to()).append(',').append(l).append(',')
                    .append(m.result() == null ? "null" : Json.str(m.result())).append(']');
        }
        return b.append(']').toString();
    }

    /** The page's script: the path from the fragment, the position drawn, its moves as buttons. */
    static final String SCRIPT = String.join("\n",
            "(function () {",
            "  const data = JSON.parse(document.getElementById('data').textContent);",
            "  const nodes = data.nodes;",
            "  const $ = id => document.getElementById(id);",
            "  function parse() {",
            "    const steps = [{node: 0}];",
            "    const parts = location.hash.replace(/^#/, '').split('.').filter(s => s.length);",
            "    for (const part of parts.slice(1)) {",
            "      const m = /^([LR])(\\d+)$/.exec(part);",
            "      const at = nodes[steps[steps.length - 1].node];",
            "      if (!m) break;",
            "      const list = m[1] === 'L' ? at.l : at.r;",
            "      const move = list && list.find(x => x[0] === +m[2]);",
            "      if (!move) break;",
            "      steps.push({node: move[0], left: m[1] === 'L', label: data.labels[move[1]]});",
            "    }",
            "    return steps;",
            "  }",
            "  function hash(steps) {",
            "    return '#0' + steps.slice(1).map(s => '.' + (s.left ? 'L' : 'R') + s.node).join('');",
            "  }",
            "  function moveList(ul, list, left, steps, settled) {",
            "    ul.textContent = '';",
            "    if (!list || list.length === 0) {",
            "      const li = document.createElement('li');",
            "      li.className = 'none';",
            "      li.textContent = list ? 'no moves' : settled ? 'not followed: play here is settled (above)'",
            "        : 'not opened on this page';",
            "      ul.appendChild(li);",
            "      return;",
            "    }",
            "    for (const m of list) {",
            "      const li = document.createElement('li');",
            "      const b = document.createElement('button');",
            "      b.type = 'button';",
            "      b.className = 'move' + (m[2] === 'wins' || m[2] === 'draws' ? ' ' + m[2] : '');",
            "      b.textContent = data.labels[m[1]];",
            "      b.addEventListener('click', () => {",
            "        location.hash = hash(steps.concat([{node: m[0], left: left}]));",
            "      });",
            "      li.appendChild(b);",
            "      const to = nodes[m[0]];",
            "      const val = document.createElement('span');",
            "      val.className = 'val';",
            "      val.textContent = '→ ' + (to.v !== undefined ? to.v : 'not computed');",
            "      li.appendChild(val);",
            "      if (m[2]) {",
            "        const tag = document.createElement('span');",
            "        tag.className = 'tag ' + m[2];",
            "        tag.textContent = m[2];",
            "        li.appendChild(tag);",
            "      }",
            "      ul.appendChild(li);",
            "    }",
            "  }",
            "  function show() {",
            "    const steps = parse();",
            "    const last = steps[steps.length - 1];",
            "    const n = nodes[last.node];",
            "    $('name').textContent = n.n;",
            "    $('lastmove').textContent = steps.length > 1 ? (last.left ? 'Left: ' : 'Right: ') + last.label : '';",
            "    const fig = $('picture');",
            "    fig.innerHTML = n.p !== undefined ? data.pictures[n.p].replace('<!--pieces-->', n.q) : n.q;",
            "    const svg = fig.querySelector('svg[data-rows]');",
            "    if (svg && steps.length > 1) {     // the squares the last move names, (row,col), outlined",
            "      const d = svg.dataset, cell = +d.cell;",
            "      for (const m of last.label.matchAll(/\\((\\d+),(\\d+)\\)/g)) {",
            "        const r = document.createElementNS('http://www.w3.org/2000/svg', 'rect');",
            "        r.setAttribute('x', +d.left + (m[2] - 1) * cell + 2);",
            "        r.setAttribute('y', +d.top + (+d.rows - m[1]) * cell + 2);",
            "        r.setAttribute('width', cell - 4); r.setAttribute('height', cell - 4);",
            "        r.setAttribute('fill', 'none'); r.setAttribute('stroke', d.mark); r.setAttribute('stroke-width', '3');",
            "        svg.appendChild(r);",
            "      }",
            "    }",
            "    $('value').textContent = n.v !== undefined ? n.v : (n.y || 'not computed');",
            "    $('outcome').textContent = n.o !== undefined ? n.o + ': ' + n.w : 'not computed';",
            "    $('settled').hidden = !n.s;",
            "    $('settled').textContent = n.s || '';",
            "    moveList($('left'), n.l, true, steps, n.s);",
            "    moveList($('right'), n.r, false, steps, n.s);",
            "    const path = $('path');",
            "    path.textContent = steps.length > 1 ? 'Path: ' : '';",
            "    steps.forEach((s, i) => {",
            "      if (i === 0) return;",
            "      const b = document.createElement('button');",
            "      b.type = 'button';",
            "      b.textContent = i + '. ' + (s.left ? 'L ' : 'R ') + s.label;",
            "      b.addEventListener('click', () => { location.hash = hash(steps.slice(0, i + 1)); });",
            "      path.appendChild(b);",
            "    });",
            "    $('back').disabled = steps.length < 2;",
            "  }",
            "  $('back').addEventListener('click', () => { const s = parse(); if (s.length > 1) location.hash = hash(s.slice(0, -1)); });",
            "  $('restart').addEventListener('click', () => { location.hash = '#0'; });",
            "  window.addEventListener('hashchange', show);",
            "  show();",
            "})();",
            "");
}
