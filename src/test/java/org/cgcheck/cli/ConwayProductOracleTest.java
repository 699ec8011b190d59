package org.cgcheck.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 42, item 4: CGSuite's {@code G.ConwayProduct(H)} on every pair of 22 short games (484
 * lines, oracle/conway-products.tsv, as CGSuite 2.2's cgs-eval printed them; CGSuite is not
 * needed here).
 */
class ConwayProductOracleTest {
    @Test
    void everyPairAgreesWithCgsuite() throws IOException {
        List<String> disagreements = new ArrayList<>();
        int rows = 0;
        try (BufferedReader r = new BufferedReader(new InputStreamReader(
                ConwayProductOracleTest.class.getResourceAsStream("/oracle/conway-products.tsv"), StandardCharsets.UTF_8))) {
            r.readLine();
            for (String line; (line = r.readLine()) != null; rows++) {
                String[] f = line.split("\t");
                EvalCommand.Result res = EvalCommand.evaluate(f[0], "test", 1, null);
                String mine = res.error() != null ? "error: " + res.error().getMessage() : res.line();
                if (!mine.equals(f[1])) {
                    disagreements.add(f[0] + ": CGSuite " + f[1] + ", cgcheck " + mine);
                }
            }
        }
        assertEquals(484, rows);
        assertEquals(List.of(), disagreements);
    }

    @Test
    void functionFormAndLimit() {
        assertEquals("*2", EvalCommand.evaluate("conwayproduct(*3, *3)", "test", 1, null).line());
        EvalCommand.Result big = EvalCommand.evaluate("conwayproduct(*7, 9)", "test", 1, null);
        assertNotNull(big.error());
        assertTrue(big.error().getMessage().contains("birthdays"), big.error().getMessage());
    }
}
