package org.cgcheck.check.prove;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.cgcheck.check.prove.Certificate.Derivation;
import org.cgcheck.check.prove.Certificate.Obligation;
import org.cgcheck.check.prove.Certificate.Refutation;
import org.cgcheck.check.prove.Certificate.Source;
import org.cgcheck.check.prove.Certificate.Use;
import org.cgcheck.game.Game;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.ExprPrinter;

/** A certificate for people (one line, or step by step) and as data for {@code --json}. */
public final class Render {
    private static final int ONE_LINE = 160;

    private Render() {
    }

    /** "ordered-group certificate: (H + K) - (G + K) = 1·(H - G)", shortened when long. */
    public static String oneLine(Certificate c) {
        List<String> eqs = new ArrayList<>();
        for (Obligation o : c.obligations()) {
            o.derivations().forEach(d -> eqs.add(equation(d)));
            for (Refutation r : o.refutations()) {
                r.derivations().forEach(d -> eqs.add(equation(d)));
            }
        }
        for (Certificate.XorStep x : c.xors()) {
            eqs.add(xorLine(x));
        }
        String all = String.join("; ", eqs);
        if (all.length() > ONE_LINE || eqs.size() > 3) {
            all = eqs.get(0) + "; … (" + eqs.size() + " steps, --verbose shows them)";
        }
        return (c.obligations().isEmpty() ? "nim-sum certificate: " : "ordered-group certificate: ") + all;
    }

    /** "grundy(F + H) == 0 as the xor of grundy(F) == grundy(H)" (or, for !=, what it contradicts). */
    private static String xorLine(Certificate.XorStep x) {
        String used = x.used().isEmpty() ? "no hypothesis" : join(x.used());
        if (!x.supposed() && x.denied() != null) {
            return "impossible case: " + used + " xor to what " + ExprPrinter.print(x.denied()) + " denies";
        }
        if (!x.supposed()) {
            return ExprPrinter.print(x.goal()) + " as the xor of " + used;
        }
        Expr.Binary g = (Expr.Binary) x.goal();
        String eq = ExprPrinter.print(new Expr.Binary(Expr.Op.EQ, g.left(), g.right(), g.pos()));
        return ExprPrinter.print(x.goal()) + ": suppose " + eq + (x.used().isEmpty() ? "" : "; xored with " + used)
                + ", it gives what " + ExprPrinter.print(x.denied()) + " denies: impossible";
    }

    /** The whole proof, one step per line. */
    public static List<String> steps(Certificate c) {
        List<String> out = new ArrayList<>();
        out.add("proof (" + (c.obligations().isEmpty() ? "nim-sum" : "ordered-group")
                + " certificate, re-verified by an independent checker):");
        for (Obligation o : c.obligations()) {
            out.add("  " + (o.hypotheses().isEmpty() ? "with no hypotheses" : "given " + join(o.hypotheses()))
                    + ", show " + ExprPrinter.print(o.goal()) + ":");
            String goal = ExprPrinter.print(o.goal());
            if (goal.contains("*(") && goal.contains(" xor ")) {
                out.add("    (a nimber *(a xor b) is read as *a + *b: lemma nim_sum, Bouton's theorem, proved from the"
                        + " definitions: cgcheck laws --explain nim_sum)");
            }
            if (goal.contains("grundy(")) {
                out.add("    (grundy(F + H) is read as grundy(F) xor grundy(H), and -F as F, for impartial F, H: lemma"
                        + " grundy_sum, proved from the definitions: cgcheck laws --explain grundy_sum)");
            }
            String bound = stopBound(o.goal());
            if (bound != null) {
                out.add("    (then " + bound + " by the stop bound: a game whose Left stop is below 0 is below 0, one"
                        + " whose Right stop is above 0 is above 0; Siegel, CGT, ch. II)");
            }
            o.derivations().forEach(d -> derivation(d, "    ", out));
            for (Refutation r : o.refutations()) {
                out.add("    " + (r.assumed().isEmpty() ? "the hypotheses contradict each other:"
                        : "suppose " + assumed(r) + "; then:"));
                r.derivations().forEach(d -> derivation(d, "      ", out));
                out.add("      " + (r.against() == null ? "a false comparison of constants: impossible"
                        : "which " + ExprPrinter.print(r.against()) + " denies: impossible"));
            }
        }
        for (Certificate.XorStep x : c.xors()) {
            out.add("  " + (x.hypotheses().isEmpty() ? "with no hypotheses" : "given " + join(x.hypotheses()))
                    + ", show " + ExprPrinter.print(x.goal()) + " (nim-sums: integers under xor are a vector space"
                    + " over GF(2), so a == b is a xor b == 0 and equalities add; grundy(F + H) is grundy(F) xor"
                    + " grundy(H) for impartial F, H):");
            out.add("    " + xorLine(x));
        }
        return out;
    }

