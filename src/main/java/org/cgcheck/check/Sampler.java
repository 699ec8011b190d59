package org.cgcheck.check;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import org.cgcheck.game.EvaluationStopped;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.SyntaxError;
import org.cgcheck.rules.Beyond;
import org.cgcheck.universe.RandomGames;

/**
 * Random cases, drawn stratum by stratum from the seed: a stratum fixes the birthday at which
 * each game variable is drawn (small scope first) and how far beyond its bound each explored
 * {@code within} variable is drawn; other variables are drawn uniformly from their elements. Tuples are generated lazily in batches (never the whole sample at once) and
 * checked in parallel; the first failing case in draw order is reported, so the result does not
 * depend on the number of threads.
 */
final class Sampler {
    /** {@code cases} tuples whose game variables are drawn born by {@code days[i]}. */
    record Stratum(int[] days, long cases) {
        @Override
        public String toString() {
            return Arrays.toString(days) + "×" + cases;
        }
    }

    /**
     * @param cases   cases checked (in draw order, up to and including a failure)
     * @param failure the first failing tuple, or null
     * @param error   an evaluation error ("message (at ...)"), or null
     * @param stopped true if the stop was reached before the budget ran out
     */
    record Result(long cases, List<Object> failure, String error, boolean stopped) { }

    private static final int BATCH = 256;

    private final List<Variable> vars;
    private final Expr predicate;
    private final int threads;
    /** Per variable, its positions beyond a {@code within} bound (null: not explored that way). */
    private final List<Beyond> beyond;

    Sampler(List<Variable> vars, Expr predicate, int threads) {
        this(vars, predicate, threads, null);
    }

    /** A sampler that draws the {@code within} variables with a non-null entry beyond their bound. */
    Sampler(List<Variable> vars, Expr predicate, int threads, List<Beyond> beyond) {
        this.vars = vars;
        this.predicate = predicate;
        this.threads = threads;
        this.beyond = beyond;
    }

