package org.cgcheck.fn;

/**
 * A domain element that is not a game (a list of integers) placing itself in the smallest-first
 * order of counterexamples: {@code rank} stands for a birthday, {@code weight} for a size.
 */
public interface Ranked {
    long rank();

    long weight();
}
