package org.cgcheck.eval;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.cgcheck.lang.Expr.Op;
import org.cgcheck.fn.Builtin;
import org.cgcheck.lang.Definition;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.PropertyCalls;
import org.cgcheck.lang.SyntaxError;
import org.cgcheck.lang.Type;
import org.cgcheck.lang.ExprPrinter;
import org.cgcheck.lang.Pos;

/**
 * Infers types and reports type errors, unknown names and bad arities before anything runs.
 */
public final class TypeChecker {
    /** The run's definition names: what an unknown name may have been meant to be. */
    private final java.util.Collection<String> definitionNames;

    TypeChecker(java.util.Collection<String> definitionNames) {
        this.definitionNames = definitionNames;
    }

    private static final TypeChecker PLAIN = new TypeChecker(List.of());

    /** The type of an expression whose free variables have the types in {@code scope}. */
    public static Type infer(Expr e, Map<String, Type> scope) {
        return PLAIN.typeOf(e, scope);
    }

    /** As {@link #infer}, where an unknown name may have been meant as one of the definitions (the worksheet's). */
    public static Type infer(Expr e, Map<String, Type> scope, java.util.Collection<String> definitionNames) {
        return new TypeChecker(definitionNames).typeOf(e, scope);
    }

    /** The type of a domain's elements. */
    public static Type domainType(Expr.Domain d, Map<String, Type> scope) {
        return PLAIN.domainTypeOf(d, scope);
    }

    /** Checks a claim body: it must be a boolean formula. */
    public static void checkFormula(Expr body) {
        PLAIN.formula(body);
    }

    void formula(Expr body) {
        Type t = typeOf(body, Map.of());
        if (t != Type.BOOL) {
            throw new SyntaxError("a claim must be true or false, but this is " + t.description, body.pos());
        }
    }

    Type typeOf(Expr e, Map<String, Type> scope) {
        org.cgcheck.game.EvaluationStopped.check();     // a huge statement's check obeys --timeout
        if (e instanceof Expr.IntLit) {
            return Type.INT;
        }
        if (e instanceof Expr.Str) {
            return Type.STRING;
        }
        if (e instanceof Expr.NumLit) {
            return Type.NUMBER;
        }
        if (e instanceof Expr.Ups || e instanceof Expr.Uptimal) {
            return Type.GAME;
        }
        if (e instanceof Expr.Star s) {
            if (s.index() != null) {
                want(s.index(), Type.INT, scope, "a nimber's index");
            }
            return Type.GAME;
        }
        if (e instanceof Expr.Braces b) {
            return BraceTypes.braces(this, b, scope);
        }
        if (e instanceof Expr.LoopyLit) {
            return Type.LOOPY;
        }
        if (e instanceof Expr.Comprehension c) {
            throw new SyntaxError(ListTypes.WHERE_FOR, c.pos());
        }
        if (e instanceof Expr.If i) {
            want(i.condition(), Type.BOOL, scope, "the condition of 'if'");
            Type a = typeOf(i.then(), scope);
            Type b = typeOf(i.otherwise(), scope);
            Type t = Type.join(a, b);
            if (t == null) {
                throw new SyntaxError("the branches of 'if' must have one type, but 'then' gives " + a.description
                        + " and 'else' gives " + b.description, i.pos());
            }
            return t;
        }
        if (e instanceof Expr.UserCall u) {
            return userCall(u, scope);
        }
        if (e instanceof Expr.PlusMinus pm) {
            return BraceTypes.plusMinus(this, pm, scope);
        }
        if (e instanceof Expr.Neg n) {
            Type o = typeOf(n.operand(), scope);
            if (o == Type.LOOPY || o.misere() || o == Type.EXPLICIT) {
                return o;
            }
            Type t = want(n.operand(), Type.GAME, scope, "the operand of '-'");
            return t;
        }
        if (e instanceof Expr.Not n) {
            want(n.operand(), Type.BOOL, scope, "the operand of 'not'");
            return Type.BOOL;
        }
        if (e instanceof Expr.Binary b) {
            return binary(b, scope);
        }
        if (e instanceof Expr.Call c) {
            Type listed = ListTypes.call(this, c, scope);      // [E for ...], mex(E for ...), S[i], length(S)
            if (listed != null) {
                return listed;
            }
            return call(c.name(), c.args(), c.pos(), scope);
        }
        if (e instanceof Expr.Property p) {
            Expr.Call c = PropertyCalls.resolve(p);
            if (org.cgcheck.lang.CgsuiteMethods.MISERE_ONLY.contains(p.name())) {
                MisereTypes.postfixTarget(p, c, typeOf(p.target(), scope));
            }
            return call(c.name(), c.args(), c.pos(), scope);
        }
        if (e instanceof Expr.Var v) {
            Type t = scope.get(v.name());
            if (t != null) {
                return t;
            }
            Type constant = Constants.type(v.name());     // L, R, N, P, true, false, on, off, ...
            if (constant != null) {
                return constant;
            }
            if (v.name().equals("pass")) {
                throw new SyntaxError("'pass' stands only as an option inside braces, as in {pass|}", v.pos());
            }
            Builtin f = Functions.lookup(v.name());
            throw new SyntaxError(f != null ? "'" + v.name() + "' is a function; call it as " + f.signature()
                    : "unknown variable '" + v.name() + "'", v.pos());
        }
        if (e instanceof Expr.Quantified q) {
            Type elem = domainTypeOf(q.domain(), scope);
            Map<String, Type> inner = new HashMap<>(scope);
            for (String v : q.vars()) {
                inner.put(v, elem);
            }
            if (elem == Type.ANY) {
                return Type.BOOL;      // a domain whose type is still being inferred: the body is checked later
            }
            want(q.body(), Type.BOOL, inner, "the body of '" + (q.forall() ? "forall" : "exists") + "'");
            return Type.BOOL;
        }
        throw new IllegalStateException("unknown expression " + e);
    }