    Result run(long seed, List<Stratum> strata, Stop stop) {
        RandomGames rnd = new RandomGames(seed);
        // Positions come from their own stream, so games drawn beside them are as without them.
        SplittableRandom boards = new SplittableRandom(seed ^ 0x5DEECE66DL);
        ExecutorService pool = Workers.pool(threads, "cgcheck-random");
        long cases = 0;
        try {
            // Batches in draw order; the next one is drawn (by this thread) while the workers check the
            // current one. The draws are the same as one at a time, and one is acted on only when reached.
            long[] at = {0, 0};
            boolean any = at(strata, at);
            if (any && stop.reached()) {
                return new Result(cases, null, null, true);
            }
            Drawn next = any ? drawBatch(rnd, boards, strata, at) : null;
            while (next != null) {
                if (stop.reached()) {
                    return new Result(cases, null, null, true);
                }
                Drawn current = next;
                if (current.failure() != null) {
                    throw current.failure();
                }
                if (current.batch() == null) {
                    return new Result(cases, null, "cannot draw random elements of the domains at day "
                            + Arrays.toString(current.days()), false);
                }
                List<List<Object>> batch = current.batch();
                List<Future<Outcome>> checking = submit(batch, pool, stop);
                at[1] += BATCH;
                next = at(strata, at) ? drawBatch(rnd, boards, strata, at) : null;
                Outcome o = collect(checking, stop);
                cases += o.checked;
                if (o.index >= 0) {
                    List<Object> t = batch.get(o.index);
                    return o.error == null ? new Result(cases, t, null, false)
                            : new Result(cases, null, o.error + " (at random case " + t + ")", false);
                }
                if (o.stopped) {
                    return new Result(cases, null, null, true);
                }
            }
            return new Result(cases, null, null, false);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Result(cases, null, null, true);
        } catch (ExecutionException e) {
            throw Workers.rethrow(e);
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * Moves {@code at} = {stratum, first case of the batch} to the next batch if it is past its
     * stratum's end; false when no batch is left.
     */
    private static boolean at(List<Stratum> strata, long[] at) {
        while (at[0] < strata.size() && at[1] >= strata.get((int) at[0]).cases()) {
            at[0]++;
            at[1] = 0;
        }
        return at[0] < strata.size();
    }

    /** A drawn batch; null batch: an element could not be drawn; failure: drawing threw. */
    private record Drawn(List<List<Object>> batch, RuntimeException failure, int[] days) { }

    /** The batch at {@code at}: a failure to draw is kept, and acted on only when the batch is reached. */
    private Drawn drawBatch(RandomGames rnd, SplittableRandom boards, List<Stratum> strata, long[] at) {
        Stratum s = strata.get((int) at[0]);
        List<List<Object>> batch = new ArrayList<>();
        try {
            for (long i = at[1]; i < Math.min(s.cases(), at[1] + BATCH); i++) {
                List<Object> t = draw(rnd, boards, s.days());
                if (t == null) {
                    return new Drawn(null, null, s.days());
                }
                batch.add(t);
            }
        } catch (RuntimeException e) {
            return new Drawn(null, e, s.days());
        }
        return new Drawn(batch, null, s.days());
    }

    private List<Object> draw(RandomGames rnd, SplittableRandom boards, int[] days) {
        List<Object> t = new ArrayList<>(vars.size());
        for (int i = 0; i < vars.size(); i++) {
            Variable v = vars.get(i);
            Beyond b = beyond == null ? null : beyond.get(i);
            Object x = v.samplable() ? v.sample(rnd, days[i])
                    : b != null && days[i] > 0 ? b.draw(days[i], boards) : v.pick(rnd, days[i]);
            if (x == null) {
                return null;
            }
            t.add(x);
        }
        return t;
    }

    /** The first failing (or erroring) index of a batch, -1 if none; how many were checked. */
    private static final class Outcome {
        int index = -1;
        String error;
        long checked;
        boolean stopped;
    }

    private List<Future<Outcome>> submit(List<List<Object>> batch, ExecutorService pool, Stop stop) {
        int parts = Math.max(1, Math.min(threads, batch.size()));
        List<Future<Outcome>> futures = new ArrayList<>();
        for (int p = 0; p < parts; p++) {
            int from = batch.size() * p / parts;
            int to = batch.size() * (p + 1) / parts;
            futures.add(pool.submit(() -> part(batch, from, to, stop)));
        }
        return futures;
    }

    private static Outcome collect(List<Future<Outcome>> futures, Stop stop)
            throws InterruptedException, ExecutionException {
        Outcome all = new Outcome();
        boolean gap = false;        // a part before this one stopped: later failures are not "first"
        for (Future<Outcome> f : futures) {
            Outcome o = stop.await(f);
            if (o == null) {
                all.stopped = true;
                gap = true;
                continue;
            }
            if (!gap && all.index < 0) {
                all.checked += o.checked;
                if (o.index >= 0) {
                    all.index = o.index;
                    all.error = o.error;
                }
            }
            if (o.stopped) {
                all.stopped = true;
                gap = true;
            }
        }
        return all;
    }

    private Outcome part(List<List<Object>> batch, int from, int to, Stop stop) {
        Outcome o = new Outcome();
        java.util.Map<String, Object> env = new java.util.HashMap<>();     // every case rebinds every variable
        stop.enter();
        try {
            for (int i = from; i < to; i++) {
                if (stop.reached()) {
                    o.stopped = true;
                    return o;
                }
                try {
                    o.checked++;
                    if (CaseSearch.fails(predicate, vars, batch.get(i), env)) {
                        o.index = i;
                        return o;
                    }
                } catch (SyntaxError e) {
                    o.index = i;
                    o.error = e.getMessage();
                    return o;
                }
            }
            return o;
        } catch (EvaluationStopped | StackOverflowError e) {
            o.checked--;
            if (e instanceof StackOverflowError) {
                o.index = from + (int) o.checked;
                o.error = "recursion too deep";
            } else {
                o.stopped = true;
            }
            return o;
        } finally {
            stop.leave();
        }
    }
}
