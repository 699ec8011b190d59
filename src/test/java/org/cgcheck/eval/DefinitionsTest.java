package org.cgcheck.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.cgcheck.Claims;
import org.cgcheck.check.CheckOptions;
import org.cgcheck.check.Verdict;
import org.cgcheck.lang.ClaimParser;
import org.cgcheck.lang.Definitions;
import org.cgcheck.lang.SyntaxError;
import org.junit.jupiter.api.Test;

/** The user's definitions: issue 23's examples, comprehensions, strings, errors, memo and determinism. */
class DefinitionsTest {
    static final String ISSUE = String.join("\n",
            "define conj(G: game) = { conj(B) for B in right(G) | conj(A) for A in left(G) }",
            "",
            "define sub(n: integer) = { sub(n - k) for k in 1..min(3, n) | sub(n - k) for k in 1..min(3, n) }",
            "",
            "define p(G: game) =",
            "  if isnumber(G) then G",
            "  else if isnumber(G - *) then G - *",
            "  else { p(A) for A in left(G) | p(B) for B in right(G) }",
            "");

    private static CheckOptions quick() {
        return CheckOptions.defaults().withExplore(0).withRandom(200);
    }

    private static Verdict check(String source) {
        return Claims.check(source, "t.cgt", quick()).get(0);
    }

    /** The value of an expression in a file that holds the given definitions. */
    private static String value(String defs, String expr) {
        Verdict v = check(defs + "\nconjecture show forall x in {0}: (" + expr + ") == (" + expr + ")\n");
        assertTrue(v.status() == Verdict.Status.VERIFIED || v.status() == Verdict.Status.PROVED,
                v.message() + " " + v.details());
        ClaimParser.Result r = Programs.parse(defs + "\ntheorem t forall x in {0}: (" + expr + ") == (" + expr + ")\n", "t.cgt");
        org.cgcheck.lang.Expr.Quantified q = (org.cgcheck.lang.Expr.Quantified) r.claims().get(0).body();
        org.cgcheck.lang.Expr.Binary b = (org.cgcheck.lang.Expr.Binary) q.body();
        return Values.print(new Interpreter(Map.of("x", java.math.BigInteger.ZERO)).eval(b.left()));
    }

    private static SyntaxError error(String source) {
        ClaimParser.Result r = Programs.parse(source, "t.cgt");
        assertFalse(r.errors().isEmpty(), "expected an error in:\n" + source);
        return r.errors().get(0);
    }

    @Test
    void theIssuesExamplesHoldAndFailAsTheTheorySays() {
        // conj has the shape of negation, so induction on birthday proves it (docs/language.md).
        assertEquals(Verdict.Status.PROVED, check(ISSUE + "theorem c forall G born by 3: conj(G) == -G\n").status());
        assertEquals(Verdict.Status.VERIFIED, check(ISSUE + "theorem s forall n in 0..300: sub(n) == *(n mod 4)\n")
                .status());
        assertEquals(Verdict.Status.VERIFIED,
                check(ISSUE + "theorem q forall G born by 3: p(G) == starprojection(G)\n").status());
        Verdict v = check(ISSUE + "refuted h \"Calistrate's p is not a homomorphism\"\n"
                + "  forall G, H born by 2: p(G + H) == p(G) + p(H)\n");
        assertEquals(Verdict.Status.REFUTED, v.status());
        assertEquals(Map.of("G", "*", "H", "*2"), v.counterexample());
        assertTrue(v.details().stream().anyMatch(d -> d.contains("p(G + H) = *2")), v.details().toString());
    }

    @Test
    void aFalseClaimAboutADefinitionIsRefutedNotProved() {
        Verdict v = check(ISSUE + "theorem wrong forall G born by 2: conj(G) == G\n");
        assertEquals(Verdict.Status.REFUTED, v.status());
        Verdict all = check(ISSUE + "theorem wrong forall G: conj(G) == G\n");
        assertEquals(Verdict.Status.REFUTED, all.status(), all.message());
        // Over all games a true claim about a definition is never called proved by a prover that cannot see into it.
        Verdict sampled = check(ISSUE + "theorem right forall G: conj(G) == -G\n");
        assertTrue(sampled.status() != Verdict.Status.REFUTED && sampled.status() != Verdict.Status.ERROR,
                sampled.message());
        if (sampled.status() == Verdict.Status.PROVED) {
            assertTrue(sampled.proof() != null && !sampled.proof().isEmpty());
        }
    }

