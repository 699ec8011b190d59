package org.cgcheck.check.prove;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.cgcheck.eval.Interpreter;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.Expr.Op;

/** The search's bookkeeping of lemma instances: substitution, hypotheses of a claim, negation normal form. */
final class Lemmas {
    private Lemmas() {
    }

    /**
     * A faithful text of e for comparing formulas: the records' own text without positions.
     * (ExprPrinter abbreviates quantifiers, {@code exists A ...}, so two different formulas can
     * print alike: never compare printed formulas.)
     */
    static String key(Expr e) {
        int slot = System.identityHashCode(e) & (KEYS.length - 1);
        KeyEntry k = KEYS[slot];
        if (k != null && k.expr == e) {
            return k.key;
        }
        String key = POSITIONS.matcher(String.valueOf(e)).replaceAll("");
        KEYS[slot] = new KeyEntry(e, key);
        return key;
    }

    /** Compiled once: String.replaceAll compiled it on every call (5 % of the library's samples). */
    private static final java.util.regex.Pattern POSITIONS =
            java.util.regex.Pattern.compile("\\w*[pP]os=(\\[[^\\]]*\\]|\\d+:\\d+|null)");

    /**
     * Recent keys by the expression's identity (expressions are immutable, so a key never goes
     * stale): the prover asks for the same terms' keys again and again while it scores and
     * matches instances. Lossy and racy: an entry is immutable, a collision just evicts.
     */
    private record KeyEntry(Expr expr, String key) { }

    private static final KeyEntry[] KEYS = new KeyEntry[1 << 12];

    /** An integer constant's value, or null. */
    static BigInteger constant(Expr e) {
        try {
            return new Interpreter().eval(e) instanceof BigInteger b ? b : null;
        } catch (RuntimeException ex) {
            return null;
        }
    }

    /** Does a closed formula hold (by the engine)? False when it cannot be evaluated. */
    static boolean holds(Expr e) {
        try {
            return Boolean.TRUE.equals(new Interpreter().eval(e));
        } catch (RuntimeException ex) {
            return false;
        }
    }

    /** e with the variables of s replaced; null for a construct it does not rebuild. */
    static Expr substitute(Expr e, Map<String, Expr> s) {
        if (e instanceof Expr.Var v) {
            return s.getOrDefault(v.name(), v);
        }
        if (e instanceof Expr.IntLit || e instanceof Expr.NumLit || e instanceof Expr.Ups || e instanceof Expr.Uptimal
                || e instanceof Expr.Str) {
            return e;
        }
        if (e instanceof Expr.Star st) {
            Expr i = st.index() == null ? null : substitute(st.index(), s);
            return st.index() != null && i == null ? null : new Expr.Star(i, st.pos());
        }
        if (e instanceof Expr.Neg n) {
            Expr x = substitute(n.operand(), s);
            return x == null ? null : new Expr.Neg(x, n.pos());
        }
        if (e instanceof Expr.Not n) {
            Expr x = substitute(n.operand(), s);
            return x == null ? null : new Expr.Not(x, n.pos());
        }
        if (e instanceof Expr.Binary b) {
            Expr l = substitute(b.left(), s);
            Expr r = substitute(b.right(), s);
            return l == null || r == null ? null : new Expr.Binary(b.op(), l, r, b.pos());
        }
        if (e instanceof Expr.Call c) {
            List<Expr> args = all(c.args(), s);
            return args == null ? null : new Expr.Call(c.name(), args, c.pos());
        }
        if (e instanceof Expr.Braces br) {
            List<Expr> l = all(br.left(), s);
            List<Expr> r = all(br.right(), s);
            return l == null || r == null ? null : new Expr.Braces(l, r, br.pos());
        }
        if (e instanceof Expr.Quantified q && q.domain() instanceof Expr.Domain.Options o
                && q.vars().stream().noneMatch(s::containsKey)) {
            Expr of = substitute(o.of(), s);
            Expr body = substitute(q.body(), s);
            return of == null || body == null ? null : new Expr.Quantified(q.forall(), q.vars(), q.varPos(),
                    new Expr.Domain.Options(o.left(), of, o.pos()), body, q.pos());
        }
        return null;
    }

    private static List<Expr> all(List<Expr> es, Map<String, Expr> s) {
        List<Expr> out = new ArrayList<>();
        for (Expr x : es) {
            Expr y = substitute(x, s);
            if (y == null) {
                return null;
            }
            out.add(y);
        }
        return out;
    }

    /** The conjuncts of the antecedents along the chain of implications of a claim: what it assumes. */
    static void hypotheses(Expr claim, List<Expr> out) {
        Expr e = claim;
        while (e instanceof Expr.Binary b && b.op() == Op.IMPLIES) {
            conjuncts(b.left(), out);
            e = b.right();
        }
    }

    /** The consequent of the chain of implications. */
    static Expr conclusion(Expr claim) {
        Expr e = claim;
        while (e instanceof Expr.Binary b && b.op() == Op.IMPLIES) {
            e = b.right();
        }
        return e;
    }

    static void conjuncts(Expr e, List<Expr> out) {
        if (e instanceof Expr.Binary b && b.op() == Op.AND) {
            conjuncts(b.left(), out);
            conjuncts(b.right(), out);
        } else {
            out.add(e);
        }
    }

    static Expr and(List<Expr> es) {
        Expr out = es.get(0);
        for (int i = 1; i < es.size(); i++) {
            out = new Expr.Binary(Op.AND, out, es.get(i), out.pos());
        }
        return out;
    }

    /** f as a hypothesis in negation normal form: and/or of literals ({@code isinfinitesimal} unfolded). */
    static Expr nnf(Expr f, boolean negated) {
        if (f instanceof Expr.Not n) {
            return nnf(n.operand(), !negated);
        }
        if (f instanceof Expr.Binary b) {
            switch (b.op()) {
                case AND:
                case OR: {
                    boolean and = (b.op() == Op.AND) != negated;
                    return new Expr.Binary(and ? Op.AND : Op.OR, nnf(b.left(), negated), nnf(b.right(), negated),
                            b.pos());
                }
                case IMPLIES:
                    return negated ? new Expr.Binary(Op.AND, nnf(b.left(), false), nnf(b.right(), true), b.pos())
                            : new Expr.Binary(Op.OR, nnf(b.left(), true), nnf(b.right(), false), b.pos());
                case IFF: {
                    Expr ab = new Expr.Binary(Op.IMPLIES, b.left(), b.right(), b.pos());
                    Expr ba = new Expr.Binary(Op.IMPLIES, b.right(), b.left(), b.pos());
                    return nnf(new Expr.Binary(Op.AND, ab, ba, b.pos()), negated);
                }
                default:
                    break;
            }
        }
        if (f instanceof Expr.Call c && c.name().equalsIgnoreCase("isinfinitesimal") && c.args().size() == 1) {
            return nnf(Prover.infinitesimal(c.args().get(0)), negated);
        }
        return negated ? new Expr.Not(f, f.pos()) : f;
    }
}