    Type domainTypeOf(Expr.Domain d, Map<String, Type> scope) {
        if (d instanceof Expr.Domain.BornBy b) {
            want(b.day(), Type.INT, scope, "the birthday bound");
            return kindType(b.kind());
        }
        if (d instanceof Expr.Domain.All a) {
            return kindType(a.kind());
        }
        if (d instanceof Expr.Domain.Within w) {
            RulesetNames.checkWithin(w);
            want(w.rows(), Type.INT, scope, "the bound");
            if (w.cols() != null) {
                want(w.cols(), Type.INT, scope, "the bound's columns");
            }
            // positions: literal games whose options are positions; a loopy ruleset's are loopy values
            return LoopyWithin.applies(w) ? Type.LOOPY : Type.FORM;
        }
        if (d instanceof Expr.Domain.Range r) {
            want(r.lo(), Type.INT, scope, "the range's lower end");
            if (r.hi() != null) {
                want(r.hi(), Type.INT, scope, "the range's upper end");
            }
            return Type.INT;
        }
        if (d instanceof Expr.Domain.Explicit x) {
            Type t = null;
            for (Expr el : x.elements()) {
                Type et = typeOf(el, scope);
                t = t == null ? et : t == et ? t : et.fits(Type.NUMBER) && t.fits(Type.NUMBER) ? Type.NUMBER
                        : et.fits(Type.GAME) && t.fits(Type.GAME) ? Type.GAME
                        : et.fits(Type.LOOPY) && t.fits(Type.LOOPY) ? Type.LOOPY : null;     // a short game is a loopy one
                if (t == null) {
                    throw new SyntaxError("the listed elements must all be games (short or loopy), or all integers",
                            el.pos());
                }
            }
            if (t == null) {
                throw new SyntaxError("an empty list is an empty domain", x.pos());
            }
            return t;
        }
        if (d instanceof Expr.Domain.InSet s) {
            Type t = typeOf(s.set(), scope);
            if (t == Type.INT) {
                throw new SyntaxError("expected '..' in an integer range A..B after " + ExprPrinter.print(s.set())
                        + " (an integer is not a domain; a list [...] or a set of games is)", s.set().pos());
            }
            if (t == Type.STRINGS) {
                return Type.STRING;
            }
            if (t == Type.LIST || t == Type.LISTS) {
                return t == Type.LIST ? Type.INT : Type.LIST;       // for k in S; forall T in subsets(S)
            }
            if (t == Type.ANY) {
                return t;
            }
            if (t != Type.SET && t != Type.GAMES) {       // a set of games, or a list of them in order
                throw new SyntaxError("a domain 'in ...' must be a set of games, a list [...], an integer range A..B or"
                        + " a listing {...},"
                        + " but this is " + t.description, s.set().pos());
            }
            return Type.GAME;
        }
        if (d instanceof Expr.Domain.Options o) {
            Type of = typeOf(o.of(), scope);
            if (of.misere()) {
                return of;      // a misère form's options are misère forms
            }
            Type t = want(o.of(), Type.GAME, scope, "the game whose options are taken");
            return t == Type.FORM || t == Type.POSITION ? t : Type.GAME;
        }
        Expr.Domain.FormsOver f = (Expr.Domain.FormsOver) d;
        for (Expr el : f.values()) {
            want(el, Type.GAME, scope, "a value in 'form over'");
        }
        return Type.FORM;
    }

