package org.cgcheck.check;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import org.cgcheck.game.EvaluationStopped;
import org.cgcheck.lang.Expr;
import org.cgcheck.eval.Interpreter;
import org.cgcheck.eval.QuantifierPace;
import org.cgcheck.lang.SyntaxError;
import org.cgcheck.eval.Values;
import org.cgcheck.universe.GameOrder;
import org.cgcheck.universe.Shrinker;

/**
 * Exhaustive search in counterexample order. Cases are grouped into levels by the sum of the
 * variables' birthdays; a level is checked completely (in parallel) and the least failing tuple
 * in it, by size and then text, is the minimal counterexample. The answer does not depend on
 * the number of threads.
 */
final class CaseSearch {
    /** {@code stopped}: the timeout or a cancellation ended the search before it was complete. */
    record Result(long cases, List<Object> failure, String error, boolean stopped, String refusal) {
        Result(long cases, List<Object> failure, String error, boolean stopped) {
            this(cases, failure, error, stopped, null);
        }
    }

    /** Smallest chunk; a large level gets about LEVEL_CHUNKS chunks (fewer tasks, same order). */
    private static final int CHUNK = 256;
    private static final long LEVEL_CHUNKS = 1 << 12;
    /** Refusal by estimated time: measured after PROBE, decided until PROBE_END (then committed). */
    static final double MAX_ESTIMATED_SECONDS = 3600;
    private static final long PROBE_NANOS = QuantifierPace.PROBE_NANOS;
    private static final long PROBE_END_NANOS = QuantifierPace.PROBE_END_NANOS;
    /** Levels are checked together until a batch holds this many cases (fewer barriers for small levels). */
    private static final long BATCH = 1 << 16;

    private final List<Variable> vars;
    private final Expr predicate;
    private final CheckOptions options;
    private final String name;
    private final Stop stop;
    private final AtomicLong done = new AtomicLong();
    private final Plan plan;
    /** Set when the search is refused part-way (estimated time too long): chunks end early. */
    private volatile boolean abandoned;
    /** Estimated seconds above which the run is refused (0: never, --force). */
    private final double refuseAbove;
    private final long probeNanos;

    CaseSearch(List<Variable> vars, Expr predicate, CheckOptions options, String name, Stop stop) {
        this(vars, predicate, options, name, stop, options.force() ? 0 : MAX_ESTIMATED_SECONDS, PROBE_NANOS);
    }

    /** {@code refuseAbove}: estimated seconds that refuse the run (0: never); {@code probeNanos}: when to measure. */
    CaseSearch(List<Variable> vars, Expr predicate, CheckOptions options, String name, Stop stop, double refuseAbove,
            long probeNanos) {
        this.probeNanos = probeNanos;
        this.vars = vars;
        this.predicate = predicate;
        this.options = options;
        this.name = name;
        this.stop = stop;
        this.plan = new Plan(vars, predicate);
        this.refuseAbove = refuseAbove;
    }

    /** The size of the chunks of a level: depends only on the level, never on threads or shards. */
    static long chunkSize(long levelSize) {
        return Math.max(CHUNK, Long.highestOneBit(Math.max(1, levelSize / LEVEL_CHUNKS)));
    }

    /** Does the predicate fail on this tuple? Evaluation errors propagate as SyntaxError. */
    static boolean fails(Expr predicate, List<Variable> vars, List<Object> tuple) {
        return fails(predicate, vars, tuple, new HashMap<>(vars.size() * 2));
    }

    /** As above, binding the variables in {@code env}, which a caller may reuse across cases. */
    static boolean fails(Expr predicate, List<Variable> vars, List<Object> tuple, Map<String, Object> env) {
        for (int i = 0; i < vars.size(); i++) {
            env.put(vars.get(i).name(), tuple.get(i));
        }
        return !Values.bool(new Interpreter(env).eval(predicate), predicate.pos(), "the claim");
    }

    /** A failing (or erroring) case found in a chunk; errors rank like failures. */
    /**
     * A chunk's least failing tuple (null: none) and the level (sum of birthdays) it is in;
     * {@code cut}: the level at which the stop cut the chunk short (Long.MAX_VALUE: finished).
     */
    private record Found(List<Object> tuple, String error, long level, long cut) {
        Found(List<Object> tuple, String error, long level) {
            this(tuple, error, level, Long.MAX_VALUE);
        }

        /** What a chunk stopped at level {@code cut} found before it: every case before the stop was done. */
        static Found cut(Found best, long cut) {
            return best == null ? new Found(null, null, 0, cut) : new Found(best.tuple, best.error, best.level, cut);
        }

        boolean finished() {
            return cut == Long.MAX_VALUE;
        }
    }

