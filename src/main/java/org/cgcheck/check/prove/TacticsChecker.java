package org.cgcheck.check.prove;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.cgcheck.eval.Interpreter;
import org.cgcheck.eval.TypeChecker;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.Expr.Op;
import org.cgcheck.lang.ExprPrinter;
import org.cgcheck.lang.Type;

/**
 * Re-checks a {@link Tactics.Proof} with code of its own: the unfolding of ≤ is recomputed from a
 * table of the definition; every lemma instance is substituted again, its terms checked to lie in
 * the lemma variables' domains, its discharged premises found among the claim's hypotheses (or
 * closed and true); the proved formula is rebuilt; the cases are the outcome classes of one pair
 * (three when both sides are numbers); and every certificate passes {@link CertificateChecker}.
 * Returns null when the proof stands, else what is wrong.
 */
public final class TacticsChecker {
    private final Map<String, Type> types = new HashMap<>();
    private final Map<String, Expr.Domain> domains = new HashMap<>();

    private TacticsChecker(List<String> names, List<Expr.Domain> ds) {
        for (int i = 0; i < names.size(); i++) {
            types.put(names.get(i), TypeChecker.domainType(ds.get(i), Map.of()));
            domains.put(names.get(i), ds.get(i));
        }
    }

    /** {@code lemmas}: every lemma the proof may use (cited claims proved in the run, candidates, laws). */
    public static String check(Expr predicate, List<String> names, List<Expr.Domain> ds, List<Lemma> lemmas,
            Tactics.Proof p) {
        try {
            return new TacticsChecker(names, ds).problem(predicate, names, ds, lemmas, p);
        } catch (RuntimeException e) {
            return "the proof could not be checked: " + e;
        }
    }

    private String problem(Expr predicate, List<String> names, List<Expr.Domain> ds, List<Lemma> lemmas,
            Tactics.Proof p) {
        if (!text(unfold(predicate)).equals(text(p.unfolded()))) {
            return "the unfolded claim is not the claim with the definition of <= unfolded";
        }
        List<Expr> hyps = new ArrayList<>();
        Expr concl = premises(p.unfolded(), hyps);
        List<Expr> offered = new ArrayList<>();
        for (Instances.Instance i : p.instances()) {
            Lemma l = lemmas.stream().filter(x -> x.name().equals(i.lemma().name()) && x.body().equals(i.lemma().body()))
                    .findFirst().orElse(null);
            if (l == null) {
                return "an instance of " + i.lemma().name() + ", which is not a lemma of this claim";
            }
            String wrong = instance(l, i, hyps);
            if (wrong != null) {
                return wrong;
            }
            offered.add(normal(i.formula(), false));
        }
        if (p.direct()) {
            String f = text(p.instances().get(0).formula());
            return p.instances().size() == 1 && (f.equals(text(concl)) || f.equals(text(p.unfolded()))) ? null
                    : "a direct use of a lemma that is not the claim's conclusion";
        }
        Expr formula = p.unfolded();
        if (!offered.isEmpty()) {
            Expr all = offered.get(0);
            for (int k = 1; k < offered.size(); k++) {
                all = new Expr.Binary(Op.AND, all, offered.get(k), all.pos());
            }
            formula = new Expr.Binary(Op.IMPLIES, all, p.unfolded(), p.unfolded().pos());
        }
        if (!text(formula).equals(text(p.formula()))) {
            return "the formula proved is not the claim with the lemmas as hypotheses";
        }
        if (p.pair() == null) {
            return CertificateChecker.check(p.formula(), names, ds, p.certificate());
        }
        List<Op> needed = new ArrayList<>(List.of(Op.EQ, Op.LT, Op.GT, Op.FUZZY));
        if (isNumber(p.pair().left()) && isNumber(p.pair().right())) {
            needed.remove(Op.FUZZY);        // two numbers are never fuzzy (Siegel, CGT, ch. I)
        }
        for (Tactics.Case c : p.cases()) {
            Expr want = new Expr.Binary(Op.IMPLIES, new Expr.Binary(c.relation(), p.pair().left(), p.pair().right(),
                    null), p.formula(), null);
            if (!text(want).equals(text(c.formula()))) {
                return "a case is not the formula under one outcome class of the pair";
            }
            String wrong = CertificateChecker.check(c.formula(), names, ds, c.certificate());
            if (wrong != null) {
                return "case " + c.relation().symbol + ": " + wrong;
            }
            needed.remove(c.relation());
        }
        return needed.isEmpty() ? null : "the cases miss the class " + needed.get(0).symbol;
    }

