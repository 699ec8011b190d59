package org.cgcheck.eval;

import org.cgcheck.fn.GameSet;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.SyntaxError;

/** {@code x in S}: an integer in a list of integers, a game in a list or set of games, a loopy value among a loopy game's followers. */
final class Membership {
    private Membership() {
    }

    static boolean in(Expr.Binary b, Object x, Object s) {
        if (s instanceof IntList l) {
            return l.contains(Values.integer(x, b.left().pos(), "the left side of 'in'"));
        }
        if (s instanceof GameList l) {
            return l.items().contains(Values.game(x, b.left().pos(), "the left side of 'in'"));
        }
        if (s instanceof LoopySet ls) {
            return ls.contains(x);      // followers or options of a loopy value
        }
        if (!(s instanceof GameSet set)) {
            throw new SyntaxError("the right side of 'in' must be a set of games or a list, not " + Values.typeName(s),
                    b.right().pos());
        }
        return set.contains(Values.game(x, b.left().pos(), "the left side of 'in'"));
    }
}
