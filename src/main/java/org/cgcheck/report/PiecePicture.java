package org.cgcheck.report;

import java.util.List;
import org.cgcheck.rules.PieceGame;
import org.cgcheck.rules.Position;

/**
 * Issue 43's heap games drawn: heaps as rows of tokens (a Wythoff or Partizan Euclid pair as its two
 * rows, the first above the second; a memory game's heap with its last take in words under it), cakes ({@code MaundyCake}, {@code Eatcake}, ...) as cakes of
 * squares side by side. A move is shown by the position it leads to (the words say the move).
 */
final class PiecePicture {
    private static final int ROW = 22;
    private static final int CELL = 14;
    private static final int GAP = 10;

    private PiecePicture() {
    }

    static int[] draw(StringBuilder sb, Position p) {
        PieceGame g = (PieceGame) p.ruleset();
        List<int[]> pieces = PieceGame.pieces(p);
        boolean euclid = g.qualified().equals("game.heap.PartizanEuclid");      // a pair of numbers, not a cake
        if (g.arity() == 2 && g.boundSyntax().equals("RxC") && !euclid) {
            int x = 0, h = 0;
            for (int[] c : pieces) {
                CakePicture.cake(sb, x, c[0], c[1]);
                x += c[1] * CELL + GAP;
                h = Math.max(h, c[0] * CELL);
            }
            return new int[] {Math.max(CELL, x - GAP + 1), Math.max(CELL, h + 1)};
        }
        int row = 0, width = 96;
        if (pieces.isEmpty() || pieces.stream().allMatch(c -> c.length == 1 && c[0] == 0)) {
            sb.append("    <text x=\"0\" y=\"16\">(no tokens)</text>\n");
            return new int[] {96, ROW};
        }
        boolean memory = memory(g);
        for (int[] c : pieces) {
            for (int i = 0; i < c.length; i++) {
                int n = c[i];
                if (memory && i == 1) {     // the last take is a number the next move is bound by, not a heap
                    String told = "last take: " + n;
                    sb.append("    <text x=\"0\" y=\"").append(row * ROW + 15).append("\" fill=\"#555555\">").append(told)
                            .append("</text>\n");
                    width = Math.max(width, told.length() * 8);
                } else {
                    width = Math.max(width, HeapPicture.tokens(sb, 0, row * ROW, n, "#444444") + HeapPicture.label(sb, 0, row, n));
                }
                row++;
            }
        }
        return new int[] {width, row * ROW};
    }

    /** The memory games (Fibonacci Nim, Mem, Take-Away, GenMem): a position is (heap, last take). */
    private static boolean memory(PieceGame g) {
        String q = g.qualified();
        return q.startsWith("game.heap.FibonacciNim") || q.startsWith("game.heap.Mem") || q.startsWith("game.heap.TakeAway")
                || q.startsWith("game.heap.GenMem");
    }
}
