package org.cgcheck.check.prove;

import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.Expr.Op;

/**
 * The prover's arithmetic of naturals under xor and order: a decision procedure. A formula made
 * of {@code == != < <= > >=} between xors of naturals (variables {@code in A..} with A ≥ 0,
 * literals ≥ 0, {@code grundy(...)} terms as unknown naturals) and of {@code and or not implies
 * iff} holds for all naturals iff it holds at every state of a finite automaton that reads the
 * binary digits of the variables from the lowest: after each digit every comparison is "equal
 * so far", "less" or "greater" (a higher differing digit overrides a lower one), and xor works
 * digit by digit with no carry. Every reachable state is the state of some naturals (any digits
 * may come next, or only zeros), so the search is complete: a true formula is proved, a false
 * one is not. {@code XorArithChecker} decides it again reading from the highest digit.
 */
public final class XorArith {
    /** More variables or comparisons than this: not attempted (2^vars transitions per state). */
    static final int MAX_VARS = 8;
    static final int MAX_ATOMS = 14;

    /** The formula read: atoms as pairs of xor-sets, the formula over atom indices. */
    public record Proof(List<String> variables, List<String> comparisons, int states, Expr formula) { }

    private XorArith() {
    }

    /** A proof of {@code forall names: body}, or null (not in the fragment, or false). */
    public static Proof prove(Expr body, List<String> names, List<Expr.Domain> domains) {
        Expr f = withBounds(body, names, domains);
        if (f == null) {
            return null;
        }
        // Only the claim's own natural variables: a name defined elsewhere (a constant of a definition) is
        // a fixed value, possibly negative, and grundy(...) of a closed form may not even exist.
        Reading r = Reading.of(f, false);
        if (r == null || r.vars.size() > MAX_VARS || r.atoms.size() > MAX_ATOMS || r.atoms.isEmpty()
                || !names.containsAll(r.vars)) {
            return null;
        }
        int states = decide(r);
        return states < 0 ? null : new Proof(List.copyOf(r.vars), r.texts(), states, f);
    }

    /** The body with each variable's range as hypotheses (n >= A, n <= B); null if a domain is not a natural range. */
    static Expr withBounds(Expr body, List<String> names, List<Expr.Domain> domains) {
        Expr hyp = null;
        for (int i = 0; i < names.size(); i++) {
            if (!(domains.get(i) instanceof Expr.Domain.Range r)) {
                return null;
            }
            BigInteger lo = Lemmas.constant(r.lo());
            if (lo == null || lo.signum() < 0) {
                return null;
            }
            Expr v = new Expr.Var(names.get(i), r.pos());
            List<Expr> bounds = new ArrayList<>();
            if (lo.signum() > 0) {
                bounds.add(new Expr.Binary(Op.GE, v, new Expr.IntLit(lo, r.pos()), r.pos()));
            }
            if (r.hi() != null) {
                BigInteger hi = Lemmas.constant(r.hi());
                if (hi == null) {
                    return null;
                }
                bounds.add(new Expr.Binary(Op.LE, v, new Expr.IntLit(hi, r.pos()), r.pos()));
            }
            for (Expr b : bounds) {
                hyp = hyp == null ? b : new Expr.Binary(Op.AND, hyp, b, b.pos());
            }
        }
        return hyp == null ? body : new Expr.Binary(Op.IMPLIES, hyp, body, body.pos());
    }

    /** Number of reachable states when every one satisfies the formula; -1 when one does not. */
    private static int decide(Reading r) {
        int width = 1;
        for (Reading.Atom a : r.atoms) {
            width = Math.max(width, a.constant.bitLength());
        }
        int n = r.atoms.size();
        // state: position (capped at width) then one comparison per atom: 0 equal, 1 less, 2 greater
        ArrayDeque<int[]> todo = new ArrayDeque<>();
        Set<String> seen = new HashSet<>();
        int[] start = new int[n + 1];
        todo.add(start);
        seen.add(Arrays.toString(start));
        while (!todo.isEmpty()) {
            int[] s = todo.poll();
            if (!r.holds(finish(r, s, width))) {
                return -1;
            }
            if (seen.size() > 200_000) {
                return -1;
            }
            for (int bits = 0; bits < 1 << r.vars.size(); bits++) {
                int[] t = step(r, s, bits, width);
                if (seen.add(Arrays.toString(t))) {
                    todo.add(t);
                }
            }
        }
        return seen.size();
    }

    /** The comparisons once the remaining digits of the constants are read with every variable's digit 0. */
    private static int[] finish(Reading r, int[] s, int width) {
        int[] t = s;
        while (t[0] < width) {
            t = step(r, t, 0, width);
        }
        return Arrays.copyOfRange(t, 1, t.length);
    }

