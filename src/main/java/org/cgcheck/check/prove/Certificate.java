package org.cgcheck.check.prove;

import java.util.List;
import org.cgcheck.game.Game;
import org.cgcheck.lang.Expr;

/**
 * A proof as data: for every case of the hypotheses and every part of the conclusion, the integer
 * combinations that establish it. Only data: the search builds it, {@link CertificateChecker}
 * re-verifies it independently, {@link Render} shows it.
 */
public record Certificate(List<Obligation> obligations, List<XorStep> xors) {
    public Certificate(List<Obligation> obligations) {
        this(obligations, List.of());
    }

    /** Where a fact {@code hi - lo - offset ≥ 0} comes from. */
    public enum Source { HYPOTHESIS, ASSUMPTION, LAW, STOPS, DICOTIC, NUMBER }

    /**
     * {@code multiplier · (hi - lo - offset) ≥ 0}. For a hypothesis, {@code origin} is the literal;
     * for a law, the atom {@code x} with {@code x + x == 0}; for the stops of a sum, the sum; for a
     * dicotic variable's stops (both 0), the variable; for a number's stops (itself), the number variable.
     */
    public record Use(int multiplier, Expr hi, Expr lo, int offset, Source source, Expr origin) { }

    /**
     * GE: {@code hi - lo - offset = Σ uses + remainder} with the constant remainder ≥ 0.
     * CONTRADICTION: {@code Σ uses} is a constant that is not ≥ 0, though each use is.
     */
    public record Derivation(boolean contradiction, Expr hi, Expr lo, int offset, List<Use> uses, Game remainder) { }

    /**
     * Shows that assuming {@code assumed} (pairs hi, lo meaning hi - lo ≥ 0) is impossible: the
     * derivations prove what hypothesis {@code against} denies, or reach a false constant
     * ({@code against} null).
     */
    public record Refutation(List<Expr[]> assumed, Expr against, List<Derivation> derivations) { }

    /**
     * Under the case's hypotheses, the nim-sum goal ({@code ==} or {@code !=}) holds because the
     * xor of the equalities {@code used} is the goal's (left xor right); for {@code !=}, because those
     * equalities with the goal supposed give the xor that hypothesis {@code denied} says is nonzero.
     */
    public record XorStep(List<Expr> hypotheses, Expr goal, List<Expr> used, boolean supposed, Expr denied) { }

    /** Under the case's hypotheses, the goal literal holds by these derivations and refutations. */
    public record Obligation(List<Expr> hypotheses, Expr goal, List<Derivation> derivations,
            List<Refutation> refutations) { }
}
