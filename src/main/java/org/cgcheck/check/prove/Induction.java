package org.cgcheck.check.prove;

import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BooleanSupplier;
import org.cgcheck.check.prove.InductionProof.MapEquality;
import org.cgcheck.check.prove.InductionProof.MapLemma;
import org.cgcheck.check.prove.InductionProof.Shape;
import org.cgcheck.eval.TypeChecker;
import org.cgcheck.lang.Definition;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.ExprChildren;
import org.cgcheck.lang.Type;

/**
 * Looks for a proof by induction on birthday ({@link InductionProof}): the claim is an equality
 * of two structural maps with the same shape, or it becomes a consequence of the ordered-group
 * laws once the user's definitions proved to be the identity or negation are replaced by them.
 */
public final class Induction {
    /** Exactly one of the two is set. */
    public record Result(InductionProof proof, String reason) { }

    /** Functions whose arguments are read as literal forms: a definition's value may not be replaced there. */
    static final Set<String> FORM_READERS = withMisere(Set.of("iscanonical", "removedominated", "bypassreversible",
            "isimpartial", "grundy", "withoutleft", "withoutright", "replaceoption", "ordinal", "isdicotic"));

    /** The misère functions read forms too (misère play is not invariant under normal-play equality). */
    static Set<String> withMisere(Set<String> names) {
        Set<String> all = new java.util.HashSet<>(names);
        all.addAll(org.cgcheck.misere.MisereFunctions.FORM_READERS);
        return Set.copyOf(all);
    }

    /** Functions that read a form argument as written (a game argument by its value). */
    static final Set<String> FORM_IF_FORM = Set.of("birthday", "size");

    private Induction() {
    }

    public static Result prove(Expr body, List<String> names, List<Expr.Domain> domains, BooleanSupplier stopped) {
        if (names.size() == 1 && body instanceof Expr.Binary b && b.op() == Expr.Op.EQ) {
            String kind = kind(domains.get(0));
            Type type = TypeChecker.domainType(domains.get(0), Map.of());
            Found l = shape(b.left(), names.get(0), type, kind);
            Found r = shape(b.right(), names.get(0), type, kind);
            if (l != null && r != null && (l.shape.equals(r.shape) || kind.equals("impartial"))) {
                // impartial: Left and Right options are the same games, so every side is the same there
                String rw = l.shape.equals(r.shape) ? r.why : r.why + "; and F impartial has the same Left and Right"
                        + " options, so this is {" + r.shape.left() + " | " + r.shape.right() + "} = {L | R} of X";
                return new Result(new InductionProof(List.of(), new MapEquality(names.get(0), kind, b.left(), b.right(),
                        l.shape, l.why, rw), null, null), null);
            }
        }
        Map<Definition, MapLemma> lemmas = new LinkedHashMap<>();
        collectLemmas(body, lemmas);
        if (lemmas.isEmpty()) {
            return new Result(null, "no definition that induction shows to be the identity or negation");
        }
        Map<String, Type> types = new java.util.HashMap<>();
        for (int i = 0; i < names.size(); i++) {
            types.put(names.get(i), TypeChecker.domainType(domains.get(i), Map.of()));
        }
        if (lemmaOnForm(body, lemmas, types) || readsFormOfLemma(body, false, lemmas, types)) {
            return new Result(null, "the claim looks at forms ('===', birthday, size, ...), where a definition's "
                    + "value may not stand in for it");
        }
        Expr rewritten = (Expr) rewrite(body, lemmas);
        Prover.Result r = Prover.prove(rewritten, names, domains, stopped);
        if (r.certificate() == null) {
            return new Result(null, "with " + names(lemmas) + " replaced by what induction shows: " + r.reason());
        }
        return new Result(new InductionProof(List.copyOf(lemmas.values()), null, rewritten, r.certificate()), null);
    }

    private static String names(Map<Definition, MapLemma> lemmas) {
        return String.join(", ", lemmas.values().stream().map(MapLemma::name).toList());
    }

    /** The domain's kind: "values" for all games, else the word before 'born by' or ':'. */
    public static String kind(Expr.Domain d) {
        return d instanceof Expr.Domain.All a ? a.kind() : d instanceof Expr.Domain.BornBy b ? b.kind() : "";
    }

    private record Found(Shape shape, String why) { }

