package org.cgcheck.check;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.cgcheck.game.Game;
import org.cgcheck.eval.DomainValues;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.ExprPrinter;
import org.cgcheck.eval.Interpreter;
import org.cgcheck.lang.SyntaxError;
import org.cgcheck.eval.Values;
import org.cgcheck.universe.Kind;
import org.cgcheck.universe.Universe;

/**
 * The outer variables' domains: their sizes (estimated before anything is built, so an
 * infeasible run is refused at once), their elements, and how a report names them.
 */
final class Domains {
    private Domains() {
    }

    /**
     * The number of elements, computed without building the domain; null if the domain is not
     * enumerable (no bound, or a bound beyond what the universe enumerates: it is sampled).
     */
    static BigInteger size(Expr.Domain d) {
        if (d instanceof Expr.Domain.All) {
            return null;
        }
        if (d instanceof Expr.Domain.BornBy b) {
            Kind kind = DomainValues.kind(b.kind());
            int day = DomainValues.day(b, Map.of());
            int limit = Universe.maxDay(kind);
            return day > limit ? null : BigInteger.valueOf(kind.bornBy(day).size());
        }
        if (d instanceof Expr.Domain.Range r && r.hi() == null) {
            return null;        // "in A..": sampled (Variable.from)
        }
        if (d instanceof Expr.Domain.Range r) {
            Interpreter in = new Interpreter(Map.of());
            BigInteger lo = Values.integer(in.eval(r.lo()), r.lo().pos(), "the range's lower end");
            BigInteger hi = Values.integer(in.eval(r.hi()), r.hi().pos(), "the range's upper end");
            return hi.subtract(lo).add(BigInteger.ONE).max(BigInteger.ZERO);
        }
        if (d instanceof Expr.Domain.Within w) {
            return org.cgcheck.eval.WithinDomain.estimate(w, Map.of()).min(
                    BigInteger.valueOf(org.cgcheck.eval.WithinDomain.MAX_POSITIONS + 1));
        }
        if (d instanceof Expr.Domain.FormsOver f) {
            List<Game> values = new ArrayList<>();
            Interpreter in = new Interpreter(Map.of());
            for (Expr e : f.values()) {
                Game g = Values.game(in.eval(e), e.pos(), "a value in 'form over'");
                if (!values.contains(g)) {
                    values.add(g);
                }
            }
            return BigInteger.valueOf(4).pow(values.size());
        }
        return BigInteger.valueOf(DomainValues.elements(d, Map.of()).size());
    }

    /** The variable over a domain; its elements are built only if the domain is enumerable. */
    static Variable variable(String name, Expr.Domain d, boolean enumerable) {
        List<Object> elems = enumerable ? DomainValues.elements(d, Map.of()) : null;
        if (elems != null && elems.isEmpty()) {
            throw new SyntaxError("the domain of " + name + " is empty", d.pos());
        }
        if (d instanceof Expr.Domain.BornBy b) {
            return new Variable(name, d, elems, DomainValues.kind(b.kind()), DomainValues.day(b, Map.of()));
        }
        if (d instanceof Expr.Domain.All a) {
            return new Variable(name, d, null, DomainValues.kind(a.kind()), -1);
        }
        if (d instanceof Expr.Domain.Range r && r.hi() == null) {
            BigInteger from = Values.integer(new Interpreter(Map.of()).eval(r.lo()), r.lo().pos(), "the range's lower end");
            return new Variable(name, d, null, null, 0, from);
        }
        return new Variable(name, d, elems, null, 0);
    }

    /**
     * Random positions beyond the bound of a {@code within} variable, or null if it is not one
     * or if even one size more is too large to solve quickly.
     */
    static org.cgcheck.rules.Beyond beyond(Variable v) {
        if (!(v.domain() instanceof Expr.Domain.Within w) || w.boards()) {
            return null;        // starting boards: the domain is the shapes stated, and nothing is drawn beyond
        }
        if (org.cgcheck.rules.LoopyRulesets.byName(w.ruleset()) != null) {
            return null;        // loopy rulesets: one size more can be refused as too large to solve; not explored
        }
        Interpreter in = new Interpreter(Map.of());
        int rows = Values.integer(in.eval(w.rows()), w.rows().pos(), "the bound").intValueExact();
        int cols = w.cols() == null ? 0 : Values.integer(in.eval(w.cols()), w.cols().pos(), "the bound").intValueExact();
        org.cgcheck.rules.Beyond b = new org.cgcheck.rules.Beyond(org.cgcheck.rules.Rulesets.byName(w.ruleset()),
                new org.cgcheck.rules.Bound(rows, cols));
        return b.steps() > 0 ? b : null;
    }

