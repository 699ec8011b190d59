package org.cgcheck.rules;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.cgcheck.fn.Args;
import org.cgcheck.fn.BadCall;
import org.cgcheck.fn.Builtin;
import org.cgcheck.fn.CoordinateList;
import org.cgcheck.fn.IntegerList;
import org.cgcheck.fn.NamedArgument;
import org.cgcheck.loopy.SidedValue;
import org.cgcheck.fn.PlayerMap;
import org.cgcheck.fn.Unbounded;

/**
 * CGSuite's ruleset schemas GenClobber and GenToadsAndFrogs with CGSuite's parameters, positional
 * or named: {@code game.grid.GenClobber(directions => Coordinates.Diagonal)("xo|ox")},
 * {@code game.strip.GenToadsAndFrogs(maxJump => 2)("tt.ff")}; without a position, the ruleset
 * itself, printed as CGSuite prints it. Also the values of the schemas' argument syntax
 * (lang/SchemaSyntax): coordinate lists and maps keyed by players.
 */
public final class GenSchemas {
    /** The functions' names (their types: eval/Signatures, "issue 43, schemas"). */
    public static final List<String> NAMES = List.of("game.grid.GenClobber", "game.strip.GenToadsAndFrogs");

    /** The functions lang/SchemaSyntax's coordinate lists and player maps call (rules does not import lang). */
    public static final String COORDINATES = "coordinatelist";
    public static final String PLAYER_MAP = "playermap";

    private static final List<String> CLOBBER_PARAMS = List.of("directions", "clobbered", "leftBehind", "maxDistance");
    private static final List<String> TOADS_PARAMS = List.of("minSlide", "maxSlide", "maxJump", "allowFriendlyJump");
    private static final Map<String, Ruleset> INSTANCES = new ConcurrentHashMap<>();

    private GenSchemas() {
    }

    static List<Builtin> functions() {
        List<Builtin> out = new ArrayList<>();
        out.add(new Builtin(COORDINATES, 0, Integer.MAX_VALUE, "[(row, col), ...]",
                "A list of coordinate pairs, as CGSuite writes GenClobber's directions", GenSchemas::coordinates));
        out.add(new Builtin(PLAYER_MAP, 2, Integer.MAX_VALUE, "{Left => a, Right => b}",
                "A map keyed by players, as CGSuite writes GenClobber's clobbered and leftBehind", args -> {
                    List<String> keys = new ArrayList<>();
                    List<Object> values = new ArrayList<>();
                    for (int i = 0; i + 1 < args.size(); i += 2) {
                        keys.add(String.valueOf(args.get(i)));
                        values.add(args.get(i + 1) instanceof IntegerList l ? new SetText(l) : args.get(i + 1));
                    }
                    return new PlayerMap(keys, values);
                }));
        out.add(new Builtin("game.grid.GenClobber", 0, Integer.MAX_VALUE,
                "game.grid.GenClobber(directions => Coordinates.Orthogonal, clobbered => {Left => {2}, Right => {1}},"
                        + " leftBehind => {Left => 0, Right => 0}, maxDistance => 1)(\"board\")",
                "A position of CGSuite's GenClobber schema (Clobber with other directions, targets, leftovers, distances)",
                args -> position("game.grid.GenClobber", args, CLOBBER_PARAMS)));
        out.add(new Builtin("game.strip.GenToadsAndFrogs", 0, Integer.MAX_VALUE,
                "game.strip.GenToadsAndFrogs(minSlide => 1, maxSlide => 1, maxJump => 1, allowFriendlyJump => false)(\"strip\")",
                "A position of CGSuite's GenToadsAndFrogs schema (slides of minSlide..maxSlide, jumps of up to maxJump)",
                args -> position("game.strip.GenToadsAndFrogs", args, TOADS_PARAMS)));
        return out;
    }

    /** A set of integers {@code {1, 2}} as CGSuite prints it (read as a list). */
    record SetText(List<BigInteger> items) implements IntegerList {
        SetText(IntegerList l) {
            this(l.items());
        }

        @Override
        public String toString() {
            return "{" + String.join(",", items.stream().sorted().distinct().map(String::valueOf).toList()) + "}";
        }
    }

    private static Object coordinates(List<Object> args) {
        List<int[]> pairs = new ArrayList<>();
        for (int i = 0; i + 1 < args.size(); i += 2) {
            pairs.add(new int[] {small(args.get(i), "a coordinate"), small(args.get(i + 1), "a coordinate")});
        }
        return new CoordinateList(pairs);
    }