    private static Expr premises(Expr claim, List<Expr> out) {
        Expr e = claim;
        while (e instanceof Expr.Binary b && b.op() == Op.IMPLIES) {
            flatten(b.left(), out);
            e = b.right();
        }
        return e;
    }

    private static void flatten(Expr e, List<Expr> out) {
        if (e instanceof Expr.Binary b && b.op() == Op.AND) {
            flatten(b.left(), out);
            flatten(b.right(), out);
        } else {
            out.add(e);
        }
    }

    private String instance(Lemma l, Instances.Instance i, List<Expr> hyps) {
        if (!i.bindings().keySet().equals(new java.util.HashSet<>(l.names()))) {
            return "an instance of " + l.name() + " does not give every variable a term";
        }
        for (int k = 0; k < l.names().size(); k++) {
            Expr t = i.bindings().get(l.names().get(k));
            if (!inDomain(l.domains().get(k), t)) {
                return "an instance of " + l.name() + " puts " + ExprPrinter.print(t) + " where its domain does not allow";
            }
        }
        Expr body = replace(l.body(), i.bindings());
        if (i.discharged().isEmpty()) {
            return text(body).equals(text(i.formula())) ? null : "an instance of " + l.name() + " is not its statement";
        }
        if (!(body instanceof Expr.Binary b) || b.op() != Op.IMPLIES) {
            return "an instance of " + l.name() + " discharges a premise it does not have";
        }
        List<Expr> premises = new ArrayList<>();
        flatten(b.left(), premises);
        List<Expr> kept = new ArrayList<>();
        for (Expr q : premises) {
            boolean gone = i.discharged().stream().anyMatch(d -> text(d).equals(text(q)));
            if (gone && !(hyps.stream().anyMatch(h -> text(h).equals(text(q))) || closedTrue(q))) {
                return "an instance of " + l.name() + " drops the premise " + ExprPrinter.print(q) + ", which the claim does not assume";
            }
            if (!gone) {
                kept.add(q);
            }
        }
        Expr rest = b.right();
        if (!kept.isEmpty()) {
            Expr k = kept.get(0);
            for (int j = 1; j < kept.size(); j++) {
                k = new Expr.Binary(Op.AND, k, kept.get(j), null);
            }
            rest = new Expr.Binary(Op.IMPLIES, k, rest, null);
        }
        return text(rest).equals(text(i.formula())) ? null : "an instance of " + l.name() + " is not its statement";
    }

    private boolean closedTrue(Expr q) {
        if (Mentions.any(q, types.keySet())) {
            return false;
        }
        try {
            return Boolean.TRUE.equals(new Interpreter().eval(q));
        } catch (RuntimeException e) {
            return false;
        }
    }

