package org.cgcheck.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The dicot built-ins and the "dicot misere" domain from the command line: answers, located errors, exit codes. */
class DicotLanguageTest {
    private static BadInputTest.Run eval(String expr) {
        return BadInputTest.run("eval", expr);
    }

    @Test
    void argumentsAreReadAsLiteralForms() {
        assertEquals("true", eval("miseredicotequal({*|*}, 0)").out().strip());
        assertEquals("false", eval("miseredicotequal(*2 + *2, 0)").out().strip());   // the literal sum, not 0
        assertEquals("true", eval("miseredicotequal({0|*} - {0|*}, 0)").out().strip());
        assertEquals("{*2,*3|*2,*3}", eval("miseredicotcanonicalform(*2 + *2)").out().strip());
        assertEquals("false", eval("isdicot({{{|0}|}|0})").out().strip());
        assertEquals("true", eval("isdicotic({{{|0}|}|0})").out().strip());   // a value: * is dicotic
    }

    @Test
    void aNonDicotIsALocatedErrorNamingTheFollower() {
        BadInputTest.Run r = eval("not miseredicotge({0|*}, {{1|0}|0})");
        assertEquals(2, r.code(), r.out() + r.err());
        assertTrue(r.out().matches("(?s)error: <expr>:1:5: miseredicotge: argument 2 \\(.+\\) is not a dicot:"
                + " its follower 1 has moves for Left only.*"), r.out());
        assertFalse(r.err().contains("Exception"), r.err());
        assertEquals(2, eval("miseredicotcount(4)").code());
        assertEquals(2, eval("miseredicotcanonicalform(game.heap.Kayles(3))").code());
    }

    @Test
    void theDomainOfReducedDicots() throws Exception {
        Path f = Files.createTempFile("dicot", ".cgt");
        Files.writeString(f, "theorem t forall G dicot misere born by 2: miseredicotcanonicalform(G) === G\n"
                + "refuted u forall G, H dicot misere born by 2: miseredicotge(G, H) or miseredicotge(H, G)\n");
        BadInputTest.Run r = BadInputTest.run("check", f.toString());
        assertEquals(0, r.code(), r.out());
        assertTrue(r.out().contains("(9 cases"), r.out());
        Files.writeString(f, "theorem t forall G dicot born by 2: isdicot(G)\n");
        r = BadInputTest.run("check", f.toString());
        assertEquals(2, r.code(), r.out());
        assertTrue((r.out() + r.err()).contains("expected 'misere' after 'dicot'"), r.out() + r.err());
    }
}
