package org.cgcheck.form;

import java.util.ArrayList;
import java.util.List;
import org.cgcheck.game.Game;

/**
 * One level of the textbook reductions on a literal form: remove dominated options (Thm 4.33),
 * bypass reversible options (Thm 4.34). Deeper positions are left as they are.
 */
public final class FormReductions {
    private FormReductions() {
    }

    /** F without its dominated options (of options with equal values, the first in form order stays). */
    public static Form removeDominated(Form f) {
        return Form.of(keepBest(f.left(), true), keepBest(f.right(), false));
    }

    private static List<Form> keepBest(List<Form> opts, boolean left) {
        List<Form> out = new ArrayList<>();
        for (int i = 0; i < opts.size(); i++) {
            Game a = opts.get(i).value();
            boolean dominated = false;
            for (int j = 0; j < opts.size() && !dominated; j++) {
                if (i == j) {
                    continue;
                }
                Game b = opts.get(j).value();
                boolean le = left ? a.leq(b) : b.leq(a);
                // Strictly dominated, or equal with an earlier twin kept instead.
                dominated = le && (a != b || j < i);
            }
            if (!dominated) {
                out.add(opts.get(i));
            }
        }
        return out;
    }

    /** F with every reversible option bypassed, repeatedly, until none is reversible. */
    public static Form bypassReversible(Form f) {
        Game g = f.value();
        List<Form> l = new ArrayList<>(f.left());
        List<Form> r = new ArrayList<>(f.right());
        boolean changed = true;
        while (changed) {
            changed = bypassOne(l, g, true) || bypassOne(r, g, false);
        }
        return Form.of(l, r);
    }

    private static boolean bypassOne(List<Form> opts, Game g, boolean left) {
        for (int i = 0; i < opts.size(); i++) {
            Form a = opts.get(i);
            for (Form ar : left ? a.right() : a.left()) {
                if (left ? ar.value().leq(g) : g.leq(ar.value())) {
                    opts.remove(i);
                    for (Form x : left ? ar.left() : ar.right()) {
                        if (!opts.contains(x)) {
                            opts.add(x);
                        }
                    }
                    return true;
                }
            }
        }
        return false;
    }
}
