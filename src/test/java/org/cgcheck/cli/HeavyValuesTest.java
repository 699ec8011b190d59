package org.cgcheck.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Values within the documented limits answer (closed forms, memoised positions); values past
 * them are one located error with exit 2 — never a stack trace, never a saturated number.
 * The timeouts are hang guards only (minutes where the work takes seconds).
 */
class HeavyValuesTest {
    private static String[] lines(BadInputTest.Run r) {
        return r.out().strip().split("\n");
    }

    @Test
    @Timeout(120)
    void largeNimbersUpsAndKaylesAnswer() {
        BadInputTest.Run r = BadInputTest.run("eval", "*30000", "*65536", "*65536 + *3", "^<2000>",
                "grundy(kayles(40))", "size(kayles(22))", "forall n in 65530..65540: *n + *n == 0");
        assertEquals(0, r.code(), r.out() + r.err());
        assertEquals(java.util.List.of("*30000", "*65536", "*65539", "^<2000>", "1", "79765394751590611760", "true"),
                java.util.List.of(lines(r)));
    }

    @Test
    @Timeout(120)
    void textTooLongToPrintIsALocatedRefusal() {
        StringBuilder sum = new StringBuilder();
        for (int i = 1; i <= 22; i++) {
            sum.append(i > 1 ? " + " : "").append("{").append(i).append("|-").append(i).append("}");
        }
        BadInputTest.Run r = BadInputTest.run("eval", sum.toString(), "kayles(16)", "birthday(" + sum + ")");
        assertEquals(2, r.code(), r.out() + r.err());
        String[] l = lines(r);
        assertEquals(3, l.length, r.out());
        assertTrue(l[0].matches("error: <expr 1>:1:\\d+: the canonical form of this value .* printing is refused.*"), l[0]);
        assertTrue(l[1].matches("error: <expr 2>:1:1: this form is about .* printing is refused.*"), l[1]);
        assertEquals("275", l[2]);
        assertFalse(r.out().contains("internal error") || r.err().contains("Exception"), r.out() + r.err());
    }
}
