package org.cgcheck.rules;

/**
 * What every position class shares: its ruleset, equality by ruleset and an identity (the board
 * text, the heap list, ...), and CGSuite's expression as its printed form.
 */
abstract class BasePosition implements Position {
    private final Ruleset rules;

    BasePosition(Ruleset rules) {
        this.rules = rules;
    }

    /** What makes two positions of one ruleset the same position. */
    abstract Object identity();

    @Override
    public final Ruleset ruleset() {
        return rules;
    }

    @Override
    public final String toString() {
        return expression();
    }

    @Override
    public final boolean equals(Object o) {
        return o != null && o.getClass() == getClass() && ((BasePosition) o).rules == rules
                && ((BasePosition) o).identity().equals(identity());
    }

    @Override
    public final int hashCode() {
        return identity().hashCode();
    }
}
