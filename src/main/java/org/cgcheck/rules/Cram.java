package org.cgcheck.rules;

/** Cram: impartial Domineering, either player places a domino either way. */
public final class Cram {
    public static final Ruleset RULES = new Domineering(true);

    private Cram() {
    }
}