    private static int small(Object v, String what) {
        BigInteger b = Args.integer(v, what);
        if (b.bitLength() > 20) {
            throw new BadCall(what + " " + b + " is too large");
        }
        return b.intValue();
    }

    /** The parameters (positional, then named) and at most one position string after them. */
    private static Object position(String fn, List<Object> args, List<String> params) {
        Object[] given = new Object[params.size()];
        String text = null;
        int positional = 0;
        boolean named = false;
        for (Object a : args) {
            if (text != null) {
                throw new BadCall(fn + ": one position only, after the parameters (got " + Args.typeName(a) + " after \""
                        + text + "\")");
            }
            if (a instanceof NamedArgument n) {
                int k = params.indexOf(n.name());
                if (k < 0) {
                    throw new BadCall("Invalid parameter name (in call to `" + fn + "` constructor): `" + n.name()
                            + "` (it takes " + String.join(", ", params) + ")");
                }
                if (given[k] != null) {
                    throw new BadCall(fn + ": the parameter " + n.name() + " is given twice");
                }
                given[k] = n.value();
                named = true;
            } else if (a instanceof String s) {
                text = s;
            } else {
                if (named) {
                    throw new BadCall(fn + ": a positional parameter cannot follow a named one");
                }
                if (positional >= params.size()) {
                    throw new BadCall(fn + " takes " + params.size() + " parameters (" + String.join(", ", params)
                            + "), got one more: " + Args.typeName(a));
                }
                given[positional++] = a;
            }
        }
        Ruleset rules = fn.endsWith("GenClobber") ? GenClobberSchema.instance(given, INSTANCES)
                : GenToadsSchema.instance(given, INSTANCES);
        if (text == null) {
            return rules;
        }
        try {
            Position p = rules.parse(text);
            boolean ends = rules instanceof GenClobber g ? g.surelyEnds() : ((GenToads) rules).surelyEnds();
            String loop = ends ? null : PlayEnds.returnsTo(p, rules.expression(p));
            if (loop != null && rules instanceof GenToads t) {
                // A loopy value, as BackslidingToadsAndFrogs gives, naming its strip for show and explore.
                String expression = rules.expression(p);
                String quoted = "(\"" + text + "\")";
                SidedValue v = Backsliding.value(text, t::moves);
                return expression.endsWith(quoted) ? v.ofPosition(BackslidingPosition.of(text, t::moves,
                        expression.substring(0, expression.length() - quoted.length()))) : v;
            }
            if (loop != null) {
                // A loopy value, from the graph of every board play reaches, naming its board for show and explore.
                LoopyClobberPosition board = LoopyClobberPosition.of((GenClobber) rules, p.text());
                return board.value();
            }
            return p;
        } catch (BadPosition e) {
            throw new BadCall(fn + ": " + e.getMessage());
        } catch (RuntimeException e) {
            if (e.getClass().getSimpleName().equals("NotSettled")) {       // the loopy package's refusal
                throw new BadCall(fn + ": " + e.getMessage());
            }
            throw e;
        }
    }

    /**
     * A literal position of a schema ({@code function} in lower case) read now, so its error points
     * into the string (the characters do not depend on the parameters); false for other functions.
     */
    static boolean validate(String function, String text) {
        if (function.equals("game.grid.genclobber")) {
            GenClobberSchema.instance(new Object[4], INSTANCES).parse(text);
            return true;
        }
        if (function.equals("game.strip.gentoadsandfrogs")) {
            GenToadsSchema.instance(new Object[4], INSTANCES).parse(text);
            return true;
        }
        return false;
    }

    /** {@code inf} or an integer (clamped to the int range), for a distance or a slide. */
    static int distance(Object v, String fn, String param) {
        if (v == Unbounded.INF) {
            return Integer.MAX_VALUE;
        }
        if (!(v instanceof BigInteger b)) {
            throw new BadCall(fn + ": " + param + " must be an integer" + (param.equals("maxDistance") ? " or inf" : "")
                    + ", not " + Args.typeName(v));
        }
        return b.bitLength() > 30 ? (b.signum() > 0 ? Integer.MAX_VALUE : -Integer.MAX_VALUE) : b.intValue();
    }

    static String typeName(Object v) {
        return v instanceof CoordinateList ? "a list of coordinates" : v instanceof PlayerMap ? "a map"
                : v == Unbounded.INF ? "inf" : Args.typeName(v);
    }
}
