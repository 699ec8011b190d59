package org.cgcheck.check.prove;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.cgcheck.eval.Interpreter;
import org.cgcheck.form.Form;
import org.cgcheck.game.Game;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.Expr.Op;
import org.cgcheck.lang.ExprPrinter;

/**
 * A closed comparison of two games ({@code * <> 0}, {@code ^ > 0}) proved from the definition of
 * <= on the two sides' forms (as written; a value as its canonical form): {@code X <= Y} unless some {@code X^L >= Y} or some {@code Y^R <= X}. The
 * proof is the winning play written out: a fact {@code X <= Y} answers every Left option of X and
 * every Right option of Y by an earlier fact, a fact {@code not X <= Y} names one option and the
 * earlier fact that makes it a winning move. The kernel's comparison only chooses the moves;
 * {@link ClosedComparisonChecker} re-verifies every fact from the forms' options alone. The
 * forms are the engine's exact evaluation of the two sides (law {@code engine_constants}).
 */
public final class ClosedComparison {
    /** At most this many facts: a larger comparison stays a checked case ("verified"). */
    static final int MAX_FACTS = 400;

    /**
     * A fact: {@code le} is X <= Y, else not X <= Y. For {@code le}, {@code cites} are the facts
     * answering each Left option of X, then each Right option of Y; otherwise {@code witness} is
     * 'L' (a Left option of X, at {@code index}, with Y <= it) or 'R' (a Right option of Y with it
     * <= X), and {@code cites} the one fact saying so.
     */
    public record Fact(boolean le, Form x, Form y, char witness, int index, List<Integer> cites) { }

    /** The statement's relation, its two sides, their values and the facts (each cites earlier ones). */
    public record Proof(Op op, Expr left, Expr right, Form a, Form b, List<Fact> facts) { }

    private final List<Fact> facts = new ArrayList<>();
    private final Map<String, Integer> known = new HashMap<>();

    private ClosedComparison() {
    }

    /** Is the statement a comparison of two expressions (its sides are evaluated only when proving)? */
    public static boolean shape(Expr body) {
        return body instanceof Expr.Binary b && b.op().isRelation() && b.op() != Op.IDENTICAL;
    }

    /** A proof of the closed statement, or null (not a comparison of games, false, or too large). */
    public static Proof prove(Expr body) {
        if (!shape(body)) {
            return null;
        }
        Expr.Binary b = (Expr.Binary) body;
        Form[] ab = values(b);
        if (ab == null) {
            return null;
        }
        Form a = ab[0];
        Form c = ab[1];
        boolean p = a.value().leq(c.value());
        boolean q = c.value().leq(a.value());
        if (!holds(b.op(), p, q)) {
            return null;
        }
        ClosedComparison s = new ClosedComparison();
        try {
            for (boolean[] need : needed(b.op(), p, q)) {
                Form x = need[0] ? a : c;
                Form y = need[0] ? c : a;
                if (need[1]) {
                    s.le(x, y);
                } else {
                    s.notLe(x, y);
                }
            }
        } catch (IllegalStateException tooLarge) {
            return null;
        }
        return new Proof(b.op(), b.left(), b.right(), a, c, List.copyOf(s.facts));
    }

    /**
     * The two sides as forms: as written (braces build the form as written, so a textbook's
     * {0, * | 1} is played as that form), a value as its canonical form, an integer as the integer;
     * null unless one side is a game and the other a game or an integer.
     */
    static Form[] values(Expr.Binary b) {
        Interpreter in = new Interpreter();
        Object l = side(b.left(), in);
        Object r = side(b.right(), in);
        if (!(game(l) || game(r)) || !(game(l) || l instanceof BigInteger) || !(game(r) || r instanceof BigInteger)) {
            return null;
        }
        try {
            return new Form[] {form(l, b), form(r, b)};
        } catch (RuntimeException e) {
            return null;
        }
    }

    /** Sums of game tree sizes (edges) above which a sum or difference is taken as its value. */
    static final long MAX_SUM_EDGES = 4000;

    /**
     * A side: a sum, difference or negative of games as the form the definitions build ({@code * +
     * *} is played as {@code {*, * | *, *}}, not as 0), unless that form would be large; braces as
     * written; anything else as the engine evaluates it.
     */
    private static Object side(Expr e, Interpreter in) {
        if (e instanceof Expr.Neg n) {
            Object x = side(n.operand(), in);
            return x instanceof Form f ? f.negate() : in.eval(e);
        }
        if (e instanceof Expr.Binary b && (b.op() == Op.ADD || b.op() == Op.SUB)) {
            Object x = side(b.left(), in);
            Object y = side(b.right(), in);
            if (game(x) && game(y)) {
                Form f = form(x, b);
                Form g = form(y, b);
                if (f.size() < MAX_SUM_EDGES && g.size() < MAX_SUM_EDGES
                        && (f.size() + 1) * (g.size() + 1) <= MAX_SUM_EDGES) {
                    return f.plus(b.op() == Op.ADD ? g : g.negate());
                }
            }
            return in.eval(e);
        }
        return in.evalForm(e);
    }

