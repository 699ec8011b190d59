package org.cgcheck.eval;

import java.math.BigInteger;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.cgcheck.form.Form;
import org.cgcheck.game.Game;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.SyntaxError;

/**
 * Estimates how many cases a nest of quantifiers would evaluate, without materialising any
 * domain, and refuses more than {@link #LIMIT}: infeasible work gets an estimate, not a hang.
 * Sizes are upper bounds where they are known: ranges from their ends (integer variables of
 * enclosing ranges contribute their intervals), {@code born by} from the universe's counts,
 * listed domains by their length. A domain whose size cannot be known before it runs (the
 * options of a game not yet bound) counts as 1, so the estimate never refuses what is small.
 */
public final class QuantifierCost {
    /** The most cases a formula may evaluate. */
    public static final BigInteger LIMIT = BigInteger.TEN.pow(9);

    private QuantifierCost() {
    }

    /**
     * Throws a located error with the estimate if {@code q} (with its nested quantifiers) is too
     * big; otherwise returns the estimate (at most {@link #LIMIT}).
     */
    public static long refuseIfInfeasible(Expr.Quantified q, Map<String, Object> env) {
        Map<String, BigInteger[]> bounds = new HashMap<>();
        for (Map.Entry<String, Object> e : env.entrySet()) {
            BigInteger v = asInteger(e.getValue());
            if (v != null) {
                bounds.put(e.getKey(), new BigInteger[] {v, v});
            }
        }
        BigInteger n = cost(q, bounds, env);
        if (n.compareTo(LIMIT) > 0) {
            throw new SyntaxError("refused: these quantifiers would evaluate " + show(n)
                    + " cases (the limit is 10^9); narrow the domains", q.pos());
        }
        return n.longValueExact();
    }

    /** The number of cases, exactly when short, else as a power of ten. */
    static String show(BigInteger n) {
        String s = n.toString();
        return s.length() <= 15 ? s : "about 10^" + (s.length() - 1);
    }

    /** Cases of the quantifiers in {@code e}: a quantifier multiplies, siblings add. */
    static BigInteger cost(Expr e, Map<String, BigInteger[]> bounds, Map<String, Object> env) {
        if (e instanceof Expr.Quantified q) {
            BigInteger size = size(q.domain(), bounds, env);
            Map<String, BigInteger[]> inner = new HashMap<>(bounds);
            BigInteger[] interval = q.domain() instanceof Expr.Domain.Range r ? rangeInterval(r, bounds) : null;
            for (String v : q.vars()) {
                if (interval != null) {
                    inner.put(v, interval);
                } else {
                    inner.remove(v);
                }
            }
            Map<String, Object> innerEnv = new HashMap<>(env);
            q.vars().forEach(innerEnv::remove);       // shadowed: no longer the outer value
            BigInteger body = cost(q.body(), inner, innerEnv).max(BigInteger.ONE);
            return size.pow(q.vars().size()).multiply(body);
        }
        BigInteger sum = BigInteger.ZERO;
        for (Expr child : children(e)) {
            sum = sum.add(cost(child, bounds, env));
        }
        return sum;
    }

    private static List<Expr> children(Expr e) {
        if (e instanceof Expr.Binary b) {
            return List.of(b.left(), b.right());
        }
        if (e instanceof Expr.Not n) {
            return List.of(n.operand());
        }
        if (e instanceof Expr.Neg n) {
            return List.of(n.operand());
        }
        if (e instanceof Expr.Call c) {
            return c.args();
        }
        if (e instanceof Expr.UserCall u) {
            return u.args();
        }
        if (e instanceof Expr.If i) {
            return List.of(i.condition(), i.then(), i.otherwise());
        }
        if (e instanceof Expr.Property p) {
            return java.util.stream.Stream.concat(java.util.stream.Stream.of(p.target()), p.args().stream()).toList();
        }
        return List.of();     // games, literals and variables hold no boolean, so no quantifier
    }

