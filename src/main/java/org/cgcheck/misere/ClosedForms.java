package org.cgcheck.misere;

import org.cgcheck.game.Game;
import org.cgcheck.game.Outcome;

/**
 * Misère answers with a closed form, for a value written in the field's notation (its canonical
 * form): they answer at once where the form itself would be too large to build
 * ({@code misereoutcome(-1823437481924)}). Each is checked against play in the tests.
 */
final class ClosedForms {
    private ClosedForms() {
    }

    /**
     * The misère outcome of the canonical form of a number: 0 is N (the player to move cannot,
     * and wins); in a positive number every follower is a number ≥ 0, Left always has a move
     * and Right's moves are to positive numbers, so only Left's move reaches 0 and every line
     * ends with Right to move and unable to: R; a negative number is L by symmetry. Null for a
     * value that is not a number.
     */
    static Outcome numberOutcome(Game g) {
        if (g == null || !g.isNumber()) {
            return null;
        }
        int s = g.numberValue().signum();
        return s == 0 ? Outcome.N : s > 0 ? Outcome.R : Outcome.L;
    }

    /** G⁻ of the nim heap *n: 1 for *0, 0 for *, n otherwise. Negative for a value that is not a nimber. */
    static int nimberMisereGrundy(Game g) {
        if (g == null || !g.isNimber()) {
            return -1;
        }
        int n = g.nimberPart();
        return n == 0 ? 1 : n == 1 ? 0 : n;
    }
}
