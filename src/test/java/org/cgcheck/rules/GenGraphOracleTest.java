package org.cgcheck.rules;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.Timeout;

/**
 * GenCol, GenArcKayles, GenHackenbush and WeightedArcKayles side by side with CGSuite: every row of
 * src/test/resources/oracle/gengraph.tsv (written by gengraph.py in that folder from seeded random
 * graphs and parameters, with what CGSuite 2.2's cgs-eval printed) must come out the same, as
 * {@link BoardOracleTest} compares them: values, nim values, options printed in CGSuite's order,
 * option counts, refusals.
 */
class GenGraphOracleTest {
    @TestFactory
    @Timeout(300)
    Stream<DynamicTest> cgsuiteSideBySide() throws IOException {
        List<String[]> rows = org.cgcheck.game.OracleTestAccess.rows("gengraph.tsv");
        assertTrue(rows.size() >= 1000, "rows: " + rows.size());
        return rows.stream().map(row -> DynamicTest.dynamicTest(row[0], () -> BoardOracleTest.check(row[0], row[1])));
    }
}
