package org.cgcheck.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
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
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Issue 46 in a real browser (Debian's chromium through chromium-driver, as {@link ExplorerBrowserTest}):
 * a whole 4x4 Domineering game against the computer, the student clicking the squares of each
 * domino with the answers hidden, then revealed; a misère Kayles game against the computer, whose
 * winner is told as misère play's; the play layout on a 390 px phone with board and moves on one
 * screen. Skipped without chromium unless -Dcgcheck.browser=required (.ci/browser-check).
 */
@Timeout(400)       // a hang guard only
class ClassroomBrowserTest {
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

    private static String text(String id) {
        return browser.findElement(By.id(id)).getText();
    }

    private static Position position(String expression) {
        return (Position) new Interpreter().eval(Parser.parse(expression));
    }

    /** Waits until the page shows {@code expected} as the turn's text start (a render, or the computer's move). */
    private static void waitTurn(java.util.function.Predicate<String> ok) {
        new WebDriverWait(browser, Duration.ofSeconds(20), Duration.ofMillis(20)).until(d -> ok.test(text("turn")));
    }

    /**
     * The student plays Left against the computer (Right) on the empty 4x4 board with the answers
     * hidden: no value, outcome or "wins" mark is visible; each of the student's moves is made by
     * clicking the two squares of a domino; the computer answers with a winning move whenever it
     * has one (checked against the language's values); the page names the winner; "reveal" then
     * shows the value.
     */
    @Test
    void aStudentPlaysFourByFourDomineeringAgainstTheComputerByClickingSquares() throws Exception {
        String start = "game.grid.Domineering(\"....|....|....|....\")";
        Path dir = tmp.resolve("d4");
        BadInputTest.Run r = BadInputTest.run("explore", start, "--no-hints", "--html", dir.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        browser.get(dir.resolve("index.html").toUri() + "#cpu-LL.0");
        waitTurn(t -> t.startsWith("Your move"));
        assertFalse(browser.findElement(By.id("facts")).isDisplayed(), "the value is hidden");
        int moves = 0;
        while (true) {
            String turn = text("turn");
            String name = text("name");
            Position p = position(name);
            if (turn.startsWith("Your move")) {
                hiddenAnswers();
                if (p.options(true).isEmpty()) {
                    throw new AssertionError("Left cannot move but the page says: " + turn);
                }
                // Left's first move in the list, made by clicking its two squares on the board.
                String label = browser.findElements(By.cssSelector("#left button.move")).get(0).getText();
                List<String> squares = squares(label);
                assertEquals(2, squares.size(), label);
                browser.findElement(By.cssSelector("#board rect[data-cell='" + squares.get(0) + "']")).click();
                assertEquals(name, text("name"), "one square is not yet a move");
                browser.findElement(By.cssSelector("#board rect[data-cell='" + squares.get(1) + "']")).click();
                waitTurn(t -> !t.startsWith("Your move"));
                assertEquals("Last move: Left: " + label, text("lastmove"));
                moves++;
                continue;
            }
            if (turn.startsWith("The computer")) {
                waitTurn(t -> !t.startsWith("The computer"));
                String after = text("name");
                Position q = position(after);
                boolean rightCouldWin = p.options(false).stream().anyMatch(o -> o.value().leq(Game.ZERO));
                if (rightCouldWin) {
                    assertTrue(q.value().leq(Game.ZERO), "the computer plays a winning move from " + name + ", not " + after);
                }
                moves++;
                continue;
            }
            // Over: the student played the first move each time; the page names the winner in words.
            assertTrue(turn.contains("cannot move") && (turn.endsWith("You win.") || turn.endsWith("The computer wins.")), turn);
            boolean leftStuck = turn.startsWith("Left cannot move");
            assertEquals(leftStuck, p.options(true).isEmpty());
            assertEquals(leftStuck, turn.endsWith("The computer wins."), turn);
            break;
        }
        assertTrue(moves >= 4, "a 4x4 game lasts at least four moves: " + moves);
        screenshot("classroom-d4-over.png");
        browser.findElement(By.id("hints")).click();
        assertTrue(browser.findElement(By.id("facts")).isDisplayed(), "revealed");
        assertEquals(position(text("name")).value().toString(), text("value"), "the value of the end, revealed");
    }

    /** No answer visible: no value box, no "wins" tag, no move's value. */
    private static void hiddenAnswers() {
        assertFalse(browser.findElement(By.id("facts")).isDisplayed(), "the value is hidden");
        for (WebElement e : browser.findElements(By.cssSelector(".tag, .val"))) {
            assertFalse(e.isDisplayed(), "an answer shows: " + e.getText());
        }
    }

    /** "vertical domino on b1–b2" → the cells "0,1" and "1,1" (row, column from 0). */
    private static List<String> squares(String label) {
        List<String> out = new ArrayList<>();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\b([a-z])([0-9]+)\\b").matcher(label);
        while (m.find()) {
            out.add((Integer.parseInt(m.group(2)) - 1) + "," + (m.group(1).charAt(0) - 'a'));
        }
        return out;
    }

    /**
     * Misère Kayles against the computer, the student first: the "wins" marks are misère play's
     * (from 5 pins the move leaving 4 is marked), the computer wins from every position it can (the
     * student plays the first move listed), and the end is told as "… took the last pin and loses".
     */
    @Test
    void aMisereKaylesGameAgainstTheComputer() throws Exception {
        Path dir = tmp.resolve("kayles");
        BadInputTest.Run r = BadInputTest.run("explore", "game.heap.Kayles(5)", "--misere", "--html", dir.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        browser.get(dir.resolve("index.html").toUri() + "#cpu-LL.0");
        waitTurn(t -> t.startsWith("Your move"));
        List<WebElement> wins = browser.findElements(By.cssSelector("#moves button.move.wins"));
        // Marked: the moves to a misère P-position, by the language's misereoutcome (4 pins, and 2 + 2).
        long expected = position("game.heap.Kayles(5)").options(true).stream()
                .filter(q -> misereOutcome(q.expression()).equals("P")).count();
        assertEquals(2, expected);
        assertEquals(expected, wins.size(), "the misère winning moves from 5 pins");
        assertTrue(wins.stream().anyMatch(w -> w.getText().endsWith("leaving a row of 4")), "the move leaving 4 is marked");
        // Each move tells who wins after it in misère play, not its normal-play value.
        for (WebElement li : browser.findElements(By.cssSelector("#moves li"))) {
            boolean marked = !li.findElements(By.cssSelector("button.move.wins")).isEmpty();
            assertEquals(marked ? "→ then the player to move loses" : "→ then the player to move wins",
                    li.findElement(By.cssSelector(".val")).getText());
        }
        assertEquals("the player to move wins", text("outcome"));
        while (true) {
            String turn = text("turn");
            if (turn.startsWith("Your move")) {
                List<WebElement> moves = browser.findElements(By.cssSelector("#moves button.move"));
                moves.get(moves.size() - 1).click();
                waitTurn(t -> !t.startsWith("Your move"));
            } else if (turn.startsWith("The computer")) {
                waitTurn(t -> !t.startsWith("The computer"));
            } else {
                break;
            }
        }
        String end = text("turn");
        assertTrue(end.matches("Player [12] took the last pin and loses: Player [12] wins! (You win\\.|The computer wins\\.)"), end);
        screenshot("classroom-kayles-misere.png");
    }

    private static String misereOutcome(String expression) {
        return String.valueOf(new Interpreter().eval(Parser.parse("misereoutcome(" + expression + ")")));
    }

    /** On a 390 px phone in a game: the board and the first move button are both on the first screen. */
    @Test
    void onAPhoneTheBoardAndTheMovesAreOnOneScreen() throws Exception {
        Path dir = tmp.resolve("phone");
        BadInputTest.Run r = BadInputTest.run("explore", "game.grid.Domineering(\"....|....|....|....\")", "--html", dir.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        org.openqa.selenium.Dimension wide = browser.manage().window().getSize();
        browser.manage().window().setSize(new org.openqa.selenium.Dimension(390, 844));
        try {
            browser.get(dir.resolve("index.html").toUri() + "#play-L.0");
            browser.navigate().refresh();
            // The page renders after its scripts load: wait for the first move button, not a fixed time.
            HeadlessChromium.awaitElements(browser, "#board", "#left button.move", "#turn");
            Object bottom = browser.executeScript("var h = window.innerHeight;"
                    + "var b = document.getElementById('board').getBoundingClientRect();"
                    + "var m = document.querySelector('#left button.move').getBoundingClientRect();"
                    + "var t = document.getElementById('turn').getBoundingClientRect();"
                    + "return [b.bottom <= h, m.bottom <= h, t.top >= 0, document.getElementById('thermograph').offsetParent === null];");
            assertEquals(List.of(true, true, true, true), bottom, "board, first move and turn on the first screen, no thermograph");
            screenshot("classroom-phone.png");
            // In analysis the thermograph is shown, its words readable from the back of a room (at least 14 px on the screen).
            browser.get(dir.resolve("index.html").toUri() + "#0.L1");
            browser.navigate().refresh();
            HeadlessChromium.awaitElements(browser, "#thermograph svg text");
            Object px = browser.executeScript("var t = document.querySelectorAll('#thermograph svg text'); var least = 99;"
                    + "t.forEach(function (e) { var s = e.ownerSVGElement; var k = s.getBoundingClientRect().width / s.viewBox.baseVal.width;"
                    + "  least = Math.min(least, parseFloat(getComputedStyle(e).fontSize) * k); });"
                    + "return t.length === 0 ? -1 : least;");
            assertTrue(((Number) px).doubleValue() >= 14, "thermograph text on a phone: " + px + " px");
        } finally {
            browser.manage().window().setSize(wide);
        }
    }

    private static void screenshot(String name) throws Exception {
        Path out = Path.of("target", "browser-check");
        Files.createDirectories(out);
        Files.write(out.resolve(name), browser.getScreenshotAs(OutputType.BYTES));
    }

    /**
     * Moves made on pictures that are not boards of squares: a Nim token (the tokens from it to the
     * right are taken), a Kayles pin clicked twice (knocked down), a Hackenbush edge (cut).
     */
    @Test
    void tokensPinsAndEdgesAreMovesWhenClicked() throws Exception {
        Path nim = tmp.resolve("nim-click");
        assertEquals(0, BadInputTest.run("explore", "game.heap.Nim(2, 3)", "--html", nim.toString()).code());
        browser.get(nim.resolve("index.html").toUri() + "#play-L.0");
        waitTurn(t -> t.startsWith("Player 1 to move"));
        // The third token of the heap of 3 (the second heap): two are left, 2 + 2.
        List<WebElement> tokens = browser.findElements(By.cssSelector("#picture [data-token]"));
        assertEquals(5, tokens.size());
        tokens.get(4).click();
        waitTurn(t -> t.startsWith("Player 2 to move"));
        assertEquals("game.heap.Nim(2) + game.heap.Nim(2)", text("name"));

        Path kayles = tmp.resolve("kayles-click");
        assertEquals(0, BadInputTest.run("explore", "game.heap.Kayles(5)", "--html", kayles.toString()).code());
        browser.get(kayles.resolve("index.html").toUri() + "#play-L.0");
        waitTurn(t -> t.startsWith("Player 1 to move"));
        browser.findElements(By.cssSelector("#picture [data-token]")).get(2).click();
        assertEquals("game.heap.Kayles(5)", text("name"), "one click chooses the pin");
        browser.findElements(By.cssSelector("#picture [data-token]")).get(2).click();
        waitTurn(t -> t.startsWith("Player 2 to move"));
        assertEquals("Last move: Player 1: knocks down pin 3 of the row of 5, leaving rows of 2 and 2", text("lastmove"));

        Path tree = tmp.resolve("hackenbush-click");
        assertEquals(0, BadInputTest.run("explore", "game.graph.Hackenbush(\"lr(e;l)\")", "--html", tree.toString()).code());
        browser.get(tree.resolve("index.html").toUri() + "#play-L.0");
        waitTurn(t -> t.startsWith("Left to move"));
        clickAt(browser.findElement(By.cssSelector("#picture [data-edge='2']")));
        assertEquals("Left cannot cut edge 2.", text("clickhint"), "edge 2 is red");
        clickAt(browser.findElement(By.cssSelector("#picture [data-edge='3']")));
        waitTurn(t -> t.startsWith("Right to move"));
        assertEquals("Last move: Left: cuts green edge 3", text("lastmove"));
    }

    /** Issue 46: an edge clicked in the second tree of a sum cuts that tree's edge, not the first tree's edge of that number. */
    @Test
    void anEdgeClickedInTheSecondTreeOfASumCutsThatTree() throws Exception {
        Path dir = tmp.resolve("sum-trees-click");
        assertEquals(0, BadInputTest.run("explore", "game.graph.Hackenbush(\"le\") + game.graph.Hackenbush(\"l\")", "--html",
                dir.toString()).code());
        browser.get(dir.resolve("index.html").toUri() + "#play-L.0");
        waitTurn(t -> t.startsWith("Left to move"));
        clickAt(browser.findElement(By.cssSelector("#picture [data-part='2'] [data-edge='1']")));
        waitTurn(t -> t.startsWith("Right to move"));
        assertEquals("Last move: Left: tree 2: cuts blue edge 1", text("lastmove"));
        assertEquals("game.graph.Hackenbush(\"le\")", text("name"));
    }

    /** A click where the element is drawn (an upright edge's box has no width, which Selenium calls not interactable). */
    private static void clickAt(WebElement e) {
        new org.openqa.selenium.interactions.Actions(browser).moveToElement(e).click().perform();
    }
}
