package org.cgcheck.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.cgcheck.eval.Interpreter;
import org.cgcheck.game.Game;
import org.cgcheck.lang.Parser;
import org.cgcheck.report.ExplorerBudget;
import org.cgcheck.report.ExplorerGraph;
import org.cgcheck.report.ExplorerPage;
import org.cgcheck.rules.Position;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The explorer page in a real browser: Debian's chromium driven by Selenium through
 * chromium-driver. Clicks through three moves of a Domineering position and checks what the page
 * shows against values the language computes from each position's expression, then goes back; and
 * clicks into a page where only some values were computed.
 * Skipped when chromium or chromedriver is missing, unless -Dcgcheck.browser=required (as
 * .ci/browser-check runs it, after installing both), where a missing browser fails.
 */
@Timeout(300)       // a hang guard only
class ExplorerBrowserTest {
    private static ChromeDriver browser;

    @TempDir
    static Path tmp;

    @BeforeAll
    static void start() {
        browser = HeadlessChromium.start();
    }

    @AfterAll
    static void stop() {
        if (browser != null) {
            browser.quit();
        }
    }

    private static Game valueOf(String expression) {
        Object v = new Interpreter().eval(Parser.parse(expression));
        return v instanceof Position p ? p.value() : (Game) v;
    }

    private static String text(String id) {
        return browser.findElement(By.id(id)).getText();
    }

