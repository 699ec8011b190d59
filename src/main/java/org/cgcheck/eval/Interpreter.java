package org.cgcheck.eval;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.cgcheck.form.Form;
import org.cgcheck.game.Dyadic;
import org.cgcheck.game.Game;
import org.cgcheck.game.Uptimals;
import org.cgcheck.lang.Expr.Op;
import org.cgcheck.lang.Expr;
import org.cgcheck.fn.Builtin;
import org.cgcheck.game.EvaluationStopped;
import org.cgcheck.lang.Pos;
import org.cgcheck.lang.PropertyCalls;
import org.cgcheck.lang.SyntaxError;

/**
 * Evaluates expressions to values (see {@link Values}). Braces build canonical games, except
 * where a form is wanted ({@code ===} and form functions) or an option is itself a form: then
 * they build literal forms. Where the answer depends on play (the misère functions, a user's
 * position, {@code left} of a sum) an argument is read by {@link AsWritten}: the game as written.
 */
public final class Interpreter {
    /** Functions whose arguments are evaluated as literal forms. */
    private static final java.util.Set<String> FORM_FUNCTIONS = union(java.util.Set.of(
            "iscanonical", "removedominated", "bypassreversible", "isimpartial", "grundy", "withoutleft", "withoutright",
            "replaceoption"), org.cgcheck.misere.MisereFunctions.FORM_READERS);

    private static java.util.Set<String> union(java.util.Set<String> a, java.util.Set<String> b) {
        java.util.Set<String> u = new java.util.HashSet<>(a);
        u.addAll(b);
        return java.util.Set.copyOf(u);
    }

    private final Map<String, Object> env;
    /** True inside a quantifier's body: the outermost quantifier already estimated the whole nest. */
    private final boolean estimated;
    /** When to refuse a quantifier nest by its measured pace; null: never (the checker has its own). */
    private final QuantifierPace.Policy policy;
    /** The running nest's pace, inside a quantifier's body (null outside, or without a policy). */
    private final QuantifierPace pace;

    public Interpreter(Map<String, Object> env) {
        this(env, false, null, null);
    }

    private Interpreter(Map<String, Object> env, boolean estimated, QuantifierPace.Policy policy, QuantifierPace pace) {
        this.env = env;
        this.estimated = estimated;
        this.policy = policy;
        this.pace = pace;
    }

    /**
     * For interactive use ({@code eval}, the worksheet): also refuses a quantifier nest that its
     * measured pace puts above {@code policy}'s limit ({@link QuantifierPace#INTERACTIVE}).
     */
    public static Interpreter paced(Map<String, Object> env, QuantifierPace.Policy policy) {
        return new Interpreter(env, false, policy, null);
    }

    public Interpreter() {
        this(Map.of());
    }

    public Object eval(Expr e) {
        return eval(e, false);
    }

    /** Evaluates with braces building literal forms. */
    public Object evalForm(Expr e) {
        return eval(e, true);
    }

