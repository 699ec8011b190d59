package org.cgcheck.misere;

import java.util.List;
import org.cgcheck.form.Form;
import org.cgcheck.game.OpCache;

/**
 * Dicots and misère play of literal (partizan) forms. A dicot is a form from every follower of
 * which either both players can move or neither can (in normal play the same condition is called
 * dicotic, or all-small). The dicots form a universe D: closed under options, sums and conjugates.
 * In D the only end (a position where a player cannot move) is 0.
 */
public final class Dicots {
    private Dicots() {
    }

    /** A follower of {@code f} (possibly f itself) with moves for one player only, or null if f is a dicot. */
    public static Form offendingFollower(Form f) {
        Boolean known = DICOT.get(OpCache.key(f.id(), 0));
        if (known != null && known) {
            return null;
        }
        Form bad = f.left().isEmpty() != f.right().isEmpty() ? f : null;
        for (List<Form> side : List.of(f.left(), f.right())) {
            for (int i = 0; bad == null && i < side.size(); i++) {
                bad = offendingFollower(side.get(i));
            }
        }
        if (bad == null) {
            DICOT.put(OpCache.key(f.id(), 0), Boolean.TRUE);
        }
        return bad;
    }

    public static boolean isDicot(Form f) {
        return offendingFollower(f) == null;
    }

    private static final OpCache<Boolean> DICOT = new OpCache<>(16);
    private static final OpCache<Boolean> LEFT_FIRST = new OpCache<>(18);
    private static final OpCache<Boolean> RIGHT_FIRST = new OpCache<>(18);

    /** Does Left win f moving first in misère play (a player who cannot move wins)? */
    public static boolean leftWinsFirst(Form f) {
        long key = OpCache.key(f.id(), 1);
        Boolean known = LEFT_FIRST.get(key);
        if (known != null) {
            return known;
        }
        boolean wins = f.left().isEmpty();
        for (int i = 0; !wins && i < f.left().size(); i++) {
            wins = !rightWinsFirst(f.left().get(i));
        }
        LEFT_FIRST.put(key, wins);
        return wins;
    }

    /** Does Right win f moving first in misère play? */
    public static boolean rightWinsFirst(Form f) {
        long key = OpCache.key(f.id(), 2);
        Boolean known = RIGHT_FIRST.get(key);
        if (known != null) {
            return known;
        }
        boolean wins = f.right().isEmpty();
        for (int i = 0; !wins && i < f.right().size(); i++) {
            wins = !leftWinsFirst(f.right().get(i));
        }
        RIGHT_FIRST.put(key, wins);
        return wins;
    }

    /** The misère outcome class of a literal form: "L", "R", "N" or "P". */
    public static String outcome(Form f) {
        boolean l = leftWinsFirst(f);
        boolean r = rightWinsFirst(f);
        return l && r ? "N" : l ? "L" : r ? "R" : "P";
    }

    /** The star {0|0} as a literal form. */
    public static final Form STAR = Form.of(List.of(Form.ZERO), List.of(Form.ZERO));
}
