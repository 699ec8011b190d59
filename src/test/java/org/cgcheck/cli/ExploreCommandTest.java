package org.cgcheck.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code explore}: the page for a position or a value, and a located error for anything else. */
class ExploreCommandTest {
    @TempDir
    Path tmp;

    @Test
    void writesOnePageForAPositionOrAValue() throws Exception {
        Path dir = tmp.resolve("p");
        BadInputTest.Run r = BadInputTest.run("explore", "game.strip.ToadsAndFrogs(\"t.f\")", "--html", dir.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("(6 positions)"), r.out());
        String html = Files.readString(dir.resolve("index.html"));
        assertTrue(html.contains("\"toad 1 → 2\""), "moves told in words");
        assertFalse(html.contains("src=\"http") || html.contains("href=\"http"), "nothing fetched");
        r = BadInputTest.run("explore", "3", "--html", tmp.resolve("v").toString());
        assertEquals(0, r.code(), r.err());
    }

    /** Issue 41: a sum written in braces is explored as written, two components and the choice of where to play. */
    @Test
    void aSumOfFormsIsExploredAsItsComponents() throws Exception {
        Path dir = tmp.resolve("sum");
        BadInputTest.Run r = BadInputTest.run("explore", "{2|-1} + {1|0}", "--html", dir.toString());
        assertEquals(0, r.code(), r.err());
        String html = Files.readString(dir.resolve("index.html"));
        assertTrue(html.contains("\"{2|-1} + 1\"") && html.contains("\"2 + {1|0}\""), "a move in either component");
    }

    /**
     * A board whose values take minutes still gives a page at the time limit: every listed position
     * with its moves, none of the values (each of these needs minutes; the limit is 1 s), and the
     * command says what was left out.
     */
    @Test
    void aBoardTooSlowToValueStillGetsItsPageAtTheTimeLimit() throws Exception {
        Path dir = tmp.resolve("six");
        String six = "game.grid.Domineering(\"......|......|......|......|......|......\")";
        BadInputTest.Run r = BadInputTest.run("explore", six, "--html", dir.toString(), "--max-positions", "1", "--timeout", "1");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("(61 positions, 1 opened)"), r.out());
        assertTrue(r.out().contains("values computed for 0 of the 61 positions within 1 s, not for the start"), r.out());
        String html = Files.readString(dir.resolve("index.html"));
        assertTrue(html.contains("Values computed within the time limit (1 s): 0 of the 61 positions"), "said on the page");
        assertTrue(html.contains("\"vertical domino on a1–a2\""), "the moves are listed");
        assertFalse(html.contains("\"v\":"), "no value written");
        assertTrue(html.contains("<span id=\"value\" class=\"valuebox\">not computed</span>"));
    }

    @Test
    void badInputIsALocatedErrorWithExitTwo() {
        String[][] cases = {
            {"on", "not a loopy game"}, {"\"abc\"", "not a string"}, {"{", "<expr>:1:"},
            {"game.grid.NoSuchGame(\"..\")", "unknown ruleset"},
            {"game.grid.Domineering(\".........|.........|.........|.........|.........|.........|.........|.........|.........\")",
                "too large to solve (at most 64 cells)"},
            {"game.heap.Nim(20000)", "the start's moves alone pass the page's limit"},
        };
        for (String[] c : cases) {
            BadInputTest.Run r = BadInputTest.run("explore", c[0], "--html", tmp.resolve("x").toString());
            assertEquals(2, r.code(), c[0]);
            assertTrue((r.out() + r.err()).contains(c[1]), c[0] + ": " + r.out() + r.err());
            assertFalse((r.out() + r.err()).contains("Exception"), c[0]);
        }
        BadInputTest.Run r = BadInputTest.run("explore", "1", "--html", tmp.toString(), "--max-positions", "0");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("--max-positions takes 1..100000"), r.err());
        assertFalse(Files.exists(tmp.resolve("index.html")), "nothing written for a refused run");
    }
}
