package org.cgcheck.check.prove;

import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.cgcheck.lang.Expr;
import org.cgcheck.rules.BadPosition;
import org.cgcheck.rules.HeapGame;

/**
 * Looks for a {@link PeriodicityProof} of {@code forall n in A..: X(n + p) == X(n)} (sides in
 * either order, {@code p + n} too, or {@code grundy}/{@code nimvalue} of both) where X is a heap
 * of an octal game: the Grundy values come from {@link HeapGame}, and the theorem's finite range
 * is searched for a failure.
 */
public final class Periodicity {
    /** Exactly one of the two is set; both are null when the claim is not of this shape at all. */
    public record Result(PeriodicityProof proof, String reason) { }

    /** The most Grundy values a certificate computes (the rulesets' largest heap). */
    public static final int MAX_VALUES = HeapGame.MAX_HEAP;

    /** The heap constructors of octal games (lower case) and their codes; TakeAndBreak gives its own. */
    private static final Map<String, String> OCTAL = Map.of("game.heap.kayles", "0.77", "kayles", "0.77",
            "game.heap.dawsonskayles", "0.07", "dawsonskayles", "0.07");

    private Periodicity() {
    }

    /** One side read: the heap game, its code, its argument, and whether it was wrapped in grundy/nimvalue. */
    private record Side(String game, String code, Expr arg, boolean grundy) { }

    public static Result prove(Expr body, List<String> names, List<Expr.Domain> domains, BooleanSupplier stopped) {
        if (names.size() != 1 || !(domains.get(0) instanceof Expr.Domain.Range r) || !(body instanceof Expr.Binary b)
                || b.op() != Expr.Op.EQ) {
            return new Result(null, null);
        }
        Side l = side(b.left());
        Side s = side(b.right());
        if (l == null || s == null) {
            return new Result(null, null);
        }
        String n = names.get(0);
        Integer p = shift(l.arg(), n);
        boolean swapped = p == null;
        if (swapped) {
            p = shift(s.arg(), n);
        }
        Expr plain = swapped ? l.arg() : s.arg();
        if (p == null || !(plain instanceof Expr.Var v) || !v.name().equals(n)) {
            return new Result(null, null);
        }
        if (!l.code().equals(s.code()) || l.grundy() != s.grundy()) {
            return new Result(null, "periodicity: both sides must be heaps of the same octal game, compared alike");
        }
        if (!(r.lo() instanceof Expr.IntLit lo) || lo.value().signum() < 0 || lo.value().bitLength() > 20) {
            return new Result(null, "periodicity: the range must start at an integer literal from 0 to 10^6");
        }
        HeapGame rules;
        try {
            rules = HeapGame.octal(l.code());
        } catch (BadPosition e) {
            return new Result(null, "periodicity: " + e.getMessage());
        }
        if (l.code().charAt(0) != '0') {
            return new Result(null, "periodicity: the theorem is about codes 0.d1d2... (d0 = 0); " + l.code()
                    + " may split a heap without taking a token");
        }
        int t = l.code().length() - 2;
        while (t > 0 && l.code().charAt(t + 1) == '0') {
            t--;
        }
        int from = lo.value().intValueExact();
        int n0 = Math.max(from, 1);
        long top = 2L * n0 + 2L * p + t;
        if (top > MAX_VALUES) {
            return new Result(null, "periodicity: the theorem would need Grundy values up to " + top + " (at most "
                    + MAX_VALUES + " are computed)");
        }
        int[] g = new int[(int) top + 1];
        for (int m = 0; m <= top; m++) {
            if (stopped.getAsBoolean()) {
                return new Result(null, "periodicity: the search was stopped");
            }
            g[m] = rules.grundy(m);
        }
        for (int m = from; m <= 2 * n0 + p + t; m++) {
            if (g[m + p] != g[m]) {
                return new Result(null, "periodicity: G(" + (m + p) + ") = " + g[m + p] + " but G(" + m + ") = " + g[m]
                        + " in " + l.code());
            }
        }
        return new Result(new PeriodicityProof(n, l.game(), l.code(), from, n0, p, t, g, l.grundy()), null);
    }

    /** {@code X(m)}, {@code grundy(X(m))}, {@code nimvalue(X(m))} or {@code X(m).NimValue}; null otherwise. */
    private static Side side(Expr e) {
        boolean grundy = false;
        if (e instanceof Expr.Call c && c.args().size() == 1 && List.of("grundy", "nimvalue").contains(
                c.name().toLowerCase())) {
            e = c.args().get(0);
            grundy = true;
        } else if (e instanceof Expr.Property pr && pr.name().equals("NimValue") && pr.args().isEmpty()) {
            e = pr.target();
            grundy = true;
        }
        if (!(e instanceof Expr.Call c)) {
            return null;
        }
        String name = c.name().toLowerCase();
        if (OCTAL.containsKey(name) && c.args().size() == 1) {
            return new Side(c.name(), OCTAL.get(name), c.args().get(0), grundy);
        }
        if ((name.equals("game.heap.takeandbreak") || name.equals("takeandbreak")) && c.args().size() == 2
                && c.args().get(0) instanceof Expr.Str code) {
            return new Side(c.name() + "(\"" + code.value() + "\")", code.value(), c.args().get(1), grundy);
        }
        return null;
    }

    /** p if e is {@code n + p} or {@code p + n} with an integer literal p ≥ 1, else null. */
    private static Integer shift(Expr e, String n) {
        if (!(e instanceof Expr.Binary b) || b.op() != Expr.Op.ADD) {
            return null;
        }
        Expr lit = b.left() instanceof Expr.Var v && v.name().equals(n) ? b.right()
                : b.right() instanceof Expr.Var v && v.name().equals(n) ? b.left() : null;
        if (lit instanceof Expr.IntLit i && i.value().signum() > 0 && i.value().compareTo(BigInteger.valueOf(1 << 20)) < 0) {
            return i.value().intValueExact();
        }
        return null;
    }
}
