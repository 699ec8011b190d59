package org.cgcheck.lang;

/** One statement of a claim file: what is claimed, how it is expected to come out, and where it is. */
public record Claim(Kind kind, String name, String description, Expr body, String source, String file, Pos pos) {
    public enum Kind {
        /** Expected true: a counterexample fails the run. */
        THEOREM,
        /** Reported either way. */
        CONJECTURE,
        /** Expected false: the run fails if no counterexample is found. */
        REFUTED;

        public String word() {
            return name().toLowerCase();
        }
    }
}
