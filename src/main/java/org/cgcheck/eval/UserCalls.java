package org.cgcheck.eval;

import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.concurrent.ConcurrentHashMap;
import org.cgcheck.form.Form;
import org.cgcheck.game.EvaluationStopped;
import org.cgcheck.game.Game;
import org.cgcheck.lang.Definition;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.Pos;
import org.cgcheck.lang.SyntaxError;
import org.cgcheck.lang.Type;

/**
 * Calls of the user's definitions: arguments coerced to the declared types, results memoised by
 * argument (games by canonical identity, so each distinct argument is evaluated once), a call
 * that needs itself refused as loopy, and recursion bounded by {@link #MAX_DEPTH}.
 */
public final class UserCalls {
    private UserCalls() {
    }

    /** The most nested calls of definitions (deeper recursion is refused, not left to overflow the stack). */
    public static final int MAX_DEPTH = 100_000;

    /** The most results one definition keeps; past this its further results are computed, not stored. */
    static final int MAX_MEMO = 4_000_000;

    /** A definition's results by argument (one argument: itself; several: their list). */
    private record Memo(Definition definition, Map<Object, Object> results) { }

    private static final Map<Definition.Link, Memo> MEMOS = Collections.synchronizedMap(new WeakHashMap<>());

    /** The calls in progress on this thread, outermost first: what a loop or a runaway recursion is told by. */
    private static final ThreadLocal<Calls> STACK = ThreadLocal.withInitial(Calls::new);

    private record Frame(Definition definition, Object key, List<Object> args) {
        /** Equal for the same call (the same definition, an equal argument): what a loop is. */
        Open identity() {
            return new Open(definition, key);
        }
    }