    private static int[] step(Reading r, int[] s, int bits, int width) {
        int pos = s[0];
        int[] t = new int[s.length];
        t[0] = Math.min(pos + 1, width);
        for (int k = 0; k < r.atoms.size(); k++) {
            Reading.Atom a = r.atoms.get(k);
            int left = parity(bits & a.left) ^ (a.leftConstant.testBit(pos) ? 1 : 0);
            int right = parity(bits & a.right) ^ (a.leftConstant.xor(a.constant).testBit(pos) ? 1 : 0);
            t[k + 1] = left == right ? s[k + 1] : left < right ? 1 : 2;
        }
        return t;
    }

    private static int parity(int x) {
        return Integer.bitCount(x) & 1;
    }

    /** The formula as atoms over variable bitmasks. */
    static final class Reading {
        /** left and right: masks of variables; leftConstant the left side's constant, constant left xor right's. */
        record Atom(int left, int right, BigInteger leftConstant, BigInteger constant, String text) { }

        final List<String> vars = new ArrayList<>();
        final List<Atom> atoms = new ArrayList<>();
        private final Map<String, Integer> atomIndex = new TreeMap<>();
        private Node root;

        /** Formula tree over atoms. */
        private record Node(Op op, int atom, Op rel, Node a, Node b) { }

        static Reading of(Expr f, boolean allowGrundy) {
            Reading r = new Reading();
            r.root = r.node(f, allowGrundy);
            return r.root == null ? null : r;
        }

        List<String> texts() {
            return atoms.stream().map(Atom::text).toList();
        }

        boolean holds(int[] cmp) {
            return eval(root, cmp);
        }

        private boolean eval(Node n, int[] cmp) {
            if (n.op == null && n.rel == null) {
                return !eval(n.a, cmp);
            }
            if (n.op == null) {
                int c = cmp[n.atom];
                return switch (n.rel) {
                    case EQ -> c == 0;
                    case NE -> c != 0;
                    case LT -> c == 1;
                    case LE -> c != 2;
                    case GT -> c == 2;
                    case GE -> c != 1;
                    default -> throw new IllegalStateException();
                };
            }
            return switch (n.op) {
                case AND -> eval(n.a, cmp) && eval(n.b, cmp);
                case OR -> eval(n.a, cmp) || eval(n.b, cmp);
                case IMPLIES -> !eval(n.a, cmp) || eval(n.b, cmp);
                case IFF -> eval(n.a, cmp) == eval(n.b, cmp);
                default -> throw new IllegalStateException();
            };
        }

        private Node node(Expr e, boolean g) {
            if (e instanceof Expr.Not n) {
                Node a = node(n.operand(), g);
                return a == null ? null : new Node(null, -1, null, a, null);
            }
            if (!(e instanceof Expr.Binary b)) {
                return null;
            }
            switch (b.op()) {
                case AND, OR, IMPLIES, IFF -> {
                    Node l = node(b.left(), g);
                    Node r = l == null ? null : node(b.right(), g);
                    return r == null ? null : new Node(b.op(), -1, null, l, r);
                }
                case EQ, NE, LT, LE, GT, GE -> {
                    int[] lm = new int[1];
                    int[] rm = new int[1];
                    BigInteger[] lc = {BigInteger.ZERO};
                    BigInteger[] rc = {BigInteger.ZERO};
                    if (!term(b.left(), lm, lc, g) || !term(b.right(), rm, rc, g)) {
                        return null;
                    }
                    String key = lm[0] + "|" + rm[0] + "|" + lc[0] + "|" + rc[0];
                    Integer k = atomIndex.get(key);
                    if (k == null) {
                        k = atoms.size();
                        atomIndex.put(key, k);
                        atoms.add(new Atom(lm[0], rm[0], lc[0], lc[0].xor(rc[0]),
                                org.cgcheck.lang.ExprPrinter.print(b.left()) + " vs "
                                        + org.cgcheck.lang.ExprPrinter.print(b.right())));
                    }
                    return new Node(null, k, b.op(), null, null);
                }
                default -> {
                    return null;
                }
            }
        }

        /** A xor of naturals: variables' mask and the constant, accumulated. */
        private boolean term(Expr e, int[] mask, BigInteger[] c, boolean g) {
            if (e instanceof Expr.Binary b && b.op() == Op.XOR) {
                return term(b.left(), mask, c, g) && term(b.right(), mask, c, g);
            }
            if (e instanceof Expr.IntLit i) {
                if (i.value().signum() < 0) {
                    return false;
                }
                c[0] = c[0].xor(i.value());
                return true;
            }
            String name;
            if (e instanceof Expr.Var v) {
                name = v.name();
            } else if (g && e instanceof Expr.Call call && call.name().equalsIgnoreCase("grundy")
                    && call.args().size() == 1) {
                name = Lemmas.key(call);     // an unknown natural
            } else {
                return false;
            }
            int idx = vars.indexOf(name);
            if (idx < 0) {
                vars.add(name);
                idx = vars.size() - 1;
            }
            if (idx >= 31) {
                return false;
            }
            mask[0] ^= 1 << idx;
            return true;
        }
    }
}
