package org.cgcheck.check;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.cgcheck.game.Game;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.ExprPrinter;
import org.cgcheck.eval.Interpreter;
import org.cgcheck.eval.Values;

/**
 * Explains a failing case for a student: the value of every subterm of the failing relation (and
 * of the hypothesis it failed under), then why the relation fails: numbers compared as numbers
 * ("3 > 2"), games by the refuter's winning move and a whole refuting play in the difference.
 */
public final class Refutation {
    /** Starts the line introducing the refuting play; its steps follow, each indented by two spaces. */
    public static final String PLAY_HEADER = "refuting play in ";

    private Refutation() {
    }

    static List<String> explain(Expr predicate, Map<String, Object> env) {
        List<String> out = new ArrayList<>();
        Expr rel = predicate;
        // Inside inner "forall"s, name the first witness for which the body fails.
        Map<String, Object> scope = new java.util.LinkedHashMap<>(env);
        while (rel instanceof Expr.Quantified q && q.forall()) {
            List<Object> witness = failingWitness(q, scope);
            if (witness == null) {
                return out;
            }
            for (int i = 0; i < q.vars().size(); i++) {
                scope.put(q.vars().get(i), witness.get(i));
                out.add("for " + q.vars().get(i) + " = " + witness.get(i) + " it fails:");
            }
            rel = q.body();
        }
        Interpreter in = new Interpreter(scope);
        // The counterexample's variables (and inner witnesses) are listed already: never "n = 0" twice.
        // A side that says more than the listing (a position's value, a form's canonical value) stays.
        Set<String> shownTerms = new LinkedHashSet<>();
        scope.forEach((name, v) -> {
            if (v != null && shown(v).equals(Values.print(v))) {
                shownTerms.add(name);
            }
        });
        // For "A implies B" the failing part is B (A held): show A's values too.
        while (rel instanceof Expr.Binary b && b.op() == Expr.Op.IMPLIES) {
            out.add(ExprPrinter.print(b.left()) + " holds, but " + ExprPrinter.print(b.right()) + " does not");
            for (Expr.Binary h : relations(b.left())) {
                values(h, in, false, shownTerms, out);
            }
            rel = b.right();
        }
        Expr.Binary failing = failingRelation(rel, in);
        if (failing == null) {
            // A failing test such as isnumber(G): its value, the values of its arguments, and why.
            subterms(rel, in, false, false, shownTerms, out);
            String why = predicateWhy(rel, in);
            if (why != null) {
                out.add("because " + why);
            }
            return out;
        }
        values(failing, in, true, shownTerms, out);
        out.addAll(MiserePlays.explain(failing, in));     // a misère outcome claim: played on the game as written
        if (failing.op() == Expr.Op.IDENTICAL) {
            return out;
        }
        Object x;
        Object y;
        try {
            x = in.eval(failing.left());
            y = in.eval(failing.right());
        } catch (RuntimeException e) {
            return out;
        }
        if (isGame(x) && isGame(y)) {
            // A side holding positions is played on their boards, summand by summand; else on the values.
            out.addAll(why(failing.op(), Values.game(x, failing.pos(), "left side"),
                    Values.game(y, failing.pos(), "right side"),
                    ComponentPlays.parts(failing.left(), failing.right(), in),
                    x instanceof org.cgcheck.rules.Position p ? p : null,
                    y instanceof org.cgcheck.rules.Position q ? q : null));
        }
        return out;
    }

    /** Why a one-game test (or its negation) has its value: see {@link PredicateWhy}. */
    private static String predicateWhy(Expr e, Interpreter in) {
        if (e instanceof Expr.Binary b && b.op() == Expr.Op.OR) {      // every disjunct failed: say why for each
            String l = predicateWhy(b.left(), in);
            String r = predicateWhy(b.right(), in);
            return l == null ? r : r == null ? l : l + "; and " + r;
        }
        Expr test = e instanceof Expr.Not n ? n.operand() : e;
        if (!(test instanceof Expr.Call c) || c.args().size() != 1) {
            return null;
        }
        try {
            Object arg = in.eval(c.args().get(0));
            Object value = in.eval(c);
            if (!isGame(arg) || !(value instanceof Boolean b)) {
                return null;
            }
            return PredicateWhy.explain(c.name(), Values.game(arg, c.pos(), "argument"), b);
        } catch (RuntimeException ex) {
            return null;
        }
    }

    /** The relations conjoined in e (the parts of a hypothesis). */
    private static List<Expr.Binary> relations(Expr e) {
        List<Expr.Binary> out = new ArrayList<>();
        if (e instanceof Expr.Binary b && b.op() == Expr.Op.AND) {
            out.addAll(relations(b.left()));
            out.addAll(relations(b.right()));
        } else if (e instanceof Expr.Binary b && b.op().isRelation()) {
            out.add(b);
        }
        return out;
    }

