package org.cgcheck.check;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.cgcheck.lang.Expr;

/** The variable names an expression mentions without binding them. */
final class FreeVariables {
    private FreeVariables() {
    }

    static Set<String> of(Expr e) {
        Set<String> out = new HashSet<>();
        collect(e, Set.of(), out);
        return out;
    }

    static Set<String> of(Expr.Domain d) {
        Set<String> out = new HashSet<>();
        collect(d, Set.of(), out);
        return out;
    }

    private static void collect(Expr e, Set<String> bound, Set<String> out) {
        org.cgcheck.game.EvaluationStopped.check();
        if (e == null) {
            return;
        }
        if (e instanceof Expr.Var v) {
            if (!bound.contains(v.name())) {
                out.add(v.name());
            }
        } else if (e instanceof Expr.Star s) {
            collect(s.index(), bound, out);
        } else if (e instanceof Expr.Braces b) {
            all(b.left(), bound, out);
            all(b.right(), bound, out);
        } else if (e instanceof Expr.PlusMinus pm) {
            all(pm.options(), bound, out);
        } else if (e instanceof Expr.Neg n) {
            collect(n.operand(), bound, out);
        } else if (e instanceof Expr.Not n) {
            collect(n.operand(), bound, out);
        } else if (e instanceof Expr.Binary b) {
            collect(b.left(), bound, out);
            collect(b.right(), bound, out);
        } else if (e instanceof Expr.Call c) {
            all(c.args(), bound, out);
        } else if (e instanceof Expr.Property p) {
            collect(p.target(), bound, out);
            all(p.args(), bound, out);
        } else if (e instanceof Expr.UserCall u) {
            all(u.args(), bound, out);      // a definition's body mentions only its parameters
        } else if (e instanceof Expr.If i) {
            collect(i.condition(), bound, out);
            collect(i.then(), bound, out);
            collect(i.otherwise(), bound, out);
        } else if (e instanceof Expr.Comprehension c) {
            Set<String> inner = new HashSet<>(bound);
            for (Expr.Clause k : c.clauses()) {
                if (k instanceof Expr.Clause.For f) {
                    collect(f.domain(), inner, out);
                    inner.add(f.var());
                } else {
                    collect(((Expr.Clause.Filter) k).condition(), inner, out);
                }
            }
            collect(c.element(), inner, out);
        } else if (e instanceof Expr.Quantified q) {
            collect(q.domain(), bound, out);
            Set<String> inner = new HashSet<>(bound);
            inner.addAll(q.vars());
            collect(q.body(), inner, out);
        }
    }

    private static void collect(Expr.Domain d, Set<String> bound, Set<String> out) {
        if (d instanceof Expr.Domain.BornBy b) {
            collect(b.day(), bound, out);
        } else if (d instanceof Expr.Domain.Range r) {
            collect(r.lo(), bound, out);
            if (r.hi() != null) {
                collect(r.hi(), bound, out);
            }
        } else if (d instanceof Expr.Domain.Explicit x) {
            all(x.elements(), bound, out);
        } else if (d instanceof Expr.Domain.InSet s) {
            collect(s.set(), bound, out);
        } else if (d instanceof Expr.Domain.Options o) {
            collect(o.of(), bound, out);
        } else if (d instanceof Expr.Domain.FormsOver f) {
            all(f.values(), bound, out);
        } else if (d instanceof Expr.Domain.Within w) {
            if (w.boards()) {
                collect(w.rowsFrom(), bound, out);
                collect(w.colsFrom(), bound, out);
            }
            collect(w.rows(), bound, out);
            if (w.cols() != null) {
                collect(w.cols(), bound, out);
            }
        }
    }

    private static void all(List<Expr> es, Set<String> bound, Set<String> out) {
        for (Expr x : es) {
            collect(x, bound, out);
        }
    }
}
