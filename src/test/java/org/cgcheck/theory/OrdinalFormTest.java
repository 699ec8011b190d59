package org.cgcheck.theory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.cgcheck.form.Form;
import org.cgcheck.game.Game;
import org.cgcheck.eval.Interpreter;
import org.cgcheck.lang.Parser;
import org.cgcheck.testkit.Samples;
import org.junit.jupiter.api.Test;

/** Issue 13: G : H on a literal form uses that form (the base's options as written). */
class OrdinalFormTest {
    static String eval(String src) {
        return String.valueOf(new Interpreter().eval(Parser.parse(src)));
    }

    @Test
    void theIssuesExamples() {
        assertEquals("1/2", eval("{-1|1} : 1"));
        assertEquals("1", eval("0 : 1"));
        assertEquals("1/2", eval("ordinal({-1|1}, 1)"));
        assertEquals("1", eval("ordinal(0, 1)"));
        assertEquals("-1/2", eval("{-1|1} : -1"));
    }

    @Test
    void aFormVariableKeepsItsForm() {
        Form f = (Form) new Interpreter().evalForm(Parser.parse("{-1|1}"));
        Object v = new Interpreter(Map.of("F", f)).eval(Parser.parse("F : 1"));
        assertEquals("1/2", String.valueOf(v));
    }

    /** The definition on literal forms, {F^L, F:H^L | F^R, F:H^R}, built as a form and then valued. */
    static Form naive(Form f, Form h) {
        List<Form> l = new ArrayList<>(f.left());
        h.left().forEach(x -> l.add(naive(f, x)));
        List<Form> r = new ArrayList<>(f.right());
        h.right().forEach(x -> r.add(naive(f, x)));
        return Form.of(l, r);
    }

    @Test
    void everyFormBornByTwoAgainstTheDefinition() {
        for (Form f : Samples.formsBornBy(2)) {
            for (Game h : Samples.valuesBornBy(2).keySet()) {
                assertSame(naive(f, Form.canonical(h)).value(), OrdinalSum.of(f, h), f + " : " + h);
            }
        }
    }

    @Test
    void valuesKeepTodaysBehaviour() {
        for (Game g : Samples.valuesBornBy(2).keySet()) {
            for (Game h : Samples.valuesBornBy(2).keySet()) {
                assertSame(OrdinalSum.of(g, h), OrdinalSum.of(Form.canonical(g), h), g + " : " + h);
            }
        }
    }
}
