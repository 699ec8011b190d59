package org.cgcheck.eval;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.ExprPrinter;

/**
 * The value of a closed list comprehension, kept by its text: a function argument read as its
 * table ({@code game.heap.GenWythoff(k -> k + 2)}, its values at k = 0..300) is computed once per
 * run, not once per call. Closed means built only of integer
 * literals, its own bound variables, operators, conditionals and built-in calls; anything else (a
 * variable of the worksheet, a definition of the run, a game literal) is not kept, so a cached
 * value can never be stale.
 */
final class ClosedLists {
    private static final int MAX_KEPT = 64;
    private static final Map<String, Object> KEPT = java.util.Collections.synchronizedMap(
            new LinkedHashMap<>(16, 0.75f, true) {
                @Override
                protected boolean removeEldestEntry(Map.Entry<String, Object> eldest) {
                    return size() > MAX_KEPT;
                }
            });

    private ClosedLists() {
    }

    static Object value(Expr.Call list, Supplier<Object> compute) {
        boolean comprehension = list.args().stream().anyMatch(a -> a instanceof Expr.Comprehension);
        if (!comprehension || !closed(list, new HashSet<>())) {
            return compute.get();
        }
        String key = ExprPrinter.print(list);
        Object v = KEPT.get(key);
        if (v == null) {
            v = compute.get();
            KEPT.put(key, v);
        }
        return v;
    }

    /** Only the node kinds listed here, and no variable that is not bound inside. */
    static boolean closed(Expr e, Set<String> bound) {
        if (e instanceof Expr.IntLit) {
            return true;
        }
        if (e instanceof Expr.Var v) {
            return bound.contains(v.name());
        }
        if (e instanceof Expr.Binary b) {
            return closed(b.left(), bound) && closed(b.right(), bound);
        }
        if (e instanceof Expr.Neg n) {
            return closed(n.operand(), bound);
        }
        if (e instanceof Expr.Not n) {
            return closed(n.operand(), bound);
        }
        if (e instanceof Expr.If i) {
            return closed(i.condition(), bound) && closed(i.then(), bound) && closed(i.otherwise(), bound);
        }
        if (e instanceof Expr.Call c) {
            return all(c.args(), bound);
        }
        if (e instanceof Expr.Comprehension c) {
            Set<String> inner = new HashSet<>(bound);
            for (Expr.Clause k : c.clauses()) {
                if (k instanceof Expr.Clause.For f) {
                    boolean range = f.domain() instanceof Expr.Domain.Range r && closed(r.lo(), inner)
                            && r.hi() != null && closed(r.hi(), inner);
                    if (!range && !(f.domain() instanceof Expr.Domain.InSet in && closed(in.set(), inner))) {
                        return false;
                    }
                    inner.add(f.var());
                } else if (!closed(((Expr.Clause.Filter) k).condition(), inner)) {
                    return false;
                }
            }
            return closed(c.element(), inner);
        }
        return false;
    }

    private static boolean all(List<Expr> es, Set<String> bound) {
        for (Expr x : es) {
            if (!closed(x, bound)) {
                return false;
            }
        }
        return true;
    }
}
