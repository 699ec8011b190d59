package org.cgcheck.theory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.cgcheck.form.Form;
import org.cgcheck.game.Dyadic;
import org.cgcheck.game.Game;
import org.cgcheck.game.Outcome;
import org.cgcheck.game.Thermograph;
import org.cgcheck.testkit.Samples;
import org.junit.jupiter.api.Test;

/**
 * Issue 13's functions against their definitions evaluated naively on literal forms (recursion
 * over the form tree, form arithmetic, no closed forms, no memo), for every value born by day 2.
 * Properties of the canonical form are checked on the literal canonical form; value properties
 * (thermograph, freeze) on the first literal form of the value, which is often not canonical.
 */
class VocabularyNaiveTest {
    static Map<Game, Form> values() {
        return Samples.valuesBornBy(2);
    }

    static boolean geqZero(Form f) {
        return f.value().geq(Game.ZERO);
    }

    /** Companion by the uniform recursion {C(F^L), 0 if F ≥ 0 | C(F^R), 0 if F ≤ 0}. */
    static Form companion(Form f) {
        List<Form> l = new ArrayList<>();
        f.left().forEach(x -> l.add(companion(x)));
        List<Form> r = new ArrayList<>();
        f.right().forEach(x -> r.add(companion(x)));
        if (geqZero(f)) {
            l.add(Form.ZERO);
        }
        if (f.value().leq(Game.ZERO)) {
            r.add(Form.ZERO);
        }
        return Form.of(l, r);
    }

    @Test
    void companion() {
        values().keySet().forEach(g -> assertSame(companion(Form.canonical(g)).value(), Companion.of(g), g.toString()));
    }

    /** 0 even, 1 odd, 2 neither, by the definition on the tree. */
    static int parity(Form f) {
        boolean allOdd = true;
        boolean allEven = true;
        for (Form x : concat(f)) {
            int p = parity(x);
            allOdd &= p == 1;
            allEven &= p == 0;
        }
        return allOdd ? 0 : allEven && f.value() != Game.ZERO ? 1 : 2;
    }

    static int tempered(Form f) {
        if (f.value().isNumber()) {
            return 0;
        }
        boolean allOdd = true;
        boolean allEven = true;
        for (Form x : concat(f)) {
            int p = tempered(x);
            allOdd &= p == 1;
            allEven &= p == 0;
        }
        return allOdd ? 0 : allEven ? 1 : 2;
    }

    static List<Form> concat(Form f) {
        List<Form> all = new ArrayList<>(f.left());
        all.addAll(f.right());
        return all;
    }

    @Test
    void parityAndTemper() {
        for (Game g : values().keySet()) {
            Form c = Form.canonical(g);
            assertEquals(parity(c) == 0, Parity.isEven(g), "even " + g);
            assertEquals(parity(c) == 1, Parity.isOdd(g), "odd " + g);
            assertEquals(tempered(c) == 0, Parity.isEvenTempered(g), "even-tempered " + g);
            assertEquals(tempered(c) == 1, Parity.isOddTempered(g), "odd-tempered " + g);
        }
    }

    static boolean misereWins(Form f, boolean left) {
        List<Form> moves = left ? f.left() : f.right();
        return moves.isEmpty() || moves.stream().anyMatch(x -> !misereWins(x, !left));
    }

    @Test
    void misereOutcome() {
        for (Game g : values().keySet()) {
            Form c = Form.canonical(g);
            boolean l = misereWins(c, true);
            boolean r = misereWins(c, false);
            assertEquals(l ? (r ? Outcome.N : Outcome.L) : (r ? Outcome.R : Outcome.P), MisereOutcome.of(g), g.toString());
        }
    }

    static BigInteger stops(Form f) {
        if (f.value().isNumber()) {
            return BigInteger.ONE;
        }
        return concat(f).stream().map(VocabularyNaiveTest::stops).reduce(BigInteger.ZERO, BigInteger::add);
    }

