package org.cgcheck.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The 80 expressions of {@code bench loopy-cgsuite} (a sibling of CgsuitePrintingTest): each
 * line cgcheck prints, as {@code cgcheck eval} prints it, against the line CGSuite 2.2 printed
 * for the same input (recorded in loopy-cgsuite.tsv by running CGSuite's cgs-eval on it;
 * {@code bench loopy-cgsuite --cgsuite CGS_EVAL} checks the record against CGSuite again).
 */
class LoopyCgsuiteExpressionsTest {
    static Stream<LoopyCgsuiteBench.Case> cases() {
        List<LoopyCgsuiteBench.Case> all = LoopyCgsuiteBench.cases();
        assertEquals(80, all.size());
        return all.stream();
    }

    @ParameterizedTest
    @MethodSource("cases")
    void printsWhatCgsuitePrints(LoopyCgsuiteBench.Case c) {
        EvalCommand.Result r = EvalCommand.evaluate(c.expression(), "test", 1, null);
        assertEquals(c.cgsuite(), r.error() != null ? "error: " + r.error().getMessage() : r.line(), c.expression());
    }
}
