package org.cgcheck.rules;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.cgcheck.game.Game;
import org.cgcheck.fn.Args;
import org.cgcheck.fn.BadCall;
import org.cgcheck.fn.Builtin;

/**
 * The ruleset constructors under CGSuite's names ({@code game.grid.Domineering}) and short
 * aliases ({@code domineering}), {@code Grid.Empty(r, c)} and {@code nimvalue}. Their types are
 * listed in {@code eval/Signatures}.
 */
public final class RulesetFunctions {
    /** Lower-case names of every function that builds a position from a string or sizes. */
    private static final Set<String> CONSTRUCTORS = new HashSet<>();

    private RulesetFunctions() {
    }

    /** Rulesets built from one position string, under their qualified and short names. */
    private static final List<Ruleset> STRING_RULESETS = concat(List.of(Domineering.RULES, Cram.RULES, Clobber.RULES,
            ToadsAndFrogs.RULES, TopplingDominoes.RULES, Hackenbush.RULES), BoardRulesets.STRING_RULESETS);

    private static List<Ruleset> concat(List<Ruleset> a, List<Ruleset> b) {
        List<Ruleset> out = new ArrayList<>(a);
        out.addAll(b);
        return List.copyOf(out);
    }

    /** Heap games: {@code (qualified, alias or null, ruleset)}; kayles(n) is the theory package's form. */
    private static final Object[][] HEAP_RULESETS = {
        {"game.heap.Nim", "nim", HeapGame.NIM},
        {"game.heap.Kayles", null, HeapGame.KAYLES},
        {"game.heap.DawsonsKayles", "dawsonskayles", HeapGame.DAWSONS_KAYLES},
        {"game.heap.GrundysGame", "grundysgame", HeapGame.GRUNDYS_GAME},
    };

    private static final List<Builtin> FUNCTIONS = build();

    /** Every ruleset function, for the evaluator's table of built-ins. */
    public static List<Builtin> functions() {
        return FUNCTIONS;
    }

    private static List<Builtin> build() {
        List<Builtin> out = new ArrayList<>();
        for (Ruleset rules : STRING_RULESETS) {
            for (String name : new String[] {rules.qualified(), rules.name()}) {
                reg(out, new Builtin(name, 1, 1, name + "(\"...\")", "A " + rules.name() + " position (see docs/rulesets.md)",
                        args -> parse(rules, string(args.get(0), name))));
            }
        }
        for (Object[] r : HEAP_RULESETS) {
            HeapGame rules = (HeapGame) r[2];
            for (String name : new String[] {(String) r[0], (String) r[1]}) {
                if (name != null) {
                    reg(out, new Builtin(name, 1, Integer.MAX_VALUE, name + "(n, ...)", "A heap of " + rules.name()
                            + "; with several sizes, the sum of the heaps (one position)",
                            args -> heaps(rules, args, 0, name)));
                }
            }
        }
        for (String name : List.of("game.heap.TakeAndBreak", "takeandbreak")) {
            reg(out, new Builtin(name, name.startsWith("game") ? 1 : 2, Integer.MAX_VALUE,
                    name.startsWith("game") ? name + "(\"0.d1d2...\")(n)" : name + "(\"0.d1d2...\", n, ...)",
                    "A heap of the octal game with this code (e.g. \"0.07\" is Dawson's Kayles)", args -> {
                        HeapGame g;
                        String code = string(args.get(0), name);
                        if (args.size() == 1) {         // the ruleset itself: TakeAndBreak("0.77").NimValueSequence(20)
                            try {
                                return CodeHeaps.impartial("game.heap.TakeAndBreak(\"" + code + "\")", code);
                            } catch (BadPosition e) {
                                throw new BadCall(e.getMessage());
                            }
                        }
                        try {
                            g = HeapGame.octal(code);
                        } catch (BadPosition e) {
                            try {       // issue 43: every code CGSuite reads (hex digits, 4!.0, 0.[3])
                                return HeapRulesetFunctions.heaps(name, CodeHeaps.impartial(
                                        "game.heap.TakeAndBreak(\"" + code + "\")", code), args.subList(1, args.size()));
                            } catch (BadPosition e2) {
                                throw new BadCall(e2.getMessage());
                            }
                        }
                        return heaps(g, args, 1, name);
                    }));
        }
        for (String name : List.of("game.heap.Cutcake", "cutcake")) {
            reg(out, new Builtin(name, 2, 2, name + "((rows, cols))", "A Cutcake cake: Left cuts vertically, Right horizontally",
                    args -> {
                        try {
                            BigInteger rows = Args.integer(args.get(0), name + "'s rows");
                            BigInteger cols = Args.integer(args.get(1), name + "'s columns");
                            if (rows.bitLength() > 62 || cols.bitLength() > 62) {      // as written, not wrapped
                                throw new BadPosition("a cake's sides must be 1.." + Cutcake.MAX_SIDE + ", got ("
                                        + rows + "," + cols + ")", -1);
                            }
                            return Cutcake.RULES.cake(rows.longValue(), cols.longValue());
                        } catch (BadPosition e) {
                            throw new BadCall(name + ": " + e.getMessage());
                        }
                    }));
        }
        for (Builtin f : HeapRulesetFunctions.functions()) {     // issue 43's heap games
            reg(out, f);
        }
        for (Builtin f : GraphShapeFunctions.functions()) {     // issue 43, boards: Graph.Path(n), ...
            reg(out, f);
        }
        for (Builtin f : GenGraphFunctions.functions()) {       // issue 43: GenCol, GenArcKayles, GenHackenbush, ...
            reg(out, f);
        }
        for (Builtin f : LoopyStripFunctions.functions()) {     // issue 43, boards: Backsliding Toads and Frogs
            reg(out, f);
        }
        for (Builtin f : GenSchemas.functions()) {     // issue 43, schemas: GenClobber, GenToadsAndFrogs
            reg(out, f);
        }
        for (Builtin f : FoxFunctions.functions()) {     // issue 43, boards: Fox and Geese (loopy values)
            reg(out, f);
        }
        for (Builtin f : TurningFunctions.functions()) {        // issue 43: coin-turning games
            reg(out, f);
        }
        out.addAll(Periodicity.functions());        // issue 43: R.CheckPeriodicity(n).Period
        out.add(RulesetConstants.function());       // issue 43: a bare ruleset, game.heap.Kayles
        for (Builtin f : FunctionHeaps.functions()) {       // issue 43: game.heap.HeapRuleset(n -> ...)
            reg(out, f);
        }
        out.add(new Builtin("Grid.Empty", 2, 2, "Grid.Empty(rows, cols)", "An empty board as a string",
                args -> emptyGrid(args)));
        out.add(new Builtin("realize", 3, 3, "realize(G, \"ruleset\", \"bound\")",
                "The smallest position of a ruleset within a bound (\"3x4\" or \"7\") whose value is G",
                args -> realize(Args.game(args.get(0), "realize's game"), string(args.get(1), "realize"),
                        string(args.get(2), "realize"))));
        out.add(new Builtin("nimvalue", 1, 1, "nimvalue(G)",
                "Grundy value of an impartial position (the n of a nimber value *n)", args -> nimValue(args.get(0))));
        return List.copyOf(out);
    }

