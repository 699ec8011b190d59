package org.cgcheck.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 42's leftovers: each refusal is {@code file:line:col: message} at the part at fault, exit 2,
 * in the user's words (.Options(p), 'from A to B by STEP'), never an internal error; in a claim file
 * with the caret under that column.
 */
class Issue42LeftoverErrorsTest {
    @TempDir
    Path tmp;

    /** Runs {@code cgcheck eval EXPR}: exit 2 and the error at the column, with these words; returns the message. */
    private static String refused(String expression, int col, String... words) {
        BadInputTest.Run r = BadInputTest.run("eval", expression);
        String all = r.out() + r.err();
        assertEquals(2, r.code(), expression + ": " + all);
        assertTrue(all.contains("<expr>:1:" + col + ": "), expression + ": " + all);
        for (String w : words) {
            assertTrue(all.contains(w), expression + ": lacks '" + w + "': " + all);
        }
        assertFalse(all.contains("internal error"), all);
        return all;
    }

    @Test
    void aPlayerArgumentThatIsNoPlayer() {
        String m = refused("{3|1}.Options(3)", 15, ".Options(p) takes a player", "but this is an integer");
        assertFalse(m.contains("playeroptions"), m);        // the user wrote .Options(p)
        m = refused("{3|1}.Stop(3)", 12, ".Stop(p) takes a player");
        assertFalse(m.contains("playerstop"), m);
        refused("on.Stop(1/2)", 9, ".Stop(p) takes a player", "a number");
        refused("upon.Options(*)", 14, ".Options(p) takes a player");
        refused("(*[[2],1]).Stop(Left.Opponent)", 2, "G in G.Stop(p)", "misère form");
        refused("{3|1}.Stop(Left, Right)", 7, ".Stop takes the player");
    }

    @Test
    void stepsCgsuiteLoopsOnOrListsHoldNot() {
        refused("[n for n from 1 to 10 by 0]", 26, "by 0", "CGSuite loops forever");
        refused("for n from 1 to 1 by 0 yield n end", 22, "by 0");
        refused("[n for n from 1 to 10 by 1/2]", 26, "STEP in 'from A to B by STEP' must be an integer", "fractions");
        refused("[n for n from 1/2 to 3 by 1]", 15, "A in 'from A to B by STEP'");
        refused("[n for n from 1 to 10 by *]", 26, "STEP in");
        refused("[n for n from 0 to 10000000 by 3]", 32, "too long");
        refused("[n for n from 1 to 10 by]", 25, "");
        refused("[n for n from 1 to 9 where n % 2 == 1]", 30, "'mod' is the floor remainder");     // CGSuite's %
    }

    @Test
    void explicitGamesWithALoopyPart() {
        refused("'{1|0}' + {pass|pass}", 11, "not a stopper");
        refused("('{1|0}' + on).Followers", 16, "loopy part (on)", "not computed here");     // CGSuite lists them
        refused("('{1|0}' : on).GameValue", 16, "not computed here");      // CGSuite: {1,pass|0}
        refused("('{1|0}' + on).MisereOutcomeClass", 10, "loopy part (on)");
        refused("('{1|0}' + on).CanonicalForm", 16, "not a short game");
        refused("'{1|0}' * on", 9, "no operation '*'");
        refused("'{1|0}' + on == on", 14, "no operation '=='");
    }

    @Test
    void claimFilesShowTheCaret() throws Exception {
        Path f = tmp.resolve("players.cgt");
        Files.writeString(f, "theorem stops \"a stop\"\n  playerstop({3|1}, 3) == 3\n");
        BadInputTest.Run r = BadInputTest.run("check", f.toString());
        String all = r.out() + r.err();
        assertEquals(2, r.code(), all);
        assertTrue(all.contains("players.cgt:2:21: .Stop(p) takes a player"), all);
        assertTrue(all.contains("  playerstop({3|1}, 3) == 3\n                    ^"), all);
        Files.writeString(f, "theorem steps \"steps\"\n  length([n for n from 1 to 9 by 1/2]) == 3\n");
        r = BadInputTest.run("check", f.toString());
        all = r.out() + r.err();
        assertEquals(2, r.code(), all);
        assertTrue(all.contains("players.cgt:2:34: STEP in"), all);
    }
}
