package org.cgcheck.check.prove;

import java.lang.reflect.RecordComponent;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.cgcheck.check.prove.InductionProof.MapLemma;
import org.cgcheck.check.prove.InductionProof.Shape;
import org.cgcheck.lang.Definition;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.Pos;
import org.cgcheck.lang.Type;

/**
 * Re-verifies an {@link InductionProof} without the search's code: it reads each map's shape
 * from the claim and the definitions itself, accepts a direct equality only between maps of the
 * same shape on a kind of games closed under options, checks every lemma against its definition,
 * checks that the rewritten claim is the original with exactly those calls replaced, and has the
 * ordered-group part re-verified by {@link CertificateChecker}. Returns null when the proof holds.
 */
public final class InductionChecker {
    private InductionChecker() {
    }

    /**
     * Kinds of games a direct equality may range over. The maps are defined on every game of the
     * domain's type (values, or forms), so the induction runs over all of them and covers any of
     * these kinds; only *grundy needs its kind, impartial forms, whose options are impartial again.
     */
    private static final List<String> CLOSED = List.of("values", "form", "impartial", "dicotic", "number", "integer",
            "nimber", "reduced", "infinitesimal", "nonnumber", "up", "uptimal");

    public static String check(Expr body, List<String> names, List<Expr.Domain> domains, InductionProof p) {
        if (p.direct() != null) {
            return direct(body, names, domains, p.direct());
        }
        Map<Definition, Boolean> negated = new HashMap<>();
        for (MapLemma l : p.lemmas()) {
            Definition d = find(body, l.name());
            if (d == null) {
                return "lemma about " + l.name() + ", which the claim does not call";
            }
            Boolean neg = identityOrNegation(d);
            if (neg == null || neg != l.negated()) {
                return "the definition of " + l.name() + " is not " + (l.negated() ? "negation" : "the identity")
                        + " by the schema";
            }
            negated.put(d, neg);
        }
        if (p.rewritten() == null || p.rest() == null) {
            return "no rewritten claim or no certificate for it";
        }
        if (!replaced(body, p.rewritten(), negated)) {
            return "the rewritten claim is not the claim with the lemmas' calls replaced";
        }
        Map<String, Type> types = new HashMap<>();
        for (int i = 0; i < names.size(); i++) {
            types.put(names.get(i), org.cgcheck.eval.TypeChecker.domainType(domains.get(i), Map.of()));
        }
        String where = formRead(body, null, negated, types);
        if (where != null) {
            return "a replaced call stands where a form is read (" + where + ")";
        }
        return CertificateChecker.check(p.rewritten(), names, domains, p.rest());
    }

    private static String direct(Expr body, List<String> names, List<Expr.Domain> domains,
            InductionProof.MapEquality m) {
        if (names.size() != 1 || !(body instanceof Expr.Binary b) || b.op() != Expr.Op.EQ || b.left() != m.left()
                || b.right() != m.right()) {
            return "the claim is not the equality the proof is about";
        }
        Expr.Domain d = domains.get(0);
        String kind = d instanceof Expr.Domain.All a ? a.kind() : d instanceof Expr.Domain.BornBy bb ? bb.kind() : null;
        if (kind == null || !CLOSED.contains(kind)) {
            return "the variable does not range over a kind of games closed under options";
        }
        boolean forms = kind.equals("form") || kind.equals("impartial");
        Shape l = mapShape(b.left(), names.get(0), forms, kind.equals("impartial"));
        Shape r = mapShape(b.right(), names.get(0), forms, kind.equals("impartial"));
        if (l == null || r == null) {
            return "a side is not a structural map of " + names.get(0);
        }
        // An impartial form's Left and Right options are the same games: every side is the same there.
        return l.equals(r) || kind.equals("impartial") ? null : "the two maps take their options from different sides";
    }

    /** The shape of a side, read independently of the search's recognizer. */
    private static Shape mapShape(Expr e, String x, boolean forms, boolean impartial) {
        if (e instanceof Expr.Var v) {
            return v.name().equals(x) ? new Shape('L', 'R') : null;
        }
        Expr arg = argument(e);
        if (arg == null || !(arg instanceof Expr.Var v) || !v.name().equals(x)) {
            return null;
        }
        if (e instanceof Expr.Neg || e instanceof Expr.Call c && List.of("neg", "conjugate").contains(
                c.name().toLowerCase())) {
            return new Shape('R', 'L');
        }
        if (e instanceof Expr.Star) {
            return impartial ? new Shape('L', 'R') : null;
        }
        if (e instanceof Expr.UserCall u && u.target().definition() != null) {
            Definition d = u.target().definition();
            Type want = forms ? Type.FORM : Type.GAME;
            if (d.params().size() != 1 || d.params().get(0).type() != want || d.declared() == Type.FORM) {
                return null;
            }
            return shapeOfDefinition(d, d.body(), false);
        }
        return null;
    }

