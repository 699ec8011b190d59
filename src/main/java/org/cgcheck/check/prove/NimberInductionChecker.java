package org.cgcheck.check.prove;

import java.math.BigInteger;
import java.util.List;
import org.cgcheck.lang.ClaimParser;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.Expr.Op;

/**
 * Re-verifies a {@link NimberInduction} proof with code of its own: reads the claim again (the
 * nim-sum law or grundy(*n) == n, over natural ranges), writes the arithmetic the induction step
 * needs itself, and decides each fact with {@link XorArithChecker}.
 */
public final class NimberInductionChecker {
    private NimberInductionChecker() {
    }

    /** Null when the proof stands; else why not. */
    public static String check(Expr body, List<String> names, List<Expr.Domain> domains, NimberInduction.Proof p) {
        for (Expr.Domain d : domains) {
            if (!(d instanceof Expr.Domain.Range r) || !(r.lo() instanceof Expr.IntLit lo) || lo.value().signum() < 0) {
                return "a variable is not a natural";
            }
        }
        if (!(body instanceof Expr.Binary b) || b.op() != Op.EQ) {
            return "not an equation";
        }
        String[] facts;
        if (p.law().equals("nim_sum") && names.size() == 2) {
            String a = names.get(0);
            String c = names.get(1);
            String want1 = "*" + a + " + *" + c;
            String want2 = "*" + c + " + *" + a;
            String l = org.cgcheck.lang.ExprPrinter.print(b.left());
            String r = org.cgcheck.lang.ExprPrinter.print(b.right());
            String sum = l.startsWith("*(") ? r : l;
            String nim = sum == l ? r : l;
            boolean shape = (sum.equals(want1) || sum.equals(want2))
                    && (nim.equals("*(" + a + " xor " + c + ")") || nim.equals("*(" + c + " xor " + a + ")"));
            if (!shape) {
                return "the claim is not *a + *b == *(a xor b)";
            }
            facts = new String[] {
                "forall p, q, s in 0..: s < p implies (s xor q) != (p xor q)",
                "forall p, q, s in 0..: s < q implies (p xor s) != (p xor q)",
                "forall p, q, s in 0..: s < (p xor q) implies (s xor q) < p or (p xor s) < q",
                "forall p, q, s in 0..: ((s xor q) xor q) == s and (p xor (p xor s)) == s"};
        } else if (p.law().equals("grundy_of_nimber") && names.size() == 1) {
            String n = names.get(0);
            String l = org.cgcheck.lang.ExprPrinter.print(b.left());
            String r = org.cgcheck.lang.ExprPrinter.print(b.right());
            String g = "grundy(*" + n + ")";
            if (!(l.equals(g) && r.equals(n) || r.equals(g) && l.equals(n))) {
                return "the claim is not grundy(*n) == n";
            }
            facts = new String[] {"forall p, s in 0..: s < p implies s != p"};
        } else {
            return "unknown law " + p.law();
        }
        for (String f : facts) {
            ClaimParser.Result res = ClaimParser.parse("theorem f\n  " + f + "\n", "checker");
            Expr e = res.claims().get(0).body();
            java.util.List<String> vs = new java.util.ArrayList<>();
            java.util.List<Expr.Domain> ds = new java.util.ArrayList<>();
            while (e instanceof Expr.Quantified q) {
                for (String v : q.vars()) {
                    vs.add(v);
                    ds.add(new Expr.Domain.Range(new Expr.IntLit(BigInteger.ZERO, null), null, null));
                }
                e = q.body();
            }
            String why = XorArithChecker.check(e, vs, ds);
            if (why != null) {
                return "arithmetic fact " + f + ": " + why;
            }
        }
        return null;
    }
}
