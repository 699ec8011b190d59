package org.cgcheck.eval;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.cgcheck.fn.Builtin;
import org.cgcheck.lang.Type;

/**
 * The static types of every function's parameters and result, for the type checker. The
 * function registry ({@link Functions}) holds implementations that check their arguments only
 * when they run; this table lets a wrong argument ({@code cool(G, *)}) be found before anything
 * runs. A function missing here is checked with games in and a game out
 * ({@code SignaturesTest} keeps the table complete).
 */
public final class Signatures {
    /** Parameter types; {@code variadic}: every argument has the type {@code params.get(0)}. */
    public record Signature(List<Type> params, boolean variadic, Type result) {
        public Type param(int i) {
            return variadic ? params.get(0) : params.get(Math.min(i, params.size() - 1));
        }
    }

    private static final Map<String, Signature> TABLE = new HashMap<>();

    static {
        Type g = Type.GAME;
        Type f = Type.FORM;
        for (String n : List.of("leftstop", "rightstop", "mean", "temperature")) {
            put(n, Type.NUMBER, g);
        }
        put("birthday", Type.INT, f);
        put("size", Type.INT, f);
        put("grundy", Type.INT, f);
        put("outcome", Type.OUTCOME, g);
        for (String n : List.of("neg", "conjugate", "canonical", "tiny", "miny", "rcf", "coolstar", "starprojection",
                "atomicweight", "rcfoptions")) {
            put(n, g, n.equals("canonical") ? f : g);
        }
        put("value", g, f);         // issue 46
        for (String n : List.of("isnumber", "isinteger", "isnimber", "isnumberish", "isinfinitesimal", "isreduced",
                "isallsmall")) {
            put(n, Type.BOOL, g);
        }
        for (String n : List.of("isdicotic", "isimpartial", "iscanonical")) {
            put(n, Type.BOOL, f);
        }
        put("cool", g, g, Type.NUMBER);
        put("heat", g, g, g);
        put("norton", g, g, g);
        put("ordinal", g, g, g);
        put("removedominated", f, f);
        put("bypassreversible", f, f);
        put("withoutleft", f, f, f);
        put("withoutright", f, f, f);
        put("replaceoption", f, f, f, f);
        put("kayles", f, Type.INT);
        put("projectionform", f, g);
        for (String n : List.of("game.grid.domineering", "domineering", "game.grid.cram", "cram", "game.grid.clobber",
                "clobber", "game.strip.toadsandfrogs", "toadsandfrogs", "game.strip.topplingdominoes", "toppling",
                "game.graph.hackenbush", "hackenbush")) {
            put(n, f, Type.STRING);
        }
        for (String n : org.cgcheck.rules.BoardRulesets.constructorNames()) {      // issue 43, boards
            put(n, f, Type.STRING);
        }
        for (String n : org.cgcheck.rules.GraphShapeFunctions.NAMES) {
            put(n, Type.STRING, Type.INT, Type.ANY);        // (n) or (n, vertex label): Graph.Path(3, 2)
        }
        put("gridstring", Type.STRING, f);
        for (String n : org.cgcheck.rules.GenSchemas.NAMES) {       // issue 43, schemas: parameters, then a position
            TABLE.put(n.toLowerCase(), new Signature(List.of(Type.ANY), true, f));
        }
        TABLE.put(org.cgcheck.lang.SchemaSyntax.COORDINATES, new Signature(List.of(Type.INT), true, Type.ANY));
        TABLE.put(org.cgcheck.lang.SchemaSyntax.PLAYER_MAP, new Signature(List.of(Type.ANY), true, Type.ANY));
        for (String n : org.cgcheck.rules.LoopyStripFunctions.LOOPY_CONSTRUCTORS) {
            put(n, Type.LOOPY, Type.STRING);
        }
        put("gamevalue", Type.LOOPY, Type.LOOPY);
        for (String n : org.cgcheck.rules.FoxFunctions.NAMES) {        // issue 43: Fox and Geese, geese then fox
            TABLE.put(n, new Signature(List.of(Type.ANY), true, Type.LOOPY));
        }
        TABLE.put(org.cgcheck.lang.CallSyntax.COORDINATES, new Signature(List.of(Type.INT), true, Type.ANY));
        for (String n : List.of("game.heap.nim", "nim", "game.heap.kayles", "game.heap.dawsonskayles", "dawsonskayles",
                "game.heap.grundysgame", "grundysgame")) {
            TABLE.put(n, new Signature(List.of(Type.INT), true, f));        // one heap, or the sum of several
        }
        TABLE.put("game.heap.takeandbreak", new Signature(List.of(Type.ANY), true, f));  // the code, then heaps (none: the ruleset)
        put("takeandbreak", f, Type.STRING, Type.INT);
        put("game.heap.cutcake", f, Type.INT, Type.INT);
        put("cutcake", f, Type.INT, Type.INT);
        heapGames(f);
        put("grid.empty", Type.STRING, Type.INT, Type.INT);
        put("nimvalue", Type.INT, g);
        put("realize", f, g, Type.STRING, Type.STRING);
        TABLE.put("mex", new Signature(List.of(Type.INT), true, Type.INT));
        TABLE.put("sum", new Signature(List.of(g), true, g));
        put("abs", Type.NUMBER, Type.NUMBER);
        put("length", Type.INT, Type.STRING);
        put("substring", Type.STRING, Type.STRING, Type.INT, Type.INT);
        put("replaceat", Type.STRING, Type.STRING, Type.INT, Type.STRING);
        put("words", Type.STRINGS, Type.STRING, Type.INT);
        TABLE.put(org.cgcheck.lang.ListSyntax.LIST_LITERAL, new Signature(List.of(Type.INT), true, Type.LIST));
        put(org.cgcheck.lang.ListSyntax.ITEM, Type.INT, Type.LIST, Type.INT);
        put("sorted", Type.LIST, Type.LIST);
        put("subsets", Type.LISTS, Type.LIST);
        TABLE.put("all", new Signature(List.of(Type.BOOL), true, Type.BOOL));
        TABLE.put("any", new Signature(List.of(Type.BOOL), true, Type.BOOL));
        put("left", Type.SET, Type.FORM);
        put("right", Type.SET, Type.FORM);
        put("leftwinningmoves", Type.SET, Type.FORM);
        put("rightwinningmoves", Type.SET, Type.FORM);
        vocabulary(g);
        misere(f);
        issue42(f);
        Type loopy = Type.LOOPY;
        put("loopy", loopy, Type.STRING);
        put("loopyonside", loopy, loopy);
        put("loopyoffside", loopy, loopy);
        put("isstopper", Type.BOOL, loopy);
        put("loopyoutcome", Type.STRING, loopy);
        put("sidle", loopy, loopy, loopy);
        put("loopydegree", loopy, loopy);
        put("opponent", Type.PLAYER, Type.PLAYER);
        put("conwayproduct", Type.GAME, Type.GAME, Type.GAME);
        for (String n : LoopyProperties.NEW) {          // issue 42: CGSuite's properties of loopy values
            put(n, LoopyProperties.resultType(n), loopy);
        }
    }

