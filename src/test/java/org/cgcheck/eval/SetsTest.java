package org.cgcheck.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.cgcheck.lang.ExprPrinter;
import org.cgcheck.lang.Parser;

/** Issue 13: sets of games as values, 'in', set equality, size/count, sets as quantifier domains. */
class SetsTest {
    @Test
    void setsPrintInCgsuitesOrder() {
        assertEquals("{-1,0,1/2,1,{0|-1},{1/2,{1|0}|-1,{0|-1}},{1|0}}", Eval.value("followers({1/2,{1|0}|-1,{0|-1}})"));
        assertEquals("{}", Eval.value("leftoptions(-1)"));
        assertEquals("{{3|0}}", Eval.value("incentives({2|-1})"));
    }

    @Test
    void membershipEqualityAndSize() {
        assertEquals("true", Eval.value("{3|0} in incentives({2|-1})"));
        assertEquals("false", Eval.value("{1|0} in incentives({2|-1})"));
        assertEquals("true", Eval.value("followers(^) == followers({0|*})"));
        assertEquals("true", Eval.value("leftoptions(^) != rightoptions(^)"));
        assertEquals("3", Eval.value("size(followers(^))"));
        assertEquals("3", Eval.value("count(followers(^))"));
        assertEquals("1", Eval.value("({1,*|0}).FollowerCount - 2"));      // {1|0}, 1 and 0
    }

    @Test
    void setsAreDomains() {
        assertEquals("true", Eval.value("forall I in incentives({1|-1}): I == {2|0}"));
        assertEquals("true", Eval.value("forall G born by 1: forall H in followers(G): birthday(H) <= birthday(G)"));
        assertEquals("true", Eval.value("exists X in leftoptions({0,*|0}): X == *"));
    }

    @Test
    void setsAreTypeChecked() {
        assertTrue(Eval.error("followers(*) + 1").getMessage().contains("a set of games"));
        assertTrue(Eval.error("followers(*) == *").getMessage().contains("cannot compare"));
        assertTrue(Eval.error("* in *").getMessage().contains("must be a set of games"));
        assertTrue(Eval.error("forall x in 3: true").getMessage().contains("'..'"));
        assertTrue(Eval.error("forall x in *: true").getMessage().contains("must be a set of games"));
        assertTrue(Eval.error("followers(*) < followers(*)").getMessage().contains("a set of games"));
    }

    @Test
    void playerArgumentsOfProperties() {
        assertEquals("{2}", Eval.value("({2|-1}).Options(Left)"));
        assertEquals("{-1}", Eval.value("({2|-1}).Options(Right)"));
        assertEquals("2", Eval.value("({2|-1}).Stop(Left)"));
        assertEquals("-1", Eval.value("({2|-1}).Stop(Right)"));
        assertTrue(Eval.error("({2|-1}).Options(Up)").getMessage().contains("unknown variable 'Up'"));     // a player may be a variable (issue 42)
        assertTrue(Eval.error("({2|-1}).Options(3)").getMessage().contains("player"));
    }

    @Test
    void thermographsAreValues() {
        assertEquals("Thermograph(9/4,[3/4],[0,-1],9/4,[3/4,1/2],[0,1,0])", Eval.value("({3||2|1}).Thermograph"));
        assertEquals("9/4", Eval.value("mast(thermograph({3||2|1}))"));
        assertEquals("3/4", Eval.value("freezingpoint(thermograph({3||2|1}))"));
        assertEquals("5/2", Eval.value("leftwall(thermograph({3||2|1}), 1/2)"));
        assertEquals("true", Eval.value("thermograph({2|-1}) == thermograph({2|-1} + {1|-1} - {1|-1})"));
        assertTrue(Eval.error("thermograph(*) + 1").getMessage().contains("thermograph"));
    }

    @Test
    void uptimalExpansionsAndErrors() {
        assertEquals("0.1", Eval.value("(^).UptimalExpansion"));
        assertEquals("*.1-", Eval.value("uptimalexpansion(v*)"));
        assertEquals("1/4.0", Eval.value("(1/4).UptimalExpansion"));
        assertEquals("0.11", Eval.value("uptimalexpansion(^[2])"));
        assertTrue(Eval.error("uptimalexpansion({1|0})").getMessage().contains("not an uptimal"));
    }

    @Test
    void maxMinOverheat() {
        assertEquals("3", Eval.value("max(1/2, 3)"));
        assertEquals("1/2", Eval.value("min(1/2, 3)"));
        assertTrue(Eval.error("max(*, 1)").getMessage().contains("a number"));
        assertEquals("*", Eval.value("overheat(1, *, 1)"));
    }

    @Test
    @org.junit.jupiter.api.Timeout(60)      // a hang guard, not a timing assertion
    void hugeNimbersAreRefusedWithAnEstimate() {
        for (String src : new String[] {"incentives(*100000)", "followers(*5000)", "stopcount({*1000|0})"}) {
            assertTrue(Eval.error(src).getMessage().contains("the limit is *256"), src);
        }
        // Counting needs no list: *n's followers are *n, ..., *0 (issue 25: closed forms where they exist).
        assertEquals("100001", Eval.value("followercount(*100000)"));
    }

    @Test
    void setLiterals() {
        assertEquals("{}", Eval.value("{}"));
        assertEquals("{1,*}", Eval.value("{1, *, 1}"));
        assertEquals("true", Eval.value("leftoptions(^) == {0}"));
        assertEquals("true", Eval.value("incentives({1|-1}) == {{2|0}}"));
        assertEquals("{1|0}", Eval.value("{1|0}"));       // with a bar it is a game
        assertEquals("{0, *}", ExprPrinter.print(Parser.parse("{0, *}")));
        assertTrue(Eval.error("{0} == 0").getMessage().contains("cannot compare"));
    }
}
