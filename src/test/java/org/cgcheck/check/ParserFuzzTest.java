package org.cgcheck.check;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import org.cgcheck.lang.ClaimParser;
import org.cgcheck.lang.SyntaxError;
import org.junit.jupiter.api.Test;
import org.cgcheck.eval.Programs;

/** Random mutations of valid claim files never crash the parser: errors only, each located. */
class ParserFuzzTest {
    private static final String ALPHABET = "{}|,()*^v+-=<>:.0123456789 \n\"#abcGHnm[]";
    /** Issue 36's syntax: lists, *{...}, a lone if, aggregates. */
    private static final String LISTS = """
            define sub(S: list, n: integer) = *{ sub(S, n - k) for k in S if k <= n }
            define one(n: integer) = { 0 if n == 1 | }
            theorem l forall S in subsets([1, 2, 3]): mex(k for k in S) <= 3 and count(k in S if k > 1) <= 2
            theorem m forall n in 0..5: [k for k in 0..n][n] == n and sub([1, 2], n) == *(n mod 3)
            """;

    @Test
    void mutatedFilesGiveLocatedErrorsNeverExceptions() throws IOException {
        String base = Files.readString(Path.of("theorems/general-laws.cgt")) + Files.readString(Path.of("theorems/ups-dicotic.cgt"))
                + LISTS;
        Random rnd = new Random(12345);
        for (int i = 0; i < 3000; i++) {
            StringBuilder sb = new StringBuilder(base);
            int edits = 1 + rnd.nextInt(4);
            for (int k = 0; k < edits; k++) {
                int at = rnd.nextInt(sb.length());
                switch (rnd.nextInt(3)) {
                    case 0 -> sb.deleteCharAt(at);
                    case 1 -> sb.insert(at, ALPHABET.charAt(rnd.nextInt(ALPHABET.length())));
                    default -> sb.setCharAt(at, ALPHABET.charAt(rnd.nextInt(ALPHABET.length())));
                }
            }
            String src = sb.toString();
            ClaimParser.Result r = Programs.parse(src, "fuzz.cgt");
            for (SyntaxError e : r.errors()) {
                assertTrue(e.pos() != null && e.pos().line() >= 1 && e.getMessage() != null, "located error");
                e.caret(src);
            }
            assertTrue(r.errors().isEmpty() != r.claims().isEmpty() || r.claims().isEmpty());
        }
    }
}