    /** A condition with a value for every game (written anew: the search's list is not consulted). */
    private static boolean defined(Expr e) {
        boolean node = e instanceof Expr.Call c ? List.of("isnumber", "isinteger", "isnimber", "isinfinitesimal",
                "isnumberish", "iszero", "leftstop", "rightstop", "birthday", "outcome", "temperature", "mean")
                .contains(c.name().toLowerCase())
                : e instanceof Expr.Binary b ? !List.of(Expr.Op.MUL, Expr.Op.MOD, Expr.Op.DIV, Expr.Op.NORTON,
                        Expr.Op.ORDINAL, Expr.Op.IN, Expr.Op.XOR).contains(b.op())
                : e instanceof Expr.Not || e instanceof Expr.Neg || e instanceof Expr.Var || e instanceof Expr.IntLit
                || e instanceof Expr.NumLit || e instanceof Expr.Ups || e instanceof Expr.Braces
                || e instanceof Expr.Star s && (s.index() == null || s.index() instanceof Expr.IntLit);
        return node && org.cgcheck.lang.ExprChildren.of(e).stream().allMatch(InductionChecker::defined);
    }

    /** The single argument of {@code -X}, {@code neg(X)}, {@code conjugate(X)}, {@code *grundy(X)}, {@code f(X)}. */
    private static Expr argument(Expr e) {
        if (e instanceof Expr.Neg n) {
            return n.operand();
        }
        if (e instanceof Expr.Star s) {
            return s.index() instanceof Expr.Call c && c.name().equalsIgnoreCase("grundy") && c.args().size() == 1
                    ? c.args().get(0) : null;
        }
        List<Expr> args = e instanceof Expr.Call c ? c.args() : e instanceof Expr.UserCall u ? u.args() : List.of();
        return args.size() == 1 ? args.get(0) : null;
    }

    /** A definition's shape: its body is X or -X of its parameter, or one self-call per side over X's options. */
    private static Shape shapeOfDefinition(Definition d, Expr body, boolean byCases) {
        String x = d.params().get(0).name();
        if (byCases && body instanceof Expr.If i && defined(i.condition())) {
            Shape a = shapeOfDefinition(d, i.then(), true);
            return a != null && a.equals(shapeOfDefinition(d, i.otherwise(), true)) ? a : null;
        }
        if (body instanceof Expr.Var v) {
            return v.name().equals(x) ? new Shape('L', 'R') : null;
        }
        if (body instanceof Expr.Neg || body instanceof Expr.Call) {
            Expr a = argument(body);
            boolean neg = body instanceof Expr.Neg || List.of("neg", "conjugate").contains(
                    ((Expr.Call) body).name().toLowerCase());
            return neg && a instanceof Expr.Var v && v.name().equals(x) ? new Shape('R', 'L') : null;
        }
        if (!(body instanceof Expr.Braces b) || b.left().size() != 1 || b.right().size() != 1) {
            return null;
        }
        Character l = drawsFrom(b.left().get(0), d, x);
        Character r = drawsFrom(b.right().get(0), d, x);
        return l != null && r != null ? new Shape(l, r) : null;
    }

    private static Character drawsFrom(Expr e, Definition self, String x) {
        if (!(e instanceof Expr.Comprehension c) || c.clauses().size() != 1) {
            return null;
        }
        if (!(c.clauses().get(0) instanceof Expr.Clause.For f) || !(f.domain() instanceof Expr.Domain.Options o)) {
            return null;
        }
        boolean overX = o.of() instanceof Expr.Var v && v.name().equals(x);
        boolean selfCall = c.element() instanceof Expr.UserCall u && u.target().definition() == self
                && u.args().size() == 1 && u.args().get(0) instanceof Expr.Var a && a.name().equals(f.var());
        return overX && selfCall ? (o.left() ? 'L' : 'R') : null;
    }

    /** TRUE: the definition is negation on games, FALSE: the identity, null: neither by the schema. */
    private static Boolean identityOrNegation(Definition d) {
        if (d.params().size() != 1 || d.params().get(0).type() != Type.GAME || d.declared() == Type.FORM) {
            return null;
        }
        Shape s = shapeOfDefinition(d, d.body(), true);
        return s == null ? null : s.equals(new Shape('L', 'R')) ? Boolean.FALSE
                : s.equals(new Shape('R', 'L')) ? Boolean.TRUE : null;
    }