    @Test
    void comprehensionsIfAndIntegerOperators() {
        String d = "define twos(n: integer) = { k for k in 1..n if k mod 2 == 0 | }\n"
                + "define s(n: integer) = sum(k for k in 1..n)\n"
                + "define pairs(n: integer) = { a - b for a in 0..n for b in 0..a if a + b == n | }\n";
        assertEquals("3", value(d, "twos(3)"));          // {2 |} = 3
        assertEquals("0", value(d, "twos(0)"));            // 1..0 is empty: {|}
        assertEquals("55", value(d, "s(10)"));
        assertEquals("0", value(d, "s(0)"));
        assertEquals("3", value(d, "pairs(2)"));         // a, b: (1,1), (2,0): {0, 2 |} = 3
        assertEquals("-2", value("", "-7 div 4"));       // floor division
        assertEquals("1", value("", "-7 mod 4"));        // the remainder takes the divisor's sign
        assertEquals("-1", value("", "7 mod -4"));
        assertEquals("3", value("", "if 2 < 3 then 3 else 4"));
        assertEquals("3", value("", "max(abs(-3), min(2, 1))"));
    }

    @Test
    void stringsAndWords() {
        assertEquals("3", value("", "length(\"t.f\")"));
        assertEquals("t.", value("", "substring(\"tt.ff\", 1, 3)"));
        assertEquals(".tf", value("", "replaceat(\"t.f\", 0, \".t\")"));
        assertEquals("ab", value("", "\"a\" + \"b\""));
        Verdict v = check("theorem w forall s in words(\"ab\", 2): length(s) <= 2\n");
        assertEquals(7, v.cases());       // "", a, b, aa, ab, ba, bb
        SyntaxError e = Eval.error("substring(\"ab\", 1, 5)");
        assertTrue(e.getMessage().contains("need 0 ≤ i ≤ j ≤ 2"), e.getMessage());
    }

    @Test
    void toadsAndFrogsFromItsRulesIsTheBuiltInRuleset() {
        String d = String.join("\n",
                "define tf(s: string) = {",
                "    tf(replaceat(s, i, \".t\")) for i in 0..length(s) - 2 if substring(s, i, i + 2) == \"t.\",",
                "    tf(replaceat(s, i, \".ft\")) for i in 0..length(s) - 3 if substring(s, i, i + 3) == \"tf.\"",
                "  | tf(replaceat(s, i, \"f.\")) for i in 0..length(s) - 2 if substring(s, i, i + 2) == \".f\",",
                "    tf(replaceat(s, i, \"ft.\")) for i in 0..length(s) - 3 if substring(s, i, i + 3) == \".tf\" }",
                "theorem same forall s in words(\"tf.\", 5): length(s) > 0 implies tf(s) == game.strip.ToadsAndFrogs(s)",
                "");
        Verdict v = check(d);
        assertEquals(Verdict.Status.VERIFIED, v.status(), v.message() + " " + v.details());
        assertEquals(364, v.cases());
    }

    @Test
    void aFormTypedDefinitionKeepsItsLiteralForm() {
        String d = "define f(F: form): form = { F | }\ndefine g(F: form) = { F | }\n";
        assertEquals(Verdict.Status.VERIFIED, check(d + "theorem t forall x in {0}: f({0|0}) === {{0|0}|}\n").status());
        assertEquals(Verdict.Status.REFUTED, check(d + "theorem t forall x in {0}: g({0|0}) === {{0|0}|}\n").status());
    }

    @Test
    void callsAreMemoisedByArgument() {
        // Without the memo this is about 10^62 calls.
        String d = "define fib(n: integer) = if n < 2 then n else fib(n - 1) + fib(n - 2)\n";
        assertTimeoutPreemptively(Duration.ofSeconds(60), () -> assertEquals(
                "222232244629420445529739893461909967206666939096499764990979600", value(d, "fib(300)")));
    }

    @Test
    void loopsAndRunawayRecursionAreRefusedWithTheChain() {
        Verdict loop = check("define f(n: integer) = { f(n) | }\ntheorem t forall n in 3..3: f(n) == 0\n");
        assertEquals(Verdict.Status.ERROR, loop.status());
        assertTrue(loop.message().contains("loopy definition: f(3) calls f(3)"), loop.message());
        Verdict mutual = check("define h(n: integer) = { k(n) | }\ndefine k(n: integer) = { h(n) | }\n"
                + "theorem t forall n in 3..3: h(n) == 0\n");
        assertTrue(mutual.message().contains("loopy definition: h(3) calls k(3) calls h(3)"), mutual.message());
        Verdict runaway = assertTimeoutPreemptively(Duration.ofSeconds(60), () ->
                check("define g(n: integer) = { g(n + 1) | }\ntheorem t forall n in 0..0: g(n) == 0\n"));
        assertEquals(Verdict.Status.ERROR, runaway.status());
        assertTrue(runaway.message().contains("nested deeper than " + UserCalls.MAX_DEPTH), runaway.message());
    }