    private record Open(Definition definition, Object key) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Open x && x.definition == definition && x.key.equals(key);
        }

        @Override
        public int hashCode() {
            return System.identityHashCode(definition) * 31 + key.hashCode();
        }
    }

    /** The calls in progress on a thread: in order, and as a set, so a loop is found in constant time. */
    private static final class Calls extends ArrayDeque<Frame> {
        final java.util.Set<Open> open = new java.util.HashSet<>();
    }

    static Object call(Expr.UserCall u, List<Object> raw) {
        Definition d = u.target().definition();
        if (d == null) {
            throw new SyntaxError("definition '" + u.target().name() + "' could not be read", u.pos());
        }
        List<Object> args = coerce(d, raw, u.pos());
        Object key = args.size() == 1 ? args.get(0) : List.copyOf(args);
        Memo memo = memo(u.target(), d);
        Object known = memo.results().get(key);
        if (known != null) {
            return known;
        }
        Calls stack = STACK.get();
        Frame frame = new Frame(d, key, args);
        refuseLoopOrDepth(stack, frame, u.pos());
        EvaluationStopped.check();
        stack.addLast(frame);
        stack.open.add(frame.identity());
        Object result;
        try {
            result = evaluate(d, args, u.target().result());
        } catch (StackOverflowError e) {
            throw new SyntaxError("definitions recursed deeper than the stack allows (" + stack.size()
                    + " nested calls, ending in " + show(frame) + "); the limit is " + MAX_DEPTH + " nested calls", u.pos());
        } catch (Refused e) {
            // located inside a definition, perhaps in another file or worksheet entry: report it at the outermost call
            throw stack.size() == 1 && !e.pos().equals(u.pos()) ? new Refused(e.getMessage(), u.pos()) : e;
        } catch (SyntaxError e) {
            if (stack.size() == 1 && !e.getMessage().contains(" (in ")) {
                // Reported where the claim calls the definition, saying where inside it the error arose.
                throw new SyntaxError(e.getMessage() + " (in " + show(frame) + ", " + d.file() + ":" + e.pos().line()
                        + ":" + e.pos().col() + ")", u.pos());
            }
            throw e;
        } finally {
            stack.removeLast();
            stack.open.remove(frame.identity());
        }
        if (memo.results().size() < MAX_MEMO) {
            memo.results().put(key, result);
        }
        return result;
    }

    /** A loop or a runaway recursion: the message names the calls, so it is not located again. */
    private static final class Refused extends SyntaxError {
        Refused(String message, Pos pos) {
            super(message, pos);
        }
    }

    private static Memo memo(Definition.Link link, Definition d) {
        Memo m = MEMOS.get(link);
        if (m == null || m.definition() != d) {       // a redefinition in the worksheet starts afresh
            m = new Memo(d, new ConcurrentHashMap<>());
            MEMOS.put(link, m);
        }
        return m;
    }

    private static void refuseLoopOrDepth(Calls stack, Frame frame, Pos pos) {
        int i = 0;
        for (Frame f : stack.open.contains(frame.identity()) ? stack : List.<Frame>of()) {
            if (f.definition() == frame.definition() && f.key().equals(frame.key())) {
                StringBuilder chain = new StringBuilder();
                int j = 0;
                for (Frame g : stack) {
                    if (j++ >= i) {
                        chain.append(show(g)).append(" calls ");
                    }
                }
                throw new Refused("loopy definition: " + chain + show(frame)
                        + " (a game that can return to itself is loopy, not a short game)", pos);
            }
            i++;
        }
        if (stack.size() >= MAX_DEPTH) {
            throw new Refused("definitions nested deeper than " + MAX_DEPTH + " calls (from "
                    + show(stack.getFirst()) + " to " + show(frame) + "): a recursion that does not reach its base, or"
                    + " one to compute bottom-up (e.g. forall n in 0..N, which fills the memo in order)", pos);
        }
    }

    private static List<Object> coerce(Definition d, List<Object> raw, Pos pos) {
        Object[] out = new Object[raw.size()];
        for (int i = 0; i < out.length; i++) {
            Definition.Param p = d.params().get(i);
            out[i] = value(raw.get(i), p.type(), pos, d.name() + "'s argument " + p.name());
        }
        return java.util.Arrays.asList(out);
    }

    /** A value as the given type holds it: integers as integers, games canonical, forms literal. */
    private static Object value(Object v, Type t, Pos pos, String what) {
        switch (t) {
            case INT:
                return Values.integer(v, pos, what);
            case NUMBER: {
                Game g = Values.game(v, pos, what);
                if (!g.isNumber()) {
                    throw new SyntaxError(what + " must be a number, not " + g, pos);
                }
                return v instanceof BigInteger ? v : g;
            }
            case FORM:
                return Values.form(v, pos, what);
            case BOOL:
                return Values.bool(v, pos, what);
            case STRING:
                if (v instanceof String) {
                    return v;
                }
                throw new SyntaxError(what + " must be a string, not " + Values.typeName(v), pos);
            case GAME:
                return Values.game(v, pos, what);
            case POSITION: {
                org.cgcheck.rules.Position p = PositionSums.position(v);
                if (p == null) {
                    throw new SyntaxError(what + " must be a position, not " + Values.typeName(v), pos);
                }
                return p;
            }
            default:
                return v;
        }
    }

    private static Object evaluate(Definition d, List<Object> args, Type result) {
        Map<String, Object> env = new HashMap<>();
        for (int i = 0; i < args.size(); i++) {
            env.put(d.params().get(i).name(), args.get(i));
        }
        Interpreter in = new Interpreter(env);
        Type t = result == null ? Type.GAME : result;
        if (t == Type.POSITION) {
            return UserPositions.evaluate(d, args, in, d.body());
        }
        Object v = t == Type.FORM ? in.evalForm(d.body()) : in.eval(d.body());
        return value(v, t, d.body().pos(), "the value of " + d.name());
    }

    /** "f(3)", "g(\"t.f\", {1|0})": a call as it would be written. */
    static String show(Frame f) {
        StringBuilder b = new StringBuilder(f.definition().name());
        if (!f.args().isEmpty()) {
            b.append('(');
            for (int i = 0; i < f.args().size(); i++) {
                Object a = f.args().get(i);
                b.append(i == 0 ? "" : ", ").append(a instanceof String s ? "\"" + s + "\"" : String.valueOf(a));
            }
            b.append(')');
        }
        return b.toString();
    }
}