    Object eval(Expr e, boolean wantForm) {
        if (e instanceof Expr.IntLit i) {
            return i.value();
        }
        if (e instanceof Expr.Str s) {
            return s.value();
        }
        if (e instanceof Expr.NumLit n) {
            return Game.number(n.value());
        }
        if (e instanceof Expr.Star s) {
            return Game.nimber(s.index() == null ? 1 : Values.nimberIndex(eval(s.index(), false), s.index().pos()));
        }
        if (e instanceof Expr.Ups u) {
            return Game.nus(Dyadic.ZERO, u.count(), 0);
        }
        if (e instanceof Expr.Uptimal u) {
            Game g = u.power() ? Uptimals.upPower(u.index()) : Uptimals.upSum(u.index());
            return u.negative() ? g.negate() : g;
        }
        if (e instanceof Expr.Braces b) {
            return braces(b.left(), b.right(), wantForm, b.pos());
        }
        if (e instanceof Expr.LoopyLit l) {
            return LoopyValues.literal(l);
        }
        if (e instanceof Expr.PlusMinus pm) {
            return plusMinus(pm, wantForm);
        }
        if (e instanceof Expr.Neg n) {
            return Operators.negate(eval(n.operand(), wantForm), n.pos());
        }
        if (e instanceof Expr.Not n) {
            return !Values.bool(eval(n.operand(), false), n.operand().pos(), "the operand of 'not'");
        }
        if (e instanceof Expr.Binary b) {
            try {
                return binary(b, wantForm);
            } catch (ArithmeticException ex) {
                // The engine's limits (up multiples, nimbers, value count) and BigInteger range errors.
                throw new SyntaxError(ex.getMessage(), b.pos());
            }
        }
        if (e instanceof Expr.Call c) {
            if (FunctionArguments.is(c)) {
                return FunctionArguments.value(c, env);        // k -> E, HeapRuleset(n -> ...): called later
            }
            if (Aggregates.over(c)) {
                return aggregate(c);        // sum(E for ...), mex(...), all(...), [E for ...]
            }
            return call(c.name(), c.args(), c.pos());
        }
        if (e instanceof Expr.UserCall u) {
            return UserCalls.call(u, userArguments(u));
        }
        if (e instanceof Expr.If i) {
            return Values.bool(eval(i.condition(), false), i.condition().pos(), "the condition of 'if'")
                    ? eval(i.then(), wantForm) : eval(i.otherwise(), wantForm);
        }
        if (e instanceof Expr.Property p) {
            Expr.Call c = PropertyCalls.resolve(p);
            return call(c.name(), c.args(), c.pos());
        }
        if (e instanceof Expr.Var v) {
            Object val = env.get(v.name());
            if (val == null) {
                val = Constants.value(v.name());
            }
            if (val == null) {
                throw new SyntaxError(unknownName(v.name()), v.pos());
            }
            return val;
        }
        if (e instanceof Expr.Quantified q) {
            QuantifierPace p = pace;
            if (!estimated) {
                long n = QuantifierCost.refuseIfInfeasible(q, env);
                p = policy == null ? null : new QuantifierPace(n, policy, q.pos());
            }
            return quantified(q, 0, new java.util.HashMap<>(env), p);
        }
        throw new IllegalStateException("unknown expression " + e);
    }

    /** Nested loops over each variable of the quantifier; short-circuits like and/or. */
    private boolean quantified(Expr.Quantified q, int var, Map<String, Object> bindings, QuantifierPace p) {
        if (var == q.vars().size()) {
            if (p != null) {
                p.tick();
            }
            return Values.bool(new Interpreter(bindings, true, policy, p).eval(q.body()), q.body().pos(),
                    "the quantified formula");
        }
        for (Object x : DomainValues.iterate(q.domain(), bindings)) {
            EvaluationStopped.check();      // a timeout or Ctrl-C ends long inner quantifiers
            bindings.put(q.vars().get(var), x);
            boolean b = quantified(q, var + 1, bindings, p);
            if (b != q.forall()) {
                bindings.remove(q.vars().get(var));
                return !q.forall();
            }
        }
        bindings.remove(q.vars().get(var));
        return q.forall();
    }

    private static String unknownName(String name) {
        if (Functions.lookup(name) != null) {
            return "'" + name + "' is a function; call it as " + Functions.lookup(name).signature();
        }
        return "unknown name '" + name + "'";
    }

    private Object braces(List<Expr> left, List<Expr> right, boolean wantForm, Pos pos) {
        List<Expr> lx = new ArrayList<>();
        List<Object> l = evalAll(left, wantForm, lx);
        List<Expr> rx = lx;
        // {E for ... | E for ...}: an impartial definition's two sides are one list, computed once.
        List<Object> r = sameSides(left, right) ? l : evalAll(right, wantForm, rx = new ArrayList<>());
        if (ExplicitGame.any(l) || ExplicitGame.any(r)) {
            return ExplicitFunctions.braces(l, r);      // {1|'{1|0}'}, {'{1|0}'|on} are explicit, as in CGSuite
        }
        if (LoopyValues.anyLoopy(l, r)) {
            return LoopyValues.braces(l, r, pos);
        }
        boolean form = wantForm || l.stream().anyMatch(Interpreter::isForm) || r.stream().anyMatch(Interpreter::isForm);
        if (form) {
            return Form.of(Values.optionForms(l, lx), Values.optionForms(r, rx));
        }
        return Game.of(Values.optionGames(l, lx), Values.optionGames(r, rx));
    }

