package org.cgcheck.check;

import java.lang.management.ManagementFactory;
import java.util.function.LongSupplier;

/**
 * Cases per second of a running search, for refusing infeasible runs by estimated time. Time is
 * the smaller of wall time and the process's CPU time shared by the workers: on a machine busy
 * with other work, wall time grows but the work per case does not, and a refusal there would
 * refuse a run that fits the limit on the machine it is meant for. A batch's own rate (later
 * levels hold larger games) is trusted only once it rests on enough of the batch: its first
 * chunks also fill the memo tables, so their rate says little.
 */
final class Throughput {
    /** A batch's rate counts once it has run this long (effective time) ... */
    static final long BATCH_EVIDENCE_NANOS = 3_000_000_000L;
    /** ... over at least this many completed chunks. */
    static final int BATCH_EVIDENCE_CHUNKS = 16;
    /**
     * The process CPU clock ticks coarsely (10 ms on Linux): below this much CPU time it says
     * nothing (a short window can read no CPU at all), and wall time is used.
     */
    static final long CPU_RESOLUTION_NANOS = 50_000_000L;

    private final LongSupplier wall;
    private final LongSupplier cpu;
    private final int workers;
    private final long wall0;
    private final long cpu0;
    private long batchWall0;
    private long batchCpu0;

    Throughput(LongSupplier wallNanos, LongSupplier cpuNanos, int workers) {
        this.wall = wallNanos;
        this.cpu = cpuNanos;
        this.workers = Math.max(1, workers);
        this.wall0 = wallNanos.getAsLong();
        this.cpu0 = cpuNanos.getAsLong();
        startBatch();
    }

    /** Wall clock and this process's CPU time (wall time alone where the platform has no CPU clock). */
    static Throughput ofProcess(int workers) {
        java.lang.management.OperatingSystemMXBean os = ManagementFactory.getOperatingSystemMXBean();
        LongSupplier cpu = os instanceof com.sun.management.OperatingSystemMXBean sun
                && sun.getProcessCpuTime() >= 0 ? sun::getProcessCpuTime : () -> -1L;
        return new Throughput(System::nanoTime, cpu, workers);
    }

    void startBatch() {
        batchWall0 = wall.getAsLong();
        batchCpu0 = cpu.getAsLong();
    }

    /** Effective nanoseconds since the start. */
    long elapsed() {
        return effective(wall0, cpu0);
    }

    private long effective(long w0, long c0) {
        long w = wall.getAsLong() - w0;
        long c = cpu.getAsLong();
        return c < 0 || c0 < 0 || c - c0 < CPU_RESOLUTION_NANOS ? w : Math.min(w, (c - c0) / workers);
    }

    /**
     * Cases per second: over the whole run, or the batch's rate if lower and well founded (a
     * refusal should not come late, nor from a batch's warm-up).
     */
    double rate(long cases, long batchCases, int batchChunks) {
        double rate = cases / Math.max(1e-9, elapsed() / 1e9);
        long batch = effective(batchWall0, batchCpu0);
        if (batch >= BATCH_EVIDENCE_NANOS && batchChunks >= BATCH_EVIDENCE_CHUNKS && batchCases > 0) {
            rate = Math.min(rate, batchCases / (batch / 1e9));
        }
        return rate;
    }
}
