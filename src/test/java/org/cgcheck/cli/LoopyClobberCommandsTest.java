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

/** show and explore of a GenClobber board whose play can return (a loopy value). */
class LoopyClobberCommandsTest {
    private static final String RULES = "game.grid.GenClobber(clobbered => {Left => {0,2}, Right => {0,1}}, maxDistance => 0)";

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
        String s = piped("show " + RULES + "(\"x.|.o\")\n");
        assertTrue(s.contains(RULES + "(\"x.|.o\") = 0"), s);
        assertTrue(s.contains("\n    x.\n    .o\n"), s);
        assertTrue(s.contains("x Left's stones, o Right's"), s);
        assertTrue(s.contains("value 0 (a stopper), outcome P: the player to move loses"), s);
        assertTrue(s.contains("    the stone on a1 moves to b1 → +-on\n"), s);
        assertTrue(s.contains("    the stone on b2 moves to a2 → +-on\n"), s);
        // A clobber that leaves the opponent's stone behind (GenClobber's leftBehind).
        s = piped("show game.grid.GenClobber(leftBehind => {Left => 2, Right => 1})(\"ox.\")\n");
        assertTrue(s.contains("value dud, outcome D"), s);
        assertTrue(s.contains("the stone on b1 clobbers a1, leaving o behind → dud"), s);
    }

    @Test
    void exploreWritesAPage() throws Exception {
        Path dir = tmp.resolve("clob");
        BadInputTest.Run r = BadInputTest.run("explore", RULES + "(\"x.|.o\")", "--html", dir.toString());
        assertEquals(0, r.code(), r.err());
        String page = Files.readString(dir.resolve("index.html"));
        assertTrue(page.contains("the stone on a1 moves to b1"), page);
        assertTrue(page.contains("GenClobber: x stones are Left's"), page);
        assertTrue(page.contains("<circle"), "stones drawn as discs");
    }

    @Test
    void aTooLargeBoardIsRefusedWithAnEstimate() throws Exception {
        BadInputTest.Run r = BadInputTest.run("eval", RULES + "(\"xx..|....|..o.|.xoo|o..x|x..o\")");
        assertEquals(2, r.code(), r.err());
        assertTrue((r.out() + r.err()).contains("reaches more than 50000 positions"), r.out() + r.err());
        assertTrue((r.out() + r.err()).contains("arrangements of at most 5 x and 5 o"), r.out() + r.err());
    }
}
