package org.cgcheck.eval;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.cgcheck.game.Game;
import org.cgcheck.game.Notation;

/**
 * A game kept as written (issue 42), CGSuite's {@code ExplicitGame} and {@code CompoundGame}: the
 * braces {@code '{1|0}'} with exactly those options, or an operation on such games left
 * unevaluated ({@code '{1|0}' + 1}, {@code G ConjunctiveSum H}, {@code G : H}). Its parts are
 * canonical games ({@link Game}) or other explicit games; it denotes the game with exactly the
 * options its rules give (docs/language.md, "One game per expression"), and its value is
 * {@link #canonical()}, computed from those options by the engine. It prints as CGSuite prints it.
 */
public sealed interface ExplicitGame extends org.cgcheck.fn.Typed {

    /** CGSuite's compound types, with the precedence its printer uses for parentheses. */
    enum Kind {
        SUM("+", 3), CONJUNCTIVE("ConjunctiveSum", 3), SELECTIVE("SelectiveSum", 3), ORDINAL_SUM(":", 2),
        ORDINAL_PRODUCT("OrdinalProduct", 4), CONWAY_PRODUCT("ConwayProduct", 1);

        final String symbol;
        final int precedence;

        Kind(String symbol, int precedence) {
            this.symbol = symbol;
            this.precedence = precedence;
        }
    }

    /** {@code '{L|R}'}: options as written, each a {@link Game} or an explicit game. */
    record Braces(List<Object> left, List<Object> right) implements ExplicitGame {
        @Override
        public String toString() {
            return print(this, true);
        }
    }

    /** G op H, unevaluated. */
    record Compound(Kind kind, Object g, Object h) implements ExplicitGame {
        @Override
        public String toString() {
            return print(this, true);
        }
    }

    /** −G where G's negative is not written by its parts (a product), as CGSuite's NegativeGame. */
    record Negative(Object g) implements ExplicitGame {
        @Override
        public String toString() {
            return print(this, true);
        }
    }

    @Override
    default String typeName() {
        return "an explicit game";
    }

    /** Is any of these values an explicit game? */
    static boolean any(List<Object> xs) {
        for (Object x : xs) {
            if (x instanceof ExplicitGame) {
                return true;
            }
        }
        return false;
    }

    /**
     * x as CGSuite prints it. Braces printed by CGSuite's script (a result, an element of a list or
     * of other such braces) sort their options: canonical games in CGSuite's order, then the others
     * (CGSuite orders those by hash code; here they stay as written). Below a compound or a negative
     * CGSuite prints with its Scala classes, which keep every option as written.
     */
    static String print(Object x, boolean sorted) {
        if (x instanceof Braces b) {
            return "'{" + options(b.left(), sorted) + "|" + options(b.right(), sorted) + "}'";
        }
        if (x instanceof Negative n) {
            return "-" + (n.g() instanceof Compound ? "(" + print(n.g(), false) + ")" : print(n.g(), false));
        }
        if (x instanceof Compound c) {
            String symbol = c.kind == Kind.CONWAY_PRODUCT && c.g() instanceof Game g && g.isInteger() ? "*" : c.kind.symbol;
            return part(c, c.g()) + " " + symbol + " " + part(c, c.h());
        }
        return String.valueOf(x);
    }

    private static String part(Compound c, Object x) {
        String s = print(x, false);
        return x instanceof Compound d && d.kind.precedence > c.kind.precedence ? "(" + s + ")" : s;
    }

    private static String options(List<Object> options, boolean sorted) {
        List<Object> shown = options;
        if (sorted) {
            List<Game> canonical = new ArrayList<>();
            List<Object> others = new ArrayList<>();
            for (Object o : options) {
                if (o instanceof Game g) {
                    canonical.add(g);
                } else {
                    others.add(o);
                }
            }
            canonical.sort(Notation.ORDER);
            shown = new ArrayList<>(canonical);
            shown.addAll(others);
        }
        StringBuilder b = new StringBuilder();
        for (Object o : shown) {
            b.append(b.length() == 0 ? "" : ",").append(print(o, sorted));
        }
        return b.toString();
    }

    /**
     * Refuses a game with a loopy part where play must end (followers, misère outcome, the form as
     * written): a stopper's options lead back to it, so only its options are listed here.
     */
    private static void requireShort(Object x) {
        org.cgcheck.loopy.SidedValue s = loopyPart(x);
        if (s != null) {
            throw new org.cgcheck.fn.BadCall("the followers, outcomes and forms of an explicit game with a loopy part ("
                    + s + ") are not computed here (CGSuite answers some; cgcheck lists only its options)");
        }
    }