    private static void reg(List<Builtin> out, Builtin f) {
        CONSTRUCTORS.add(f.name().toLowerCase());
        out.add(f);
    }

    /** The ruleset whose positions a constructor function builds ({@code domineering}, {@code game.heap.Nim}), or null. */
    public static Ruleset rulesOf(String function) {
        String n = function.toLowerCase(java.util.Locale.ROOT);
        for (Ruleset r : STRING_RULESETS) {
            if (n.equals(r.qualified().toLowerCase(java.util.Locale.ROOT)) || n.equals(r.name())) {
                return r;
            }
        }
        for (Object[] r : HEAP_RULESETS) {
            if (n.equals(((String) r[0]).toLowerCase(java.util.Locale.ROOT)) || n.equals(r[1])) {
                return (Ruleset) r[2];
            }
        }
        return n.endsWith("cutcake") ? Cutcake.RULES : null;
    }

    /** True for a function building a position ({@code domineering}, {@code game.heap.Cutcake}, ...). */
    public static boolean isConstructor(String name) {
        return CONSTRUCTORS.contains(name.toLowerCase()) || name.equalsIgnoreCase("Grid.Empty");
    }

    /** Parses a literal position argument now, so its error points into the string. */
    public static void validate(String function, String text, int argIndex) {
        String n = function.toLowerCase();
        if (GenSchemas.validate(n, text)) {        // issue 43, schemas: the board's or strip's characters
            return;
        }
        if (LoopyStripFunctions.LOOPY_CONSTRUCTORS.contains(n)) {
            Backsliding.value(text);        // refusals of a literal strip, located
            return;
        }
        if (n.endsWith("takeandbreak")) {
            if (argIndex == 0 || n.equals("game.heap.partizantakeandbreak") && argIndex == 1) {
                try {
                    HeapGame.octal(text);
                } catch (BadPosition e) {
                    TakeBreakCode.parse(text);      // every code CGSuite reads; its error if neither
                }
            }
            return;
        }
        if (n.equals("game.heap.spawning") && argIndex == 0) {
            SpawningCode.parse(text);
        }
        if (GenGraphFunctions.validate(n, text)) {      // GenCol, GenArcKayles, GenHackenbush, WeightedArcKayles
            return;
        }
        if (n.equals(TurningFunctions.NAME.toLowerCase())) {      // issue 43: coin-turning games
            TurningFunctions.validate(text, argIndex);
            return;
        }
        for (Ruleset rules : STRING_RULESETS) {
            if (n.equals(rules.qualified().toLowerCase()) || n.equals(rules.name())) {
                if (rules == Hackenbush.RULES) {
                    BoardRulesets.hackenbush(text);
                    return;
                }
                rules.parse(text);
            }
        }
    }

