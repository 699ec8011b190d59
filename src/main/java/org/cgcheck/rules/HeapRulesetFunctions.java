package org.cgcheck.rules;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.cgcheck.fn.Args;
import org.cgcheck.fn.BadCall;
import org.cgcheck.fn.Builtin;
import org.cgcheck.fn.IntegerFunction;
import org.cgcheck.fn.IntegerList;
import org.cgcheck.fn.NamedArgument;

/**
 * CGSuite's heap and coordinate rulesets beyond the octal games, under CGSuite's names and with
 * its parameters: {@code game.heap.Subtraction([2,3,7], allbut => true)(10)},
 * {@code game.heap.PartizanSubtraction([1,2],[2,3])(7)}, {@code game.heap.Wythoff((3,5))},
 * {@code game.heap.MaundyCake((5,7))}, ... (docs/rulesets.md). A call with several heaps (or
 * pairs) is their sum, one position.
 */
public final class HeapRulesetFunctions {
    private HeapRulesetFunctions() {
    }

    /** Functions this class provides (their types: eval/Signatures, the block "heap games, issue 43"). */
    public static final List<String> NAMES = List.of("game.heap.Subtraction", "game.heap.Splittles",
            "game.heap.PartizanSubtraction", "game.heap.PartizanSplittles", "game.heap.PartizanTakeAndBreak", "game.heap.Spawning",
            "game.heap.Wythoff", "game.heap.GenWythoff", "game.heap.GenMem", "game.heap.FibonacciNim", "game.heap.Mem", "game.heap.TakeAway",
            "game.heap.MaundyCake", "game.heap.Eatcake", "game.heap.TurnAndEatcake", "game.heap.PartizanEuclid");

    /** The named argument's carrier ({@code allbut => true}), see lang/CallSyntax.NAMED_ARGUMENT. */
    public static final String NAMED = "namedargument";

