package org.cgcheck.eval;

import java.util.Map;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.Expr.Op;
import org.cgcheck.lang.ListSyntax;
import org.cgcheck.lang.SyntaxError;
import org.cgcheck.lang.Type;

/**
 * The type checker's rules for lists ({@code [2, 5, 7]}, {@code S[i]}, {@code length(S)},
 * {@code S + T}, {@code k in S}) and for aggregates over comprehensions
 * ({@code mex(E for X in D)}, ...): each misuse is an error at the expression at fault.
 */
final class ListTypes {
    private ListTypes() {
    }

    /** Where a comprehension may stand, for the message when it stands elsewhere. */
    static final String WHERE_FOR = "'for' makes a list of values: it stands only inside braces {...|...}, *{...} or"
            + " [...], or as the one argument of sum, min, max, mex, count, all or any";

    /** A function's arguments are values: a bare comprehension among them is refused ({@link #WHERE_FOR}). */
    static void noComprehensions(java.util.List<Expr> args) {
        for (Expr a : args) {
            if (a instanceof Expr.Comprehension c) {
                throw new SyntaxError(WHERE_FOR, c.pos());
            }
        }
    }

    /** The type of a call these rules answer for, else null (the general rules apply). */
    static Type call(TypeChecker tc, Expr.Call c, Map<String, Type> scope) {
        String name = c.name().toLowerCase();
        if (FunctionArguments.is(c)) {
            return FunctionArguments.type(tc, c, scope);       // k -> E, HeapRuleset(n -> [[a, b], ...])
        }
        if (Aggregates.isList(c)) {
            boolean integers = true;
            for (Expr a : c.args()) {
                integers &= element(tc, a, Type.GAME, scope, "an element of a list").fits(Type.INT);
            }
            return integers ? Type.LIST : Type.GAMES;
        }
        if (Aggregates.over(c)) {
            Expr.Comprehension k = null;
            for (Expr a : c.args()) {
                if (a instanceof Expr.Comprehension x && (k == null)) {
                    k = x;
                }
            }
            if (!Aggregates.NAMES.contains(name) || c.args().size() != 1) {
                throw new SyntaxError(WHERE_FOR, k.pos());
            }
            Map<String, Type> inner = tc.clauseScope(k, scope);
            String what = "a term of " + name + "(...)";
            switch (name) {
                case "sum": {
                    Type t = tc.want(k.element(), Type.GAME, inner, what);
                    return t == Type.ANY ? t : t == Type.INT ? Type.INT : t.fits(Type.NUMBER) ? Type.NUMBER : Type.GAME;
                }
                case "min":
                case "max": {
                    Type t = tc.want(k.element(), Type.NUMBER, inner, what);
                    return t == Type.ANY || t == Type.INT ? t : Type.NUMBER;
                }
                case "mex":
                    tc.want(k.element(), Type.INT, inner, what);
                    return Type.INT;
                case "count":
                    tc.typeOf(k.element(), inner);
                    return Type.INT;
                default:
                    tc.want(k.element(), Type.BOOL, inner, what);
                    return Type.BOOL;
            }
        }
        if (name.equals(ListSyntax.ITEM) && c.args().size() == 2) {
            Type s = list(tc.typeOf(c.args().get(0), scope), c.args().get(0), "the indexed value");
            tc.want(c.args().get(1), Type.INT, scope, "an index");
            return s == Type.GAMES ? Type.GAME : Type.INT;
        }
        if (name.equals("count") && c.args().size() == 1) {
            Type t = tc.typeOf(c.args().get(0), scope);
            if (t == Type.LIST || t == Type.GAMES || t == Type.ANY || t.fits(Type.SET)) {
                return Type.INT;
            }
            throw new SyntaxError("count's argument must be a set of games, a list or a position's moves, but this is "
                    + t.description, c.args().get(0).pos());
        }
        if (name.equals("length") && c.args().size() == 1) {
            Type t = tc.typeOf(c.args().get(0), scope);
            if (t == Type.LIST || t == Type.GAMES) {
                return Type.INT;
            }
            if (!t.fits(Type.STRING)) {
                throw new SyntaxError("length's argument must be a string or a list, but this is " + t.description,
                        c.args().get(0).pos());
            }
        }
        return null;
    }

    /** An element of a list literal, or each value of a comprehension in it: its type. */
    private static Type element(TypeChecker tc, Expr a, Type wanted, Map<String, Type> scope, String what) {
        if (a instanceof Expr.Comprehension k) {
            return tc.want(k.element(), wanted, tc.clauseScope(k, scope), what);
        }
        return tc.want(a, wanted, scope, what);
    }

    /** Either kind of list (or a value whose type is not yet known), else an error at {@code e}. */
    private static Type list(Type t, Expr e, String what) {
        if (t == Type.LIST || t == Type.GAMES || t == Type.ANY) {
            return t;
        }
        throw new SyntaxError(what + " must be a list, but this is " + t.description, e.pos());
    }

    private static boolean isList(Type t) {
        return t == Type.LIST || t == Type.GAMES;
    }

    /** The type of a binary operation on a list, else null (the general rules, which refuse a list where a game is wanted). */
    static Type binary(Expr.Binary b, Type l, Type r) {
        Op op = b.op();
        if (op == Op.IN && isList(r)) {
            TypeChecker.need(l, r == Type.LIST ? Type.INT : Type.GAME, b.left(), "the left side of 'in'");
            return Type.BOOL;
        }
        if (op == Op.IN && r != Type.SET && r != Type.LOOPY) {
            throw new SyntaxError("the right side of 'in' must be a set of games or a list, but this is "
                    + r.description, b.right().pos());
        }
        if (!isList(l) && !isList(r)) {
            return null;
        }
        if (op == Op.ADD && isList(l) && isList(r)) {
            return l == r ? l : Type.GAMES;       // concatenation
        }
        if (op == Op.EQ || op == Op.NE) {
            if (!(isList(l) && isList(r))) {
                throw new SyntaxError("cannot compare " + l.description + " with " + r.description, b.pos());
            }
            return Type.BOOL;
        }
        return null;
    }
}
