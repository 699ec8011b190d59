package org.cgcheck.check.prove;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.cgcheck.check.prove.Certificate.XorStep;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.Expr.Op;
import org.cgcheck.lang.Type;

/**
 * Equalities of nim-sums: integers under {@code xor} form a vector space over GF(2), so
 * {@code a == b} is {@code a xor b == 0}, equalities add, and a goal follows from the hypotheses
 * exactly when its xor is a sum of theirs (Gaussian elimination finds which). Read through the
 * Grundy-sum law (grundy(F + H) = grundy(F) xor grundy(H) for impartial F, H, and -F = F), this
 * proves {@code grundy(F) == grundy(H) iff grundy(F + H) == 0}, the Sprague–Grundy test of
 * equivalence. A {@code !=} goal is proved when supposing the equality yields what a {@code !=}
 * hypothesis denies, or a nonzero constant.
 */
final class XorLinear {
    /** A nim-sum: the atoms occurring an odd number of times, xor a constant. */
    record Sum(TreeSet<String> atoms, BigInteger constant) {
        Sum plus(Sum o) {
            TreeSet<String> a = new TreeSet<>(atoms);
            o.atoms.forEach(x -> {
                if (!a.remove(x)) {
                    a.add(x);
                }
            });
            return new Sum(a, constant.xor(o.constant));
        }

        boolean isZero() {
            return atoms.isEmpty() && constant.signum() == 0;
        }
    }

    private final Map<String, Type> types;
    private final Map<String, String> kinds;

    XorLinear(Map<String, Type> types, Map<String, String> kinds) {
        this.types = types;
        this.kinds = kinds;
    }

    /** The proof of an {@code ==} or {@code !=} goal from the case's hypotheses, or null. */
    XorStep prove(List<Expr> hyps, Expr.Binary goal) {
        List<Expr> equal = new ArrayList<>();
        List<Sum> rows = new ArrayList<>();
        List<Expr> denials = new ArrayList<>();
        for (Expr h : hyps) {
            if (h instanceof Expr.Binary b && (b.op() == Op.EQ || b.op() == Op.NE) && side(b) != null) {
                (b.op() == Op.EQ ? equal : denials).add(b);
                if (b.op() == Op.EQ) {
                    rows.add(side(b));
                }
            }
        }
        for (Expr d : denials) {
            // The case is impossible: the equalities xor to what a != hypothesis says is nonzero.
            List<Integer> used = combination(rows, side((Expr.Binary) d));
            if (used != null && denials.stream().anyMatch(x -> mentionsXor((Expr.Binary) x))) {
                return new XorStep(List.copyOf(hyps), goal, pick(equal, used), false, d);
            }
        }
        boolean xorHypothesis = equal.stream().anyMatch(h -> mentionsXor((Expr.Binary) h))
                || denials.stream().anyMatch(h -> mentionsXor((Expr.Binary) h));
        if (goal.op() != Op.EQ && goal.op() != Op.NE || !mentionsXor(goal) && !xorHypothesis) {
            return null;
        }
        Sum target = side(goal);
        if (target == null) {
            return null;
        }
        if (goal.op() == Op.EQ) {
            List<Integer> used = combination(rows, target);
            return used == null ? null : new XorStep(List.copyOf(hyps), goal, pick(equal, used), false, null);
        }
        List<Sum> withGoal = new ArrayList<>(rows);
        withGoal.add(target);                   // supposed: the two sides are equal
        for (Expr d : denials) {
            List<Integer> used = combination(withGoal, side((Expr.Binary) d));
            if (used != null && used.contains(rows.size())) {
                used.remove(Integer.valueOf(rows.size()));
                return new XorStep(List.copyOf(hyps), goal, pick(equal, used), true, d);
            }
        }
        return null;
    }

    private static List<Expr> pick(List<Expr> all, List<Integer> idx) {
        return idx.stream().map(all::get).toList();
    }

    /** Indices of rows whose sum is the target (GF(2) elimination), or null when none is. */
    static List<Integer> combination(List<Sum> rows, Sum target) {
        // Each reduced row remembers which original rows it sums.
        List<Sum> basis = new ArrayList<>();
        List<TreeSet<Integer>> from = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            Sum r = rows.get(i);
            TreeSet<Integer> src = new TreeSet<>(List.of(i));
            for (int j = 0; j < basis.size(); j++) {
                if (has(r, pivot(basis.get(j)))) {
                    r = r.plus(basis.get(j));
                    src = toggle(src, from.get(j));
                }
            }
            if (!r.isZero()) {
                basis.add(r);
                from.add(src);
            }
        }
        Sum t = target;
        TreeSet<Integer> used = new TreeSet<>();
        for (int j = 0; j < basis.size(); j++) {
            if (has(t, pivot(basis.get(j)))) {
                t = t.plus(basis.get(j));
                used = toggle(used, from.get(j));
            }
        }
        return t.isZero() ? new ArrayList<>(used) : null;
    }

    /** The row's leading coordinate: its first atom, else the constant's highest bit (as "#bit"). */
    private static String pivot(Sum s) {
        return s.atoms.isEmpty() ? "#" + (s.constant.bitLength() - 1) : s.atoms.first();
    }

    private static boolean has(Sum s, String coordinate) {
        return coordinate.startsWith("#") ? s.constant.testBit(Integer.parseInt(coordinate.substring(1)))
                : s.atoms.contains(coordinate);
    }

    private static TreeSet<Integer> toggle(TreeSet<Integer> a, TreeSet<Integer> b) {
        TreeSet<Integer> r = new TreeSet<>(a);
        b.forEach(x -> {
            if (!r.remove(x)) {
                r.add(x);
            }
        });
        return r;
    }

    /** left xor right of a relation, or null when a side is not a nim-sum the prover reads. */
    Sum side(Expr.Binary b) {
        Sum l = read(b.left());
        Sum r = read(b.right());
        return l == null || r == null ? null : l.plus(r);
    }

    private static boolean mentionsXor(Expr.Binary b) {
        return b.left() instanceof Expr.Binary l && l.op() == Op.XOR || b.right() instanceof Expr.Binary r
                && r.op() == Op.XOR || isGrundy(b.left()) || isGrundy(b.right());
    }

    private static boolean isGrundy(Expr e) {
        return e instanceof Expr.Call c && c.name().equalsIgnoreCase("grundy");
    }

    /**
     * A xor of: integer constants, integer variables, and grundy values of sums (or differences,
     * or negatives) of impartial variables (the Grundy-sum law). Null for anything else.
     */
    Sum read(Expr e) {
        if (e instanceof Expr.Binary b && b.op() == Op.XOR) {
            Sum l = read(b.left());
            Sum r = read(b.right());
            return l == null || r == null ? null : l.plus(r);
        }
        if (e instanceof Expr.IntLit i) {
            return new Sum(new TreeSet<>(), i.value());
        }
        if (e instanceof Expr.Var v && types.get(v.name()) == Type.INT) {
            return new Sum(new TreeSet<>(List.of(v.name())), BigInteger.ZERO);
        }
        if (e instanceof Expr.Call c && isGrundy(c) && c.args().size() == 1) {
            List<String> vars = new ArrayList<>();
            if (!new Terms(types, kinds).impartialSum(c.args().get(0), vars)) {
                return null;
            }
            Sum s = new Sum(new TreeSet<>(), BigInteger.ZERO);
            for (String v : vars) {         // F + F cancels: grundy(F) xor grundy(F) = 0
                s = s.plus(new Sum(new TreeSet<>(List.of("grundy(" + v + ")")), BigInteger.ZERO));
            }
            return s;
        }
        return null;
    }
}