    private static Type kindType(String kind) {
        switch (kind) {
            case "form":
            case "impartial":
                return Type.FORM;
            case "misere":
                return Type.MISERE;
            case DomainValues.DICOT_MISERE:
                return Type.DICOT_MISERE;
            case "number":
            case "integer":
                return Type.NUMBER;     // integer-valued games, not integers: *n needs an integer
            default:
                return Type.GAME;
        }
    }

    Type want(Expr e, Type wanted, Map<String, Type> scope, String what) {
        Type t = typeOf(e, scope);
        need(t, wanted, e, what);
        return t;
    }

    private Type binary(Expr.Binary b, Map<String, Type> scope) {
        Op op = b.op();
        String side = "the left side of '" + op.symbol + "'";
        String rside = "the right side of '" + op.symbol + "'";
        if (op.isLogic()) {
            want(b.left(), Type.BOOL, scope, side);
            want(b.right(), Type.BOOL, scope, rside);
            return Type.BOOL;
        }
        Type l = typeOf(b.left(), scope);
        Type r = typeOf(b.right(), scope);
        if (l == Type.ANY || r == Type.ANY) {
            // A recursive call whose type is still being inferred: assume it has the other side's type.
            if (op.isRelation() || op == Op.IN) {
                return Type.BOOL;
            }
            if (l == Type.ANY && r == Type.ANY) {
                return Type.ANY;
            }
            l = l == Type.ANY ? r : l;
            r = r == Type.ANY ? l : r;
        }
        Type listed = ListTypes.binary(b, l, r);     // S + T, S == T, k in S
        if (listed != null) {
            return listed;
        }
        if ((l.misere() || r.misere()) && op != Op.MUL && op != Op.IN) {
            return MisereTypes.binary(b, l, r);
        }
        if (l == Type.EXPLICIT || r == Type.EXPLICIT) {
            return ExplicitOps.binary(b, l, r);     // '{1|0}' + 1 stays as written; no comparisons, as in CGSuite
        }
        if (l == Type.LOOPY || r == Type.LOOPY || op == Op.SIDLE) {
            return LoopyTypes.binary(b, l, r);
        }
        if (l == Type.STRING && r == Type.STRING && (op == Op.ADD || op == Op.EQ || op == Op.NE)) {
            return op == Op.ADD ? Type.STRING : Type.BOOL;     // concatenation; strings compare for equality only
        }
        if (op == Op.IN) {
            need(l, Type.GAME, b.left(), side);
            need(r, Type.SET, b.right(), rside);
            return Type.BOOL;
        }
        if ((op == Op.EQ || op == Op.NE) && (equalityOnly(l) || equalityOnly(r))) {
            if (l != r) {
                throw new SyntaxError("cannot compare " + l.description + " with " + r.description, b.pos());
            }
            return Type.BOOL;
        }
        switch (op) {
            case EQ:
            case NE:
                if ((l == Type.BOOL || l == Type.OUTCOME || r == Type.BOOL || r == Type.OUTCOME) && l != r) {
                    throw new SyntaxError("cannot compare " + l.description + " with " + r.description, b.pos());
                }
                if (l != Type.BOOL && l != Type.OUTCOME) {
                    need(l, Type.GAME, b.left(), side);
                    need(r, Type.GAME, b.right(), rside);
                }
                return Type.BOOL;
            case IDENTICAL:
            case LE: case GE: case LT: case GT: case FUZZY: case LFUZZY: case GFUZZY:
                need(l, Type.GAME, b.left(), side);
                need(r, Type.GAME, b.right(), rside);
                return Type.BOOL;
            case ADD:
            case SUB:
                need(l, Type.GAME, b.left(), side);
                need(r, Type.GAME, b.right(), rside);
                if (l == Type.POSITION || r == Type.POSITION) {
                    return Type.POSITION;       // a sum with a position is a position
                }
                return l == Type.INT && r == Type.INT ? Type.INT : l == Type.FORM && r == Type.FORM ? Type.FORM
                        : l.fits(Type.NUMBER) && r.fits(Type.NUMBER) ? Type.NUMBER : Type.GAME;
            case MOD:
            case DIV:
                need(l, Type.INT, b.left(), side);
                need(r, Type.INT, b.right(), rside);
                return Type.INT;
            case XOR:
                need(l, Type.INT, b.left(), side);
                need(r, Type.INT, b.right(), rside);
                return Type.INT;
            case MUL:
                if (l == Type.INT && r == Type.INT) {
                    return Type.INT;
                }
                if (l == Type.INT || r == Type.INT) {
                    Type other = l == Type.INT ? r : l;
                    if (other.misere()) {
                        return other;      // n copies of a misère form
                    }
                    need(other, Type.GAME, l == Type.INT ? b.right() : b.left(), "the game in '*'");
                    return other == Type.NUMBER || other == Type.POSITION ? other : Type.GAME;
                }
                throw new SyntaxError("'*' multiplies integers, or an integer and a game; "
                        + "for the Norton product write G.U", b.pos());
            default:
                need(l, Type.GAME, b.left(), side);
                need(r, Type.GAME, b.right(), rside);
                return Type.GAME;
        }
    }

