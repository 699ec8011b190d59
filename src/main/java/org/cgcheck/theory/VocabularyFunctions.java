package org.cgcheck.theory;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.cgcheck.game.Dyadic;
import org.cgcheck.game.Game;
import org.cgcheck.game.Thermograph;
import org.cgcheck.game.UptimalExpansion;
import org.cgcheck.game.Uptimals;
import org.cgcheck.fn.GameSet;
import org.cgcheck.fn.Args;
import org.cgcheck.fn.BadCall;
import org.cgcheck.fn.Builtin;

/**
 * The rest of CGSuite's vocabulary for short games (issue 13): companion, freeze, incentives,
 * options and followers as sets, parity and temperedness, shape predicates, misère outcome,
 * stop count, thermographs, uptimal expansions, max/min of numbers and overheating.
 */
public final class VocabularyFunctions {
    private VocabularyFunctions() {
    }

    public static List<Builtin> functions() {
        List<Builtin> out = new ArrayList<>();
        out.add(Builtin.unary("companion", "Companion of G (CGSuite's Companion)", Companion::of));
        out.add(Builtin.unary("freeze", "G cooled by its own temperature (a number is its own freeze)",
                Cooling::freeze));
        out.add(Builtin.unary("incentives", "The set of G's incentives G^L - G and G - G^R, "
                + "dominated ones removed (as CGSuite)", g -> GameSet.of(Incentives.of(g, true, true))));
        out.add(Builtin.unary("leftincentives", "The set of Left's incentives G^L - G",
                g -> GameSet.of(Incentives.of(g, true, false))));
        out.add(Builtin.unary("rightincentives", "The set of Right's incentives G - G^R",
                g -> GameSet.of(Incentives.of(g, false, true))));
        out.add(Builtin.unary("leftoptions", "The set of G's canonical Left options",
                g -> GameSet.of(g.leftOptions())));
        out.add(Builtin.unary("rightoptions", "The set of G's canonical Right options",
                g -> GameSet.of(g.rightOptions())));
        out.add(Builtin.unary("followers", "The set of every position of G's canonical form, G included",
                g -> GameSet.of(Followers.of(g))));
        out.add(Builtin.unary("followercount", "The number of followers of G's canonical form",
                Followers::count));
        out.add(Builtin.unary("stopcount", "Lines of canonical play until a number is reached",
                Followers::stopCount));
        out.add(Builtin.unary("isatomic", "Has G an atomic weight?", VocabularyFunctions::isAtomic));
        out.add(Builtin.unary("iseven", "Even: every option odd (canonical form)", Parity::isEven));
        out.add(Builtin.unary("isodd", "Odd: not 0 and every option even (canonical form)", Parity::isOdd));
        out.add(Builtin.unary("iseventempered", "Even-tempered: a number, or every option odd-tempered",
                Parity::isEvenTempered));
        out.add(Builtin.unary("isoddtempered", "Odd-tempered: not a number, every option even-tempered",
                Parity::isOddTempered));
        out.add(Builtin.unary("isnumbertiny", "A number, or a number plus Tiny(x) or Miny(x)",
                Shapes::isNumberTiny));
        out.add(Builtin.unary("isordinal", "A short ordinal: a non-negative integer", Shapes::isOrdinal));
        out.add(Builtin.unary("isuptimal", "Has G an uptimal expansion?", Shapes::isUptimal));
        out.add(Builtin.unary("iszero", "G = 0", g -> g == Game.ZERO));
        out.add(Builtin.unary("thermograph", "The thermograph of G (walls, mast, temperature)",
                Game::thermograph));
        out.add(new Builtin("uptimalexpansion", 1, 1, "uptimalexpansion(G)",
                "The uptimal expansion x.d1d2...dn of an uptimal; an error for other games",
                args -> uptimal(Args.game(args.get(0), "uptimalexpansion's argument"))));
        out.add(new Builtin("overheat", 3, 3, "overheat(G, s, t)", "G overheated from s to t",
                args -> Cooling.overheat(TheoryFunctions.game(args, 0, "overheat"),
                        TheoryFunctions.game(args, 1, "overheat"), TheoryFunctions.game(args, 2, "overheat"))));
        out.add(new Builtin("max", 2, 2, "max(x, y)", "The larger of two numbers",
                args -> extreme(args, "max", true)));
        out.add(new Builtin("min", 2, 2, "min(x, y)", "The smaller of two numbers",
                args -> extreme(args, "min", false)));
        setsAndThermographs(out);
        return out;
    }