    @Test
    void badDefinitionsAreLocatedErrors() {
        assertTrue(error("define f(n: integer) = n\ntheorem t forall G born by 1: f(G) == 0\n").getMessage()
                .contains("f's argument n (f(n: integer)) must be an integer, but this is a game"));
        SyntaxError arity = error("define f(n: integer) = n\ntheorem t forall n in 0..1: f(n, n) == 0\n");
        assertTrue(arity.getMessage().contains("f takes 1 argument, got 2: f(n: integer)"), arity.getMessage());
        assertEquals(2, arity.pos().line());
        SyntaxError typo = error("define conj(G: game) = -G\ntheorem t forall G born by 1: conjj(G) == -G\n");
        assertTrue(typo.getMessage().contains("unknown function 'conjj' (did you mean 'conj'"), typo.getMessage());
        SyntaxError builtin = error("define rcf(G: game) = G\ntheorem t forall G born by 1: G == G\n");
        assertTrue(builtin.getMessage().contains("'rcf' is a built-in function"), builtin.getMessage());
        assertEquals(1, builtin.pos().line());
        assertEquals(8, builtin.pos().col());
        SyntaxError dup = error("define f = 1\ndefine f = 2\ntheorem t forall n in 0..1: f == 1\n");
        assertTrue(dup.getMessage().contains("duplicate definition 'f' (first at line 1)"), dup.getMessage());
        SyntaxError bound = error("define n = 1\ntheorem t forall n in 0..1: n == n\n");
        assertTrue(bound.getMessage().contains("'n' is the name of a definition"), bound.getMessage());
        SyntaxError branches = error("define f(n: integer) = if n == 0 then 1 else \"a\"\ntheorem t forall n in 0..1: true\n");
        assertTrue(branches.getMessage().contains("the branches of 'if' must have one type"), branches.getMessage());
        SyntaxError unknownType = error("define f(n: int) = n\ntheorem t forall n in 0..1: true\n");
        assertTrue(unknownType.getMessage().contains("unknown type 'int'"), unknownType.getMessage());
        SyntaxError noResult = error("define f(n: integer) = f(n)\ntheorem t forall n in 0..1: true\n");
        assertTrue(noResult.getMessage().contains("cannot infer what 'f' returns"), noResult.getMessage());
        SyntaxError outside = error("theorem t forall n in 0..1: max(k for k in 1..n, 1) == 0\n");
        assertTrue(outside.getMessage().contains("'for' makes a list"), outside.getMessage());
        SyntaxError assign = error("theorem t forall n in 0..1: n = 0\n");
        assertTrue(assign.getMessage().contains("'=' is not a relation"), assign.getMessage());
    }

    @Test
    void definitionsAreVisibleAcrossTheFilesOfARunInAnyOrder() {
        List<ClaimParser.Result> rs = Programs.parseAll(List.of(
                new Programs.Source("theorem t forall G born by 2: twice(G) == G + G\n", "a.cgt"),
                new Programs.Source("define twice(G: game) = once(G) + once(G)\ndefine once(G: game) = G\n", "b.cgt")),
                new Definitions());
        assertTrue(rs.get(0).errors().isEmpty() && rs.get(1).errors().isEmpty(), rs.toString());
        assertEquals(Verdict.Status.VERIFIED, new org.cgcheck.check.Checker(quick()).check(rs.get(0).claims().get(0))
                .status());
        List<ClaimParser.Result> dup = Programs.parseAll(List.of(new Programs.Source("define f = 1\n", "a.cgt"),
                new Programs.Source("define f = 2\n", "b.cgt")), new Definitions());
        assertTrue(dup.get(1).errors().get(0).getMessage().contains("duplicate definition 'f' (first at a.cgt:1)"),
                dup.toString());
    }

    @Test
    void theCounterexampleIsTheSameWhateverTheThreadCount() {
        String src = ISSUE + "theorem h forall G, H born by 2: p(G + H) == p(G) + p(H)\n";
        Verdict one = Claims.check(src, "t.cgt", quick().withThreads(1)).get(0);
        Verdict two = Claims.check(src, "t.cgt", quick().withThreads(2)).get(0);
        assertEquals(one.counterexample(), two.counterexample());
        assertEquals(one.details(), two.details());
    }
}