    private static boolean game(Object v) {
        return v instanceof Game || v instanceof Form;
    }

    private static Form form(Object v, Expr.Binary b) {
        return v instanceof Form f ? f : Form.canonical(org.cgcheck.eval.Values.game(v, b.pos(), "a side"));
    }

    /** The relation A op B when p is A <= B and q is B <= A. */
    static boolean holds(Op op, boolean p, boolean q) {
        return switch (op) {
            case LE -> p;
            case GE -> q;
            case EQ -> p && q;
            case NE -> !(p && q);
            case LT -> p && !q;
            case GT -> q && !p;
            case FUZZY -> !p && !q;
            case LFUZZY -> !q;
            case GFUZZY -> !p;
            default -> false;
        };
    }

    /**
     * The facts the relation rests on, each {A first?, holds?}: {true, true} is A <= B, {false,
     * false} is not B <= A. For != the one comparison that fails.
     */
    static List<boolean[]> needed(Op op, boolean p, boolean q) {
        List<boolean[]> out = new ArrayList<>();
        boolean strict = op == Op.LT || op == Op.GT || op == Op.EQ || op == Op.FUZZY;
        boolean first = strict || op == Op.LE || op == Op.GFUZZY || op == Op.NE && !p;
        boolean second = strict || op == Op.GE || op == Op.LFUZZY || op == Op.NE && p;
        if (first) {
            out.add(new boolean[] {true, p});
        }
        if (second) {
            out.add(new boolean[] {false, q});
        }
        return out;
    }

    private int le(Form x, Form y) {
        String key = "le " + x.id() + " " + y.id();
        Integer at = known.get(key);
        if (at != null) {
            return at;
        }
        Integer[] cites = new Integer[x.left().size() + y.right().size()];      // in the options' own order
        for (int i : printed(x.left())) {
            cites[i] = notLe(y, x.left().get(i));
        }
        for (int i : printed(y.right())) {
            cites[x.left().size() + i] = notLe(y.right().get(i), x);
        }
        return add(key, new Fact(true, x, y, ' ', -1, List.of(cites)));
    }

    private int notLe(Form x, Form y) {
        String key = "not " + x.id() + " " + y.id();
        Integer at = known.get(key);
        if (at != null) {
            return at;
        }
        List<Form> xl = x.left();
        for (int i : printed(xl)) {
            if (y.value().leq(xl.get(i).value())) {
                return add(key, new Fact(false, x, y, 'L', i, List.of(le(y, xl.get(i)))));
            }
        }
        List<Form> yr = y.right();
        for (int i : printed(yr)) {
            if (yr.get(i).value().leq(x.value())) {
                return add(key, new Fact(false, x, y, 'R', i, List.of(le(yr.get(i), x))));
            }
        }
        throw new IllegalStateException("the kernel's comparison and the definition disagree");
    }

    /**
     * The options' indices in the order they are printed (by value, then text): a form keeps its
     * options in interning order, which depends on what the process built before, and the proof's
     * steps must not (same claim, same proof).
     */
    private static int[] printed(List<Form> opts) {
        return java.util.stream.IntStream.range(0, opts.size()).boxed()
                .sorted(java.util.Comparator.comparing((Integer i) -> opts.get(i).value(), org.cgcheck.game.Notation.ORDER)
                        .thenComparing(i -> opts.get(i).toString()))
                .mapToInt(Integer::intValue).toArray();
    }

    private int add(String key, Fact f) {
        if (facts.size() >= MAX_FACTS) {
            throw new IllegalStateException("too many facts");
        }
        facts.add(f);
        known.put(key, facts.size() - 1);
        return facts.size() - 1;
    }

    // ---- words

    public static String oneLine(Proof p) {
        return "from the definition of <= on the forms: " + p.facts().size() + " fact" + (p.facts().size() == 1 ? ""
                : "s") + " of play, each re-verified from the forms' options";
    }