    /**
     * A shard's note of the whole domain's size ("; the domain has 30,001 cases"), so that
     * {@code merge} can check that the shards' counts add up to it (a count edited to 0 does not).
     */
    static String sizeTag(List<Variable> vars) {
        long total = 1;
        for (Variable v : vars) {
            total = Math.multiplyExact(total, v.elements().size());     // as CaseSearch counts them
        }
        return String.format(java.util.Locale.ROOT, Verdict.DOMAIN_TAG, total);
    }

    /** "born by day 2", "number born by day 3", "all games", "in 0..15", ... */
    static String describe(Expr.Domain d) {
        if (d instanceof Expr.Domain.BornBy b) {
            return (b.kind().equals("values") ? "" : b.kind() + " ") + "born by day " + ExprPrinter.print(b.day());
        }
        if (d instanceof Expr.Domain.All a) {
            return a.kind().equals("values") ? "all games" : "every " + a.kind();
        }
        if (d instanceof Expr.Domain.Range r) {
            return "in " + ExprPrinter.print(r.lo()) + ".." + (r.hi() == null ? "" : ExprPrinter.print(r.hi()));
        }
        if (d instanceof Expr.Domain.Explicit x) {
            return "in {" + String.join(", ", x.elements().stream().map(ExprPrinter::print).toList()) + "}";
        }
        if (d instanceof Expr.Domain.Within w && w.boards()) {
            return ExprPrinter.domain(d);
        }
        if (d instanceof Expr.Domain.Within w) {
            return w.ruleset() + " within " + ExprPrinter.print(w.rows())
                    + (w.cols() == null ? "" : "x" + ExprPrinter.print(w.cols()));
        }
        if (d instanceof Expr.Domain.InSet s) {
            return "in " + ExprPrinter.print(s.set());
        }
        if (d instanceof Expr.Domain.Options o) {
            return "in " + (o.left() ? "left(" : "right(") + ExprPrinter.print(o.of()) + ")";
        }
        Expr.Domain.FormsOver f = (Expr.Domain.FormsOver) d;
        return "form over {" + String.join(", ", f.values().stream().map(ExprPrinter::print).toList()) + "}";
    }

    /**
     * What a proof is about, naming every variable's domain: "for every game G, H and every number
     * x". A proof holds on the whole kind, whatever the birthday bound; a range stays as stated.
     */
    static String provedScope(List<String> names, List<Expr.Domain> domains) {
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            Expr.Domain d = domains.get(i);
            StringBuilder vs = new StringBuilder(names.get(i));
            while (i + 1 < names.size() && domains.get(i + 1) == d) {
                vs.append(", ").append(names.get(++i));
            }
            String kind = d instanceof Expr.Domain.BornBy b ? b.kind() : d instanceof Expr.Domain.All a ? a.kind() : null;
            if (kind != null) {
                String noun = switch (kind) {
                    case "values" -> "game";
                    case "form" -> "form";
                    case "impartial" -> "impartial form";
                    case "number", "integer", "nimber" -> kind;
                    case "dicotic", "infinitesimal", "reduced" -> kind + " game";
                    case "nonnumber" -> "game that is not a number";
                    default -> kind + " game";
                };
                parts.add("every " + noun + " " + vs);
            } else {
                parts.add(vs + " " + describe(d));
            }
        }
        return "for " + String.join(" and ", parts);
    }

    /** "G, H born by day 2; n in 0..3": consecutive variables over one domain are grouped. */
    static String describe(List<Variable> vars) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < vars.size(); i++) {
            Variable v = vars.get(i);
            boolean sameAsNext = i + 1 < vars.size() && vars.get(i + 1).domain() == v.domain();
            sb.append(v.name());
            if (sameAsNext) {
                sb.append(", ");
            } else {
                String what = describe(v.domain());
                sb.append(what.startsWith("all") || what.startsWith("every") ? " ranging over " + what : " " + what);
                if (i + 1 < vars.size()) {
                    sb.append("; ");
                }
            }
        }
        return sb.toString();
    }
}
