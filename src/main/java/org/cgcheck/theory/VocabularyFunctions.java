package org.cgcheck.theory;

import java.math.BigInteger;
import java.util.List;
import org.cgcheck.game.Dyadic;
import org.cgcheck.game.Game;
import org.cgcheck.game.Thermograph;
import org.cgcheck.game.UptimalExpansion;
import org.cgcheck.game.Uptimals;
import org.cgcheck.lang.Function;
import org.cgcheck.lang.Functions;
import org.cgcheck.lang.GameSet;
import org.cgcheck.lang.Pos;
import org.cgcheck.lang.SyntaxError;
import org.cgcheck.lang.Values;

/**
 * The rest of CGSuite's vocabulary for short games (issue 13): companion, freeze, incentives,
 * options and followers as sets, parity and temperedness, shape predicates, misère outcome,
 * stop count, thermographs, uptimal expansions, max/min of numbers and overheating.
 */
public final class VocabularyFunctions {
    private VocabularyFunctions() {
    }

    public static void register() {
        Functions.register(Functions.unary("companion", "Companion of G (CGSuite's Companion)", Companion::of));
        Functions.register(Functions.unary("freeze", "G cooled by its own temperature (a number is its own freeze)",
                Cooling::freeze));
        Functions.register(Functions.unary("incentives", "The set of G's incentives G^L - G and G - G^R, "
                + "dominated ones removed (as CGSuite)", g -> GameSet.of(Incentives.of(g, true, true))));
        Functions.register(Functions.unary("leftincentives", "The set of Left's incentives G^L - G",
                g -> GameSet.of(Incentives.of(g, true, false))));
        Functions.register(Functions.unary("rightincentives", "The set of Right's incentives G - G^R",
                g -> GameSet.of(Incentives.of(g, false, true))));
        Functions.register(Functions.unary("leftoptions", "The set of G's canonical Left options",
                g -> GameSet.of(g.leftOptions())));
        Functions.register(Functions.unary("rightoptions", "The set of G's canonical Right options",
                g -> GameSet.of(g.rightOptions())));
        Functions.register(Functions.unary("followers", "The set of every position of G's canonical form, G included",
                g -> GameSet.of(Followers.of(g))));
        Functions.register(Functions.unary("followercount", "The number of followers of G's canonical form",
                g -> BigInteger.valueOf(Followers.of(g).size())));
        Functions.register(Functions.unary("stopcount", "Lines of canonical play until a number is reached",
                Followers::stopCount));
        Functions.register(Functions.unary("isatomic", "Has G an atomic weight?", VocabularyFunctions::isAtomic));
        Functions.register(Functions.unary("iseven", "Even: every option odd (canonical form)", Parity::isEven));
        Functions.register(Functions.unary("isodd", "Odd: not 0 and every option even (canonical form)", Parity::isOdd));
        Functions.register(Functions.unary("iseventempered", "Even-tempered: a number, or every option odd-tempered",
                Parity::isEvenTempered));
        Functions.register(Functions.unary("isoddtempered", "Odd-tempered: not a number, every option even-tempered",
                Parity::isOddTempered));
        Functions.register(Functions.unary("isnumbertiny", "A number, or a number plus Tiny(x) or Miny(x)",
                Shapes::isNumberTiny));
        Functions.register(Functions.unary("isordinal", "A short ordinal: a non-negative integer", Shapes::isOrdinal));
        Functions.register(Functions.unary("isuptimal", "Has G an uptimal expansion?", Shapes::isUptimal));
        Functions.register(Functions.unary("iszero", "G = 0", g -> g == Game.ZERO));
        Functions.register(Functions.unary("misereoutcome", "Outcome class of G's canonical form played misère",
                MisereOutcome::of));
        Functions.register(Functions.unary("thermograph", "The thermograph of G (walls, mast, temperature)",
                Game::thermograph));
        Functions.register(new Function("uptimalexpansion", 1, 1, "uptimalexpansion(G)",
                "The uptimal expansion x.d1d2...dn of an uptimal; an error for other games",
                (args, pos) -> uptimal(Values.game(args.get(0), pos, "uptimalexpansion's argument"), pos)));
        Functions.register(new Function("overheat", 3, 3, "overheat(G, s, t)", "G overheated from s to t",
                (args, pos) -> Cooling.overheat(TheoryFunctions.game(args, 0, pos, "overheat"),
                        TheoryFunctions.game(args, 1, pos, "overheat"), TheoryFunctions.game(args, 2, pos, "overheat"))));
        Functions.register(new Function("max", 2, 2, "max(x, y)", "The larger of two numbers",
                (args, pos) -> extreme(args, pos, "max", true)));
        Functions.register(new Function("min", 2, 2, "min(x, y)", "The smaller of two numbers",
                (args, pos) -> extreme(args, pos, "min", false)));
        registerSetsAndThermographs();
    }

