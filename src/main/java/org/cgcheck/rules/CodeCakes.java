package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * CGSuite's {@code GenCutcake(R, S, twisted)} for take-and-break codes R and S: on a cake
 * {@code (rows, cols)}, Left plays R on the columns (each option's heaps become cakes of the same
 * rows), Right plays S on the rows. Twisted, the cake is turned before each move. MaundyCake
 * ({@code {2+}=.0}: cut into equal pieces), Eatcake ({@code 0.7}: eat a row or column) and
 * Turn-and-Eatcake (Eatcake twisted) are instances; CGSuite's {@code R.CakeProduct(S)} is one too.
 */
public final class CodeCakes extends PieceGame {
    private static final Map<String, CodeCakes> MADE = new ConcurrentHashMap<>();
    private final String leftName;
    private final String rightName;
    private final HeapMoves left;
    private final HeapMoves right;
    private final boolean twisted;

    private CodeCakes(String qualified, String name, CodeHeaps left, CodeHeaps right, boolean twisted) {
        this(qualified, name, left.leftMoves(), right.leftMoves(), left.toString(), right.toString(), twisted);
    }

    private CodeCakes(String qualified, String name, HeapMoves left, HeapMoves right, String leftName, String rightName,
            boolean twisted) {
        super(name, qualified, 2);
        this.left = left;
        this.right = right;
        this.twisted = twisted;
        this.leftName = leftName;
        this.rightName = rightName;
    }

    /** The cake game of two impartial code heap games, under the expression {@code qualified}. */
    public static CodeCakes of(String qualified, String shortName, CodeHeaps left, CodeHeaps right, boolean twisted) {
        return MADE.computeIfAbsent(qualified, q -> new CodeCakes(q, shortName == null ? q : shortName, left, right, twisted));
    }

    @Override
    public boolean impartial() {
        return false;
    }

    @Override
    public String boundSyntax() {
        return "RxC";
    }

    @Override
    List<int[][]> moves(int[] c, boolean isLeft) {
        int rows = twisted ? c[1] : c[0], cols = twisted ? c[0] : c[1];
        List<int[][]> out = new ArrayList<>();
        for (int[] m : (isLeft ? left : right).options(isLeft ? cols : rows)) {
            int[][] cakes = new int[m.length][];
            for (int i = 0; i < m.length; i++) {
                cakes[i] = isLeft ? new int[] {rows, m[i]} : new int[] {m[i], cols};
            }
            out.add(cakes);
        }
        return out;
    }

    /** "cuts the 2×6 cake into 2×2 + 2×2 + 2×2", "eats 1 column of the 2×3 cake, leaving 2×1 + 2×1". */
    @Override
    String tell(int[] c, int[][] to, boolean isLeft) {
        int rows = twisted ? c[1] : c[0], cols = twisted ? c[0] : c[1];
        int side = isLeft ? cols : rows, kept = 0;
        List<String> parts = new ArrayList<>();
        for (int[] x : to) {
            parts.add(x[0] + "×" + x[1]);
            kept += isLeft ? x[1] : x[0];
        }
        String cake = "the " + c[0] + "×" + c[1] + " cake" + (twisted ? " (turned: " + rows + "×" + cols + ")" : "");
        String what = (isLeft ? "column" : "row") + (side - kept == 1 ? "" : "s");
        String rest = String.join(" + ", parts);
        if (side == kept) {
            return "cuts " + cake + " into " + rest;
        }
        if (parts.isEmpty()) {
            return "eats " + cake + " (its " + (side - kept) + " " + what + ")";
        }
        return "eats " + (side - kept) + " " + what + " of " + cake + ", leaving " + rest;
    }

    /** As CGSuite prints it: {@code GenCutcake(TakeAndBreak("0.7"), TakeAndBreak("0.7"), twisted => false)}. */
    @Override
    public String toString() {
        return "GenCutcake(" + leftName + ", " + rightName + ", twisted => " + twisted + ")";
    }
}
