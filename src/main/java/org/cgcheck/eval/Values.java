package org.cgcheck.eval;

import java.math.BigInteger;
import org.cgcheck.form.Form;
import org.cgcheck.fn.Args;
import org.cgcheck.fn.BadCall;
import org.cgcheck.lang.Pos;
import org.cgcheck.lang.SyntaxError;
import org.cgcheck.game.Game;
import org.cgcheck.game.Outcome;
import org.cgcheck.fn.GameSet;
import org.cgcheck.lang.Expr;

/**
 * Run-time values of expressions: {@link Game}, {@link BigInteger} (integers), {@link Boolean},
 * {@link Outcome}, {@link Form}. Integers coerce to games and forms to their values where a game
 * is expected; both coercions preserve order and sums, so results do not depend on them.
 */
public final class Values {
    private Values() {
    }

    /** Largest nimber index written in a claim (the engine holds nimbers in closed form, up to *131071). */
    public static final int MAX_NIMBER = org.cgcheck.game.Limits.MAX_NIMBER;

    public static Game game(Object v, Pos pos, String what) {
        if (v instanceof Game g) {
            return g;
        }
        try {
            return Args.game(v, what);
        } catch (BadCall e) {
            throw new SyntaxError(e.getMessage(), pos);
        }
    }

    /** The game value of an operand of a binary operator (message built only on error). */
    public static Game operand(Object v, Expr.Binary b, boolean left) {
        if (v instanceof Game g) {
            return g;
        }
        Pos pos = left ? b.left().pos() : b.right().pos();
        return game(v, pos, "the " + (left ? "left" : "right") + " side of '" + b.op().symbol + "'");
    }

    public static BigInteger integer(Object v, Pos pos, String what) {
        if (v instanceof BigInteger n) {
            return n;
        }
        try {
            return Args.integer(v, what);
        } catch (BadCall e) {
            throw new SyntaxError(e.getMessage(), pos);
        }
    }

    public static boolean bool(Object v, Pos pos, String what) {
        if (v instanceof Boolean b) {
            return b;
        }
        throw new SyntaxError(what + " must be true or false, not " + typeName(v), pos);
    }

    public static Form form(Object v, Pos pos, String what) {
        if (v instanceof Form f) {
            return f;
        }
        try {
            return Args.form(v, what);
        } catch (BadCall e) {
            throw new SyntaxError(e.getMessage(), pos);
        }
    }

    /** The static type of a run-time value (a worksheet variable's, for the type checker). */
    public static org.cgcheck.lang.Type typeOf(Object v) {
        if (v instanceof BigInteger) {
            return org.cgcheck.lang.Type.INT;
        }
        if (v instanceof Form || v instanceof org.cgcheck.rules.Position) {
            return org.cgcheck.lang.Type.FORM;
        }
        if (v instanceof Boolean) {
            return org.cgcheck.lang.Type.BOOL;
        }
        if (v instanceof Outcome || v instanceof org.cgcheck.loopy.LoopyOutcomeClass) {
            return org.cgcheck.lang.Type.OUTCOME;
        }
        if (v instanceof String) {
            return org.cgcheck.lang.Type.STRING;
        }
        if (v instanceof GameSet || v instanceof LoopySet) {
            return org.cgcheck.lang.Type.SET;
        }
        if (v instanceof ExplicitGame || v instanceof ExplicitFunctions.Options) {
            return v instanceof ExplicitGame ? org.cgcheck.lang.Type.EXPLICIT : org.cgcheck.lang.Type.EXPLICIT_OPTIONS;
        }
        if (v instanceof org.cgcheck.game.Thermograph) {
            return org.cgcheck.lang.Type.THERMOGRAPH;
        }
        if (v instanceof org.cgcheck.theory.UptimalText) {
            return org.cgcheck.lang.Type.EXPANSION;
        }
        if (v instanceof Player) {
            return org.cgcheck.lang.Type.PLAYER;
        }
        if (v instanceof org.cgcheck.loopy.SidedValue) {
            return org.cgcheck.lang.Type.LOOPY;
        }
        if (v instanceof org.cgcheck.fn.MisereForm m) {
            return m.dicot() ? org.cgcheck.lang.Type.DICOT_MISERE : org.cgcheck.lang.Type.MISERE;
        }
        if (v instanceof Strings.Words) {
            return org.cgcheck.lang.Type.STRINGS;
        }
        if (v instanceof IntList) {
            return org.cgcheck.lang.Type.LIST;
        }
        if (v instanceof GameList) {
            return org.cgcheck.lang.Type.GAMES;
        }
        if (v instanceof ListFunctions.Sublists) {
            return org.cgcheck.lang.Type.LISTS;
        }
        if (v instanceof Game g && g.isInteger()) {
            return org.cgcheck.lang.Type.INT;       // an integer-valued game stands where an integer is wanted
        }
        return v instanceof Game g && g.isNumber() ? org.cgcheck.lang.Type.NUMBER : org.cgcheck.lang.Type.GAME;
    }

    /** Values compared only for equality: sets, thermographs, uptimal expansions. */
    static boolean equalityOnly(Object v) {
        return v instanceof GameSet || v instanceof LoopySet || v instanceof Player || v instanceof String || v instanceof org.cgcheck.game.Thermograph
                || v instanceof org.cgcheck.theory.UptimalText;
    }

    public static String typeName(Object v) {
        return Args.typeName(v);
    }

    /** Printed form of a result: games in CGSuite notation, booleans true/false, outcomes L/R/N/P. */
    public static String print(Object v) {
        return String.valueOf(v);
    }

    public static int nimberIndex(Object v, Pos pos) {
        BigInteger n = integer(v, pos, "a nimber's index");
        if (n.signum() < 0) {
            throw new SyntaxError("a nimber's index must be non-negative, got " + n, pos);
        }
        if (n.bitLength() > 31 || n.intValue() > MAX_NIMBER) {     // no BigInteger per call
            throw new SyntaxError("nimber *" + n + " is too large (limit *" + MAX_NIMBER + ")", pos);
        }
        return n.intValueExact();
    }

    /** Options written in braces, as forms; an option that is not a game is refused where it is written. */
    static java.util.List<Form> optionForms(java.util.List<Object> vs, java.util.List<Expr> es) {
        java.util.List<Form> out = new java.util.ArrayList<>();
        for (int i = 0; i < vs.size(); i++) {
            out.add(form(vs.get(i), es.get(i).pos(), "an option"));
        }
        return out;
    }

    /** Options written in braces, as canonical games; as {@link #optionForms}. */
    static java.util.List<Game> optionGames(java.util.List<Object> vs, java.util.List<Expr> es) {
        java.util.List<Game> out = new java.util.ArrayList<>();
        for (int i = 0; i < vs.size(); i++) {
            out.add(game(vs.get(i), es.get(i).pos(), "an option"));
        }
        return out;
    }
}
