package org.cgcheck.check;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import org.cgcheck.lang.EvaluationStopped;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.Interpreter;
import org.cgcheck.lang.SyntaxError;
import org.cgcheck.lang.Values;
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
    record Result(long cases, List<Object> failure, String error, boolean stopped) { }

    private static final int CHUNK = 256;
    /** Levels are checked together until a batch holds this many cases (fewer barriers for small levels). */
    private static final long BATCH = 1 << 16;

    private final List<Variable> vars;
    private final Expr predicate;
    private final CheckOptions options;
    private final String name;
    private final Stop stop;
    private final AtomicLong done = new AtomicLong();

    CaseSearch(List<Variable> vars, Expr predicate, CheckOptions options, String name, Stop stop) {
        this.vars = vars;
        this.predicate = predicate;
        this.options = options;
        this.name = name;
        this.stop = stop;
    }

    /** Does the predicate fail on this tuple? Evaluation errors propagate as SyntaxError. */
    static boolean fails(Expr predicate, List<Variable> vars, List<Object> tuple) {
        return fails(predicate, vars, tuple, new HashMap<>(vars.size() * 2));
    }

    /** As above, binding the variables in {@code env} (reused across the cases of a chunk). */
    private static boolean fails(Expr predicate, List<Variable> vars, List<Object> tuple, Map<String, Object> env) {
        for (int i = 0; i < vars.size(); i++) {
            env.put(vars.get(i).name(), tuple.get(i));
        }
        return !Values.bool(new Interpreter(env).eval(predicate), predicate.pos(), "the claim");
    }

    private record Block(List<List<Object>> groups, long size) {
        List<Object> tuple(long index) {
            Object[] t = new Object[groups.size()];
            long rest = index;
            for (int i = t.length - 1; i >= 0; i--) {
                List<Object> g = groups.get(i);
                t[i] = g.get((int) (rest % g.size()));
                rest /= g.size();
            }
            return java.util.Arrays.asList(t);
        }
    }

    /** A failing (or erroring) case found in a chunk; errors rank like failures. */
    private record Found(List<Object> tuple, String error) { }

    Result run() {
        List<TreeMap<Long, List<Object>>> byDay = new ArrayList<>();
        for (Variable v : vars) {
            TreeMap<Long, List<Object>> m = new TreeMap<>();
            for (Object o : v.elements()) {
                m.computeIfAbsent(GameOrder.birthday(o), k -> new ArrayList<>()).add(o);
            }
            byDay.add(m);
        }
        TreeSet<Long> sums = new TreeSet<>(List.of(0L));
        for (TreeMap<Long, List<Object>> m : byDay) {
            TreeSet<Long> next = new TreeSet<>();
            for (long s : sums) {
                for (long b : m.keySet()) {
                    next.add(s + b);
                }
            }
            sums = next;
        }
        long total = 1;
        for (Variable v : vars) {
            total = Math.multiplyExact(total, v.elements().size());     // ≤ the refusal limit, checked before
        }
        Progress progress = options.progress() ? Progress.start(name, done, total) : null;
        ExecutorService pool = Workers.pool(options.threads(), "cgcheck-worker");
        try {
            long cases = 0;
            List<Long> levels = new ArrayList<>(sums);
            long chunkIndex = 0;
            for (int li = 0; li < levels.size();) {
                // A batch: whole levels, at least BATCH cases unless the levels run out. The least
                // failing tuple of a batch is in its first failing level (the order compares the
                // level first), so small levels need no barrier of their own.
                List<List<Segment>> chunks = new ArrayList<>();
                List<Segment> open = new ArrayList<>();
                long openSize = 0;
                long batchSize = 0;
                while (li < levels.size()) {
                    List<Block> blocks = new ArrayList<>();
                    compositions(byDay, 0, levels.get(li), new ArrayList<>(), blocks);
                    long levelSize = blocks.stream().mapToLong(Block::size).sum();
                    if (batchSize > 0 && batchSize + levelSize > BATCH) {
                        break;      // a large level gets a batch of its own: a failure before it stops early
                    }
                    li++;
                    for (Block b : blocks) {
                        for (long from = 0; from < b.size(); from += CHUNK) {
                            long to = Math.min(b.size(), from + CHUNK);
                            open.add(new Segment(b, from, to));
                            openSize += to - from;
                            batchSize += to - from;
                            if (openSize >= CHUNK) {
                                chunks.add(open);
                                open = new ArrayList<>();
                                openSize = 0;
                            }
                        }
                    }
                }
                if (!open.isEmpty()) {
                    chunks.add(open);
                }
                List<Future<Found>> futures = new ArrayList<>();
                List<Long> sizes = new ArrayList<>();
                for (List<Segment> c : chunks) {
                    CheckOptions.Shard sh = options.shard();
                    if (sh != null && chunkIndex++ % sh.count() != sh.index() - 1) {
                        continue;       // another shard's part of this batch
                    }
                    sizes.add(c.stream().mapToLong(g -> g.to() - g.from()).sum());
                    futures.add(pool.submit(() -> chunk(c)));
                }
                Found best = null;
                boolean timedOut = false;
                for (int i = 0; i < futures.size(); i++) {
                    Found f = timedOut && stop.reached() ? null : stop.await(futures.get(i));
                    if (f == null || f.tuple() == null) {
                        if (stop.reached()) {
                            timedOut = true;
                            continue;
                        }
                    }
                    cases += sizes.get(i);
                    if (f != null && (best == null || Shrinker.ORDER.compare(f.tuple(), best.tuple()) < 0)) {
                        best = f;
                    }
                }
                if (best != null) {     // stopped too: a counterexample, but its level was not searched fully
                    return best.error() != null ? new Result(cases, null, best.error() + " (at "
                            + Shrinker.text(best.tuple()) + ")", timedOut)
                            : new Result(cases, best.tuple(), null, timedOut);
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

    /** Cases from..to (exclusive) of one block of a level. */
    private record Segment(Block block, long from, long to) { }

    /**
     * The least failing tuple of a chunk, or null if none; a Found with a null tuple means the
     * chunk was not completed (the stop was reached), so its cases do not count.
     */
    private Found chunk(List<Segment> segments) {
        Found best = null;
        Map<String, Object> env = new HashMap<>(vars.size() * 2);
        stop.enter();
        long n = 0;
        try {
            for (Segment sg : segments) {
                for (long i = sg.from(); i < sg.to(); i++, n++) {
                    if (stop.reached()) {
                        done.addAndGet(n);       // the cases completed before the stop still count
                        return new Found(null, null);
                    }
                    List<Object> t = sg.block().tuple(i);
                    Found f = null;
                    try {
                        if (fails(predicate, vars, t, env)) {
                            f = new Found(t, null);
                        }
                    } catch (SyntaxError e) {
                        f = new Found(t, e.getMessage());
                    } catch (StackOverflowError e) {
                        f = new Found(t, "recursion too deep");
                    }
                    if (f != null && (best == null || Shrinker.ORDER.compare(f.tuple(), best.tuple()) < 0)) {
                        best = f;
                    }
                }
            }
        } catch (EvaluationStopped e) {
            done.addAndGet(n);
            return new Found(null, null);
        } finally {
            stop.leave();
        }
        done.addAndGet(n);
        return best;
    }

    private static void compositions(List<TreeMap<Long, List<Object>>> byDay, int i, long remaining,
            List<List<Object>> chosen, List<Block> out) {
        if (i == byDay.size()) {
            if (remaining == 0) {
                long size = 1;
                for (List<Object> g : chosen) {
                    size *= g.size();
                }
                out.add(new Block(new ArrayList<>(chosen), size));
            }
            return;
        }
        if (i == byDay.size() - 1) {        // the last variable's day is determined: look it up
            List<Object> g = byDay.get(i).get(remaining);
            if (g != null) {
                chosen.add(g);
                compositions(byDay, i + 1, 0, chosen, out);
                chosen.remove(chosen.size() - 1);
            }
            return;
        }
        for (Map.Entry<Long, List<Object>> e : byDay.get(i).entrySet()) {
            if (e.getKey() > remaining) {
                break;
            }
            chosen.add(e.getValue());
            compositions(byDay, i + 1, remaining - e.getKey(), chosen, out);
            chosen.remove(chosen.size() - 1);
        }
    }
}
