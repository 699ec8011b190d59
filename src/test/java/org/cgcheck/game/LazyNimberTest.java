package org.cgcheck.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.cgcheck.form.Form;
import org.cgcheck.testkit.Reference;
import org.cgcheck.testkit.Samples;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Nimbers and up multiples are built from their closed form alone; their options appear only
 * when asked for, and comparisons and sums with general games agree with the slow reference.
 */
@Timeout(120)      // hang guard only
class LazyNimberTest {
    private final Reference ref = new Reference();

    @Test
    void aLargeNimberOrUpMultipleCreatesOneValue() {
        int before = Interner.created();
        Game big = Game.nimber(65536 - 11);
        Game ups = Game.nus(Dyadic.ZERO, 500_001, 3);
        assertTrue(Interner.created() - before <= 2, "values created: " + (Interner.created() - before));
        assertEquals("*65525", big.toString());
        assertEquals(500_001, ups.upMultiple());
    }

    @Test
    void largeNimbersInClosedForm() {
        Game n = Game.nimber(65536);
        assertSame(Game.nimber(65536 ^ 65535), n.plus(Game.nimber(65535)));
        assertSame(Game.nimber(65539), n.plus(Game.nimber(3)));
        assertSame(n, n.negate());
        assertEquals(Outcome.N, n.outcome());
        assertEquals(BigInteger.valueOf(65536), n.birthday());
        assertEquals(BigInteger.valueOf(3).pow(65536).subtract(BigInteger.ONE), n.size());
        assertTrue(n.fuzzy(Game.nimber(3)));
    }

    @Test
    void optionsOfNumberUpStarValuesMatchTheirCanonicalForms() {
        for (Game g : samples()) {
            Game rebuilt = Game.of(g.leftOptions(), g.rightOptions());
            assertSame(g, rebuilt, g.toString());
            assertTrue(ref.equal(Form.canonical(g), literal(g)), g.toString());
        }
    }

    @Test
    void closedFormSizesAgreeWithTheRecursion() {
        Map<Game, BigInteger> memo = new HashMap<>();
        for (Game g : samples()) {
            assertEquals(treeSize(g, memo), g.size(), g.toString());
        }
    }

    @Test
    void nimbersAgainstEveryValueBornByDayThree() {
        // NimberOrder's sets against Conway's definition on literal trees.
        List<Form> values = new ArrayList<>(Samples.valuesBornBy(2).values());
        for (Form f : Samples.valuesBornBy(2).values()) {
            for (Form h : Samples.valuesBornBy(2).values()) {
                values.add(Form.of(List.of(f, h), List.of(h)));
                values.add(Form.of(List.of(f), List.of(h, Form.ZERO)));
            }
        }
        for (int n = 0; n <= 5; n++) {
            Form star = Form.canonical(Game.nimber(n));
            for (Form f : values) {
                Game g = f.value();
                assertEquals(ref.leq(star, f), NimberOrder.geqNimber(g, n), "*" + n + " <= " + f);
                assertEquals(ref.leq(f, star), NimberOrder.leqNimber(g, n), f + " <= *" + n);
            }
        }
    }

    @Test
    void largeNimbersWithNumberPartsAgainstGeneralGames() {
        // Above SMALL_NIMBER the engine compares through NimberOrder (after moving x across).
        List<Form> games = new ArrayList<>();
        for (Form f : Samples.valuesBornBy(2).values()) {
            games.add(f);
            games.add(f.plus(Form.canonical(Game.ONE)));
        }
        for (Game nus : List.of(Game.nimber(17), Game.nus(Dyadic.ONE, 0, 18), Game.nus(Dyadic.ONE, 0, 19))) {
            Form nf = Form.canonical(nus);
            for (Form f : games) {
                assertEquals(ref.leq(nf, f), nus.leq(f.value()), nus + " <= " + f);
                assertEquals(ref.leq(f, nf), f.value().leq(nus), f + " <= " + nus);
            }
        }
    }

    @Test
    void sumsOfNimbersWithGeneralGames() {
        List<Form> games = new ArrayList<>(Samples.valuesBornBy(2).values());
        for (int n : new int[] {2, 5, 17, 20}) {
            Form nf = Form.canonical(Game.nimber(n));
            for (Form f : games) {
                Game sum = Game.nimber(n).plus(f.value());
                assertTrue(ref.equal(Form.canonical(sum), nf.plus(f)), "*" + n + " + " + f + " = " + sum);
            }
        }
    }

    @Test
    void canonicalisationAgainstLargeNimberOptions() {
        Game star = Game.nimber(65536);
        assertSame(Game.nus(Dyadic.ZERO, -1, 65537), Game.of(List.of(star), List.of(Game.ZERO)));
        assertSame(Game.nus(Dyadic.ZERO, 1, 65537), Game.of(List.of(Game.ZERO), List.of(star)));
        for (Form f : Samples.valuesBornBy(2).values()) {
            for (int n : new int[] {16, 21}) {
                Game g = Game.of(List.of(Game.nimber(n)), List.of(f.value()));
                Form literal = Form.of(List.of(Form.canonical(Game.nimber(n))), List.of(f));
                assertTrue(ref.equal(Form.canonical(g), literal), "{*" + n + " | " + f + "} = " + g);
            }
        }
    }

    @Test
    void largeNimberSumsWithGeneralGamesAreRefused() {
        Game pm = Game.of(List.of(Game.ONE), List.of(Game.MINUS_ONE));
        InfeasibleException e = assertThrows(InfeasibleException.class, () -> Game.nimber(257).plus(pm));
        assertTrue(e.getMessage().contains("*257") && e.getMessage().contains("*256"), e.getMessage());
        assertThrows(InfeasibleException.class, () -> pm.plus(Game.nimber(65536)));
        assertFalse(Game.nimber(65536).leq(pm));           // comparisons stay available
        assertEquals("+-(1*256)", Game.nimber(256).plus(pm).toString());
    }

    private static List<Game> samples() {
        List<Game> out = new ArrayList<>();
        for (Dyadic x : new Dyadic[] {Dyadic.ZERO, Dyadic.ONE, Dyadic.of(-3, 1), Dyadic.of(5, 2)}) {
            for (int a = -5; a <= 5; a++) {
                for (int n = 0; n <= 5; n++) {
                    out.add(Game.nus(x, a, n));
                }
            }
        }
        return out;
    }

    /** The literal tree of g's options, recursively (numbers by their canonical forms). */
    private static Form literal(Game g) {
        if (g.isNumber()) {
            return Form.canonical(g);
        }
        List<Form> l = new ArrayList<>();
        for (Game x : g.leftOptions()) {
            l.add(literal(x));
        }
        List<Form> r = new ArrayList<>();
        for (Game x : g.rightOptions()) {
            r.add(literal(x));
        }
        return Form.of(l, r);
    }

    private static BigInteger treeSize(Game g, Map<Game, BigInteger> memo) {
        BigInteger s = memo.get(g);
        if (s == null) {
            s = BigInteger.ZERO;
            if (!(g.isInteger())) {
                for (Game x : g.leftOptions()) {
                    s = s.add(BigInteger.ONE).add(treeSize(x, memo));
                }
                for (Game x : g.rightOptions()) {
                    s = s.add(BigInteger.ONE).add(treeSize(x, memo));
                }
            } else {
                s = g.numberValue().numerator().abs();
            }
            memo.put(g, s);
        }
        return s;
    }
}
