package org.cgcheck.check.prove;

import java.util.List;
import java.util.function.BooleanSupplier;
import org.cgcheck.lang.Expr;

/**
 * Re-verifies a {@link PeriodicityProof} without the search's code or the rulesets': it reads the
 * claim itself (one variable n over {@code A..}, an equality of a heap at {@code n + p} and at
 * {@code n} of one octal game), derives t and n0 from the code and A, computes the Grundy values
 * by its own mex rule from the octal code's rules, demands that the certificate's values agree and
 * reach far enough, and checks G(n + p) = G(n) for A ≤ n ≤ 2·n0 + p + t. Returns null when the
 * proof holds.
 */
public final class PeriodicityChecker {
    /** Largest start and period the checker reads (so every index below stays well inside an int). */
    private static final int LIMIT = 1_000_000;

    private PeriodicityChecker() {
    }

    public static String check(Expr body, List<String> names, List<Expr.Domain> domains, PeriodicityProof proof) {
        return check(body, names, domains, proof, () -> false);
    }

    public static String check(Expr body, List<String> names, List<Expr.Domain> domains, PeriodicityProof proof,
            BooleanSupplier stopped) {
        try {
            return verify(body, names, domains, proof, stopped);
        } catch (RuntimeException e) {
            return "the certificate could not be checked: " + e;
        }
    }

    private static String verify(Expr body, List<String> names, List<Expr.Domain> domains, PeriodicityProof proof,
            BooleanSupplier stopped) {
        if (names.size() != 1 || !names.get(0).equals(proof.var())) {
            return "the claim does not have the proof's single variable";
        }
        if (!(domains.get(0) instanceof Expr.Domain.Range range) || !(range.lo() instanceof Expr.IntLit lo)
                || lo.value().signum() < 0 || lo.value().intValueExact() != proof.from()) {
            return "the variable does not range over the integers from " + proof.from() + " up";
        }
        if (!(body instanceof Expr.Binary eq) || eq.op() != Expr.Op.EQ) {
            return "the claim is not an equality";
        }
        String[] a = heap(eq.left());
        String[] b = heap(eq.right());
        if (a == null || b == null || !a[0].equals(b[0]) || !a[1].equals(b[1])) {
            return "the sides are not heaps of one octal game, compared alike";
        }
        if (!a[0].equals(proof.code())) {
            return "the claim's game is " + a[0] + ", the proof's " + proof.code();
        }
        Expr x = unwrap(eq.left());
        Expr y = unwrap(eq.right());
        int p = proof.period();
        boolean shifted = isShift(x, proof.var(), p) && isVar(y, proof.var())
                || isShift(y, proof.var(), p) && isVar(x, proof.var());
        if (!shifted || p < 1) {
            return "the claim does not compare the heaps n + " + p + " and n";
        }
        int[] digits = octal(proof.code());
        if (digits == null) {
            return "not an octal code 0.d1d2... with d0 = 0: " + proof.code();
        }
        int t = 0;
        for (int k = 1; k < digits.length; k++) {
            t = digits[k] != 0 ? k : t;
        }
        if (proof.from() > LIMIT || p > LIMIT) {
            return "the range's start or the period exceeds " + LIMIT;
        }
        int n0 = Math.max(1, proof.from());
        if (proof.t() != t || proof.n0() != n0) {
            return "the certificate says t = " + proof.t() + ", n0 = " + proof.n0() + "; the code and range give t = "
                    + t + ", n0 = " + n0;
        }
        int last = 2 * n0 + p + t;
        int[] g = proof.values();
        if (g == null || g.length < last + p + 1) {
            return "the certificate's values stop at G(" + (g == null ? -1 : g.length - 1) + "); the theorem needs G up to G("
                    + (last + p) + ")";
        }
        int[] mine = grundy(digits, last + p, stopped);
        if (mine == null) {
            return "stopped";
        }
        for (int m = 0; m <= last + p; m++) {
            if (g[m] != mine[m]) {
                return "the certificate's G(" + m + ") = " + g[m] + ", but the rules of " + proof.code() + " give "
                        + mine[m];
            }
        }
        for (int m = proof.from(); m <= last; m++) {
            if (mine[m + p] != mine[m]) {
                return "G(" + (m + p) + ") = " + mine[m + p] + " differs from G(" + m + ") = " + mine[m];
            }
        }
        return null;
    }

