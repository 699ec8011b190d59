package org.cgcheck.check.prove;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.cgcheck.game.Game;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.ExprPrinter;
import org.cgcheck.eval.Interpreter;
import org.cgcheck.lang.Type;
import org.cgcheck.eval.TypeChecker;
import org.cgcheck.eval.Values;

/**
 * The certificate checker's own arithmetic (written apart from the search's {@code Terms} on
 * purpose, so that one's mistake is not the other's): an expression as Σ k·atom + constant,
 * accumulated term by term.
 */
final class CheckerSums {
    /** Total functions of the value of their arguments; birthday and size read a form itself. */
    private static final Set<String> CONGRUENT = Set.of("rcf", "rcfoptions", "canonical", "leftstop", "rightstop",
            "mean", "temperature", "tiny", "miny", "birthday", "size", "norton", "max", "min");

    /** Σ k·atom + c; null coefficients map means "not linear". */
    static final class Sum {
        final TreeMap<String, BigInteger> k = new TreeMap<>();
        Game c = Game.ZERO;

        boolean isConstant() {
            return k.values().stream().allMatch(x -> x.signum() == 0);
        }

        String text() {
            StringBuilder sb = new StringBuilder();
            k.forEach((a, n) -> {
                if (n.signum() != 0) {
                    sb.append(a).append('#').append(n).append(',');
                }
            });
            return sb.append("c=").append(c).toString();
        }
    }

    private final Map<String, Type> types;
    private final Map<String, String> kinds;

    CheckerSums(Map<String, Type> types, Map<String, String> kinds) {
        this.types = types;
        this.kinds = kinds;
    }

    Sum of(Expr e) {
        Sum s = new Sum();
        return add(s, e, BigInteger.ONE) ? s : null;
    }

    /** Adds n·e to s; false if e is not linear in known atoms. */
    private boolean add(Sum s, Expr e, BigInteger n) {
        org.cgcheck.game.EvaluationStopped.check();     // long sums: --timeout and Ctrl-C hold here too
        if (e instanceof Expr.Var v && types.containsKey(v.name())) {
            s.k.merge("v:" + v.name(), n, BigInteger::add);
            return true;
        }
        if (!Mentions.any(e, types.keySet())) {
            Game g = value(e);
            if (g == null) {
                return false;
            }
            s.c = s.c.plus(Linear.times(n, g));
            return true;
        }
        if (e instanceof Expr.Neg x) {
            return add(s, x.operand(), n.negate());
        }
        java.util.TreeSet<String> odd = new java.util.TreeSet<>();
        if (grundyOfImpartials(e, odd)) {
            if (!odd.isEmpty()) {           // all cancelled: grundy(F + F) = 0 adds nothing
                s.k.merge("grundy:" + String.join(",", odd), n, BigInteger::add);
            }
            return true;
        }
        if (e instanceof Expr.Binary b) {
            switch (b.op()) {
                case ADD:
                    return add(s, b.left(), n) && add(s, b.right(), n);
                case SUB:
                    return add(s, b.left(), n) && add(s, b.right(), n.negate());
                case MUL:
                    if (b.left() instanceof Expr.IntLit i) {
                        return add(s, b.right(), n.multiply(i.value()));
                    }
                    if (b.right() instanceof Expr.IntLit i) {
                        return add(s, b.left(), n.multiply(i.value()));
                    }
                    BigInteger f = intConstant(b.left());
                    Expr other = b.right();
                    if (f == null) {
                        f = intConstant(b.right());
                        other = b.left();
                    }
                    return f != null && add(s, other, n.multiply(f));
                default:
                    return false;
            }
        }
        if (e instanceof Expr.Call c && c.args().size() == 1
                && (c.name().equalsIgnoreCase("neg") || c.name().equalsIgnoreCase("conjugate"))) {
            return add(s, c.args().get(0), n.negate());
        }
        if (e instanceof Expr.Star st && st.index() instanceof Expr.Binary x && x.op() == Expr.Op.XOR) {
            return addNimSum(s, x, n);
        }
        Game fixed = e instanceof Expr.Call c ? folded(c.name().toLowerCase(), c.args()) : null;
        if (fixed != null) {
            s.c = s.c.plus(Linear.times(n, fixed));
            return true;
        }
        String atom = atom(e);
        if (atom == null) {
            return false;
        }
        if (atom.startsWith("=")) {
            s.k.merge(atom.substring(1), n, BigInteger::add);
        } else if (atom.startsWith("-")) {
            s.k.merge(atom.substring(1), n.negate(), BigInteger::add);
        } else {
            s.k.merge(atom, n, BigInteger::add);
        }
        return true;
    }