    /**
     * Are the two sides the same expressions? Positions first: sides written apart differ there,
     * and the records' generated equals costs a line its first call (a bootstrap, about 20 ms).
     */
    private static boolean sameSides(List<Expr> left, List<Expr> right) {
        if (left == right) {
            return true;
        }
        if (left.size() != right.size()) {
            return false;
        }
        for (int i = 0; i < left.size(); i++) {
            Pos a = left.get(i).pos();
            Pos b = right.get(i).pos();
            if (a.offset() != b.offset() || a.line() != b.line() || a.col() != b.col()) {
                return false;
            }
        }
        return left.equals(right);
    }

    /** A literal form, or a misère form (whose braces are literal forms too). */
    private static boolean isForm(Object x) {
        return x instanceof Form || x instanceof org.cgcheck.fn.MisereForm;
    }

    /** The options' values, and in {@code from} the expression each came from (for messages). */
    private List<Object> evalAll(List<Expr> es, boolean wantForm, List<Expr> from) {
        List<Object> out = new ArrayList<>(es.size());
        for (Expr x : es) {
            if (x instanceof Expr.Comprehension c) {
                List<Object> vs = comprehension(c, wantForm);
                out.addAll(vs);
                for (int i = 0; i < vs.size(); i++) {
                    from.add(c.element());
                }
            } else {
                out.add(eval(x, wantForm));
                from.add(x);
            }
        }
        return out;
    }

    /** The values of a comprehension's element, its clauses taken in order (nested loops, filters). */
    private List<Object> comprehension(Expr.Comprehension c, boolean wantForm) {
        List<Object> out = new ArrayList<>();
        each(c, wantForm, out::add);
        return out;
    }

    /** Hands each value of the comprehension to {@code sink} until it answers false. */
    private void each(Expr.Comprehension c, boolean wantForm, java.util.function.Predicate<Object> sink) {
        each(c, inner -> inner.eval(c.element(), wantForm), sink);
    }

    /** Each value of a comprehension, its element read by {@code element} under the clauses' bindings. */
    void each(Expr.Comprehension c, java.util.function.Function<Interpreter, Object> element,
            java.util.function.Predicate<Object> sink) {
        Map<String, Object> bindings = new java.util.HashMap<>(env);
        clauses(c, 0, bindings, new Interpreter(bindings, true, policy, pace), element, sink);
    }

    /** False once the sink has had enough. */
    private boolean clauses(Expr.Comprehension c, int k, Map<String, Object> bindings, Interpreter inner,
            java.util.function.Function<Interpreter, Object> element, java.util.function.Predicate<Object> sink) {
        if (k == c.clauses().size()) {
            return sink.test(element.apply(inner));
        }
        Expr.Clause clause = c.clauses().get(k);
        if (clause instanceof Expr.Clause.Filter f) {
            return !Values.bool(inner.eval(f.condition(), false), f.condition().pos(), "the condition after 'if'")
                    || clauses(c, k + 1, bindings, inner, element, sink);
        }
        Expr.Clause.For g = (Expr.Clause.For) clause;
        Object saved = bindings.get(g.var());
        boolean more = true;
        for (Object x : DomainValues.iterate(g.domain(), bindings)) {
            EvaluationStopped.check();
            bindings.put(g.var(), x);
            if (!clauses(c, k + 1, bindings, inner, element, sink)) {
                more = false;
                break;
            }
        }
        if (saved == null) {
            bindings.remove(g.var());
        } else {
            bindings.put(g.var(), saved);
        }
        return more;
    }

    /** An aggregate of a comprehension ({@code mex(E for ...)}), or a list literal holding one. */
    private Object aggregate(Expr.Call c) {
        if (Aggregates.isList(c)) {
            return ClosedLists.value(c, () -> {     // a closed table (a function argument) once per run
                List<Object> vs = new ArrayList<>();
                for (Expr a : c.args()) {
                    if (a instanceof Expr.Comprehension k) {
                        each(k, false, v -> Aggregates.addElement(vs, v, k.element(), c));
                    } else {
                        Aggregates.addElement(vs, eval(a, false), a, c);
                    }
                }
                return apply(Functions.lookup(c.name()), vs, c.pos());
            });
        }
        Aggregates.Fold fold = new Aggregates.Fold(c);
        each((Expr.Comprehension) c.args().get(0), false, fold::add);
        return fold.result();
    }