    static void positions(Form f, Set<Game> out) {
        out.add(f.value());
        concat(f).forEach(x -> positions(x, out));
    }

    @Test
    void stopCountAndFollowers() {
        for (Game g : values().keySet()) {
            Form c = Form.canonical(g);
            assertEquals(stops(c), Followers.stopCount(g), "stop count " + g);
            Set<Game> naive = new HashSet<>();
            positions(c, naive);
            assertEquals(naive, new HashSet<>(Followers.of(g)), "followers " + g);
        }
    }

    /** Maximal elements of {F^L - F} ∪ {F - F^R}, subtraction done on forms. */
    @Test
    void incentives() {
        for (Game g : values().keySet()) {
            Form c = Form.canonical(g);
            List<Game> all = new ArrayList<>();
            c.left().forEach(x -> all.add(x.plus(c.negate()).value()));
            c.right().forEach(x -> all.add(c.plus(x.negate()).value()));
            Set<Game> maximal = new HashSet<>();
            for (Game x : all) {
                if (all.stream().noneMatch(y -> y != x && x.leq(y))) {
                    maximal.add(x);
                }
            }
            assertEquals(maximal, new HashSet<>(Incentives.of(g, true, true)), "incentives " + g);
        }
    }

    /** The walls are the stops of the cooled game: L(t) = LS(G_t), R(t) = RS(G_t) for t ≥ 0. */
    @Test
    void thermographWallsAreStopsOfTheCooledGame() {
        List<Dyadic> ts = List.of(Dyadic.ZERO, Dyadic.of(1, 2), Dyadic.ONE, Dyadic.of(3, 1), Dyadic.integer(2),
                Dyadic.integer(5));
        for (Map.Entry<Game, Form> e : values().entrySet()) {
            Game g = e.getValue().value();
            Thermograph th = g.thermograph();
            for (Dyadic t : ts) {
                Game cooled = Cooling.cool(g, t);
                assertEquals(cooled.leftStop(), th.leftWallAt(t), "left wall of " + g + " at " + t);
                assertEquals(cooled.rightStop(), th.rightWallAt(t), "right wall of " + g + " at " + t);
            }
            assertEquals(g.mean(), th.leftWallAt(Dyadic.integer(5)), "mast " + g);
        }
    }

    /** Freeze: cooled by the temperature, on the literal form's value; a number is its own freeze. */
    @Test
    void freeze() {
        for (Map.Entry<Game, Form> e : values().entrySet()) {
            Game g = e.getValue().value();
            Game expected = g.isNumber() ? g : Cooling.cool(g, g.temperature());
            assertSame(expected, Cooling.freeze(g), g.toString());
            if (!g.isNumber()) {
                assertEquals(g.mean(), Cooling.freeze(g).mean(), "freezing keeps the mean of " + g);
            }
        }
    }

    /** Overheat on the literal form: n ↦ n·s, else {∫F^L + t | ∫F^R - t}. */
    static Form overheat(Form f, Form s, Form t) {
        Game v = f.value();
        if (v.isInteger()) {
            Form out = Form.ZERO;
            int n = v.numberValue().numerator().intValueExact();
            for (int i = 0; i < Math.abs(n); i++) {
                out = out.plus(n > 0 ? s : s.negate());
            }
            return out;
        }
        List<Form> l = new ArrayList<>();
        f.left().forEach(x -> l.add(overheat(x, s, t).plus(t)));
        List<Form> r = new ArrayList<>();
        f.right().forEach(x -> r.add(overheat(x, s, t).plus(t.negate())));
        return Form.of(l, r);
    }

    @Test
    void overheat() {
        Form one = Form.canonical(Game.ONE);
        Form star = Form.canonical(Game.STAR);
        for (Game g : values().keySet()) {
            assertSame(overheat(Form.canonical(g), one, star).value(), Cooling.overheat(g, Game.ONE, Game.STAR),
                    g.toString());
        }
    }
}
