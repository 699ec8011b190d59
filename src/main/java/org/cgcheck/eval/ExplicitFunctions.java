package org.cgcheck.eval;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.cgcheck.fn.Args;
import org.cgcheck.fn.BadCall;
import org.cgcheck.fn.Builtin;
import org.cgcheck.game.Game;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.ExplicitSyntax;
import org.cgcheck.lang.Pos;
import org.cgcheck.lang.SyntaxError;
import org.cgcheck.lang.Type;

/**
 * Issue 42's game operations: explicit games {@code '{1|0}'} and CGSuite's compounds of games.
 * <ul>
 * <li>CGSuite's own syntax keeps the game as CGSuite does: {@code G ConjunctiveSum H},
 * {@code G.SelectiveSum(H)}, {@code G.OrdinalProduct(H)} are unevaluated compounds even of
 * canonical games ({@code 1 ConjunctiveSum 1}), the functions {@code conjunctivesumgame},
 * {@code selectivesumgame}, {@code ordinalproductgame}.</li>
 * <li>In claims, {@code conjunctivesum(G, H)}, {@code selectivesum(G, H)} and
 * {@code ordinalproduct(G, H)} are the canonical forms of those games (values, which compare);
 * each reads its arguments' options as given, so a canonical game's are its canonical options.</li>
 * <li>On an explicit game, {@code canonical}, {@code rcf}, {@code atomicweight}, {@code outcome},
 * the options and {@code conwayproduct} answer as CGSuite's class Game does; the other
 * properties are refused, as CGSuite refuses them.</li>
 * </ul>
 */
final class ExplicitFunctions {
    private ExplicitFunctions() {
    }

    /** Functions that answer for an explicit argument, and their result types. */
    private static final Map<String, Type> ON_EXPLICIT = Map.ofEntries(
            Map.entry("canonical", Type.GAME), Map.entry("rcf", Type.GAME),
            Map.entry("atomicweight", Type.GAME), Map.entry("gamevalue", Type.GAME),
            Map.entry("outcome", Type.OUTCOME), Map.entry("leftoptions", Type.EXPLICIT_OPTIONS),
            Map.entry("rightoptions", Type.EXPLICIT_OPTIONS), Map.entry("options", Type.EXPLICIT_OPTIONS),
            Map.entry("alloptions", Type.EXPLICIT_OPTIONS), Map.entry("conwayproduct", Type.EXPLICIT),
            Map.entry("followers", Type.EXPLICIT_OPTIONS), Map.entry("followercount", Type.INT),
            Map.entry("misereoutcome", Type.OUTCOME));

    private static final Set<String> COMPOUNDS = Set.of("conjunctivesumgame", "selectivesumgame",
            "ordinalproductgame", "conjunctivesum", "selectivesum", "ordinalproduct");

    /** A collection of options, printed as CGSuite prints its list: {@code [1,'{|}']}. */
    record Options(List<Object> games, boolean set) implements org.cgcheck.fn.Typed {
        @Override
        public String toString() {
            List<Object> shown = games;
            if (set) {      // CGSuite's set: no repeats, canonical games first in its order
                List<Game> canonical = new ArrayList<>();
                List<Object> others = new ArrayList<>();
                for (Object g : new java.util.LinkedHashSet<>(games)) {
                    if (g instanceof Game x) {
                        canonical.add(x);
                    } else {
                        others.add(g);
                    }
                }
                canonical.sort(org.cgcheck.game.Notation.ORDER);
                shown = new ArrayList<>(canonical);
                shown.addAll(others);
            }
            StringBuilder b = new StringBuilder(set ? "{" : "[");
            for (Object g : shown) {
                b.append(b.length() == 1 ? "" : ",").append(g);
            }
            return b.append(set ? '}' : ']').toString();
        }

        @Override
        public String typeName() {
            return "a list of games";
        }
    }

    /** Signatures for {@link Signatures}'s table. */
    interface Put {
        void put(String name, Type result, Type... params);
    }