    static List<Builtin> functions() {
        List<Builtin> out = new ArrayList<>();
        out.add(new Builtin(NAMED, 2, 2, "name => value", "A named argument, as CGSuite writes allbut => true",
                args -> new NamedArgument((String) args.get(0), args.get(1))));
        for (String kind : List.of("Subtraction", "Splittles")) {
            String name = "game.heap." + kind;
            String digit = kind.equals("Subtraction") ? "3" : "7";
            out.add(new Builtin(name, 1, Integer.MAX_VALUE, name + "([a, b, ...], allbut => false)(n, ...)",
                    kind.equals("Subtraction") ? "A heap of the subtraction game: take a, b, ... tokens (allbut: any number but those)"
                            : "A heap of Splittles: take a, b, ... tokens, leaving one heap or two", args -> {
                        Parsed p = parse(name, args, 1, true);
                        String code = code(name, p.sets.get(0), digit, p.allbut);
                        return heapsOrRules(name, CodeHeaps.impartial(name + "(" + p.setText(0) + p.allbutText() + ")", code),
                                p.rest);
                    }));
            String pname = "game.heap.Partizan" + kind;
            out.add(new Builtin(pname, 2, Integer.MAX_VALUE, pname + "([Left's], [Right's], allbut => false)(n, ...)",
                    "A heap of " + kind + " where Left takes by the first set, Right by the second", args -> {
                        Parsed p = parse(pname, args, 2, true);
                        String l = code(pname, p.sets.get(0), digit, p.allbut);
                        String r = code(pname, p.sets.get(1), digit, p.allbut);
                        return heapsOrRules(pname, CodeHeaps.partizan(pname + "(" + p.setText(0) + ", " + p.setText(1)
                                + p.allbutText() + ")", l, r), p.rest);
                    }));
        }
        String ptb = "game.heap.PartizanTakeAndBreak";
        out.add(new Builtin(ptb, 2, Integer.MAX_VALUE, ptb + "(\"Left's code\", \"Right's code\")(n, ...)",
                "A heap where Left moves by one take-and-break code, Right by the other", args -> {
                    String l = Args.string(args.get(0), ptb + "'s Left code");
                    String r = Args.string(args.get(1), ptb + "'s Right code");
                    try {
                        return heapsOrRules(ptb, CodeHeaps.partizan(ptb + "(\"" + l + "\", \"" + r + "\")", l, r), args.subList(2, args.size()));
                    } catch (BadPosition e) {
                        throw new BadCall(ptb + ": " + e.getMessage());
                    }
                }));
        String sp = "game.heap.Spawning";
        out.add(new Builtin(sp, 1, Integer.MAX_VALUE, sp + "(\"code\")(n, ...)",
                "A heap of the spawning game of a turning code (\"1-3\", \"3E\", \"4FS\", \"1-3C(5)\"): a coin-turning game as heaps",
                args -> {
                    String code = Args.string(args.get(0), sp + "'s code");
                    try {
                        return heapsOrRules(sp, CodeHeaps.spawning(sp + "(\"" + code + "\")", code), args.subList(1, args.size()));
                    } catch (BadPosition e) {
                        throw new BadCall(sp + ": " + e.getMessage());
                    }
                }));
        pair(out, "game.heap.Wythoff", "A Wythoff position: two heaps; take from one, or the same number from both",
                () -> CoordinateGames.wythoff(1, "game.heap.Wythoff"));
        pair(out, "game.heap.FibonacciNim", "Fibonacci Nim at (heap, memory): take 1 to twice the last take",
                () -> CoordinateGames.memory(BigInteger.TWO, BigInteger.ONE, false, "game.heap.FibonacciNim"));
        pair(out, "game.heap.Mem", "Mem at (heap, memory): take at least as many as the last take",
                () -> CoordinateGames.memory(BigInteger.ONE, BigInteger.ONE, true, "game.heap.Mem"));
        pair(out, "game.heap.PartizanEuclid", "Partizan Euclid at (p, q)", () -> CoordinateGames.PARTIZAN_EUCLID);
        pair(out, "game.heap.MaundyCake", "A Maundy Cake: each player cuts into equal pieces, Left the columns, Right the rows",
                () -> cake("game.heap.MaundyCake", "maundycake", "{2+}=.0", false));
        pair(out, "game.heap.Eatcake", "An Eatcake cake: Left eats a column, Right a row",
                () -> cake("game.heap.Eatcake", "eatcake", "0.7", false));
        pair(out, "game.heap.TurnAndEatcake", "A Turn-and-Eatcake cake: Eatcake, the cake turned after every move",
                () -> cake("game.heap.TurnAndEatcake", "turnandeatcake", "0.7", true));
        String gw = "game.heap.GenWythoff";
        out.add(new Builtin(gw, 1, 3, gw + "(k -> bound)((a, b))",
                "Wythoff generalized (Fraenkel and Tanny): take from one heap, or k and l from both with k <= l < bound(k)",
                args -> {
                    if (!(args.get(0) instanceof IntegerFunction f)) {
                        throw new BadCall(gw + " takes a function k -> E, not " + Args.typeName(args.get(0)));
                    }
                    PieceGame g = CoordinateGames.wythoff(function(f, gw), gw + "(" + f + ")", gw + "(" + f.key() + ")");
                    if (args.size() == 1) {
                        return g;
                    }
                    if (args.size() != 3) {
                        throw new BadCall(gw + ": a position is a pair ((a, b))");
                    }
                    return piece(gw, g, args.subList(1, 3));
                }));
        String gm = "game.heap.GenMem";
        out.add(new Builtin(gm, 1, 3, gm + "((memory, j) -> condition)((heap, memory))",
                "A memory game: from (n, memory) take j tokens, 1 <= j <= n, where the condition holds, to (n - j, j)",
                args -> {
                    if (!(args.get(0) instanceof IntegerList f) || f.items().size() != (101 * 101)) {
                        throw new BadCall(gm + " takes a condition (memory, j) -> C, not " + Args.typeName(args.get(0)));
                    }
                    List<BigInteger> t = f.items();
                    java.util.function.BiPredicate<Integer, Integer> allowed = (memory, j) -> {
                        if (memory > 100 || j > 100) {
                            throw new BadCall(gm + ": its condition is known for memory and j in 0..100 only;"
                                    + " this position needs (" + memory + ", " + j + ")");
                        }
                        return t.get(memory * 101 + j).signum() != 0;
                    };
                    PieceGame g = CoordinateGames.genMem(allowed, gm + "(f)", gm + "(" + f.hashCode() + ":" + f + ")");
                    if (args.size() == 1) {
                        return g;
                    }
                    if (args.size() != 3) {
                        throw new BadCall(gm + ": a position is a pair ((heap, memory))");
                    }
                    return piece(gm, g, args.subList(1, 3));
                }));
        String ta = "game.heap.TakeAway";
        out.add(new Builtin(ta, 3, 3, ta + "(r or k -> E)((heap, memory))", "Take-Away: take 1 to r times the last take", args -> {
            BigInteger num, den;
            if (args.get(0) instanceof IntegerFunction f) {        // TakeAway(k -> E)
                java.util.function.IntUnaryOperator limit = function(f, ta);
                return piece(ta, CoordinateGames.takeAway(limit, ta + "(" + f + ")", ta + "(" + f.key() + ")"), args.subList(1, 3));
            }
            if (args.get(0) instanceof BigInteger r) {
                num = r;
                den = BigInteger.ONE;
            } else {            // a dyadic rational limit: TakeAway(3/2)
                org.cgcheck.game.Game g = Args.game(args.get(0), ta + "'s limit");
                if (!g.isNumber()) {
                    throw new BadCall(ta + ": the limit must be a number, got " + g);
                }
                num = g.numberValue().numerator();
                den = g.numberValue().denominator();
            }
            if (num.signum() <= 0) {
                throw new BadCall(ta + ": the limit must be positive");
            }
            String shown = den.equals(BigInteger.ONE) ? num.toString() : num + "/" + den;
            return piece(ta, CoordinateGames.memory(num, den, false, ta + "(" + shown + ")"), args.subList(1, 3));
        }));
        out.addAll(HeapRulesetMethods.functions());
        return out;
    }