    Result run() {
        Levels all = new Levels(vars);
        long[] levels = all.sums();
        long total = 1;
        for (Variable v : vars) {
            total = Math.multiplyExact(total, v.elements().size());     // ≤ the refusal limit, checked before
        }
        Progress progress = options.progress() ? Progress.start(name, done, total) : null;
        ExecutorService pool = Workers.pool(options.threads(), "cgcheck-worker");
        Throughput clock = Throughput.ofProcess(Math.min(options.threads(), Runtime.getRuntime().availableProcessors()));
        long shardTotal = options.shard() == null ? total : Math.max(1, total / options.shard().count());
        String refusal = null;
        try {
            long cases = 0;
            long chunkIndex = 0;
            Levels.Level pending = null;        // a level that did not fit the last batch: built once
            for (int li = 0; li < levels.length;) {
                // A batch: whole levels, at least BATCH cases unless the levels run out. The least
                // failing tuple of a batch is in its first failing level (the order compares the
                // level first), so small levels need no barrier of their own.
                List<List<Segment>> chunks = new ArrayList<>();
                List<Segment> open = new ArrayList<>();
                long openSize = 0;
                long batchSize = 0;
                while (li < levels.length) {
                    Levels.Level level = pending != null ? pending : all.level(levels[li]);
                    pending = null;
                    long levelSize = level.size();
                    if (batchSize > 0 && batchSize + levelSize > BATCH) {
                        pending = level;
                        break;      // a large level gets a batch of its own: a failure before it stops early
                    }
                    long sum = levels[li++];
                    long chunk = chunkSize(levelSize);
                    for (long from = 0; from < levelSize; from += chunk) {
                        long to = Math.min(levelSize, from + chunk);
                        open.add(new Segment(level, sum, from, to));
                        openSize += to - from;
                        batchSize += to - from;
                        if (openSize >= chunk) {
                            chunks.add(open);
                            open = new ArrayList<>();
                            openSize = 0;
                        }
                    }
                }
                if (!open.isEmpty()) {
                    chunks.add(open);
                }
                List<Future<Found>> futures = new ArrayList<>();
                List<Long> sizes = new ArrayList<>();
                List<Long> lowest = new ArrayList<>();      // each chunk's lowest level
                for (List<Segment> c : chunks) {
                    CheckOptions.Shard sh = options.shard();
                    if (sh != null && chunkIndex++ % sh.count() != sh.index() - 1) {
                        continue;       // another shard's part of this batch
                    }
                    sizes.add(c.stream().mapToLong(g -> g.to() - g.from()).sum());
                    lowest.add(c.get(0).sum());
                    futures.add(pool.submit(() -> chunk(c)));
                }
                Found best = null;
                boolean timedOut = false;
                long unfinishedFrom = Long.MAX_VALUE;       // the lowest level of a chunk the stop cut short
                clock.startBatch();
                long casesBefore = cases;
                for (int i = 0; i < futures.size(); i++) {
                    Found f = timedOut && stop.reached() ? null : stop.await(futures.get(i));
                    if (f == null || !f.finished()) {
                        if (stop.reached()) {
                            timedOut = true;
                            unfinishedFrom = Math.min(unfinishedFrom, f != null ? f.cut() : lowest.get(i));
                        }
                        if (f == null || f.tuple() == null) {
                            continue;       // its failure, if any, is found before the cut: kept below
                        }
                    } else {
                        cases += sizes.get(i);
                    }
                    if (f.tuple() != null && (best == null || Shrinker.ORDER.compare(f.tuple(), best.tuple()) < 0)) {
                        best = f;
                    }
                    if (best == null && !timedOut) {
                        refusal = estimate(clock, cases, cases - casesBefore, i + 1, shardTotal);
                        if (refusal != null) {
                            abandoned = true;       // the remaining chunks of this batch end at once
                            break;
                        }
                    }
                }
                if (refusal != null && best == null) {
                    return new Result(cases, null, null, false, refusal);
                }
                if (best != null) {
                    // Stopped too: still the minimal counterexample if every chunk with a case of its
                    // level or a lower one was finished (the order compares the level first).
                    boolean uncertain = timedOut && unfinishedFrom <= best.level();
                    return best.error() != null ? new Result(cases, null, best.error() + " (at "
                            + Shrinker.text(best.tuple()) + ")", uncertain)
                            : new Result(cases, best.tuple(), null, uncertain);
                }
                if (timedOut) {
                    return new Result(done.get(), null, null, true);
                }
            }
            return new Result(cases, null, null, false);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Result(0, null, null, true);
        } catch (ExecutionException e) {
            throw Workers.rethrow(e);
        } finally {
            pool.shutdownNow();
            if (progress != null) {
                progress.stop();
            }
        }
    }