    private Signatures() {
    }

    /** Issue 43's heap games (rules/HeapRulesetFunctions): sets, codes, named arguments, heaps or pairs. */
    private static void heapGames(Type f) {
        TABLE.put("namedargument", new Signature(List.of(Type.STRING, Type.ANY), false, Type.ANY));
        for (String n : org.cgcheck.rules.HeapRulesetFunctions.NAMES) {
            TABLE.put(n.toLowerCase(), new Signature(List.of(Type.ANY), true, f));
        }
        for (String n : org.cgcheck.rules.GenGraphFunctions.NAMES) {        // graph rulesets with parameters
            TABLE.put(n.toLowerCase(), new Signature(List.of(Type.ANY), true, n.equals("labellist") ? Type.ANY : f));
        }
        for (String n : org.cgcheck.rules.HeapRulesetMethods.NAMES) {
            TABLE.put(n.toLowerCase(), new Signature(List.of(Type.ANY), true, f));
        }
        TABLE.put("rulesetcode", new Signature(List.of(Type.ANY), false, Type.STRING));
        TABLE.put("game.strip.turning", new Signature(List.of(Type.ANY), true, f));     // issue 43: coin-turning games
        put(org.cgcheck.lang.CallSyntax.RULESET_CONSTANT, f, Type.STRING);             // game.heap.Kayles, bare
        TABLE.put("game.heap.heapruleset", new Signature(List.of(Type.ANY), true, f));  // HeapRuleset(n -> ...)(n)
        TABLE.put("checkperiodicity", new Signature(List.of(Type.ANY, Type.INT), false, Type.ANY));
        for (String n : org.cgcheck.rules.Periodicity.NAMES) {        // R.CheckPeriodicity(n).Period
            TABLE.put(n, new Signature(List.of(Type.ANY), false, Type.INT));
        }
        TABLE.put("nimvaluetable", new Signature(List.of(Type.ANY, Type.INT, Type.INT), false, Type.STRING));
        TABLE.put("nimvaluesequence", new Signature(List.of(Type.ANY, Type.INT), false, Type.LIST));
        for (String r : List.of("wythoff", "fibonaccinim", "mem")) {
            put("game.heap." + r + ".nimvaluetable", Type.STRING, Type.INT, Type.INT);
        }
    }

