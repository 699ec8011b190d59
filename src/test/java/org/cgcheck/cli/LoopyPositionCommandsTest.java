package org.cgcheck.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 43: show and explore of a Fox and Geese board, a Backsliding Toads and Frogs strip, a loopy GenClobber board. */
class LoopyPositionCommandsTest {
    /** GenClobber rules under which stones step onto empty squares: play can return to a board. */
    private static final String CLOBBER = "game.grid.GenClobber(clobbered => {Left => {0,2}, Right => {0,1}}, maxDistance => 0)";

    @TempDir
    Path tmp;

    private static String piped(String input) throws Exception {
        StringWriter out = new StringWriter();
        int code = ReplCommand.piped(new BufferedReader(new StringReader(input)), new PrintWriter(out),
                new PrintWriter(new StringWriter()));
        assertEquals(0, code, out.toString());
        return out.toString();
    }

    @Test
    void showDrawsTheBoardAndTellsTheMovesInWords() throws Exception {
        String s = piped("show game.grid.FoxAndGeese({(4,2),(4,4),(4,6),(4,8)}, (1,5))\n");
        assertTrue(s.contains("game.grid.FoxAndGeese({(4,2),(4,4),(4,6),(4,8)}, (1,5)) = {7/2|2}"), s);
        assertTrue(s.contains("\n    4  G G G G\n    3 . . . . \n    2  . . . .\n    1 . . F .\n"), s);   // row 1 at the bottom
        assertTrue(s.contains("value {7/2|2} (a stopper), outcome L: Left wins, whoever starts"), s);
        assertTrue(s.contains("    goose (4,2) steps to (3,1) → {3|off}\n"), s);
        assertTrue(s.contains("    the fox moves from (1,5) to (2,6) → 2\n"), s);
        s = piped("show game.strip.BackslidingToadsAndFrogs(\"t.f\")\n");
        assertTrue(s.contains("\n    t.f\n"), s);
        assertTrue(s.contains("    toad 1 → 2 → "), s);
        assertTrue(s.contains("    frog 3 → 2 → "), s);
        // A GenToadsAndFrogs strip whose play returns is loopy too, and played with its own rules (jumps of two).
        s = piped("show game.strip.GenToadsAndFrogs(minSlide => -1, maxJump => 2)(\"tff.\")\n");
        assertTrue(s.contains("    toad 1 → 4 (jumps) → "), s);
        assertTrue(s.contains("and slide back as the ruleset's minSlide allows"), s);
    }

    @Test
    void exploreWritesAPageForLoopyPositions() throws Exception {
        Path dir = tmp.resolve("fox");
        BadInputTest.Run r = BadInputTest.run("explore", "game.grid.GenFoxAndGeese(boardWidth => 4)({(3,1),(3,3)}, (1,3))",
                "--html", dir.toString());
        assertEquals(0, r.code(), r.err());
        String page = Files.readString(dir.resolve("index.html"));
        assertTrue(page.contains("the fox moves from (1,3) to (2,2)"), page);
        assertTrue(page.contains("<use href=\\\"#goose\\\"") || page.contains("<use href=\"#goose\""), page);
        dir = tmp.resolve("strip");
        r = BadInputTest.run("explore", "game.strip.BackslidingToadsAndFrogs(\"tt.f\")", "--html", dir.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(Files.readString(dir.resolve("index.html")).contains("toad 2 → 3"));
        r = BadInputTest.run("explore", "game.strip.BackslidingToadsAndFrogs(\"tt.f\")", "--pdf", tmp.resolve("h.pdf").toString());
        assertEquals(2, r.code(), r.err());
        assertTrue(r.err().contains("is loopy"), r.err());
    }

    @Test
    void loopyGenClobberShowTellsTheMovesInWords() throws Exception {
        containsAll(piped("show " + CLOBBER + "(\"x.|.o\")\n"), CLOBBER + "(\"x.|.o\") = 0", "\n    x.\n    .o\n",
                "x Left's stones, o Right's", "value 0 (a stopper), outcome P: the player to move loses",
                "    the stone on a1 moves to b1 → +-on\n", "    the stone on b2 moves to a2 → +-on\n");
        // A clobber that leaves the opponent's stone behind (GenClobber's leftBehind): play never ends.
        containsAll(piped("show game.grid.GenClobber(leftBehind => {Left => 2, Right => 1})(\"ox.\")\n"),
                "value dud, outcome D", "the stone on b1 clobbers a1, leaving o behind → dud");
    }

    private static void containsAll(String text, String... parts) {
        for (String part : parts) {
            assertTrue(text.contains(part), "no \"" + part + "\" in\n" + text);
        }
    }

    @Test
    void loopyGenClobberExploreWritesAPage() throws Exception {
        Path dir = tmp.resolve("clob");
        BadInputTest.Run r = BadInputTest.run("explore", CLOBBER + "(\"x.|.o\")", "--html", dir.toString());
        assertEquals(0, r.code(), r.err());
        containsAll(Files.readString(dir.resolve("index.html")), "the stone on a1 moves to b1",
                "GenClobber: x stones are Left's", "<circle");
    }

    @Test
    void aTooLargeLoopyGenClobberBoardIsRefusedWithAnEstimate() throws Exception {
        BadInputTest.Run r = BadInputTest.run("eval", CLOBBER + "(\"xx..|....|..o.|.xoo|o..x|x..o\")");
        assertEquals(2, r.code(), r.err());
        containsAll(r.out() + r.err(), "reaches more than 50000 positions", "arrangements of at most 5 x and 5 o");
    }
}
