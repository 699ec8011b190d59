package org.cgcheck.check.prove;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.Expr.Op;
import org.cgcheck.lang.ExprPrinter;

/**
 * Proofs from the definitions of the two facts about nimbers the other proofs lean on, by induction
 * over the nimbers' indices: Bouton's nim-sum law {@code *a + *b == *(a xor b)} and
 * {@code grundy(*n) == n}. The options of the left side are games of the same family with smaller
 * indices, equal by the induction hypothesis to nimbers; games with equal options are equal; and
 * the mex rule turns {@code {*c, ... | *c, ...}} into {@code *mex(c, ...)}. What is left is
 * arithmetic of naturals — the right side's index is not among the options' indices, and every
 * smaller natural is — decided by {@link XorArith} (and by {@code XorArithChecker} in the checker).
 */
public final class NimberInduction {
    /** Which law, its variables, and the arithmetic facts (each a closed-up formula over naturals). */
    public record Proof(String law, List<String> vars, List<Fact> facts) { }

    /** A fact of arithmetic, {@code forall vars in 0..: formula}, and what it shows in the proof. */
    public record Fact(List<String> vars, Expr formula, String role, int states) { }

    private NimberInduction() {
    }

    /** A proof of {@code forall names: body}, or null when the claim is none of the laws. */
    public static Proof prove(Expr body, List<String> names, List<Expr.Domain> domains) {
        if (names.size() == 2 && grundySum(body, names, domains)) {
            return withFacts("grundy_sum", names, List.of(fact(List.of("a", "b"), "(a xor b) == 0 implies a == b",
                    "a xor b == 0 gives a == b")));
        }
        if (names.size() == 1 && nimberZero(body, names.get(0)) && naturals(domains)) {
            return withFacts("nimber_zero", names, List.of(fact(List.of("k"), "k != 0 implies 0 < k",
                    "for k != 0, *0 = 0 is among the options i < k of *k")));
        }
        if (!naturals(domains) || !(body instanceof Expr.Binary eq) || eq.op() != Op.EQ) {
            return null;
        }
        if (names.size() == 2) {
            String[] ab = nimSum(eq.left(), eq.right(), names);
            ab = ab != null ? ab : nimSum(eq.right(), eq.left(), names);
            if (ab != null) {
                return withFacts("nim_sum", List.of(ab[0], ab[1]), facts(ab[0], ab[1], names));
            }
        }
        if (names.size() == 1 && (grundyOfStar(eq.left(), eq.right(), names.get(0))
                || grundyOfStar(eq.right(), eq.left(), names.get(0)))) {
            String n = names.get(0);
            String i = fresh(names, 0);
            String x = fresh(names, 1);
            List<Fact> fs = List.of(
                    fact(List.of(n, i), i + " < " + n + " implies " + i + " != " + n,
                            n + " is not the Grundy value of an option: the options' values are the " + i + " < " + n),
                    fact(List.of(n, x), x + " < " + n + " implies " + x + " < " + n,
                            "every " + x + " < " + n + " is the value of the option *" + x));
            return withFacts("grundy_of_nimber", List.of(n), fs);
        }
        return null;
    }

    private static Proof withFacts(String law, List<String> vars, List<Fact> facts) {
        List<Fact> out = new ArrayList<>();
        for (Fact f : facts) {
            List<Expr.Domain> d = f.vars().stream().map(v -> natural()).toList();
            XorArith.Proof p = XorArith.prove(f.formula(), f.vars(), d);
            if (p == null) {
                return null;
            }
            out.add(new Fact(f.vars(), f.formula(), f.role(), p.states()));
        }
        return new Proof(law, vars, List.copyOf(out));
    }

    private static List<Fact> facts(String a, String b, List<String> names) {
        String i = fresh(names, 0);
        String j = fresh(names, 1);
        String x = fresh(names, 2);
        return List.of(
                fact(List.of(a, b, i), i + " < " + a + " implies (" + i + " xor " + b + ") != (" + a + " xor " + b + ")",
                        a + " xor " + b + " is not the index of an option *" + i + " + *" + b + " (" + i + " < " + a + ")"),
                fact(List.of(a, b, j), j + " < " + b + " implies (" + a + " xor " + j + ") != (" + a + " xor " + b + ")",
                        "nor of an option *" + a + " + *" + j + " (" + j + " < " + b + ")"),
                fact(List.of(a, b, x), x + " < (" + a + " xor " + b + ") implies (" + x + " xor " + b + ") < " + a
                        + " or (" + a + " xor " + x + ") < " + b,
                        "every " + x + " < " + a + " xor " + b + " is the index of an option: " + i + " = " + x + " xor " + b
                                + " < " + a + ", or " + j + " = " + a + " xor " + x + " < " + b),
                fact(List.of(a, b, x), "((" + x + " xor " + b + ") xor " + b + ") == " + x + " and (" + a + " xor (" + a
                        + " xor " + x + ")) == " + x,
                        "and that option's index is " + x + ": (" + x + " xor " + b + ") xor " + b + " = " + x + ", " + a
                                + " xor (" + a + " xor " + x + ") = " + x));
    }