    /**
     * n·*(a xor b xor ...) as n·*a + n·*b + ...: the nim-sum law *(a xor b) = *a + *b (Bouton),
     * for index variables and literal nimber indices only; LawsOfTheDefinitionsTest checks it.
     */
    private boolean addNimSum(Sum s, Expr.Binary x, BigInteger n) {
        for (Expr leaf : List.of(x.left(), x.right())) {
            boolean ok;
            if (leaf instanceof Expr.Binary b && b.op() == Expr.Op.XOR) {
                ok = addNimSum(s, b, n);
            } else if (leaf instanceof Expr.Var v && "index".equals(kinds.get(v.name()))) {
                s.k.merge("star:" + v.name(), n, BigInteger::add);
                ok = true;
            } else if (leaf instanceof Expr.Call && nimberIndex(leaf)) {
                String a = atom(new Expr.Star(leaf, leaf.pos()));
                ok = a != null;
                if (ok) {
                    s.k.merge(a, n, BigInteger::add);
                }
            } else if (leaf instanceof Expr.IntLit i && i.value().signum() >= 0
                    && i.value().compareTo(BigInteger.valueOf(org.cgcheck.game.Limits.MAX_NIMBER)) <= 0) {
                s.c = s.c.plus(Linear.times(n, Game.nimber(i.value().intValueExact())));
                ok = true;
            } else {
                ok = false;
            }
            if (!ok) {
                return false;
            }
        }
        return true;
    }

    /**
     * Reads a xor of grundy values of sums (or differences) of impartial variables through the
     * Grundy-sum law, grundy(F + H) = grundy(F) xor grundy(H), and -F = F: into {@code odd} go the
     * variables that occur an odd number of times. False if e is not of that shape.
     */
    private boolean grundyOfImpartials(Expr e, java.util.TreeSet<String> odd) {
        if (e instanceof Expr.Binary b && b.op() == Expr.Op.XOR) {
            return grundyOfImpartials(b.left(), odd) && grundyOfImpartials(b.right(), odd);
        }
        if (!(e instanceof Expr.Call c) || !c.name().equalsIgnoreCase("grundy") || c.args().size() != 1) {
            return false;
        }
        List<Expr> todo = new ArrayList<>(List.of(c.args().get(0)));
        while (!todo.isEmpty()) {
            Expr x = todo.remove(todo.size() - 1);
            if (x instanceof Expr.Binary b && (b.op() == Expr.Op.ADD || b.op() == Expr.Op.SUB)) {
                todo.add(b.left());
                todo.add(b.right());
            } else if (x instanceof Expr.Neg neg) {
                todo.add(neg.operand());
            } else if (x instanceof Expr.Var v && types.containsKey(v.name()) && "impartial".equals(kinds.get(v.name()))) {
                if (!odd.remove(v.name())) {
                    odd.add(v.name());
                }
            } else {
                return false;
            }
        }
        return true;
    }

    /** The key of a non-linear atom; a leading '-' means minus that atom. Null if unknown. */
    String atom(Expr e) {
        if (e instanceof Expr.Star st && st.index() instanceof Expr.Var v && "index".equals(kinds.get(v.name()))) {
            return "star:" + v.name();
        }
        if (e instanceof Expr.Star st && !(st.index() instanceof Expr.Binary) && nimberIndex(st.index())) {
            Sum i = of(st.index());
            return i == null ? null : "star:(" + i.text() + ")";
        }
        if (e instanceof Expr.Call c) {
            return apply(c.name().toLowerCase(), c.args());
        }
        if (e instanceof Expr.Property p && org.cgcheck.eval.Functions.functionForProperty(p.name()) != null) {
            List<Expr> args = new ArrayList<>();
            args.add(p.target());
            args.addAll(p.args());
            return apply(org.cgcheck.eval.Functions.functionForProperty(p.name()), args);
        }
        if (e instanceof Expr.Braces b) {
            return options(b.left(), b.right());
        }
        if (e instanceof Expr.PlusMinus pm) {
            List<Expr> neg = new ArrayList<>();
            pm.options().forEach(o -> neg.add(new Expr.Neg(o, o.pos())));
            return options(pm.options(), neg);
        }
        return null;
    }

    private String apply(String f, List<Expr> args) {
        if (!CONGRUENT.contains(f)) {
            return null;
        }
        String mirrored = mirrored(f, args);
        if (mirrored != null) {
            return mirrored;
        }
        StringBuilder sb = new StringBuilder("f:").append(f).append('(');
        for (Expr a : args) {
            if ((f.equals("birthday") || f.equals("size")) && TypeChecker.infer(a, types) == Type.FORM) {
                sb.append("form ").append(ExprPrinter.print(a)).append(';');
                continue;
            }
            Sum s = of(a);
            if (s == null) {
                return null;
            }
            sb.append(s.text()).append(';');
        }
        return sb.append(')').toString();
    }