    private static void registerSetsAndThermographs() {
        Functions.register(new Function("setof", 0, Integer.MAX_VALUE, "setof(G1, G2, ...)",
                "The set of the listed games; {G1, G2, ...} (braces without '|') is the same set", (args, pos) -> {
                    List<Game> gs = new java.util.ArrayList<>();
                    for (Object a : args) {
                        gs.add(Values.game(a, pos, "an element of a set"));
                    }
                    return GameSet.of(gs);
                }));
        Functions.register(new Function("count", 1, 1, "count(S)", "The number of elements of a set",
                (args, pos) -> BigInteger.valueOf(set(args.get(0), pos, "count").size())));
        Functions.register(new Function("mast", 1, 1, "mast(T)", "The mast value (the mean) of a thermograph",
                (args, pos) -> Game.number(thermograph(args.get(0), pos, "mast").mast())));
        Functions.register(new Function("freezingpoint", 1, 1, "freezingpoint(T)",
                "The temperature where a thermograph's walls meet (the game's temperature)",
                (args, pos) -> Game.number(thermograph(args.get(0), pos, "freezingpoint").temperature())));
        Functions.register(new Function("leftwall", 2, 2, "leftwall(T, t)", "The left wall of a thermograph at t ≥ -1",
                (args, pos) -> Game.number(thermograph(args.get(0), pos, "leftwall").leftWallAt(
                        wallTemperature(args.get(1), pos, "leftwall")))));
        Functions.register(new Function("rightwall", 2, 2, "rightwall(T, t)",
                "The right wall of a thermograph at t ≥ -1", (args, pos) -> Game.number(
                        thermograph(args.get(0), pos, "rightwall").rightWallAt(
                                wallTemperature(args.get(1), pos, "rightwall")))));
    }

    static boolean isAtomic(Game g) {
        if (g.leftStop().signum() != 0 || g.rightStop().signum() != 0) {
            return false;
        }
        try {
            AtomicWeight.of(g);
            return true;
        } catch (ArithmeticException e) {
            return false;
        }
    }

    private static UptimalText uptimal(Game g, Pos pos) {
        UptimalExpansion e = Uptimals.expansion(g);
        if (e == null) {
            throw new SyntaxError("uptimalexpansion: " + g + " is not an uptimal (CGSuite: Not a method or member "
                    + "variable: `UptimalExpansion`)", pos);
        }
        return new UptimalText(e);
    }

    private static Game extreme(List<Object> args, Pos pos, String fn, boolean max) {
        Game a = TheoryFunctions.game(args, 0, pos, fn);
        Game b = TheoryFunctions.game(args, 1, pos, fn);
        if (!a.isNumber() || !b.isNumber()) {
            throw new SyntaxError(fn + ": both arguments must be numbers, got " + (a.isNumber() ? b : a), pos);
        }
        int c = a.numberValue().compareTo(b.numberValue());
        return max == c >= 0 ? a : b;
    }

    private static GameSet set(Object v, Pos pos, String fn) {
        if (v instanceof GameSet s) {
            return s;
        }
        throw new SyntaxError(fn + "'s argument must be a set of games, not " + Values.typeName(v), pos);
    }

    private static Thermograph thermograph(Object v, Pos pos, String fn) {
        if (v instanceof Thermograph t) {
            return t;
        }
        if (v instanceof Game || v instanceof BigInteger || v instanceof org.cgcheck.form.Form) {
            return Values.game(v, pos, fn).thermograph();
        }
        throw new SyntaxError(fn + "'s argument must be a thermograph, not " + Values.typeName(v), pos);
    }

    private static Dyadic wallTemperature(Object v, Pos pos, String fn) {
        Game t = Values.game(v, pos, fn + "'s temperature");
        if (!t.isNumber() || t.numberValue().compareTo(Dyadic.MINUS_ONE) < 0) {
            throw new SyntaxError(fn + ": the temperature must be a number ≥ -1, got " + t, pos);
        }
        return t.numberValue();
    }
}
