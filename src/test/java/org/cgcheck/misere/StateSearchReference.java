package org.cgcheck.misere;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.cgcheck.game.EvaluationStopped;

/**
 * The proof's check as it was first written, kept as a reference for {@link OutcomeCheck}: whether
 * a sum G satisfies "Φ(G) ∈ P iff G has a move and no option's image is in P" depends only on its
 * state, m = Φ(G) and, for each class q of heaps with one image present in G, r_q = Φ(G − one heap
 * of q); the states of all sums are searched from the state of 0, every choice of heaps within a
 * class checked. A different abstraction from OutcomeCheck's (image, transition set) pairs.
 */
final class StateSearchReference {
    private static final byte EMPTY = 1, FULL = 2, MIXED = 3;

    private StateSearchReference() {
    }

    /** Does the recursion hold at every sum? The search over states [m, r_0 .. r_{C-1}] (-1: class absent), checking each. */
    static boolean holds(QuotientTable q, int[][][] options) {
        int[][] act = q.act();
        boolean[] p = q.p();
        int identity = q.identity(), size = q.order();
        Map<Integer, Integer> classOfImage = new HashMap<>();
        List<List<Integer>> classes = new ArrayList<>();
        for (int h = 0; h < act.length; h++) {
            if (options[h].length > 0) {
                int image = act[h][identity];
                Integer c = classOfImage.get(image);
                if (c == null) {
                    c = classes.size();
                    classOfImage.put(image, c);
                    classes.add(new ArrayList<>());
                }
                classes.get(c).add(h);
            }
        }
        int nc = classes.size(), stride = nc + 1;
        byte[][] status = new byte[nc][size];
        StateTable table = new StateTable(stride);
        int[] start = new int[stride];
        Arrays.fill(start, -1);
        start[0] = identity;
        table.add(start, -1, -1);
        int[] s = new int[stride], t = new int[stride];
        for (int i = 0; i < table.size(); i++) {
            if ((i & 0xfff) == 0) {
                EvaluationStopped.check();
            }
            table.get(i, s);
            boolean present = false, allEmpty = true, someFull = false;
            for (int c = 0; c < nc; c++) {
                int r = s[c + 1];
                if (r < 0) {
                    continue;
                }
                present = true;
                byte st = status[c][r];
                if (st == 0) {
                    st = status[c][r] = status(classes.get(c), r, q, options);
                }
                allEmpty &= st == EMPTY;
                someFull |= st == FULL;
            }
            boolean isP = p[s[0]];
            boolean ok = isP ? present && allEmpty : !present || someFull;
            if (!ok) {
                return false;
            }
            for (int c = 0; c < nc; c++) {
                int[] a = act[classes.get(c).get(0)];
                t[0] = a[s[0]];
                for (int d = 0; d < nc; d++) {
                    t[d + 1] = d == c ? s[0] : s[d + 1] < 0 ? -1 : a[s[d + 1]];
                }
                table.add(t, i, c);
            }
        }
        return true;
    }

    /** Do all, none or some heaps of a class have an option from r into P? */
    private static byte status(List<Integer> heaps, int r, QuotientTable q, int[][][] options) {
        boolean any = false, all = true;
        for (int h : heaps) {
            boolean b = intoP(h, r, q, options);
            any |= b;
            all &= b;
        }
        return all ? FULL : any ? MIXED : EMPTY;
    }

    /** Has heap h an option O with r·Φ(O) in P? */
    private static boolean intoP(int h, int r, QuotientTable q, int[][][] options) {
        for (int[] o : options[h]) {
            if (q.p()[QuotientTable.times(q, r, o)]) {
                return true;
            }
        }
        return false;
    }
}
