package org.cgcheck.eval;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.cgcheck.fn.Args;
import org.cgcheck.fn.BadCall;
import org.cgcheck.fn.Builtin;
import org.cgcheck.rules.CodeHeaps;

/** The heap rulesets' functions whose values are lists (issue 43): CGSuite's {@code R.NimValueSequence(n)}. */
final class HeapRulesetValues {
    private HeapRulesetValues() {
    }

    static List<Builtin> functions() {
        return List.of(new Builtin("nimvaluesequence", 2, 2, "R.NimValueSequence(n)",
                "The nim values of the heaps 1..n of an impartial heap ruleset (CGSuite's NimValueSequence)", args -> {
                    if (!(args.get(0) instanceof CodeHeaps h) || !h.impartial()) {
                        throw new BadCall("NimValueSequence: " + Args.typeName(args.get(0)) + " is not an impartial heap"
                                + " ruleset (game.heap.TakeAndBreak(\"0.77\"), game.heap.Subtraction([1,2]), ...)");
                    }
                    BigInteger n = Args.integer(args.get(1), "NimValueSequence's heap size");
                    if (n.signum() < 0 || n.intValue() > org.cgcheck.rules.PieceGame.MAX_PIECE || n.bitLength() > 31) {
                        throw new BadCall("NimValueSequence: the heap size must be 0.." + org.cgcheck.rules.PieceGame.MAX_PIECE);
                    }
                    List<BigInteger> out = new ArrayList<>();
                    for (int g : h.nimValueSequence(n.intValue())) {
                        out.add(BigInteger.valueOf(g));
                    }
                    return IntList.of(out);
                }));
    }
}