    /** The term's every value lies in the domain (a proved lemma holds on the whole kind). */
    private boolean inDomain(Expr.Domain d, Expr t) {
        Type ty = TypeChecker.infer(t, types);
        String kind = d instanceof Expr.Domain.All a ? a.kind() : d instanceof Expr.Domain.BornBy b ? b.kind() : null;
        if (kind != null) {
            if (kind.equals("values")) {
                return ty != Type.FORM && ty.fits(Type.GAME);      // a form would change what birthday reads
            }
            if (kind.equals("number")) {
                return ty.fits(Type.NUMBER);
            }
            if (kind.equals("form")) {
                return ty == Type.FORM;
            }
            Expr.Domain own = t instanceof Expr.Var v ? domains.get(v.name()) : null;
            String ok = own instanceof Expr.Domain.All a ? a.kind() : own instanceof Expr.Domain.BornBy b ? b.kind() : "";
            // An impartial form: an impartial or nimber variable, or a nimber *k.
            return kind.equals(ok) || kind.equals("impartial") && (ok.equals("nimber") || t instanceof Expr.Star);
        }
        if (!(d instanceof Expr.Domain.Range r)) {
            return false;
        }
        BigInteger lo = integer(r.lo());
        BigInteger hi = r.hi() == null ? null : integer(r.hi());
        if (lo == null || r.hi() != null && hi == null) {
            return false;
        }
        if (t instanceof Expr.IntLit n) {
            return n.value().compareTo(lo) >= 0 && (hi == null || n.value().compareTo(hi) <= 0);
        }
        if (t instanceof Expr.Var v && domains.get(v.name()) instanceof Expr.Domain.Range own) {
            BigInteger olo = integer(own.lo());
            BigInteger ohi = own.hi() == null ? null : integer(own.hi());
            return olo != null && olo.compareTo(lo) >= 0 && (hi == null || ohi != null && ohi.compareTo(hi) <= 0);
        }
        return hi == null && lo.signum() <= 0 && naturalValued(t);
    }

    /** Surely ≥ 0: a Grundy value, a literal, a variable over naturals, or a xor of such. */
    private boolean naturalValued(Expr t) {
        if (t instanceof Expr.Binary b && b.op() == Op.XOR) {
            return naturalValued(b.left()) && naturalValued(b.right());
        }
        if (t instanceof Expr.Var v && domains.get(v.name()) instanceof Expr.Domain.Range own) {
            BigInteger olo = integer(own.lo());
            return olo != null && olo.signum() >= 0;
        }
        return t instanceof Expr.IntLit n && n.value().signum() >= 0
                || t instanceof Expr.Call c && c.name().equalsIgnoreCase("grundy") && c.args().size() == 1;
    }

    private boolean isNumber(Expr e) {
        try {
            return TypeChecker.infer(e, types).fits(Type.NUMBER);
        } catch (RuntimeException ex) {
            return false;
        }
    }

    private static BigInteger integer(Expr e) {
        try {
            return new Interpreter().eval(e) instanceof BigInteger b ? b : null;
        } catch (RuntimeException ex) {
            return null;
        }
    }

    /** The lemma's statement with its variables replaced, rebuilt here (nothing else is rebuilt). */
    private static Expr replace(Expr e, Map<String, Expr> s) {
        if (e instanceof Expr.Var v) {
            return s.containsKey(v.name()) ? s.get(v.name()) : v;
        }
        List<Expr> kids = org.cgcheck.lang.ExprChildren.of(e);
        if (kids.isEmpty()) {
            return e;
        }
        if (e instanceof Expr.Binary b) {
            return new Expr.Binary(b.op(), replace(b.left(), s), replace(b.right(), s), b.pos());
        }
        if (e instanceof Expr.Neg n) {
            return new Expr.Neg(replace(n.operand(), s), n.pos());
        }
        if (e instanceof Expr.Not n) {
            return new Expr.Not(replace(n.operand(), s), n.pos());
        }
        if (e instanceof Expr.Star st) {
            return new Expr.Star(replace(st.index(), s), st.pos());
        }
        if (e instanceof Expr.Call c) {
            return new Expr.Call(c.name(), c.args().stream().map(a -> replace(a, s)).toList(), c.pos());
        }
        if (e instanceof Expr.Braces b) {
            return new Expr.Braces(b.left().stream().map(a -> replace(a, s)).toList(),
                    b.right().stream().map(a -> replace(a, s)).toList(), b.pos());
        }
        if (e instanceof Expr.Quantified q && q.domain() instanceof Expr.Domain.Options o
                && q.vars().stream().noneMatch(s::containsKey)) {
            return new Expr.Quantified(q.forall(), q.vars(), q.varPos(), new Expr.Domain.Options(o.left(),
                    replace(o.of(), s), o.pos()), replace(q.body(), s), q.pos());
        }
        throw new IllegalArgumentException("a lemma construct the checker does not rebuild: " + ExprPrinter.print(e));
    }

