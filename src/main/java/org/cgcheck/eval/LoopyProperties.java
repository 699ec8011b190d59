package org.cgcheck.eval;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.cgcheck.fn.BadCall;
import org.cgcheck.fn.Builtin;
import org.cgcheck.game.Game;
import org.cgcheck.lang.Type;
import org.cgcheck.loopy.LoopyGame;
import org.cgcheck.loopy.SidedValue;
import org.cgcheck.loopy.Sidling;
import org.cgcheck.loopy.StopperProperties;
import org.cgcheck.loopy.StopperStops;

/**
 * CGSuite's properties of loopy values (NormalValue, StopperSidedValue and CanonicalStopper in
 * aaron-siegel/cgsuite), answered as CGSuite answers them: a stopper equal to a short game as
 * that short game; a stopper with cycles from its simplest form; a value S & T that is not a
 * stopper has only the predicates (most of them false, as CGSuite's defaults are), its sides and
 * its outcome; a value without stopper sides only the predicates. Elsewhere an error, as CGSuite
 * raises one. Short-game functions (iszero, followers, ...) come here when their argument is a
 * loopy value (Interpreter.apply, TypeChecker.call).
 */
final class LoopyProperties {
    private LoopyProperties() {
    }

    /** Each function's CGSuite property name (for messages) and result type. */
    private static final Map<String, String> PROPERTY = Map.ofEntries(
            Map.entry("followercount", "FollowerCount"), Map.entry("followers", "Followers"),
            Map.entry("isidempotent", "IsIdempotent"), Map.entry("isinfinitesimal", "IsInfinitesimal"),
            Map.entry("isinteger", "IsInteger"), Map.entry("isloopfree", "IsLoopfree"),
            Map.entry("isnimber", "IsNimber"), Map.entry("isnumber", "IsNumber"),
            Map.entry("isnumberish", "IsNumberish"), Map.entry("isnumbertiny", "IsNumberTiny"),
            Map.entry("isordinal", "IsOrdinal"), Map.entry("isplumtree", "IsPlumtree"),
            Map.entry("ispseudonumber", "IsPseudonumber"), Map.entry("isstable", "IsStable"),
            Map.entry("isstoppersided", "IsStopperSided"), Map.entry("isuptimal", "IsUptimal"),
            Map.entry("iszero", "IsZero"), Map.entry("leftoptions", "LeftOptions"),
            Map.entry("rightoptions", "RightOptions"), Map.entry("variety", "Variety"));

    /** The functions new with loopy games (the others are short games' functions, extended). */
    static final List<String> NEW = List.of("isidempotent", "isloopfree", "isplumtree", "ispseudonumber", "isstable",
            "isstoppersided", "variety");

    static boolean handles(String name) {
        return PROPERTY.containsKey(name);
    }

    /** The result type of a handled function of a loopy value, or null if not handled. */
    static Type resultType(String name) {
        if (!handles(name)) {
            return null;
        }
        switch (name) {
            case "followercount": return Type.INT;
            case "followers": case "leftoptions": case "rightoptions": return Type.SET;
            case "variety": return Type.LOOPY;
            default: return Type.BOOL;
        }
    }

    static List<Builtin> functions() {
        List<Builtin> out = new ArrayList<>();
        String[][] docs = {
            {"isidempotent", "Is G + G = G? CGSuite: .IsIdempotent"},
            {"isloopfree", "Is the value a short game (its simplest form has no cycle)? CGSuite: .IsLoopfree"},
            {"isplumtree", "Is the simplest form a plumtree (no cycle but passes)? CGSuite: .IsPlumtree"},
            {"ispseudonumber", "Is the value on, off, a number, x over or x under? CGSuite: .IsPseudonumber"},
            {"isstable", "Are a stopper's upsum and downsum varieties (relative to its degree) equal? CGSuite:"
                    + " .IsStable"},
            {"isstoppersided", "Are the onside and offside stoppers? CGSuite: .IsStopperSided"},
            {"variety", "The variety of a stable stopper (Siegel, CGT VI): G Upsum (-G Downsum -D) for its degree D;"
                    + " an error if G is not stable. CGSuite: .Variety"}};
        for (String[] d : docs) {
            String name = d[0];
            out.add(new Builtin(name, 1, 1, name + "(G)", d[1], new Body(name)));
        }
        return out;
    }

    /** One class for the seven bodies (a lambda each would cost a cold line its bootstrap). */
    private static final class Body implements Builtin.Impl {
        private final String name;

        Body(String name) {
            this.name = name;
        }

