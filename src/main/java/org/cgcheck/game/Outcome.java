package org.cgcheck.game;

/** Outcome classes of short games: who wins with perfect play. */
public enum Outcome {
    /** Left wins whoever starts (G &gt; 0). */
    L,
    /** Right wins whoever starts (G &lt; 0). */
    R,
    /** The first player wins (G || 0). */
    N,
    /** The second player wins (G = 0). */
    P
}