    /** "A < C" when the goal is leftstop(A + -C) < 0 (or "A > C" for rightstop(...) > 0); else null. */
    private static String stopBound(Expr goal) {
        if (!(goal instanceof Expr.Binary g) || !isZero(g.right()) || !(g.left() instanceof Expr.Call c)
                || c.args().size() != 1) {
            return null;
        }
        boolean lt = g.op() == Expr.Op.LT && c.name().equals("leftstop");
        boolean gt = g.op() == Expr.Op.GT && c.name().equals("rightstop");
        if (!lt && !gt) {
            return null;
        }
        Expr d = c.args().get(0);
        String rel = lt ? " < " : " > ";
        return d instanceof Expr.Binary b && b.op() == Expr.Op.ADD && b.right() instanceof Expr.Neg n
                ? ExprPrinter.print(b.left()) + rel + ExprPrinter.print(n.operand())
                : ExprPrinter.print(d) + rel + "0";
    }

    private static void derivation(Derivation d, String indent, List<String> out) {
        out.add(indent + equation(d) + (d.contradiction() ? "" : "  ≥ 0"));
        for (Use u : d.uses()) {
            out.add(indent + "  " + fact(u) + " ≥ 0" + ": " + why(u));
        }
        if (d.contradiction()) {
            out.add(indent + "  so " + d.remainder().negate() + " ≥ 0, which the engine denies");
        } else if (!d.remainder().equals(Game.ZERO)) {
            out.add(indent + "  " + d.remainder() + " ≥ 0: a constant, compared by the engine");
        }
    }

    static String equation(Derivation d) {
        StringBuilder sb = new StringBuilder();
        if (!d.contradiction()) {
            sb.append(difference(d.hi(), d.lo(), d.offset())).append(" = ");
        }
        for (int i = 0; i < d.uses().size(); i++) {
            Use u = d.uses().get(i);
            sb.append(i == 0 ? "" : " + ").append(u.multiplier()).append("·(").append(fact(u)).append(')');
        }
        if (d.contradiction()) {
            sb.append(" = ").append(d.remainder().negate());
        } else if (d.uses().isEmpty()) {
            sb.append(d.remainder());
        } else if (!d.remainder().equals(Game.ZERO)) {
            sb.append(" + ").append(d.remainder());
        }
        return sb.toString();
    }

    private static String fact(Use u) {
        return difference(u.hi(), u.lo(), u.offset());
    }

    private static String why(Use u) {
        return switch (u.source()) {
            case HYPOTHESIS -> "by " + ExprPrinter.print(u.origin()) + (u.offset() == 1 ? " (between integers)" : "");
            case ASSUMPTION -> "supposed";
            case DICOTIC -> ExprPrinter.print(u.origin()) + " is dicotic, so infinitesimal: both its stops are 0";
            case STOPS -> u.origin() instanceof Expr.Binary b && (b.op() == Expr.Op.ADD || b.op() == Expr.Op.SUB)
                    ? "stops of the sum " + ExprPrinter.print(u.origin()) + " (RS(G) + RS(H) ≤ RS(G + H) ≤ RS(G) + LS(H)"
                    + " ≤ LS(G + H) ≤ LS(G) + LS(H), either way round)"
                    : "a Left stop is never below the Right stop";
            case NUMBER -> ExprPrinter.print(u.origin()) + " is a number: its Left and Right stops are itself";
            case LAW -> ExprPrinter.print(u.origin()) + " + " + ExprPrinter.print(u.origin()) + " == 0, its own negative"
                    + (u.origin() instanceof Expr.Var ? ": lemma impartial_negation, -F == F for impartial F (proved"
                    + " from the definitions by induction on birthday)" : u.origin() instanceof Expr.Star
                    ? ": a nimber is impartial, so lemma impartial_negation (-F == F, proved from the definitions)"
                    : ": definition_negation, -{A | B} == {-B | -A}, and this form is its own mirror");
        };
    }