    /**
     * Negation laws, read independently of the search: of the argument's sum and its negative's,
     * the smaller text names the atom; f(X) is ±f'(-X) (birthday, size, temperature: +, same
     * function; leftstop and rightstop: -, each other; mean: -, itself). Null: no law applies.
     */
    private String mirrored(String f, List<Expr> args) {
        String other = switch (f) {
            case "birthday", "size", "temperature", "mean" -> f;
            case "leftstop" -> "rightstop";
            case "rightstop" -> "leftstop";
            default -> null;
        };
        if (other == null || args.size() != 1
                || (f.equals("birthday") || f.equals("size")) && TypeChecker.infer(args.get(0), types) == Type.FORM) {
            return null;
        }
        Sum s = of(args.get(0));
        Sum m = of(new Expr.Neg(args.get(0), args.get(0).pos()));
        if (s == null || m == null) {
            return null;
        }
        if (m.text().compareTo(s.text()) >= 0) {
            return "f:" + f + "(" + s.text() + ";)";
        }
        boolean minus = f.equals("leftstop") || f.equals("rightstop") || f.equals("mean");
        return (minus ? "-" : "") + "f:" + other + "(" + m.text() + ";)";
    }

    /** {L | R} and its mirror {-R | -L} name the same atom up to sign: the smaller text is the atom. */
    private String options(List<Expr> left, List<Expr> right) {
        TreeSet<String> l = new TreeSet<>();
        TreeSet<String> r = new TreeSet<>();
        TreeSet<String> ml = new TreeSet<>();
        TreeSet<String> mr = new TreeSet<>();
        // -{L | R} = {-R | -L}: the negated left options are the mirror's right options, and so on.
        if (!texts(left, l, mr) || !texts(right, r, ml)) {
            return null;
        }
        String key = "b:" + l + "|" + r;
        String mirror = "b:" + ml + "|" + mr;
        if (key.equals(mirror)) {
            return "=" + key;   // marks a self-mirror form for selfNegative; stripped by add
        }
        return key.compareTo(mirror) < 0 ? key : "-" + mirror;
    }

    /** Adds each option's sum text to {@code own} and its negative's to {@code mirrored}; false if one has none. */
    private boolean texts(List<Expr> options, TreeSet<String> own, TreeSet<String> mirrored) {
        for (Expr x : options) {
            Sum s = of(x);
            Sum m = of(new Expr.Neg(x, x.pos()));
            if (s == null || m == null) {
                return false;
            }
            own.add(s.text());
            mirrored.add(m.text());
        }
        return true;
    }

    /** Is this atom expression its own negative by a law of the definitions? */
    boolean selfNegative(Expr x) {
        if (x instanceof Expr.Var v) {
            String k = kinds.get(v.name());
            return types.containsKey(v.name()) && ("impartial".equals(k) || "nimber".equals(k));
        }
        if (x instanceof Expr.Star st) {
            return st.index() instanceof Expr.Var v && "index".equals(kinds.get(v.name()))
                    || !(st.index() instanceof Expr.Binary) && nimberIndex(st.index());
        }
        if (x instanceof Expr.Braces || x instanceof Expr.PlusMinus) {
            String a = atom(x);
            return a != null && a.startsWith("=");
        }
        return false;
    }

    /** f at arguments whose variables cancel ({@code leftstop(G + * - G)}): the engine's value there, or null. */
    private Game folded(String f, List<Expr> args) {
        if (!CONGRUENT.contains(f) || f.equals("birthday") || f.equals("size")) {
            return null;
        }
        List<Object> values = new ArrayList<>();
        for (Expr a : args) {
            Sum s = of(a);
            if (s == null || !s.isConstant()) {
                return null;
            }
            values.add(s.c);
        }
        try {
            return Values.game(org.cgcheck.eval.Functions.lookup(f).impl().apply(values), args.get(0).pos(), "");
        } catch (RuntimeException e) {
            return null;
        }
    }

    /** A Grundy value {@code grundy(X)} with variables: a natural, so its star is a nimber. */
    private boolean nimberIndex(Expr e) {
        return e instanceof Expr.Call c && c.name().equalsIgnoreCase("grundy") && c.args().size() == 1
                && Mentions.any(e, types.keySet());
    }

    private Game value(Expr e) {
        try {
            Type t = TypeChecker.infer(e, types);
            return t == Type.INT || t == Type.NUMBER || t == Type.GAME || t == Type.FORM
                    ? Values.game(new Interpreter().eval(e), e.pos(), "a constant") : null;
        } catch (org.cgcheck.game.EvaluationStopped stopped) {
            throw stopped;
        } catch (RuntimeException ex) {
            return null;
        }
    }

    private BigInteger intConstant(Expr e) {
        if (Mentions.any(e, types.keySet())) {
            return null;
        }
        try {
            return TypeChecker.infer(e, types) == Type.INT ? Values.integer(new Interpreter().eval(e), e.pos(), "")
                    : null;
        } catch (org.cgcheck.game.EvaluationStopped stopped) {
            throw stopped;
        } catch (RuntimeException ex) {
            return null;
        }
    }
}
