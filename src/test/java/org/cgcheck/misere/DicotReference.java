package org.cgcheck.misere;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.cgcheck.form.Form;

/**
 * The slow, obviously correct reference for partizan misère play: outcomes of literal game trees
 * by recursion on the definition (a player unable to move wins), literal sums built as trees, and
 * the literal dicots born by day n enumerated as option sets. No theory of D is used.
 */
final class DicotReference {
    private DicotReference() {
    }

    private static final Map<Form, Boolean> LEFT_FIRST = new HashMap<>();
    private static final Map<Form, Boolean> RIGHT_FIRST = new HashMap<>();

    /** Does Left, moving first, win G in misère play? */
    static synchronized boolean leftWins(Form g) {
        Boolean known = LEFT_FIRST.get(g);
        if (known != null) {
            return known;
        }
        boolean wins = g.left().isEmpty();
        for (Form o : g.left()) {
            wins |= !rightWins(o);
        }
        LEFT_FIRST.put(g, wins);
        return wins;
    }

    /** Does Right, moving first, win G in misère play? */
    static synchronized boolean rightWins(Form g) {
        Boolean known = RIGHT_FIRST.get(g);
        if (known != null) {
            return known;
        }
        boolean wins = g.right().isEmpty();
        for (Form o : g.right()) {
            wins |= !leftWins(o);
        }
        RIGHT_FIRST.put(g, wins);
        return wins;
    }

    /**
     * Is o⁻(G + X) ≥ o⁻(H + X) in the order L > N, P > R? That is: Left, moving first, wins G + X
     * if she wins H + X, and Right, moving first, wins H + X if he wins G + X.
     */
    static boolean outcomeAtLeast(Form g, Form h, Form x) {
        return (!leftWins(h, x) || leftWins(g, x)) && (!rightWins(g, x) || rightWins(h, x));
    }

    // The sum G + X played without building it: a position is a pair of followers (FollowerPair).
    private static final Map<FollowerPair, Boolean> LEFT_FIRST_SUM = new HashMap<>();
    private static final Map<FollowerPair, Boolean> RIGHT_FIRST_SUM = new HashMap<>();

    /** Does Left, moving first, win G + X in misère play? (as leftWins(G.plus(X)), by play of the pair) */
    static synchronized boolean leftWins(Form g, Form x) {
        if (x == Form.ZERO) {
            return leftWins(g);
        }
        FollowerPair p = new FollowerPair(g, x);
        Boolean known = LEFT_FIRST_SUM.get(p);
        if (known != null) {
            return known;
        }
        List<Form> gs = g.left();
        List<Form> xs = x.left();
        boolean wins = gs.isEmpty() && xs.isEmpty();
        for (int i = 0; !wins && i < gs.size(); i++) {
            wins = !rightWins(gs.get(i), x);
        }
        for (int i = 0; !wins && i < xs.size(); i++) {
            wins = !rightWins(g, xs.get(i));
        }
        LEFT_FIRST_SUM.put(p, wins);
        return wins;
    }

    /** Does Right, moving first, win G + X in misère play? */
    static synchronized boolean rightWins(Form g, Form x) {
        if (x == Form.ZERO) {
            return rightWins(g);
        }
        FollowerPair p = new FollowerPair(g, x);
        Boolean known = RIGHT_FIRST_SUM.get(p);
        if (known != null) {
            return known;
        }
        List<Form> gs = g.right();
        List<Form> xs = x.right();
        boolean wins = gs.isEmpty() && xs.isEmpty();
        for (int i = 0; !wins && i < gs.size(); i++) {
            wins = !leftWins(gs.get(i), x);
        }
        for (int i = 0; !wins && i < xs.size(); i++) {
            wins = !leftWins(g, xs.get(i));
        }
        RIGHT_FIRST_SUM.put(p, wins);
        return wins;
    }

