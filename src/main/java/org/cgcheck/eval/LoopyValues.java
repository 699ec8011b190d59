package org.cgcheck.eval;

import java.util.List;
import java.util.Map;
import org.cgcheck.fn.Args;
import org.cgcheck.fn.BadCall;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.Expr.Op;
import org.cgcheck.lang.Pos;
import org.cgcheck.lang.SyntaxError;
import org.cgcheck.loopy.GraphBuilder;
import org.cgcheck.loopy.Loopy;
import org.cgcheck.loopy.LoopyGame;
import org.cgcheck.loopy.LoopySyntaxError;
import org.cgcheck.loopy.SidedValue;
import org.cgcheck.loopy.Sidling;

/**
 * Loopy games in the claim language (docs/loopy.md): their literals and constants, sums,
 * negation, comparison and braces with loopy options. A loopy value is a {@link SidedValue};
 * short games are coerced into it where they meet one.
 */
public final class LoopyValues {
    private LoopyValues() {
    }

    /** CGSuite's predefined loopy constants, as names of the language. */
    static final Map<String, String> CONSTANTS = Map.of("on", "{pass|}", "off", "{|pass}", "dud", "{pass|pass}",
            "over", "{0|pass}", "under", "{pass|0}", "upon", "{pass|*}");

    static Object constant(String name) {
        String text = CONSTANTS.get(name);
        return text == null ? null : Loopy.parseValue(text);
    }

    static SidedValue literal(Expr.LoopyLit l) {
        try {
            return Loopy.parseValue(l.text());
        } catch (LoopySyntaxError e) {
            throw new SyntaxError(e.getMessage(), at(l, e.offset));
        } catch (Sidling.NotSettled e) {
            throw new SyntaxError(e.getMessage(), l.pos());
        }
    }

    /** The source position of an offset in the literal's text. */
    private static Pos at(Expr.LoopyLit l, int offset) {
        int k = 0;
        while (k + 1 < l.starts().size() && l.starts().get(k + 1) <= offset) {
            k++;
        }
        Pos p = l.at().get(k);
        int d = offset - l.starts().get(k);
        return new Pos(p.line(), p.col() + d, p.offset() + d);
    }

    /** A loopy value, coercing a short game (or integer, or form). */
    public static SidedValue of(Object v, String what) {
        if (v instanceof SidedValue s) {
            return s;
        }
        return SidedValue.of(LoopyGame.of(Args.game(v, what)));
    }

    /**
     * outcome(G) (.OutcomeClass) of a loopy game, as CGSuite gives it: L, R, N, P as for short
     * games (the same constants), or one of the classes with draws D, PHat, PCheck, NHat, NCheck.
     */
    static Object outcomeClass(SidedValue s) {
        org.cgcheck.loopy.LoopyOutcomeClass c = s.outcomeClass();
        switch (c) {
            case L: return org.cgcheck.game.Outcome.L;
            case R: return org.cgcheck.game.Outcome.R;
            case N: return org.cgcheck.game.Outcome.N;
            case P: return org.cgcheck.game.Outcome.P;
            default: return c;
        }
    }

    static boolean isLoopy(Object x, Object y) {
        return x instanceof SidedValue || y instanceof SidedValue;
    }

    static Object operate(Op op, Object x, Object y, Expr.Binary b) {
        SidedValue g;
        SidedValue h;
        try {
            // The messages only where a side must be coerced (building them costs a cold line).
            g = x instanceof SidedValue s ? s : of(x, "the left side of '" + op.symbol + "'");
            h = y instanceof SidedValue s ? s : of(y, "the right side of '" + op.symbol + "'");
        } catch (BadCall e) {
            throw new SyntaxError(e.getMessage(), b.pos());
        }
        try {
            switch (op) {
                case SIDLE: return sidle(g, h, b);
                case ADD: return g.plus(h);
                case SUB: return g.minus(h);
                case EQ: return g.equalTo(h);
                case NE: return !g.equalTo(h);
                case LE: return g.leq(h);
                case GE: return g.geq(h);
                case LT: return g.leq(h) && !g.geq(h);
                case GT: return g.geq(h) && !g.leq(h);
                case FUZZY: return !g.leq(h) && !g.geq(h);
                case LFUZZY: return !g.geq(h);
                case GFUZZY: return !g.leq(h);
                default:
                    throw new SyntaxError("'" + op.symbol + "' is not defined for loopy games", b.pos());
            }
        } catch (Sidling.NotSettled e) {
            throw new SyntaxError(e.getMessage(), b.pos());
        }
    }

    private static SidedValue sidle(SidedValue s, SidedValue t, Expr.Binary b) {
        if (!s.isStopper() || !t.isStopper()) {
            throw new SyntaxError("S & T takes stoppers, but " + (s.isStopper() ? t : s) + " is not one", b.pos());
        }
        if (!s.geq(t)) {
            throw new SyntaxError("S & T needs S >= T (the onside at least the offside), but " + s + " is not >= " + t,
                    b.pos());
        }
        return SidedValue.sidle(s.onside(), t.onside());
    }

    /** {@code {A, B | C}} with a loopy option: a game graph over the options' graphs. */
    static SidedValue braces(List<Object> left, List<Object> right, Pos pos) {
        GraphBuilder b = new GraphBuilder();
        int root = b.addNode();
        for (Object o : left) {
            b.addLeft(root, node(b, o, pos));
        }
        for (Object o : right) {
            b.addRight(root, node(b, o, pos));
        }
        try {
            return SidedValue.of(b.build(root));
        } catch (Sidling.NotSettled e) {
            throw new SyntaxError(e.getMessage(), pos);
        }
    }

    /** {@code +-G} with a loopy option: {G, H | -G, -H}. */
    static SidedValue plusMinus(List<Object> options, Pos pos) {
        List<Object> negatives = new java.util.ArrayList<>();
        for (Object o : options) {
            try {
                negatives.add(of(o, "an option").negate());
            } catch (BadCall e) {
                throw new SyntaxError(e.getMessage(), pos);
            }
        }
        return braces(options, negatives, pos);
    }

    private static int node(GraphBuilder b, Object o, Pos pos) {
        if (o instanceof SidedValue s) {
            if (s.graph() == null) {
                throw new SyntaxError("a value written S & T has no game graph, so it cannot be an option", pos);
            }
            return b.embed(s.graph());
        }
        try {
            return b.embed(Args.game(o, "an option"));
        } catch (BadCall e) {
            throw new SyntaxError(e.getMessage(), pos);
        }
    }

    static boolean anyLoopy(List<Object> l, List<Object> r) {
        return anyLoopy(l) || anyLoopy(r);
    }

    private static boolean anyLoopy(List<Object> xs) {
        for (Object x : xs) {
            if (x instanceof SidedValue) {
                return true;
            }
        }
        return false;
    }

    /** Does the expression mention a loopy term? (The provers know only short games' laws.) */
    public static boolean mentions(Expr e) {
        if (e instanceof Expr.LoopyLit) {
            return true;
        }
        if (e instanceof Expr.Var v && CONSTANTS.containsKey(v.name())) {
            return true;
        }
        if ((e instanceof Expr.Call c && LoopyFunctions.NAMES.contains(c.name().toLowerCase()))
                || e instanceof Expr.Property p && LoopyFunctions.PROPERTIES.contains(p.name())) {
            return true;
        }
        for (Expr k : org.cgcheck.lang.ExprChildren.of(e)) {
            if (mentions(k)) {
                return true;
            }
        }
        return false;
    }
}
