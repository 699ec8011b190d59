package org.cgcheck.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.cgcheck.report.EmitFolder;
import org.cgcheck.report.HtmlReport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** check --html: a self-contained static site, written without ever losing a file cgcheck did not write. */
class HtmlReportTest {
    @TempDir
    Path tmp;

    private Path claims() throws IOException {
        Path f = tmp.resolve("a.cgt");
        Files.writeString(f, "refuted twice \"teaching: G + G = 0 does not force G = 0\"\n"
                + "  forall G born by 2: G + G == 0 implies G == 0\n"
                + "theorem comm \"addition commutes\"\n  forall G, H born by 1: G + H == H + G\n"
                + "theorem same \"equality is reflexive on day 1\"\n  forall G born by 1: G <= G and G >= G\n"
                + "refuted hot_sum \"a hot game plus itself is not zero\"\n  {1|0} + {1|0} == 0\n");
        return f;
    }

    private static BadInputTest.Run html(Path dir, Path claims, String... extra) {
        List<String> args = new java.util.ArrayList<>(List.of("check", "--random", "0", "--explore", "0", "--html",
                dir.toString()));
        args.addAll(List.of(extra));
        args.add(claims.toString());
        return BadInputTest.run(args.toArray(new String[0]));
    }

    private static Map<String, String> snapshot(Path dir) throws IOException {
        return org.cgcheck.testkit.Folders.snapshot(dir);
    }