    /** The relation that makes e false: e itself, or the first false conjunct of a conjunction. */
    private static Expr.Binary failingRelation(Expr e, Interpreter in) {
        if (e instanceof Expr.Binary b && b.op().isRelation()) {
            return b;
        }
        if (e instanceof Expr.Binary b && b.op() == Expr.Op.AND) {
            try {
                return failingRelation(Boolean.FALSE.equals(in.eval(b.left())) ? b.left() : b.right(), in);
            } catch (RuntimeException ex) {
                return null;
            }
        }
        return null;
    }

    /**
     * "term = value" for every subterm of both sides, inner ones first, each once, never "0 = 0".
     * A bare variable is shown only as a side of the failing relation: elsewhere the counterexample
     * line above already gives its value.
     */
    private static void values(Expr.Binary rel, Interpreter in, boolean failing, Set<String> shownTerms,
            List<String> out) {
        boolean form = rel.op() == Expr.Op.IDENTICAL;
        for (Expr side : List.of(rel.left(), rel.right())) {
            subterms(side, in, form, failing, shownTerms, out);
        }
    }

    /**
     * Terms of more nodes than this are not listed (their parts are): a generated statement of
     * thousands of terms would otherwise print and evaluate every prefix, quadratic in its size.
     */
    static final int LISTED_TERM_NODES = 40;

    /** Returns e's size in nodes (at least 1), so that the walk stays linear in the statement's size. */
    private static int subterms(Expr e, Interpreter in, boolean form, boolean showVar, Set<String> shownTerms,
            List<String> out) {
        if (e instanceof Expr.Quantified || e instanceof Expr.Str || e instanceof Expr.Var && !showVar) {
            return 1;   // a quantifier's value is a truth value over a domain, not a term to show
        }
        int size = 1;
        // A misère function's arguments are games as written (issue 41): shown so, not as their values.
        boolean written = MiserePlays.asCall(e) instanceof Expr.Call call && org.cgcheck.eval.AsWritten.readsAll(call.name());
        for (Expr c : children(e)) {
            size += written ? writtenTerms(c, in, shownTerms, out) : subterms(c, in, form, false, shownTerms, out);
        }
        if (size > LISTED_TERM_NODES) {
            return size;
        }
        String text = ExprPrinter.print(e);
        if (!shownTerms.add(text)) {
            return size;
        }
        String value;
        try {
            value = shown(form ? in.evalForm(e) : in.eval(e));
        } catch (RuntimeException ex) {
            return size;
        }
        if (!sameAsWritten(text, value)) {
            out.add(text + " = " + value);
        }
        return size;
    }

    /**
     * A literal equal to itself tells nothing: {@code [1, 2] = [1,2]} and {@code game.heap.Nim =
     * Nim} differ only in spaces and the ruleset's package.
     */
    static boolean sameAsWritten(String text, String value) {
        String t = text.replaceAll("\\s", "").replaceFirst("^game\\.(heap|grid|strip|graph)\\.", "");
        return t.equals(value.replaceAll("\\s", ""));
    }

    /** As {@link #subterms}, but the term is a misère function's argument: the game as written. */
    private static int writtenTerms(Expr e, Interpreter in, Set<String> shownTerms, List<String> out) {
        if (e instanceof Expr.Var || e instanceof Expr.Str) {
            return 1;
        }
        String text = ExprPrinter.print(e);
        if (!shownTerms.add(text)) {
            return 1;
        }
        try {
            Object v = org.cgcheck.eval.AsWritten.read(in, e);
            List<List<org.cgcheck.rules.Position>> top = MiserePlays.options(in, e);
            String value = top != null && v instanceof org.cgcheck.rules.Position b
                    ? MiserePlays.label(top) + " (value " + b.value() + ")"     // braces: the options as written
                    : v instanceof org.cgcheck.rules.FormPosition f
                    ? (f.canonicalValue() != null ? f.canonicalValue().toString() : shown(f.form()))
                    : v instanceof org.cgcheck.rules.SumPosition p ? p.expression() + " (value " + p.value() + ")"
                    : v instanceof org.cgcheck.rules.Position p ? p.expression()      // played misère: not its value
                    : shown(v);
            if (!sameAsWritten(text, value)) {
                out.add(text + " = " + value);
            }
        } catch (RuntimeException ex) {
            return 1;
        }
        return 1;
    }

    private static List<Expr> children(Expr e) {
        List<Expr> out = new ArrayList<>();
        if (e instanceof Expr.Binary b) {
            out.add(b.left());
            out.add(b.right());
        } else if (e instanceof Expr.Neg n) {
            out.add(n.operand());
        } else if (e instanceof Expr.Call c) {
            out.addAll(c.args());
        } else if (e instanceof Expr.UserCall u) {
            out.addAll(u.args());
        } else if (e instanceof Expr.If i) {
            out.add(i.condition());
        } else if (e instanceof Expr.Property p) {
            out.add(p.target());
            out.addAll(p.args());
        } else if (e instanceof Expr.Braces b) {
            out.addAll(b.left());
            out.addAll(b.right());
        } else if (e instanceof Expr.PlusMinus pm) {
            out.addAll(pm.options());
        } else if (e instanceof Expr.Star s && s.index() != null) {
            out.add(s.index());
        }
        return out;
    }

