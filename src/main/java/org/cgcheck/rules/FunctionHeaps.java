package org.cgcheck.rules;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.cgcheck.fn.Args;
import org.cgcheck.fn.BadCall;
import org.cgcheck.fn.Builtin;
import org.cgcheck.fn.IntegerList;

/**
 * CGSuite's {@code game.heap.HeapRuleset(n -> options)}: the impartial heap ruleset whose options
 * from a heap of n are what the function gives, each a list of heap sizes. The function arrives as
 * its table at n = 0..300 (lang/HeapFunctionSyntax: {@code [n, k, a1, ..., ak, ...]}); a heap
 * beyond the table is refused, as is, when the heap is played, an option with a heap not smaller
 * than n (the game would not end: CGSuite does not finish either).
 */
final class FunctionHeaps implements HeapMoves {
    static final String NAME = "game.heap.HeapRuleset";
    /** The last n the function is read at (lang/CallSyntax.LAMBDA_TABLE). */
    private static final int TABLE = 300;
    private final List<List<int[]>> table;
    private final String text;

    private FunctionHeaps(List<List<int[]>> table, String text) {
        this.table = table;
        this.text = text;
    }

    /** A heap of 0 is 0 (as CGSuite values it), whatever the function gives there. */
    @Override
    public List<int[]> options(int n) {
        if (n == 0) {
            return List.of();
        }
        if (n >= table.size()) {
            throw new BadCall(NAME + ": its function is known at 0.." + (table.size() - 1) + " only; this position needs"
                    + " it at " + n);
        }
        for (int[] o : table.get(n)) {
            for (int a : o) {
                if (a < 0 || a >= n) {
                    throw new BadCall(NAME + ": from a heap of " + n + " the function gives a heap of " + a + "; every heap"
                            + " of an option must be smaller than n (0 <= a < n), or the game does not end");
                }
            }
        }
        return table.get(n);
    }

    @Override
    public String text() {
        return text;
    }

    static List<Builtin> functions() {
        return List.of(new Builtin(NAME, 1, Integer.MAX_VALUE, NAME + "(n -> [[a, b, ...] for ...])(n, ...)",
                "The impartial heap ruleset whose options from a heap of n are the function's lists of heap sizes"
                        + " (read at 0..300)", args -> {
                    if (!(args.get(0) instanceof IntegerList f)) {
                        throw new BadCall(NAME + " takes a function n -> [[a, b], ...], not " + Args.typeName(args.get(0)));
                    }
                    FunctionHeaps moves = read(f.items());
                    CodeHeaps rules = CodeHeaps.of(NAME + "(#" + digest(f.items()) + ")", moves, moves, true);
                    return HeapRulesetFunctions.heapsOrRules(NAME, rules, args.subList(1, args.size()));
                }));
    }

    private static FunctionHeaps read(List<BigInteger> flat) {
        List<List<int[]>> table = new ArrayList<>();
        for (int n = 0; n <= TABLE; n++) {
            table.add(new ArrayList<>());
        }
        for (int i = 0; i < flat.size(); ) {
            int n = flat.get(i).intValue();         // 0..TABLE: the lambda's own variable
            int k = flat.get(i + 1).intValue();
            int[] heaps = new int[k];
            for (int j = 0; j < k; j++) {
                BigInteger a = flat.get(i + 2 + j);         // checked when the heap of n is played (options)
                heaps[j] = a.bitLength() > 31 ? (a.signum() < 0 ? -1 : Integer.MAX_VALUE) : a.intValue();
            }
            table.get(n).add(heaps);
            i += 2 + k;
        }
        for (List<int[]> t : table) {
            if (t.size() > MAX_OPTIONS) {
                throw new BadCall(NAME + ": a heap has more than " + MAX_OPTIONS + " options; refused as infeasible");
            }
        }
        return new FunctionHeaps(table, "FunctionalHeapRuleset(n -> ...)");
    }

    /** A short digest of the table, naming the ruleset for the memo (equal tables, one ruleset). */
    private static String digest(List<BigInteger> flat) {
        try {
            java.security.MessageDigest md = java.security.MessageDigest.getInstance("SHA-256");
            md.update(flat.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8));
            return java.util.HexFormat.of().formatHex(md.digest()).substring(0, 16);
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