    /** {code, "g" (Grundy value) or "v" (the game)} of a side; null if not a heap of an octal game. */
    private static String[] heap(Expr e) {
        Expr inner = unwrapCall(e);
        String how = inner == e ? "v" : "g";
        if (!(inner instanceof Expr.Call c)) {
            return null;
        }
        String f = c.name().toLowerCase();
        int n = c.args().size();
        if ((f.equals("kayles") || f.equals("game.heap.kayles")) && n == 1) {
            return new String[] {"0.77", how};
        }
        if ((f.equals("dawsonskayles") || f.equals("game.heap.dawsonskayles")) && n == 1) {
            return new String[] {"0.07", how};
        }
        if ((f.equals("takeandbreak") || f.equals("game.heap.takeandbreak")) && n == 2
                && c.args().get(0) instanceof Expr.Str s) {
            return new String[] {s.value(), how};
        }
        return null;
    }

    /** The heap's size argument (the last argument of the constructor). */
    private static Expr unwrap(Expr e) {
        Expr.Call c = (Expr.Call) unwrapCall(e);
        return c.args().get(c.args().size() - 1);
    }

    /** The heap inside grundy(...), nimvalue(...) or (...).NimValue; e itself otherwise. */
    private static Expr unwrapCall(Expr e) {
        if (e instanceof Expr.Call c && c.args().size() == 1
                && (c.name().equalsIgnoreCase("grundy") || c.name().equalsIgnoreCase("nimvalue"))) {
            return c.args().get(0);
        }
        if (e instanceof Expr.Property q && q.name().equals("NimValue") && q.args().isEmpty()) {
            return q.target();
        }
        return e;
    }

    private static boolean isVar(Expr e, String n) {
        return e instanceof Expr.Var v && v.name().equals(n);
    }

    private static boolean isShift(Expr e, String n, int p) {
        if (!(e instanceof Expr.Binary s) || s.op() != Expr.Op.ADD) {
            return false;
        }
        return isVar(s.left(), n) && isLiteral(s.right(), p) || isVar(s.right(), n) && isLiteral(s.left(), p);
    }

    private static boolean isLiteral(Expr e, int p) {
        return e instanceof Expr.IntLit i && i.value().equals(java.math.BigInteger.valueOf(p));
    }

    /** The digits d0, d1, ... of "0.d1d2...", or null unless d0 = 0 and every digit is octal. */
    private static int[] octal(String code) {
        if (code.length() < 3 || !code.startsWith("0.")) {
            return null;
        }
        int[] d = new int[code.length() - 1];
        for (int i = 2; i < code.length(); i++) {
            char c = code.charAt(i);
            if (c < '0' || c > '7') {
                return null;
            }
            d[i - 1] = c - '0';
        }
        return d;
    }

    /**
     * G(0..top) by the mex rule. Digit d_k: taking k tokens may leave no heap (bit 1), one
     * nonempty heap (bit 2), or two nonempty heaps (bit 4).
     */
    private static int[] grundy(int[] d, int top, BooleanSupplier stopped) {
        int[] g = new int[top + 1];
        for (int n = 1; n <= top; n++) {
            if (stopped.getAsBoolean()) {
                return null;
            }
            java.util.BitSet seen = new java.util.BitSet();
            for (int k = 1; k < d.length && k <= n; k++) {
                int left = n - k;
                if ((d[k] & 1) != 0 && left == 0) {
                    seen.set(0);
                }
                if ((d[k] & 2) != 0 && left > 0) {
                    seen.set(g[left]);
                }
                if ((d[k] & 4) != 0) {
                    for (int a = 1; a < left; a++) {
                        seen.set(g[a] ^ g[left - a]);
                    }
                }
            }
            g[n] = seen.nextClearBit(0);
        }
        return g;
    }
}
