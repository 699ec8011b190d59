package org.cgcheck.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.BitSet;
import java.util.List;
import org.cgcheck.game.EvaluationStopped;
import org.junit.jupiter.api.Test;

/**
 * The heap games' Grundy tables: the fast mex (read straight from the code) agrees with the mex
 * over the listed moves, and a long table stops at an interrupt and resumes from what it found.
 */
class HeapGrundyTest {
    /** Slow reference: the mex over {@link HeapGame#moves}, by plain recursion on smaller heaps. */
    private static int reference(HeapGame g, int n, int[] memo) {
        if (memo[n] >= 0) {
            return memo[n];
        }
        BitSet seen = new BitSet();
        for (List<Integer> opt : g.moves(n)) {
            int x = 0;
            for (int h : opt) {
                x ^= reference(g, h, memo);
            }
            seen.set(x);
        }
        return memo[n] = seen.nextClearBit(0);
    }

    @Test
    void theTableAgreesWithTheMexOverTheMoves() {
        for (HeapGame g : List.of(HeapGame.KAYLES, HeapGame.DAWSONS_KAYLES, HeapGame.GRUNDYS_GAME, HeapGame.NIM,
                HeapGame.octal("0.137"), HeapGame.octal("0.75"), HeapGame.octal("4.7"), HeapGame.octal("0.4"),
                HeapGame.octal("0.6"), HeapGame.octal("0.3456"))) {
            int[] memo = new int[121];
            java.util.Arrays.fill(memo, -1);
            for (int n = 0; n <= 120; n++) {
                assertEquals(reference(g, n, memo), g.grundy(n), g.qualified() + " heap " + n);
            }
        }
    }

    @Test
    void anInterruptStopsTheTableAndTheNextCallResumes() throws InterruptedException {
        HeapGame g = HeapGame.octal("0.7777777777777777777777777");     // minutes of work at 20,000 before the fix
        java.util.concurrent.atomic.AtomicReference<Throwable> thrown = new java.util.concurrent.atomic.AtomicReference<>();
        Thread worker = new Thread(() -> {
            try {
                g.grundy(HeapGame.MAX_HEAP);
            } catch (Throwable e) {
                thrown.set(e);
            }
        });
        worker.start();
        Thread.sleep(300);
        worker.interrupt();
        worker.join(10_000);        // a hang guard; the table notices within an entry
        assertTrue(!worker.isAlive(), "the interrupted table is still being computed");
        assertTrue(thrown.get() instanceof EvaluationStopped, String.valueOf(thrown.get()));
        int[] memo = new int[81];
        java.util.Arrays.fill(memo, -1);
        for (int n = 0; n <= 80; n++) {
            assertEquals(reference(g, n, memo), g.grundy(n), "heap " + n + " after the stop");
        }
    }
}
