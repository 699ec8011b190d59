package org.cgcheck.eval;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.cgcheck.form.Form;
import org.cgcheck.game.Dyadic;
import org.cgcheck.game.Game;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.Expr.Op;
import org.cgcheck.lang.SyntaxError;
import org.cgcheck.rules.FormPosition;
import org.cgcheck.rules.Position;
import org.cgcheck.rules.SumPosition;

/**
 * The one game an expression denotes (docs/language.md, "One game per expression"), read where
 * the answer depends on play (the misère functions, {@code left}/{@code right}, {@code show},
 * {@code explore}); normal-play questions keep the interpreter's canonical values, which are
 * the values of these games.
 * <ol>
 * <li>A value in the field's notation ({@code 3}, {@code -1/2}, {@code *3}, {@code ^*6},
 * {@code 1*}, {@code Tiny(2)}) is its canonical form: one term, juxtaposed parts included.</li>
 * <li>Braces build the game with exactly those options, each read by this rule; {@code A + B},
 * {@code A - B}, {@code -A} and {@code n * A} build the sum, difference, negative and copies as
 * written.</li>
 * <li>An explicit game ({@code '{*|*}'}, {@code G ConjunctiveSum H}) is the game with exactly the
 * options its rules give ({@link ExplicitGame}), as a literal form.</li>
 * <li>A position is itself; anything else that names a game ({@code canonical(E)}, a value
 * function, a definition without {@code : position}) is its value's canonical form.</li>
 * </ol>
 * The game is a {@link Position}: a {@link FormPosition} for a form or a value (a value's form
 * is built only when its moves are asked for, so closed forms answer for huge numbers), a
 * {@link SumPosition} for a sum. A misère form keeps its own operators; what is not a game (an
 * integer where one is wanted, a string) is passed on as its value.
 */
public final class AsWritten {
    private AsWritten() {
    }

    /** A set written in braces where a game was meant ({@code {*2}}): the impartial game is written {@code *{*2}}. */
    static final String SET_HINT = " (braces without '|' are a set: for the impartial game with these options, {*2|*2}"
            + " for {*2}, write *{*2})";

    /** The game {@code e} denotes, as a position (or the value, where it is not a game). */
    public static Object read(Interpreter in, Expr e) {
        return game(raw(in, e));
    }

    /** The game the expression denotes, for the commands that play it ({@code explore}, {@code show}). */
    public static Object read(java.util.Map<String, Object> env, Expr e) {
        return read(new Interpreter(env), e);
    }

    /** Does {@code fn} read every game argument as written (a misère function)? */
    public static boolean readsAll(String fn) {
        return org.cgcheck.misere.MisereFunctions.FORM_READERS.contains(fn.toLowerCase(java.util.Locale.ROOT));
    }

    /**
     * Does {@code fn} read this argument as written? The misère functions read every game
     * argument so; {@code left} and {@code right} read a sum so (its moves are the sum's, each in
     * one component), any other argument as before (its options' values).
     */
    static boolean reads(String fn, Expr a) {
        return (fn.equals("left") || fn.equals("right")) && (a instanceof Expr.Binary b && !b.juxtaposed()
                && (b.op() == Op.ADD || b.op() == Op.SUB || b.op() == Op.MUL));
    }

    /** As {@link #read}, but an integer stays an integer (a count of copies, or arithmetic on counts). */
    private static Object raw(Interpreter in, Expr e) {
        if (e instanceof Expr.Braces b) {
            return braces(in, b);
        }
        if (e instanceof Expr.PlusMinus pm) {
            List<Form> options = options(in, pm.options());
            return FormPosition.of(Form.of(options, options.stream().map(Form::negate).toList()));
        }
        if (e instanceof Expr.Neg n) {
            Object x = raw(in, n.operand());
            return x instanceof Position p ? negate(p, n) : Operators.negate(x, n.pos());
        }
        if (e instanceof Expr.Binary b && (b.op() == Op.ADD || b.op() == Op.SUB) && !b.juxtaposed()) {
            return sum(in, b);
        }
        if (e instanceof Expr.Binary b && b.op() == Op.MUL) {
            return copies(in, b);
        }
        if (e instanceof Expr.If i) {
            return Values.bool(in.eval(i.condition(), false), i.condition().pos(), "the condition of 'if'")
                    ? raw(in, i.then()) : raw(in, i.otherwise());
        }
        // Notation (one term, juxtaposed or not), names, calls: the value; a position is itself.
        Object v = in.eval(e, false);
        return v instanceof Form f ? FormPosition.of(f) : v instanceof Game g ? FormPosition.ofValue(g) : v;
    }

    /** A game-like value as a position; any other value as it is. */
    private static Object game(Object v) {
        if (v instanceof ExplicitGame x) {
            return FormPosition.of(ExplicitGame.form(x));       // '{1|0}': exactly those options (issue 42)
        }
        if (v instanceof BigInteger n) {
            return FormPosition.ofValue(Game.number(Dyadic.integer(n)));
        }
        return v instanceof Form f ? FormPosition.of(f) : v instanceof Game g ? FormPosition.ofValue(g) : v;
    }

