package org.cgcheck.check;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.cgcheck.lang.Expr;
import org.cgcheck.lang.SyntaxError;
import org.cgcheck.universe.RandomGames;

/**
 * Random cases beyond the exhaustive bound: tuples are drawn in sequence from the seed (so the
 * same seed gives the same tuples), checked in parallel, and the first failing one in sequence
 * order is reported.
 */
final class RandomPhase {
    record Result(long cases, List<Object> failure, String error) { }

    private final List<Variable> vars;
    private final Expr predicate;
    private final CheckOptions options;

    RandomPhase(List<Variable> vars, Expr predicate, CheckOptions options) {
        this.vars = vars;
        this.predicate = predicate;
        this.options = options;
    }

    Result run() throws SyntaxError {
        RandomGames rnd = new RandomGames(options.seed());
        List<List<Object>> samples = new ArrayList<>();
        for (int i = 0; i < options.randomSamples(); i++) {
            List<Object> t = new ArrayList<>();
            for (Variable v : vars) {
                Object x = v.samplable() ? v.sample(rnd, options.maxBirthday()) : null;
                if (x == null) {
                    List<Object> el = v.elements();
                    if (el == null || el.isEmpty()) {
                        return new Result(0, null, "cannot sample the domain of " + v.name());
                    }
                    x = el.get(rnd.integer(BigInteger.ZERO, BigInteger.valueOf(el.size() - 1)).intValue());
                }
                t.add(x);
            }
            samples.add(t);
        }
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, options.threads()), r -> {
            Thread t = new Thread(null, r, "cgcheck-random", 1L << 28);
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<String>> results = new ArrayList<>();
            for (List<Object> t : samples) {
                results.add(pool.submit(() -> {
                    try {
                        return CaseSearch.fails(predicate, vars, t) ? "fail" : null;
                    } catch (SyntaxError e) {
                        return "error: " + e.getMessage();
                    }
                }));
            }
            for (int i = 0; i < results.size(); i++) {
                String r = results.get(i).get();
                if (r != null) {
                    return r.equals("fail") ? new Result(i + 1, samples.get(i), null)
                            : new Result(i + 1, null, r.substring(7) + " (at random case " + samples.get(i) + ")");
                }
            }
            return new Result(samples.size(), null, null);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        } finally {
            pool.shutdownNow();
        }
    }
}
