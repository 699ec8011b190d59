package org.cgcheck.check.prove;

import java.util.List;
import java.util.Set;
import org.cgcheck.lang.Expr;

/** Does an expression mention one of the names? Conservative: bound names count too. */
final class Mentions {
    private Mentions() {
    }

    static boolean any(Expr e, Set<String> names) {
        if (e instanceof Expr.Var v) {
            return names.contains(v.name());
        }
        if (e instanceof Expr.Star s) {
            return s.index() != null && any(s.index(), names);
        }
        if (e instanceof Expr.Braces b) {
            return all(b.left(), names) || all(b.right(), names);
        }
        if (e instanceof Expr.PlusMinus pm) {
            return all(pm.options(), names);
        }
        if (e instanceof Expr.Neg n) {
            return any(n.operand(), names);
        }
        if (e instanceof Expr.Not n) {
            return any(n.operand(), names);
        }
        if (e instanceof Expr.Binary b) {
            return any(b.left(), names) || any(b.right(), names);
        }
        if (e instanceof Expr.Call c) {
            return all(c.args(), names);
        }
        if (e instanceof Expr.Property p) {
            return any(p.target(), names) || all(p.args(), names);
        }
        if (e instanceof Expr.UserCall u) {
            return all(u.args(), names);        // a definition's body sees only its parameters
        }
        if (e instanceof Expr.If i) {
            return any(i.condition(), names) || any(i.then(), names) || any(i.otherwise(), names);
        }
        // Never looked into: treated as mentioning everything.
        return e instanceof Expr.Quantified || e instanceof Expr.Comprehension;
    }

    private static boolean all(List<Expr> es, Set<String> names) {
        return es.stream().anyMatch(x -> any(x, names));
    }
}
