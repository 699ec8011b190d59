package org.cgcheck.rules;

import java.io.IOException;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.Timeout;

/**
 * Issue 43's 5x5 Amazons side by side with CGSuite: every row of
 * src/test/resources/oracle/amazons-5x5.tsv (endgame-sized positions, a few amazons and several
 * burnt squares, solved whole by the bit-mask solver, and what CGSuite 2.2 printed for them; see
 * that folder's README) must give the same canonical form. The bench board itself is not among
 * them: CGSuite did not finish it in 15 minutes.
 */
class AmazonsOracleTest {
    @TestFactory
    @Timeout(300)
    Stream<DynamicTest> fiveByFiveEndgamesAsCgsuite() throws IOException {
        return org.cgcheck.game.OracleTestAccess.rows("amazons-5x5.tsv").stream()
                .map(row -> DynamicTest.dynamicTest(row[0], () -> BoardOracleTest.check(row[0], row[1])));
    }
}
