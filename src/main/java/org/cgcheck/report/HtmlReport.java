package org.cgcheck.report;

import static org.cgcheck.report.HtmlPage.esc;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.cgcheck.check.Refutation;
import org.cgcheck.check.Verdict;

/**
 * The HTML report of a run ({@code check --html DIR}): {@value #INDEX} lists every claim with its
 * status, cases and time; one page per claim ({@code claim-NAME.html}) gives its statement and
 * description, the verdict and its scope, the proof of a proved claim, the minimal counterexample
 * of a refuted one with its game trees and refuting play drawn inline (the SVG of
 * {@link CounterexampleWriter}), its thermographs, and the exploration beyond the bound. Every
 * page is self-contained: no network, no scripts.
 *
 * <p>The site is written through {@link EmitFolder}, like {@code --emit}: files cgcheck did not
 * write are never replaced or deleted; cgcheck's own report pages that this run did not write
 * (claims since removed or renamed) are removed.
 */
public final class HtmlReport {
    public static final String INDEX = "index.html";
    static final String PAGE_PREFIX = "claim-";
    static final String EXPLORE_PREFIX = "explore-";
    /** Positions opened on a counterexample's explorer page: minimal counterexamples are small boards. */
    static final int EXPLORE_POSITIONS = 500;

    private HtmlReport() {
    }

    /** The page file name of a claim. */
    public static String pageName(String claimName) {
        return PAGE_PREFIX + CounterexampleWriter.baseName(claimName) + ".html";
    }

    /** Writes the site into dir; settings is the run's settings line (shown on the index). */
    public static int write(Path dir, boolean force, List<Verdict> verdicts, String settings)
            throws EmitFolder.EmitException {
        EmitFolder folder = EmitFolder.open(dir, force);
        Map<String, byte[]> files = files(verdicts, settings);
        Set<String> remove = new HashSet<>();
        for (String f : folder.ours()) {
            if (f.equals(INDEX) || (f.startsWith(PAGE_PREFIX) || f.startsWith(EXPLORE_PREFIX)) && f.endsWith(".html")) {
                remove.add(f);      // commit keeps the ones written now
            }
        }
        folder.commit(files, remove);
        return files.size();
    }

    /** File name to content; depends only on the verdicts and settings. */
    public static Map<String, byte[]> files(List<Verdict> verdicts, String settings) {
        Map<String, byte[]> out = new TreeMap<>();
        out.put(INDEX, index(verdicts, settings).getBytes(StandardCharsets.UTF_8));
        for (int i = 0; i < verdicts.size(); i++) {
            String prev = i > 0 ? verdicts.get(i - 1).name() : null;
            String next = i + 1 < verdicts.size() ? verdicts.get(i + 1).name() : null;
            out.put(pageName(verdicts.get(i).name()), claimPage(verdicts.get(i), prev, next)
                    .getBytes(StandardCharsets.UTF_8));
            String claimName = verdicts.get(i).name();
            CounterexampleGames.positions(verdicts.get(i)).forEach((var, p) -> {
                // A page with a script, apart from the claim pages (which have none), linked from them.
                String page;
                try {
                    page = ExplorerPage.html(p.expression(), ExplorerGraph.of(p, EXPLORE_POSITIONS));
                } catch (RuntimeException | StackOverflowError e) {
                    page = HtmlPage.page("Explore " + p.expression(), "<h1>Explore " + esc(p.expression())
                            + "</h1>\n<p>This position could not be explored: " + esc(String.valueOf(e.getMessage()))
                            + "</p>\n");
                }
                out.put(exploreName(claimName, var), page.getBytes(StandardCharsets.UTF_8));
            });
        }
        return out;
    }

    /** The pages a printed handout of the report holds, in order: the index, then every claim's page. */
    public static List<String> handoutPages(List<Verdict> verdicts, String settings) {
        List<String> pages = new ArrayList<>();
        pages.add(index(verdicts, settings));
        for (int i = 0; i < verdicts.size(); i++) {
            pages.add(claimPage(verdicts.get(i), i > 0 ? verdicts.get(i - 1).name() : null,
                    i + 1 < verdicts.size() ? verdicts.get(i + 1).name() : null));
        }
        return pages;
    }

