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
        if (p.law().equals("grundy_sum")) {
            return grundySum(body, names, domains);
        }
        for (Expr.Domain d : domains) {
            if (!(d instanceof Expr.Domain.Range r) || !(r.lo() instanceof Expr.IntLit lo) || lo.value().signum() < 0) {
                return "a variable is not a natural";
            }
        }
        if (!(body instanceof Expr.Binary b) || b.op() != Op.EQ && b.op() != Op.IFF) {
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
        } else if (p.law().equals("nimber_zero") && names.size() == 1 && b.op() == Op.IFF) {
            String k = names.get(0);
            String l = org.cgcheck.lang.ExprPrinter.print(b.left());
            String r = org.cgcheck.lang.ExprPrinter.print(b.right());
            java.util.Set<String> sides = java.util.Set.of(l, r);
            boolean star = sides.contains("(*" + k + " == 0)") || sides.contains("*" + k + " == 0")
                    || sides.contains("(0 == *" + k + ")") || sides.contains("0 == *" + k);
            boolean nat = sides.contains("(" + k + " == 0)") || sides.contains(k + " == 0")
                    || sides.contains("(0 == " + k + ")") || sides.contains("0 == " + k);
            if (!star || !nat) {
                return "the claim is not *k == 0 iff k == 0";
            }
            facts = new String[] {"forall p in 0..: p != 0 implies 0 < p"};
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
        return decideAll(facts);
    }

    /** The Grundy value of a sum: the claim's shape, the lemmas it rests on proved again, and its arithmetic. */
    private static String grundySum(Expr body, List<String> names, List<Expr.Domain> domains) {
        for (Expr.Domain d : domains) {
            String kind = d instanceof Expr.Domain.All a ? a.kind() : d instanceof Expr.Domain.BornBy bb ? bb.kind() : "";
            if (!kind.equals("impartial")) {
                return "a variable is not impartial";
            }
        }
        if (names.size() != 2 || !(body instanceof Expr.Binary b) || b.op() != Op.EQ) {
            return "not an equation in two impartial variables";
        }
        String f = names.get(0);
        String h = names.get(1);
        java.util.Set<String> sums = java.util.Set.of("grundy(" + f + " + " + h + ")", "grundy(" + h + " + " + f + ")");
        java.util.Set<String> xors = java.util.Set.of("(grundy(" + f + ") xor grundy(" + h + "))",
                "(grundy(" + h + ") xor grundy(" + f + "))", "grundy(" + f + ") xor grundy(" + h + ")",
                "grundy(" + h + ") xor grundy(" + f + ")");
        String l = org.cgcheck.lang.ExprPrinter.print(b.left());
        String r = org.cgcheck.lang.ExprPrinter.print(b.right());
        if (!(sums.contains(l) && xors.contains(r) || sums.contains(r) && xors.contains(l))) {
            return "the claim is not grundy(F + H) == grundy(F) xor grundy(H)";
        }
        // the lemmas, proved again by their own engines and checkers
        String[][] lemmas = {{"forall a, b in 0..: *a + *b == *(a xor b)", "nim"},
            {"forall k in 0..: *k == 0 iff k == 0", "nim"}, {"forall F impartial: F == *grundy(F)", "induction"},
            {"forall F impartial: -F == F", "induction"}};
        for (String[] lemma : lemmas) {
            ClaimParser.Result res = ClaimParser.parse("theorem l\n  " + lemma[0] + "\n", "checker");
            java.util.List<String> vs = new java.util.ArrayList<>();
            java.util.List<Expr.Domain> ds = new java.util.ArrayList<>();
            Expr e = Lemma.outer(res.claims().get(0).body(), vs, ds);
            String why;
            if (lemma[1].equals("nim")) {
                NimberInduction.Proof q = NimberInduction.prove(e, vs, ds);
                why = q == null ? "not proved" : check(e, vs, ds, q);
            } else {
                Induction.Result q = Induction.prove(e, vs, ds, () -> false);
                why = q.proof() == null ? "not proved" : InductionChecker.check(e, vs, ds, q.proof());
            }
            if (why != null) {
                return "lemma " + lemma[0] + ": " + why;
            }
        }
        return decideAll(new String[] {"forall p, q in 0..: (p xor q) == 0 implies p == q"});
    }

    private static String decideAll(String[] facts) {
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