    private static BigInteger size(Expr.Domain d, Map<String, BigInteger[]> bounds, Map<String, Object> env) {
        if (d instanceof Expr.Domain.Range r) {
            BigInteger[] iv = rangeInterval(r, bounds);
            return iv == null ? BigInteger.ONE : iv[1].subtract(iv[0]).add(BigInteger.ONE).max(BigInteger.ZERO);
        }
        if (d instanceof Expr.Domain.BornBy b) {
            BigInteger[] day = interval(b.day(), bounds);
            if (day == null || day[1].signum() < 0) {
                return BigInteger.ONE;
            }
            long n = org.cgcheck.universe.Universe.count(DomainValues.kind(b.kind()),
                    day[1].min(BigInteger.valueOf(1 << 21)).intValueExact());
            // Beyond the last day enumerated the universe refuses the domain itself, with its own message.
            return n < 0 ? BigInteger.ONE : BigInteger.valueOf(n);
        }
        if (d instanceof Expr.Domain.Explicit x) {
            return BigInteger.valueOf(x.elements().size());
        }
        if (d instanceof Expr.Domain.Within w) {
            return WithinDomain.estimate(w, bounds);
        }
        if (d instanceof Expr.Domain.FormsOver f) {
            return BigInteger.valueOf(4).pow(Math.min(f.values().size(), 64));
        }
        if (d instanceof Expr.Domain.InSet) {
            try {       // known once the set's variables are bound; sets of one game's positions are small
                return BigInteger.valueOf(DomainValues.elements(d, env).size());
            } catch (SyntaxError e) {
                return BigInteger.ONE;
            }
        }
        if (d instanceof Expr.Domain.Options o && o.of() instanceof Expr.Var v && env.get(v.name()) != null) {
            Object g = env.get(v.name());
            if (g instanceof Form f) {
                return BigInteger.valueOf(Math.max(f.left().size(), f.right().size()));
            }
            if (g instanceof Game h) {
                return BigInteger.valueOf(Math.max(h.leftOptions().size(), h.rightOptions().size()));
            }
        }
        return BigInteger.ONE;
    }

    /** The least and greatest element of a range, or null when unknown before it runs. */
    private static BigInteger[] rangeInterval(Expr.Domain.Range r, Map<String, BigInteger[]> bounds) {
        if (r.hi() == null) {
            return null;        // unbounded: refused when evaluated (DomainValues)
        }
        BigInteger[] lo = interval(r.lo(), bounds);
        BigInteger[] hi = interval(r.hi(), bounds);
        return lo == null || hi == null ? null : new BigInteger[] {lo[0], hi[1]};
    }

    /** Interval arithmetic on integer expressions over bound variables; null when unknown. */
    static BigInteger[] interval(Expr e, Map<String, BigInteger[]> bounds) {
        if (e instanceof Expr.IntLit i) {
            return new BigInteger[] {i.value(), i.value()};
        }
        if (e instanceof Expr.Var v) {
            return bounds.get(v.name());
        }
        if (e instanceof Expr.Neg n) {
            BigInteger[] x = interval(n.operand(), bounds);
            return x == null ? null : new BigInteger[] {x[1].negate(), x[0].negate()};
        }
        if (!(e instanceof Expr.Binary b)) {
            return null;
        }
        BigInteger[] x = interval(b.left(), bounds);
        BigInteger[] y = interval(b.right(), bounds);
        if (x == null || y == null || x[1].bitLength() > 4096 || y[1].bitLength() > 4096) {
            return null;
        }
        switch (b.op()) {
            case ADD:
                return new BigInteger[] {x[0].add(y[0]), x[1].add(y[1])};
            case SUB:
                return new BigInteger[] {x[0].subtract(y[1]), x[1].subtract(y[0])};
            case MUL: {
                BigInteger[] c = {x[0].multiply(y[0]), x[0].multiply(y[1]), x[1].multiply(y[0]), x[1].multiply(y[1])};
                BigInteger min = c[0];
                BigInteger max = c[0];
                for (BigInteger v : c) {
                    min = min.min(v);
                    max = max.max(v);
                }
                return new BigInteger[] {min, max};
            }
            case XOR: {
                int bits = Math.max(x[1].abs().bitLength(), y[1].abs().bitLength());
                return new BigInteger[] {BigInteger.ZERO, BigInteger.ONE.shiftLeft(bits).subtract(BigInteger.ONE)};
            }
            default:
                return null;
        }
    }

    private static BigInteger asInteger(Object v) {
        if (v instanceof BigInteger i) {
            return i;
        }
        return v instanceof Game g && g.isInteger() ? g.numberValue().numerator() : null;
    }
}