    public static List<String> steps(Proof p) {
        List<String> out = new ArrayList<>();
        out.add("proof (from the definition of <=, on the two sides' forms; every step re-verified from the forms'"
                + " options by an independent checker):");
        out.add("  claim: " + ExprPrinter.print(new Expr.Binary(p.op(), p.left(), p.right(), null)));
        String l = ExprPrinter.print(p.left());
        String r = ExprPrinter.print(p.right());
        if (!bare(l).equals(bare(name(p.a()))) || !bare(r).equals(bare(name(p.b())))) {
            out.add("  [definition_sum, engine_constants] the two sides, as forms: " + name(p.a()) + " and " + name(p.b())
                    + ".");
        }
        int n = 1;
        for (Fact f : p.facts()) {
            out.add("  " + n++ + ". " + fact(f, p.facts()));
        }
        out.add("  " + n + ". [definition_game: the relations] hence " + name(p.a()) + " " + p.op().symbol + " "
                + name(p.b()) + ": " + meaning(p.op()) + ".");
        return out;
    }

    private static String fact(Fact f, List<Fact> all) {
        String x = name(f.x());
        String y = name(f.y());
        boolean yZero = f.y() == Form.ZERO;
        boolean xZero = f.x() == Form.ZERO && !yZero;
        if (f.le()) {
            String head = x + " <= " + y + " [definition_game: no Left option of " + x + " is >= " + y
                    + " and no Right option of " + y + " is <= " + x + "]: ";
            if (f.cites().isEmpty()) {
                return head + (xZero ? "Right, moving first in " + y + ", has no move and loses."
                        : "Left, moving first in " + play(x, y) + ", has no move and loses.");
            }
            List<String> answers = new ArrayList<>();
            List<Form> xls = f.x().left();
            for (int i : printed(xls)) {
                Form xl = xls.get(i);
                answers.add("to " + (yZero ? name(xl) : name(xl) + " - " + y) + " (step " + (f.cites().get(i) + 1) + ")");
            }
            for (int i : printed(f.y().right())) {
                Form yr = f.y().right().get(i);
                answers.add("to " + (xZero ? name(yr) : x + " - " + name(yr)) + " (step "
                        + (f.cites().get(xls.size() + i) + 1) + ")");
            }
            return head + (xZero ? "Right, moving first in " + y + ", loses: each of his moves, "
                    : "Left, moving first in " + play(x, y) + ", loses: each of her moves, ")
                    + String.join(", ", answers) + ", leaves a game the other player wins moving first.";
        }
        int cited = f.cites().get(0) + 1;
        if (f.witness() == 'L') {
            String o = name(f.x().left().get(f.index()));
            return "not (" + x + " <= " + y + ") [definition_game: the Left option " + o + " of " + x + " is >= " + y
                    + ", step " + cited + "]: Left, moving first in " + play(x, y) + ", wins by moving to "
                    + (yZero ? o : o + " - " + y) + ".";
        }
        String o = name(f.y().right().get(f.index()));
        return "not (" + x + " <= " + y + ") [definition_game: the Right option " + o + " of " + y + " is <= " + x
                + ", step " + cited + "]: " + (xZero ? "Right, moving first in " + y + ", wins by moving to " + o
                : "Left, moving first in " + play(x, y) + ", wins by moving to " + x + " - " + o) + ".";
    }

    private static String play(String x, String y) {
        return y.equals("0") ? x : x + " - " + y;
    }

    private static String play(Form x, Form y) {
        return play(name(x), name(y));
    }

    private static String bare(String s) {
        return s.replace(" ", "");
    }

    private static String name(Form g) {
        if (g.size() > 40) {        // a long form reads as what it is worth; the checker reads the form itself
            return "⟨a form worth " + org.cgcheck.game.Notation.print(g.value()) + ", born on day " + g.birthday() + "⟩";
        }
        String s = g.toString();
        return s.contains(" ") || s.contains("|") && !s.startsWith("{") ? "(" + s + ")" : s;
    }

    private static String meaning(Op op) {
        return switch (op) {
            case LE -> "the first step needed";
            case GE -> "G >= H is H <= G";
            case EQ -> "G == H is G <= H and H <= G";
            case NE -> "G != H is not both G <= H and H <= G";
            case LT -> "G < H is G <= H and not H <= G";
            case GT -> "G > H is H <= G and not G <= H";
            case FUZZY -> "G <> H is neither G <= H nor H <= G";
            case LFUZZY -> "G <| H is not H <= G";
            default -> "G |> H is not G <= H";
        };
    }

    public static List<String> lawsUsed(Proof p) {
        return List.of("definition_game", "engine_constants");
    }

    public static Map<String, Object> data(Proof p) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("kind", "closed comparison");
        m.put("forms", List.of(p.a().toString(), p.b().toString()));
        m.put("facts", p.facts().size());
        m.put("laws", lawsUsed(p));
        return m;
    }
}
