package org.cgcheck.rules;

import java.math.BigInteger;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.cgcheck.game.Game;
import org.cgcheck.lang.Function;
import org.cgcheck.lang.Functions;
import org.cgcheck.lang.Pos;
import org.cgcheck.lang.SyntaxError;
import org.cgcheck.lang.Values;

/**
 * The ruleset constructors under CGSuite's names ({@code game.grid.Domineering}) and short
 * aliases ({@code domineering}), {@code Grid.Empty(r, c)} and {@code nimvalue}. Their types are
 * listed in {@code lang/Signatures}.
 */
public final class RulesetFunctions {
    /** Lower-case names of every function that builds a position from a string or sizes. */
    private static final Set<String> CONSTRUCTORS = new HashSet<>();

    private RulesetFunctions() {
    }

    /** Rulesets built from one position string, under their qualified and short names. */
    private static final List<Ruleset> STRING_RULESETS = List.of(Domineering.RULES, Cram.RULES, Clobber.RULES,
            ToadsAndFrogs.RULES, TopplingDominoes.RULES, Hackenbush.RULES);

    /** Heap games: {@code (qualified, alias or null, ruleset)}; kayles(n) is the theory package's form. */
    private static final Object[][] HEAP_RULESETS = {
        {"game.heap.Nim", "nim", HeapGame.NIM},
        {"game.heap.Kayles", null, HeapGame.KAYLES},
        {"game.heap.DawsonsKayles", "dawsonskayles", HeapGame.DAWSONS_KAYLES},
        {"game.heap.GrundysGame", "grundysgame", HeapGame.GRUNDYS_GAME},
    };

    public static void register() {
        for (Ruleset rules : STRING_RULESETS) {
            for (String name : new String[] {rules.qualified(), rules.name()}) {
                reg(new Function(name, 1, 1, name + "(\"...\")", "A " + rules.name() + " position (see docs/rulesets.md)",
                        (args, pos) -> parse(rules, string(args.get(0), pos, name), pos)));
            }
        }
        for (Object[] r : HEAP_RULESETS) {
            HeapGame rules = (HeapGame) r[2];
            for (String name : new String[] {(String) r[0], (String) r[1]}) {
                if (name != null) {
                    reg(new Function(name, 1, 1, name + "(n)", "A heap of " + rules.name(),
                            (args, pos) -> heap(rules, args.get(0), pos, name)));
                }
            }
        }
        for (String name : List.of("game.heap.TakeAndBreak", "takeandbreak")) {
            reg(new Function(name, 2, 2, name.startsWith("game") ? name + "(\"0.d1d2...\")(n)" : name + "(\"0.d1d2...\", n)",
                    "A heap of the octal game with this code (e.g. \"0.07\" is Dawson's Kayles)", (args, pos) -> {
                        HeapGame g;
                        try {
                            g = HeapGame.octal(string(args.get(0), pos, name));
                        } catch (BadPosition e) {
                            throw new SyntaxError(e.getMessage(), pos);
                        }
                        return heap(g, args.get(1), pos, name);
                    }));
        }
        for (String name : List.of("game.heap.Cutcake", "cutcake")) {
            reg(new Function(name, 2, 2, name + "((rows, cols))", "A Cutcake cake: Left cuts vertically, Right horizontally",
                    (args, pos) -> {
                        try {
                            return Cutcake.RULES.cake(Values.integer(args.get(0), pos, name + "'s rows").longValue(),
                                    Values.integer(args.get(1), pos, name + "'s columns").longValue());
                        } catch (BadPosition e) {
                            throw new SyntaxError(name + ": " + e.getMessage(), pos);
                        }
                    }));
        }
        Functions.register(new Function("Grid.Empty", 2, 2, "Grid.Empty(rows, cols)", "An empty board as a string",
                (args, pos) -> emptyGrid(args, pos)));
        Functions.register(new Function("realize", 3, 3, "realize(G, \"ruleset\", \"bound\")",
                "The smallest position of a ruleset within a bound (\"3x4\" or \"7\") whose value is G",
                (args, pos) -> realize(Values.game(args.get(0), pos, "realize's game"), string(args.get(1), pos, "realize"),
                        string(args.get(2), pos, "realize"), pos)));
        Functions.register(new Function("nimvalue", 1, 1, "nimvalue(G)",
                "Grundy value of an impartial position (the n of a nimber value *n)", (args, pos) -> nimValue(args.get(0), pos)));
    }

