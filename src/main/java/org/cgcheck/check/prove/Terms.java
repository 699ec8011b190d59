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
import org.cgcheck.eval.Functions;

/**
 * Normal forms of game expressions for the search: integer-linear combinations of atoms. An atom
 * is a variable, an application of a function of values to normalised arguments (congruence:
 * {@code rcf(G + H - H)} and {@code rcf(G)} are one atom), or a braces form with normalised,
 * sorted options, stored up to negation ({@code -{A | B}} is minus the atom {@code {-B | -A}}).
 * Everything without variables is a constant computed by the engine.
 */
final class Terms {
    /** Functions whose result depends only on the value of their (game) arguments, and are total. */
    static final Set<String> VALUE_FUNCTIONS = Set.of("leftstop", "rightstop", "mean", "temperature", "birthday",
            "size", "canonical", "tiny", "miny", "rcf", "rcfoptions", "norton", "max", "min");
    /** Of these, the ones that read the form itself when given a form. */
    static final Set<String> FORM_SENSITIVE = Set.of("birthday", "size");

    /**
     * f(X) = sign · g(-X) for every game X (laws of the definitions, each checked by a test):
     * negation mirrors the game tree (same birthday, size and temperature) and swaps the players
     * (the Left stop of X is minus the Right stop of -X; the mean of X is minus that of -X).
     */
    static final Map<String, String[]> NEGATION_LAWS = Map.of("birthday", new String[] {"birthday", "+"},
            "size", new String[] {"size", "+"}, "temperature", new String[] {"temperature", "+"},
            "leftstop", new String[] {"rightstop", "-"}, "rightstop", new String[] {"leftstop", "-"},
            "mean", new String[] {"mean", "-"});

    private final Map<String, Type> types;
    private final Map<String, String> kinds;
    /** Atoms equal to their own negative (impartial variables, *n, self-mirror braces), by key. */
    private final Map<String, Expr> torsion = new TreeMap<>();

    Terms(Map<String, Type> types, Map<String, String> kinds) {
        this.types = types;
        this.kinds = kinds;
    }

    /** The normal form, or null when the expression is not (integer-)linear in known atoms. */
    Linear of(Expr e) {
        org.cgcheck.game.EvaluationStopped.check();     // long sums: --timeout and Ctrl-C hold here too
        if (e instanceof Expr.Var v && types.containsKey(v.name())) {
            String k = kinds.get(v.name());
            if ("impartial".equals(k) || "nimber".equals(k)) {
                torsion.putIfAbsent(v.name(), v);
            }
            return Linear.atom(v.name());
        }
        if (!mentionsVariables(e)) {
            return constant(e);
        }
        if (e instanceof Expr.Neg n) {
            Linear x = of(n.operand());
            return x == null ? null : x.times(BigInteger.ONE.negate());
        }
        if (e instanceof Expr.Binary b && (b.op() == Expr.Op.ADD || b.op() == Expr.Op.SUB)) {
            Linear x = of(b.left());
            Linear y = of(b.right());
            return x == null || y == null ? null : b.op() == Expr.Op.ADD ? x.plus(y) : x.minus(y);
        }
        if (e instanceof Expr.Binary b && b.op() == Expr.Op.MUL) {
            BigInteger k = integer(b.left());
            Expr other = b.right();
            if (k == null) {
                k = integer(b.right());
                other = b.left();
            }
            Linear x = k == null ? null : of(other);
            return x == null ? null : x.times(k);
        }
        if (e instanceof Expr.Star s && s.index() instanceof Expr.Binary x && x.op() == Expr.Op.XOR) {
            return nimSum(x);
        }
        String grundy = grundyKey(e);
        if (grundy != null) {
            return grundy.isEmpty() ? Linear.constant(org.cgcheck.game.Game.ZERO) : Linear.atom(grundy);
        }
        if (e instanceof Expr.Star s && s.index() instanceof Expr.Var v && "natural".equals(kinds.get(v.name()))) {
            String key = "*" + v.name();
            torsion.putIfAbsent(key, s);
            return Linear.atom(key);
        }
        if (e instanceof Expr.Star s && natural(s.index())) {
            // *E of a natural E (a Grundy value, a xor of naturals, ...): a nimber, its own negative.
            Linear index = of(s.index());
            if (index == null) {
                return null;
            }
            String key = "*" + index.key();
            torsion.putIfAbsent(key, s);
            return Linear.atom(key);
        }
        if (e instanceof Expr.Call c) {
            return call(c.name(), c.args(), e);
        }
        if (e instanceof Expr.Property p && org.cgcheck.eval.Functions.functionForProperty(p.name()) != null) {
            List<Expr> args = new ArrayList<>();
            args.add(p.target());
            args.addAll(p.args());
            return call(org.cgcheck.eval.Functions.functionForProperty(p.name()), args, e);
        }
        if (e instanceof Expr.Braces b) {
            return braces(b.left(), b.right(), e);
        }
        if (e instanceof Expr.PlusMinus pm) {
            List<Expr> right = pm.options().stream().map(o -> (Expr) new Expr.Neg(o, o.pos())).toList();
            return braces(pm.options(), right, e);
        }
        return null;
    }

