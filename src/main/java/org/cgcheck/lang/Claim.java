package org.cgcheck.lang;

/**
 * One statement of a claim file: what is claimed, how it is expected to come out, where it is, and
 * the proved claims of the run it cites as lemmas ({@code ... by lemma_a, lemma_b}; empty if none).
 */
public record Claim(Kind kind, String name, String description, Expr body, String source, String file, Pos pos,
        java.util.List<String> lemmas) {
    public Claim(Kind kind, String name, String description, Expr body, String source, String file, Pos pos) {
        this(kind, name, description, body, source, file, pos, java.util.List.of());
    }

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