    /**
     * The shape of a map term in {@code var}, if it is a structural map on the games of the
     * domain's type: {@code X}, {@code -X}, {@code *grundy(X)} on impartial forms, or a definition.
     */
    private static Found shape(Expr e, String var, Type type, String kind) {
        if (kind.isEmpty()) {
            return null;        // an integer range, a list: not a kind of games closed under options
        }
        if (isVar(e, var)) {
            return new Found(new Shape('L', 'R'), "a game is the game of its options: X = {X^L | X^R}");
        }
        if (negationOf(e, var)) {
            return new Found(new Shape('R', 'L'), "negation is defined on options: -X = {-X^R | -X^L}");
        }
        if (kind.equals("impartial") && e instanceof Expr.Star s && s.index() instanceof Expr.Call c
                && c.name().equalsIgnoreCase("grundy") && c.args().size() == 1 && isVar(c.args().get(0), var)) {
            return new Found(new Shape('L', 'R'), "grundy(X) is the mex of the options' Grundy values, and the mex rule "
                    + "{*a, *b, ... | *a, *b, ...} = *mex(a, b, ...) gives *grundy(X) = {*grundy(X^L) | *grundy(X^R)} "
                    + "(X impartial: its Left and Right options are the same)");
        }
        if (e instanceof Expr.UserCall u && u.args().size() == 1 && isVar(u.args().get(0), var)) {
            Definition d = u.target().definition();
            if (d == null || d.params().size() != 1 || d.declared() == Type.FORM
                    || d.params().get(0).type() != (type == Type.FORM ? Type.FORM : Type.GAME)) {
                return null;
            }
            Shape s = definitionShape(u.target(), d.body(), d, false);
            return s == null ? null : new Found(s, "definition of " + d.name() + ": " + d.name() + "(X) = "
                    + mapText(d.name(), s));
        }
        return null;
    }

    private static String mapText(String f, Shape s) {
        return "{" + f + "(X^" + s.left() + ") | " + f + "(X^" + s.right() + ")}";
    }

    private static boolean isVar(Expr e, String var) {
        return e instanceof Expr.Var v && v.name().equals(var);
    }

    private static boolean negationOf(Expr e, String var) {
        if (e instanceof Expr.Neg n) {
            return isVar(n.operand(), var);
        }
        return e instanceof Expr.Call c && c.args().size() == 1 && isVar(c.args().get(0), var)
                && (c.name().equalsIgnoreCase("neg") || c.name().equalsIgnoreCase("conjugate"));
    }

    /**
     * {@code { f(A) for A in SIDE(P) | f(B) for B in SIDE(P) }} (f itself, one generator each), or a
     * body that is the identity or negation of the parameter: its shape; else null.
     */
    static Shape definitionShape(Definition.Link self, Expr body, Definition d, boolean cases) {
        String p = d.params().get(0).name();
        if (isVar(body, p)) {
            return new Shape('L', 'R');
        }
        if (negationOf(body, p)) {
            return new Shape('R', 'L');
        }
        if (cases && body instanceof Expr.If i && total(i.condition())) {
            // Defined by cases: whatever the conditions, each branch is the same map (as a lemma about
            // the identity or negation: a branch that is X or -X holds outright, a recursive one by the
            // hypothesis on the options).
            Shape a = definitionShape(self, i.then(), d, true);
            Shape b = definitionShape(self, i.otherwise(), d, true);
            return a != null && a.equals(b) ? a : null;
        }
        if (!(body instanceof Expr.Braces b) || b.left().size() != 1 || b.right().size() != 1) {
            return null;
        }
        Character l = side(b.left().get(0), self, p);
        Character r = side(b.right().get(0), self, p);
        return l == null || r == null ? null : new Shape(l, r);
    }

    /** Functions of a game that always have a value: a condition made of them cannot fail or loop. */
    static final Set<String> TOTAL = Set.of("isnumber", "isinteger", "isnimber", "isinfinitesimal", "isnumberish",
            "iszero", "leftstop", "rightstop", "birthday", "outcome", "temperature", "mean");

    /**
     * A condition that is defined for every game: relations and connectives over literals, the
     * parameter, sums and negatives, and {@link #TOTAL} functions. (A condition that could fail,
     * such as {@code grundy(G) == 0} or a call of a definition, would make the map partial.)
     */
    static boolean total(Expr e) {
        if (e instanceof Expr.Call c) {
            if (!TOTAL.contains(c.name().toLowerCase())) {
                return false;
            }
        } else if (!(e instanceof Expr.Binary || e instanceof Expr.Not || e instanceof Expr.Neg || e instanceof Expr.Var
                || e instanceof Expr.IntLit || e instanceof Expr.NumLit || e instanceof Expr.Ups
                || e instanceof Expr.Star s && (s.index() == null || s.index() instanceof Expr.IntLit)
                || e instanceof Expr.Braces)) {
            return false;
        }
        if (e instanceof Expr.Binary b && (b.op() == Expr.Op.MUL || b.op() == Expr.Op.MOD || b.op() == Expr.Op.DIV
                || b.op() == Expr.Op.NORTON || b.op() == Expr.Op.ORDINAL || b.op() == Expr.Op.IN
                || b.op() == Expr.Op.XOR)) {
            return false;
        }
        for (Expr c : ExprChildren.of(e)) {
            if (!total(c)) {
                return false;
            }
        }
        return true;
    }

