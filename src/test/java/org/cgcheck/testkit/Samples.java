package org.cgcheck.testkit;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.cgcheck.form.Form;
import org.cgcheck.game.Game;

/** Test data built from literal forms only (independent of the universe package). */
public final class Samples {
    private Samples() {
    }

    /** All forms born by day n (n ≤ 2): every pair of subsets of the forms born by day n-1. */
    public static List<Form> formsBornBy(int n) {
        List<Form> forms = List.of(Form.ZERO);
        for (int d = 1; d <= n; d++) {
            List<List<Form>> subsets = subsets(forms);
            List<Form> next = new ArrayList<>();
            for (List<Form> l : subsets) {
                for (List<Form> r : subsets) {
                    next.add(Form.of(l, r));
                }
            }
            forms = next;
        }
        return forms;
    }

    private static List<List<Form>> subsets(List<Form> forms) {
        List<List<Form>> out = new ArrayList<>();
        for (int mask = 0; mask < (1 << forms.size()); mask++) {
            List<Form> s = new ArrayList<>();
            for (int i = 0; i < forms.size(); i++) {
                if ((mask & (1 << i)) != 0) {
                    s.add(forms.get(i));
                }
            }
            out.add(s);
        }
        return out;
    }

    /** Distinct values born by day n, each with one literal form (its first in form order). */
    public static Map<Game, Form> valuesBornBy(int n) {
        Map<Game, Form> out = new LinkedHashMap<>();
        for (Form f : formsBornBy(n)) {
            out.putIfAbsent(f.value(), f);
        }
        return out;
    }

    /** A random literal form of birthday ≤ depth with at most maxOptions options a side. */
    public static Form randomForm(Random rnd, int depth, int maxOptions) {
        if (depth == 0) {
            return Form.ZERO;
        }
        List<Form> l = new ArrayList<>();
        List<Form> r = new ArrayList<>();
        int nl = rnd.nextInt(maxOptions + 1);
        int nr = rnd.nextInt(maxOptions + 1);
        for (int i = 0; i < nl; i++) {
            l.add(randomForm(rnd, rnd.nextInt(depth), maxOptions));
        }
        for (int i = 0; i < nr; i++) {
            r.add(randomForm(rnd, rnd.nextInt(depth), maxOptions));
        }
        return Form.of(l, r);
    }
}
