package org.cgcheck.misere;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.cgcheck.form.Form;
import org.cgcheck.rules.HeapGame;
import org.cgcheck.universe.Universe;
import org.junit.jupiter.api.Test;

/**
 * The engine's sums and heap forms (interned, on even parts, memoised) against the old way: the
 * literal sum of two literal forms, canonicalised option by option, and brute-force misère play
 * on literal trees (MisereReference).
 */
class MisereSumTest {
    @Test
    void sumsAgreeWithCanonicalisingTheLiteralSum() {
        List<Form> day3 = Universe.impartialFormsBornBy(3);
        List<Form> day4 = Universe.impartialFormsBornBy(4);
        Random r = new Random(32);
        for (int i = 0; i < 2000; i++) {
            Form a = r.nextBoolean() ? day3.get(r.nextInt(day3.size())) : day4.get(r.nextInt(day4.size()));
            Form b = day3.get(r.nextInt(day3.size()));
            MisereCanonicalGame sum = MisereForms.canonical(a).plus(MisereForms.canonical(b));
            assertSame(MisereForms.canonical(a.plus(b)), sum, () -> a + " + " + b);
            assertEquals(MisereReference.grundyMinus(a.plus(b)), sum.misereGrundy(), () -> a + " + " + b);
        }
        for (MisereCanonicalGame g : MisereDays.bornBy(4)) {
            for (MisereCanonicalGame h : MisereDays.bornBy(4)) {
                assertSame(MisereForms.canonical(g.toForm().plus(h.toForm())), g.plus(h), () -> g + " + " + h);
            }
        }
    }

    /** Heap n from its rules as a literal tree: a move leaves the literal sum of the heaps left. */
    private static Form literalHeap(HeapGame rules, int n, List<Form> memo) {
        while (memo.size() <= n) {
            List<Form> os = new ArrayList<>();
            for (List<Integer> leaves : rules.heapMoves(memo.size())) {
                Form f = Form.ZERO;
                for (int h : leaves) {
                    f = f.plus(memo.get(h));
                }
                os.add(f);
            }
            memo.add(Form.of(os, os));
        }
        return memo.get(n);
    }

    @Test
    void heapFormsAgreeWithTheLiteralTreesOfTheRules() {
        for (String game : List.of("kayles", "dawsonskayles", "grundysgame", "0.75")) {
            HeapGame rules = HeapGame.named(game);
            List<Form> memo = new ArrayList<>();
            for (int n = 0; n <= 9; n++) {
                Form literal = literalHeap(rules, n, memo);
                MisereCanonicalGame g = MisereForms.heap(rules, n);
                assertSame(MisereForms.canonical(literal), g, game + " " + n);
                assertSame(g, MisereForms.canonical(rules.heap(n)), game + " " + n + " as a position");
                if (n <= 7) {
                    assertEquals(MisereReference.grundyMinus(literal), g.misereGrundy(), game + " " + n);
                }
            }
        }
    }

    /** G⁻ of a sum by play on pairs (SumGrundy) against G⁻ of the canonical sum. */
    @Test
    void sumGrundyAgreesWithTheCanonicalSum() {
        List<MisereCanonicalGame> forms = new ArrayList<>(MisereDays.bornBy(4));
        HeapGame kayles = HeapGame.named("kayles");
        HeapGame grundy = HeapGame.named("grundysgame");
        for (int n = 0; n <= 10; n++) {
            forms.add(MisereForms.heap(kayles, n));
            forms.add(MisereForms.heap(grundy, n));
        }
        for (MisereCanonicalGame g : forms) {
            for (MisereCanonicalGame h : forms) {
                assertEquals(g.plus(h).misereGrundy(), SumGrundy.of(g, h), () -> g + " + " + h);
            }
        }
        assertEquals(forms.get(30).plus(forms.get(31)).plus(forms.get(40)).misereGrundy(),
                SumGrundy.of(List.of(forms.get(30), forms.get(31), forms.get(40))));
        assertEquals(MisereForms.heap(kayles, 14).plus(MisereForms.heap(grundy, 14)).misereGrundy(),
                MisereForms.misereGrundy(org.cgcheck.rules.SumPosition.of(kayles.heap(14), grundy.heap(14))));
    }
}