    static void signatures(Put put) {
        for (String n : COMPOUNDS) {
            put.put(n, n.endsWith("game") ? Type.EXPLICIT : Type.GAME, Type.EXPLICIT, Type.EXPLICIT);
        }
        put.put(ExplicitSyntax.LITERAL, Type.EXPLICIT, Type.EXPLICIT);     // the count first: an integer fits
    }

    static List<Builtin> functions() {
        List<Builtin> out = new ArrayList<>();
        compound(out, "conjunctivesum", "ConjunctiveSum", ExplicitGame.Kind.CONJUNCTIVE,
                "the conjunctive sum G ∧ H = {G^L ∧ H^L | G^R ∧ H^R}: move in both (Winning Ways ch. 9)");
        compound(out, "selectivesum", "SelectiveSum", ExplicitGame.Kind.SELECTIVE,
                "the selective sum G ∨ H: move in one or both components (Winning Ways ch. 9)");
        compound(out, "ordinalproduct", "OrdinalProduct", ExplicitGame.Kind.ORDINAL_PRODUCT,
                "the ordinal product (CGSuite's Game.OrdinalProduct): each blue edge of H's stalk a copy of G,"
                        + " each red one a copy of -G");
        out.add(new Builtin(ExplicitSyntax.LITERAL, 1, Integer.MAX_VALUE, "'{L|R}'", "An explicit game: the braces kept"
                + " as written, not canonicalised ('{*|*}' is not 0). CGSuite: ExplicitGame",
                args -> literal(args)));
        return out;
    }

    private static void compound(List<Builtin> out, String name, String cgsuite, ExplicitGame.Kind kind, String what) {
        out.add(new Builtin(name, 2, 2, name + "(G, H)", "The canonical form of " + what + ". CGSuite:"
                + " (G " + cgsuite + " H).CanonicalForm", args -> ExplicitGame.canonical(make(kind, args, name))));
        out.add(new Builtin(name + "game", 2, 2, name + "game(G, H)", "G " + cgsuite + " H kept unevaluated, as"
                + " CGSuite's G." + cgsuite + "(H) and G " + cgsuite + " H print it: " + what, args -> make(kind, args,
                        name + "game")));
    }

    private static Object make(ExplicitGame.Kind kind, List<Object> args, String name) {
        return new ExplicitGame.Compound(kind, part(args.get(0), name + "'s first argument"),
                part(args.get(1), name + "'s second argument"));
    }

    private static Object part(Object v, String what) {
        if (v instanceof org.cgcheck.loopy.SidedValue s) {      // '{1|0}' ConjunctiveSum on, as in CGSuite
            if (!s.isStopper()) {
                throw new BadCall(what + " is " + s + ", a loopy value that is not a stopper (as in CGSuite: only a"
                        + " stopper is kept as a part of an explicit game)");
            }
            return s;
        }
        return v instanceof ExplicitGame ? v : Args.game(v, what);
    }

    /** The literal's arguments: the number of Left options, then the Left options and the Right ones. */
    private static Object literal(List<Object> args) {
        int n = ((BigInteger) args.get(0)).intValueExact();
        List<Object> l = new ArrayList<>();
        List<Object> r = new ArrayList<>();
        for (int i = 1; i < args.size(); i++) {
            (i <= n ? l : r).add(part(args.get(i), "an option"));
        }
        return new ExplicitGame.Braces(List.copyOf(l), List.copyOf(r));
    }

    /** Plain braces with an explicit game among the options are explicit too ({@code {1|'{1|0}'}}). */
    static Object braces(List<Object> l, List<Object> r) {
        List<Object> lo = new ArrayList<>();
        List<Object> ro = new ArrayList<>();
        for (Object x : l) {
            lo.add(part(x, "an option"));
        }
        for (Object x : r) {
            ro.add(part(x, "an option"));
        }
        return new ExplicitGame.Braces(List.copyOf(lo), List.copyOf(ro));
    }

    private static Options options(Object g, boolean left) {
        Object x = listable(g);
        return new Options(List.copyOf(ExplicitGame.options(x, left)), ExplicitGame.isSet(x));
    }