    /** Types compared only for equality: sets, thermographs, uptimal expansions. */
    private static boolean equalityOnly(Type t) {
        return t == Type.SET || t == Type.THERMOGRAPH || t == Type.EXPANSION || t == Type.PLAYER;
    }

    static void need(Type t, Type wanted, Expr e, String what) {
        if (!t.fits(wanted)) {
            throw new SyntaxError(what + " must be " + wanted.description + ", but this is " + t.description
                    + (t == Type.LOOPY ? LoopyTypes.HINT : t.misere() ? MisereTypes.HINT : t == Type.SET
                    && (wanted == Type.GAME || wanted == Type.FORM) && e instanceof Expr.Call c
                    && c.name().equals(org.cgcheck.lang.Parser.SET_LITERAL) ? AsWritten.SET_HINT : ""), e.pos());
        }
    }

    private Type call(String name, List<Expr> args, Pos pos, Map<String, Type> scope) {
        Builtin f = name == null ? null : Functions.lookup(name);
        if (f == null) {
            throw new SyntaxError(RulesetNames.unknownFunction(name, definitionNames), pos);
        }
        if (PlayerCalls.handles(f.name())) {
            return PlayerCalls.type(this, f.name(), args, scope);       // G.Stop(p): leftstop(G)'s type
        }
        if (StepRanges.handles(f.name())) {
            return StepRanges.type(this, args, scope);      // for n from a to b by s
        }
        Type explicit = ExplicitFunctions.call(this, f.name(), args, scope);       // canonical('{1|0}')
        if (explicit != null) {
            return explicit;
        }
        if (args.size() < f.minArgs() || args.size() > f.maxArgs()) {
            throw new SyntaxError(f.name() + " takes " + arity(f) + ", got " + args.size() + ": " + f.signature(), pos);
        }
        ListTypes.noComprehensions(args);
        Type byArgument = args.size() == 1 && ResultByArgument.handles(f.name())
                ? ResultByArgument.of(f.name(), typeOf(args.get(0), scope)) : null;
        if (byArgument != null) {
            return byArgument;
        }
        if (args.size() == 1 && MisereOverloads.overloaded(f)) {
            f = MisereOverloads.forType(f, typeOf(args.get(0), scope));     // (*[[2],1]).IsEven: misère evenness
        }
        RulesetNames.checkLiterals(f.name(), args);
        Signatures.Signature sig = Signatures.of(f);
        boolean integers = Signatures.integerPreserving(f.name());
        for (int i = 0; i < args.size(); i++) {
            String what = f.name() + "'s " + (args.size() == 1 ? "argument" : ordinal(i + 1) + " argument");
            Type t = want(args.get(i), sig.param(i), scope, what + " (" + f.signature() + ")");
            integers &= t == Type.INT;
        }
        return integers ? Type.INT : sig.result();      // min(3, n), abs(n), sum(a, b) of integers are integers
    }

