package org.cgcheck.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Values whose notation is exponentially long (trees of small DAGs) are refused, not printed. */
@Timeout(120)      // hang guard only
class PrintedLengthTest {
    private static Game switches(int n) {
        Game s = Game.ZERO;
        for (int k = 1; k <= n; k++) {
            s = s.plus(Game.of(List.of(Game.integer(k)), List.of(Game.integer(-k))));
        }
        return s;
    }

    @Test
    void aSumOfThirtySwitchesIsComputedButNotPrinted() {
        Game g = switches(30);
        assertEquals(BigInteger.valueOf(30 * 33 / 2), g.birthday());
        assertEquals(Dyadic.integer(15), g.leftStop());
        InfeasibleException e = assertThrows(InfeasibleException.class, g::toString);
        assertTrue(e.getMessage().contains("printing is refused above " + PrintedLength.MAX_CHARS), e.getMessage());
    }

    @Test
    void smallerSumsStillPrint() {
        assertEquals("+-{3|1}", switches(2).toString());
        assertTrue(switches(12).toString().startsWith("+-"));
    }

    @Test
    void compactValuesAreShortWhateverTheirTrees() {
        assertEquals("*65536", Game.nimber(65536).toString());
        assertEquals("^<30000>", Uptimals.upPower(30_000).toString());
    }
}