    /**
     * Where a lemma's call is read as a form, or null: anywhere under '===', an ordinal sum, a
     * CGSuite property or a function of forms; under birthday or size when its argument is a form.
     */
    private static String formRead(Expr e, String reader, Map<Definition, Boolean> lemmas, Map<String, Type> types) {
        if (e instanceof Expr.UserCall u && lemmas.containsKey(u.target().definition())) {
            if (reader != null) {
                return reader;
            }
            if (u.args().size() == 1 && org.cgcheck.eval.TypeChecker.infer(u.args().get(0), types) == Type.FORM) {
                return "a form argument";   // only harmless where values are read; be strict
            }
        }
        String inner = reader;
        if (inner == null && e instanceof Expr.Binary b && (b.op() == Expr.Op.IDENTICAL || b.op() == Expr.Op.ORDINAL)) {
            inner = b.op().symbol;
        } else if (inner == null && e instanceof Expr.Property pr) {
            inner = "." + pr.name();
        } else if (inner == null && e instanceof Expr.Call c && (List.of("iscanonical", "removedominated",
                "bypassreversible", "isimpartial", "grundy", "withoutleft", "withoutright", "replaceoption", "ordinal",
                "isdicotic", "birthday", "size").contains(c.name().toLowerCase())
                || org.cgcheck.misere.MisereFunctions.FORM_READERS.contains(c.name().toLowerCase()))) {
            boolean valueRead = (c.name().equalsIgnoreCase("birthday") || c.name().equalsIgnoreCase("size"))
                    && c.args().size() == 1 && org.cgcheck.eval.TypeChecker.infer(c.args().get(0), types) != Type.FORM
                    && !hasFormArgumentedLemma(c.args().get(0), lemmas, types);
            inner = valueRead ? null : c.name();
        }
        for (Expr c : org.cgcheck.lang.ExprChildren.of(e)) {
            String w = formRead(c, inner, lemmas, types);
            if (w != null) {
                return w;
            }
        }
        return null;
    }

    private static boolean hasFormArgumentedLemma(Expr e, Map<Definition, Boolean> lemmas, Map<String, Type> types) {
        if (e instanceof Expr.UserCall u && lemmas.containsKey(u.target().definition()) && u.args().size() == 1
                && org.cgcheck.eval.TypeChecker.infer(u.args().get(0), types) == Type.FORM) {
            return true;
        }
        return org.cgcheck.lang.ExprChildren.of(e).stream().anyMatch(c -> hasFormArgumentedLemma(c, lemmas, types));
    }

    /** The definition called by that name somewhere in the expression (or in a definition it calls). */
    private static Definition find(Expr e, String name) {
        for (Definition d : org.cgcheck.lang.Definitions.usedBy(e)) {
            if (d.name().equals(name)) {
                return d;
            }
        }
        return null;
    }

    /**
     * Is {@code to} the expression {@code from} with each call f(a) of a lemma's f replaced by a
     * (identity) or -a (negation)? Compared node by node over the records' components.
     */
    private static boolean replaced(Object from, Object to, Map<Definition, Boolean> negated) {
        if (from instanceof Expr.UserCall u && negated.containsKey(u.target().definition())) {
            if (u.args().size() != 1) {
                return false;
            }
            if (negated.get(u.target().definition())) {
                return to instanceof Expr.Neg n && replaced(u.args().get(0), n.operand(), negated);
            }
            return replaced(u.args().get(0), to, negated);
        }
        if (from instanceof List<?> a && to instanceof List<?> b) {      // any List implementation
            if (a.size() != b.size()) {
                return false;
            }
            for (int i = 0; i < a.size(); i++) {
                if (!replaced(a.get(i), b.get(i), negated)) {
                    return false;
                }
            }
            return true;
        }
        if (from == null || to == null || from.getClass() != to.getClass()) {
            return from == to;
        }
        if (from instanceof Pos) {
            return true;
        }
        if (!(from instanceof Record)) {
            return from instanceof Definition.Link ? from == to : from.equals(to);
        }
        for (RecordComponent c : from.getClass().getRecordComponents()) {
            try {
                if (!replaced(c.getAccessor().invoke(from), c.getAccessor().invoke(to), negated)) {
                    return false;
                }
            } catch (ReflectiveOperationException e) {
                return false;
            }
        }
        return true;
    }
}
