package org.cgcheck.check;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.math.BigInteger;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.cgcheck.game.Game;
import org.cgcheck.lang.Expr;
import org.cgcheck.eval.Interpreter;
import org.cgcheck.lang.SyntaxError;
import org.cgcheck.eval.Values;

/**
 * A claim's predicate compiled for the exhaustive search. Variables, logic, relations,
 * arithmetic, negation and nimbers are evaluated directly from the case's tuple (no interpreter,
 * environment map or tuple list per case); any other node is handed to the {@link Interpreter}.
 * Every node that depends on only some of the claim's variables is computed once per binding of
 * those variables and looked up afterwards (a memo table indexed by domain positions), and a node
 * that depends on none once per run: in {@code G <= H and H <= K implies G <= K} each comparison
 * is computed once per pair, not once per triple.
 *
 * <p>The value of a node is the interpreter's value (same operations, same messages, same
 * short-circuiting), so verdicts and counterexamples are unchanged: a memo only ever answers what
 * evaluating the node again would give, since evaluation is deterministic. Errors and stops are
 * never stored, so they recur exactly where the interpreter would raise them. Tables are filled
 * by whichever thread gets there first (identical values, published with release/acquire).
 */
final class Plan {
    /** Largest memo table (entries); a node whose variables span more is evaluated per case. */
    static final long MAX_TABLE = 1L << 23;
    /** All memo tables of one plan together (entries, 4 bytes each: at most 128 MB). */
    private static final long MAX_TOTAL = 1L << 25;
    private static final VarHandle SLOT = MethodHandles.arrayElementVarHandle(Object[].class);

    private final List<Variable> vars;
    private final Node root;
    private long tableEntries;
    private int memoNodes;
    /** Each compiled node's free variables, found once: asked anew per node they were quadratic in depth. */
    private final java.util.Map<Expr, Set<String>> freeVariables = new java.util.IdentityHashMap<>();

    Plan(List<Variable> vars, Expr predicate) {
        this.vars = vars;
        this.root = compile(predicate);
    }

    /** As {@link FreeVariables#of(Expr)}; an operator's from its operands' (it binds nothing), each node once. */
    private Set<String> free(Expr e) {
        Set<String> known = freeVariables.get(e);
        if (known != null) {
            return known;
        }
        org.cgcheck.game.EvaluationStopped.check();
        Set<String> out;
        if (e instanceof Expr.Binary b) {
            out = new java.util.HashSet<>(free(b.left()));
            out.addAll(free(b.right()));
        } else if (e instanceof Expr.Not n) {
            out = free(n.operand());
        } else if (e instanceof Expr.Neg n) {
            out = free(n.operand());
        } else {
            out = FreeVariables.of(e);
        }
        freeVariables.put(e, out);
        return out;
    }

    /** The predicate's value for the case in {@code c} (Boolean unless the claim is ill-typed). */
    Object eval(Case c) {
        return root.eval(c);
    }

    /** How many nodes are memoised (for tests and the profile notes). */
    int memoNodes() {
        return memoNodes;
    }

    /** One thread's current case: each variable's position in its domain and its value. */
    static final class Case {
        final int[] pos;
        final Object[] val;
        private final List<Variable> vars;
        private Map<String, Object> env;
        private boolean envStale = true;

        Case(List<Variable> vars) {
            this.vars = vars;
            this.pos = new int[vars.size()];
            this.val = new Object[vars.size()];
        }

        void set(int i, int p) {
            pos[i] = p;
            val[i] = vars.get(i).elements().get(p);
            envStale = true;
        }

        /** The bindings as a map, for nodes the interpreter evaluates (built only when one runs). */
        Map<String, Object> env() {
            if (env == null) {
                env = new HashMap<>(vars.size() * 2);
            }
            if (envStale) {
                for (int i = 0; i < val.length; i++) {
                    env.put(vars.get(i).name(), val[i]);
                }
                envStale = false;
            }
            return env;
        }
    }

    private abstract static class Node {
        abstract Object eval(Case c);
    }

    private Node compile(Expr e) {
        Node n = direct(e);
        Set<String> free = free(e);
        int[] used = vars.stream().filter(v -> free.contains(v.name())).mapToInt(vars::indexOf).toArray();
        if (n instanceof VarNode) {
            return n;
        }
        if (used.length == 0) {
            return new ConstNode(n);
        }
        if (used.length < vars.size()) {
            long size = 1;
            for (int i : used) {
                size *= vars.get(i).elements().size();
                if (size > MAX_TABLE) {
                    return n;
                }
            }
            if (tableEntries + size <= MAX_TOTAL) {
                tableEntries += size;
                memoNodes++;
                return new MemoNode(n, used, (int) size);
            }
        }
        return n;
    }

