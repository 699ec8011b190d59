package org.cgcheck.eval;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.cgcheck.game.Dyadic;
import org.cgcheck.game.Game;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.ListSyntax;
import org.cgcheck.lang.SyntaxError;

/**
 * {@code sum}, {@code min}, {@code max}, {@code mex}, {@code count}, {@code all} and {@code any}
 * of a comprehension's values ({@code mex(g(n - k) for k in S if k <= n)}), and the list
 * {@code [E for X in D]}. The values arrive one by one ({@link Fold#add}); {@code all} and
 * {@code any} stop at the first value that decides them, as {@code and}/{@code or} do.
 */
final class Aggregates {
    private Aggregates() {
    }

    /** The functions that take a comprehension (besides the list literal). */
    static final Set<String> NAMES = Set.of("sum", "min", "max", "mex", "count", "all", "any");

    /** Does the call take a comprehension as an argument (an aggregate, or a list literal holding one)? */
    static boolean over(Expr.Call c) {
        for (Expr a : c.args()) {
            if (a instanceof Expr.Comprehension) {
                return true;
            }
        }
        return false;
    }

    static boolean isList(Expr.Call c) {
        return c.name().equals(ListSyntax.LIST_LITERAL);
    }

    /** Adds an element to a list being built, refusing it past {@link IntList#MAX_SIZE} (before building more). */
    static boolean addElement(List<Object> out, Object v, Expr from, Expr.Call list) {
        if (out.size() >= IntList.MAX_SIZE) {
            throw new SyntaxError(IntList.tooLong("more than " + IntList.MAX_SIZE), list.pos());
        }
        out.add(v instanceof BigInteger || v instanceof Game g && g.isInteger()
                ? Values.integer(v, from.pos(), "an element of a list") : Values.game(v, from.pos(), "an element of a list"));
        return true;
    }

    /** The accumulation of one aggregate call. */
    static final class Fold {
        private final String name;
        private final Expr.Call call;
        private final Expr element;
        private final String what;
        private final List<Object> values = new ArrayList<>();
        private long count;
        /** sum: the integers so far, until a term that is not one; then the game. */
        private BigInteger integers = BigInteger.ZERO;
        private Game game;
        private Object extreme;
        private Boolean decided;

        Fold(Expr.Call c) {
            this.name = c.name().toLowerCase();
            this.call = c;
            this.element = ((Expr.Comprehension) c.args().get(0)).element();
            this.what = "a term of " + name + "(...)";
        }

        /** Takes the next value; false once the result is known. */
        boolean add(Object v) {
            count++;
            switch (name) {
                case "all":
                case "any": {
                    boolean b = Values.bool(v, element.pos(), what);
                    if (b != name.equals("all")) {
                        decided = b;
                        return false;
                    }
                    return true;
                }
                case "min":
                case "max":
                    extreme = extreme == null ? number(v) : better(number(v), extreme, name.equals("max"));
                    return true;
                case "count":
                    return true;
                case "sum":         // as sum(G1, G2, ...): integers add as integers, anything else as games
                    if (v instanceof BigInteger i && game == null) {
                        integers = integers.add(i);
                    } else {
                        Game g = Values.game(v, element.pos(), what);
                        try {
                            game = (game == null ? Game.number(Dyadic.integer(integers)) : game).plus(g);
                        } catch (ArithmeticException e) {       // the engine's limits
                            throw new SyntaxError(Interpreter.prefixed("sum", e.getMessage()), call.pos());
                        }
                    }
                    return true;
                default:
                    values.add(v);
                    return true;
            }
        }

        Object result() {
            switch (name) {
                case "all":
                case "any":
                    return decided != null ? decided : name.equals("all");
                case "count":
                    return BigInteger.valueOf(count);
                case "min":
                case "max":
                    if (extreme == null) {
                        throw new SyntaxError(name + "(...) of no values: the comprehension gave none", call.pos());
                    }
                    return extreme;
                case "sum":
                    return game == null ? integers : game;
                default:
                    return Interpreter.apply(Functions.lookup(name), values, call.pos());     // mex
            }
        }

        /** An integer, or a game that is a number. */
        private Object number(Object v) {
            if (v instanceof BigInteger) {
                return v;
            }
            Game g = Values.game(v, element.pos(), what);
            if (!g.isNumber()) {
                throw new SyntaxError(what + " must be a number, not " + g, element.pos());
            }
            return g;
        }

        private static Object better(Object v, Object best, boolean max) {
            int c = value(v).compareTo(value(best));
            return max ? (c > 0 ? v : best) : (c < 0 ? v : best);
        }

        private static Dyadic value(Object v) {
            return v instanceof BigInteger i ? Dyadic.integer(i) : ((Game) v).numberValue();
        }
    }
}
