package org.cgcheck.testkit;

import java.util.HashMap;
import java.util.Map;
import org.cgcheck.form.Form;

/**
 * The obviously-correct reference: Conway's recursive definition of ≤ on literal game trees,
 * with no canonical forms, no closed forms and no number avoidance. Slow, and meant to be.
 */
public final class Reference {
    private final Map<Long, Boolean> memo = new HashMap<>();

    /** G ≤ H iff no G^L with H ≤ G^L and no H^R with H^R ≤ G. */
    public boolean leq(Form g, Form h) {
        long key = ((long) g.id() << 32) | (h.id() & 0xffffffffL);
        Boolean m = memo.get(key);
        if (m != null) {
            return m;
        }
        boolean result = true;
        for (Form gl : g.left()) {
            if (leq(h, gl)) {
                result = false;
                break;
            }
        }
        if (result) {
            for (Form hr : h.right()) {
                if (leq(hr, g)) {
                    result = false;
                    break;
                }
            }
        }
        memo.put(key, result);
        return result;
    }

    public boolean equal(Form g, Form h) {
        return leq(g, h) && leq(h, g);
    }
}
