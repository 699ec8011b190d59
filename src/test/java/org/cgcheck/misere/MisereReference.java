package org.cgcheck.misere;

import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.cgcheck.form.Form;

/**
 * The slow, obviously correct reference: misère play of a literal impartial game tree by
 * recursion (a player unable to move wins), with no theory. Forms are interned, so a map keyed
 * by the form is a memo of positions.
 */
final class MisereReference {
    private MisereReference() {
    }

    private static final Map<Form, Boolean> NEXT_WINS = new HashMap<>();
    private static final Map<Form, Integer> GRUNDY_MINUS = new HashMap<>();

    /** Does the player to move win G in misère play? (o⁻(G) = N) */
    static synchronized boolean nextWins(Form g) {
        Boolean known = NEXT_WINS.get(g);
        if (known != null) {
            return known;
        }
        boolean wins = g.left().isEmpty();          // no move: the player to move wins
        for (Form o : g.left()) {
            if (!nextWins(o)) {
                wins = true;
                break;
            }
        }
        NEXT_WINS.put(g, wins);
        return wins;
    }

    /** G⁻ by its definition on the literal tree: 1 with no options, else the mex of the options'. */
    static synchronized int grundyMinus(Form g) {
        Integer known = GRUNDY_MINUS.get(g);
        if (known != null) {
            return known;
        }
        int v;
        if (g.left().isEmpty()) {
            v = 1;
        } else {
            BitSet seen = new BitSet();
            for (Form o : g.left()) {
                seen.set(grundyMinus(o));
            }
            v = seen.nextClearBit(0);
        }
        GRUNDY_MINUS.put(g, v);
        return v;
    }

    /** Some X in xs with o⁻(G + X) ≠ o⁻(H + X), or null. */
    static Form distinguisher(Form g, Form h, List<Form> xs) {
        for (Form x : xs) {
            if (nextWins(g, x) != nextWins(h, x)) {
                return x;
            }
        }
        return null;
    }

    // The sum G + X played without building it: a position is a pair of followers (FollowerPair).
    private static final Map<FollowerPair, Boolean> NEXT_WINS_SUM = new HashMap<>();

    /** Does the player to move win G + X in misère play? (nextWins(G.plus(X)), by play of the pair) */
    static synchronized boolean nextWins(Form g, Form x) {
        if (x == Form.ZERO) {
            return nextWins(g);
        }
        FollowerPair p = new FollowerPair(g, x);
        Boolean known = NEXT_WINS_SUM.get(p);
        if (known != null) {
            return known;
        }
        List<Form> gs = g.left();
        List<Form> xs = x.left();
        boolean wins = gs.isEmpty() && xs.isEmpty();        // no move: the player to move wins
        for (int i = 0; !wins && i < gs.size(); i++) {
            wins = !nextWins(gs.get(i), x);
        }
        for (int i = 0; !wins && i < xs.size(); i++) {
            wins = !nextWins(g, xs.get(i));
        }
        NEXT_WINS_SUM.put(p, wins);
        return wins;
    }

    /** The nim heap *n as a literal form. */
    static Form nim(int n) {
        List<Form> os = new java.util.ArrayList<>();
        Form h = Form.ZERO;
        for (int i = 0; i < n; i++) {
            os.add(h);
            h = Form.of(os, os);
        }
        return h;
    }

    /** G + *2 + ... + *2 (k copies) as a literal form. */
    static Form plusTwos(Form g, int k) {
        Form s = g;
        for (int i = 0; i < k; i++) {
            s = s.plus(nim(2));
        }
        return s;
    }
}
