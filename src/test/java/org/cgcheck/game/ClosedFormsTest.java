package org.cgcheck.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.cgcheck.form.Form;
import org.cgcheck.testkit.Reference;
import org.junit.jupiter.api.Test;

/** Closed forms for x + a·↑ + *n agree with the general recursion on literal trees. */
class ClosedFormsTest {
    private final Reference ref = new Reference();

    private static List<Game> nusSamples() {
        List<Game> out = new ArrayList<>();
        for (Dyadic x : new Dyadic[] {Dyadic.ZERO, Dyadic.ONE, Dyadic.of(-3, 1), Dyadic.of(5, 2)}) {
            for (int a = -4; a <= 4; a++) {
                for (int n = 0; n <= 4; n++) {
                    out.add(Game.nus(x, a, n));
                }
            }
        }
        return out;
    }

    @Test
    void nusValuesAreTheSumOfTheirParts() {
        Form up = Form.of(List.of(Form.ZERO), List.of(Form.canonical(Game.STAR)));
        for (Game g : nusSamples()) {
            Form parts = Form.canonical(Game.number(g.numberPart())).plus(Form.canonical(Game.nimber(g.nimberPart())));
            Form u = Math.abs(g.upMultiple()) > 0 ? (g.upMultiple() > 0 ? up : up.negate()) : Form.ZERO;
            for (int i = 0; i < Math.abs(g.upMultiple()); i++) {
                parts = parts.plus(u);
            }
            assertTrue(ref.equal(Form.canonical(g), parts), g.toString());
        }
    }

    @Test
    void nusOptionsAreRecognisedBack() {
        for (Game g : nusSamples()) {
            assertSame(g, Game.of(g.leftOptions(), g.rightOptions()), g.toString());
        }
    }

    @Test
    void closedFormComparisonAndBirthdayMatchTheTree() {
        List<Game> all = nusSamples();
        for (Game g : all) {
            assertEquals(BigInteger.valueOf(Form.canonical(g).birthday()), g.birthday(), "birthday " + g);
            for (Game h : all) {
                assertEquals(ref.leq(Form.canonical(g), Form.canonical(h)), g.leq(h), g + " <= " + h);
            }
        }
    }

    @Test
    void integersAreNotChains() {
        Game big = Game.number(Dyadic.integer(BigInteger.TEN.pow(30)));
        int before = Interner.created();
        Game sum = big.plus(Game.UP).plus(Game.STAR);
        assertTrue(Interner.created() - before < 10, "no chain of 10^30 options was built");
        assertEquals("1000000000000000000000000000000^*", sum.toString());
        assertEquals(BigInteger.TEN.pow(30).add(BigInteger.TWO), sum.birthday());
    }

    @Test
    void uptimalPowerSumsMatchCgsuitesConstruction() {
        // CGSuite builds ↑^[n] as {↑^[n-1] | *}; check that this equals ↑ + ↑² + ... + ↑ⁿ.
        Game powTo = Game.ZERO;
        for (int n = 1; n <= 5; n++) {
            powTo = Game.of(List.of(powTo), List.of(Game.STAR));
            assertSame(Uptimals.upSum(n), powTo, "n = " + n);
        }
    }
}
