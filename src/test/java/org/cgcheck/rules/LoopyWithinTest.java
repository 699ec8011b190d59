package org.cgcheck.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.cgcheck.loopy.LoopyGame;
import org.cgcheck.loopy.SidedValue;
import org.junit.jupiter.api.Test;

/**
 * The loopy rulesets' {@code within} domains (issue 43): what they list, in which order, their
 * counts and refusals; and the retrograde analysis that tells refuting plays, checked against the
 * loopy package's order on every position of two domains (two independent computations).
 */
class LoopyWithinTest {
    @Test
    void backslidingListsEveryStripShortestFirst() {
        LoopyRuleset r = LoopyRulesets.byName("backslidingtoadsandfrogs");
        List<LoopyPosition> ps = r.within(new Bound(2, 0));
        assertEquals(List.of("t", "f", ".", "tt", "tf", "t.", "ft", "ff", "f.", ".t", ".f", ".."),
                ps.stream().map(p -> ((BackslidingPosition) p).text()).toList());
        assertEquals(363, r.within(new Bound(5, 0)).size());
        assertEquals(363.0, r.countWithin(new Bound(5, 0)));
        assertNull(r.refusal(new Bound(5, 0)));
        assertTrue(r.refusal(new Bound(6, 0)).contains("tt..ff"), r.refusal(new Bound(6, 0)));
    }

    @Test
    void foxDomainsHoldEveryPlacementOnce() {
        for (String[] c : new String[][] {{"foxandgeese", "2", "0"}, {"ceylonesefoxandgeese", "1", "0"},
                {"genfoxandgeese", "3", "4"}}) {
            LoopyRuleset r = LoopyRulesets.byName(c[0]);
            Bound b = new Bound(Integer.parseInt(c[1]), Integer.parseInt(c[2]));
            List<LoopyPosition> ps = r.within(b);
            assertEquals(r.countWithin(b), ps.size(), c[0]);
            Set<LoopyPosition> distinct = new HashSet<>(ps);
            assertEquals(ps.size(), distinct.size(), c[0] + ": a position listed twice");
            for (int i = 1; i < ps.size(); i++) {
                assertTrue(ps.get(i - 1).size() <= ps.get(i).size(), c[0] + ": not smallest first at " + i);
            }
            for (LoopyPosition p : ps) {
                FoxPosition f = (FoxPosition) p;
                assertTrue(f.rows() - 1 <= b.rows() && !f.geese().isEmpty(), p.expression());
                assertEquals(c[0].equals("ceylonesefoxandgeese") ? 2 : 1, f.range());
            }
        }
        // rows 1..2 of the board 8 wide: 8 squares, the fox on one, any non-empty set of geese on the others
        assertEquals(8 * 127, LoopyRulesets.byName("foxandgeese").within(new Bound(2, 0)).size());
        assertEquals("game.grid.GenFoxAndGeese(boardWidth => 2, foxRange => 1)({(2,2)}, (1,1))",
                LoopyRulesets.byName("genfoxandgeese").within(new Bound(2, 2)).get(0).expression());
        assertNotNull(LoopyRulesets.byName("foxandgeese").refusal(new Bound(4, 0)));
        assertNull(LoopyRulesets.byName("foxandgeese").refusal(new Bound(3, 0)));
    }

    @Test
    void sizeIsSquaresOfTheSmallestBoard() {
        FoxPosition p = FoxPosition.of(4, 1, List.of(new int[] {3, 1}, new int[] {1, 3}), new int[] {2, 2});
        assertEquals(12, p.size());
        assertEquals(4, BackslidingPosition.of("t.f.").size());
    }

    /**
     * For a stopper, G >= 0 iff Left wins moving second, G <= 0 iff Right wins moving second
     * (Siegel, CGT VI): retrograde play on the position's graph agrees with the loopy package's order.
     */
    @Test
    void retrogradePlayAgreesWithTheOrderOfStoppers() {
        SidedValue zero = SidedValue.of(LoopyGame.ZERO);
        int checked = 0;
        for (LoopyPosition p : concat(LoopyRulesets.byName("backslidingtoadsandfrogs").within(new Bound(4, 0)),
                LoopyRulesets.byName("genfoxandgeese").within(new Bound(3, 4)))) {
            SidedValue v = p.value();
            if (!v.isStopper()) {
                continue;
            }
            LoopyRetrograde r = LoopyRetrograde.of(p);
            assertEquals(v.geq(zero), r.result(p, false) < 0, p.expression() + " = " + v + ": Right moving first");
            assertEquals(zero.geq(v), r.result(p, true) < 0, p.expression() + " = " + v + ": Left moving first");
            assertTrue(r.result(p, true) != 0 && r.result(p, false) != 0, p.expression() + ": a stopper drawn");
            checked++;
        }
        assertTrue(checked > 300, "checked " + checked);
    }

    @Test
    void theWinnersMovesKeepTheWin() {
        LoopyPosition p = BackslidingPosition.of("f.tt");
        LoopyRetrograde r = LoopyRetrograde.of(p);
        assertTrue(r.result(p, false) > 0, "Right moving first wins {on|0}");
        LoopyPosition q = r.bestMove(p, false);
        assertEquals(".ftt", ((BackslidingPosition) q).text());
        assertTrue(r.result(q, true) < 0);
        assertNull(r.bestMove(q, true), "Left has no move after the frog slides back");
    }

    private static List<LoopyPosition> concat(List<LoopyPosition> a, List<LoopyPosition> b) {
        List<LoopyPosition> out = new java.util.ArrayList<>(a);
        out.addAll(b);
        return out;
    }
}