    @Test
    void indexListsEveryClaimAndLinksItsPage() throws IOException {
        Path site = tmp.resolve("site");
        BadInputTest.Run r = html(site, claims());
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.err().contains("wrote the HTML report to " + site.resolve("index.html")), r.err());
        String index = Files.readString(site.resolve("index.html"));
        for (String name : List.of("twice", "comm", "same", "hot_sum")) {
            assertTrue(index.contains("<a href=\"claim-" + name + ".html\">" + name + "</a>"), index);
            assertTrue(Files.isRegularFile(site.resolve(HtmlReport.pageName(name))), name);
        }
        assertTrue(index.contains("4 claims:"), index);
        assertTrue(index.contains("status refuted") && index.contains("status proved"), index);
        assertTrue(index.contains("<th>cases</th>") && index.contains("<th>time</th>"), index);
        assertTrue(index.contains("teaching: G + G = 0 does not force G = 0"), index);
    }

    @Test
    void aRefutedClaimsPageShowsTheCounterexampleWithPicturesInline() throws IOException {
        Path site = tmp.resolve("site");
        assertEquals(0, html(site, claims()).code());
        String page = Files.readString(site.resolve("claim-twice.html"));
        assertTrue(page.contains("<h1>twice</h1>"), page);
        assertTrue(page.contains("forall G born by 2: G + G == 0 implies G == 0"), page);
        assertTrue(page.contains("Minimal counterexample"), page);
        assertTrue(page.contains("<code>G</code></td><td><code>*</code>"), page);
        assertTrue(page.contains("<svg xmlns=\"http://www.w3.org/2000/svg\""), page);
        assertTrue(page.contains("The refuting move"), page);
        assertFalse(page.contains("thermograph of"), "the thermograph of * is a bare mast: not drawn");
        String hot = Files.readString(site.resolve("claim-hot_sum.html"));
        assertFalse(hot.contains("thermograph of"), "a claim without variables draws no thermograph");
        String proved = Files.readString(site.resolve("claim-comm.html"));
        assertTrue(proved.contains("<h2>Proof</h2>"), proved);
        assertTrue(proved.contains("certificate"), proved);
    }

    @Test
    void hotCounterexamplesGetAThermograph() throws IOException {
        Path f = tmp.resolve("hot.cgt");
        Files.writeString(f, "refuted hot \"hot games are not numbers... but is this one?\"\n"
                + "  forall G in {{1|0}, {2|-1}}: isnumber(G)\n");
        Path site = tmp.resolve("site");
        assertEquals(0, html(site, f).code());
        String page = Files.readString(site.resolve("claim-hot.html"));
        assertTrue(page.contains("thermograph of G = {1|0}"), page);
        assertTrue(page.contains("mean 1/2, temperature 1/2"), page);
    }

    @Test
    void aBoardInWhyItFailsIsOneFixedWidthBlock() throws IOException {
        Path f = tmp.resolve("dom.cgt");
        Files.writeString(f, "refuted numbers\n  forall P domineering within 2x2: isnumber(P)\n");
        Path site = tmp.resolve("site");
        assertEquals(0, html(site, f).code());
        String page = Files.readString(site.resolve("claim-numbers.html"));
        assertTrue(page.contains("<li><pre class=\"board\">+--+\n|#.|\n|..|\n+--+</pre></li>"), page);
        Files.writeString(f, "refuted ints\n  forall n in 0..3: n + n == n\n");
        assertEquals(0, html(site, f).code());
        String ints = Files.readString(site.resolve("claim-ints.html"));
        assertTrue(ints.contains("Why it fails") && !ints.contains("<h2>Pictures</h2>"), "nothing to draw: no picture");
    }

    @Test
    void claimPagesLinkTheirNeighbours() throws IOException {
        Path f = tmp.resolve("three.cgt");
        Files.writeString(f, "theorem a forall G born by 1: G == G\ntheorem b forall G born by 1: G + 0 == G\n"
                + "theorem c forall G born by 1: -(-G) == G\n");
        Path site = tmp.resolve("site3");
        assertEquals(0, html(site, f).code());
        String b = Files.readString(site.resolve("claim-b.html"));
        assertTrue(b.contains("<a href=\"claim-a.html\" rel=\"prev\">← a</a>"), b);
        assertTrue(b.contains("<a href=\"claim-c.html\" rel=\"next\">c →</a>"), b);
        String a = Files.readString(site.resolve("claim-a.html"));
        assertTrue(!a.contains("rel=\"prev\"") && a.contains("rel=\"next\""), a);
    }

    @Test
    void everyPageIsSelfContained() throws IOException {
        Path site = tmp.resolve("site");
        assertEquals(0, html(site, claims()).code());
        Pattern external = Pattern.compile("(?i)(src|href)\\s*=\\s*\"(?!claim-|index\\.html)([^\"]*)\"|<script|@import|url\\((?!#)");
        for (Map.Entry<String, String> e : snapshot(site).entrySet()) {
            if (!e.getKey().endsWith(".html")) {
                continue;
            }
            Matcher m = external.matcher(e.getValue());
            assertFalse(m.find(), e.getKey() + " refers outside: " + (m.find(0) ? m.group() : ""));
            assertTrue(e.getValue().contains("<meta name=\"viewport\""), e.getKey());
        }
    }

    @Test
    void aBoardCounterexampleLinksToItsExplorerPage() throws IOException {
        Path f = tmp.resolve("board.cgt");
        Files.writeString(f, "refuted d forall P domineering within 3x3: isnumber(P)\n");
        Path site = tmp.resolve("site4");
        assertEquals(0, html(site, f).code());
        String claim = Files.readString(site.resolve("claim-d.html"));
        assertTrue(claim.contains("<a href=\"explore-d-P.html\">Explore P move by move</a>"), claim);
        assertFalse(claim.contains("<script"), "claim pages stay script-free");
        String explore = Files.readString(site.resolve("explore-d-P.html"));
        assertTrue(explore.contains("<h1>Explore <code>game.grid.Domineering(<wbr>&quot;#.|<wbr>..&quot;)</code></h1>") && explore.contains("vertical domino on b1–b2"), explore);
        assertFalse(Pattern.compile("(?i)(src|href)\\s*=\\s*\"(?!#)|@import|url\\((?!#)").matcher(explore).find(),
                "the explorer fetches nothing");
    }

    @Test
    void userFilesAreNeverLostAndStalePagesAreRemoved() throws IOException {
        Path site = Files.createDirectories(tmp.resolve("site"));
        Files.writeString(site.resolve("notes.html"), "mine\n");
        BadInputTest.Run refused = html(site, claims());
        assertEquals(2, refused.code());
        assertEquals(1, refused.err().lines().count(), refused.err());
        assertTrue(refused.err().startsWith("cgcheck: --html: refusing to write into"), refused.err());
        assertEquals(Map.of("notes.html", "mine\n"), snapshot(site));

        assertEquals(0, html(site, claims(), "--force").code());
        assertEquals("mine\n", Files.readString(site.resolve("notes.html")));
        assertTrue(Files.isRegularFile(site.resolve(EmitFolder.MANIFEST)));
        // A user's edit makes a page theirs: it is kept, and the next run refuses to replace it.
        Files.writeString(site.resolve("claim-same.html"), "edited\n");
        Path fewer = tmp.resolve("b.cgt");
        Files.writeString(fewer, "theorem comm forall G, H born by 1: G + H == H + G\n");
        BadInputTest.Run r = html(site, fewer, "--force");
        assertEquals(0, r.code(), r.err());
        assertEquals("edited\n", Files.readString(site.resolve("claim-same.html")));
        assertFalse(Files.exists(site.resolve("claim-twice.html")), "a page of a claim no longer checked is removed");
        assertTrue(Files.readString(site.resolve("index.html")).contains("1 claims:"));
    }

    @Test
    void theoremsTakesHtmlToo() throws IOException {
        BadInputTest.Run r = BadInputTest.run("theorems", "--html", tmp.resolve("x").toString(), "--help");
        assertEquals(0, r.code());
        assertTrue(r.out().contains("--html"), r.out());
    }
}