    /** The explorer page of a counterexample's position variable. */
    static String exploreName(String claimName, String var) {
        return EXPLORE_PREFIX + CounterexampleWriter.baseName(claimName) + "-" + CounterexampleWriter.baseName(var)
                + ".html";
    }

    static String index(List<Verdict> verdicts, String settings) {
        StringBuilder b = new StringBuilder();
        b.append("<h1>cgcheck report</h1>\n");
        b.append("<p class=\"summary\">").append(esc(ConsoleReport.summary(verdicts))).append("</p>\n");
        if (settings != null && !settings.isEmpty()) {
            b.append("<p class=\"desc\">settings: <code>").append(esc(settings)).append("</code></p>\n");
        }
        b.append("<div class=\"scroll\"><table>\n<thead><tr><th>claim</th><th>status</th><th>cases</th>"
                + "<th>random</th><th>time</th><th>scope</th></tr></thead>\n<tbody>\n");
        for (Verdict v : verdicts) {
            b.append("<tr").append(v.ok() ? "" : " class=\"unexpected\"").append("><td><a href=\"")
                    .append(esc(pageName(v.name()))).append("\">").append(esc(v.name())).append("</a>");
            if (!v.claim().description().isEmpty()) {
                b.append("<br><span class=\"desc\">").append(esc(v.claim().description())).append("</span>");
            }
            b.append("</td><td>").append(status(v)).append("</td><td class=\"num\">").append(count(v.cases()))
                    .append("</td><td class=\"num\">").append(v.randomCases() > 0 ? count(v.randomCases()) : "")
                    .append("</td><td class=\"num\">").append(seconds(v.seconds())).append("</td><td>")
                    .append(v.scope() == null ? "" : esc(v.scope())).append("</td></tr>\n");
        }
        b.append("</tbody></table></div>\n");
        b.append("<p class=\"desc\">✓ proved: shown for all games (or every n from A up, for 'in A..'); "
                + "✓ verified: checked on every case of the stated "
                + "domain; ✗ refuted: a counterexample was found; ~ unrefuted: sampled, no counterexample. "
                + "Rows shaded red did not meet their claim's expectation.</p>\n");
        return HtmlPage.page("cgcheck report", b.toString());
    }

    private static String status(Verdict v) {
        return "<span class=\"status " + v.status().word() + "\">" + esc(ConsoleReport.mark(v)) + " "
                + v.status().word() + "</span>" + (v.ok() ? "" : " <strong>(not as expected)</strong>");
    }