    /** A game whose options CGSuite lists: not the negative of a product (its NegativeGame has no Options). */
    private static Object listable(Object g) {
        if (g instanceof ExplicitGame.Negative) {
            throw new BadCall("CGSuite lists no options of a negated product such as " + g + " (its NegativeGame"
                    + " has no Options method); canonical(G) has options");
        }
        return ExplicitGame.part(g);
    }

    /** Does the call take its explicit arguments here (else the usual path, which refuses them)? */
    static boolean handles(String name, List<Object> args) {
        return ON_EXPLICIT.containsKey(name) && ExplicitGame.any(args);
    }

    /** A function of {@link #ON_EXPLICIT} applied to an explicit game. */
    static Object apply(String name, List<Object> args, Pos pos) {
        Object g = args.get(0);
        switch (name) {
            case "leftoptions":
                return options(g, true);
            case "rightoptions":
                return options(g, false);
            case "options":
            case "alloptions": {
                listable(g);
                List<Object> all = new ArrayList<>(ExplicitGame.options(g, true));
                all.addAll(ExplicitGame.options(g, false));
                return new Options(List.copyOf(all), ExplicitGame.isSet(ExplicitGame.part(g)));   // Options(Left) Concat Options(Right)
            }
            case "followers":
                return new Options(List.copyOf(ExplicitGame.followers(ExplicitGame.part(g))), true);
            case "followercount":
                return BigInteger.valueOf(ExplicitGame.followers(ExplicitGame.part(g)).size());
            case "misereoutcome":
                return ExplicitGame.misereOutcome(g);
            case "conwayproduct":
                return new ExplicitGame.Compound(ExplicitGame.Kind.CONWAY_PRODUCT, part(g, "conwayproduct's first"
                        + " argument"), part(args.get(1), "conwayproduct's second argument"));
            default:
                break;
        }
        Object loopy = ExplicitLoopyValues.apply(name, g, pos);        // ('{1|0}' + on).GameValue is on
        if (loopy != null) {
            return loopy;
        }
        Game v = ExplicitGame.canonical(g);
        List<Object> rest = new ArrayList<>(args);
        rest.set(0, v);
        return Interpreter.apply(Functions.lookup(name.equals("gamevalue") ? "canonical" : name), rest, pos);
    }

    /** The type of a call with an explicit argument, or null when the usual rules decide (and refuse). */
    static Type call(TypeChecker tc, String name, List<Expr> args, Map<String, Type> scope) {
        if (ExplicitSyntax.LITERAL.equals(name) && args.size() > 1) {        // '{on|0}': a stopper option, as in CGSuite
            for (Expr a : args.subList(1, args.size())) {
                Type t = tc.typeOf(a, scope);
                if (t != Type.LOOPY) {
                    tc.want(a, Type.EXPLICIT, scope, "an option of '{L|R}'");
                }
            }
            return Type.EXPLICIT;
        }
        if (name != null && name.endsWith("game") && COMPOUNDS.contains(name) && args.size() == 2) {
            Type a = tc.typeOf(args.get(0), scope);
            Type b = tc.typeOf(args.get(1), scope);
            if (a == Type.EXPLICIT && b == Type.LOOPY || a == Type.LOOPY && b == Type.EXPLICIT) {
                return Type.EXPLICIT;       // '{1|0}' ConjunctiveSum on: a stopper part, kept as written
            }
        }
        Type result = name == null ? null : ON_EXPLICIT.get(name.toLowerCase(java.util.Locale.ROOT));
        if (result == null || args.isEmpty()) {
            return null;
        }
        boolean explicit = false;
        for (Expr a : args) {
            explicit |= tc.typeOf(a, scope) == Type.EXPLICIT;
        }
        if (!explicit) {
            return null;
        }
        if (name.equalsIgnoreCase("conwayproduct")) {
            for (Expr a : args) {
                tc.want(a, Type.EXPLICIT, scope, "conwayproduct's argument");
            }
        }
        if (args.size() != (name.equalsIgnoreCase("conwayproduct") ? 2 : 1)) {
            throw new SyntaxError(name + " takes " + (name.equalsIgnoreCase("conwayproduct") ? 2 : 1) + " arguments here",
                    args.get(0).pos());
        }
        return result;
    }
}
