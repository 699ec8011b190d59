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
            return c.name().equals(Parser.SET_LITERAL) ? "{" + list(c.args()) + "}" : c.name() + "(" + list(c.args()) + ")";
        }
        if (e instanceof Expr.Property p) {
            return "(" + print(p.target()) + ")." + p.name() + (p.args().isEmpty() ? "" : "(" + list(p.args()) + ")");
        }
        if (e instanceof Expr.Var v) {
            return v.name();
        }
        if (e instanceof Expr.Str s) {
            return "\"" + s.value() + "\"";
        }
        Expr.Quantified q = (Expr.Quantified) e;
        return (q.forall() ? "forall " : "exists ") + String.join(", ", q.vars()) + " ...: " + print(q.body());
    }

    private static String atom(Expr e) {
        String s = print(e);
        return e instanceof Expr.Binary || e instanceof Expr.Quantified ? "(" + s + ")" : s;
    }

    private static String list(List<Expr> es) {
        return es.stream().map(ExprPrinter::print).collect(Collectors.joining(", "));
    }
}
