package org.cgcheck.rules;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.cgcheck.fn.Args;
import org.cgcheck.fn.BadCall;
import org.cgcheck.fn.Builtin;
import org.cgcheck.fn.IntegerFunction;

/**
 * CGSuite's {@code game.heap.HeapRuleset(n -> options)}: the impartial heap ruleset whose options
 * from a heap of n are what the function gives, each a list of heap sizes. The function is called
 * when a heap of n is first played, at that n only, and its options kept (fn/IntegerFunction: its
 * value at n is the flat list {@code [k, a1, ..., ak, ...]}, each option's length and heap sizes).
 * An option with a heap not smaller than n is refused (the game would not end: CGSuite does not
 * finish either).
 */
final class FunctionHeaps implements HeapMoves {
    static final String NAME = "game.heap.HeapRuleset";
    private final IntegerFunction function;
    /** The options of each heap played so far (a list of int[] per heap size). */
    private final java.util.concurrent.ConcurrentHashMap<Integer, List<int[]>> known = new java.util.concurrent.ConcurrentHashMap<>();

    private FunctionHeaps(IntegerFunction function) {
        this.function = function;
    }

    /** A heap of 0 is 0 (as CGSuite values it), whatever the function gives there. */
    @Override
    public List<int[]> options(int n) {
        if (n == 0) {
            return List.of();
        }
        List<int[]> o = known.get(n);
        if (o == null) {
            o = read(n, function.at(BigInteger.valueOf(n)));
            List<int[]> before = known.putIfAbsent(n, o);
            o = before == null ? o : before;
        }
        return o;
    }

    @Override
    public String text() {
        return "FunctionalHeapRuleset(n -> ...)";
    }

    static List<Builtin> functions() {
        return List.of(new Builtin(NAME, 1, Integer.MAX_VALUE, NAME + "(n -> [[a, b, ...] for ...])(n, ...)",
                "The impartial heap ruleset whose options from a heap of n are the function's lists of heap sizes", args -> {
                    if (!(args.get(0) instanceof IntegerFunction f)) {
                        throw new BadCall(NAME + " takes a function n -> [[a, b], ...], not " + Args.typeName(args.get(0)));
                    }
                    FunctionHeaps moves = new FunctionHeaps(f);        // kept only if no equal function made one
                    CodeHeaps rules = CodeHeaps.of(NAME + "(#" + digest(f.key()) + ")", NAME + "(" + f + ")", moves, moves, true);
                    return HeapRulesetFunctions.heapsOrRules(NAME, rules, args.subList(1, args.size()));
                }));
    }

    /** The options of a heap of n from the function's value there, each heap checked to be below n. */
    private static List<int[]> read(int n, List<BigInteger> flat) {
        List<int[]> out = new ArrayList<>();
        for (int i = 0; i < flat.size(); ) {
            if (out.size() >= MAX_OPTIONS) {
                throw new BadCall(NAME + ": a heap of " + n + " has more than " + MAX_OPTIONS + " options; refused as infeasible");
            }
            int k = flat.get(i).intValueExact();        // the option's length, as lang/HeapFunctionSyntax writes it
            int[] heaps = new int[k];
            for (int j = 0; j < k; j++) {
                BigInteger a = flat.get(i + 1 + j);
                if (a.signum() < 0 || a.compareTo(BigInteger.valueOf(n)) >= 0) {
                    throw new BadCall(NAME + ": from a heap of " + n + " the function gives a heap of " + a + "; every heap"
                            + " of an option must be smaller than n (0 <= a < n), or the game does not end");
                }
                heaps[j] = a.intValue();
            }
            out.add(heaps);
            i += 1 + k;
        }
        return List.copyOf(out);
    }

    /** A short digest of the function's key, naming the ruleset for the memo (equal functions, one ruleset). */
    private static String digest(String key) {
        try {
            java.security.MessageDigest md = java.security.MessageDigest.getInstance("SHA-256");
            md.update(key.getBytes(java.nio.charset.StandardCharsets.UTF_8));
            return java.util.HexFormat.of().formatHex(md.digest()).substring(0, 16);
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
