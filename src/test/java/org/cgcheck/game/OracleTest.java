package org.cgcheck.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.cgcheck.eval.Interpreter;
import org.cgcheck.lang.Parser;
import org.cgcheck.lang.SyntaxError;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** Every value CGSuite computed for us (src/test/resources/oracle) must come out the same. */
class OracleTest {
    static List<String[]> rows(String name) throws IOException {
        List<String[]> out = new ArrayList<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(
                OracleTest.class.getResourceAsStream("/oracle/" + name), StandardCharsets.UTF_8))) {
            r.readLine();
            String line;
            while ((line = r.readLine()) != null) {
                if (!line.isBlank()) {
                    out.add(line.split("\t", -1));
                }
            }
        }
        return out;
    }

    static String eval(String src) {
        return String.valueOf(new Interpreter().eval(Parser.parse(src)));
    }

    @TestFactory
    Stream<DynamicTest> expressions() throws IOException {
        return rows("expressions.tsv").stream().map(row -> DynamicTest.dynamicTest(row[0] + ": " + row[1], () -> {
            if (row[2].startsWith("!!")) {
                assertThrows(SyntaxError.class, () -> eval(row[1]), row[2]);
            } else {
                assertEquals(row[2], eval(row[1]));
            }
        }));
    }

    @TestFactory
    Stream<DynamicTest> dayThreePairs() throws IOException {
        return rows("day3-pairs.tsv").stream().map(row -> DynamicTest.dynamicTest(row[0] + " ; " + row[1], () -> {
            String sum = "(" + row[0] + ") + (" + row[1] + ")";
            assertEquals(row[2], eval(sum), "G+H");
            assertEquals(row[3], eval("rcf(" + sum + ")"), "rcf(G+H)");
            assertEquals(row[4], eval("temperature(" + sum + ")"), "temperature");
            assertEquals(row[5], eval("leftstop(" + sum + ")"), "leftstop");
            assertEquals(row[6], eval("rightstop(" + sum + ")"), "rightstop");
            assertEquals(row[7], eval("birthday(" + sum + ")"), "birthday");
            assertEquals(row[8], eval("(" + row[0] + ") <= (" + row[1] + ")"), "G <= H");
            assertEquals(row[0], eval(row[0]), "G prints as CGSuite printed it");
            assertEquals(row[1], eval(row[1]), "H prints as CGSuite printed it");
        }));
    }
}
