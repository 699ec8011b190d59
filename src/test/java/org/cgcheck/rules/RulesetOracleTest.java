package org.cgcheck.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.stream.Stream;
import org.cgcheck.eval.Interpreter;
import org.cgcheck.lang.Parser;
import org.cgcheck.eval.Values;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.Timeout;

/** Every ruleset value CGSuite computed (src/test/resources/oracle/rulesets.tsv) must come out the same. */
class RulesetOracleTest {
    @TestFactory
    @Timeout(300)
    Stream<DynamicTest> cgsuiteValues() throws IOException {
        return org.cgcheck.game.OracleTestAccess.rows("rulesets.tsv").stream().map(row ->
                DynamicTest.dynamicTest(row[0], () -> {
                    Object ours = new Interpreter().eval(Parser.parse(row[0]));
                    Object theirs = new Interpreter().eval(Parser.parse(row[1]));
                    if (theirs instanceof java.math.BigInteger && ours instanceof java.math.BigInteger) {
                        assertEquals(theirs, ours, "NimValue");
                    } else {
                        assertEquals(Values.game(theirs, null, "CGSuite's value"), Values.game(ours, null, "ours"), "value");
                    }
                    assertEquals(row[1], String.valueOf(ours), "printed as CGSuite prints it");
                }));
    }
}
