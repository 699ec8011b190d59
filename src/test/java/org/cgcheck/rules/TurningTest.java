package org.cgcheck.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.BitSet;
import java.util.List;
import java.util.stream.Collectors;
import org.cgcheck.eval.Interpreter;
import org.cgcheck.lang.Parser;
import org.junit.jupiter.api.Test;

/** game.strip.Turning: moves in words, the parity of a heap size named twice, long strips, refusals. */
class TurningTest {
    private static Position eval(String src) {
        return (Position) new Interpreter().eval(Parser.parse(src));
    }

    private static int nim(Position p) {
        assertTrue(p.value().isNimber());
        return p.value().nimberPart();
    }

    @Test
    void movesAreToldByTheCoinsTurned() {
        Position p = eval("game.strip.Turning(\"1-3\")(\"hthh\")");
        Position q = ((Turning) p.ruleset()).parse("tttt");
        assertTrue(p.options(true).contains(q));
        assertEquals("turns coin 4 from heads to tails and coins 1 and 3 over", MoveText.describe(p, q));
        assertEquals("turns coin 1 from heads to tails", MoveText.describe(p, ((Turning) p.ruleset()).parse("tthh")));
    }

    /** Kayles' heap of 4 becomes 1 + 1 among others: coin 1 is turned twice, so not at all. */
    @Test
    void aHeapSizeNamedTwiceTurnsItsCoinTwice() {
        Position p = eval("game.strip.Turning(game.heap.Kayles)(\"ttth\")");
        List<String> opts = p.options(true).stream().map(Position::text).collect(Collectors.toList());
        assertEquals(List.of("ttht", "hhtt", "thtt", "tttt"), opts);     // CGSuite: ..., "httt"
        BitSet seen = new BitSet();
        for (Position o : p.options(true)) {
            seen.set(nim(o));
        }
        assertEquals(seen.nextClearBit(0), nim(p), "the value is the mex of the moves' values");
    }

    @Test
    void longStripsAreValuedByTheirHeadsAndTooLongOnesRefused() {
        String heads = "h".repeat(Turning.MAX_LENGTH);
        Position p = eval("game.strip.Turning(\"1-2\")(\"" + heads + "\")");
        int x = 0;
        for (int n = 1; n <= Turning.MAX_LENGTH; n++) {
            x ^= n;         // Turning Turtles is Nim: coin n is *n
        }
        assertEquals(x, nim(p));
        assertThrows(RuntimeException.class, () -> eval("game.strip.Turning(\"1-2\")(\"" + heads + "h\")"));
    }

    @Test
    void emptyAndCapitalStrips() {
        Position e = eval("game.strip.Turning(\"1-3\")(\"\")");
        assertTrue(e.options(true).isEmpty());
        assertEquals("htht", eval("game.strip.Turning(\"1-3\")(\"hthT\")").text());
        assertFalse(eval("game.strip.Turning(\"1-3\")(\"tth\")").over());
    }
}
