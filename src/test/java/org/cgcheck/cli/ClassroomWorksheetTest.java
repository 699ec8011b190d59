package org.cgcheck.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import org.jline.terminal.Size;
import org.jline.terminal.Terminal;
import org.jline.terminal.impl.ExternalTerminal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Issue 46 in the worksheet: a position printed with its value, value(…), Nim heaps shown as
 * nimbers, show misere (Kayles and the (1,1,1) case of Nim), and Tab completing ruleset names.
 */
@Timeout(120)
class ClassroomWorksheetTest {
    private static String piped(String input) throws Exception {
        StringWriter out = new StringWriter();
        int code = ReplCommand.piped(new BufferedReader(new StringReader(input)), new PrintWriter(out),
                new PrintWriter(new StringWriter()));
        assertEquals(0, code, out.toString());
        return out.toString();
    }

    @Test
    void aPositionIsPrintedWithItsValueAndValueExists() throws Exception {
        String s = piped("game.heap.Nim(3, 5, 6)\nvalue(game.heap.Nim(3, 5, 6))\nvalue(game.grid.Domineering(\"..|..\"))\n");
        assertEquals("game.heap.Nim(3) + game.heap.Nim(5) + game.heap.Nim(6) = 0\n0\n+-1\n", s);
    }

    @Test
    void showWritesNimHeapsAsNimbers() throws Exception {
        String s = piped("show game.heap.Nim(3, 5, 6)\n");
        assertTrue(s.contains("  as nimbers: *3 + *5 + *6 = 0\n"), s);
        assertTrue(s.contains("leaving 1  → *1 + *5 + *6 = *2"), s);
        assertFalse(s.contains("→ 1 + 5 + 6"), s);
    }

    @Test
    void showMisereMarksTheMisereWinningMoves() throws Exception {
        String s = piped("show misere game.heap.Kayles(5)\nshow misère game.heap.Nim(1, 1, 1)\nshow misere game.heap.Nim(1, 1)\n");
        assertTrue(s.contains("game.heap.Kayles(5) in misère play (the player who cannot move wins)"), s);
        assertTrue(s.contains("leaving a row of 4  → 4, misère outcome P  (wins)"), s);
        assertTrue(s.contains("leaving a row of 3  → 3, misère outcome N\n"), s);
        // Three heaps of one: the player to move loses (takes one, then one is left to the other, who takes the last).
        assertTrue(s.contains("game.heap.Nim(1, 1, 1) in misère play"), s);
        int three = s.indexOf("game.heap.Nim(1, 1, 1) in misère play");
        assertTrue(s.substring(three).contains("the player to move loses (misère outcome P)"), s);
        int two = s.indexOf("game.heap.Nim(1, 1) in misère play");
        assertTrue(s.substring(two).contains("the player to move wins (misère outcome N)"), s);
    }

    @Test
    void tabCompletesRulesetNamesUnderTheirNamespace() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (Terminal t = new ExternalTerminal("test", "ansi",
                new ByteArrayInputStream("game.grid.Dom\t(\"..\")\ngame.heap.Kay\t(4)\n:quit\n".getBytes(StandardCharsets.UTF_8)),
                out, StandardCharsets.UTF_8)) {
            t.setSize(new Size(200, 50));
            assertEquals(0, new WorksheetConsole(t, null).run());
        }
        String s = out.toString(StandardCharsets.UTF_8).replaceAll("\u001b\\[[0-9;?]*[A-Za-z]|\u001b[=>]", "").replace("\r", "");
        assertTrue(s.contains("game.grid.Domineering(\"..\") = -1"), s);
        assertTrue(s.contains("game.heap.Kayles(4) = *"), s);
    }
}
