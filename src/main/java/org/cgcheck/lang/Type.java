package org.cgcheck.lang;

/**
 * Static types of the claim language. Integers coerce to numbers and games, numbers to games,
 * forms to their values. A game where a number is wanted is an error even if its value happens
 * to be a number, as a game where an integer is wanted is.
 */
public enum Type {
    INT("an integer"), NUMBER("a number"), GAME("a game"), FORM("a form"), BOOL("a boolean"), OUTCOME("an outcome class"),
    STRING("a string"), SET("a set of games"), THERMOGRAPH("a thermograph"), EXPANSION("an uptimal expansion"),
    STRINGS("a list of strings"),
    /** A list of integers, {@code [2, 5, 7]}; and a list of such lists, as {@code subsets(S)} gives (a domain). */
    LIST("a list of integers"), LISTS("a list of lists"),
    /** A list holding a game that is not an integer, CGSuite's table of values {@code [*n for n from 0 to 3]}. */
    GAMES("a list of games"),
    /**
     * A position kept as a position (a {@code : position} definition's call, a sum of such): its
     * value where a game is wanted, itself where a form is read. Not a loopy game's part.
     */
    POSITION("a position"),
    /** A loopy game (docs/loopy.md): short games fit it, it never fits a short game. */
    LOOPY("a loopy game"),
    /**
     * A form played misère, the variables of {@code misere born by N}: {@code +} adds forms,
     * {@code ==} is misère equivalence. It fits where a form is read as written, never where a
     * normal-play value is wanted.
     */
    MISERE("a misère form"),
    /** A dicot played misère modulo dicots ({@code dicot misere born by N}): as {@link #MISERE}, ordered too. */
    DICOT_MISERE("a dicot misère form"),
    /** CGSuite's players Left and Right (issue 42), compared for equality only. */
    PLAYER("a player"),
    /**
     * A game kept as written (issue 42: {@code '{1|0}'}, {@code G ConjunctiveSum H}): where one
     * is wanted a game fits too (a canonical game is one); it fits only where one is wanted.
     */
    EXPLICIT("an explicit game"),
    /** The options of an explicit game, as CGSuite lists them (printed only, not a list to index). */
    EXPLICIT_OPTIONS("an explicit game's options"),
    /** While a recursive definition's result type is being inferred: not yet known, fits anything. */
    ANY("a value of a type not yet known");

    public final String description;

    Type(String description) {
        this.description = description;
    }

    /** May a value of this type stand where {@code wanted} is expected? */
    public boolean fits(Type wanted) {
        if (this == wanted || this == ANY || wanted == ANY) {
            return true;
        }
        if (wanted == EXPLICIT) {
            return fits(GAME);
        }
        if (wanted == GAME) {
            return this == INT || this == NUMBER || this == FORM || this == POSITION;
        }
        if (wanted == LOOPY) {
            return this == INT || this == NUMBER || this == GAME || this == FORM;
        }
        if (wanted == NUMBER) {
            return this == INT;
        }
        if (wanted == POSITION) {       // a form, a ruleset position; a value as its canonical form
            return this == FORM || this == INT || this == NUMBER || this == GAME;
        }
        return wanted == FORM && (this == GAME || this == INT || this == NUMBER || this == POSITION || misere());
    }

    /** A misère form of either universe. */
    public boolean misere() {
        return this == MISERE || this == DICOT_MISERE;
    }

    /** The least type both fit (for the branches of 'if'), or null if there is none. */
    public static Type join(Type a, Type b) {
        if (a == ANY || a == b) {
            return b;
        }
        if (b == ANY) {
            return a;
        }
        if (a.misere() || b.misere()) {         // a misère form and a form: a misère form; never a value
            Type m = a.misere() ? a : b;
            Type other = m == a ? b : a;
            return other == m || (!other.misere() && other.fits(FORM) && other != GAME && other != NUMBER) ? m : null;
        }
        if (a.fits(b)) {
            return b == FORM ? GAME : b;       // an integer and a form: their common type is a game
        }
        if (b.fits(a)) {
            return a == FORM ? GAME : a;
        }
        return a.fits(GAME) && b.fits(GAME) ? GAME : null;
    }
}