    /**
     * The refusal, if the throughput measured so far (after PROBE, until PROBE_END) puts this
     * run (or shard) above the limit; null to go on. Measured, not guessed from the case count:
     * a memoised claim over triples can be faster per case than a heavy claim over pairs. Time
     * is {@link Throughput}'s: a busy machine does not make a feasible run look infeasible.
     */
    private String estimate(Throughput clock, long cases, long batchCases, int batchChunks, long total) {
        long elapsed = clock.elapsed();
        if (refuseAbove <= 0 || elapsed < probeNanos || elapsed > PROBE_END_NANOS || cases == 0) {
            return null;
        }
        double rate = clock.rate(cases, batchCases, batchChunks);
        double seconds = total / rate;
        if (seconds <= refuseAbove) {
            return null;
        }
        return String.format(Locale.ROOT, "refused: %,d cases%s would take about %s at the %,.0f cases/s measured"
                + " on the first %,d (later levels are usually slower); the limit is %s. Lower a bound,"
                + " split the run with --shard K/N,"
                + " state it for all games ('forall G:') to sample it, or pass --force",
                total, options.shard() == null ? "" : " in shard " + options.shard(),
                QuantifierPace.duration(seconds), rate, cases, QuantifierPace.duration(refuseAbove));
    }

    /** Cases from..to (exclusive) of a level. */
    private record Segment(Levels.Level level, long sum, long from, long to) { }

    /**
     * The least failing tuple of a chunk (a null tuple if none); if the stop cut the chunk short,
     * the least failing tuple before the cut and the level of the cut (its cases do not count).
     */
    private Found chunk(List<Segment> segments) {
        Found best = null;
        Plan.Case c = new Plan.Case(vars);
        int k = vars.size();
        int[] digit = new int[k];
        int[][] groups = new int[k][];
        stop.enter();
        long n = 0;
        long level = segments.get(0).sum();      // the level being searched, where a stop cuts the chunk
        try {
            for (Segment sg : segments) {
                level = sg.sum();
                Levels.Level lv = sg.level();
                int blk = lv.blockOf(sg.from());
                long next = seek(lv, blk, sg.from() - lv.blockStart(blk), groups, digit, c);
                for (long i = sg.from(); i < sg.to(); i++, n++) {
                    if ((n & 63) == 0 && (abandoned || stop.reached())) {
                        done.addAndGet(n);       // the cases completed before the stop still count
                        return Found.cut(best, sg.sum());
                    }
                    if (i == next) {
                        next = seek(lv, ++blk, 0, groups, digit, c);
                    } else if (i > sg.from()) {     // the next case: an odometer, last variable fastest
                        int j = k - 1;
                        while (++digit[j] == groups[j].length) {
                            digit[j] = 0;
                            c.set(j, groups[j][0]);
                            j--;
                        }
                        c.set(j, groups[j][digit[j]]);
                    }
                    Found f = null;
                    try {
                        if (!Values.bool(plan.eval(c), predicate.pos(), "the claim")) {
                            f = new Found(Arrays.asList(c.val.clone()), null, sg.sum());
                        }
                    } catch (SyntaxError e) {
                        // "line:col: message": the checker adds the file, so the error is located as a type error is
                        f = new Found(Arrays.asList(c.val.clone()), e.pos() == null ? e.getMessage()
                                : e.pos() + ": " + e.getMessage(), sg.sum());
                    } catch (StackOverflowError e) {
                        f = new Found(Arrays.asList(c.val.clone()), "recursion too deep", sg.sum());
                    }
                    if (f != null && (best == null || Shrinker.ORDER.compare(f.tuple(), best.tuple()) < 0)) {
                        best = f;
                    }
                }
            }
        } catch (EvaluationStopped e) {
            done.addAndGet(n);
            return Found.cut(best, level);
        } finally {
            stop.leave();
        }
        done.addAndGet(n);
        return best != null ? best : new Found(null, null, 0);
    }

    /**
     * Sets the case to index {@code offset} of block {@code b} (its groups and digits filled in);
     * returns the level index at which the next block starts.
     */
    private static long seek(Levels.Level lv, int b, long offset, int[][] groups, int[] digit, Plan.Case c) {
        long rest = offset;
        for (int i = groups.length - 1; i >= 0; i--) {
            groups[i] = lv.group(b, i);
            digit[i] = (int) (rest % groups[i].length);
            rest /= groups[i].length;
            c.set(i, groups[i][digit[i]]);
        }
        return lv.blockStart(b + 1);
    }
}