    private static void reg(Function f) {
        CONSTRUCTORS.add(f.name().toLowerCase());
        Functions.register(f);
    }

    /** True for a function building a position ({@code domineering}, {@code game.heap.Cutcake}, ...). */
    public static boolean isConstructor(String name) {
        Functions.lookup(name);     // the registry fills CONSTRUCTORS when first used
        return CONSTRUCTORS.contains(name.toLowerCase()) || name.equalsIgnoreCase("Grid.Empty");
    }

    /** Parses a literal position argument now, so its error points into the string. */
    public static void validate(String function, String text, int argIndex) {
        String n = function.toLowerCase();
        if (n.endsWith("takeandbreak")) {
            if (argIndex == 0) {
                HeapGame.octal(text);
            }
            return;
        }
        for (Ruleset rules : STRING_RULESETS) {
            if (n.equals(rules.qualified().toLowerCase()) || n.equals(rules.name())) {
                rules.parse(text);
            }
        }
    }

    private static Object parse(Ruleset rules, String text, Pos pos) {
        try {
            return rules.parse(text);
        } catch (BadPosition e) {
            throw new SyntaxError(e.getMessage(), pos);
        }
    }

    private static Object heap(HeapGame rules, Object n, Pos pos, String name) {
        try {
            return rules.heap(Values.integer(n, pos, name + "'s heap size").longValue());
        } catch (BadPosition e) {
            throw new SyntaxError(name + ": " + e.getMessage(), pos);
        }
    }

    private static String string(Object v, Pos pos, String name) {
        if (v instanceof String s) {
            return s;
        }
        throw new SyntaxError(name + " needs a position string such as \"..|..\", not " + Values.typeName(v), pos);
    }

    private static Object emptyGrid(List<Object> args, Pos pos) {
        BigInteger r = Values.integer(args.get(0), pos, "Grid.Empty's rows");
        BigInteger c = Values.integer(args.get(1), pos, "Grid.Empty's columns");
        if (r.signum() <= 0 || c.signum() <= 0 || r.multiply(c).compareTo(BigInteger.valueOf(GridRuleset.MAX_CELLS)) > 0) {
            throw new SyntaxError("Grid.Empty(" + r + ", " + c + "): a board needs 1.." + GridRuleset.MAX_CELLS + " cells", pos);
        }
        String row = ".".repeat(c.intValue());
        return String.join("|", java.util.Collections.nCopies(r.intValue(), row));
    }

    /** Most positions {@code realize} looks through. */
    static final int MAX_REALIZE = 2_000_000;

    /** The least position (cells, then text) of the ruleset within the bound whose value is g. */
    public static Position realize(Game g, String ruleset, String bound, Pos pos) {
        Ruleset rules = Rulesets.byName(ruleset);
        if (rules == null) {
            throw new SyntaxError("realize: unknown ruleset '" + ruleset + "' (known: "
                    + String.join(", ", Rulesets.all().keySet()) + ")", pos);
        }
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(\\d{1,2})(?:x(\\d{1,2}))?").matcher(bound);
        boolean board = rules.boundSyntax().equals("RxC");
        if (!m.matches() || board != (m.group(2) != null)) {
            throw new SyntaxError("realize: a " + rules.name() + " bound is written " + (board ? "\"RxC\", e.g. \"3x4\""
                    : "\"N\", e.g. \"7\"") + ", got \"" + bound + "\"", pos);
        }
        Bound b = new Bound(Integer.parseInt(m.group(1)), m.group(2) == null ? 0 : Integer.parseInt(m.group(2)));
        if (rules.countWithin(b) > MAX_REALIZE) {
            throw new SyntaxError(String.format("realize: %s within %s has about %.3g positions; at most %,d are searched",
                    rules.name(), b, rules.countWithin(b), MAX_REALIZE), pos);
        }
        Position found = Realizations.first(rules, b, g);
        if (found != null) {
            return found;
        }
        throw new SyntaxError("realize: no " + rules.name() + " position within " + b + " equals " + g, pos);
    }

    private static Object nimValue(Object v, Pos pos) {
        Game g = Values.game(v, pos, "NimValue's argument");
        if (!g.isNimber()) {
            throw new SyntaxError("NimValue: " + g + " is not a nimber (not the value of an impartial game)", pos);
        }
        return BigInteger.valueOf(g.nimberPart());
    }
}
