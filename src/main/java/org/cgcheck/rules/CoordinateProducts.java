package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * CGSuite's products of two heap rulesets R and S, impartial coordinate games on (m, n):
 * the acrostic product (move on m by R or on n by S; Winning Ways ch. 14) and the direct product
 * (move on both at once, every pair of options; the Tartan theorem gives its nim values as nim
 * products, Winning Ways ch. 14).
 */
public final class CoordinateProducts {
    private static final Map<String, PieceGame> MADE = new ConcurrentHashMap<>();

    private CoordinateProducts() {
    }

    public static PieceGame acrostic(String qualified, HeapMoves r, HeapMoves s) {
        return MADE.computeIfAbsent(qualified, q -> new PieceGame(q, q, 2) {
            @Override
            public boolean impartial() {
                return true;
            }

            @Override
            List<int[][]> moves(int[] c, boolean left) {
                List<int[][]> out = new ArrayList<>();
                for (int[] o : r.options(c[0])) {
                    out.add(paired(o, c[1], true));
                }
                for (int[] o : s.options(c[1])) {
                    out.add(paired(o, c[0], false));
                }
                return out;
            }
        });
    }

    public static PieceGame direct(String qualified, HeapMoves r, HeapMoves s) {
        return MADE.computeIfAbsent(qualified, q -> new PieceGame(q, q, 2) {
            @Override
            public boolean impartial() {
                return true;
            }

            @Override
            List<int[][]> moves(int[] c, boolean left) {
                List<int[][]> out = new ArrayList<>();
                for (int[] a : r.options(c[0])) {
                    for (int[] b : s.options(c[1])) {
                        List<int[]> x = new ArrayList<>(List.of(paired(a, c[1], true)));
                        x.addAll(List.of(paired(b, c[0], false)));
                        for (int ai : a) {
                            for (int bj : b) {
                                x.add(new int[] {ai, bj});
                            }
                        }
                        out.add(x.toArray(new int[0][]));
                    }
                }
                return out;
            }
        });
    }

    /** The pieces {@code (h, other)} for each heap h of {@code heaps}, or {@code (other, h)} if not {@code first}. */
    private static int[][] paired(int[] heaps, int other, boolean first) {
        int[][] x = new int[heaps.length][];
        for (int i = 0; i < heaps.length; i++) {
            x[i] = first ? new int[] {heaps[i], other} : new int[] {other, heaps[i]};
        }
        return x;
    }
}
