package org.cgcheck.misere;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.cgcheck.rules.HeapGame;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The genus as CGSuite prints it (shortened by phylum) against CGSuite: its own test cases
 * (MisereCanonicalGameTestCase.scala) and the 98 genera CGSuite 2.2 printed for us (forms born by
 * day 4, sums, heaps of Kayles, Dawson's Kayles and Grundy's game to 20). The full Winning Ways
 * genus stays what genus(F) prints.
 */
class MisereGenusTest {
    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {"*[0]; 0", "*[1]; 1", "*[2]; 2", "*[[2]]; 0^0", "*[[[2]]]; 1^1",
        "*[[2],0]; 1^2", "*[[2],1]; 2^1420", "*[[[2]],[[2],1]]; 0^0", "*[[[2]],[[[2],0],0,1]]; 0^0",
        "*[[[2],2,0],[[2],3],1]; 0^2"})
    void shortensAsCgsuitesOwnTestCases(String form, String genus) {
        assertEquals(genus, MisereNotation.parse(form).shortGenus());
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {"*[0]; *[1]", "*[1]; *[0]", "*[2]; *[2]", "*[[2]]; *[2#]",
        "*[[2],0]; *[2#1]", "*[[2],1]; *[2#0]", "*[[[2]],[[2],1]]; *[(2#0)2##]",
        "*[[[2]],[[[2],0],0,1]]; *[((2#1)10)2##]", "*[[[2],2,0],[[2],3],1]; *[(2#21)2[#1]0]"})
    void matesAsCgsuite(String form, String mate) {
        assertEquals(mate, MisereNotation.parse(form).mate().toString());
    }

    @Test
    void tameableButNotGenerallyTameIsPrintedInFull() {
        MisereCanonicalGame star = MisereCanonicalGame.nimHeap(1);
        MisereCanonicalGame g = MisereCanonicalGame.of(java.util.List.of(MisereNotation.parse("*[[2],1]").plus(star),
                MisereCanonicalGame.of(java.util.List.of(MisereNotation.parse("*[[2]]"),
                        MisereNotation.parse("*[[2]]").plus(star), MisereNotation.parse("*[[2],0]")))));
        assertEquals("0^120", g.shortGenus());
        assertEquals(Phylum.TAMEABLE, g.phylum());
    }

    private static final Pattern HEAP = Pattern.compile("game\\.heap\\.(\\w+)\\((\\d+)\\)\\.MisereCanonicalForm\\.Genus");

    @Test
    void shortensAsCgsuiteDid() throws IOException {
        int n = 0;
        try (InputStream in = MisereGenusTest.class.getResourceAsStream("/misere/cgsuite-misere-genus.tsv")) {
            assertNotNull(in);
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] f = line.split("\t");
                Matcher h = HEAP.matcher(f[0]);
                MisereCanonicalGame g = h.matches()
                        ? MisereForms.heap(HeapGame.named(h.group(1).toLowerCase(java.util.Locale.ROOT)),
                                Integer.parseInt(h.group(2)))
                        : MisereNotation.parse(f[0].substring(1, f[0].length() - ").Genus".length()));
                assertEquals(f[1], g.shortGenus(), f[0]);
                n++;
            }
        }
        assertEquals(98, n);
    }
}
