package org.cgcheck.check.prove;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import org.cgcheck.eval.Interpreter;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.Expr.Op;

/**
 * Re-decides a claim of {@link XorArith} with code of its own, reading the binary digits from the
 * highest: a comparison is settled by its first differing digit and stays settled. The digits above
 * every constant's length are any number of digits where the constants are 0 (their states are
 * closed under that step first), then the constants' digits are read one by one; the claim holds
 * for all naturals iff it holds at every state reached after the last digit.
 */
public final class XorArithChecker {
    private XorArithChecker() {
    }

    /** Null when the claim {@code forall names: body} holds for all naturals in its ranges; else why not. */
    public static String check(Expr body, List<String> names, List<Expr.Domain> domains) {
        List<Predicate<long[]>> bounds = new ArrayList<>();
        Map<String, Integer> index = new LinkedHashMap<>();
        List<Side[]> comparisons = new ArrayList<>();
        List<Expr> extra = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            if (!(domains.get(i) instanceof Expr.Domain.Range r)) {
                return "a variable is not an integer range";
            }
            BigInteger lo = value(r.lo());
            if (lo == null || lo.signum() < 0) {
                return "a range does not start at a natural";
            }
            Expr v = new Expr.Var(names.get(i), r.pos());
            extra.add(new Expr.Binary(Op.GE, v, new Expr.IntLit(lo, r.pos()), r.pos()));
            if (r.hi() != null) {
                BigInteger hi = value(r.hi());
                if (hi == null) {
                    return "a range's end is not a constant";
                }
                extra.add(new Expr.Binary(Op.LE, v, new Expr.IntLit(hi, r.pos()), r.pos()));
            }
        }
        Formula claim = read(body, index, comparisons);
        if (claim == null) {
            return "not a formula of xor and order on naturals";
        }
        List<Formula> hyps = new ArrayList<>();
        for (Expr e : extra) {
            Formula h = read(e, index, comparisons);
            if (h == null) {
                return "a range could not be read";
            }
            hyps.add(h);
        }
        for (String key : index.keySet()) {
            if (!names.contains(key.substring(4))) {
                return "a name that is not one of the claim's variables: " + key.substring(4);
            }
        }
        if (index.size() > 10 || comparisons.size() > 16) {
            return "too many variables or comparisons to decide";
        }
        int width = 1;
        for (Side[] c : comparisons) {
            width = Math.max(width, Math.max(c[0].constant.bitLength(), c[1].constant.bitLength()));
        }
        // states: per comparison 0 undecided (equal so far), 1 left smaller, 2 left larger
        Set<List<Integer>> states = new HashSet<>();
        List<Integer> start = new ArrayList<>();
        comparisons.forEach(c -> start.add(0));
        states.add(start);
        boolean grew = true;
        while (grew) {          // any number of leading digits above the constants
            grew = false;
            for (List<Integer> s : new ArrayList<>(states)) {
                for (long bits = 0; bits < 1L << index.size(); bits++) {
                    grew |= states.add(next(s, comparisons, bits, -1));
                }
            }
            if (states.size() > 500_000) {
                return "too many states";
            }
        }
        for (int digit = width - 1; digit >= 0; digit--) {
            Set<List<Integer>> after = new HashSet<>();
            for (List<Integer> s : states) {
                for (long bits = 0; bits < 1L << index.size(); bits++) {
                    after.add(next(s, comparisons, bits, digit));
                }
            }
            states = after;
        }
        for (List<Integer> s : states) {
            boolean assumed = hyps.stream().allMatch(h -> h.value(s));
            if (assumed && !claim.value(s)) {
                return "the formula fails for some naturals (comparison states " + s + ")";
            }
        }
        return null;
    }

    private static BigInteger value(Expr e) {
        try {
            return new Interpreter().eval(e) instanceof BigInteger b ? b : null;
        } catch (RuntimeException ex) {
            return null;
        }
    }

    /** One digit: the variables' digits in bits; the constants' digit at position digit (-1: above them, 0). */
    private static List<Integer> next(List<Integer> s, List<Side[]> comparisons, long bits, int digit) {
        List<Integer> out = new ArrayList<>(s.size());
        for (int k = 0; k < s.size(); k++) {
            if (s.get(k) != 0) {
                out.add(s.get(k));
                continue;
            }
            int a = comparisons.get(k)[0].digit(bits, digit);
            int b = comparisons.get(k)[1].digit(bits, digit);
            out.add(a == b ? 0 : a < b ? 1 : 2);
        }
        return out;
    }

    /** A xor of variables (a bit set over their indices) and a constant. */
    private record Side(long vars, BigInteger constant) {
        int digit(long bits, int digit) {
            int d = Long.bitCount(bits & vars) % 2;
            return digit >= 0 && constant.testBit(digit) ? d ^ 1 : d;
        }
    }

    private interface Formula {
        boolean value(List<Integer> s);
    }

    private static Formula read(Expr e, Map<String, Integer> index, List<Side[]> comparisons) {
        if (e instanceof Expr.Not n) {
            Formula a = read(n.operand(), index, comparisons);
            return a == null ? null : s -> !a.value(s);
        }
        if (!(e instanceof Expr.Binary b)) {
            return null;
        }
        if (b.op() == Op.AND || b.op() == Op.OR || b.op() == Op.IMPLIES || b.op() == Op.IFF) {
            Formula l = read(b.left(), index, comparisons);
            Formula r = read(b.right(), index, comparisons);
            if (l == null || r == null) {
                return null;
            }
            return switch (b.op()) {
                case AND -> s -> l.value(s) && r.value(s);
                case OR -> s -> l.value(s) || r.value(s);
                case IMPLIES -> s -> !l.value(s) || r.value(s);
                default -> s -> l.value(s) == r.value(s);
            };
        }
        Side l = side(b.left(), index);
        Side r = side(b.right(), index);
        if (l == null || r == null) {
            return null;
        }
        int k = comparisons.size();
        comparisons.add(new Side[] {l, r});
        return switch (b.op()) {
            case EQ -> s -> s.get(k) == 0;
            case NE -> s -> s.get(k) != 0;
            case LT -> s -> s.get(k) == 1;
            case GT -> s -> s.get(k) == 2;
            case LE -> s -> s.get(k) != 2;
            case GE -> s -> s.get(k) != 1;
            default -> null;
        };
    }

    private static Side side(Expr e, Map<String, Integer> index) {
        if (e instanceof Expr.Binary b && b.op() == Op.XOR) {
            Side l = side(b.left(), index);
            Side r = side(b.right(), index);
            return l == null || r == null ? null : new Side(l.vars ^ r.vars, l.constant.xor(r.constant));
        }
        if (e instanceof Expr.IntLit i) {
            return i.value().signum() < 0 ? null : new Side(0, i.value());
        }
        String key = e instanceof Expr.Var v ? "var " + v.name() : null;
        if (key == null) {
            return null;
        }
        Integer i = index.get(key);
        if (i == null) {
            i = index.size();
            index.put(key, i);
        }
        return new Side(1L << i, BigInteger.ZERO);
    }
}
