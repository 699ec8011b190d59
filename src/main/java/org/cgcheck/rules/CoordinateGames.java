package org.cgcheck.rules;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * CGSuite's coordinate rulesets on pairs {@code (a, b)}: Wythoff and Fraenkel's r-Wythoff
 * ({@code GenWythoff(k -> k + r)}), the memory games Mem and Take-Away (Fibonacci Nim is
 * {@code TakeAway(2)}), and Partizan Euclid.
 */
public final class CoordinateGames {
    private static final Map<String, PieceGame> MADE = new ConcurrentHashMap<>();

    private CoordinateGames() {
    }

    /** Wythoff: take any number from one heap, or k from one and l from the other with k ≤ l < k + r. */
    public static PieceGame wythoff(int r, String qualified) {
        return wythoff(k -> k + r, qualified, qualified);
    }

    /**
     * CGSuite's {@code GenWythoff(bound)}: take any number from one heap, or k from one and l from
     * the other with 0 < k <= l < bound(k) (Fraenkel and Tanny); {@code key} names the bound.
     */
    public static PieceGame wythoff(java.util.function.IntUnaryOperator bound, String qualified, String key) {
        return MADE.computeIfAbsent(key, q -> new PieceGame(q.equals("game.heap.Wythoff") ? "wythoff" : q, qualified, 2) {
            @Override
            public boolean impartial() {
                return true;
            }

            @Override
            List<int[][]> moves(int[] c, boolean left) {
                int m = c[0], n = c[1];
                List<int[][]> out = new ArrayList<>();
                for (int a = 1; a <= m; a++) {
                    out.add(new int[][] {{m - a, n}});
                }
                for (int b = 1; b <= n; b++) {
                    out.add(new int[][] {{m, n - b}});
                }
                int diag = Math.min(m, n);
                for (int k = 1; k <= diag; k++) {
                    for (int l = k; l <= Math.min(bound.applyAsInt(k) - 1, n); l++) {
                        out.add(new int[][] {{m - k, n - l}});
                    }
                }
                for (int l = 1; l <= diag; l++) {
                    for (int k = l + 1; k <= Math.min(bound.applyAsInt(l) - 1, m); k++) {
                        out.add(new int[][] {{m - k, n - l}});
                    }
                }
                return out;
            }

            @Override
            boolean singleOptions(int[] c, java.util.BitSet seen) {
                int m = c[0], n = c[1];
                for (int a = 1; a <= m; a++) {
                    seen.set(grundyAt(m - a, n));
                }
                for (int b = 1; b <= n; b++) {
                    seen.set(grundyAt(m, n - b));
                }
                int diag = Math.min(m, n);
                for (int k = 1; k <= diag; k++) {
                    for (int l = k; l <= Math.min(bound.applyAsInt(k) - 1, n); l++) {
                        seen.set(grundyAt(m - k, n - l));
                    }
                }
                for (int l = 1; l <= diag; l++) {
                    for (int k = l + 1; k <= Math.min(bound.applyAsInt(l) - 1, m); k++) {
                        seen.set(grundyAt(m - k, n - l));
                    }
                }
                return true;
            }

            @Override
            String tell(int[] p, int[][] to, boolean left) {
                int da = p[0] - to[0][0], db = p[1] - to[0][1];
                String what = da == 0 ? "takes " + db + " from the second heap"
                        : db == 0 ? "takes " + da + " from the first heap"
                        : "takes " + da + " from the first heap and " + db + " from the second";
                return what + ": " + show(p) + " → " + show(to[0]);
            }
        });
    }

    /**
     * Take-Away with limit {@code num/den} (CGSuite's {@code TakeAway(r)}; {@code FibonacciNim} is
     * {@code TakeAway(2)}): from {@code (n, memory)} take j tokens, 1 ≤ j ≤ n, with j ≤ r·memory,
     * moving to {@code (n - j, j)}. {@code Mem}: j ≥ memory instead.
     */
    /** CGSuite's {@code TakeAway(f)}: take j tokens, 1 <= j <= f(memory); {@code key} names f. */
    public static PieceGame takeAway(java.util.function.IntUnaryOperator limit, String qualified, String key) {
        return MADE.computeIfAbsent(key, q -> new PieceGame(q, qualified, 2) {
            @Override
            public boolean impartial() {
                return true;
            }

            @Override
            List<int[][]> moves(int[] c, boolean left) {
                return takes(c[0], limit.applyAsInt(c[1]), j -> true);
            }

            @Override
            String tell(int[] p, int[][] to, boolean left) {
                return memoryMove(this, p, to);
            }
        });
    }

    /** CGSuite's {@code GenMem(p)}: take j tokens, 1 <= j <= n, where p(memory, j), moving to (n - j, j). */
    public static PieceGame genMem(java.util.function.BiPredicate<Integer, Integer> allowed, String qualified, String key) {
        return MADE.computeIfAbsent(key, q -> new PieceGame(q, qualified, 2) {
            @Override
            public boolean impartial() {
                return true;
            }

            @Override
            List<int[][]> moves(int[] c, boolean left) {
                return takes(c[0], c[0], j -> allowed.test(c[1], j));
            }

            @Override
            String tell(int[] p, int[][] to, boolean left) {
                return memoryMove(this, p, to);
            }
        });
    }

    public static PieceGame memory(BigInteger num, BigInteger den, boolean mem, String qualified) {
        String shortName = qualified.equals("game.heap.FibonacciNim") ? "fibonaccinim"
                : qualified.equals("game.heap.Mem") ? "mem" : qualified;
        return MADE.computeIfAbsent(qualified, q -> new PieceGame(shortName, q, 2) {
            @Override
            public boolean impartial() {
                return true;
            }

            @Override
            List<int[][]> moves(int[] c, boolean left) {
                return takes(c[0], c[0], j -> mem ? j >= c[1]
                        : BigInteger.valueOf(j).multiply(den).compareTo(BigInteger.valueOf(c[1]).multiply(num)) <= 0);
            }

            @Override
            String tell(int[] p, int[][] to, boolean left) {
                return memoryMove(this, p, to);
            }
        });
    }

    /** A memory game's move in words: "takes 2 from the heap of 7: (7,3) → (5,2)". */
    private static String memoryMove(PieceGame g, int[] p, int[][] to) {
        return "takes " + (p[0] - to[0][0]) + " from the heap of " + p[0] + ": " + g.show(p) + " → " + g.show(to[0]);
    }

    /** The memory games' moves from a heap of n: take j, 1 <= j <= min(n, most), where {@code ok}; memory j. */
    private static List<int[][]> takes(int n, int most, java.util.function.IntPredicate ok) {
        List<int[][]> out = new ArrayList<>();
        for (int j = 1; j <= n && j <= most; j++) {
            if (ok.test(j)) {
                out.add(new int[][] {{n - j, j}});
            }
        }
        return out;
    }

    /** Partizan Euclid on (p, q): Left moves to (q, p mod q), Right to (q, q - p mod q); none when q divides p. */
    public static final PieceGame PARTIZAN_EUCLID = new PieceGame("partizaneuclid", "game.heap.PartizanEuclid", 2) {
        @Override
        public boolean impartial() {
            return false;
        }

        @Override
        public String boundSyntax() {
            return "RxC";
        }

        @Override
        List<int[][]> moves(int[] c, boolean left) {
            int p = c[0], q = c[1];
            if (q == 0 || p % q == 0) {
                return List.of();
            }
            return List.<int[][]>of(new int[][] {{q, left ? p % q : q - p % q}});
        }
    };
}