    /** A claim's page, with links to the claims before and after it in the report (null: none). */
    static String claimPage(Verdict v, String previous, String next) {
        StringBuilder b = new StringBuilder();
        b.append("<nav>");
        if (previous != null) {
            b.append("<a href=\"").append(esc(pageName(previous))).append("\" rel=\"prev\">← ").append(esc(previous))
                    .append("</a> · ");
        }
        b.append("<a href=\"").append(INDEX).append("\">all claims</a>");
        if (next != null) {
            b.append(" · <a href=\"").append(esc(pageName(next))).append("\" rel=\"next\">").append(esc(next))
                    .append(" →</a>");
        }
        b.append("</nav>\n");
        b.append("<h1>").append(esc(v.name())).append("</h1>\n");
        if (!v.claim().description().isEmpty()) {
            b.append("<p class=\"desc\">").append(esc(v.claim().description())).append("</p>\n");
        }
        b.append("<h2>Statement</h2>\n<pre>").append(esc(v.claim().source())).append("</pre>\n");
        java.util.List<org.cgcheck.lang.Definition> defs = org.cgcheck.lang.Definitions.usedBy(v.claim().body());
        if (!defs.isEmpty()) {
            b.append("<h3>Definitions it uses</h3>\n<pre>");
            defs.forEach(d -> b.append(esc(d.source())).append('\n'));
            b.append("</pre>\n");
        }
        b.append("<dl>\n");
        row(b, "kind", esc(v.claim().kind().word()));
        row(b, "file", "<code>" + esc(Path.of(v.claim().file()).getFileName().toString()) + "</code> line "
                + v.claim().pos().line());
        row(b, "verdict", status(v) + (v.message() != null && !v.message().isEmpty() ? " — " + esc(v.message()) : ""));
        if (v.scope() != null && !v.scope().isEmpty()) {
            row(b, "scope", esc(v.scope()));
        }
        String counts = ConsoleReport.counts(v);
        if (!counts.isEmpty()) {
            row(b, "cases", esc(counts));
        }
        if (v.seed() != null) {
            row(b, "seed", String.valueOf(v.seed()));
        }
        b.append("</dl>\n");
        if (v.counterexample() != null) {
            counterexample(b, v);
        } else if (!v.details().isEmpty()) {
            b.append("<h2>").append(v.status() == Verdict.Status.PROVED ? "Proof" : "Details").append("</h2>\n<ul>\n");
            for (String d : v.details()) {
                // a proof's steps keep their depth: each step in words, the law or lemma it uses named in it
                int depth = (d.length() - d.stripLeading().length()) / 2;
                b.append(depth > 0 && v.status() == Verdict.Status.PROVED ? "<li style=\"margin-left:"
                        + depth + "em\">" : "<li>").append(esc(d.strip())).append("</li>\n");
            }
            b.append("</ul>\n");
        }
        if (v.exploration() != null) {
            b.append("<h2>Beyond the bound</h2>\n<p>").append(esc(v.exploration().summary())).append("</p>\n");
            if (!v.exploration().details().isEmpty()) {
                b.append("<details open><summary>details</summary><ul>\n");
                v.exploration().details().forEach(d -> b.append("<li>").append(esc(d.strip())).append("</li>\n"));
                b.append("</ul></details>\n");
            }
        }
        return HtmlPage.page(v.name() + " — cgcheck", b.toString());
    }

    /** What the boards' symbols and colours mean, on every page that draws a board. */
    static final String BOARD_LEGEND = "<details class=\"legend\"><summary>Legend for the boards</summary>\n<ul>\n"
            + "<li>Text boards: <code>.</code> an empty square, <code>#</code> a filled or blocked square"
            + " (dark grey in pictures), <code>x</code> Left's stone (blue disc), <code>o</code> Right's stone (red"
            + " disc), <code>t</code> a toad (Left, blue triangle), <code>f</code> a frog (Right, red triangle),"
            + " <code>l</code>, <code>r</code>, <code>e</code> Left's (blue), Right's (red) and either player's"
            + " (green) dominoes or edges, <code>o (n)</code> a heap of n.</li>\n"
            + "<li>Squares are named by column and row, a1 the top-left square; a strip's squares are numbered from"
            + " 1 on the left.</li>\n<li>(wins) marks a move by which the player making it wins: a Left move to"
            + " a position worth ≥ 0, a Right move to one worth ≤ 0.</li>\n</ul>\n</details>\n";

