package org.cgcheck.check.prove;

import java.util.ArrayList;
import java.util.List;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.Expr.Op;

/** Propositional bookkeeping of the search: complements of negated relations, cases of hypotheses. */
final class Logic {
    static final int MAX_CASES = 32;

    private Logic() {
    }

    /** {@code not (a R b)} as a relation, when the complement is one; else null. */
    static Expr complement(Expr.Not n) {
        if (n.operand() instanceof Expr.Binary b && b.op().isRelation()) {
            Op c = switch (b.op()) {
                case EQ -> Op.NE;
                case NE -> Op.EQ;
                case LE -> Op.GFUZZY;
                case GE -> Op.LFUZZY;
                case LFUZZY -> Op.GE;
                case GFUZZY -> Op.LE;
                default -> null;
            };
            return c == null ? null : new Expr.Binary(c, b.left(), b.right(), n.pos());
        }
        return null;
    }

    /** The hypotheses as cases (disjunctions split), each a list of literals; null if too many cases. */
    static List<List<Expr>> cases(List<Expr> hypotheses) {
        List<List<Expr>> cases = new ArrayList<>();
        cases.add(new ArrayList<>());
        for (Expr h : hypotheses) {
            cases = add(cases, h);
            if (cases == null || cases.size() > MAX_CASES) {
                return null;
            }
        }
        return cases;
    }

    private static List<List<Expr>> add(List<List<Expr>> cases, Expr h) {
        if (h instanceof Expr.Binary b && b.op() == Op.AND) {
            List<List<Expr>> c = add(cases, b.left());
            return c == null ? null : add(c, b.right());
        }
        if (h instanceof Expr.Binary b && b.op() == Op.OR) {
            List<List<Expr>> l = add(copy(cases), b.left());
            List<List<Expr>> r = add(copy(cases), b.right());
            if (l == null || r == null || l.size() + r.size() > MAX_CASES) {
                return null;
            }
            l.addAll(r);
            return l;
        }
        if (h instanceof Expr.Not n && n.operand() instanceof Expr.Not inner) {
            return add(cases, inner.operand());
        }
        if (h instanceof Expr.Call c && c.name().equalsIgnoreCase("isinfinitesimal") && c.args().size() == 1) {
            return add(cases, Prover.infinitesimal(c.args().get(0)));   // its definition: both stops are 0
        }
        Expr lit = h instanceof Expr.Not n ? complement(n) : h;
        if (lit instanceof Expr.Binary b && b.op().isRelation()) {
            cases.forEach(c -> c.add(lit));
        }
        return cases;   // anything else is dropped: fewer hypotheses, still sound
    }

    private static List<List<Expr>> copy(List<List<Expr>> cases) {
        List<List<Expr>> c = new ArrayList<>();
        cases.forEach(x -> c.add(new ArrayList<>(x)));
        return c;
    }
}