    static org.cgcheck.loopy.SidedValue loopyPart(Object x) {
        if (x instanceof org.cgcheck.loopy.SidedValue s) {
            return s;
        }
        List<Object> parts = x instanceof Compound c ? List.of(c.g(), c.h()) : x instanceof Negative n ? List.of(n.g())
                : x instanceof Braces b ? concat(b.left(), b.right()) : List.of();
        for (Object p : parts) {
            org.cgcheck.loopy.SidedValue s = loopyPart(p);
            if (s != null) {
                return s;
            }
        }
        return null;
    }

    private static List<Object> concat(List<Object> a, List<Object> b) {
        List<Object> out = new ArrayList<>(a);
        out.addAll(b);
        return out;
    }

    /** −x: CGSuite's negation of each kind (a product's negative stays written as one). */
    static Object negate(Object x) {
        if (x instanceof Game g) {
            return g.negate();
        }
        if (x instanceof org.cgcheck.loopy.SidedValue s) {
            return s.negate();      // '{1|0}' + on negates to '{0|-1}' + off
        }
        if (x instanceof Braces b) {
            return new Braces(negateAll(b.right()), negateAll(b.left()));
        }
        if (x instanceof Negative n) {
            return n.g();
        }
        Compound c = (Compound) x;
        return c.kind == Kind.CONWAY_PRODUCT || c.kind == Kind.ORDINAL_PRODUCT ? new Negative(c)
                : new Compound(c.kind, negate(c.g()), negate(c.h()));
    }

    private static List<Object> negateAll(List<Object> xs) {
        List<Object> out = new ArrayList<>(xs.size());
        for (Object x : xs) {
            out.add(negate(x));
        }
        return out;
    }

    /** A value as a part: an integer is its game. */
    static Object part(Object x) {
        return x instanceof BigInteger n ? Game.integer(n.longValueExact()) : x;
    }

    /**
     * The options of x for Left (or Right), as CGSuite's classes give them: a canonical game's
     * canonical options, the braces' as written, a compound's by its rule (ONAG; Winning Ways ch. 9
     * for the conjunctive and selective sums; CGSuite's Game.OrdinalProduct for the ordinal product).
     */
    static List<Object> options(Object x, boolean left) {
        if (x instanceof org.cgcheck.loopy.SidedValue s) {
            return LoopyProperties.stopperOptions(s, left);     // a stopper part: ('{1|0}' + on).LeftOptions
        }
        if (x instanceof Game g) {
            return new ArrayList<>(left ? g.leftOptions() : g.rightOptions());
        }
        if (x instanceof Braces b) {
            return b.left() == b.right() ? b.left() : left ? b.left() : b.right();
        }
        if (x instanceof Negative n) {
            return negateAll(options(n.g(), !left));
        }
        Compound c = (Compound) x;
        Object g = c.g();
        Object h = c.h();
        List<Object> out = new ArrayList<>();
        switch (c.kind) {
            case SUM:
                disjunctive(g, h, left, out);
                break;
            case CONJUNCTIVE:
                conjunctive(g, h, left, out);
                break;
            case SELECTIVE:
                disjunctive(g, h, left, out);
                conjunctive(g, h, left, out);
                break;
            case ORDINAL_SUM:
                out.addAll(options(g, left));
                for (Object ho : options(h, left)) {
                    out.add(new Compound(Kind.ORDINAL_SUM, g, ho));
                }
                break;
            case ORDINAL_PRODUCT:
                for (boolean p : new boolean[] {true, false}) {
                    for (Object ho : options(h, p)) {
                        for (Object go : options(p ? g : negate(g), left)) {
                            out.add(new Compound(Kind.ORDINAL_SUM, new Compound(Kind.ORDINAL_PRODUCT, g, ho), go));
                        }
                    }
                }
                break;
            default:        // Conway's product: G^X H + G H^Y − G^X H^Y, Y = X for Left, the other for Right
                for (boolean p : new boolean[] {true, false}) {
                    for (Object go : options(g, p)) {
                        for (Object ho : options(h, left == p)) {
                            Object a = new Compound(Kind.SUM, new Compound(Kind.CONWAY_PRODUCT, go, h),
                                    new Compound(Kind.CONWAY_PRODUCT, g, ho));
                            out.add(new Compound(Kind.SUM, a, negate(new Compound(Kind.CONWAY_PRODUCT, go, ho))));
                        }
                    }
                }
        }
        return out;
    }

    private static void disjunctive(Object g, Object h, boolean left, List<Object> out) {
        for (Object go : options(g, left)) {
            out.add(new Compound(Kind.SUM, go, h));
        }
        for (Object ho : options(h, left)) {
            out.add(new Compound(Kind.SUM, g, ho));
        }
    }

    private static void conjunctive(Object g, Object h, boolean left, List<Object> out) {
        for (Object go : options(g, left)) {
            for (Object ho : options(h, left)) {
                out.add(new Compound(Kind.CONJUNCTIVE, go, ho));
            }
        }
    }

