package org.cgcheck.lang;

/** Static types of the claim language. Integers coerce to games, forms to their values. */
public enum Type {
    INT("an integer"), GAME("a game"), FORM("a form"), BOOL("a boolean"), OUTCOME("an outcome class");

    public final String description;

    Type(String description) {
        this.description = description;
    }

    /** May a value of this type stand where {@code wanted} is expected? */
    public boolean fits(Type wanted) {
        if (this == wanted) {
            return true;
        }
        if (wanted == GAME) {
            return this == INT || this == FORM;
        }
        return wanted == FORM && (this == GAME || this == INT);
    }
}
