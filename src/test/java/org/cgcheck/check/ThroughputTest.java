package org.cgcheck.check;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** The refusal's clock: load on the machine and a batch's warm-up do not make a run look slow. */
class ThroughputTest {
    private static final long S = 1_000_000_000L;
    private final AtomicLong wall = new AtomicLong(100 * S);
    private final AtomicLong cpu = new AtomicLong(7 * S);

    @Test
    void aBusyMachineCountsTheCpuTimeTheWorkersGot() {
        Throughput t = new Throughput(wall::get, cpu::get, 2);
        wall.addAndGet(10 * S);         // ten seconds pass, but the two workers got two CPU seconds each
        cpu.addAndGet(4 * S);
        assertEquals(2 * S, t.elapsed());
        assertEquals(1000.0, t.rate(2000, 0, 0), 1e-9);
    }

    @Test
    void aQuietMachineCountsWallTime() {
        Throughput t = new Throughput(wall::get, cpu::get, 2);
        wall.addAndGet(10 * S);
        cpu.addAndGet(25 * S);          // GC and compiler threads too: never more than wall time
        assertEquals(10 * S, t.elapsed());
    }

    @Test
    void aCpuClockThatHasNotTickedYetSaysNothing() {
        Throughput t = new Throughput(wall::get, cpu::get, 2);
        wall.addAndGet(S / 100);        // a short window: the coarse CPU clock has not moved
        assertEquals(S / 100, t.elapsed());
    }

    @Test
    void withoutACpuClockWallTimeIsUsed() {
        Throughput t = new Throughput(wall::get, () -> -1L, 2);
        wall.addAndGet(3 * S);
        assertEquals(3 * S, t.elapsed());
    }

    @Test
    void aBatchRateCountsOnlyOnceItRestsOnEnoughOfTheBatch() {
        Throughput t = new Throughput(wall::get, cpu::get, 1);
        wall.addAndGet(10 * S);
        cpu.addAndGet(10 * S);
        t.startBatch();
        wall.addAndGet(2 * S);          // a slow start of the batch (its first chunks fill the memos)
        cpu.addAndGet(2 * S);
        assertEquals(100_000 / 12.0, t.rate(100_000, 10, 3), 1e-6, "two seconds and three chunks: the run's rate");
        wall.addAndGet(2 * S);
        cpu.addAndGet(2 * S);
        assertEquals(100_000 / 14.0, t.rate(100_000, 10, 3), 1e-6, "four seconds but three chunks: the run's rate");
        assertEquals(10 / 4.0, t.rate(100_000, 10, Throughput.BATCH_EVIDENCE_CHUNKS), 1e-9, "then the batch's, if lower");
        assertEquals(100_000 / 14.0, t.rate(100_000, 10_000_000, Throughput.BATCH_EVIDENCE_CHUNKS), 1e-6,
                "never higher than the run's");
    }
}
