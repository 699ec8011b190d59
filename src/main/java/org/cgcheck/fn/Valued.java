package org.cgcheck.fn;

import org.cgcheck.game.Game;

/** A run-time value that stands for a game where one is wanted, e.g. a ruleset position. */
public interface Valued extends Typed {
    Game value();

    /**
     * The game as written, as a literal form, where it is one (a form kept as a position, a sum
     * of such); null where the value stands for its canonical form. Where a form is read, this
     * comes first: a sum as written is not folded to its normal-play value.
     */
    default org.cgcheck.form.Form literal() {
        return null;
    }
}
