package org.cgcheck.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.cgcheck.Claims;
import org.cgcheck.check.CheckOptions;
import org.cgcheck.check.Verdict;
import org.cgcheck.lang.ExprPrinter;
import org.cgcheck.lang.Parser;
import org.junit.jupiter.api.Test;

/**
 * Issue 36: lists of integers, {@code *{...}}, {@code if} without {@code for}, aggregates over
 * comprehensions; each value against one worked out by hand, and every older meaning kept.
 */
class ListsTest {
    @Test
    void listsAreWrittenIndexedMeasuredSortedAndJoined() {
        assertEquals("[2,5,7]", Eval.value("[2, 5, 7]"));
        assertEquals("[]", Eval.value("[]"));
        assertEquals("[0,4,16]", Eval.value("[k * k for k in 0..5 if k mod 2 == 0]"));
        assertEquals("[0,1,4,9,10]", Eval.value("[0, k * k for k in 1..3, 10]"));
        assertEquals("5", Eval.value("[2, 5, 7][1]"));
        assertEquals("7", Eval.value("[2, 5, 7][length([2, 5, 7]) - 1]"));
        assertEquals("3", Eval.value("length([2, 5, 7])"));
        assertEquals("3", Eval.value("length(\"abc\")"));
        assertEquals("[1,2,3,9]", Eval.value("sorted([3, 1, 2]) + [9]"));
        assertEquals("true", Eval.value("3 in [1, 2, 3]"));
        assertEquals("false", Eval.value("4 in [1, 2, 3]"));
        assertEquals("true", Eval.value("[1, 2] == [1, 2] and [1, 2] != [2, 1]"));
        assertEquals("[[],[1],[2],[3],[1,2],[1,3],[2,3],[1,2,3]]", Eval.value("subsets([1, 2, 3])"));
        assertEquals("6", Eval.value("sum(k for k in [1, 2, 3])"));
    }

    @Test
    void impartialBracesAreBothPlayersOptions() {
        assertEquals("*2", Eval.value("*{0, *}"));
        assertEquals("0", Eval.value("*{}"));
        assertEquals("*4", Eval.value("*{*k for k in 0..3}"));
        assertEquals(Eval.value("{0, *2 | 0, *2}"), Eval.value("*{0, *2}"));
        assertEquals("true", Eval.value("*{1} == {1 | 1}"));
    }

    @Test
    void anIfWithoutForKeepsOrDropsItsElement() {
        assertEquals("1", Eval.value("{0 if 1 == 1 | }"));
        assertEquals("0", Eval.value("{0 if 1 == 2 | }"));
        assertEquals("[3]", Eval.value("[3 if 2 > 1, 4 if 2 < 1]"));
    }

    @Test
    void aggregatesOverComprehensions() {
        assertEquals("2", Eval.value("mex(k for k in [0, 1, 3])"));
        assertEquals("0", Eval.value("mex(k for k in 1..0)"));
        assertEquals("-3", Eval.value("min(k - 3 for k in 0..5)"));
        assertEquals("5", Eval.value("max(k for k in [2, 5, 1])"));
        assertEquals("1/2", Eval.value("max(1/2 for k in 0..2)"));
        assertEquals("3/4", Eval.value("max(x for x in {1/2, 3/4, -1})"));
        assertEquals("true", Eval.value("all(k < 3 for k in [1, 2])"));
        assertEquals("false", Eval.value("any(k > 3 for k in [1, 2])"));
        assertEquals("true", Eval.value("all(k > 3 for k in 1..0)"));
        assertEquals("false", Eval.value("any(k > 3 for k in 1..0)"));
        assertEquals("4", Eval.value("count(k in 0..10 if k mod 3 == 0)"));
        assertEquals("3", Eval.value("count(k for k in [5, 5, 5])"));
        assertEquals("6", Eval.value("count(S in subsets([1, 2, 3, 4]) if length(S) == 2)"));
        // all and any stop at the first value that decides them, as 'and' and 'or' do
        assertEquals("false", Eval.value("all(k != 0 and 6 div k > 0 for k in [1, 0, 7, 0])"));
        assertEquals("true", Eval.value("any(k == 0 or 1 div k == 1 for k in [1, 0])"));
        assertEquals("true", Eval.value("all(k < 2 for k in [1]) and any(0 == 0 for k in [1, 0])"));
    }

    @Test
    void olderMeaningsAreKept() {
        assertEquals("2", Eval.value("min(2, 3)"));
        assertEquals("3", Eval.value("max(2, 3)"));
        assertEquals("1", Eval.value("count(incentives({1|0}))"));
        assertEquals("2", Eval.value("mex(0, 1, 3)"));
        assertEquals("6", Eval.value("sum(1, 2, 3)"));
        assertEquals("true", Eval.value("all(1 < 2, 2 < 3)"));
        assertEquals("^", Eval.value("^[1]"));
        assertEquals("v", Eval.value("v[1]"));
        assertEquals("*3", Eval.value("* + *2"));
    }

