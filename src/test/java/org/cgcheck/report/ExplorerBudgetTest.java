package org.cgcheck.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.Supplier;
import org.cgcheck.game.EvaluationStopped;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The explorer's budget: a slice's end stops one value and lets it be tried again, the budget's
 * end stops them all, a stop that is not the budget's passes through, and the thread is left
 * uninterrupted. The work here runs until it is stopped, so nothing depends on speed.
 */
@Timeout(60)        // a hang guard only
class ExplorerBudgetTest {
    /** Work that never ends unless the thread is interrupted, as the engine's solves check. */
    private static final Supplier<String> FOREVER = () -> {
        while (true) {
            EvaluationStopped.check();
            Thread.onSpinWait();
        }
    };

    @Test
    void aSliceStopsOneValueAndTheNextStartsClean() {
        ExplorerBudget budget = ExplorerBudget.until(System.nanoTime(), 3600);
        try (ExplorerBudget.Session s = budget.start()) {
            assertTrue(s.more());
            assertNull(s.attempt(FOREVER, 50_000_000L));
            assertTrue(s.deferred(), "stopped by its slice: tried again later");
            assertFalse(Thread.currentThread().isInterrupted());
            assertTrue(s.more(), "the budget is not spent");
            assertEquals("done", s.attempt(() -> "done", 50_000_000L));
            assertFalse(s.deferred());
        }
    }

    @Test
    void theBudgetsEndStopsEverything() {
        ExplorerBudget budget = ExplorerBudget.until(System.nanoTime(), 0.1);
        try (ExplorerBudget.Session s = budget.start()) {
            assertNull(s.attempt(FOREVER, Long.MAX_VALUE));
            assertFalse(s.deferred());
            assertFalse(s.more());
        }
        assertFalse(Thread.currentThread().isInterrupted());
    }

    @Test
    void aStopThatIsNotOursPassesThrough() {
        try (ExplorerBudget.Session s = ExplorerBudget.unlimited().start()) {
            Thread.currentThread().interrupt();         // as an outer deadline or Ctrl-C would
            assertThrows(EvaluationStopped.class, () -> s.attempt(FOREVER, Long.MAX_VALUE));
            assertTrue(Thread.interrupted(), "the outer interrupt stays for its owner");
        }
    }

    @Test
    void aCountBudgetAllowsExactlyThatMany() {
        try (ExplorerBudget.Session s = ExplorerBudget.positions(2).start()) {
            assertTrue(s.more());
            s.attempt(() -> 1, ExplorerBudget.positions(2).firstSlice());
            assertTrue(s.more());
            s.attempt(() -> 2, Long.MAX_VALUE);
            assertFalse(s.more());
        }
        assertEquals(Long.MAX_VALUE, ExplorerBudget.positions(2).firstSlice(), "no slices without a time limit");
        assertEquals(3_000_000_000L, ExplorerBudget.until(0, 60).firstSlice());
        assertEquals(1_000_000_000L, ExplorerBudget.until(0, 5).firstSlice());
    }
}