    private static void counterexample(StringBuilder b, Verdict v) {
        b.append("<h2>Minimal counterexample</h2>\n<div class=\"scroll\"><table>\n<thead><tr><th>variable</th>"
                + "<th>value</th></tr></thead>\n<tbody>\n");
        v.counterexample().forEach((k, val) -> b.append("<tr><td><code>").append(esc(k)).append("</code></td><td><code>")
                .append(esc(val)).append("</code></td></tr>\n"));
        b.append("</tbody></table></div>\n");
        Map<String, org.cgcheck.rules.Position> boards = CounterexampleGames.positions(v);     // evaluated once
        // A position is told first on itself, in words; the checker's proof (a difference game) follows.
        boards.forEach((name, p) -> b.append("<style>").append(GoodGame.STYLE).append("</style>\n")
                .append(PositionStory.html(name, p)));
        b.append("<h2>Why it fails</h2>\n<ul class=\"why\">\n");
        List<String> play = new ArrayList<>();
        String playHead = null;
        for (String d : org.cgcheck.rules.BoardText.joinBoards(v.details())) {
            if (d.startsWith(Refutation.PLAY_HEADER)) {
                playHead = d;
            } else if (playHead != null && d.startsWith("  ")) {
                play.add(d.strip().replaceFirst("^\\d+\\.\\s*", ""));
            } else if (d.startsWith("    ")) {
                // A position drawn as a text board: its lines kept together, in a fixed-width block.
                b.append("<li><pre class=\"board\">").append(esc(d.replaceAll("(?m)^    ", ""))).append("</pre></li>\n");
            } else {
                b.append("<li>").append(esc(d.strip())).append("</li>\n");
            }
        }
        b.append("</ul>\n");
        if (playHead != null) {
            b.append("<p><strong>The refuting move</strong>: ").append(esc(playHead)).append("</p>\n<ol class=\"play\">\n");
            play.forEach(p -> b.append("<li>").append(esc(p)).append("</li>\n"));
            b.append("</ol>\n");
        }
        if (!boards.isEmpty()) {
            b.append(BOARD_LEGEND);
        }
        boards.forEach((name, p) -> {
            b.append("<h2>Moves of ").append(esc(name)).append("</h2>\n<p class=\"desc\">")
                    .append(esc(CounterexampleGames.MOVES_NOTE)).append(" <a href=\"").append(esc(exploreName(v.name(), name)))
                    .append("\">Explore ").append(esc(name)).append(" move by move</a>.</p>\n<pre>")
                    .append(esc(p.text() + " = " + p.value())).append('\n');
            CounterexampleGames.moves(p).forEach(line -> b.append(esc(line)).append('\n'));
            b.append("</pre>\n");
        });
        Map<String, org.cgcheck.rules.LoopyPosition> loopy = LoopyCounterexample.positions(v);
        String positions = loopy.isEmpty() ? PositionPictures.of(boards, v) : LoopyCounterexample.svg(v, loopy);
        if (positions != null) {
            b.append("<figure>\n").append(enlarged(positions)).append("<figcaption>")
                    .append(esc(loopy.isEmpty() ? CounterexampleWriter.POSITIONS_NOTE : CounterexampleWriter.LOOPY_NOTE))
                    .append("</figcaption>\n</figure>\n");
        }
        // The refuting play is told above as a numbered list: the picture need not tell it again.
        // A counterexample with nothing to draw (integers only) gets no empty picture.
        if (!CounterexampleWriter.trees(v).isEmpty() || CounterexampleWriter.hasBoards(v)) {
            b.append("<h2>Pictures</h2>\n<figure>\n").append(enlarged(CounterexampleWriter.svgWithoutPlay(v)))
                    .append("<figcaption>One game tree per variable: blue solid edges (L) are Left's moves, red dashed"
                    + " edges (R) Right's; a dashed box is a position whose options are not drawn.</figcaption>\n"
                    + "</figure>\n");
        }
        // A nimber's thermograph is a bare mast: impartial positions get none.
        boolean impartial = !boards.isEmpty() && boards.values().stream().allMatch(ExplorerGraph::impartial)
                && v.counterexample().size() == boards.size();
        for (String svg : impartial ? List.<String>of() : ThermographPicture.forCounterexample(v)) {
            b.append("<figure>\n").append(enlarged(svg)).append("</figure>\n");
        }
    }

    /**
     * The pictures are drawn at about one character per 8 px, small on a projector: they are shown
     * 1.5 times larger, and the style sheet shrinks them to the width of a phone's screen.
     */
    static String enlarged(String svg) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("^<svg ([^>]*?)width=\"(\\d+)\" height=\"(\\d+)\"")
                .matcher(svg);
        if (!m.find()) {
            return svg;
        }
        return "<svg " + m.group(1) + "width=\"" + Integer.parseInt(m.group(2)) * 3 / 2 + "\" height=\""
                + Integer.parseInt(m.group(3)) * 3 / 2 + "\"" + svg.substring(m.end());
    }

    private static void row(StringBuilder b, String term, String html) {
        b.append("<dt>").append(term).append("</dt><dd>").append(html).append("</dd>\n");
    }

    private static String count(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }

    private static String seconds(double s) {
        return String.format(Locale.ROOT, "%.1f s", s);
    }
}
