package org.cgcheck.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.cgcheck.fn.Builtin;
import org.junit.jupiter.api.Test;

/** The table of built-in functions is loaded family by family: that must not change what a name means. */
class FunctionsTableTest {
    @Test
    void noNameIsInTwoFamiliesButLengthAndCountWhichMeasureListsToo() {
        Map<String, Integer> seen = new HashMap<>();
        List<List<Builtin>> families = Functions.families();
        for (int i = 0; i < families.size(); i++) {
            for (Builtin f : families.get(i)) {
                Integer before = seen.put(f.name().toLowerCase(), i);
                if (!f.name().equals("length") && !f.name().equals("count")) {
                    assertNull(before, f.name() + " is in families " + before + " and " + i);
                }
            }
        }
        assertEquals(seen.size(), Functions.all().size());
        assertEquals("3", Eval.value("length([4, 5, 6])"));
        assertEquals("2", Eval.value("length(\"ab\")"));
        assertEquals("3", Eval.value("count([4, 5, 6])"));
        assertEquals("2", Eval.value("count({0, *})"));
        for (String name : new String[] {"length", "count"}) {
            assertSame(Functions.lookup(name), Functions.all().stream().filter(f -> f.name().equals(name)).findFirst()
                    .orElseThrow());
        }
    }

    @Test
    void lookupFindsEveryFunctionByAnyCase() {
        for (Builtin f : Functions.all()) {
            assertSame(f, Functions.lookup(f.name().toLowerCase()));
            assertSame(f, Functions.lookup(f.name().toUpperCase()));
        }
        assertNull(Functions.lookup("nosuchfunction"));
    }
}