    private static void setsAndThermographs(List<Builtin> out) {
        out.add(new Builtin("setof", 0, Integer.MAX_VALUE, "setof(G1, G2, ...)",
                "The set of the listed games; {G1, G2, ...} (braces without '|') is the same set", args -> {
                    List<Game> gs = new java.util.ArrayList<>();
                    for (Object a : args) {
                        gs.add(Args.game(a, "an element of a set"));
                    }
                    return GameSet.of(gs);
                }));
        out.add(new Builtin("count", 1, 1, "count(S)", "The number of elements of a set",
                args -> BigInteger.valueOf(set(args.get(0), "count").size())));
        out.add(new Builtin("mast", 1, 1, "mast(T)", "The mast value (the mean) of a thermograph",
                args -> Game.number(thermograph(args.get(0), "mast").mast())));
        out.add(new Builtin("freezingpoint", 1, 1, "freezingpoint(T)",
                "The temperature where a thermograph's walls meet (the game's temperature)",
                args -> Game.number(thermograph(args.get(0), "freezingpoint").temperature())));
        out.add(new Builtin("leftwall", 2, 2, "leftwall(T, t)", "The left wall of a thermograph at t ≥ -1",
                args -> Game.number(thermograph(args.get(0), "leftwall").leftWallAt(
                        wallTemperature(args.get(1), "leftwall")))));
        out.add(new Builtin("rightwall", 2, 2, "rightwall(T, t)",
                "The right wall of a thermograph at t ≥ -1", args -> Game.number(
                        thermograph(args.get(0), "rightwall").rightWallAt(
                                wallTemperature(args.get(1), "rightwall")))));
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

    private static UptimalText uptimal(Game g) {
        UptimalExpansion e = Uptimals.expansion(g);
        if (e == null) {
            throw new BadCall("uptimalexpansion: " + g + " is not an uptimal (CGSuite: Not a method or member "
                    + "variable: `UptimalExpansion`)");
        }
        return new UptimalText(e);
    }

    private static Object extreme(List<Object> args, String fn, boolean max) {
        if (args.get(0) instanceof BigInteger i && args.get(1) instanceof BigInteger j) {
            return max ? i.max(j) : i.min(j);       // integers stay integers: 1..min(3, n) is a range
        }
        Game a = TheoryFunctions.game(args, 0, fn);
        Game b = TheoryFunctions.game(args, 1, fn);
        if (!a.isNumber() || !b.isNumber()) {
            throw new BadCall(fn + ": both arguments must be numbers, got " + (a.isNumber() ? b : a));
        }
        int c = a.numberValue().compareTo(b.numberValue());
        return max == c >= 0 ? a : b;
    }

    private static GameSet set(Object v, String fn) {
        if (v instanceof GameSet s) {
            return s;
        }
        throw new BadCall(fn + "'s argument must be a set of games, not " + Args.typeName(v));
    }

    private static Thermograph thermograph(Object v, String fn) {
        if (v instanceof Thermograph t) {
            return t;
        }
        if (v instanceof Game || v instanceof BigInteger || v instanceof org.cgcheck.form.Form) {
            return Args.game(v, fn).thermograph();
        }
        throw new BadCall(fn + "'s argument must be a thermograph, not " + Args.typeName(v));
    }

    private static Dyadic wallTemperature(Object v, String fn) {
        Game t = Args.game(v, fn + "'s temperature");
        if (!t.isNumber() || t.numberValue().compareTo(Dyadic.MINUS_ONE) < 0) {
            throw new BadCall(fn + ": the temperature must be a number ≥ -1, got " + t);
        }
        return t.numberValue();
    }
}
