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
    void noNameIsInTwoFamilies() {
        Map<String, Integer> seen = new HashMap<>();
        List<List<Builtin>> families = Functions.families();
        for (int i = 0; i < families.size(); i++) {
            for (Builtin f : families.get(i)) {
                Integer before = seen.put(f.name().toLowerCase(), i);
                assertNull(before, f.name() + " is in families " + before + " and " + i);
            }
        }
        assertEquals(seen.size(), Functions.all().size());
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