    static String difference(Expr hi, Expr lo, int offset) {
        String s = isZero(lo) ? ExprPrinter.print(hi) : isZero(hi) ? "-" + paren(lo) : paren(hi) + " - " + paren(lo);
        return offset == 0 ? s : s + " - " + offset;
    }

    private static boolean isZero(Expr e) {
        return e instanceof Expr.IntLit i && i.value().signum() == 0;
    }

    private static String paren(Expr e) {
        String s = ExprPrinter.print(e);
        return e instanceof Expr.Binary ? "(" + s + ")" : s;
    }

    private static String join(List<Expr> es) {
        return String.join(", ", es.stream().map(ExprPrinter::print).toList());
    }

    private static String assumed(Refutation r) {
        return String.join(" and ", r.assumed().stream().map(p -> difference(p[0], p[1], 0) + " ≥ 0").toList());
    }

    /** The certificate as data (for {@code --json}). */
    public static Map<String, Object> data(Certificate c) {
        List<Object> obligations = new ArrayList<>();
        for (Obligation o : c.obligations()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("hypotheses", o.hypotheses().stream().map(ExprPrinter::print).toList());
            m.put("goal", ExprPrinter.print(o.goal()));
            m.put("steps", o.derivations().stream().map(Render::step).toList());
            List<Object> refs = new ArrayList<>();
            for (Refutation r : o.refutations()) {
                Map<String, Object> x = new LinkedHashMap<>();
                x.put("suppose", r.assumed().stream().map(p -> difference(p[0], p[1], 0) + " >= 0").toList());
                x.put("denied_by", r.against() == null ? null : ExprPrinter.print(r.against()));
                x.put("steps", r.derivations().stream().map(Render::step).toList());
                refs.add(x);
            }
            m.put("refutations", refs);
            obligations.add(m);
        }
        List<Object> xors = new ArrayList<>();
        for (Certificate.XorStep x : c.xors()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("hypotheses", x.hypotheses().stream().map(ExprPrinter::print).toList());
            m.put("goal", ExprPrinter.print(x.goal()));
            m.put("xor_of", x.used().stream().map(ExprPrinter::print).toList());
            m.put("denied_by", x.denied() == null ? null : ExprPrinter.print(x.denied()));
            xors.add(m);
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("method", c.obligations().isEmpty() && !xors.isEmpty() ? "nim-sum certificate" : "ordered-group certificate");
        m.put("checked", true);
        m.put("obligations", obligations);
        if (!xors.isEmpty()) {
            m.put("nim_sums", xors);
        }
        return m;
    }

    private static Map<String, Object> step(Derivation d) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("kind", d.contradiction() ? "contradiction" : "nonnegative");
        m.put("target", d.contradiction() ? null : difference(d.hi(), d.lo(), d.offset()));
        List<Object> terms = new ArrayList<>();
        for (Use u : d.uses()) {
            Map<String, Object> t = new LinkedHashMap<>();
            t.put("multiplier", u.multiplier());
            t.put("fact", fact(u) + " >= 0");
            t.put("source", u.source().name().toLowerCase());
            t.put("from", u.origin() == null ? null : ExprPrinter.print(u.origin()));
            terms.add(t);
        }
        m.put("terms", terms);
        m.put("constant", String.valueOf(d.contradiction() ? d.remainder().negate() : d.remainder()));
        return m;
    }
}
