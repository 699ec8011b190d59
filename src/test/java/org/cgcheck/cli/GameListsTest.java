package org.cgcheck.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A CGSuite line that builds a table of values pastes as it is: lists hold games, printed as
 * CGSuite prints them. Each expected text is what ../shared/cgsuite/cgs-eval printed for the
 * same line (2026-11-28).
 */
class GameListsTest {
    private static String eval(String line) {
        EvalCommand.Result r = EvalCommand.evaluate(line, "test", 1, null);
        return r.error() != null ? "error: " + r.error().getMessage() : r.line();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '@', value = {
        "[*n for n from 0 to 3] @ [0,*,*2,*3]",
        "[game.heap.Kayles(n).CanonicalForm for n from 0 to 5] @ [0,*,*2,*3,*,*4]",
        "[1/2, 3] @ [1/2,3]",
        "[n*^ for n from 1 to 3] @ [^,^^,^3]",
        "[{1|0}, {2|-1}, 3/4] @ [{1|0},{2|-1},3/4]",
        "[-2, -1/2, ^*] @ [-2,-1/2,^*]",
        "[1,2,3].Apply(x -> *x) @ [*,*2,*3]",
        "[*n for n from 0 to 3].Apply(x -> x + *) @ [*,0,*3,*2]",
        "[*] == [*] @ true",
    })
    void asCgsuitePrintsThem(String line, String cgsuite) {
        assertEquals(cgsuite, eval(line));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '@', value = {
        "[*, ^][1] @ ^",                  // indices from 0, as everywhere in cgcheck (CGSuite counts from 1)
        "length([*, 1, 2]) @ 3",
        "[1, 2] + [*] @ [1,2,*]",         // a list of integers and a list of games join
        "* in [^, *] @ true",
        "^* in [^, *] @ false",
        "[1/2, 1] == [1/2, 1] @ true",
        "[*, 0] != [0, *] @ true",
    })
    void indexedMeasuredJoinedAndSearched(String line, String expected) {
        assertEquals(expected, eval(line));
    }

    @ParameterizedTest
    @ValueSource(strings = {"[on]", "[1, \"a\"]", "[*, ^][2]", "[*] - [*]", "[*] < [^]", "[1, true]"})
    void misusesAreLocatedErrors(String bad) {
        EvalCommand.Result r = EvalCommand.evaluate(bad, "test", 1, null);
        assertNotNull(r.error(), bad);
        assertNotNull(r.error().pos(), bad);
    }
}