    private java.util.Set<String> names(Map<String, Type> scope) {
        java.util.Set<String> out = new java.util.TreeSet<>(scope.keySet());
        out.addAll(definitionNames);
        return out;
    }

    /** An option in braces: a game, or a comprehension of games. */
    Type option(Expr x, Map<String, Type> scope) {
        if (x instanceof Expr.Comprehension c) {
            return comprehension(c, scope, "an option");
        }
        Type t = typeOf(x, scope);
        if (t.misere()) {
            return Type.FORM;       // braces around misère forms make a literal form
        }
        return t == Type.LOOPY || t == Type.EXPLICIT ? t : want(x, Type.GAME, scope, "an option");
    }

    /** The element type of a comprehension, which must fit a game; its clauses are checked in order. */
    private Type comprehension(Expr.Comprehension c, Map<String, Type> scope, String what) {
        return want(c.element(), Type.GAME, clauseScope(c, scope), what);
    }

    /** The scope inside a comprehension: each 'for' binds its variable; each 'if' must be a condition. */
    Map<String, Type> clauseScope(Expr.Comprehension c, Map<String, Type> scope) {
        Map<String, Type> inner = new HashMap<>(scope);
        for (Expr.Clause k : c.clauses()) {
            if (k instanceof Expr.Clause.For f) {
                if (f.domain() instanceof Expr.Domain.Range r && r.hi() == null) {
                    throw new SyntaxError("a comprehension cannot run over the unbounded range "
                            + ExprPrinter.print(r.lo()) + "..; give it an upper end (A..B)", r.pos());
                }
                inner.put(f.var(), domainTypeOf(f.domain(), inner));
            } else {
                want(((Expr.Clause.Filter) k).condition(), Type.BOOL, inner, "the condition after 'if'");
            }
        }
        return inner;
    }

    /** A call of the user's definition: arity and argument types; the result type is the link's. */
    private Type userCall(Expr.UserCall u, Map<String, Type> scope) {
        Definition d = u.target().definition();
        if (d == null) {
            throw new SyntaxError("definition '" + u.target().name() + "' could not be read (see its error)", u.pos());
        }
        if (u.args().size() != d.params().size()) {
            throw new SyntaxError(d.name() + " takes " + d.params().size() + (d.params().size() == 1 ? " argument" :
                    " arguments") + ", got " + u.args().size() + ": " + d.head(), u.pos());
        }
        for (int i = 0; i < u.args().size(); i++) {
            Definition.Param p = d.params().get(i);
            want(u.args().get(i), p.type(), scope, d.name() + "'s argument " + p.name() + " (" + d.head() + ")");
        }
        Type t = u.target().result();
        return t == null ? Type.ANY : t;
    }

    /** "1 argument", "2 arguments", "1 to 3 arguments", "any number of arguments". */
    static String arity(Builtin f) {
        if (f.maxArgs() == Integer.MAX_VALUE) {
            return f.minArgs() == 0 ? "any number of arguments" : "at least " + f.minArgs() + (f.minArgs() == 1 ? " argument" : " arguments");
        }
        if (f.minArgs() == f.maxArgs()) {
            return f.minArgs() + (f.minArgs() == 1 ? " argument" : " arguments");
        }
        return f.minArgs() + " to " + f.maxArgs() + " arguments";
    }

    private static String ordinal(int n) {
        return n == 1 ? "first" : n == 2 ? "second" : n == 3 ? "third" : n + "th";
    }
}