    /** The node evaluating {@code e} itself (children compiled), or the interpreter's. */
    private Node direct(Expr e) {
        if (e instanceof Expr.Var v) {
            for (int i = 0; i < vars.size(); i++) {
                if (vars.get(i).name().equals(v.name())) {
                    return new VarNode(i);
                }
            }
        } else if (e instanceof Expr.Binary b && b.op() != Expr.Op.IDENTICAL && b.op() != Expr.Op.IN
                && b.op() != Expr.Op.ORDINAL) {
            // '===' compares forms, 'in' takes a set, and ':' keeps a literal form's base: the interpreter's.
            Node l = compile(b.left());
            Node r = compile(b.right());
            return b.op().isLogic() ? new LogicNode(b, l, r) : new BinaryNode(b, l, r);
        } else if (e instanceof Expr.Not n) {
            return new NotNode(n, compile(n.operand()));
        } else if (e instanceof Expr.Neg n) {
            return new NegNode(n, compile(n.operand()));
        } else if (e instanceof Expr.Star s) {
            return new StarNode(s, s.index() == null ? null : compile(s.index()));
        } else if (e instanceof Expr.Call call && Interpreter.plainFunction(call) != null) {
            // Compiled arguments: in isinfinitesimal(rcf(G + H) - rcf(G) - rcf(H)), rcf(G) is memoised per G.
            Node[] args = call.args().stream().map(this::compile).toArray(Node[]::new);
            return new CallNode(call, Interpreter.plainFunction(call), args);
        }
        return new InterpretedNode(e);
    }

    private static final class VarNode extends Node {
        final int index;

        VarNode(int index) {
            this.index = index;
        }

        @Override
        Object eval(Case c) {
            return c.val[index];
        }
    }

    /** Anything else: the interpreter, with the case's bindings. */
    private static final class InterpretedNode extends Node {
        final Expr expr;

        InterpretedNode(Expr expr) {
            this.expr = expr;
        }

        @Override
        Object eval(Case c) {
            return new Interpreter(c.env()).eval(expr);
        }
    }

    /** As the interpreter: operands, then the operator; arithmetic errors located at the operator. */
    private static final class BinaryNode extends Node {
        final Expr.Binary b;
        final Node left;
        final Node right;

        BinaryNode(Expr.Binary b, Node left, Node right) {
            this.b = b;
            this.left = left;
            this.right = right;
        }

        @Override
        Object eval(Case c) {
            try {
                Object x = left.eval(c);
                Object y = right.eval(c);
                Object fast = fast(x, y);
                return fast != null ? fast : org.cgcheck.eval.Operators.operate(b, x, y);
            } catch (ArithmeticException ex) {
                throw new SyntaxError(ex.getMessage(), b.pos());
            }
        }

        /**
         * What {@link Interpreter#operate} gives for the common operand types, without its
         * dispatch: games added, subtracted or compared for identity, small integers as longs; else null.
         */
        private Object fast(Object x, Object y) {
            Expr.Op op = b.op();
            if (x instanceof Game g && y instanceof Game h) {
                switch (op) {
                    case ADD: return g.plus(h);
                    case SUB: return g.minus(h);
                    case EQ: return g == h;
                    case NE: return g != h;
                    default: return null;
                }
            }
            if (x instanceof BigInteger i && y instanceof BigInteger j && i.bitLength() < 62 && j.bitLength() < 62) {
                long u = i.longValue();
                long v = j.longValue();
                switch (op) {
                    case ADD: return SmallIntegers.of(u + v);
                    case SUB: return SmallIntegers.of(u - v);
                    case XOR: return u < 0 || v < 0 ? null : SmallIntegers.of(u ^ v);
                    case EQ: return u == v;
                    case NE: return u != v;
                    default: return null;
                }
            }
            return null;
        }

        /**
         * {@code x xor y} as an int if both are small non-negative integers, else -1 (no
         * allocation); errors as {@link #eval}.
         */
        int smallXor(Case c) {
            try {
                Object x = left.eval(c);
                Object y = right.eval(c);
                if (x instanceof BigInteger i && y instanceof BigInteger j && i.signum() >= 0 && j.signum() >= 0
                        && i.bitLength() < 31 && j.bitLength() < 31) {
                    return i.intValue() ^ j.intValue();
                }
                return -1;
            } catch (ArithmeticException ex) {
                throw new SyntaxError(ex.getMessage(), b.pos());
            }
        }
    }

    /** and / or / implies / iff, short-circuiting exactly as the interpreter does. */
    private static final class LogicNode extends Node {
        final Expr.Binary b;
        final Node left;
        final Node right;
        final String leftWhat;