    /** Issue 13's vocabulary (theory/VocabularyFunctions). */
    private static void vocabulary(Type g) {
        for (String n : List.of("companion", "freeze")) {
            put(n, g, g);
        }
        for (String n : List.of("incentives", "leftincentives", "rightincentives", "leftoptions", "rightoptions",
                "followers")) {
            put(n, Type.SET, g);
        }
        for (String n : List.of("isatomic", "iseven", "isodd", "iseventempered", "isoddtempered", "isnumbertiny",
                "isordinal", "isuptimal", "iszero")) {
            put(n, Type.BOOL, g);
        }
        put("followercount", Type.INT, g);
        put("stopcount", Type.INT, g);
        put("misereoutcome", Type.OUTCOME, Type.FORM);      // a misère form too (*[2[2]], misere born by N)
        put("thermograph", Type.THERMOGRAPH, g);
        put("uptimalexpansion", Type.EXPANSION, g);
        put("overheat", g, g, g, g);
        put("max", Type.NUMBER, Type.NUMBER, Type.NUMBER);
        put("min", Type.NUMBER, Type.NUMBER, Type.NUMBER);
        put("count", Type.INT, Type.SET);
        TABLE.put("setof", new Signature(List.of(g), true, Type.SET));
        put("mast", Type.NUMBER, Type.THERMOGRAPH);
        put("freezingpoint", Type.NUMBER, Type.THERMOGRAPH);
        put("leftwall", Type.NUMBER, Type.THERMOGRAPH, Type.NUMBER);
        put("rightwall", Type.NUMBER, Type.THERMOGRAPH, Type.NUMBER);
    }

    /** Impartial misère play (misere/MisereFunctions): forms in, read as written. */
    private static void misere(Type f) {
        put("miserecanonicalform", Type.MISERE, f);
        put("misere", Type.MISERE, Type.STRING);
        put("literal", Type.FORM, f);
        put("miserenotation", Type.STRING, f);
        put("misereequal", Type.BOOL, f, f);
        put("genus", Type.STRING, f);
        put("shortgenus", Type.STRING, f);
        put("miserenimvalue", Type.INT, f);
        put("miseregrundy", Type.INT, f);
        put("miserebirthday", Type.INT, f);
        put("miserecount", Type.INT, Type.INT);
        put("miserequotientorder", Type.INT, Type.STRING, Type.INT);
        put("miserequotientpportion", Type.INT, Type.STRING, Type.INT);
        put("miserequotient", Type.STRING, Type.STRING, Type.INT);
        put("miserepretend", Type.STRING, Type.STRING, Type.INT, Type.INT);
        put("isdicot", Type.BOOL, f);
        put("miseredicotge", Type.BOOL, f, f);
        put("miseredicotequal", Type.BOOL, f, f);
        put("miseredicotcanonicalform", f, f);
        put("miseredicotcount", Type.INT, Type.INT);
    }

    /** Issue 42: CGSuite's properties of misère forms and methods of integers. */
    private static void issue42(Type f) {
        for (String n : org.cgcheck.misere.MiserePropertyFunctions.PREDICATES) {
            put(n, Type.BOOL, f);
        }
        for (String n : org.cgcheck.misere.MiserePropertyFunctions.LISTS) {
            put(n, Type.STRING, n.equals("options") ? Type.MISERE : f);        // a short game's: leftoptions, rightoptions
        }
        put("mate", Type.MISERE, f);
        ExplicitFunctions.signatures(Signatures::put);      // issue 42: explicit games and compounds
        PlayerCalls.signatures(Signatures::put);        // G.Stop(p), G.Options(p)
        put(StepRanges.NAME, Type.LIST, Type.INT, Type.INT, Type.INT);        // for n from a to b by s
        put("miserenormalnimvalue", Type.INT, f);
        put("alloptions", Type.SET, Type.GAME);
        for (String n : org.cgcheck.theory.IntegerFunctions.UNARY_INT) {
            put(n, Type.INT, Type.INT);
        }
        for (String n : org.cgcheck.theory.IntegerFunctions.UNARY_BOOL) {
            put(n, Type.BOOL, Type.INT);
        }
        for (String n : org.cgcheck.theory.IntegerFunctions.BINARY_INT) {
            put(n, Type.INT, Type.INT, Type.INT);
        }
    }

    private static void put(String name, Type result, Type... params) {
        TABLE.put(name, new Signature(List.of(params), false, result));
    }

    /** The signature of a function (any case), or a games-in, game-out default for one not listed. */
    public static Signature of(Builtin fn) {
        Signature s = TABLE.get(fn.name().toLowerCase());
        return s != null ? s : new Signature(List.of(Type.GAME), true, Type.GAME);
    }

    /** Functions whose result is an integer when every argument is one: min(3, n), abs(n), sum(a, b). */
    public static boolean integerPreserving(String name) {
        String n = name.toLowerCase();
        return n.equals("min") || n.equals("max") || n.equals("abs") || n.equals("sum");
    }

    /** True if the table lists the function (tests keep it complete). */
    public static boolean lists(String name) {
        return TABLE.containsKey(name.toLowerCase());
    }
}
