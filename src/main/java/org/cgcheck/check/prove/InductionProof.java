package org.cgcheck.check.prove;

import java.util.List;
import org.cgcheck.lang.Expr;

/**
 * A proof by induction on birthday, as data: the search ({@link Induction}) builds it,
 * {@link InductionChecker} re-verifies it with code of its own, {@link InductionRender} shows it.
 *
 * <p>It rests on one schema. A <em>structural map</em> M sends each game X to a game whose Left
 * options are the images M(A) of the options A of one side of X, and whose Right options are the
 * images of one side: the identity ({@code X = {X^L | X^R}}), negation
 * ({@code -X = {-X^R | -X^L}}), {@code *grundy(X)} on impartial forms (the mex rule) and a user's
 * definition written {@code f(G) = { f(A) for A in SIDE(G) | f(B) for B in SIDE(G) }}. Two
 * structural maps that draw from the same sides agree on every game: by induction on the birthday
 * of X, their values at X are games with the same options up to the hypothesis, and games whose
 * options are equal are equal.
 */
public record InductionProof(List<MapLemma> lemmas, MapEquality direct, Expr rewritten, Certificate rest) {
    /** Where a structural map takes its Left and Right options from: {@code L} or {@code R} of the argument. */
    public record Shape(char left, char right) {
        @Override
        public String toString() {
            return "{" + left + " | " + right + "}";
        }
    }

    /**
     * A user's definition {@code name} is the identity ({@code negated} false) or negation on every
     * game of its parameter's type: by unfolding (its body is that map) or by the schema.
     */
    public record MapLemma(String name, String parameter, boolean negated, boolean byInduction, Shape shape,
            boolean byCases) { }

    /**
     * The claim itself is {@code left == right} for structural maps of one variable {@code var} over
     * the games of {@code kind}, with equal shapes.
     */
    public record MapEquality(String var, String kind, Expr left, Expr right, Shape shape, String leftWhy,
            String rightWhy) { }
}
