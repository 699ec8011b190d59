package org.cgcheck.lang;

import java.util.List;

/** Prints an expression back in the claim language (fully parenthesised where needed). */
public final class ExprPrinter {
    private ExprPrinter() {
    }

    public static String print(Expr e) {
        StringBuilder out = new StringBuilder();
        write(e, out);
        return out.toString();
    }

    /**
     * Appends e to out. One builder for the whole expression: a chain of 200,000 terms printed by
     * concatenation copies its text at every level (quadratic: minutes of CPU).
     */
    private static void write(Expr e, StringBuilder out) {
        if (e instanceof Expr.IntLit i) {
            out.append(i.value());
        } else if (e instanceof Expr.NumLit n) {
            out.append(n.value());
        } else if (e instanceof Expr.Star s) {
            out.append('*');
            if (s.index() == null) {
                return;
            }
            boolean bare = s.index() instanceof Expr.IntLit || s.index() instanceof Expr.Var;
            out.append(bare ? "" : "(");
            write(s.index(), out);
            out.append(bare ? "" : ")");
        } else if (e instanceof Expr.Ups u) {
            int a = Math.abs(u.count());
            String c = u.count() > 0 ? "^" : "v";
            out.append(a == 1 ? c : a == 2 ? c + c : c + a);
        } else if (e instanceof Expr.Uptimal u) {
            out.append(u.negative() ? "v" : "^").append(u.power() ? "<" + u.index() + ">" : "[" + u.index() + "]");
        } else if (e instanceof Expr.Braces b) {
            if (ListSyntax.isImpartial(b)) {
                out.append("*{");
                list(b.left(), out);
                out.append('}');
            } else {
                out.append('{');
                list(b.left(), out);
                out.append('|');
                list(b.right(), out);
                out.append('}');
            }
        } else if (e instanceof Expr.PlusMinus pm) {
            boolean one = pm.options().size() == 1;
            out.append(one ? "+-(" : "+-{");
            list(pm.options(), out);
            out.append(one ? ")" : "}");
        } else if (e instanceof Expr.Neg n) {
            out.append('-');
            atom(n.operand(), out);
        } else if (e instanceof Expr.Not n) {
            out.append("not ");
            atom(n.operand(), out);
        } else if (e instanceof Expr.Binary b) {
            atom(b.left(), out);
            out.append(b.op() == Expr.Op.NORTON ? "." : " " + b.op().symbol + " ");
            atom(b.right(), out);
        } else if (e instanceof Expr.Call c) {
            call(c, out);
        } else if (e instanceof Expr.Property p) {
            out.append('(');
            write(p.target(), out);
            out.append(").").append(p.name());
            if (!p.args().isEmpty()) {
                out.append('(');
                list(p.args(), out);
                out.append(')');
            }
        } else if (e instanceof Expr.Var v) {
            out.append(v.name());
        } else if (e instanceof Expr.LoopyLit l) {
            out.append(l.text());
        } else if (e instanceof Expr.Str s) {
            out.append('"').append(s.value()).append('"');
        } else if (e instanceof Expr.UserCall u) {
            out.append(u.target().name());
            if (!u.args().isEmpty()) {
                out.append('(');
                list(u.args(), out);
                out.append(')');
            }
        } else if (e instanceof Expr.If i) {
            out.append("if ");
            write(i.condition(), out);
            out.append(" then ");
            write(i.then(), out);
            out.append(" else ");
            write(i.otherwise(), out);
        } else if (e instanceof Expr.Comprehension c) {
            write(c.element(), out);
            for (Expr.Clause k : c.clauses()) {
                if (k instanceof Expr.Clause.For f) {
                    out.append(" for ").append(f.var()).append(' ').append(domain(f.domain()));
                } else {
                    out.append(" if ");
                    write(((Expr.Clause.Filter) k).condition(), out);
                }
            }
        } else {
            Expr.Quantified q = (Expr.Quantified) e;
            out.append(q.forall() ? "forall " : "exists ").append(String.join(", ", q.vars())).append(" ...: ");
            write(q.body(), out);
        }
    }

    private static void call(Expr.Call c, StringBuilder out) {
        if (c.name().equals(ListSyntax.LIST_LITERAL)) {
            out.append('[');
            list(c.args(), out);
            out.append(']');
        } else if (SchemaSyntax.print(c, out)) {
            return;         // allbut => true, [(0,1)], {Left => {2}, Right => {1}}
        } else if (HeapFunctionSyntax.print(c, out)) {
            return;         // HeapRuleset(n -> [[k, n - k] for k in 1..n - 1])
        } else if (c.name().equals(ListSyntax.ITEM) && c.args().size() == 2) {
            atom(c.args().get(0), out);
            out.append('[');
            write(c.args().get(1), out);
            out.append(']');
        } else if (c.name().equals(ExplicitSyntax.LITERAL) && !c.args().isEmpty()
                && c.args().get(0) instanceof Expr.IntLit n) {
            int k = n.value().intValue() + 1;       // '{L|R}': the number of Left options first
            out.append("'{");
            list(c.args().subList(1, k), out);
            out.append('|');
            list(c.args().subList(k, c.args().size()), out);
            out.append("}'");
        } else {
            boolean set = c.name().equals(Parser.SET_LITERAL);
            int split = SchemaSyntax.afterNamed(c.args());      // Subtraction([2], allbut => true)(10)
            out.append(set ? "{" : c.name() + "(");
            list(split < 0 ? c.args() : c.args().subList(0, split), out);
            out.append(set ? "}" : ")");
            if (split >= 0) {
                out.append('(');
                list(c.args().subList(split, c.args().size()), out);
                out.append(')');
            }
        }
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
            if (s.set() instanceof Expr.Call c && c.name().equals(CgsuiteLists.STEP_RANGE) && c.args().size() == 3) {
                return "from " + print(c.args().get(0)) + " to " + print(c.args().get(1)) + " by "
                        + print(c.args().get(2));       // CGSuite's clause, as it was written
            }
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
        StringBuilder out = new StringBuilder();
        atom(e, out);
        return out.toString();
    }

    private static void atom(Expr e, StringBuilder out) {
        boolean paren = e instanceof Expr.Binary || e instanceof Expr.Quantified || e instanceof Expr.If;
        out.append(paren ? "(" : "");
        write(e, out);
        out.append(paren ? ")" : "");
    }

    private static String list(List<Expr> es) {
        StringBuilder out = new StringBuilder();
        list(es, out);
        return out.toString();
    }

    private static void list(List<Expr> es, StringBuilder out) {
        for (int i = 0; i < es.size(); i++) {
            out.append(i == 0 ? "" : ", ");
            write(es.get(i), out);
        }
    }
}