        LogicNode(Expr.Binary b, Node left, Node right) {
            this.b = b;
            this.left = left;
            this.right = right;
            this.leftWhat = "the left side of '" + b.op().symbol + "'";
        }

        @Override
        Object eval(Case c) {
            try {
                boolean x = Values.bool(left.eval(c), b.left().pos(), leftWhat);
                switch (b.op()) {
                    case AND:
                        return x && right(c);
                    case OR:
                        return x || right(c);
                    case IMPLIES:
                        return !x || right(c);
                    default:
                        return x == right(c);
                }
            } catch (ArithmeticException ex) {
                throw new SyntaxError(ex.getMessage(), b.pos());
            }
        }

        private boolean right(Case c) {
            return Values.bool(right.eval(c), b.right().pos(), "this operand");
        }
    }

    private static final class NotNode extends Node {
        final Expr.Not n;
        final Node operand;

        NotNode(Expr.Not n, Node operand) {
            this.n = n;
            this.operand = operand;
        }

        @Override
        Object eval(Case c) {
            return !Values.bool(operand.eval(c), n.operand().pos(), "the operand of 'not'");
        }
    }

    private static final class NegNode extends Node {
        final Expr.Neg n;
        final Node operand;

        NegNode(Expr.Neg n, Node operand) {
            this.n = n;
            this.operand = operand;
        }

        @Override
        Object eval(Case c) {
            return org.cgcheck.eval.Operators.negate(operand.eval(c), n.pos());
        }
    }

    /** {@code *n}; the nimbers met are kept by index (the engine's interning lookup costs more than the sum). */
    private static final class StarNode extends Node {
        final Expr.Star s;
        final Node index;
        final Object[] nimbers = new Object[Values.MAX_NIMBER + 1];

        StarNode(Expr.Star s, Node index) {
            this.s = s;
            this.index = index;
            this.xor = index instanceof BinaryNode bn && bn.b.op() == Expr.Op.XOR ? bn : null;
        }

        /** {@code *(a xor b)}, the nim-sum claims' shape: the index is computed without a BigInteger. */
        private final BinaryNode xor;

        private int index(Case c) {
            if (xor != null) {
                int n = xor.smallXor(c);
                if (n >= 0 && n <= Values.MAX_NIMBER) {
                    return n;
                }
                // Anything else (rare) is evaluated again the general way, for its value or its error.
            }
            return Values.nimberIndex(index.eval(c), s.index().pos());
        }

        @Override
        Object eval(Case c) {
            int n = index == null ? 1 : index(c);
            Object g = SLOT.getAcquire(nimbers, n);
            if (g == null) {
                g = Game.nimber(n);
                SLOT.setRelease(nimbers, n, g);
            }
            return g;
        }
    }

    /** A call of a function on plain values: arguments in order, then the interpreter's application. */
    private static final class CallNode extends Node {
        final Expr.Call call;
        final org.cgcheck.fn.Builtin f;
        final Node[] args;

        CallNode(Expr.Call call, org.cgcheck.fn.Builtin f, Node[] args) {
            this.call = call;
            this.f = f;
            this.args = args;
        }

        @Override
        Object eval(Case c) {
            List<Object> values = new java.util.ArrayList<>(args.length);
            for (Node a : args) {
                values.add(a.eval(c));
            }
            return Interpreter.apply(f, values, call.pos());
        }
    }

    /** A node that mentions no variable: evaluated when first needed, then kept. */
    private static final class ConstNode extends Node {
        final Node inner;
        private volatile Object value;

        ConstNode(Node inner) {
            this.inner = inner;
        }

        @Override
        Object eval(Case c) {
            Object v = value;
            if (v == null) {
                v = inner.eval(c);
                value = v;
            }
            return v;
        }
    }

    /** A node computed once per binding of its own variables (a mixed-radix index of positions). */
    private final class MemoNode extends Node {
        final Node inner;
        final int[] used;
        final int[] stride;
        final Object[] table;

        MemoNode(Node inner, int[] used, int size) {
            this.inner = inner;
            this.used = used;
            this.stride = new int[used.length];
            int s = 1;
            for (int k = used.length - 1; k >= 0; k--) {
                stride[k] = s;
                s *= vars.get(used[k]).elements().size();
            }
            this.table = new Object[size];
        }

        @Override
        Object eval(Case c) {
            int key = 0;
            for (int k = 0; k < used.length; k++) {
                key += c.pos[used[k]] * stride[k];
            }
            Object v = SLOT.getAcquire(table, key);
            if (v == null) {
                v = inner.eval(c);
                SLOT.setRelease(table, key, v);
            }
            return v;
        }
    }
}