    /** 'L' or 'R' for {@code f(A) for A in left(P)} / {@code ... in right(P)}. */
    private static Character side(Expr e, Definition.Link self, String p) {
        if (!(e instanceof Expr.Comprehension c) || c.clauses().size() != 1
                || !(c.clauses().get(0) instanceof Expr.Clause.For f)
                || !(f.domain() instanceof Expr.Domain.Options o) || !isVar(o.of(), p)) {
            return null;
        }
        if (!(c.element() instanceof Expr.UserCall u) || u.target() != self || u.args().size() != 1
                || !isVar(u.args().get(0), f.var())) {
            return null;
        }
        return o.left() ? 'L' : 'R';
    }

    /** Every definition called in e (not through others) that is the identity or negation on games. */
    private static void collectLemmas(Expr e, Map<Definition, MapLemma> out) {
        if (e instanceof Expr.UserCall u && u.args().size() == 1) {
            Definition d = u.target().definition();
            if (d != null && !out.containsKey(d) && d.params().size() == 1 && d.params().get(0).type() == Type.GAME
                    && d.declared() != Type.FORM) {
                Shape s = definitionShape(u.target(), d.body(), d, true);
                if (s != null && (s.equals(new Shape('L', 'R')) || s.equals(new Shape('R', 'L')))) {
                    boolean recursive = !(d.body() instanceof Expr.Var || d.body() instanceof Expr.Neg
                            || d.body() instanceof Expr.Call);
                    out.put(d, new MapLemma(d.name(), d.params().get(0).name(), s.left() == 'R', recursive, s,
                            d.body() instanceof Expr.If));
                }
            }
        }
        for (Expr c : ExprChildren.of(e)) {
            collectLemmas(c, out);
        }
    }

    /**
     * Would replacing a lemma's call change what is read? Inside '===', a function of forms or an
     * ordinal sum's base everything is read as written; inside birthday or size, a form is: there
     * f(F) of a form F (a canonical value) and F or -F (the form itself) may differ.
     */
    private static boolean readsFormOfLemma(Expr e, boolean formContext, Map<Definition, MapLemma> lemmas,
            Map<String, Type> types) {
        if (e instanceof Expr.UserCall u && lemmas.containsKey(u.target().definition())) {
            if (formContext) {
                return true;
            }
        }
        boolean inner = formContext || e instanceof Expr.Binary b && (b.op() == Expr.Op.IDENTICAL
                || b.op() == Expr.Op.ORDINAL) || e instanceof Expr.Call c && FORM_READERS.contains(c.name().toLowerCase())
                || e instanceof Expr.Property;
        if (e instanceof Expr.Call c && FORM_IF_FORM.contains(c.name().toLowerCase())) {
            for (Expr a : c.args()) {
                if (lemmaOnForm(a, lemmas, types)) {
                    return true;
                }
            }
        }
        for (Expr c : ExprChildren.of(e)) {
            if (readsFormOfLemma(c, inner, lemmas, types)) {
                return true;
            }
        }
        return false;
    }

    /** A lemma's call on a form-typed argument somewhere in e. */
    private static boolean lemmaOnForm(Expr e, Map<Definition, MapLemma> lemmas, Map<String, Type> types) {
        if (e instanceof Expr.UserCall u && lemmas.containsKey(u.target().definition())) {
            try {
                if (TypeChecker.infer(u.args().get(0), types) == Type.FORM) {
                    return true;
                }
            } catch (RuntimeException ex) {
                return true;
            }
        }
        for (Expr c : ExprChildren.of(e)) {
            if (lemmaOnForm(c, lemmas, types)) {
                return true;
            }
        }
        return false;
    }

    /** The node with every call of a lemma's definition replaced by its argument or its negative. */
    private static Object rewrite(Object node, Map<Definition, MapLemma> lemmas) {
        if (node instanceof Expr.UserCall u && u.args().size() == 1 && lemmas.containsKey(u.target().definition())) {
            Expr arg = (Expr) rewrite(u.args().get(0), lemmas);
            return lemmas.get(u.target().definition()).negated() ? new Expr.Neg(arg, u.pos()) : arg;
        }
        if (node instanceof List<?> list) {
            List<Object> out = new ArrayList<>();
            for (Object x : list) {
                out.add(rewrite(x, lemmas));
            }
            return List.copyOf(out);
        }
        if (!(node instanceof Record r) || !(node instanceof Expr || node instanceof Expr.Domain
                || node instanceof Expr.Clause)) {
            return node;
        }
        try {
            RecordComponent[] cs = r.getClass().getRecordComponents();
            Object[] values = new Object[cs.length];
            Class<?>[] types = new Class<?>[cs.length];
            for (int i = 0; i < cs.length; i++) {
                values[i] = rewrite(cs[i].getAccessor().invoke(r), lemmas);
                types[i] = cs[i].getType();
            }
            return r.getClass().getDeclaredConstructor(types).newInstance(values);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot rebuild " + r.getClass().getSimpleName(), e);
        }
    }
}
