package org.cgcheck.theory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.cgcheck.form.Form;
import org.cgcheck.game.Dyadic;
import org.cgcheck.game.Game;
import org.cgcheck.testkit.Samples;
import org.junit.jupiter.api.Test;

/**
 * Each theory function against its definition evaluated naively on literal forms, for every
 * value born by day 2 and random values born by day 3 (each given by a non-canonical form).
 */
class NaiveDefinitionsTest {
    static List<Form> samples() {
        List<Form> out = new ArrayList<>(Samples.formsBornBy(2));
        Random rnd = new Random(3);
        for (int i = 0; i < 150; i++) {
            out.add(Samples.randomForm(rnd, 3, 3));
        }
        return out;
    }

    static Dyadic leftStop(Form f) {
        if (f.value().isNumber()) {
            return f.value().numberValue();
        }
        Dyadic best = null;
        for (Form x : f.left()) {
            Dyadic s = rightStop(x);
            best = best == null ? s : best.max(s);
        }
        return best;
    }

    static Dyadic rightStop(Form f) {
        if (f.value().isNumber()) {
            return f.value().numberValue();
        }
        Dyadic best = null;
        for (Form x : f.right()) {
            Dyadic s = leftStop(x);
            best = best == null ? s : best.min(s);
        }
        return best;
    }

    /** F_* on the literal form: F if F is a number, else {F^L_* + * | F^R_* + *}. */
    public static Form coolStar(Form f) {
        if (f.value().isNumber()) {
            return f;
        }
        Form star = Form.canonical(Game.STAR);
        List<Form> l = new ArrayList<>();
        for (Form x : f.left()) {
            l.add(coolStar(x).plus(star));
        }
        List<Form> r = new ArrayList<>();
        for (Form x : f.right()) {
            r.add(coolStar(x).plus(star));
        }
        return Form.of(l, r);
    }

    /** p(H) on the canonical form. */
    public static Game project(Game h) {
        if (h.isNumber()) {
            return h;
        }
        if (h.isNumberUpStar() && h.upMultiple() == 0 && h.nimberPart() == 1) {
            return Game.number(h.numberPart());
        }
        List<Game> l = new ArrayList<>();
        for (Game x : h.leftOptions()) {
            l.add(project(x));
        }
        List<Game> r = new ArrayList<>();
        for (Game x : h.rightOptions()) {
            r.add(project(x));
        }
        return Game.of(l, r);
    }

    static Form ordinal(Form g, Form h) {
        List<Form> l = new ArrayList<>(g.left());
        List<Form> r = new ArrayList<>(g.right());
        for (Form x : h.left()) {
            l.add(ordinal(g, x));
        }
        for (Form x : h.right()) {
            r.add(ordinal(g, x));
        }
        return Form.of(l, r);
    }

    @Test
    void stopsMatchTheRecursiveDefinitionOnForms() {
        for (Form f : samples()) {
            assertEquals(leftStop(f), f.value().leftStop(), "L(" + f + ")");
            assertEquals(rightStop(f), f.value().rightStop(), "R(" + f + ")");
        }
    }

    @Test
    void coolStarAndRcfMatchTheDefinitionsOnForms() {
        for (Form f : samples()) {
            Game cs = coolStar(f).value();
            assertSame(cs, ReducedCanonicalForm.coolStar(f.value()), "G_* of " + f);
            assertSame(project(cs), ReducedCanonicalForm.rcf(f.value()), "rcf of " + f);
        }
    }

    /**
     * G_* and rcf of sums, which the engine memoises on the values themselves: for every pair of
     * values born by day 2, the canonical sum's G_* and rcf against the definitions on the literal
     * sum form, asked twice (the second answer comes from the memo), and the *-projection of G_*
     * against the naive recursion.
     */
    @Test
    void coolStarAndRcfOfSumsMatchTheDefinitionsOnLiteralSums() {
        List<Game> values = new ArrayList<>(new java.util.LinkedHashSet<>(
                Samples.formsBornBy(2).stream().map(Form::value).toList()));
        assertEquals(22, values.size());
        for (Game g : values) {
            for (Game h : values) {
                Form sum = Form.canonical(g).plus(Form.canonical(h));
                Game cs = coolStar(sum).value();
                Game s = g.plus(h);
                for (int asked = 0; asked < 2; asked++) {
                    assertSame(cs, ReducedCanonicalForm.coolStar(s), "G_* of " + sum);
                    assertSame(project(cs), ReducedCanonicalForm.starProjection(cs), "p(G_*) of " + sum);
                    assertSame(project(cs), ReducedCanonicalForm.rcf(s), "rcf of " + sum);
                }
            }
        }
    }

    @Test
    void meanAndTemperatureBoundTheStopsOfMultiples() {
        // n·mean - t ≤ R(nG) ≤ L(nG) ≤ n·mean + t for t = max(temperature, 0): the mean is the
        // limit of the stops of nG / n, approached within the temperature.
        for (Form f : samples()) {
            Game g = f.value();
            Dyadic m = g.mean();
            Dyadic t = g.temperature().max(Dyadic.ZERO);
            Game ng = Game.ZERO;
            for (int n = 1; n <= 4; n++) {
                ng = ng.plus(g);
                Dyadic nm = m.multiply(Dyadic.integer(n));
                assertTrue(ng.rightStop().compareTo(nm.subtract(t)) >= 0, n + "·" + g);
                assertTrue(ng.leftStop().compareTo(nm.add(t)) <= 0, n + "·" + g);
            }
            assertEquals(m, Cooling.cool(g, t.add(Dyadic.ONE)).numberValue(), "cooled past its temperature: " + g);
        }
    }

    @Test
    void ordinalSumMatchesTheDefinitionOnCanonicalForms() {
        List<Form> fs = new ArrayList<>(Samples.valuesBornBy(2).values());
        for (Form g : fs) {
            Form cg = Form.canonical(g.value());
            for (Form h : fs) {
                assertSame(ordinal(cg, h).value(), OrdinalSum.of(g.value(), h.value()), g + " : " + h);
            }
        }
    }

    @Test
    void nortonByIntegersIsRepeatedSum() {
        for (Form f : Samples.valuesBornBy(2).values()) {
            Game u = f.value();
            Game sum = Game.ZERO;
            for (int n = 0; n <= 5; n++) {
                assertSame(sum, Norton.multiply(Game.integer(n), u), n + "." + u);
                sum = sum.plus(u);
            }
        }
    }
}