    /** Some X in xs with o⁻(G + X) ≱ o⁻(H + X) (a witness that G ≱ H modulo D), or null. */
    static Form witnessNotGe(Form g, Form h, List<Form> xs) {
        for (Form x : xs) {
            if (!outcomeAtLeast(g, h, x)) {
                return x;
            }
        }
        return null;
    }

    /**
     * Some X in xs with o⁻(G + X) ≠ o⁻(H + X) (a witness that G ≢ H modulo D), or null: the two
     * directions of {@link #witnessNotGe} in one pass.
     */
    static Form witnessNotEquivalent(Form g, Form h, List<Form> xs) {
        if (g == h) {
            return null;
        }
        for (Form x : xs) {
            if (leftWins(g, x) != leftWins(h, x) || rightWins(g, x) != rightWins(h, x)) {
                return x;
            }
        }
        return null;
    }

    /** Is the literal form a dicot, by its definition (checked at every follower)? */
    static boolean isDicot(Form g) {
        if (g.left().isEmpty() != g.right().isEmpty()) {
            return false;
        }
        for (Form o : g.left()) {
            if (!isDicot(o)) {
                return false;
            }
        }
        for (Form o : g.right()) {
            if (!isDicot(o)) {
                return false;
            }
        }
        return true;
    }

    /** Every literal dicot born by day n: 1, 2, 10, 1046530 for n = 0..3 (day 3 is not built here). */
    static List<Form> dicotsBornBy(int n) {
        List<Form> day = List.of(Form.ZERO);
        for (int d = 1; d <= n; d++) {
            List<List<Form>> sets = nonemptySubsets(day);
            List<Form> next = new ArrayList<>();
            next.add(Form.ZERO);
            for (List<Form> l : sets) {
                for (List<Form> r : sets) {
                    next.add(Form.of(l, r));
                }
            }
            day = next;
        }
        return day;
    }

    static List<List<Form>> nonemptySubsets(List<Form> base) {
        List<List<Form>> out = new ArrayList<>();
        for (int mask = 1; mask < 1 << base.size(); mask++) {
            List<Form> s = new ArrayList<>();
            for (int i = 0; i < base.size(); i++) {
                if ((mask & 1 << i) != 0) {
                    s.add(base.get(i));
                }
            }
            out.add(s);
        }
        return out;
    }

    /** A random literal dicot born by day n (n ≥ 1), its options drawn from day n − 1's. */
    static Form randomDicot(java.util.Random rnd, List<Form> previousDay) {
        List<Form> l = new ArrayList<>();
        List<Form> r = new ArrayList<>();
        while (l.isEmpty() || r.isEmpty()) {
            for (Form f : previousDay) {
                if (rnd.nextInt(4) == 0) {
                    l.add(f);
                }
                if (rnd.nextInt(4) == 0) {
                    r.add(f);
                }
            }
        }
        return Form.of(l, r);
    }

    /** n random literal dicots born on day 3 or earlier, built over {@code previousDay} from the seed. */
    static List<Form> randomDicots(int n, long seed, List<Form> previousDay) {
        java.util.Random rnd = new java.util.Random(seed);
        List<Form> out = new java.util.ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add(randomDicot(rnd, previousDay));
        }
        return out;
    }

    /**
     * Does the comparison test agree with play on G ≥ H? Tallies a witness's birthday in {@code byDay}
     * when the test says no; returns the test's answer.
     */
    static boolean testAgreesWithPlay(Form g, Form h, List<Form> xs, List<Form> xsWhenGe,
            java.util.Map<Integer, Integer> byDay) {
        boolean test = DicotOrder.ge(g, h);
        Form w = witnessNotGe(g, h, test ? xsWhenGe : xs);
        if (test) {
            org.junit.jupiter.api.Assertions.assertNull(w, g + " ≥ " + h + " (mod D) by the test, but X = " + w
                    + " contradicts it");
        } else {
            org.junit.jupiter.api.Assertions.assertNotNull(w, "the test says " + g + " ≱ " + h
                    + " but no X tried shows it");
            byDay.merge(w.birthday(), 1, Integer::sum);
        }
        return test;
    }
}
