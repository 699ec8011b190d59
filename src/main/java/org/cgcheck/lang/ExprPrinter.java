package org.cgcheck.lang;

import java.util.List;
import java.util.stream.Collectors;

/** Prints an expression back in the claim language (fully parenthesised where needed). */
public final class ExprPrinter {
    private ExprPrinter() {
    }

    public static String print(Expr e) {
        if (e instanceof Expr.IntLit i) {
            return i.value().toString();
        }
        if (e instanceof Expr.NumLit n) {
            return n.value().toString();
        }
        if (e instanceof Expr.Star s) {
            if (s.index() == null) {
                return "*";
            }
            String idx = print(s.index());
            return s.index() instanceof Expr.IntLit || s.index() instanceof Expr.Var ? "*" + idx : "*(" + idx + ")";
        }
        if (e instanceof Expr.Ups u) {
            int a = Math.abs(u.count());
            String c = u.count() > 0 ? "^" : "v";
            return a == 1 ? c : a == 2 ? c + c : c + a;
        }
        if (e instanceof Expr.Uptimal u) {
            return (u.negative() ? "v" : "^") + (u.power() ? "<" + u.index() + ">" : "[" + u.index() + "]");
        }
        if (e instanceof Expr.Braces b) {
            if (ListSyntax.isImpartial(b)) {
                return "*{" + list(b.left()) + "}";
            }
            return "{" + list(b.left()) + "|" + list(b.right()) + "}";
        }
        if (e instanceof Expr.PlusMinus pm) {
            return pm.options().size() == 1 ? "+-(" + print(pm.options().get(0)) + ")" : "+-{" + list(pm.options()) + "}";
        }
        if (e instanceof Expr.Neg n) {
            return "-" + atom(n.operand());
        }
        if (e instanceof Expr.Not n) {
            return "not " + atom(n.operand());
        }
        if (e instanceof Expr.Binary b) {
            String sym = b.op() == Expr.Op.NORTON ? "." : " " + b.op().symbol + " ";
            return atom(b.left()) + sym + atom(b.right());
        }
        if (e instanceof Expr.Call c) {
            if (c.name().equals(ListSyntax.LIST_LITERAL)) {
                return "[" + list(c.args()) + "]";
            }
            if (c.name().equals(ListSyntax.ITEM) && c.args().size() == 2) {
                return atom(c.args().get(0)) + "[" + print(c.args().get(1)) + "]";
            }
            return c.name().equals(Parser.SET_LITERAL) ? "{" + list(c.args()) + "}" : c.name() + "(" + list(c.args()) + ")";
        }
        if (e instanceof Expr.Property p) {
            return "(" + print(p.target()) + ")." + p.name() + (p.args().isEmpty() ? "" : "(" + list(p.args()) + ")");
        }
        if (e instanceof Expr.Var v) {
            return v.name();
        }
        if (e instanceof Expr.LoopyLit l) {
            return l.text();
        }
        if (e instanceof Expr.Str s) {
            return "\"" + s.value() + "\"";
        }
        if (e instanceof Expr.UserCall u) {
            return u.args().isEmpty() ? u.target().name() : u.target().name() + "(" + list(u.args()) + ")";
        }
        if (e instanceof Expr.If i) {
            return "if " + print(i.condition()) + " then " + print(i.then()) + " else " + print(i.otherwise());
        }
        if (e instanceof Expr.Comprehension c) {
            StringBuilder b = new StringBuilder(print(c.element()));
            for (Expr.Clause k : c.clauses()) {
                if (k instanceof Expr.Clause.For f) {
                    b.append(" for ").append(f.var()).append(' ').append(domain(f.domain()));
                } else {
                    b.append(" if ").append(print(((Expr.Clause.Filter) k).condition()));
                }
            }
            return b.toString();
        }
        Expr.Quantified q = (Expr.Quantified) e;
        return (q.forall() ? "forall " : "exists ") + String.join(", ", q.vars()) + " ...: " + print(q.body());
    }

    /** A domain as written after the variables: {@code in 1..n}, {@code born by 2}, {@code in left(G)}. */
    public static String domain(Expr.Domain d) {
        if (d instanceof Expr.Domain.Range r) {
            return "in " + atom(r.lo()) + ".." + (r.hi() == null ? "" : atom(r.hi()));
        }
        if (d instanceof Expr.Domain.BornBy b) {
            return (b.kind().equals("values") ? "" : b.kind() + " ") + "born by " + print(b.day());
        }
        if (d instanceof Expr.Domain.Options o) {
            return "in " + (o.left() ? "left(" : "right(") + print(o.of()) + ")";
        }
        if (d instanceof Expr.Domain.Explicit x) {
            return "in {" + list(x.elements()) + "}";
        }
        if (d instanceof Expr.Domain.InSet s) {
            return "in " + print(s.set());
        }
        if (d instanceof Expr.Domain.FormsOver f) {
            return "form over {" + list(f.values()) + "}";
        }
        if (d instanceof Expr.Domain.Within w && w.boards()) {
            return w.ruleset() + " boards " + print(w.rowsFrom()) + (w.cols() == null ? "" : "x" + print(w.colsFrom()))
                    + ".." + print(w.rows()) + (w.cols() == null ? "" : "x" + print(w.cols()));
        }
        if (d instanceof Expr.Domain.Within w) {
            return w.ruleset() + " within " + print(w.rows()) + (w.cols() == null ? "" : "x" + print(w.cols()));
        }
        Expr.Domain.All a = (Expr.Domain.All) d;
        return a.kind().equals("values") ? "" : a.kind();
    }

    private static String atom(Expr e) {
        String s = print(e);
        return e instanceof Expr.Binary || e instanceof Expr.Quantified || e instanceof Expr.If ? "(" + s + ")" : s;
    }

    private static String list(List<Expr> es) {
        return es.stream().map(ExprPrinter::print).collect(Collectors.joining(", "));
    }
}
