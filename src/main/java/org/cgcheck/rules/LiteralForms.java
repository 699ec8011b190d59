package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.cgcheck.form.Form;

/**
 * A position's game as a literal form: its moves, as its rules give them, are the options. What
 * braces keep of a position written among their options ({@code {nim(2) + *2 | 0}}), so the
 * position is itself there too, not its normal-play value.
 */
public final class LiteralForms {
    private LiteralForms() {
    }

    /** The most distinct positions one conversion writes out before it is refused as too large. */
    static final int MAX_POSITIONS = 200_000;

    /** The literal form of the position; IllegalArgumentException when it has too many positions to write. */
    public static Form of(Position p) {
        return of(p, new HashMap<>());
    }

    private static Form of(Position p, Map<String, Form> memo) {
        if (p instanceof FormPosition f) {
            return f.form();
        }
        if (p instanceof SumPosition s) {
            Form sum = Form.ZERO;
            for (Position part : s.parts()) {
                sum = sum.plus(of(part, memo));
            }
            return sum;
        }
        String key = p.ruleset().identity() + ":" + p.key();
        Form known = memo.get(key);
        if (known != null) {
            return known;
        }
        if (memo.size() >= MAX_POSITIONS) {
            throw new IllegalArgumentException(p.expression() + " has more than " + MAX_POSITIONS
                    + " positions; it is too large to write as a literal form");
        }
        List<Form> l = new ArrayList<>();
        for (Position o : p.options(true)) {
            org.cgcheck.game.EvaluationStopped.check();
            l.add(of(o, memo));
        }
        List<Form> r = new ArrayList<>();
        for (Position o : p.options(false)) {
            org.cgcheck.game.EvaluationStopped.check();
            r.add(of(o, memo));
        }
        Form f = Form.of(l, r);
        memo.put(key, f);
        return f;
    }
}
