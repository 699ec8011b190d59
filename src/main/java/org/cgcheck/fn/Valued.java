package org.cgcheck.fn;

import org.cgcheck.game.Game;

/** A run-time value that stands for a game where one is wanted, e.g. a ruleset position. */
public interface Valued extends Typed {
    Game value();
}