        @Override
        public Object apply(List<Object> args) {
            return of(name, LoopyValues.of(args.get(0), name + "'s argument"));
        }
    }

    /** The property of a loopy value (errors as BadCall). */
    static Object of(String name, SidedValue s) {
        try {
            if (s.isStopper()) {
                LoopyGame g = StopperProperties.simplest(s);
                Game sh = g.shortValue();
                return sh != null ? ofShort(name, sh) : ofStopper(name, s, g);
            }
            return ofSided(name, s);
        } catch (Sidling.NotSettled | StopperStops.NoStop | StopperProperties.Undefined e) {
            String why = e.getMessage();
            if (why.length() > 400) {       // a side that was not found is printed as its (large) graph
                why = why.substring(0, 200) + " ... " + why.substring(why.length() - 150);
            }
            throw new BadCall("." + PROPERTY.get(name) + ": " + why);
        }
    }

    /** A loopfree stopper answers as the short game it is (CGSuite makes it a CanonicalShortGame). */
    private static Object ofShort(String name, Game g) {
        switch (name) {
            case "isidempotent": return g.equals(Game.ZERO);
            case "isloopfree": case "isplumtree": case "isstable": case "isstoppersided": return true;
            case "ispseudonumber": return g.isNumber();
            case "variety": return Game.ZERO;
            default: return Functions.lookup(name).impl().apply(List.of(g));
        }
    }

    private static Object ofStopper(String name, SidedValue s, LoopyGame g) {
        switch (name) {
            case "followercount": return BigInteger.valueOf(g.nodes());
            case "followers": return set(StopperProperties.followers(g));
            case "leftoptions": return set(StopperProperties.options(g, true));
            case "rightoptions": return set(StopperProperties.options(g, false));
            case "isidempotent": return StopperProperties.isIdempotent(s);
            case "isinfinitesimal": return StopperProperties.isInfinitesimal(g);
            case "isnumberish": return StopperProperties.isNumberish(g);
            case "isnumbertiny": return StopperProperties.isNumberTiny(g);
            case "isplumtree": return StopperProperties.isPlumtree(g);
            case "ispseudonumber": return StopperProperties.isPseudonumber(g);
            case "isstable": return StopperProperties.isStable(g);
            case "isstoppersided": return true;
            case "variety": return value(StopperProperties.variety(g));
            default: return false;      // integer, nimber, number, ordinal, uptimal, zero, loopfree: not with a cycle
        }
    }

    /** A value that is not a stopper: CGSuite's StopperSidedValue / SidedValue answer only predicates. */
    private static Object ofSided(String name, SidedValue s) {
        boolean sided = s.isStopperSided();
        switch (name) {
            case "isidempotent": return StopperProperties.isIdempotent(s);
            case "isstoppersided": return sided;
            case "isinfinitesimal":
                return sided && StopperProperties.isInfinitesimal(s.onside())
                        && StopperProperties.isInfinitesimal(s.offside());
            case "isnumberish":
                return sided && StopperProperties.strongStop(s.onside(), true).equals(
                        StopperProperties.strongStop(s.offside(), false));
            default:
                if (resultType(name) == Type.BOOL && !name.equals("isstable")) {       // NormalValue's defaults
                    return false;
                }
                throw new BadCall("." + PROPERTY.get(name) + " is defined for stoppers, and " + s + " is not one (its"
                        + " onside and offside differ); CGSuite has no ." + PROPERTY.get(name) + " there either"
                        + (sided ? "; ask it of a side: (G).Onside." + PROPERTY.get(name) : ""));
        }
    }

    private static LoopySet set(List<LoopyGame> games) {
        List<Object> values = new ArrayList<>();
        for (LoopyGame g : games) {
            values.add(value(g));
        }
        return LoopySet.of(values, v -> v.isStopper() && StopperProperties.isPseudonumber(StopperProperties.simplest(v)));
    }

    /** A stopper's Left (or Right) options as values, in its simplest form's order (options of '{1|0}' + on). */
    static List<Object> stopperOptions(SidedValue s, boolean left) {
        List<Object> out = new ArrayList<>();
        for (LoopyGame o : StopperProperties.options(StopperProperties.simplest(s), left)) {
            out.add(value(o));
        }
        return out;
    }

    /** A stopper as a value: its short game if it is loopfree. */
    private static Object value(LoopyGame g) {
        SidedValue v = SidedValue.of(g);
        Game sh = StopperProperties.simplest(v).shortValue();
        return sh != null ? sh : v;
    }
}