    /** The parameterless rulesets, by short name, for {@code forall P wythoff within 10}. */
    static List<Ruleset> withinDomains() {
        return List.of(CoordinateGames.wythoff(1, "game.heap.Wythoff"),
                CoordinateGames.memory(BigInteger.TWO, BigInteger.ONE, false, "game.heap.FibonacciNim"),
                CoordinateGames.memory(BigInteger.ONE, BigInteger.ONE, true, "game.heap.Mem"),
                CoordinateGames.PARTIZAN_EUCLID,
                cake("game.heap.MaundyCake", "maundycake", "{2+}=.0", false),
                cake("game.heap.Eatcake", "eatcake", "0.7", false),
                cake("game.heap.TurnAndEatcake", "turnandeatcake", "0.7", true));
    }

    /**
     * A function argument k -> E, called at each k when first asked and its value kept (a value
     * beyond the int range is clamped to it, as a bound or a limit reads the same there).
     */
    private static java.util.function.IntUnaryOperator function(IntegerFunction f, String name) {
        java.util.concurrent.ConcurrentHashMap<Integer, Integer> known = new java.util.concurrent.ConcurrentHashMap<>();
        return k -> {
            Integer kept = known.get(k);
            if (kept == null) {
                List<BigInteger> v = f.at(BigInteger.valueOf(k));
                if (v.size() != 1) {
                    throw new BadCall(name + ": its function gives " + v.size() + " values at " + k + ", not one");
                }
                BigInteger x = v.get(0);
                kept = x.bitLength() > 31 ? (x.signum() > 0 ? Integer.MAX_VALUE : Integer.MIN_VALUE) : x.intValue();
                known.put(k, kept);
            }
            return kept;
        };
    }

    private static CodeCakes cake(String qualified, String shortName, String code, boolean twisted) {
        CodeHeaps h = CodeHeaps.impartial("game.heap.TakeAndBreak(\"" + code + "\")", code);
        return CodeCakes.of(qualified, shortName, h, h, twisted);
    }

    private static void pair(List<Builtin> out, String name, String doc, java.util.function.Supplier<PieceGame> rules) {
        out.add(new Builtin(name, 2, 2, name + "((a, b))", doc, args -> piece(name, rules.get(), args)));
    }

