package org.cgcheck.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The inputs of issue 25's attack, each through {@code eval} with a 2-second limit (0.5 s for those
 * that run into it): every one ends
 * (a value, a refusal with its limit, or a stop at the time limit) within a generous guard, with
 * a documented exit code and no Java exception in what it prints. The guard is against hangs, not
 * a speed goal.
 */
class AdversarialInputsTest {
    private static final String[] INPUTS = {
        "{0,*|0,*} : *30", "{0,*|0,*} : *20", "{0,*|0,*} : *16", "heat(*205, 1/2)", "(*246).Heat(1)",
        "* : (*20 - 4)", "(-1823437481924).Companion", "(-1000000).Companion", "(-1823437481924).FollowerCount",
        "game.grid.Domineering(Grid.Empty(6,6)).CanonicalForm", "game.grid.Domineering(Grid.Empty(8,8)).CanonicalForm",
        "game.grid.Clobber(\"xoxoxoxo|oxoxoxox|xoxoxoxo|oxoxoxox\").CanonicalForm", "projectionform({{1|0}|-20000})",
        "* : 100000", "* : 10000", "^<65536>", "^<65537>", "^[65536] + *", "^[65536] + ^[65536]", "2^64 * {1|0}", "18446744073709551615 * {1|0}",
        "18446744073709551616 * {1|0}", "game.grid.Amazons(\"..\")", "g := 1", "*99999999", "1 : 1000000000",
        "sum(k for k in 0..10000000)", "words(\"abc\", 40)", "substring(\"ab\", 5, 1)",
    };

    /**
     * The inputs whose work takes minutes: they end at the time limit, and what is tested is that
     * they end there with a documented code, so their limit is 0.5 s (2 s was 10 s of the class's 11).
     */
    private static final java.util.Set<String> RUN_INTO_THE_LIMIT = java.util.Set.of("heat(*205, 1/2)", "(*246).Heat(1)",
            "game.grid.Domineering(Grid.Empty(6,6)).CanonicalForm", "game.grid.Domineering(Grid.Empty(8,8)).CanonicalForm",
            "game.grid.Clobber(\"xoxoxoxo|oxoxoxox|xoxoxoxo|oxoxoxox\").CanonicalForm");

    @TestFactory
    Stream<DynamicTest> everyAttackEndsWithADocumentedCodeAndNoTrace() {
        List<DynamicTest> tests = new ArrayList<>();
        for (String input : INPUTS) {
            tests.add(DynamicTest.dynamicTest(input, () -> {
                BadInputTest.Run r = assertTimeoutPreemptively(Duration.ofSeconds(90),
                        () -> BadInputTest.run("eval", "--timeout", RUN_INTO_THE_LIMIT.contains(input) ? "0.5" : "2", input));
                String all = r.out() + r.err();
                assertTrue(r.code() == 0 || r.code() == 2, input + ": exit " + r.code() + ": " + all);
                assertFalse(all.contains("Exception") || all.contains("\tat org."), input + ": " + all);
                assertTrue(r.code() == 0 || all.contains("error"), input + ": " + all);
            }));
        }
        return tests.stream();
    }
}