    /** A definition's arguments: forms where the parameter is a form, else values. */
    private List<Object> userArguments(Expr.UserCall u) {
        org.cgcheck.lang.Definition d = u.target().definition();
        List<Object> args = new ArrayList<>(u.args().size());
        for (int i = 0; i < u.args().size(); i++) {
            boolean form = d != null && i < d.params().size() && (d.params().get(i).type() == org.cgcheck.lang.Type.FORM
                    || d.params().get(i).type() == org.cgcheck.lang.Type.POSITION);
            args.add(eval(u.args().get(i), form));
        }
        return args;
    }

    private Object plusMinus(Expr.PlusMinus pm, boolean wantForm) {
        List<Object> l = evalAll(pm.options(), wantForm, new ArrayList<>());
        if (l.stream().anyMatch(x -> x instanceof org.cgcheck.loopy.SidedValue)) {
            return LoopyValues.plusMinus(l, pm.pos());
        }
        if (ExplicitGame.any(l)) {      // +-'{1|0}' is '{'{1|0}'|'{0|-1}'}', as in CGSuite
            return ExplicitFunctions.braces(l, l.stream().map(ExplicitGame::negate).toList());
        }
        if (wantForm || l.stream().anyMatch(x -> x instanceof Form)) {
            List<Form> fl = Values.optionForms(l, pm.options());
            return Form.of(fl, fl.stream().map(Form::negate).toList());
        }
        List<Game> gl = Values.optionGames(l, pm.options());
        return Game.of(gl, gl.stream().map(Game::negate).toList());
    }

    private Object binary(Expr.Binary b, boolean wantForm) {
        EvaluationStopped.check();      // a long chain of operations obeys a timeout, not only quantifiers
        Op op = b.op();
        if (op.isLogic()) {
            return logic(b);
        }
        if (op == Op.IN) {
            return Membership.in(b, eval(b.left(), false), eval(b.right(), false));
        }
        if (op == Op.IDENTICAL) {
            Form x = Values.form(evalForm(b.left()), b.left().pos(), "the left side of '==='");
            Form y = Values.form(evalForm(b.right()), b.right().pos(), "the right side of '==='");
            return x == y;
        }
        // The base of an ordinal sum written as a literal form keeps its form ({-1|1} : 1 is 1/2).
        Object x = op == Op.ORDINAL && isLiteralForm(b.left()) ? evalForm(b.left())
                : eval(b.left(), wantForm && !op.isRelation());
        Object y = eval(b.right(), wantForm && !op.isRelation());
        return Operators.operate(b, x, y);
    }

    private Object logic(Expr.Binary b) {
        boolean x = Values.bool(eval(b.left(), false), b.left().pos(), "the left side of '" + b.op().symbol + "'");
        switch (b.op()) {
            case AND:
                return x && bool(b.right());
            case OR:
                return x || bool(b.right());
            case IMPLIES:
                return !x || bool(b.right());
            default:
                return x == bool(b.right());
        }
    }

    private boolean bool(Expr e) {
        return Values.bool(eval(e, false), e.pos(), "this operand");
    }

    private Object call(String name, List<Expr> argExprs, Pos pos) {
        Builtin f = Functions.lookup(name);
        if (f == null) {
            throw new SyntaxError("unknown function '" + name + "'", pos);
        }
        int n = argExprs.size();
        if (n < f.minArgs() || n > f.maxArgs()) {
            throw new SyntaxError(f.name() + " takes " + TypeChecker.arity(f) + ", got " + n + ": " + f.signature(), pos);
        }
        boolean forms = FORM_FUNCTIONS.contains(f.name());     // registered in lower case
        boolean misere = org.cgcheck.misere.MisereFunctions.FORM_READERS.contains(f.name());
        List<Object> args = new ArrayList<>(n);
        for (Expr a : argExprs) {
            boolean base = args.isEmpty() && f.name().equals("ordinal") && isLiteralForm(a);
            boolean game = misere && Signatures.of(f).param(args.size()) != org.cgcheck.lang.Type.INT
                    || AsWritten.reads(f.name(), a);
            try {
                args.add(game ? AsWritten.read(this, a) : forms || base ? evalForm(a) : eval(a, false));
            } catch (org.cgcheck.fn.BadCall ex) {
                throw new SyntaxError(ex.getMessage(), a.pos());        // '{1|0}' + on read as written: no options here
            }
        }
        return apply(f, args, pos);
    }

