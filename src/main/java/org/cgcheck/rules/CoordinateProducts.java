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
                    int[][] x = new int[o.length][];
                    for (int i = 0; i < o.length; i++) {
                        x[i] = new int[] {o[i], c[1]};
                    }
                    out.add(x);
                }
                for (int[] o : s.options(c[1])) {
                    int[][] x = new int[o.length][];
                    for (int i = 0; i < o.length; i++) {
                        x[i] = new int[] {c[0], o[i]};
                    }
                    out.add(x);
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
                        List<int[]> x = new ArrayList<>();
                        for (int ai : a) {
                            x.add(new int[] {ai, c[1]});
                        }
                        for (int bj : b) {
                            x.add(new int[] {c[0], bj});
                        }
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
}
