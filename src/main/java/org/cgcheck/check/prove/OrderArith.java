package org.cgcheck.check.prove;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.Expr.Op;

/**
 * Decides statements of order and successor on naturals: comparisons ({@code ==, !=, <, <=, >,
 * >=}) between terms {@code x + k}, {@code x - k} or constants, joined by the connectives, for all
 * naturals. The negation is put in disjunctive form; each disjunct is a set of difference
 * constraints {@code x - y <= c}, satisfiable over the integers iff its constraint graph has no
 * negative cycle (Bellman–Ford). The statement holds iff no disjunct is satisfiable. This is the
 * step "[integer_arithmetic]" of the proofs from the definitions ({@link DefinitionStepsChecker}).
 */
public final class OrderArith {
    /** Disjuncts of the negation at most. */
    private static final int MAX_DISJUNCTS = 4096;

    private OrderArith() {
    }

    /** Null when {@code forall vars in 0..: formula} holds; else why not. */
    public static String decide(Expr formula, List<String> vars) {
        List<List<long[]>> dnf;
        try {
            dnf = form(formula, true, vars);     // the negation: a counterexample
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
        for (List<long[]> conj : dnf) {
            List<long[]> all = new ArrayList<>(conj);
            for (int i = 1; i <= vars.size(); i++) {
                all.add(new long[] {0, i, 0});       // 0 - x <= 0: every variable is a natural
            }
            if (satisfiable(all, vars.size() + 1)) {
                return "does not hold for all naturals";
            }
        }
        return null;
    }

    /** The formula ({@code negated}: its negation) as disjuncts of constraints {x, y, c}: x - y <= c. */
    private static List<List<long[]>> form(Expr e, boolean negated, List<String> vars) {
        if (e instanceof Expr.Not n) {
            return form(n.operand(), !negated, vars);
        }
        if (e instanceof Expr.Binary b && b.op().isLogic()) {
            Op op = b.op();
            if (op == Op.IMPLIES) {
                return negated ? and(form(b.left(), false, vars), form(b.right(), true, vars))
                        : or(form(b.left(), true, vars), form(b.right(), false, vars));
            }
            if (op == Op.IFF) {
                List<List<long[]>> both = and(form(b.left(), false, vars), form(b.right(), negated, vars));
                List<List<long[]>> neither = and(form(b.left(), true, vars), form(b.right(), !negated, vars));
                return or(both, neither);
            }
            boolean conj = (op == Op.AND) != negated;
            List<List<long[]>> l = form(b.left(), negated, vars);
            List<List<long[]>> r = form(b.right(), negated, vars);
            return conj ? and(l, r) : or(l, r);
        }
        if (e instanceof Expr.Binary b && b.op().isRelation()) {
            Op op = negated ? complement(b.op()) : b.op();
            long[] s = term(b.left(), vars);
            long[] t = term(b.right(), vars);
            // s = x + a, t = y + c
            return switch (op) {
                case LE -> one(le(s, t, 0));
                case LT -> one(le(s, t, -1));
                case GE -> one(le(t, s, 0));
                case GT -> one(le(t, s, -1));
                case EQ -> List.of(List.of(le(s, t, 0), le(t, s, 0)));
                case NE -> List.of(List.of(le(s, t, -1)), List.of(le(t, s, -1)));
                default -> throw new IllegalArgumentException("not a comparison of naturals: " + op.symbol);
            };
        }
        throw new IllegalArgumentException("not a statement of order on naturals");
    }

    private static List<List<long[]>> one(long[] c) {
        return List.of(List.of(c));
    }

    /** s <= t + slack as x - y <= c - a + slack. */
    private static long[] le(long[] s, long[] t, long slack) {
        return new long[] {s[0], t[0], Math.addExact(Math.subtractExact(t[1], s[1]), slack)};
    }

    private static Op complement(Op op) {
        return switch (op) {
            case LE -> Op.GT;
            case LT -> Op.GE;
            case GE -> Op.LT;
            case GT -> Op.LE;
            case EQ -> Op.NE;
            case NE -> Op.EQ;
            default -> throw new IllegalArgumentException("not a comparison of naturals: " + op.symbol);
        };
    }

    /** {variable index (0: none), constant}. */
    private static long[] term(Expr e, List<String> vars) {
        if (e instanceof Expr.IntLit i) {
            return new long[] {0, small(i.value())};
        }
        if (e instanceof Expr.Var v) {
            int at = vars.indexOf(v.name());
            if (at < 0) {
                throw new IllegalArgumentException("a name that is not a variable: " + v.name());
            }
            return new long[] {at + 1, 0};
        }
        if (e instanceof Expr.Binary b && (b.op() == Op.ADD || b.op() == Op.SUB)) {
            long[] l = term(b.left(), vars);
            long[] r = term(b.right(), vars);
            if (r[0] != 0 && (b.op() == Op.SUB || l[0] != 0)) {
                throw new IllegalArgumentException("not a variable plus a constant");
            }
            long k = b.op() == Op.ADD ? Math.addExact(l[1], r[1]) : Math.subtractExact(l[1], r[1]);
            return new long[] {l[0] != 0 ? l[0] : r[0], k};
        }
        throw new IllegalArgumentException("not a variable plus a constant");
    }

    private static long small(BigInteger v) {
        if (v.bitLength() > 40) {
            throw new IllegalArgumentException("a constant too large");
        }
        return v.longValue();
    }

    private static List<List<long[]>> or(List<List<long[]>> a, List<List<long[]>> b) {
        List<List<long[]>> out = new ArrayList<>(a);
        out.addAll(b);
        cap(out.size());
        return out;
    }

    private static List<List<long[]>> and(List<List<long[]>> a, List<List<long[]>> b) {
        cap((long) a.size() * b.size());
        List<List<long[]>> out = new ArrayList<>();
        for (List<long[]> x : a) {
            for (List<long[]> y : b) {
                List<long[]> c = new ArrayList<>(x);
                c.addAll(y);
                out.add(c);
            }
        }
        return out;
    }

    private static void cap(long n) {
        if (n > MAX_DISJUNCTS) {
            throw new IllegalArgumentException("too many cases to decide");
        }
    }

    /** Difference constraints x - y <= c (edge y → x of weight c) over nodes 0..n-1: no negative cycle. */
    static boolean satisfiable(List<long[]> cs, int n) {
        long[] dist = new long[n];
        for (int round = 0; round <= n; round++) {
            boolean changed = false;
            for (long[] c : cs) {
                int x = (int) c[0];
                int y = (int) c[1];
                if (dist[y] + c[2] < dist[x]) {
                    dist[x] = dist[y] + c[2];
                    changed = true;
                }
            }
            if (!changed) {
                return true;
            }
        }
        return false;
    }
}
