package org.cgcheck.eval;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;
import org.cgcheck.lang.Definition;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.SyntaxError;
import org.cgcheck.lang.Type;
import org.cgcheck.rules.DefinedPosition;
import org.cgcheck.rules.Position;
import org.cgcheck.rules.Ruleset;
import org.cgcheck.rules.SumRules;

/**
 * Definitions declared {@code : position}: a call is a {@link DefinedPosition} whose moves are
 * the options the body lists, each a position (a call of a position definition, a ruleset
 * position, a literal form, a sum of them). Memoised by argument as every call is.
 */
final class UserPositions {
    private UserPositions() {
    }

    /** Each definition's rules (impartial and partizan), told apart from a redefinition's. */
    private static final Map<Definition, Ruleset[]> RULES = java.util.Collections.synchronizedMap(new WeakHashMap<>());
    private static final java.util.concurrent.atomic.AtomicLong SERIAL = new java.util.concurrent.atomic.AtomicLong();

    /** The position a call of {@code d} with these arguments is: its body's options, evaluated in {@code in}. */
    static Position evaluate(Definition d, List<Object> args, Interpreter in, Expr body) {
        if (body instanceof Expr.If i) {
            boolean c = Values.bool(in.eval(i.condition()), i.condition().pos(), "the condition of 'if'");
            return evaluate(d, args, in, c ? i.then() : i.otherwise());
        }
        if (!(body instanceof Expr.Braces b)) {
            Position p = PositionSums.position(AsWritten.read(in, body));
            if (p == null) {
                throw new SyntaxError("the value of " + d.name() + " must be a position", body.pos());
            }
            return p;
        }
        List<Position> left = options(in, b.left());
        List<Position> right = b.right().equals(b.left()) ? left : options(in, b.right());
        Ruleset[] rules = RULES.computeIfAbsent(d, k -> {
            String q = k.name() + "#" + SERIAL.incrementAndGet();
            return new Ruleset[] {SumRules.defined(k.name(), q, true), SumRules.defined(k.name(), q, false)};
        });
        return new DefinedPosition(call(d, args), rules[DefinedPosition.impartial(left, right) ? 0 : 1], left, right);
    }

    private static List<Position> options(Interpreter in, List<Expr> es) {
        List<Expr> from = new ArrayList<>();
        List<Object> vs = AsWritten.options(in, es, from);
        List<Position> out = new ArrayList<>(vs.size());
        for (int i = 0; i < vs.size(); i++) {
            Position p = PositionSums.position(vs.get(i));
            if (p == null) {
                throw new SyntaxError("an option of a position must be a position, not " + Values.typeName(vs.get(i)),
                        from.get(i).pos());
            }
            out.add(p);
        }
        return out;
    }

    /** "kay(3)", "f(\"t.f\", *2)": the call as written with its arguments' values. */
    private static String call(Definition d, List<Object> args) {
        StringBuilder b = new StringBuilder(d.name());
        if (!args.isEmpty()) {
            b.append('(');
            for (int i = 0; i < args.size(); i++) {
                Object a = args.get(i);
                b.append(i == 0 ? "" : ", ").append(a instanceof String s ? "\"" + s + "\"" : String.valueOf(a));
            }
            b.append(')');
        }
        return b.toString();
    }

    /**
     * Before anything runs: every option a {@code : position} definition lists must be a position
     * (a position definition's call, a ruleset position, a form, a sum of them, a number or nimber
     * written out), not a normal-play value computed as one.
     */
    static void check(Definition d, TypeChecker checker, Map<String, Type> scope) {
        check(d, d.body(), checker, scope);
    }

    private static void check(Definition d, Expr body, TypeChecker checker, Map<String, Type> scope) {
        if (body instanceof Expr.If i) {
            check(d, i.then(), checker, scope);
            check(d, i.otherwise(), checker, scope);
            return;
        }
        if (!(body instanceof Expr.Braces b)) {
            Type t = checker.typeOf(body, scope);
            if (!positionLike(body, t)) {
                throw notAPosition(d, body, t, "its value");
            }
            return;
        }
        for (List<Expr> side : List.of(b.left(), b.right())) {
            for (Expr x : side) {
                Type t = checker.option(x, scope);
                Expr e = x instanceof Expr.Comprehension c ? c.element() : x;
                if (!positionLike(e, t)) {
                    throw notAPosition(d, e, t, "an option");
                }
            }
        }
    }

    private static boolean positionLike(Expr e, Type t) {
        return t == Type.POSITION || t == Type.FORM || t == Type.INT || t == Type.ANY || literal(e);
    }

    /** A game written out (a number, a nimber, braces of such): its form is what is written. */
    private static boolean literal(Expr e) {
        if (e instanceof Expr.Star s) {
            return s.index() == null || s.index() instanceof Expr.IntLit;
        }
        if (e instanceof Expr.Braces b) {
            return b.left().stream().allMatch(UserPositions::literal) && b.right().stream().allMatch(UserPositions::literal);
        }
        return e instanceof Expr.IntLit || e instanceof Expr.NumLit || e instanceof Expr.Ups || e instanceof Expr.Uptimal
                || e instanceof Expr.Neg n && literal(n.operand());
    }

    private static SyntaxError notAPosition(Definition d, Expr e, Type t, String what) {
        return new SyntaxError(what + " of the position " + d.head() + " must be a position (a call of a definition"
                + " declared ': position', a ruleset position, a literal form, or a sum of them), but this is "
                + t.description + " (a normal-play value); declare the definition it comes from ': position', or"
                + " drop ': position' to define a value", e.pos());
    }
}
