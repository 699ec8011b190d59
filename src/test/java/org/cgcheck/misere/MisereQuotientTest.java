package org.cgcheck.misere;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.cgcheck.rules.HeapGame;
import org.junit.jupiter.api.Test;

/**
 * Misère quotients against brute force: misère play of the sums themselves (no theory), and
 * indistinguishability tested directly by sums X of up to five heaps.
 */
class MisereQuotientTest {
    /** Misère play of a sum of heaps, sorted, by the definition: P iff there is a move and every move leads to N. */
    static final class Play {
        final HeapGame g;
        final Map<List<Integer>, Boolean> memo = new HashMap<>();
        private final Map<Integer, List<List<Integer>>> moves = new HashMap<>();   // the rules' moves, asked once per size

        Play(HeapGame g) {
            this.g = g;
        }

        boolean isP(List<Integer> heaps) {
            Boolean b = memo.get(heaps);
            if (b != null) {
                return b;
            }
            boolean moved = false, p = true;
            for (int i = 0; i < heaps.size() && p; i++) {
                for (List<Integer> o : moves.computeIfAbsent(heaps.get(i), g::heapMoves)) {
                    List<Integer> next = new ArrayList<>(heaps);
                    next.remove(i);
                    next.addAll(o);
                    next.sort(null);
                    moved = true;
                    if (isP(next)) {
                        p = false;
                        break;
                    }
                }
            }
            memo.put(heaps, moved && p);
            return moved && p;
        }
    }

    /** Every sorted list of at most k heaps of sizes 1..n. */
    private static List<List<Integer>> sums(int n, int k) {
        List<List<Integer>> out = new ArrayList<>();
        out.add(List.of());
        for (int i = 0; i < out.size(); i++) {
            List<Integer> s = out.get(i);
            if (s.size() < k) {
                for (int h = s.isEmpty() ? 1 : s.get(s.size() - 1); h <= n; h++) {
                    List<Integer> t = new ArrayList<>(s);
                    t.add(h);
                    out.add(t);
                }
            }
        }
        return out;
    }

    private static int[] counts(List<Integer> heaps, int n) {
        int[] c = new int[n + 1];
        for (int h : heaps) {
            c[h]++;
        }
        return c;
    }

    private static List<Integer> plus(List<Integer> a, List<Integer> b) {
        List<Integer> s = new ArrayList<>(a);
        s.addAll(b);
        s.sort(null);
        return s;
    }

    /** The quotient agrees with brute force: outcomes, indistinguishability, order, pretending. */
    private static void checkAgainstBruteForce(String game, int n, Play play) {
        HeapGame g = HeapGame.named(game);
        MisereQuotient q = MisereQuotient.of(g, game, n);
        for (List<Integer> s : sums(n, 6)) {      // outcomes: Φ(G) ∈ P iff G is a misère P-position
            assertEquals(play.isP(s), q.isP(q.classOf(counts(s, n))), () -> game + " " + s);
        }
        List<List<Integer>> gs = sums(n, 3), xs = sums(n, 5);
        Map<List<Boolean>, Integer> brute = new HashMap<>();     // outcome signature -> a quotient class
        Set<Integer> seen = new HashSet<>();
        for (List<Integer> s : gs) {
            List<Boolean> sig = new ArrayList<>();
            for (List<Integer> x : xs) {
                sig.add(play.isP(plus(s, x)));
            }
            int c = q.classOf(counts(s, n));
            Integer before = brute.putIfAbsent(sig, c);
            assertEquals(before == null ? c : before, c, () -> game + " N=" + n + ": " + s + " is indistinguishable from"
                    + " a sum of another class");
            seen.add(c);
        }
        assertEquals(brute.size(), seen.size(), game + " N=" + n + ": quotient classes told apart by no X of ≤ 5 heaps");
        assertEquals(q.order(), seen.size(), game + " N=" + n + ": not every element is a sum of ≤ 3 heaps");
        long pBrute = brute.keySet().stream().filter(sig -> sig.get(0)).count();   // X = 0 first
        assertEquals(q.pPortionSize(), pBrute, game + " N=" + n + ": P-portion");
    }

    @Test
    void agreesWithBruteForceOnSmallBounds() {
        for (String g : List.of("nim", "0.75", "kayles", "dawsonskayles", "grundysgame", "0.137", "0.37", "4.7")) {
            Play play = new Play(HeapGame.named(g));        // play does not depend on the bound: one memo
            for (int n = 1; n <= 6; n++) {
                checkAgainstBruteForce(g, n, play);
            }
        }
    }

