package org.cgcheck.eval;

import java.util.ArrayList;
import java.util.List;
import org.cgcheck.fn.BadCall;
import org.cgcheck.lang.Pos;
import org.cgcheck.loopy.SidedValue;

/**
 * The value (CGSuite's GameValue) of an explicit game with a stopper part, and its outcome class:
 * a sum's value is the sum of its parts' values, braces' value the loopy braces of their options'
 * values, a part without a loopy part its canonical form. Other compounds with a stopper part
 * (ordinal sums and products, conjunctive and selective sums) are not valued here.
 */
final class ExplicitLoopyValues {
    private ExplicitLoopyValues() {
    }

    /** gamevalue / outcome of x with a loopy part, or null when x has none (the canonical form answers). */
    static Object apply(String name, Object x, Pos pos) {
        if (!(name.equals("gamevalue") || name.equals("outcome")) || ExplicitGame.loopyPart(x) == null) {
            return null;
        }
        SidedValue v = value(x, pos);
        return name.equals("gamevalue") ? v : LoopyValues.outcomeClass(v);
    }

    private static SidedValue value(Object x, Pos pos) {
        if (x instanceof SidedValue s) {
            return s;
        }
        if (ExplicitGame.loopyPart(x) == null) {
            return LoopyValues.of(ExplicitGame.canonical(ExplicitGame.part(x)), "a part");
        }
        if (x instanceof ExplicitGame.Compound c && c.kind() == ExplicitGame.Kind.SUM) {
            return value(c.g(), pos).plus(value(c.h(), pos));
        }
        if (x instanceof ExplicitGame.Braces b) {
            return LoopyValues.braces(values(b.left(), pos), values(b.right(), pos), pos);
        }
        String what = x instanceof ExplicitGame.Compound c ? c.kind().symbol : "-";
        throw new BadCall("the value of " + x + " is not computed here: a '" + what + "' with a loopy part"
                + " (sums and braces with a stopper have one)");
    }

    private static List<Object> values(List<Object> options, Pos pos) {
        List<Object> out = new ArrayList<>();
        for (Object o : options) {
            out.add(value(o, pos));
        }
        return out;
    }
}