    @Test
    void aStudentClicksThroughThreeMovesAndBack() throws Exception {
        String start = "game.grid.Domineering(\"...|...|..#\")";
        Path dir = tmp.resolve("explore");
        BadInputTest.Run r = BadInputTest.run("explore", start, "--html", dir.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        browser.get(dir.resolve("index.html").toUri().toString());

        assertEquals(start, text("name"));
        assertEquals(valueOf(start).toString(), text("value"));
        // The board is a picture: the square left blocked is hatched, told in its text alternative.
        assertEquals("the board " + start + ", blocked: c3", browser.findElement(By.id("board")).getAttribute("aria-label"));
        checkWinningMarks(start);

        // Left, then Right, then Left: each time the first move on the list.
        String[] sides = {"left", "right", "left"};
        String previous = null;
        for (String side : sides) {
            previous = text("name");
            List<WebElement> moves = browser.findElements(By.cssSelector("#" + side + " button.move"));
            assertTrue(!moves.isEmpty(), side + " has no move in " + previous);
            String label = moves.get(0).getText();
            click(moves.get(0)::click);
            String now = text("name");
            assertTrue(!now.equals(previous), "the click did not move: " + label);
            assertEquals(valueOf(now).toString(), text("value"), "value shown for " + now);
            assertTrue(text("path").contains((side.equals("left") ? "Left: " : "Right: ") + label), text("path"));
            checkWinningMarks(now);
        }
        screenshot("explorer-three-moves.png");

        click(browser.findElement(By.id("back"))::click);
        assertEquals(previous, text("name"));
        assertEquals(3, browser.findElements(By.cssSelector("#path button")).size(), text("path"));
        click(browser.navigate()::back);      // the browser's own Back button walks the path as well
        assertEquals(4, browser.findElements(By.cssSelector("#path button")).size(), text("path"));
        click(browser.findElement(By.id("restart"))::click);
        assertEquals(start, text("name"));
    }

    /**
     * Issue 46: the Reveal switch is kept in the link, so a shared or reloaded link keeps the answers
     * hidden or shown: on a --no-hints page "reveal" goes into the fragment and stays through moves
     * and a reload; hiding them again takes it out; on a page with the answers, "hide" is kept so.
     */
    @Test
    void theRevealSwitchIsKeptInTheLink() throws Exception {
        String start = "game.grid.Domineering(\"...|...\")";
        Path dir = tmp.resolve("reveal");
        BadInputTest.Run r = BadInputTest.run("explore", start, "--no-hints", "--html", dir.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        String page = dir.resolve("index.html").toUri().toString();
        browser.get(page + "#0");
        assertFalse(browser.findElement(By.id("facts")).isDisplayed(), "--no-hints: the value is hidden");
        click(browser.findElement(By.id("hints"))::click);
        assertEquals("#reveal.0", hash());
        assertTrue(browser.findElement(By.id("facts")).isDisplayed(), "revealed");
        click(browser.findElements(By.cssSelector("#left button.move")).get(0)::click);
        assertTrue(hash().startsWith("#reveal.0.L"), "a move keeps the switch: " + hash());
        String moved = hash();
        browser.navigate().refresh();
        assertEquals(moved, hash());
        assertTrue(browser.findElement(By.id("facts")).isDisplayed(), "still revealed after a reload");
        assertEquals("Hide the answers", text("hints"));
        assertEquals(valueOf(text("name")).toString(), text("value"));
        browser.get("about:blank");
        browser.get(page + moved);        // the link opened afresh, as a student would from a shared link
        assertTrue(browser.findElement(By.id("facts")).isDisplayed(), "the shared link shows the answers");
        click(browser.findElement(By.id("hints"))::click);
        assertEquals(moved.replace("#reveal.", "#"), hash());
        assertFalse(browser.findElement(By.id("facts")).isDisplayed(), "hidden again");
        browser.navigate().refresh();
        assertFalse(browser.findElement(By.id("facts")).isDisplayed(), "still hidden after a reload");

        Path shown = tmp.resolve("reveal-default");
        r = BadInputTest.run("explore", start, "--html", shown.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        browser.get(shown.resolve("index.html").toUri() + "#play-L.0");
        assertTrue(browser.findElement(By.id("facts")).isDisplayed() || !browser.findElements(By.cssSelector(".tag")).isEmpty(),
                "a page with the answers shows them");
        click(browser.findElement(By.id("hints"))::click);
        assertEquals("#hide.play-L.0", hash());
        browser.navigate().refresh();
        for (WebElement e : browser.findElements(By.cssSelector(".tag, .val"))) {
            assertFalse(e.isDisplayed(), "hidden after a reload, but shows: " + e.getText());
        }
        assertEquals("Reveal the answers", text("hints"));
    }

    private static String hash() {
        return (String) browser.executeScript("return location.hash;");
    }

    /**
     * A page where only the 20 cheapest positions have values (a deterministic budget): the start
     * says its value was not computed and gives the command that explores it; a move to a position
     * without a value is not marked and says so; clicking down to a position with a value shows the
     * language's value, and the marks there agree with it.
     */
    @Test
    void aPartlyComputedPageSaysWhatIsMissingAndShowsOnlyTrueValues() throws Exception {
        String start = "game.grid.Domineering(\"...|...|..#\")";
        ExplorerGraph graph = ExplorerGraph.of(new Interpreter().eval(Parser.parse(start)), 100, ExplorerBudget.positions(20));
        assertTrue(!graph.nodes().get(0).computed() && graph.computed() == 20);
        Path page = Files.createDirectories(tmp.resolve("partial")).resolve("index.html");
        Files.writeString(page, ExplorerPage.html(start, graph));
        browser.get(page.toUri().toString());
        assertEquals("not computed", text("value"));
        assertEquals("./cgcheck explore '" + start + "' --html position", text("command"));
        assertTrue(text("notice").startsWith("Values computed: 20 of the " + graph.nodes().size() + " positions"), text("notice"));
        for (int depth = 0; depth < 4; depth++) {
            checkPartialMoves(graph);
            WebElement next = null;
            for (WebElement b : browser.findElements(By.cssSelector("button.move"))) {
                if (graph.nodes().get(Integer.parseInt(b.getAttribute("data-to"))).computed()) {
                    next = b;
                    break;
                }
            }
            if (next == null) {
                next = browser.findElements(By.cssSelector("button.move")).get(0);
            }
            click(next::click);
            String now = text("name");
            Position p = (Position) new Interpreter().eval(Parser.parse(now));
            ExplorerGraph.Node n = graph.nodes().stream().filter(x -> x.name().equals(now)).findFirst().orElseThrow();
            if (n.computed()) {
                assertEquals(p.value().toString(), text("value"), now);
                assertTrue(!browser.findElement(By.id("pending")).isDisplayed() || !n.opened(), now);
                screenshot("explorer-partial.png");
                checkPartialMoves(graph);
                return;
            }
            assertEquals("not computed", text("value"), now);
        }
        throw new AssertionError("no position with a value within four moves");
    }

    /**
     * A whole game of Domineering on the empty 3x3 board between two students, Left first, played by
     * clicking: at every step the page says whose turn it is, lists only that player's moves with
     * the winning ones marked (checked against the language's values), draws one more domino in the
     * mover's colour with the last one outlined; when a player cannot move it names the winner.
     */
    @Test
    void twoStudentsPlayAWholeDomineeringGame() throws Exception {
        String start = "game.grid.Domineering(\"...|...|...\")";
        Path dir = tmp.resolve("play");
        BadInputTest.Run r = BadInputTest.run("explore", start, "--html", dir.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        browser.get(dir.resolve("index.html").toUri().toString());
        assertTrue(text("turn").startsWith("Left to move next"), text("turn"));       // analysis mode says it too
        // The value ±1 links to the glossary's entry, shown as the link's tooltip.
        WebElement pm = browser.findElement(By.cssSelector("#gloss a[href='#g-pm']"));
        assertTrue(pm.getAttribute("title").contains("a switch"), pm.getAttribute("title"));
        phoneFits(dir.resolve("index.html").toUri() + "#0.L1");
        click(browser.findElement(By.id("play-L"))::click);
        String mover = "Left";
        for (int move = 0; ; move++) {
            String name = text("name");
            Position p = (Position) new Interpreter().eval(Parser.parse(name));
            boolean left = mover.equals("Left");
            if (p.options(left).isEmpty()) {
                String other = left ? "Right" : "Left";
                assertEquals(mover + " cannot move: " + other + " wins!", text("turn"));
                assertTrue(move >= 2, "a 3x3 game lasts at least two moves");
                screenshot("explorer-play-over.png");
                return;
            }
            assertEquals(mover + " to move", text("turn"), "after " + move + " moves");
            String mine = left ? "left" : "right";
            String theirs = left ? "right" : "left";
            assertTrue(browser.findElement(By.id(mine + "box")).isDisplayed());
            assertTrue(!browser.findElement(By.id(theirs + "box")).isDisplayed(), "only the mover's moves in a game");
            checkWinningMarks(name, mine);
            assertEquals(move, browser.findElements(By.cssSelector("#board rect.domino")).size(), "dominoes drawn");
            if (move > 0) {
                assertEquals(1, browser.findElements(By.cssSelector("#board rect.domino[stroke='#f29400']")).size(),
                        "the last domino is outlined");
            }
            // The mover plays a winning move when there is one, else the first.
            List<WebElement> wins = browser.findElements(By.cssSelector("#" + mine + " button.move.wins"));
            WebElement b = wins.isEmpty() ? browser.findElements(By.cssSelector("#" + mine + " button.move")).get(0) : wins.get(0);
            String label = b.getText();
            click(b::click);
            assertEquals("Last move: " + mover + ": " + label, text("lastmove"));
            assertTrue(browser.findElement(By.cssSelector("#board rect.domino:last-of-type")).getAttribute("fill")
                    .equals(left ? "#1f4fd1" : "#c8202a"), "the domino in the mover's colour");
            if (move == 1) {
                screenshot("explorer-play.png");
            }
            mover = left ? "Right" : "Left";
        }
    }

    /**
     * An impartial position played in play mode: the moves listed once, "the player to move wins /
     * loses" and the Grundy value shown (against the language's), no Left/Right columns and no
     * thermograph; players named Player 1 and Player 2 take turns until one cannot move. Played on
     * the Nim sum {@code game.heap.Nim(3, 5, 6)}, each move taking from one of its heaps.
     */
    @Test
    void twoStudentsPlayAnImpartialSum() throws Exception {
        String start = nimSumOrKayles();
        Path dir = tmp.resolve("nim");
        BadInputTest.Run r = BadInputTest.run("explore", start, "--html", dir.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        browser.get(dir.resolve("index.html").toUri().toString());
        assertTrue(browser.findElements(By.id("left")).isEmpty() && browser.findElements(By.id("right")).isEmpty()
                && browser.findElements(By.id("thermograph")).isEmpty(), "no Left/Right columns, no thermograph");
        click(browser.findElement(By.id("play-L"))::click);
        // A sum of heaps is named as a sum, which the language reads as a value today: the moves
        // come from the page's graph, every value from the language.
        ExplorerGraph graph = ExplorerGraph.of(new Interpreter().eval(Parser.parse(start)), 2000);
        int player = 1;
        for (int move = 0; ; move++) {
            String name = text("name");
            Game v = valueOf(name);
            assertTrue(v.isNimber(), name);
            assertEquals(String.valueOf(v.nimberPart()), text("grundy"), name);
            assertEquals(v.nimberPart() == 0 ? "the player to move loses" : "the player to move wins", text("outcome"));
            ExplorerGraph.Node n = graph.nodes().stream().filter(x -> x.name().equals(name)).findFirst().orElseThrow();
            if (n.left().isEmpty()) {
                assertEquals(Game.ZERO, v);
                assertEquals("Player " + player + " cannot move: Player " + (3 - player) + " wins!", text("turn"));
                return;
            }
            assertEquals("Player " + player + " to move", text("turn"));
            List<WebElement> buttons = browser.findElements(By.cssSelector("#moves button.move"));
            long winning = n.left().stream().filter(m -> valueOf(graph.nodes().get(m.to()).name()).equals(Game.ZERO)).count();
            assertEquals(n.left().size(), buttons.size(), "every move once");
            assertEquals(winning, browser.findElements(By.cssSelector("#moves button.move.wins")).size(), name);
            assertEquals(winning > 0, v.nimberPart() != 0, "a winning move exactly when the Grundy value is not 0");
            assertTrue(browser.findElements(By.cssSelector("#picture svg")).size() == 1, "the heaps drawn");
            if (move == 1) {
                screenshot("explorer-nim.png");
            }
            List<WebElement> wins = browser.findElements(By.cssSelector("#moves button.move.wins"));
            click((wins.isEmpty() ? buttons.get(0) : wins.get(0))::click);
            player = 3 - player;
        }
    }

    /**
     * On a phone's screen (390 px) nothing is wider than the screen: the title breaks between the
     * board's rows, and the thermograph shrinks with its axis whole.
     */
    private static void phoneFits(String url) {
        org.openqa.selenium.Dimension wide = browser.manage().window().getSize();
        browser.manage().window().setSize(new org.openqa.selenium.Dimension(390, 844));
        try {
            browser.get(url);
            browser.navigate().refresh();
            HeadlessChromium.awaitElements(browser, "#thermograph svg", "#turn");
            Object over = browser.executeScript("var w = document.documentElement.clientWidth;"
                    + "var bad = [];"
                    + "document.querySelectorAll('h1, h2, #thermograph svg, #picture svg, #turn').forEach(function (e) {"
                    + "  var r = e.getBoundingClientRect(); if (r.right > w + 1) { bad.push(e.tagName + '#' + e.id + ' ' + r.right); } });"
                    + "return bad.join('; ') + (document.documentElement.scrollWidth > w + 1 ? ' page ' + document.documentElement.scrollWidth : '');");
            assertEquals("", over, "wider than a 390 px screen");
            assertTrue(!browser.findElements(By.cssSelector("#thermograph svg")).isEmpty(), "a thermograph to check");
        } finally {
            browser.manage().window().setSize(wide);
            browser.navigate().back();
        }
    }

    /** The Nim sum of heaps 3, 5 and 6 as one position (issue 31): no fallback, so a regression fails here. */
    private static String nimSumOrKayles() {
        String sum = "game.heap.Nim(3, 5, 6)";
        Object v = new Interpreter().eval(Parser.parse(sum));
        assertTrue(v instanceof Position p && p.options(true).size() == 14, sum + " is a position with 14 moves");
        return sum;
    }

    /** Each move's mark and value as the partial graph has them: marked only when known to win. */
    private static void checkPartialMoves(ExplorerGraph graph) {
        Position from = (Position) new Interpreter().eval(Parser.parse(text("name")));
        for (String side : new String[] {"left", "right"}) {
            boolean left = side.equals("left");
            for (WebElement li : browser.findElements(By.cssSelector("#" + side + " li"))) {
                List<WebElement> b = li.findElements(By.cssSelector("button.move"));
                if (b.isEmpty()) {
                    continue;
                }
                ExplorerGraph.Node to = graph.nodes().get(Integer.parseInt(b.get(0).getAttribute("data-to")));
                Game v = ((Position) new Interpreter().eval(Parser.parse(to.name()))).value();
                boolean marked = b.get(0).getAttribute("class").contains("wins");
                String shown = li.findElement(By.cssSelector(".val")).getText();
                if (to.computed()) {
                    assertEquals(left ? v.geq(Game.ZERO) : v.leq(Game.ZERO), marked, from + ": " + b.get(0).getText());
                    String full = v.toString();         // a long value is cut in the list
                    assertEquals("→ " + (full.length() > 60 ? full.substring(0, 57) + "…" : full), shown);
                } else {
                    assertTrue(!marked, "a move to a position without a value is not marked: " + b.get(0).getText());
                    assertEquals("→ value not computed", shown);
                }
            }
        }
    }

    /** Marked moves are exactly those to a position the mover wins from: ≥ 0 for Left, ≤ 0 for Right. */
    private static void checkWinningMarks(String position) {
        checkWinningMarks(position, "left", "right");
    }

    private static void checkWinningMarks(String position, String... sides) {
        Object v = new Interpreter().eval(Parser.parse(position));
        Position p = (Position) v;
        for (String side : sides) {
            boolean left = side.equals("left");
            long expected = p.options(left).stream().map(Position::value)
                    .filter(g -> left ? g.geq(Game.ZERO) : g.leq(Game.ZERO)).count();
            long shown = browser.findElements(By.cssSelector("#" + side + " button.move.wins")).size();
            assertEquals(expected, shown, side + "'s winning moves in " + position);
            assertEquals(p.options(left).size(), browser.findElements(By.cssSelector("#" + side + " button.move")).size());
        }
    }

    /**
     * Does what moves the page (a click that sets the location's hash, or the browser's Back) and
     * waits until the page has rendered it: the page renders on 'hashchange', which comes after the
     * click returns; a listener added now runs after the page's own.
     */
    private static void click(Runnable action) {
        browser.executeScript("window.cgcheckRendered = false;"
                + "window.addEventListener('hashchange', function () { window.cgcheckRendered = true; }, { once: true });");
        action.run();
        new WebDriverWait(browser, Duration.ofSeconds(10), Duration.ofMillis(5))
                .until(d -> Boolean.TRUE.equals(browser.executeScript("return window.cgcheckRendered;")));
    }

    private static void screenshot(String name) throws Exception {
        Path out = Path.of("target", "browser-check");
        Files.createDirectories(out);
        Files.write(out.resolve(name), browser.getScreenshotAs(OutputType.BYTES));
    }
}
