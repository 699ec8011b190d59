package org.cgcheck.check.prove;

/**
 * A proof of eventual periodicity of an octal game by the periodicity theorem of Guy and Smith:
 * {@link Periodicity} finds it, {@link PeriodicityChecker} re-verifies it with code of its own,
 * {@link PeriodicityRender} shows it.
 *
 * <p>The theorem, in the form used here: let {@code 0.d1d2...dt} be an octal game (finitely many
 * digits, {@code d0 = 0}, {@code dt} its last nonzero digit) with Grundy values G, and let n0 ≥ 1
 * and p ≥ 1. If G(n + p) = G(n) for every n with n0 ≤ n < 2·n0 + p + t, then G(n + p) = G(n)
 * for every n ≥ n0. The certificate checks one n more than that (up to 2·n0 + p + t inclusive),
 * and the values below n0 directly when the claim starts at {@code from} = 0.
 *
 * @param var    the claim's variable
 * @param game   how the claim names the game ({@code game.heap.Kayles}, {@code kayles}, ...)
 * @param code   its octal code, e.g. {@code "0.77"}
 * @param from   the claim's lower end A (every n ≥ A)
 * @param n0     the theorem's n0: max(A, 1)
 * @param period p
 * @param t      the index of the last nonzero digit (the most tokens a move takes)
 * @param values G(0), G(1), ... up to at least 2·n0 + 2p + t
 * @param grundy whether the claim compares Grundy values ({@code grundy}, {@code nimvalue}) or the games
 */
public record PeriodicityProof(String var, String game, String code, int from, int n0, int period, int t,
        int[] values, boolean grundy) {

    /** The last n whose G(n + p) = G(n) the certificate shows: 2·n0 + p + t. */
    public int checkedUpTo() {
        return 2 * n0 + period + t;
    }
}