    /** Braces or a switch written out: a form whose options matter (the base of an ordinal sum). */
    private static boolean isLiteralForm(Expr e) {
        return e instanceof Expr.Braces || e instanceof Expr.PlusMinus;
    }

    /** Largest birthday of H in an ordinal sum G : H, which recurses through all of H (1:10^6 takes 15 s). */
    static final int MAX_ORDINAL_BIRTHDAY = 10_000;

    /**
     * For compiled plans: the function a call names if its arguments are plain values (not a
     * form function, not an ordinal sum) and their number is right, else null.
     */
    public static Builtin plainFunction(Expr.Call c) {
        Builtin f = Functions.lookup(c.name());
        int n = c.args().size();
        if (f == null || n < f.minArgs() || n > f.maxArgs() || FORM_FUNCTIONS.contains(f.name())
                || c.args().stream().anyMatch(a -> AsWritten.reads(f.name(), a))       // left(A + B): the sum's moves
                || f.name().equals("ordinal") || Aggregates.over(c)) {      // a comprehension is not a value
            return null;
        }
        return f;
    }

    /** A function applied to its already evaluated arguments (also a {@link #plainFunction} in a compiled plan). */
    public static Object apply(Builtin f, List<Object> args, Pos pos) {
        if (PlayerCalls.handles(f.name())) {        // G.Stop(p): leftstop(G) or rightstop(G) once p is known
            return apply(PlayerCalls.resolve(f, args, pos), args.subList(0, 1), pos);
        }
        f = MisereOverloads.forArguments(f, args);      // iseven, nimvalue of a misère form
        if (f.name().equals("ordinal")) {      // only ordinal sums need H's birthday: not on every call
            Object a = args.get(1);
            Game h = a instanceof Game g ? g : a instanceof BigInteger || a instanceof Form ? Values.game(a, pos, "H")
                    : null;
            if (h != null && !h.isNimber() && h.birthday().compareTo(BigInteger.valueOf(MAX_ORDINAL_BIRTHDAY)) > 0) {
                throw new SyntaxError("ordinal sum G : H with H of birthday " + h.birthday()
                        + " is too large (the limit is " + MAX_ORDINAL_BIRTHDAY + ")", pos);
            }
        }
        try {
            if (args.size() == 1 && args.get(0) instanceof org.cgcheck.loopy.SidedValue s
                    && LoopyProperties.handles(f.name())) {
                return LoopyProperties.of(f.name(), s);      // issue 42: a short game's property of a loopy value
            }
            if (ExplicitFunctions.handles(f.name(), args)) {
                return ExplicitFunctions.apply(f.name(), args, pos);        // issue 42: canonical('{1|0}')
            }
            return f.impl().apply(formsAsWritten(f, args));
        } catch (org.cgcheck.fn.BadCall ex) {
            throw new SyntaxError(ex.getMessage(), pos);
        } catch (ArithmeticException ex) {
            throw new SyntaxError(prefixed(f.name(), ex.getMessage()), pos);
        }
    }

    /** A misère form where a function reads a form (birthday, grundy, ...): the form as written. */
    private static List<Object> formsAsWritten(Builtin f, List<Object> args) {
        List<Object> out = args;
        for (int i = 0; i < args.size(); i++) {
            if (args.get(i) instanceof org.cgcheck.fn.MisereForm m
                    && Signatures.of(f).param(i) == org.cgcheck.lang.Type.FORM) {
                out = out == args ? new ArrayList<>(args) : out;
                out.set(i, m.form());
            }
        }
        return out;
    }

    /** "name: message", unless the message already names the function (no "kayles: kayles: ..."). */
    static String prefixed(String name, String message) {
        if (message == null) {
            return name + ": cannot be evaluated";
        }
        if (message.startsWith("BigInteger out of") || message.startsWith("Overflow")) {
            return name + ": an integer argument is out of range";
        }
        return message.startsWith(name + ":") || message.startsWith(name + " ") ? message : name + ": " + message;
    }
}