    /** A hypothesis in negation normal form, by the table: not/and/or/implies/iff pushed to the literals. */
    private static Expr normal(Expr f, boolean neg) {
        if (f instanceof Expr.Not n) {
            return normal(n.operand(), !neg);
        }
        if (f instanceof Expr.Binary b && b.op() == Op.IFF) {
            Expr both = new Expr.Binary(Op.AND, new Expr.Binary(Op.IMPLIES, b.left(), b.right(), b.pos()),
                    new Expr.Binary(Op.IMPLIES, b.right(), b.left(), b.pos()), b.pos());
            return normal(both, neg);
        }
        if (f instanceof Expr.Binary b && b.op() == Op.IMPLIES) {
            // A implies B is (not A) or B; its negation A and not B.
            return new Expr.Binary(neg ? Op.AND : Op.OR, normal(b.left(), !neg), normal(b.right(), neg), b.pos());
        }
        if (f instanceof Expr.Binary b && (b.op() == Op.AND || b.op() == Op.OR)) {
            Op op = neg ? (b.op() == Op.AND ? Op.OR : Op.AND) : b.op();
            return new Expr.Binary(op, normal(b.left(), neg), normal(b.right(), neg), b.pos());
        }
        if (f instanceof Expr.Call c && c.name().equalsIgnoreCase("isinfinitesimal") && c.args().size() == 1) {
            Expr x = c.args().get(0);
            Expr zero = new Expr.IntLit(BigInteger.ZERO, x.pos());
            return normal(new Expr.Binary(Op.AND, new Expr.Binary(Op.EQ, new Expr.Call("leftstop", List.of(x), x.pos()),
                    zero, x.pos()), new Expr.Binary(Op.EQ, new Expr.Call("rightstop", List.of(x), x.pos()), zero,
                    x.pos()), x.pos()), neg);
        }
        return neg ? new Expr.Not(f, f.pos()) : f;
    }

    /** The definition of ≤ on {L | R} against 0, as a table: each relation is made of "X >= 0" and "X <= 0". */
    private static Expr unfold(Expr f) {
        if (f instanceof Expr.Not n) {
            Expr u = unfoldLiteral(n.operand(), true);
            return u != null ? u : new Expr.Not(unfold(n.operand()), n.pos());
        }
        Expr u = unfoldLiteral(f, false);
        if (u != null) {
            return u;
        }
        if (f instanceof Expr.Binary b && b.op().isLogic()) {
            return new Expr.Binary(b.op(), unfold(b.left()), unfold(b.right()), b.pos());
        }
        return f;
    }