    /**
     * The nim-sum law (Bouton; Winning Ways ch. 4): *(a xor b) = *a + *b for naturals a and b, so a
     * nimber of a xor of nimber indices and constants is the sum of their nimbers. Null unless every
     * leaf of the xor is an index variable or a constant that is a nimber index.
     */
    private Linear nimSum(Expr.Binary x) {
        Linear sum = null;
        for (Expr leaf : List.of(x.left(), x.right())) {
            Linear part;
            if (leaf instanceof Expr.Binary b && b.op() == Expr.Op.XOR) {
                part = nimSum(b);
            } else if (leaf instanceof Expr.Var v && "natural".equals(kinds.get(v.name())) || natural(leaf)) {
                part = of(new Expr.Star(leaf, leaf.pos()));
            } else if (!mentionsVariables(leaf) && leaf instanceof Expr.IntLit i && i.value().signum() >= 0
                    && i.value().compareTo(BigInteger.valueOf(org.cgcheck.game.Limits.MAX_NIMBER)) <= 0) {
                part = of(new Expr.Star(leaf, leaf.pos()));
            } else {
                return null;
            }
            if (part == null) {
                return null;
            }
            sum = sum == null ? part : sum.plus(part);
        }
        return sum;
    }

    /**
     * The Grundy-sum law (Sprague–Grundy with the nim-sum law; Winning Ways ch. 4): for impartial
     * F, H, grundy(F + H) = grundy(F) xor grundy(H), and grundy(-F) = grundy(F). A grundy of a sum
     * of impartial variables, or a xor of such grundies, is one integer atom named by the variables
     * left after pairs cancel ("" when all cancel: 0). Null for anything else.
     */
    private String grundyKey(Expr e) {
        List<String> vars = new ArrayList<>();
        if (!grundyLeaves(e, vars)) {
            return null;
        }
        TreeMap<String, Integer> odd = new TreeMap<>();
        vars.forEach(v -> odd.merge(v, 1, Integer::sum));
        StringBuilder key = new StringBuilder();
        odd.forEach((v, n) -> {
            if (n % 2 == 1) {
                key.append(key.length() == 0 ? "grundy(" : ",").append(v);
            }
        });
        return key.length() == 0 ? "" : key.append(")").toString();
    }

    private boolean grundyLeaves(Expr e, List<String> vars) {
        if (e instanceof Expr.Binary b && b.op() == Expr.Op.XOR) {
            return grundyLeaves(b.left(), vars) && grundyLeaves(b.right(), vars);
        }
        return e instanceof Expr.Call c && c.name().equalsIgnoreCase("grundy") && c.args().size() == 1
                && impartialSum(c.args().get(0), vars);
    }

    /** Is e a sum, difference or negative of impartial variables? Their names go into vars, repeats kept. */
    boolean impartialSum(Expr e, List<String> vars) {
        if (e instanceof Expr.Binary b && (b.op() == Expr.Op.ADD || b.op() == Expr.Op.SUB)) {
            return impartialSum(b.left(), vars) && impartialSum(b.right(), vars);     // -F = F: a difference is a sum
        }
        if (e instanceof Expr.Neg n) {
            return impartialSum(n.operand(), vars);
        }
        if (e instanceof Expr.Var v && types.containsKey(v.name()) && "impartial".equals(kinds.get(v.name()))) {
            vars.add(v.name());
            return true;
        }
        return false;
    }