    private static Object piece(String name, PieceGame rules, List<Object> args) {
        try {
            return rules.of(Args.integer(args.get(0), name + "'s first coordinate").intValueExact(),
                    Args.integer(args.get(1), name + "'s second coordinate").intValueExact());
        } catch (ArithmeticException e) {
            throw new BadCall(name + ": a coordinate must be 0.." + PieceGame.MAX_PIECE);
        } catch (BadPosition e) {
            throw new BadCall(name + ": " + e.getMessage());
        }
    }

    private record Parsed(List<List<Long>> sets, boolean allbut, boolean allbutGiven, List<Object> rest) {
        String setText(int i) {
            return sets.get(i).toString().replace(" ", "");
        }

        String allbutText() {
            return allbutGiven ? ", allbut => " + allbut : "";
        }
    }

    /** {@code sets} lists, then allbut (named or positional), then the heaps. */
    private static Parsed parse(String name, List<Object> args, int sets, boolean allbutAllowed) {
        List<List<Long>> out = new ArrayList<>();
        for (int i = 0; i < sets; i++) {
            if (!(args.get(i) instanceof IntegerList l)) {
                throw new BadCall(name + "'s " + (i == 0 ? "first" : "second") + " argument must be a list of integers"
                        + " such as [1, 2, 3], not " + Args.typeName(args.get(i)));
            }
            List<Long> set = new ArrayList<>();
            for (BigInteger b : l.items()) {
                if (b.bitLength() > 31) {
                    throw new BadCall(name + ": " + b + " is too large for a subtraction set");
                }
                set.add(b.longValue());
            }
            out.add(set);
        }
        int k = sets;
        boolean allbut = false, given = false;
        if (k < args.size() && args.get(k) instanceof NamedArgument n) {
            if (!n.name().toLowerCase(Locale.ROOT).equals("allbut") || !allbutAllowed) {
                throw new BadCall(name + " has no parameter '" + n.name() + "'" + (allbutAllowed ? " (it takes allbut)" : ""));
            }
            allbut = Args.bool(n.value(), name + "'s allbut");
            given = true;
            k++;
        } else if (k < args.size() && args.get(k) instanceof Boolean b) {
            allbut = b;
            given = true;
            k++;
        }
        for (int i = k; i < args.size(); i++) {
            if (args.get(i) instanceof NamedArgument n) {
                throw new BadCall(name + ": the named argument " + n.name() + " => comes before the heaps");
            }
        }
        return new Parsed(out, allbut, given, args.subList(k, args.size()));
    }

    private static String code(String name, List<Long> set, String digit, boolean allbut) {
        try {
            String code = CodeHeaps.fromSet(set, digit, allbut);
            TakeBreakCode.parse(code);
            return code;
        } catch (BadPosition e) {
            throw new BadCall(name + ": " + e.getMessage());
        }
    }

    /** The ruleset itself when no heap is given (CGSuite's ruleset value), else {@link #heaps}. */
    static Object heapsOrRules(String name, PieceGame rules, List<Object> ns) {
        return ns.isEmpty() ? rules : heaps(name, rules, ns);
    }

    /** The parameterless ruleset of a name ({@code game.heap.Wythoff}), for its NimValueTable. */
    static PieceGame ruleset(String qualified) {
        for (Ruleset r : withinDomains()) {
            if (r.qualified().equals(qualified)) {
                return (PieceGame) r;
            }
        }
        throw new IllegalArgumentException(qualified);
    }

    /** One heap, or the sum of the heaps as one position. */
    static Object heaps(String name, PieceGame rules, List<Object> ns) {
        List<Position> hs = new ArrayList<>();
        try {
            for (Object n : ns) {
                BigInteger b = Args.integer(n, name + "'s heap size");
                if (b.signum() < 0 || b.compareTo(BigInteger.valueOf(PieceGame.MAX_PIECE)) > 0) {
                    throw new BadCall(name + ": a heap size must be 0.." + PieceGame.MAX_PIECE + ", got " + b);
                }
                hs.add(rules.of(b.intValue()));
            }
            if (hs.size() == 1) {
                return hs.get(0);
            }
            List<int[]> all = new ArrayList<>();
            for (Position h : hs) {
                all.addAll(PieceGame.pieces(h));
            }
            return new PieceGame.Pieces(rules, all);
        } catch (BadPosition e) {
            throw new BadCall(name + ": " + e.getMessage());
        }
    }
}