    /** A user's position's options: each the game it denotes, comprehensions unrolled ({@code from}: where each came from). */
    static List<Object> options(Interpreter in, List<Expr> es, List<Expr> from) {
        List<Object> out = new ArrayList<>(es.size());
        for (Expr x : es) {
            if (x instanceof Expr.Comprehension c) {
                in.each(c, inner -> read(inner, c.element()), v -> {
                    from.add(c.element());
                    return out.add(v);
                });
            } else {
                out.add(read(in, x));
                from.add(x);
            }
        }
        return out;
    }

    private static Object braces(Interpreter in, Expr.Braces b) {
        List<Form> l = options(in, b.left());
        List<Form> r = b.left() == b.right() ? l : options(in, b.right());
        return l == null || r == null ? in.eval(b, false) : FormPosition.of(Form.of(l, r));
    }

    /** The options as literal forms, each read by the rule; null when one is loopy (a loopy literal is read as before). */
    private static List<Form> options(Interpreter in, List<Expr> es) {
        List<Form> out = new ArrayList<>();
        for (Expr x : es) {
            if (x instanceof Expr.Comprehension c) {
                List<Object> vs = new ArrayList<>();
                in.each(c, inner -> read(inner, c.element()), vs::add);
                for (Object v : vs) {
                    if (v instanceof org.cgcheck.loopy.SidedValue) {
                        return null;
                    }
                    out.add(form(v, c.element()));
                }
            } else {
                Object v = read(in, x);
                if (v instanceof org.cgcheck.loopy.SidedValue) {
                    return null;
                }
                out.add(form(v, x));
            }
        }
        return out;
    }

    /** An option's game as a literal form: a position's moves written out, a misère form's form. */
    private static Form form(Object v, Expr at) {
        if (v instanceof Position p) {
            try {
                Form f = p.literal();
                return f != null ? f : org.cgcheck.rules.LiteralForms.of(p);
            } catch (IllegalArgumentException e) {
                throw new SyntaxError(e.getMessage(), at.pos());
            }
        }
        return Values.form(v, at.pos(), "an option");
    }

    private static Object sum(Interpreter in, Expr.Binary b) {
        Object x = raw(in, b.left());
        Object y = raw(in, b.right());
        if (MisereValues.any(x, y) || LoopyValues.isLoopy(x, y) || ListFunctions.involves(x, y)
                || x instanceof String || y instanceof String) {
            return operate(b, x, y);        // a misère form's own sum, a loopy game's, a list's, a string's
        }
        Object p = game(x);
        Object q = game(y);
        if (!(p instanceof Position left) || !(q instanceof Position right)) {
            return operate(b, x, y);        // its error
        }
        if (b.op() == Op.SUB) {
            right = negate(right, b);
        }
        try {
            return SumPosition.of(left, right);
        } catch (org.cgcheck.rules.BadPosition e) {
            throw new SyntaxError(e.getMessage(), b.pos());
        }
    }

    /** n * A: n copies of A as written; an integer times an integer is their product. */
    private static Object copies(Interpreter in, Expr.Binary b) {
        Object x = raw(in, b.left());
        Object y = raw(in, b.right());
        BigInteger n = x instanceof BigInteger i ? i : y instanceof BigInteger j ? j : null;
        Object one = x instanceof BigInteger ? game(y) : game(x);
        if (n == null || one instanceof BigInteger || !(one instanceof Position p)) {
            return operate(b, x, y);        // integers multiply; a misère form's copies; else its error
        }
        Object c = PositionSums.times(n, p, b);
        if (c == null) {
            throw new SyntaxError(n.abs().compareTo(BigInteger.valueOf(SumPosition.MAX_PARTS)) > 0
                    ? n + " copies of a game are too many (the limit is " + SumPosition.MAX_PARTS + ")"
                    : "-(" + p.expression() + ") is no position of its rules; write canonical(...) for its value", b.pos());
        }
        return c;
    }

    /** −P as written: a value's canonical form negated stays a value (its form built only if needed). */
    private static Position negate(Position p, Expr at) {
        if (p instanceof FormPosition f && f.canonicalValue() != null) {
            return FormPosition.ofValue(f.canonicalValue().negate());
        }
        Position minus = PositionSums.negate(p);
        if (minus == null) {
            throw new SyntaxError("-(" + p.expression() + ") is no position of its rules; write canonical(...) for"
                    + " its value", at.pos());
        }
        return minus;
    }

    private static Object operate(Expr.Binary b, Object x, Object y) {
        try {
            return Operators.operate(b, x, y);
        } catch (ArithmeticException ex) {
            throw new SyntaxError(ex.getMessage(), b.pos());
        }
    }
}