    private Linear call(String name, List<Expr> args, Expr whole) {
        String f = name.toLowerCase();
        if ((f.equals("neg") || f.equals("conjugate")) && args.size() == 1) {
            Linear x = of(args.get(0));
            return x == null ? null : x.times(BigInteger.ONE.negate());
        }
        if (!VALUE_FUNCTIONS.contains(f)) {
            return null;
        }
        Linear folded = folded(f, args);
        if (folded != null) {
            return folded;
        }
        if (args.size() == 1 && NEGATION_LAWS.containsKey(f) && !(FORM_SENSITIVE.contains(f)
                && TypeChecker.infer(args.get(0), types) == Type.FORM)) {
            Linear x = of(args.get(0));
            if (x == null) {
                return null;
            }
            Linear m = x.times(BigInteger.ONE.negate());
            if (m.key().compareTo(x.key()) < 0) {
                // f(X) read through -X, the orientation whose key sorts first: the same atom as f(-X) ± g(-X).
                String[] law = NEGATION_LAWS.get(f);
                Linear a = Linear.atom(law[0] + "(" + m.key() + ";)");
                return law[1].equals("-") ? a.times(BigInteger.ONE.negate()) : a;
            }
            return Linear.atom(f + "(" + x.key() + ";)");
        }
        StringBuilder key = new StringBuilder(f).append('(');
        for (Expr a : args) {
            if (FORM_SENSITIVE.contains(f) && TypeChecker.infer(a, types) == Type.FORM) {
                key.append("form:").append(ExprPrinter.print(a)).append(';');  // the form itself: no congruence
                continue;
            }
            Linear x = of(a);
            if (x == null) {
                return null;
            }
            key.append(x.key()).append(';');
        }
        return Linear.atom(key.append(')').toString());
    }

    /**
     * f of arguments whose variables cancel ({@code leftstop(G + * - G)}): the engine's value of f at
     * their constant values; null if an argument is not constant or f reads forms.
     */
    private Linear folded(String f, List<Expr> args) {
        if (FORM_SENSITIVE.contains(f)) {
            return null;
        }
        List<Object> values = new ArrayList<>();
        for (Expr a : args) {
            Linear x = of(a);
            if (x == null || !x.coeffs().isEmpty()) {
                return null;
            }
            values.add(x.constant());
        }
        try {
            return Linear.constant(Values.game(Functions.lookup(f).impl().apply(values), args.get(0).pos(), "a constant"));
        } catch (RuntimeException e) {
            return null;
        }
    }

    /** {L | R} as ± one atom: the orientation whose key sorts first (negation law). */
    private Linear braces(List<Expr> left, List<Expr> right, Expr whole) {
        List<Linear> l = new ArrayList<>();
        List<Linear> r = new ArrayList<>();
        for (Expr x : left) {
            l.add(of(x));
        }
        for (Expr x : right) {
            r.add(of(x));
        }
        if (l.contains(null) || r.contains(null)) {
            return null;
        }
        String key = bracesKey(l, r, BigInteger.ONE);
        String mirror = bracesKey(r, l, BigInteger.ONE.negate());
        if (key.equals(mirror)) {
            torsion.putIfAbsent(key, whole);
        }
        int cmp = key.compareTo(mirror);
        return cmp <= 0 ? Linear.atom(key) : Linear.atom(mirror).times(BigInteger.ONE.negate());
    }

    private static String bracesKey(List<Linear> l, List<Linear> r, BigInteger sign) {
        TreeSet<String> ls = new TreeSet<>();
        TreeSet<String> rs = new TreeSet<>();
        l.forEach(x -> ls.add(x.times(sign).key()));
        r.forEach(x -> rs.add(x.times(sign).key()));
        return "{" + String.join(",", ls) + "|" + String.join(",", rs) + "}";
    }

    private Linear constant(Expr e) {
        try {
            Type t = TypeChecker.infer(e, types);
            if (t != Type.INT && t != Type.NUMBER && t != Type.GAME && t != Type.FORM) {
                return null;
            }
            return Linear.constant(Values.game(new Interpreter().eval(e), e.pos(), "a constant"));
        } catch (org.cgcheck.game.EvaluationStopped stopped) {
            throw stopped;
        } catch (RuntimeException ex) {
            return null;   // not a game, or cannot be evaluated: no proof through it
        }
    }

    private BigInteger integer(Expr e) {
        if (mentionsVariables(e)) {
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

    /**
     * Is e surely a natural number whatever the variables (so that *e is a nimber)? A natural
     * variable, a literal index, a Grundy value, or a xor of such.
     */
    boolean natural(Expr e) {
        if (e instanceof Expr.Var v) {
            return types.containsKey(v.name()) && "natural".equals(kinds.get(v.name()));
        }
        if (e instanceof Expr.IntLit i) {
            return i.value().signum() >= 0 && i.value().compareTo(BigInteger.valueOf(
                    org.cgcheck.game.Limits.MAX_NIMBER)) <= 0;
        }
        if (e instanceof Expr.Call c) {
            return c.name().equalsIgnoreCase("grundy") && c.args().size() == 1;
        }
        return e instanceof Expr.Binary b && b.op() == Expr.Op.XOR && natural(b.left()) && natural(b.right());
    }

    /** The atoms met so far that equal their own negative, each with an expression for it. */
    Map<String, Expr> torsionAtoms() {
        return torsion;
    }

    boolean mentionsVariables(Expr e) {
        return Mentions.any(e, types.keySet());
    }
}
