package org.cgcheck.fn;

import java.math.BigInteger;
import org.cgcheck.form.Form;
import org.cgcheck.game.Dyadic;
import org.cgcheck.game.Game;
import org.cgcheck.game.Outcome;

/**
 * Coercions of run-time values (games, integers, forms, booleans, strings, positions) for
 * built-in functions. Integers coerce to games and forms to their values; both coercions preserve
 * order and sums, so results do not depend on them. A wrong kind is a {@link BadCall}.
 */
public final class Args {
    private Args() {
    }

    public static Game game(Object v, String what) {
        if (v instanceof Game g) {
            return g;
        }
        if (v instanceof BigInteger n) {
            return Game.number(Dyadic.integer(n));
        }
        if (v instanceof Form f) {
            return f.value();
        }
        if (v instanceof Valued p) {
            return p.value();
        }
        if (v instanceof MisereForm m) {
            throw new BadCall(what + " must be a game (a normal-play value), not " + m.typeName() + " (" + m.convention()
                    + "); canonical(G) is a form's normal-play value");
        }
        throw new BadCall(what + " must be a game, not " + typeName(v));
    }

    public static BigInteger integer(Object v, String what) {
        if (v instanceof BigInteger n) {
            return n;
        }
        if (v instanceof Game g && g.isInteger()) {
            return g.numberValue().numerator();
        }
        throw new BadCall(what + " must be an integer, not " + (v instanceof Game g ? "the game " + g : typeName(v)));
    }

    public static boolean bool(Object v, String what) {
        if (v instanceof Boolean b) {
            return b;
        }
        throw new BadCall(what + " must be true or false, not " + typeName(v));
    }

    public static String string(Object v, String what) {
        if (v instanceof String s) {
            return s;
        }
        throw new BadCall(what + " must be a string, not " + typeName(v));
    }

    public static Form form(Object v, String what) {
        if (v instanceof Form f) {
            return f;
        }
        if (v instanceof MisereForm m) {        // a misère form is a form, read as written
            return m.form();
        }
        Form written = v instanceof Valued w ? w.literal() : null;
        if (written != null) {
            return written;
        }
        if (v instanceof Game || v instanceof BigInteger || v instanceof Valued) {
            try {
                return Form.canonical(game(v, what));
            } catch (IllegalArgumentException e) {
                throw new BadCall(e.getMessage());
            }
        }
        throw new BadCall(what + " must be a game form, not " + typeName(v));
    }

    public static String typeName(Object v) {
        if (v instanceof Game) {
            return "a game";
        }
        if (v instanceof BigInteger) {
            return "an integer";
        }
        if (v instanceof Boolean) {
            return "a boolean";
        }
        if (v instanceof Outcome || v instanceof org.cgcheck.loopy.LoopyOutcomeClass) {
            return "an outcome class";
        }
        if (v instanceof Form) {
            return "a form";
        }
        if (v instanceof String) {
            return "a string";
        }
        if (v instanceof GameSet) {
            return "a set of games";
        }
        if (v instanceof org.cgcheck.game.Thermograph) {
            return "a thermograph";
        }
        if (v instanceof org.cgcheck.loopy.SidedValue) {
            return "a loopy game";
        }
        if (v instanceof Typed t) {
            return t.typeName();
        }
        return v == null ? "nothing" : v.getClass().getSimpleName();
    }
}
