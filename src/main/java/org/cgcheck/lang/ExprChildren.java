package org.cgcheck.lang;

import java.util.ArrayList;
import java.util.List;

/** The sub-expressions of an expression or a domain, in the order they are written. */
public final class ExprChildren {
    private ExprChildren() {
    }

    public static List<Expr> of(Expr e) {
        List<Expr> out = new ArrayList<>();
        if (e instanceof Expr.Star s && s.index() != null) {
            out.add(s.index());
        } else if (e instanceof Expr.Braces b) {
            out.addAll(b.left());
            out.addAll(b.right());
        } else if (e instanceof Expr.PlusMinus pm) {
            out.addAll(pm.options());
        } else if (e instanceof Expr.Neg n) {
            out.add(n.operand());
        } else if (e instanceof Expr.Not n) {
            out.add(n.operand());
        } else if (e instanceof Expr.Binary b) {
            out.add(b.left());
            out.add(b.right());
        } else if (e instanceof Expr.Call c) {
            out.addAll(c.args());
        } else if (e instanceof Expr.UserCall u) {
            out.addAll(u.args());
        } else if (e instanceof Expr.Property p) {
            out.add(p.target());
            out.addAll(p.args());
        } else if (e instanceof Expr.If i) {
            out.add(i.condition());
            out.add(i.then());
            out.add(i.otherwise());
        } else if (e instanceof Expr.Comprehension c) {
            for (Expr.Clause k : c.clauses()) {
                if (k instanceof Expr.Clause.For f) {
                    out.addAll(of(f.domain()));
                } else {
                    out.add(((Expr.Clause.Filter) k).condition());
                }
            }
            out.add(c.element());
        } else if (e instanceof Expr.Quantified q) {
            out.addAll(of(q.domain()));
            out.add(q.body());
        }
        return out;
    }

    public static List<Expr> of(Expr.Domain d) {
        List<Expr> out = new ArrayList<>();
        if (d instanceof Expr.Domain.BornBy b) {
            out.add(b.day());
        } else if (d instanceof Expr.Domain.Range r) {
            out.add(r.lo());
            if (r.hi() != null) {
                out.add(r.hi());
            }
        } else if (d instanceof Expr.Domain.Explicit x) {
            out.addAll(x.elements());
        } else if (d instanceof Expr.Domain.InSet s) {
            out.add(s.set());
        } else if (d instanceof Expr.Domain.Options o) {
            out.add(o.of());
        } else if (d instanceof Expr.Domain.FormsOver f) {
            out.addAll(f.values());
        } else if (d instanceof Expr.Domain.Within w) {
            if (w.boards()) {
                out.add(w.rowsFrom());
                out.add(w.colsFrom());
            }
            out.add(w.rows());
            if (w.cols() != null) {
                out.add(w.cols());
            }
        }
        return out;
    }
}
