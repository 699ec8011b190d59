package org.cgcheck.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A few thousand generated and mutated eval lines, through the code path of {@code eval}: each
 * gives a value or a located one-line error; nothing else escapes. Deterministic (fixed seed).
 */
class EvalFuzzTest {
    private static final List<String> SEEDS = List.of(
            "{2,{20|-10}|1}", "^ + ^ + *", "(+-1).Cool(1)", "rcf({{2|0},1||0})", "{3||2|1}", "-1/2*", "^<2> + ^[3]",
            "v3*2", "+-{1,1*}", "2Tiny(2)", "Miny(1/2)", "*3 + *5", "{1|0}.{1|0}", "* : *2", "3 * ^", "mex(0, 1, 3)",
            "grundy(kayles(5))", "temperature({3||2|1})", "cool({2|-1}, 1/2)", "heat(1*, 1)", "outcome(^*) == N",
            "leftstop({3||2|1}) >= rightstop({3||2|1})", "{1|0} <> *", "{0|*} === {0|*}", "removedominated({0,1|})",
            "forall n in 0..7: *n + *n == 0", "exists G born by 1: G <| 0", "forall G born by 2: G - G == 0",
            "not (1 < 0) and ^ > 0 or * <> 0", "1 == 1 implies 2 >= 1 iff 0 <= 0", "5 xor 3", "birthday({1|0}) + 1",
            "forall F form over {0, *}: canonical(F) == F", "isnumber(1/2) and isnimber(*2)", "atomicweight(^)",
            "[2, 5, 7][1] + length([k for k in 0..3 if k > 1])", "*{0, *k for k in 1..3}", "{0 if 1 == 1 | }",
            "mex(k for k in [0, 1, 3])", "count(k in 0..9 if k mod 3 == 0)", "sorted([3, 1]) + [2]",
            "forall S in subsets([1, 2]): all(k in S for k in S)", "max(k - 1 for k in [4, 2]) + min(3, 4)");
    private static final String ALPHABET = "{}|,()*^v+-=<>:.0123456789 \"#abcGHnm.\r\t";
    private static final String[] JUNK = {"↑", "−", "≤", "–", "\u00a0", "\u200b", "٣", "😀", "½", "9".repeat(400),
        "18446744073709551616", "(", ")", "{", "}", "||", "..", ".5", "2.5", "=", "**", "--", "<=>", "forall",
        "born by 9", "in 0..99999999", "*99999", "^<300>", "^[9]", "kayles(", "Tiny(", ".Cool(", "\\", "'", "\0",
        "[", "]", "*{", "[1, 2][9]", " for k in 5", " if ", "[k for k in 0..]", "*{0 | 1}", "+ [1]", "mex(", "count(k in ",
        "subsets([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17])", "[k for k in 0..9999999]"};

    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)        // hang guard only
    void everyLineGivesAValueOrALocatedOneLineError() {
        Random rnd = new Random(20260101);
        int errors = 0;
        int values = 0;
        for (int i = 0; i < 3000; i++) {
            String src = i < SEEDS.size() ? SEEDS.get(i) : mutate(SEEDS.get(rnd.nextInt(SEEDS.size())), rnd);
            EvalCommand.Result r = EvalCommand.evaluate(src, "<stdin>", 1 + i % 5, null);
            String shown = r.error() != null ? "error: " + r.error().format(r.line()) : r.line();
            assertNotEquals(EvalCommand.Status.INTERNAL, r.status(), src + " -> " + shown);
            assertFalse(shown.contains("\n") || shown.contains("\r"), src + " -> " + shown);
            assertFalse(shown.contains("Exception") || shown.contains("at org."), src + " -> " + shown);
            if (r.error() != null) {
                errors++;
                assertTrue(shown.matches("error: <stdin>:" + (1 + i % 5) + ":\\d+: .+"), src + " -> " + shown);
                assertTrue(r.error().pos().col() >= 1 && r.error().pos().col() <= src.length() + 1, src + " -> " + shown);
                r.error().caret(src);
            } else {
                values++;
                assertTrue(i >= SEEDS.size() || !shown.isEmpty(), src);
            }
        }
        assertTrue(errors > 500 && values > 300, errors + " errors, " + values + " values");
        for (String s : SEEDS) {
            assertEquals(EvalCommand.Status.VALUE, EvalCommand.evaluate(s, "<expr>", 1, null).status(), s);
        }
    }

    private static String mutate(String s, Random rnd) {
        StringBuilder sb = new StringBuilder(s);
        int edits = 1 + rnd.nextInt(3);
        for (int k = 0; k < edits; k++) {
            int at = rnd.nextInt(sb.length() + 1);
            switch (rnd.nextInt(7)) {
                case 0 -> {
                    if (at < sb.length()) {
                        sb.deleteCharAt(at);
                    }
                }
                case 1 -> sb.insert(at, ALPHABET.charAt(rnd.nextInt(ALPHABET.length())));
                case 2 -> {
                    if (at + 1 < sb.length()) {
                        char c = sb.charAt(at);
                        sb.setCharAt(at, sb.charAt(at + 1));
                        sb.setCharAt(at + 1, c);
                    }
                }
                case 3 -> sb.insert(at, JUNK[rnd.nextInt(JUNK.length)]);
                case 4 -> {
                    int depth = 1 + rnd.nextInt(rnd.nextBoolean() ? 8 : 600);
                    sb.insert(0, "(".repeat(depth)).append(")".repeat(depth - (rnd.nextInt(4) == 0 ? 1 : 0)));
                }
                case 5 -> {
                    int depth = 1 + rnd.nextInt(500);
                    sb.insert(at, "{".repeat(depth) + "0|" + "}".repeat(depth));
                }
                default -> sb.insert(at, rnd.nextBoolean() ? " + " : " * ");
            }
        }
        return sb.toString();
    }
}
