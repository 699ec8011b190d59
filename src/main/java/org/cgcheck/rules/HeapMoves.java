package org.cgcheck.rules;

import java.util.List;

/** What a heap of n can become, each option as the heaps it leaves: a take-and-break or a turning code. */
interface HeapMoves {
    /** Most moves from one heap: beyond, the heap is refused rather than filling the memory. */
    int MAX_OPTIONS = 200_000;

    /** The refusal when a heap has more than {@link #MAX_OPTIONS} moves. */
    static org.cgcheck.fn.BadCall tooMany(String code, int n) {
        return new org.cgcheck.fn.BadCall("a heap of " + n + " has more than " + MAX_OPTIONS + " moves under \""
                + code + "\"; refused as infeasible (try a smaller heap)");
    }

    List<int[]> options(int n);

    /** The code as written. */
    String text();
}
