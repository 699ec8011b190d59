package org.cgcheck.game;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.Random;
import org.cgcheck.form.Form;
import org.cgcheck.eval.Interpreter;
import org.cgcheck.lang.Parser;
import org.cgcheck.testkit.Samples;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class NotationRoundTripTest {
    static Game parse(String s) {
        return org.cgcheck.eval.Values.game(new Interpreter().eval(Parser.parse(s)), null, s);
    }

    @Test
    void everyValueBornByDayTwoReadsBack() {
        for (Game g : Samples.valuesBornBy(2).keySet()) {
            assertSame(g, parse(g.toString()), g.toString());
        }
    }

    @Test
    void randomLargerValuesAndSumsReadBack() {
        Random rnd = new Random(7);
        for (int i = 0; i < 300; i++) {
            Game g = Samples.randomForm(rnd, 3 + rnd.nextInt(2), 3).value();
            Game h = Samples.randomForm(rnd, 3, 3).value();
            for (Game x : new Game[] {g, g.plus(h), g.minus(h)}) {
                assertSame(x, parse(x.toString()), x.toString());
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"^*", "^^*4", "v3*2", "6^*", "9/8*", "1v", "-1^^", "73/16v9*8", "^*6", "^[4]",
        "^<2>*", "v<3>", "+-1", "+-1/2", "+-{3|2}", "+-(1*)", "+-{1,1*}", "Tiny(1)", "Tiny(3/2)", "Tiny({3|1})",
        "2Tiny(2)", "{3||2|1}", "{4|||3|1||0|-2}", "{5||4,{5|4}|3}", "{0,*|-1||-1}", "{1/2|0|||0|-1/2||-1|-3/2}",
        "-1823437481924", "25/16", "-1/2", "*", "0", "Miny(1)"})
    void cgsuiteExamplesPrintAsWritten(String text) {
        assertEquals(text, parse(text).toString());
    }

    @Test
    void optionOrderFollowsCgsuite() {
        String[] opts = {"0", "1", "*", "^", "^*", "^^", "{1|^^}"};
        Game[] games = new Game[opts.length];
        for (int i = 0; i < opts.length; i++) {
            games[opts.length - 1 - i] = parse(opts[i]);
        }
        String[] printed = java.util.Arrays.stream(Notation.sorted(games)).map(Game::toString).toArray(String[]::new);
        assertArrayEquals(opts, printed);
        String[] opts2 = {"-2", "-3/2", "-1", "0", "{0|-3/2}", "Tiny(3/2)"};
        Game[] g2 = new Game[opts2.length];
        for (int i = 0; i < opts2.length; i++) {
            g2[(i * 5) % opts2.length] = parse(opts2[i]);
        }
        assertArrayEquals(opts2, java.util.Arrays.stream(Notation.sorted(g2)).map(Game::toString).toArray());
    }

    @Test
    void hugeNumbersAreExact() {
        Game g = parse("1267650600228229401496703205376 + 1/1024");  // 2^100 + 1/1024
        assertEquals("1298074214633706907132624082305025/1024", g.toString());
        assertEquals(Dyadic.of(java.math.BigInteger.ONE.shiftLeft(110).add(java.math.BigInteger.ONE), 10),
                g.numberValue());
        assertSame(parse("1267650600228229401496703205377"), g.plus(parse("1023/1024")));
        Form small = Form.canonical(parse("5"));
        assertEquals(5, small.birthday());
    }
}
