package org.cgcheck.rules;

import java.util.List;

/** What a heap of n can become, each option as the heaps it leaves: a take-and-break or a turning code. */
interface HeapMoves {
    List<int[]> options(int n);

    /** The code as written. */
    String text();
}