    private static Fact fact(List<String> vars, String text, String role) {
        org.cgcheck.lang.ClaimParser.Result r = org.cgcheck.lang.ClaimParser.parse("theorem fact\n  forall "
                + String.join(", ", vars) + " in 0..: " + text + "\n", "arithmetic");
        if (!r.errors().isEmpty()) {
            throw new IllegalStateException("arithmetic fact: " + r.errors().get(0).getMessage());
        }
        Expr body = r.claims().get(0).body();
        while (body instanceof Expr.Quantified q) {
            body = q.body();
        }
        return new Fact(vars, body, role, 0);
    }

    static Expr.Domain natural() {
        return new Expr.Domain.Range(new Expr.IntLit(BigInteger.ZERO, null), null, null);
    }

    /** Unused names for the facts' extra variables. */
    private static String fresh(List<String> names, int k) {
        List<String> pool = new ArrayList<>(List.of("i", "j", "x", "y", "z", "t", "u", "w"));
        pool.removeAll(names);
        return pool.get(k);
    }

    private static boolean naturals(List<Expr.Domain> domains) {
        for (Expr.Domain d : domains) {
            if (!(d instanceof Expr.Domain.Range r)) {
                return false;
            }
            BigInteger lo = Lemmas.constant(r.lo());
            if (lo == null || lo.signum() < 0) {
                return false;
            }
        }
        return true;
    }

    /** {@code grundy(F + H) == grundy(F) xor grundy(H)} (any order of sides and terms), F, H impartial. */
    static boolean grundySum(Expr body, List<String> names, List<Expr.Domain> domains) {
        for (Expr.Domain d : domains) {
            if (!(d instanceof Expr.Domain.All a && a.kind().equals("impartial")
                    || d instanceof Expr.Domain.BornBy bb && bb.kind().equals("impartial"))) {
                return false;
            }
        }
        if (!(body instanceof Expr.Binary eq) || eq.op() != Op.EQ) {
            return false;
        }
        String f = names.get(0);
        String h = names.get(1);
        List<String> want = List.of("grundy(" + f + " + " + h + ") == (grundy(" + f + ") xor grundy(" + h + "))",
                "grundy(" + h + " + " + f + ") == (grundy(" + f + ") xor grundy(" + h + "))",
                "grundy(" + f + " + " + h + ") == (grundy(" + h + ") xor grundy(" + f + "))",
                "grundy(" + h + " + " + f + ") == (grundy(" + h + ") xor grundy(" + f + "))");
        String one = ExprPrinter.print(eq);
        String other = ExprPrinter.print(new Expr.Binary(Op.EQ, eq.right(), eq.left(), eq.pos()));
        return want.contains(one) || want.contains(other);
    }

    /** {@code *k == 0 iff k == 0} (either side first in each). */
    static boolean nimberZero(Expr body, String k) {
        if (!(body instanceof Expr.Binary iff) || iff.op() != Op.IFF) {
            return false;
        }
        List<String> star = List.of("*" + k + " == 0", "0 == *" + k);
        List<String> nat = List.of(k + " == 0", "0 == " + k);
        String l = ExprPrinter.print(iff.left()).replaceAll("^\\((.*)\\)$", "$1");
        String r = ExprPrinter.print(iff.right()).replaceAll("^\\((.*)\\)$", "$1");
        return star.contains(l) && nat.contains(r) || star.contains(r) && nat.contains(l);
    }

    /** {@code *a + *b} against {@code *(a xor b)} (either order in each): the two variables, or null. */
    private static String[] nimSum(Expr sum, Expr star, List<String> names) {
        if (!(sum instanceof Expr.Binary s) || s.op() != Op.ADD || !(star instanceof Expr.Star st)
                || !(st.index() instanceof Expr.Binary x) || x.op() != Op.XOR) {
            return null;
        }
        String a = starVar(s.left());
        String b = starVar(s.right());
        String xa = var(x.left());
        String xb = var(x.right());
        if (a == null || b == null || a.equals(b) || !names.contains(a) || !names.contains(b)) {
            return null;
        }
        boolean same = a.equals(xa) && b.equals(xb) || a.equals(xb) && b.equals(xa);
        return same ? new String[] {a, b} : null;
    }