    /** Misère Nim: heaps ≤ 1 give {1, a}; heaps < 2^k (k ≥ 2) the tame quotient of order 2^k + 2, P = {a, b^2}. */
    @Test
    void misereNim() {
        int[] orders = {1, 2, 6, 6, 10, 10, 10, 10, 18};
        for (int n = 0; n <= 8; n++) {
            MisereQuotient q = MisereQuotient.of(HeapGame.NIM, "nim", n);
            assertEquals(orders[n], q.order(), "nim N=" + n);
        }
        assertEquals("<a, b | a^2 = 1, b^3 = b>; P = {a, b^2}", MisereQuotient.of(HeapGame.NIM, "nim", 3).presentation());
        assertEquals("a b ab c ac bc abc", MisereQuotient.of(HeapGame.NIM, "nim", 7).pretendingFunction());
    }

    /** 0.75: Plambeck's order-8 quotient, reached at heap 5. */
    @Test
    void octal075() {
        MisereQuotient q = MisereQuotient.of(HeapGame.octal("0.75"), "0.75", 8);
        assertEquals(8, q.order());
        assertEquals("<a, b, c | a^2 = 1, bc = ab, c^2 = b^2, b^3 = b>; P = {a, b^2}", q.presentation());
        assertEquals("a b a b c b c b", q.pretendingFunction());
        assertEquals(2, MisereQuotient.bySaturation(HeapGame.octal("0.75"), "0.75", 8).threshold());  // c^4 = c^2 but c^3 = ab^2 ≠ c
        MisereQuotient q9 = MisereQuotient.of(HeapGame.octal("0.75"), "0.75", 9);
        assertEquals(q.presentation(), q9.presentation());
        assertEquals("a b a b c b c b ab^2", q9.pretendingFunction());
    }

    /**
     * QuotientSolver's proof walks counts 0..t+2 only: a real count past t+2, folded back by 2 onto
     * t+1 or t+2, saturates alike after every change of −1 or more (a heap removed, parts added), so
     * the recursion there is the recursion at the folded vector. (0.75 at N = 8 above needs t = 2:
     * the shorter walk still finds where t = 1 fails.)
     */
    @Test
    void saturationFoldsCountsPastTPlusTwo() {
        for (int t = 1; t <= QuotientSolver.MAX_THRESHOLD; t++) {
            for (int k = t + 3; k <= t + 12; k++) {
                int folded = k - 2 * ((k - t - 1) / 2);
                assertTrue(folded == t + 1 || folded == t + 2, "t=" + t + " k=" + k);
                for (int j = -1; j <= 8; j++) {
                    assertEquals(QuotientSolver.sat(k + j, t), QuotientSolver.sat(folded + j, t), "t=" + t + " k=" + k + " j=" + j);
                }
            }
            // and a count of t is not folded: removing one copy tells it from t + 2
            assertTrue(QuotientSolver.sat(t - 1, t) != QuotientSolver.sat(t + 1, t), "t=" + t);
        }
    }

    /** Kayles refines at heap 9: c^2 = 1 holds in A_8 but not in A_9. */
    @Test
    void kaylesRefinesAtHeap9() {
        assertEquals("<a, b, c | a^2 = 1, c^2 = 1, b^3 = b>; P = {a, b^2, ac}",
                MisereQuotient.of(HeapGame.KAYLES, "kayles", 8).presentation());
        MisereQuotient q = MisereQuotient.of(HeapGame.KAYLES, "kayles", 9);
        assertEquals(18, q.order());
        assertEquals(6, q.pPortionSize());
        assertEquals("a b ab a c ab b ab^2 d", q.pretendingFunction());
    }

    /** Siegel (2007): a finite quotient with |P| = 2 has order 2^n + 2 or 2^n + 4; every non-trivial one has even order. */
    @Test
    void structureTheorems() {
        for (String g : List.of("nim", "0.75", "kayles", "dawsonskayles", "grundysgame", "0.137", "0.37", "4.7", "0.17")) {
            for (int n = 1; n <= 7; n++) {
                MisereQuotient q = MisereQuotient.of(HeapGame.named(g), g, n);
                if (q.order() > 1) {
                    assertEquals(0, q.order() % 2, g + " N=" + n);
                }
                if (q.pPortionSize() == 2) {
                    int m = q.order();
                    assertTrue(Integer.bitCount(m - 2) == 1 || Integer.bitCount(m - 4) == 1, g + " N=" + n + ": " + m);
                }
            }
        }
    }

    @Test
    void refusesBoundsPastTheLimit() {
        int max = MisereQuotient.maxBound();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> MisereQuotient.of(HeapGame.KAYLES, "kayles", max + 1));
        assertTrue(e.getMessage().contains("heaps ≤ " + max), e.getMessage());
        assertEquals(10, MisereQuotient.saturationBound());
        e = assertThrows(IllegalArgumentException.class, () -> MisereQuotient.bySaturation(HeapGame.KAYLES, "kayles", 11));
        assertTrue(e.getMessage().contains("heaps ≤ 10"), e.getMessage());
    }
}
