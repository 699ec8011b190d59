package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Heap games given by take-and-break codes ({@link TakeBreakCode}) or turning codes
 * ({@link SpawningCode}, CGSuite's {@code Spawning}): CGSuite's
 * {@code TakeAndBreak(code)}, {@code Subtraction(set, allbut)} and {@code Splittles(set, allbut)}
 * (codes built from a set), and their partizan forms {@code PartizanTakeAndBreak},
 * {@code PartizanSubtraction}, {@code PartizanSplittles}: Left moves by one code, Right by the other.
 */
public final class CodeHeaps extends PieceGame {
    private static final Map<String, CodeHeaps> MADE = new ConcurrentHashMap<>();
    private final HeapMoves left;
    private final HeapMoves right;
    private final boolean impartial;
    private final Map<Integer, List<int[][]>> moves = new ConcurrentHashMap<>();

    private final String printed;

    private CodeHeaps(String qualified, HeapMoves left, HeapMoves right, boolean impartial) {
        this(qualified, qualified, left, right, impartial);
    }

    private CodeHeaps(String name, String qualified, HeapMoves left, HeapMoves right, boolean impartial) {
        super(name, qualified, 1);
        this.printed = impartial ? cgsuiteName(left) : "PartizanHeapRuleset(" + cgsuiteName(left) + ", " + cgsuiteName(right) + ")";
        this.left = left;
        this.right = right;
        this.impartial = impartial;
    }

    /** The impartial heap game of a code, printed as {@code qualified(n)}. */
    public static CodeHeaps impartial(String qualified, String code) {
        TakeBreakCode c = TakeBreakCode.parse(code);
        return MADE.computeIfAbsent(qualified, q -> new CodeHeaps(q, c, c, true));
    }

    private static String cgsuiteName(HeapMoves m) {
        return m instanceof SpawningCode ? "Spawning(\"" + m.text() + "\")"
                : m instanceof TakeBreakCode ? "TakeAndBreak(\"" + m.text() + "\")" : m.text();
    }

    /** A heap game from moves of other heap games (CGSuite's Join and PartizanJoin). */
    public static CodeHeaps of(String qualified, HeapMoves left, HeapMoves right, boolean impartial) {
        return of(qualified, qualified, left, right, impartial);
    }

    /**
     * As {@link #of(String, HeapMoves, HeapMoves, boolean)}, named {@code name} where what it prints
     * as does not tell it apart ({@code HeapRuleset(n -> [[m]])} for two values of m).
     */
    public static CodeHeaps of(String name, String qualified, HeapMoves left, HeapMoves right, boolean impartial) {
        return MADE.computeIfAbsent(name, q -> new CodeHeaps(q, qualified, left, right, impartial));
    }

    /** Left's moves (an impartial game's moves) as a code. */
    public HeapMoves leftMoves() {
        return left;
    }

    public HeapMoves rightMoves() {
        return right;
    }

    /** The code (CGSuite's {@code .code}): the take-and-break or turning code as written, or null. */
    public String code() {
        return impartial && (left instanceof TakeBreakCode || left instanceof SpawningCode) ? left.text() : null;
    }

    /** As CGSuite prints the ruleset: {@code TakeAndBreak("0.3003330[3]")}. */
    @Override
    public String toString() {
        return printed;
    }

    /** CGSuite's {@code Spawning(code)}: the heap form of a coin-turning game ({@link SpawningCode}). */
    public static CodeHeaps spawning(String qualified, String code) {
        SpawningCode c = SpawningCode.parse(code);
        return MADE.computeIfAbsent(qualified, q -> new CodeHeaps(q, c, c, true));
    }

    /** The partizan heap game: Left by one code, Right by the other. */
    public static CodeHeaps partizan(String qualified, String leftCode, String rightCode) {
        TakeBreakCode l = TakeBreakCode.parse(leftCode);
        TakeBreakCode r = TakeBreakCode.parse(rightCode);
        return MADE.computeIfAbsent(qualified, q -> new CodeHeaps(q, l, r, false));
    }

    /**
     * CGSuite's code for a subtraction set ({@code digit} "3") or Splittles ({@code digit} "7"):
     * the digit at every j in the set (with {@code allbut}, at every j not in it, for ever). The
     * set must not be empty, and with {@code allbut} its elements are positive.
     */
    public static String fromSet(List<Long> set, String digit, boolean allbut) {
        if (set.isEmpty()) {
            throw new BadPosition("the subtraction set is empty", -1);
        }
        long min = set.stream().mapToLong(Long::longValue).min().getAsLong();
        long max = set.stream().mapToLong(Long::longValue).max().getAsLong();
        if (max > PieceGame.MAX_PIECE || min < -PieceGame.MAX_PIECE) {
            throw new BadPosition("the subtraction set's elements must be within ±" + PieceGame.MAX_PIECE, -1);
        }
        if (min < 1 && !allbut) {       // said in the set's own words, not the code's ("the digit before the point")
            throw new BadPosition(min == 0 ? "a subtraction set containing 0 lets a heap move to itself: the game is"
                    + " loopy (cgcheck plays short games)" : "a negative element of a subtraction set adds tokens to a"
                    + " heap: the game is loopy (cgcheck plays short games)", -1);
        }
        StringBuilder s = new StringBuilder();
        if (min < 1) {
            if (allbut) {
                throw new BadPosition("with allbut => true, the subtraction set's elements must be positive", -1);
            }
            for (long n = min; n <= 0; n++) {
                s.append(set.contains(n) ? digit : "0");
            }
        } else {
            s.append('0');
        }
        s.append('.');
        if (max >= 1) {
            for (long n = 1; n <= max; n++) {
                s.append(set.contains(n) != allbut ? digit : "0");
            }
        } else if (!allbut) {
            s.append('0');
        }
        return allbut ? s + "[" + digit + "]" : s.toString();
    }

    @Override
    public boolean impartial() {
        return impartial;
    }

    @Override
    List<int[][]> moves(int[] piece, boolean isLeft) {
        int n = piece[0];
        int key = isLeft || impartial ? n : -n - 1;
        List<int[][]> m = moves.get(key);
        if (m == null) {
            m = new ArrayList<>();
            for (int[] o : (isLeft ? left : right).options(n)) {
                int[][] leaves = new int[o.length][];
                for (int i = 0; i < o.length; i++) {
                    leaves[i] = new int[] {o[i]};
                }
                m.add(leaves);
            }
            if (m.size() <= 64 && moves.size() < 100_000) {     // small lists only: Nim-like codes have n moves
                moves.put(key, m);
            }
        }
        return m;
    }

    /** "takes 2 from the heap of 9, leaving 3 and 4", "splits the heap of 9 into 4 and 5". */
    @Override
    String tell(int[] piece, int[][] leaves, boolean isLeft) {
        int n = piece[0], sum = 0;
        List<String> parts = new ArrayList<>();
        for (int[] l : leaves) {
            sum += l[0];
            parts.add(String.valueOf(l[0]));
        }
        String rest = String.join(" and ", parts);
        if (sum == n) {
            return "splits the heap of " + n + " into " + rest;
        }
        if (leaves.length == 0) {
            return "takes all of the heap of " + n;
        }
        return "takes " + (n - sum) + " from the heap of " + n + ", leaving " + rest;
    }

    /**
     * CGSuite's {@code CheckPeriodicity(n)} over heaps 0..n-1, printed as CGSuite prints it:
     * {@code Periodicity(Period => 34, Preperiod => 53, Saltus => 0)}, or {@code Nothing} (also for
     * rulesets without a take-and-break code, as in CGSuite).
     */
    public Object checkPeriodicity(int n) {
        if (impartial && !(left instanceof TakeBreakCode)) {
            for (int k = 1; k < n; k++) {       // as CGSuite, the values first: a bad heap function is refused
                grundy(new int[] {k});
            }
        }
        if (!impartial || !(left instanceof TakeBreakCode code) || n < 2) {
            return "Nothing";
        }
        int[] v = new int[n];
        for (int k = 0; k < n; k++) {
            v[k] = grundy(new int[] {k});
        }
        int[] p = code.periodicity(v, n);
        return p == null ? "Nothing" : new Periodicity(p[0], p[1], p[2]);
    }

    /** The Grundy values of heaps 1..n (CGSuite's NimValueSequence). */
    public List<Integer> nimValueSequence(int n) {
        List<Integer> out = new ArrayList<>();
        for (int k = 1; k <= n; k++) {
            out.add(grundy(new int[] {k}));
        }
        return out;
    }
}
