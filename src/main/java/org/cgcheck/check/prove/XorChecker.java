package org.cgcheck.check.prove;

import java.math.BigInteger;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.cgcheck.check.prove.Certificate.XorStep;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.Expr.Op;
import org.cgcheck.lang.Type;

/**
 * Re-verifies a nim-sum step without the search's code: reads each relation as the xor of its
 * sides (its own reading of the Grundy-sum law), xors the equalities the step uses, and compares.
 * Integers under xor are a vector space over GF(2), so a == b and c == d give a xor b xor c xor d == 0.
 */
final class XorChecker {
    private final Map<String, Type> types;
    private final Map<String, String> kinds;

    XorChecker(Map<String, Type> types, Map<String, String> kinds) {
        this.types = types;
        this.kinds = kinds;
    }

    /** Null when the step proves its goal under {@code hyps}, else what is wrong. */
    String problem(XorStep s, List<Expr> hyps) {
        if (!s.supposed() && s.denied() != null) {
            // An impossible case proves any goal: the used equalities xor to what a != hypothesis denies.
            Object[] sum = {new HashSet<String>(), BigInteger.ZERO};
            for (Expr u : s.used()) {
                if (!hyps.contains(u) || !(u instanceof Expr.Binary h) || h.op() != Op.EQ || !add(sum, h)) {
                    return "a nim-sum step uses an equality the claim does not give";
                }
            }
            Object[] denied = {new HashSet<String>(), BigInteger.ZERO};
            return s.denied() instanceof Expr.Binary d && d.op() == Op.NE && hyps.contains(d) && add(denied, d)
                    && same(sum, denied) ? null : "a nim-sum contradiction does not add up";
        }
        if (!(s.goal() instanceof Expr.Binary g) || g.op() != Op.EQ && g.op() != Op.NE
                || s.supposed() != (g.op() == Op.NE)) {
            return "a nim-sum step proves only == (or != by supposing ==)";
        }
        Object[] total = {new HashSet<String>(), BigInteger.ZERO};
        for (Expr u : s.used()) {
            if (!hyps.contains(u) || !(u instanceof Expr.Binary h) || h.op() != Op.EQ || !add(total, h)) {
                return "a nim-sum step uses an equality the claim does not give";
            }
        }
        Object[] want = {new HashSet<String>(), BigInteger.ZERO};
        if (g.op() == Op.EQ) {
            return add(want, g) && same(total, want) ? null : "a nim-sum step does not add up to its goal";
        }
        // != : the used equalities and the supposed goal xor to what the denied hypothesis says is nonzero.
        if (!(s.denied() instanceof Expr.Binary d) || d.op() != Op.NE || !hyps.contains(d) || !add(total, g)
                || !add(want, d)) {
            return "a nim-sum refutation names no != hypothesis of the claim";
        }
        return same(total, want) ? null : "a nim-sum refutation does not add up to what it denies";
    }

    private static boolean same(Object[] a, Object[] b) {
        return a[0].equals(b[0]) && a[1].equals(b[1]);
    }

    /** Xors (left xor right) of the relation into acc = {atoms with odd count, constant}. */
    private boolean add(Object[] acc, Expr.Binary r) {
        return xorIn(acc, r.left()) && xorIn(acc, r.right());
    }

    @SuppressWarnings("unchecked")
    private boolean xorIn(Object[] acc, Expr e) {
        Set<String> atoms = (Set<String>) acc[0];
        if (e instanceof Expr.Binary b && b.op() == Op.XOR) {
            return xorIn(acc, b.left()) && xorIn(acc, b.right());
        }
        if (e instanceof Expr.IntLit i) {
            acc[1] = ((BigInteger) acc[1]).xor(i.value());
            return true;
        }
        if (e instanceof Expr.Var v && types.get(v.name()) == Type.INT) {
            flip(atoms, "var " + v.name());
            return true;
        }
        if (e instanceof Expr.Call c && c.name().equalsIgnoreCase("grundy") && c.args().size() == 1) {
            return grundyOfSum(atoms, c.args().get(0));      // grundy(F + H) = grundy(F) xor grundy(H)
        }
        return false;
    }

    private boolean grundyOfSum(Set<String> atoms, Expr e) {
        if (e instanceof Expr.Binary b && (b.op() == Op.ADD || b.op() == Op.SUB)) {
            return grundyOfSum(atoms, b.left()) && grundyOfSum(atoms, b.right());   // -F = F for impartial F
        }
        if (e instanceof Expr.Neg n) {
            return grundyOfSum(atoms, n.operand());
        }
        if (e instanceof Expr.Var v && "impartial".equals(kinds.get(v.name()))) {
            flip(atoms, "grundy " + v.name());
            return true;
        }
        return false;
    }

    private static void flip(Set<String> atoms, String a) {
        if (!atoms.remove(a)) {
            atoms.add(a);
        }
    }
}