    private static boolean grundyOfStar(Expr g, Expr n, String name) {
        return g instanceof Expr.Call c && c.name().equalsIgnoreCase("grundy") && c.args().size() == 1
                && name.equals(starVar(c.args().get(0))) && name.equals(var(n));
    }

    private static String starVar(Expr e) {
        return e instanceof Expr.Star s ? var(s.index()) : null;
    }

    private static String var(Expr e) {
        return e instanceof Expr.Var v ? v.name() : null;
    }

    /** The proof in words, one step a line. */
    public static List<String> steps(Proof p) {
        if (p.law().equals("grundy_sum") || p.law().equals("nimber_zero")) {
            return NimberChains.steps(p);
        }
        List<String> out = new ArrayList<>();
        boolean sum = p.law().equals("nim_sum");
        String a = p.vars().get(0);
        String b = sum ? p.vars().get(1) : null;
        out.add("proof (from the definitions, by induction on the indices; the arithmetic decided and re-decided by"
                + " an independent checker):");
        if (sum) {
            String ab = a + " xor " + b;
            out.add("  claim: *" + a + " + *" + b + " == *(" + ab + ") for all naturals " + a + ", " + b
                    + " (Bouton's theorem, the nim-sum law).");
            out.add("  1. [definition of *n] *n = {*0, ..., *(n-1) | *0, ..., *(n-1)}.");
            out.add("  2. [definition of +] the options of *" + a + " + *" + b + " are *i + *" + b + " for i < " + a
                    + " and *" + a + " + *j for j < " + b + ", the same for both players.");
            out.add("  3. [induction hypothesis: smaller index sum] *i + *" + b + " == *(i xor " + b + ") and *" + a
                    + " + *j == *(" + a + " xor j).");
            out.add("  4. [law options_equal: games whose options are equal are equal] so *" + a + " + *" + b
                    + " == {*(i xor " + b + "), *(" + a + " xor j) | the same} with i < " + a + ", j < " + b + ".");
            out.add("  5. [law mex_rule] a game {*c, ... | *c, ...} is *mex(c, ...): *" + a + " + *" + b
                    + " == *μ with μ the least natural not among the i xor " + b + " and " + a + " xor j.");
            out.add("  6. [arithmetic] μ = " + ab + ":");
        } else {
            out.add("  claim: grundy(*" + a + ") == " + a + " for every natural " + a + ".");
            out.add("  1. [definition of *n] the options of *" + a + " are *i for i < " + a + ".");
            out.add("  2. [definition of grundy] grundy(*" + a + ") is the mex of the options' Grundy values.");
            out.add("  3. [induction hypothesis: smaller index] grundy(*i) == i, so grundy(*" + a
                    + ") is the least natural not among the i < " + a + ":");
        }
        for (Fact f : p.facts()) {
            out.add("     - " + f.role() + ": forall " + String.join(", ", f.vars()) + " in 0..: "
                    + ExprPrinter.print(f.formula()) + " (decided: " + f.states() + " states of the digit automaton)");
        }
        out.add("  " + (sum ? "7" : "4") + ". hence the claim holds at " + (sum ? a + ", " + b : a)
                + "; the base case (no options) is the same step with an empty set of options, whose mex is 0.");
        return out;
    }

    public static String oneLine(Proof p) {
        if (p.law().equals("grundy_sum") || p.law().equals("nimber_zero")) {
            return NimberChains.oneLine(p);
        }
        return p.law().equals("nim_sum")
                ? "from the definitions: induction on the indices, the mex rule and " + p.facts().size()
                        + " facts of xor arithmetic (Bouton's theorem)"
                : "from the definitions: induction on n, the definition of grundy and the mex of 0..n-1";
    }

    /** The entries of the trusted base the proof rests on. */
    public static List<String> lawsUsed(Proof p) {
        if (p.law().equals("grundy_sum") || p.law().equals("nimber_zero")) {
            return NimberChains.lawsUsed(p);
        }
        return p.law().equals("nim_sum")
                ? List.of("definition_nimber", "definition_sum", "options_equal", "mex_rule", "xor_arithmetic")
                : List.of("definition_nimber", "definition_grundy", "xor_arithmetic");
    }

    public static Map<String, Object> data(Proof p) {
        Map<String, Object> m = new java.util.LinkedHashMap<>();
        m.put("kind", "nimber induction");
        m.put("law", p.law());
        m.put("variables", p.vars());
        m.put("arithmetic", p.facts().stream().map(f -> ExprPrinter.print(f.formula())).toList());
        m.put("laws", lawsUsed(p));
        return m;
    }
}
