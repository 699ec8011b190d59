package org.cgcheck.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.cgcheck.eval.Interpreter;
import org.cgcheck.game.Game;
import org.cgcheck.lang.Parser;
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
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * The explorer page in a real browser: Debian's chromium driven by Selenium through
 * chromium-driver. Clicks through three moves of a Domineering position and checks what the page
 * shows against values the language computes from each position's expression, then goes back.
 * Skipped when chromium or chromedriver is missing, unless -Dcgcheck.browser=required (as
 * .ci/browser-check runs it, after installing both), where a missing browser fails.
 */
@Timeout(300)       // a hang guard only
class ExplorerBrowserTest {
    private static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    private static final Path DRIVER = Path.of("/usr/bin/chromedriver");
    private static ChromeDriver browser;
    /** Held here: a logger configured and then collected would lose its level. */
    private static final java.util.logging.Logger SELENIUM_LOG = java.util.logging.Logger.getLogger("org.openqa.selenium");

    @TempDir
    static Path tmp;

    @BeforeAll
    static void start() {
        boolean present = Files.isExecutable(CHROMIUM) && Files.isExecutable(DRIVER);
        if (!"required".equals(System.getProperty("cgcheck.browser"))) {
            assumeTrue(present, "chromium and chromedriver are not installed (.ci/browser-check installs them)");
        }
        assertTrue(present, "chromium and chromedriver are required but not installed");
        // Selenium warns when its DevTools bindings are older than the browser; the test does not use DevTools.
        SELENIUM_LOG.setLevel(java.util.logging.Level.SEVERE);
        ChromeOptions o = new ChromeOptions();
        o.setBinary(CHROMIUM.toFile());
        o.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--window-size=1280,1000");
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(DRIVER.toFile()).build();
        browser = new ChromeDriver(service, o);
        browser.manage().timeouts().implicitlyWait(Duration.ofSeconds(5));
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
        assertEquals("abc\n...\n...\n..#", text("board"));      // column letters above the rows
        checkWinningMarks(start);

        // Left, then Right, then Left: each time the first move on the list.
        String[] sides = {"left", "right", "left"};
        String previous = null;
        for (String side : sides) {
            previous = text("name");
            List<WebElement> moves = browser.findElements(By.cssSelector("#" + side + " button.move"));
            assertTrue(!moves.isEmpty(), side + " has no move in " + previous);
            String label = moves.get(0).getText();
            moves.get(0).click();
            String now = text("name");
            assertTrue(!now.equals(previous), "the click did not move: " + label);
            assertEquals(valueOf(now).toString(), text("value"), "value shown for " + now);
            assertTrue(text("path").contains((side.equals("left") ? "Left: " : "Right: ") + label), text("path"));
            checkWinningMarks(now);
        }
        screenshot("explorer-three-moves.png");

        browser.findElement(By.id("back")).click();
        assertEquals(previous, text("name"));
        assertEquals(3, browser.findElements(By.cssSelector("#path button")).size(), text("path"));
        browser.navigate().back();      // the browser's own Back button walks the path as well
        assertEquals(4, browser.findElements(By.cssSelector("#path button")).size(), text("path"));
        browser.findElement(By.id("restart")).click();
        assertEquals(start, text("name"));
    }

    /** Marked moves are exactly those to a position the mover wins from: ≥ 0 for Left, ≤ 0 for Right. */
    private static void checkWinningMarks(String position) {
        Object v = new Interpreter().eval(Parser.parse(position));
        Position p = (Position) v;
        for (String side : new String[] {"left", "right"}) {
            boolean left = side.equals("left");
            long expected = p.options(left).stream().map(Position::value)
                    .filter(g -> left ? g.geq(Game.ZERO) : g.leq(Game.ZERO)).count();
            long shown = browser.findElements(By.cssSelector("#" + side + " button.move.wins")).size();
            assertEquals(expected, shown, side + "'s winning moves in " + position);
            assertEquals(p.options(left).size(), browser.findElements(By.cssSelector("#" + side + " button.move")).size());
        }
    }

    private static void screenshot(String name) throws Exception {
        Path out = Path.of("target", "browser-check");
        Files.createDirectories(out);
        Files.write(out.resolve(name), browser.getScreenshotAs(OutputType.BYTES));
    }
}