    /** The first tuple (in domain order) for which q's body is false, or null. */
    private static List<Object> failingWitness(Expr.Quantified q, Map<String, Object> scope) {
        try {
            return search(q, 0, new java.util.LinkedHashMap<>(scope), new ArrayList<>());
        } catch (RuntimeException e) {
            return null;
        }
    }

    private static List<Object> search(Expr.Quantified q, int var, Map<String, Object> b, List<Object> chosen) {
        if (var == q.vars().size()) {
            Object v = new Interpreter(b).eval(q.body());
            return Boolean.FALSE.equals(v) ? new ArrayList<>(chosen) : null;
        }
        for (Object x : org.cgcheck.eval.DomainValues.elements(q.domain(), b)) {
            b.put(q.vars().get(var), x);
            chosen.add(x);
            List<Object> found = search(q, var + 1, b, chosen);
            chosen.remove(chosen.size() - 1);
            if (found != null) {
                return found;
            }
        }
        b.remove(q.vars().get(var));
        return null;
    }

    /** A value as printed; a literal form also with its value when that reads differently. */
    private static String shown(Object v) {
        if (v instanceof org.cgcheck.form.Form f && !f.toString().equals(f.value().toString())) {
            return f + " (value " + f.value() + ")";
        }
        if (v instanceof org.cgcheck.rules.Position p) {
            return p.value().toString();     // the board is drawn with the counterexample already
        }
        return Values.print(v);
    }

    private static boolean isGame(Object o) {
        return o instanceof Game || o instanceof java.math.BigInteger || o instanceof org.cgcheck.form.Form
                || o instanceof org.cgcheck.rules.Position;
    }

    /** Why op fails between g and h; parts are the summands of g − h when some is a position (else null). */
    private static List<String> why(Expr.Op op, Game g, Game h, List<ComponentPlays.Part> parts,
            org.cgcheck.rules.Position pg, org.cgcheck.rules.Position ph) {
        boolean le = g.leq(h);
        boolean ge = h.leq(g);
        if (g.isNumber() && h.isNumber()) {
            String cmp = le && ge ? "both sides are " + g : le ? g + " < " + h : g + " > " + h;
            List<String> out = new ArrayList<>(List.of(op == Expr.Op.FUZZY ? cmp + ", and two numbers are never fuzzy"
                    : cmp));
            // Numbers made of several boards, or of hot parts, are still played out: the play shows why.
            if (parts != null && op != Expr.Op.FUZZY && op != Expr.Op.NE && !(le && ge) && (parts.stream()
                    .filter(p -> p.board() != null).count() > 1 || parts.stream().anyMatch(p -> !p.value().isNumber()))) {
                List<String> play = ComponentPlays.explain(parts, !le);
                out.addAll(play == null ? List.of() : play);
            }
            return out;
        }
        switch (op) {
            case EQ:
                return !le ? leftWins(g, h, parts, pg, ph) : !ge ? rightWins(g, h, parts, pg, ph) : List.of();
            case LE:
            case LT:
                return !le ? leftWins(g, h, parts, pg, ph) : ge ? List.of(equal()) : List.of();
            case GE:
            case GT:
                return !ge ? rightWins(g, h, parts, pg, ph) : le ? List.of(equal()) : List.of();
            case NE:
                return List.of(equal());
            case FUZZY:
                return List.of(le && ge ? "the sides are equal" : le ? LE_ONLY : GE_ONLY);
            case LFUZZY:
                return ge ? List.of(GE_ONLY) : List.of();
            case GFUZZY:
                return le ? List.of(LE_ONLY) : List.of();
            default:
                return List.of();
        }
    }

    /** pg, ph: the sides when each is one position, for a play told on the values to name the moves there. */
    private static List<String> leftWins(Game g, Game h, List<ComponentPlays.Part> parts,
            org.cgcheck.rules.Position pg, org.cgcheck.rules.Position ph) {
        return onBoards(parts, true, () -> Plays.leftWins(g, h, pg, ph));
    }

    private static List<String> rightWins(Game g, Game h, List<ComponentPlays.Part> parts,
            org.cgcheck.rules.Position pg, org.cgcheck.rules.Position ph) {
        return onBoards(parts, false, () -> Plays.rightWins(g, h, pg, ph));
    }

    /** The play on the boards when there are some and it is short enough, else (saying why) on the values. */
    private static List<String> onBoards(List<ComponentPlays.Part> parts, boolean left,
            java.util.function.Supplier<List<String>> values) {
        List<String> play = parts == null ? null : ComponentPlays.explain(parts, left);
        if (play != null) {
            return play;
        }
        List<String> out = new ArrayList<>();
        if (parts != null) {
            out.add("the play on the boards would be longer than " + ComponentPlays.MAX_PLAY
                    + " moves, so it is told on the values");
        }
        out.addAll(values.get());
        return out;
    }

    /** Why a fuzzy relation fails when the sides compare one way only (said alike for <>, <| and |>). */
    private static final String LE_ONLY = "left side ≤ right side: Right wins their difference when Left starts";
    private static final String GE_ONLY = "left side ≥ right side: Left wins their difference when Right starts";

    private static String equal() {
        return "the two sides are equal: the second player wins their difference";
    }
}
