package org.cgcheck.misere;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.cgcheck.rules.HeapGame;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * CGSuite's notation for misère canonical forms: printed exactly as CGSuite prints them (its own
 * test cases, quoted from lib/core/src/test/scala/org/cgsuite/lang/MisereCanonicalGameTestCase.scala,
 * and 97 forms CGSuite printed for us: every form born by day 4, sums of day-3 forms, heaps of
 * Kayles to 14, Dawson's Kayles to 30, Grundy's game to 24), and read back to the same form.
 */
class MisereNotationTest {
    private static MisereCanonicalGame m(String text) {
        return MisereNotation.parse(text);
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "*[0]; *[0]", "*[1]; *[1]", "*[2]; *[2]", "*[[2]]; *[2#]", "*[[[2]]]; *[2##]", "*[[2],0]; *[2#0]",
        "*[[2],1]; *[2#1]", "*[[[2]],[[2],1]]; *[(2#1)2##]", "*[[[2]],[[[2],0],0,1]]; *[((2#0)10)2##]",
        "*[[[2],2,0],[[2],3],1]; *[(2#20)2[#1]1]"})
    void printsCgsuitesOwnTestCases(String input, String expected) {
        MisereCanonicalGame g = m(input);
        assertEquals(expected, g.toString());
        assertSame(g, m(expected), "reads back");
    }

    @Test
    void printsCgsuitesTestCasesMadeWithSums() {
        MisereCanonicalGame two = MisereCanonicalGame.nimHeap(2);
        MisereCanonicalGame star = MisereCanonicalGame.nimHeap(1);
        assertEquals("*[2[2]]", two.plus(two).toString());
        assertEquals("*[2[#2#]]", single(two.plus(m("*[[2]]"))).toString());
        assertEquals("*[4[2#]]", single(MisereCanonicalGame.nimHeap(4).plus(two)).toString());
        MisereCanonicalGame g = MisereCanonicalGame.of(List.of(m("*[[2],1]").plus(star),
                MisereCanonicalGame.of(List.of(m("*[[2]]"), m("*[[2]]").plus(star), m("*[[2],0]")))));
        assertEquals("*[((2#0)2[#1]2#)(2#1)[1]]", g.toString());
        // heaps of 10 or more are written &n; (CGSuite: *[10] and *[[10]] printed)
        assertEquals("*[&10;]", MisereCanonicalGame.nimHeap(10).toString());
        assertEquals("*[&10;#]", single(MisereCanonicalGame.nimHeap(10)).toString());
        assertSame(single(MisereCanonicalGame.nimHeap(10)), m("*[&10;#]"));
    }

    private static MisereCanonicalGame single(MisereCanonicalGame g) {
        return MisereCanonicalGame.of(List.of(g));
    }

    private static final Pattern HEAP = Pattern.compile("game\\.heap\\.(\\w+)\\((\\d+)\\)\\.MisereCanonicalForm");

    @Test
    void printsAsCgsuiteDidForDay4FormsSumsAndHeaps() throws IOException {
        int n = 0;
        for (String line : resourceLines("/misere/cgsuite-misere-forms.tsv")) {
            String[] f = line.split("\t");
            Matcher h = HEAP.matcher(f[0]);
            MisereCanonicalGame g = h.matches()
                    ? MisereForms.heap(HeapGame.named(h.group(1).toLowerCase(java.util.Locale.ROOT)), Integer.parseInt(h.group(2)))
                    : m(f[0]);
            assertEquals(f[1], g.toString(), f[0]);
            n++;
        }
        assertEquals(97, n, "forms CGSuite printed");
    }

    private static List<String> resourceLines(String name) throws IOException {
        try (InputStream in = MisereNotationTest.class.getResourceAsStream(name)) {
            assertNotNull(in, name);
            List<String> out = new ArrayList<>();
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    out.add(line);
                }
            }
            return out;
        }
    }

    @Test
    void everyFormBornByDay4AndEveryHeapTo20ReadsBack() {
        List<MisereCanonicalGame> forms = new ArrayList<>(MisereDays.bornBy(4));
        for (String game : List.of("kayles", "dawsonskayles", "grundysgame", "0.75")) {
            for (int n = 0; n <= 20; n++) {
                forms.add(MisereForms.heap(HeapGame.named(game), n));
            }
        }
        for (MisereCanonicalGame g : forms) {
            String printed = g.toString();
            assertSame(g, m(printed), printed.length() < 300 ? printed : "a form of " + printed.length() + " characters");
        }
    }

    @Test
    void sumsOfDay3FormsReadBackAndEveryPartitionAddsUp() {
        List<MisereCanonicalGame> day3 = MisereDays.bornBy(3);
        List<MisereCanonicalGame> day4 = MisereDays.bornBy(4);
        List<MisereCanonicalGame> sums = new ArrayList<>();
        for (MisereCanonicalGame a : day4) {
            for (MisereCanonicalGame b : day3) {
                sums.add(a.plus(b));
            }
        }
        for (MisereCanonicalGame s : sums) {
            assertSame(s, m(s.toString()), s::toString);
            List<MisereCanonicalGame> parts = MisereParts.partitions(s.evenPart());
            for (int i = 0; i < parts.size(); i += 2) {
                assertSame(s.evenPart(), parts.get(i).plus(parts.get(i + 1)), "a partition of " + s);
            }
        }
        // every even day-4 form is found as a part of its sums with the even day-3 forms
        for (MisereCanonicalGame a : day4) {
            for (MisereCanonicalGame b : day3) {
                if (!a.isOdd() && !b.isOdd()) {
                    assertSame(b, MisereParts.subtract(a.plus(b), a), () -> a + " + " + b + " - " + a);
                }
            }
        }
    }

    @Test
    void oddGamesAreStarAwayFromTheirEvenParts() {
        for (MisereCanonicalGame g : MisereDays.bornBy(4)) {
            assertSame(g, g.plusStar().plusStar());
            assertTrue(g.isOdd() != g.plusStar().isOdd(), g::toString);
            assertEquals(1, Math.abs(g.birthday() - g.plusStar().birthday()), g::toString);
        }
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "*[]; empty", "*[2#; written *[...]", "2#; written *[...]", "*[320]; ambiguous", "*[2[-4]]; not a part",
        "*[2)]; unexpected ')'", "*[&12]; expected ';'", "*[[2],]; ends too soon", "*[&1001;]; too large"})
    void refusesBadTextSayingWhy(String text, String why) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> m(text));
        assertTrue(e.getMessage().contains(why), e.getMessage());
    }
}