    /**
     * Are x's options a set in CGSuite (its collections follow the first part's: a canonical
     * game's options are a set, braces' a list; a Conway product's are a list)?
     */
    static boolean isSet(Object x) {
        if (x instanceof Game || x instanceof org.cgcheck.loopy.SidedValue) {
            return true;
        }
        if (x instanceof Negative n) {
            return isSet(n.g());
        }
        return x instanceof Compound c && c.kind != Kind.CONWAY_PRODUCT && c.kind != Kind.ORDINAL_PRODUCT && isSet(c.g());
    }

    /** x and every game reachable from it (CGSuite's Followers: a set, by equality of the games as written). */
    static java.util.Set<Object> followers(Object x) {
        requireShort(x);
        java.util.Set<Object> seen = new java.util.LinkedHashSet<>();
        java.util.ArrayDeque<Object> todo = new java.util.ArrayDeque<>(List.of(x));
        while (!todo.isEmpty()) {
            Object y = todo.pop();
            if (seen.add(y)) {
                org.cgcheck.game.EvaluationStopped.check();
                todo.addAll(options(y, true));
                todo.addAll(options(y, false));
            }
        }
        return seen;
    }

    /** The misère outcome class of the game as written (who wins when the last mover loses). */
    static org.cgcheck.game.Outcome misereOutcome(Object x) {
        requireShort(x);
        Map<Object, Boolean> memo = new HashMap<>();
        boolean left = misereWinsFirst(x, true, memo);
        boolean right = misereWinsFirst(x, false, memo);
        return left ? (right ? org.cgcheck.game.Outcome.N : org.cgcheck.game.Outcome.L)
                : right ? org.cgcheck.game.Outcome.R : org.cgcheck.game.Outcome.P;
    }

    /** Does the player (Left if left) moving first win x in misère play? With no move, yes. */
    private static boolean misereWinsFirst(Object x, boolean left, Map<Object, Boolean> memo) {
        List<Object> key = List.of(x, left);
        Boolean known = memo.get(key);
        if (known != null) {
            return known;
        }
        org.cgcheck.game.EvaluationStopped.check();
        List<Object> moves = options(x, left);
        boolean wins = moves.isEmpty();
        for (int i = 0; !wins && i < moves.size(); i++) {
            wins = !misereWinsFirst(moves.get(i), !left, memo);
        }
        memo.put(key, wins);
        return wins;
    }

    /** The game as a literal form: its options as its rules give them, a canonical part as its canonical form. */
    static org.cgcheck.form.Form form(Object x) {
        requireShort(x);
        return form(x, new HashMap<>());
    }

    private static org.cgcheck.form.Form form(Object x, Map<Object, org.cgcheck.form.Form> memo) {
        if (x instanceof Game g) {
            return org.cgcheck.form.Form.canonical(g);
        }
        org.cgcheck.form.Form known = memo.get(x);
        if (known == null) {
            org.cgcheck.game.EvaluationStopped.check();
            List<org.cgcheck.form.Form> l = new ArrayList<>();
            List<org.cgcheck.form.Form> r = new ArrayList<>();
            for (Object o : options(x, true)) {
                l.add(form(o, memo));
            }
            for (Object o : options(x, false)) {
                r.add(form(o, memo));
            }
            known = org.cgcheck.form.Form.of(l, r);
            memo.put(x, known);
        }
        return known;
    }

    /** The canonical form (normal-play value) of a game kept as written. */
    static Game canonical(Object x) {
        return canonical(x, new HashMap<>());
    }

    private static Game canonical(Object x, Map<Object, Game> memo) {
        if (x instanceof org.cgcheck.loopy.SidedValue s) {
            throw new org.cgcheck.fn.BadCall("that is not a short game: an explicit game with the loopy part " + s
                    + " has no canonical form (as in CGSuite, which offers GameValue; cgcheck does not compute it here)");
        }
        if (x instanceof Game g) {
            return g;
        }
        Game known = memo.get(x);
        if (known != null) {
            return known;
        }
        org.cgcheck.game.EvaluationStopped.check();
        Game v;
        if (x instanceof Compound c && c.kind == Kind.SUM) {
            v = canonical(c.g(), memo).plus(canonical(c.h(), memo));        // a sum's value is its parts' values'
        } else if (x instanceof Compound c && c.kind == Kind.ORDINAL_SUM && c.g() instanceof Game g
                && c.h() instanceof Game h) {
            v = org.cgcheck.theory.OrdinalSum.of(g, h);       // on canonical forms, the engine's (as CGSuite's)
        } else if (x instanceof Negative n) {
            v = canonical(n.g(), memo).negate();
        } else {
            List<Game> l = new ArrayList<>();
            List<Game> r = new ArrayList<>();
            for (Object o : options(x, true)) {
                l.add(canonical(o, memo));
            }
            for (Object o : options(x, false)) {
                r.add(canonical(o, memo));
            }
            v = Game.of(l, r);
        }
        memo.put(x, v);
        return v;
    }
}