    private static Expr unfoldLiteral(Expr e, boolean neg) {
        if (!(e instanceof Expr.Binary b) || !b.op().isRelation() || b.op() == Op.IDENTICAL) {
            return null;
        }
        boolean zeroRight = b.right() instanceof Expr.IntLit z && z.value().signum() == 0;
        boolean zeroLeft = b.left() instanceof Expr.IntLit z && z.value().signum() == 0;
        Expr x = zeroRight && isForm(b.left()) ? b.left() : zeroLeft && isForm(b.right()) ? b.right() : null;
        if (x == null) {
            return null;
        }
        // The relation read as X R 0: (needs X >= 0, needs X <= 0) with +1 yes, -1 no, 0 either; "or" for !=.
        String op = b.op().symbol;
        if (x == b.right()) {
            op = switch (op) {
                case "<=" -> ">=";
                case ">=" -> "<=";
                case "<" -> ">";
                case ">" -> "<";
                case "<|" -> "|>";
                case "|>" -> "<|";
                default -> op;
            };
        }
        int[] want = switch (op) {
            case ">=" -> new int[] {1, 0};
            case "<=" -> new int[] {0, 1};
            case "==" -> new int[] {1, 1};
            case ">" -> new int[] {1, -1};
            case "<" -> new int[] {-1, 1};
            case "<>" -> new int[] {-1, -1};
            case "<|" -> new int[] {-1, 0};
            case "|>" -> new int[] {0, -1};
            case "!=" -> null;
            default -> new int[0];
        };
        if (want != null && want.length == 0) {
            return null;
        }
        List<Expr> ls = x instanceof Expr.Braces br ? br.left() : ((Expr.PlusMinus) x).options();
        List<Expr> rs = x instanceof Expr.Braces br ? br.right()
                : ((Expr.PlusMinus) x).options().stream().map(o -> (Expr) new Expr.Neg(o, o.pos())).toList();
        Expr ge = noOption(rs, Op.LE, b);     // X >= 0
        Expr le = noOption(ls, Op.GE, b);     // X <= 0
        Expr whole;
        if (want == null) {
            whole = new Expr.Not(new Expr.Binary(Op.AND, ge, le, b.pos()), b.pos());
        } else {
            List<Expr> parts = new ArrayList<>();
            if (want[0] != 0) {
                parts.add(want[0] > 0 ? ge : new Expr.Not(ge, b.pos()));
            }
            if (want[1] != 0) {
                parts.add(want[1] > 0 ? le : new Expr.Not(le, b.pos()));
            }
            whole = parts.size() == 1 ? parts.get(0) : new Expr.Binary(Op.AND, parts.get(0), parts.get(1), b.pos());
        }
        return pushed(whole, neg);
    }

    /** "No option o has o rel 0" before negations are pushed; {@code 0 == 0} when there is no option. */
    private static Expr noOption(List<Expr> options, Op rel, Expr.Binary at) {
        Expr zero = new Expr.IntLit(BigInteger.ZERO, at.pos());
        if (options.isEmpty()) {
            return new Expr.Binary(Op.EQ, zero, zero, at.pos());
        }
        Expr out = null;
        for (Expr o : options) {
            Expr t = new Expr.Not(new Expr.Binary(rel, o, zero, at.pos()), at.pos());
            out = out == null ? t : new Expr.Binary(Op.AND, out, t, at.pos());
        }
        return out;
    }

    /** Negations pushed to the literals; a negated {@code 0 == 0} is {@code 0 != 0}. */
    private static Expr pushed(Expr f, boolean neg) {
        if (f instanceof Expr.Not n) {
            return pushed(n.operand(), !neg);
        }
        if (f instanceof Expr.Binary b && (b.op() == Op.AND || b.op() == Op.OR)) {
            Op op = neg ? (b.op() == Op.AND ? Op.OR : Op.AND) : b.op();
            return new Expr.Binary(op, pushed(b.left(), neg), pushed(b.right(), neg), b.pos());
        }
        if (f instanceof Expr.Binary b && b.op() == Op.EQ && b.left() instanceof Expr.IntLit
                && b.right() instanceof Expr.IntLit) {
            return neg ? new Expr.Binary(Op.NE, b.left(), b.right(), b.pos()) : f;
        }
        return neg ? new Expr.Not(f, f.pos()) : f;
    }

    private static boolean isForm(Expr e) {
        return e instanceof Expr.Braces || e instanceof Expr.PlusMinus;
    }

    /** The record's own text without positions: faithful, unlike the printer (which abbreviates quantifiers). */
    private static String text(Expr e) {
        return String.valueOf(e).replaceAll("(varPos|rulesetPos|pos)=(\\[[^\\]]*\\]|\\d+:\\d+|null)", "");
    }
}
