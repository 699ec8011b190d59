package org.cgcheck.eval;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicLong;
import org.cgcheck.fn.IntegerFunction;
import org.cgcheck.game.Game;
import org.cgcheck.lang.CallSyntax;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.ExprChildren;
import org.cgcheck.lang.ExprPrinter;
import org.cgcheck.lang.SyntaxError;
import org.cgcheck.lang.Type;

/**
 * A function argument as a value, {@code HeapRuleset}'s {@code n -> [[a, b], ...]} or a ruleset's
 * {@code k -> E} (GenWythoff's bound, TakeAway's limit): the comprehension lang/HeapFunctionSyntax
 * and lang/CallSyntax read it as, its first clause {@code for n in 0..} left out, evaluated at one n
 * when the ruleset asks (rules/FunctionHeaps keeps each heap's options, rules/HeapRulesetFunctions
 * each value of k -> E). So a position of any size is played, and a claim about small ones computes
 * only those.
 */
final class FunctionArguments {
    /** A function that reads a definition of the run, or a value not named by its text: a key of its own. */
    private static final AtomicLong UNIQUE = new AtomicLong();

    /** Most numbers of one value of the function (each option's length and heap sizes): beyond, refused. */
    static final int MAX_NUMBERS = 4_000_000;

    private FunctionArguments() {
    }

    static boolean is(Expr.Call c) {
        return c.name().equals(CallSyntax.HEAP_FUNCTION) || c.name().equals(CallSyntax.FUNCTION_OF);
    }

    /** The type: the body with n an integer; its value (every heap size of an option) must be an integer. */
    static Type type(TypeChecker tc, Expr.Call c, Map<String, Type> scope) {
        Expr.Comprehension k = (Expr.Comprehension) c.args().get(0);
        Expr.Clause.For n = (Expr.Clause.For) k.clauses().get(0);
        Map<String, Type> outer = new java.util.HashMap<>(scope);
        outer.put(n.var(), Type.INT);
        Expr.Comprehension rest = body(k);
        tc.want(rest.element(), Type.INT, tc.clauseScope(rest, outer), c.name().equals(CallSyntax.FUNCTION_OF)
                ? "the value of the function " + n.var() + " -> ..." : "a heap size of an option");
        return Type.ANY;        // taken only where written, as a call's argument
    }

    /** The function, reading the variables it names from {@code env} now (a value, not a reference to the scope). */
    static IntegerFunction value(Expr.Call c, Map<String, Object> env) {
        Expr.Comprehension k = (Expr.Comprehension) c.args().get(0);
        Map<String, Object> captured = new TreeMap<>();
        boolean named = capture(k, Set.of(), env, captured);
        String text = ExprPrinter.print(c);
        String key = named ? text + " with " + captured : text + " #" + UNIQUE.incrementAndGet();
        return new Closure(text, ((Expr.Clause.For) k.clauses().get(0)).var(), body(k), Map.copyOf(captured), key,
                c.name().equals(CallSyntax.FUNCTION_OF) ? "the value of the function" : "a heap size of an option of HeapRuleset's function");
    }

    /** The comprehension without its first clause (the function's variable). */
    private static Expr.Comprehension body(Expr.Comprehension k) {
        return new Expr.Comprehension(k.element(), k.clauses().subList(1, k.clauses().size()), k.pos());
    }

    /**
     * The values of the names the expression mentions free (not its own variable, not a variable a
     * clause binds) that the scope holds, into {@code out}; false where the function's text does
     * not name its value (a definition's call, a value printed ambiguously).
     */
    private static boolean capture(Expr e, Set<String> bound, Map<String, Object> env, Map<String, Object> out) {
        if (e instanceof Expr.UserCall) {
            return false;
        }
        boolean named = true;
        if (e instanceof Expr.Var v && !bound.contains(v.name()) && env.containsKey(v.name())) {
            Object x = env.get(v.name());
            out.put(v.name(), x);
            named = x instanceof BigInteger || x instanceof Game || x instanceof String || x instanceof Boolean;
        }
        if (e instanceof Expr.Comprehension c) {
            Set<String> inner = new HashSet<>(bound);
            for (Expr.Clause k : c.clauses()) {
                if (k instanceof Expr.Clause.For f) {
                    for (Expr d : ExprChildren.of(f.domain())) {
                        named &= capture(d, inner, env, out);
                    }
                    inner.add(f.var());
                } else {
                    named &= capture(((Expr.Clause.Filter) k).condition(), inner, env, out);
                }
            }
            return named && capture(c.element(), inner, env, out);
        }
        if (e instanceof Expr.Quantified q) {
            Set<String> inner = new HashSet<>(bound);
            inner.addAll(q.vars());
            for (Expr d : ExprChildren.of(q.domain())) {
                named &= capture(d, bound, env, out);
            }
            return named && capture(q.body(), inner, env, out);
        }
        for (Expr child : ExprChildren.of(e)) {
            named &= capture(child, bound, env, out);
        }
        return named;
    }

    /** The function of one value of its variable; the body's own errors are located in it. */
    private record Closure(String text, String var, Expr.Comprehension body, Map<String, Object> captured, String key,
            String what) implements IntegerFunction {
        /** As written ({@code n -> [[n - 1]]}): reports show the function, not its parts. */
        @Override
        public String toString() {
            return text;
        }

        @Override
        public List<BigInteger> at(BigInteger n) {
            Map<String, Object> scope = new java.util.HashMap<>(captured);
            scope.put(var, n);
            List<BigInteger> out = new ArrayList<>();
            String at = what + " at " + var + " = " + n;
            new Interpreter(scope).each(body, in -> in.eval(body.element()), v -> {
                if (out.size() >= MAX_NUMBERS) {
                    throw new SyntaxError("the function at " + var + " = " + n + " gives more than " + MAX_NUMBERS
                            + " numbers; refused as infeasible", body.pos());
                }
                out.add(Values.integer(v, body.element().pos(), at));
                return true;
            });
            return out;
        }
    }
}
