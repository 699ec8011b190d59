package org.cgcheck.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Issue 36's misuses of lists, {@code *{...}} and aggregates, through {@code check FILE}: each one
 * exits 2 with {@code file:line:col: message} pointing at the expression at fault and a caret
 * under that column, never an internal error (exit 3) or a stack trace.
 */
class ListMisuseTest {
    private static final String DEFS = "define sub(S: list, n: integer) = *{ sub(S, n - k) for k in S if k <= n }\n";

    /** The claim's formula, the column of the fault in {@code theorem t FORMULA}, and a piece of the message. */
    private record Misuse(String formula, String at, String message) { }

    private static final List<Misuse> CORPUS = List.of(
            new Misuse("forall n in 0..3: sub([1, 2], n) + [1] == 0", "[1] ==", "must be a game, but this is a list of integers"),
            new Misuse("forall n in 0..3: sub(n, [1]) == 0", "n, [1]", "must be a list of integers, but this is an integer"),
            new Misuse("forall n in 0..3: *{ [n] } == 0", "[n] }", "an option must be a game, but this is a list"),
            new Misuse("forall n in 0..3: -[1] == 0", "[1] ==", "must be a game, but this is a list"),
            new Misuse("forall n in 0..3: [1] < [2]", "[1] <", "must be a game, but this is a list"),
            new Misuse("forall n in 0..3: [1, true] == [1]", "true]", "an element of a list must be a game"),
            new Misuse("forall n in 0..3: *{ k for k in n } == 0", "n }", "expected '..' in an integer range"),
            new Misuse("forall n in 0..3: n in 5", "5", "must be a set of games or a list, but this is an integer"),
            new Misuse("forall n in 0..3: [1] in [1, 2]", "[1] in", "must be an integer, but this is a list"),
            new Misuse("forall n in 0..3: *{ 0 | 1 } == 0", "| 1", "*{...} lists the options of both players"),
            new Misuse("forall n in 0..3: [1, 2][5] == 1", "[5]", "index 5 is out of range for [1,2]"),
            new Misuse("forall n in 0..3: [1, 2][n - 1] == 1", "[n - 1]", "index -1 is out of range for [1,2]"),
            new Misuse("forall n in 0..3: [1, 2][*] == 1", "*]", "an index must be an integer"),
            new Misuse("forall n in 0..3: n[0] == 1", "n[", "the indexed value must be a list, but this is an integer"),
            new Misuse("forall n in 0..3: mex(*k for k in 0..n) == 0", "*k", "a term of mex(...) must be an integer"),
            new Misuse("forall n in 0..3: min(*k for k in 0..n) == 0", "*k", "a term of min(...) must be a number"),
            new Misuse("forall n in 0..3: all(k for k in 0..n)", "k for", "a term of all(...) must be a boolean"),
            new Misuse("forall n in 0..3: max(k for k in 1..0) == 0", "max(", "max(...) of no values"),
            new Misuse("forall n in 0..3: rcf(k for k in 0..n) == 0", "k for", "'for' makes a list of values"),
            new Misuse("forall n in 0..3: count(k in 0..n if k) == 0", "k) ==", "the condition after 'if' must be a boolean"),
            new Misuse("forall n in 0..3: length(n) == 1", "n) ==", "must be a string or a list"),
            new Misuse("forall n in 0..3: [k for k in 0..] == [1]", "in 0..]", "cannot run over the unbounded range"),
            new Misuse("forall S in subsets(5): S == []", "5)", "must be a list of integers, but this is an integer"),
            new Misuse("forall n in 0..3: [1, 2 == [1]", "== [1]", "',' or ']' to close the list"));

    @TestFactory
    Stream<DynamicTest> eachMisuseIsALocatedErrorWithExitTwo() throws Exception {
        Path dir = Files.createTempDirectory("misuse");
        List<DynamicTest> tests = new ArrayList<>();
        for (Misuse m : CORPUS) {
            tests.add(DynamicTest.dynamicTest(m.formula(), () -> {
                String line = "theorem t " + m.formula();
                Path f = dir.resolve("m.cgt");
                Files.writeString(f, DEFS + line + "\n");
                BadInputTest.Run r = BadInputTest.run("check", "--random", "20", "--explore", "0", f.toString());
                String all = r.out() + r.err();
                assertEquals(2, r.code(), all);
                assertFalse(all.contains("internal error") || all.contains("Exception") || all.contains("\tat org."), all);
                int col = line.indexOf(m.at()) + 1;
                String where = f + ":2:" + col + ": ";
                assertTrue(all.contains(where) && all.contains(m.message()), "expected " + where + "..." + m.message()
                        + " in:\n" + all);
                if (all.contains("\n" + line + "\n")) {         // the caret line under the source line
                    assertTrue(all.contains("\n" + line + "\n" + " ".repeat(col - 1) + "^"), all);
                }
            }));
        }
        return tests.stream();
    }
}