    @Test
    void theNewSyntaxPrintsAsWritten() {
        for (String src : List.of("[2, 5, 7]", "S[i + 1]", "*{0, *}", "mex(k for k in S if k <= n)",
                "[k for k in 0..3]", "{0 if n == 1|}")) {
            assertEquals(src, ExprPrinter.print(Parser.parse(src)));
        }
        assertEquals("count(k for k in 0..3 if k > 1)", ExprPrinter.print(Parser.parse("count(k in 0..3 if k > 1)")));
    }

    @Test
    void listParametersAreMemoisedByValue() {
        String defs = "define subtraction(S: list, n: integer) = *{ subtraction(S, n - k) for k in S if k <= n }\n"
                + "define plain(n: integer) = *{ plain(n - k) for k in {2, 5, 7} if k <= n }\n";
        // 3000 rows in order: without the memo keyed by the list's elements, each call would recurse exponentially.
        Verdict v = Claims.check(defs + "theorem t forall n in 0..3000: subtraction([2, 5, 7], n) == plain(n)"
                + " and subtraction(sorted([7, 2, 5]), n) == plain(n)\n", "t.cgt", quick()).get(0);
        assertEquals(Verdict.Status.VERIFIED, v.status(), v.message() + " " + v.details());
        assertEquals(3001, v.cases());
    }

    @Test
    void aListDomainGivesTheShortestCounterexample() {
        String defs = "define g(S: list, n: integer) = mex(g(S, n - k) for k in S if k <= n)\n"
                + "define periodic(S: list, q: integer) = all(g(S, n) == g(S, n + q) for n in 0..100 - q)\n";
        Verdict v = Claims.check(defs + "refuted r forall S in subsets([1, 2, 3, 4, 5, 6]):"
                + " any(periodic(S, q) for q in 1..8)\n", "t.cgt", quick()).get(0);
        assertTrue(v.ok(), v.message());
        assertTrue(String.join("\n", v.details()).contains("S = [5]"), String.join("\n", v.details()));
    }

    @Test
    void shortAndLoopyValuesMixInAListing() {
        Verdict v = Claims.check("theorem t forall G in {*, ^, over}: G + 0 == G\n"
                + "refuted u forall G in {*, ^, over}: G == *\n", "t.cgt", quick()).get(0);
        assertEquals(Verdict.Status.VERIFIED, v.status(), v.message());
        Verdict u = Claims.check("refuted u forall G in {*, ^, over}: G == *\n", "t.cgt", quick()).get(0);
        assertTrue(u.ok(), u.message());
    }

    @Test
    void aggregatesInClaimsAreEvaluatedNotAnInternalError() {
        // Issue 34, point 3: sum(... for ...) in a claim's case search was "unknown expression Comprehension".
        for (boolean symbolic : new boolean[] {true, false}) {
            CheckOptions o = quick().withSymbolic(symbolic);
            for (String claim : List.of("theorem y forall n in 0..3: sum(k for k in 0..n) >= 0",
                    "theorem y forall G born by 1: G + sum(*k for k in 0..1) == G + *",
                    "theorem y forall n in 0..5: mex(k for k in 0..n) == n + 1 and count(k in 0..n) == n + 1",
                    "theorem y forall n in 1..5: max(k for k in 0..n) == n and min(k for k in 0..n) == 0",
                    "theorem y forall n in 0..5: all(k <= n for k in 0..n) and not any(k > n for k in 0..n)",
                    "theorem y forall n in 0..5: [k for k in 0..n][n] == n")) {
                Verdict v = Claims.check(claim + "\n", "t.cgt", o).get(0);
                assertEquals(Verdict.Status.VERIFIED, v.status(), claim + ": " + v.message() + " " + v.details());
            }
            Verdict f = Claims.check("refuted y forall n in 0..3: sum(k for k in 0..n) == n\n", "t.cgt", o).get(0);
            assertTrue(f.ok(), f.message());
        }
    }

    @Test
    void listsAsWorksheetValuesHaveTheirType() {
        assertEquals(org.cgcheck.lang.Type.LIST, Values.typeOf(new Interpreter().eval(Parser.parse("[1, 2]"))));
        assertEquals("7", Values.print(new Interpreter(Map.of("S", new Interpreter().eval(Parser.parse("[2, 5, 7]"))))
                .eval(Parser.parse("S[2]"))));
    }

    private static CheckOptions quick() {
        return CheckOptions.defaults().withExplore(0).withRandom(200);
    }
}
