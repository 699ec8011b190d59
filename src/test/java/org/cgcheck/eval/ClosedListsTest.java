package org.cgcheck.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.HashSet;
import java.util.Map;
import org.cgcheck.lang.Parser;
import org.junit.jupiter.api.Test;

/** A closed list comprehension is computed once per run; one that reads anything from outside never is. */
class ClosedListsTest {
    @Test
    void aClosedTableIsComputedOnce() {
        String table = "[k * k + n for n in 0..300 for k in 0..n if k mod 7 == 3]";
        Object first = new Interpreter().eval(Parser.parse(table));
        Object again = new Interpreter().eval(Parser.parse(table));
        assertSame(first, again);
        assertTrue(ClosedLists.closed(Parser.parse(table), new HashSet<>()));
    }

    @Test
    void aComprehensionReadingAVariableIsNotKept() {
        String src = "[k + m for k in 0..2]";
        assertFalse(ClosedLists.closed(Parser.parse(src), new HashSet<>()));
        assertEquals("[3,4,5]", Values.print(new Interpreter(Map.of("m", BigInteger.valueOf(3))).eval(Parser.parse(src))));
        assertEquals("[5,6,7]", Values.print(new Interpreter(Map.of("m", BigInteger.valueOf(5))).eval(Parser.parse(src))));
    }

    @Test
    void onlyKnownNodeKindsCountAsClosed() {
        assertFalse(ClosedLists.closed(Parser.parse("[*k for k in 0..3]"), new HashSet<>()));     // a game literal
        assertFalse(ClosedLists.closed(Parser.parse("[k for k in followers(*2)]"), new HashSet<>()));
        assertTrue(ClosedLists.closed(Parser.parse("[if k > 2 then -k else k for k in 0..5]"), new HashSet<>()));
    }
}