    private static Object parse(Ruleset rules, String text) {
        try {
            return rules == Hackenbush.RULES ? BoardRulesets.hackenbush(text) : rules.parse(text);
        } catch (BadPosition e) {
            throw new BadCall(e.getMessage());
        }
    }

    /** The heaps {@code args[from..]} of one heap game: a heap, or the sum of the heaps as one position. */
    private static Object heaps(HeapGame rules, List<Object> args, int from, String name) {
        if (args.size() == from + 1) {
            return heap(rules, args.get(from), name);
        }
        List<Position> hs = new ArrayList<>();
        for (int i = from; i < args.size(); i++) {
            hs.add((Position) heap(rules, args.get(i), name));
        }
        try {
            return SumPosition.of(hs);
        } catch (BadPosition e) {
            throw new BadCall(name + ": " + e.getMessage());
        }
    }

    private static Object heap(HeapGame rules, Object n, String name) {
        try {
            BigInteger size = Args.integer(n, name + "'s heap size");
            if (size.bitLength() > 62) {        // the number as written, not wrapped modulo 2^64
                throw new BadPosition("a heap size must be 0.." + HeapGame.MAX_HEAP + ", got " + size, -1);
            }
            return rules.heap(size.longValue());
        } catch (BadPosition e) {
            throw new BadCall(name + ": " + e.getMessage());
        }
    }

    private static String string(Object v, String name) {
        if (v instanceof String s) {
            return s;
        }
        throw new BadCall(name + " needs a position string such as \"..|..\", not " + Args.typeName(v));
    }

    private static Object emptyGrid(List<Object> args) {
        BigInteger r = Args.integer(args.get(0), "Grid.Empty's rows");
        BigInteger c = Args.integer(args.get(1), "Grid.Empty's columns");
        if (r.signum() <= 0 || c.signum() <= 0 || r.multiply(c).compareTo(BigInteger.valueOf(GridRuleset.MAX_CELLS)) > 0) {
            throw new BadCall("Grid.Empty(" + r + ", " + c + "): a board needs 1.." + GridRuleset.MAX_CELLS + " cells");
        }
        String row = ".".repeat(c.intValue());
        return String.join("|", java.util.Collections.nCopies(r.intValue(), row));
    }

    /** Most positions {@code realize} looks through. */
    static final int MAX_REALIZE = 2_000_000;

    /** The least position (cells, then text) of the ruleset within the bound whose value is g. */
    public static Position realize(Game g, String ruleset, String bound) {
        Ruleset rules = Rulesets.byName(ruleset);
        if (rules == null) {
            throw new BadCall("realize: unknown ruleset '" + ruleset + "' (known: "
                    + String.join(", ", Rulesets.all().keySet()) + ")");
        }
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(\\d{1,2})(?:x(\\d{1,2}))?").matcher(bound);
        boolean board = rules.boundSyntax().equals("RxC");
        if (!m.matches() || board != (m.group(2) != null)) {
            throw new BadCall("realize: a " + rules.name() + " bound is written " + (board ? "\"RxC\", e.g. \"3x4\""
                    : "\"N\", e.g. \"7\"") + ", got \"" + bound + "\"");
        }
        Bound b = new Bound(Integer.parseInt(m.group(1)), m.group(2) == null ? 0 : Integer.parseInt(m.group(2)));
        if (rules.countWithin(b) > MAX_REALIZE) {
            throw new BadCall(String.format("realize: %s within %s has %s positions; at most %,d are searched",
                    rules.name(), b, Bound.estimate(rules.countWithin(b)), MAX_REALIZE));
        }
        Position found = Realizations.first(rules, b, g);
        if (found != null) {
            return found;
        }
        throw new BadCall("realize: no " + rules.name() + " position within " + b + " equals " + g);
    }

    private static Object nimValue(Object v) {
        Game g = Args.game(v, "NimValue's argument");
        if (!g.isNimber()) {
            throw new BadCall("NimValue: " + g + " is not a nimber (not the value of an impartial game)");
        }
        return BigInteger.valueOf(g.nimberPart());
    }
}
