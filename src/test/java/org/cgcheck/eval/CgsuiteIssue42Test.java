package org.cgcheck.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.cgcheck.lang.CgsuiteMethods;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.Parser;
import org.cgcheck.lang.PropertyCalls;
import org.cgcheck.lang.SyntaxError;
import org.junit.jupiter.api.Test;

/**
 * Issue 42, items 1 and 3, against CGSuite: every row of the tables CGSuite 2.2 computed
 * (/tmp/cgsuite/cgs-eval) for misère canonical forms (cgsuite-misere-properties.tsv) and integers
 * (cgsuite-integers.tsv), and the misère properties of other values (cgsuite-properties-of-other-values.tsv:
 * nimbers, integers, partizan games, mostly refused as in CGSuite) comes out the same from eval, in CGSuite's syntax and, for a postfix
 * property, as the function call; a row CGSuite refused ({@code !!}) is a located error here.
 */
class CgsuiteIssue42Test {
    static String eval(String src) {
        Expr e = Parser.parse(src);
        TypeChecker.infer(e, Map.of());
        return Values.print(new Interpreter().eval(e));
    }

    private static List<String[]> rows(String resource) throws IOException {
        List<String[]> out = new ArrayList<>();
        try (InputStream in = CgsuiteIssue42Test.class.getResourceAsStream(resource)) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    out.add(line.split("\t", -1));
                }
            }
        }
        return out;
    }

    private static final Pattern POSTFIX = Pattern.compile("(\\(.*\\))\\.([A-Za-z]+)");

    /** (G).Name as name(G), through the tables the language uses. */
    private static String functionSyntax(String expression) {
        Matcher m = POSTFIX.matcher(expression);
        if (!m.matches()) {
            return null;
        }
        String fn = PropertyCalls.FUNCTIONS.getOrDefault(m.group(2), CgsuiteMethods.FUNCTIONS.get(m.group(2)));
        return (fn == null ? m.group(2).toLowerCase() : fn) + m.group(1);
    }

    private static int agree(String resource, int expected) throws IOException {
        return agree(resource, expected, true);
    }

    /** Function syntax reads any impartial form played misère (istame(*2)), where CGSuite's postfix wants a misère form. */
    private static int agree(String resource, int expected, boolean functionSyntaxToo) throws IOException {
        List<String> wrong = new ArrayList<>();
        int n = 0;
        for (String[] row : rows(resource)) {
            List<String> sources = new ArrayList<>(List.of(row[0]));
            String call = functionSyntax(row[0]);
            if (call != null && functionSyntaxToo) {
                sources.add(call);
            }
            for (String src : sources) {
                String got;
                try {
                    got = eval(src);
                } catch (SyntaxError e) {
                    got = "!!" + e.getMessage();
                }
                boolean ok = row[1].startsWith("!!") ? got.startsWith("!!") : got.equals(row[1]);
                if (!ok) {
                    wrong.add(src + "\n  CGSuite: " + row[1] + "\n  cgcheck: " + got);
                }
            }
            n++;
        }
        assertTrue(wrong.isEmpty(), wrong.size() + " disagreements, first: " + (wrong.isEmpty() ? "" : wrong.get(0)));
        assertEquals(expected, n, "rows in " + resource);
        return n;
    }

    @Test
    void misereFormsAnswerAsCgsuite() throws IOException {
        agree("/misere/cgsuite-misere-properties.tsv", 10500);
    }

    @Test
    void otherValuesAnswerOrAreRefusedAsCgsuite() throws IOException {
        agree("/misere/cgsuite-properties-of-other-values.tsv", 144, false);
    }

    @Test
    void integersAnswerAsCgsuite() throws IOException {
        agree("/oracle/cgsuite-integers.tsv", INTEGER_ROWS);
    }

    static final int INTEGER_ROWS = 2000;

    @Test
    void refusalsAreLocated() {
        SyntaxError e = assertThrows(SyntaxError.class, () -> eval("11 NimSum -1"));
        assertEquals(4, e.pos().col());
        e = assertThrows(SyntaxError.class, () -> eval("0.NimInverse"));
        assertEquals(3, e.pos().col());
        e = assertThrows(SyntaxError.class, () -> eval("17.Div(0)"));
        assertEquals(4, e.pos().col());
        e = assertThrows(SyntaxError.class, () -> eval("(*3).IsTame"));       // CGSuite: not a Nimber's method
        assertEquals(6, e.pos().col());
        assertEquals("{0,*,*2}", eval("(*3).Options"));     // a short game's options, as CGSuite prints them
        assertEquals("true", eval("istame(*3)"));          // the function reads *3 played misère
    }

    @Test
    void infixBindsLooserThanSumsAndLeftToRight() {
        assertEquals("0", eval("1 + 2 NimSum 3"));
        assertEquals("11", eval("3 NimSum 5 NimProduct 2"));
        assertEquals("true", eval("11 NimProduct 8 == 9"));
    }
}
