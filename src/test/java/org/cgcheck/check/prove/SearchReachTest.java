package org.cgcheck.check.prove;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.cgcheck.game.Game;
import org.junit.jupiter.api.Test;

/**
 * The certificate search skips subtrees of multipliers that cannot reach the goal ({@link Reach}); it
 * must find the same certificate and spend the same budget as visiting every combination, which the
 * plain enumeration below (the search as it was before the skipping) does.
 */
class SearchReachTest {
    @Test
    void sameCertificateAndBudgetAsThePlainEnumeration() {
        SplittableRandom rnd = new SplittableRandom(7);
        int found = 0;
        int exhausted = 0;
        for (int round = 0; round < 300; round++) {
            int atoms = 1 + rnd.nextInt(4);
            int facts = 1 + rnd.nextInt(9);
            List<Search.Fact> fs = new ArrayList<>();
            for (int f = 0; f < facts; f++) {
                fs.add(new Search.Fact(linear(rnd, atoms), null));
            }
            Linear target = rnd.nextInt(3) == 0 ? combination(rnd, fs) : linear(rnd, atoms);
            long limit = rnd.nextInt(4) == 0 ? 1 + rnd.nextInt(3000) : 60_000;
            Budget pruned = new Budget(limit, () -> false);
            Budget plain = new Budget(limit, () -> false);
            boolean contradiction = rnd.nextInt(4) == 0;
            Object a = run(() -> contradiction ? Search.contradiction(fs, pruned) : Search.derive(target, fs, pruned));
            Object b = run(() -> Plain.search(contradiction ? Linear.constant(Game.ZERO) : target, fs, contradiction,
                    plain));
            assertEquals(b.getClass(), a.getClass(), "round " + round);
            if (a instanceof Search.Found x) {
                Search.Found y = (Search.Found) b;
                assertArrayEquals(y.multipliers(), x.multipliers(), "round " + round);
                assertEquals(y.remainder(), x.remainder(), "round " + round);
                found++;
            }
            exhausted += a instanceof Budget.Exhausted ? 1 : 0;
            assertEquals(plain.spent(), pruned.spent(), "budget spent, round " + round);
        }
        assertTrue(found > 25 && exhausted > 5, "found " + found + ", exhausted " + exhausted);
    }

    private static Object run(java.util.function.Supplier<Search.Found> s) {
        try {
            Search.Found f = s.get();
            return f == null ? "none" : f;
        } catch (Budget.Exhausted e) {
            return e;
        }
    }

    private static Linear linear(SplittableRandom rnd, int atoms) {
        TreeMap<String, BigInteger> c = new TreeMap<>();
        for (int a = 0; a < atoms; a++) {
            int k = rnd.nextInt(5) - 2;
            if (k != 0) {
                c.put("x" + a, BigInteger.valueOf(k));
            }
        }
        return new Linear(c, Game.integer(rnd.nextInt(5) - 2));
    }

    /** A target some multipliers reach (plus a constant), so that certificates are found. */
    private static Linear combination(SplittableRandom rnd, List<Search.Fact> fs) {
        Linear t = Linear.constant(Game.integer(rnd.nextInt(3)));
        for (Search.Fact f : fs) {
            t = t.plus(f.t().times(BigInteger.valueOf(rnd.nextInt(3))));
        }
        return t;
    }

    /** The search visiting every combination (by increasing total, larger multipliers first). */
    private static final class Plain {
        static Search.Found search(Linear target, List<Search.Fact> facts, boolean nonzero, Budget budget) {
            java.util.function.Predicate<Game> accept = nonzero ? r -> !r.negate().geq(Game.ZERO)
                    : r -> r.geq(Game.ZERO);
            java.util.Map<String, Integer> index = new TreeMap<>();
            target.coeffs().keySet().forEach(k -> index.putIfAbsent(k, index.size()));
            facts.forEach(f -> f.t().coeffs().keySet().forEach(k -> index.putIfAbsent(k, index.size())));
            int n = index.size();
            long[] goal = vector(target, index, n);
            List<long[]> vs = new ArrayList<>();
            for (Search.Fact f : facts) {
                vs.add(vector(f.t(), index, n));
            }
            int m = vs.size();
            int b = Search.bound(m);
            int[] lambda = new int[m];
            for (int total = nonzero ? 1 : 0; total <= b * m; total++) {
                Search.Found f = walk(0, total, b, lambda, goal, vs, facts, target, accept, budget);
                if (f != null) {
                    return f;
                }
            }
            return null;
        }

        private static Search.Found walk(int i, int left, int b, int[] lambda, long[] rest, List<long[]> vs,
                List<Search.Fact> facts, Linear target, java.util.function.Predicate<Game> accept, Budget budget) {
            if (i == vs.size()) {
                budget.spend();
                if (left != 0) {
                    return null;
                }
                for (long x : rest) {
                    if (x != 0) {
                        return null;
                    }
                }
                Game r = target.constant();
                for (int j = 0; j < lambda.length; j++) {
                    if (lambda[j] != 0) {
                        r = r.minus(Linear.times(BigInteger.valueOf(lambda[j]), facts.get(j).t().constant()));
                    }
                }
                return accept.test(r) ? new Search.Found(lambda.clone(), r) : null;
            }
            if (left > b * (vs.size() - i)) {
                return null;
            }
            for (int k = Math.min(b, left); k >= 0; k--) {
                long[] next = rest.clone();
                long[] v = vs.get(i);
                for (int j = 0; j < next.length; j++) {
                    next[j] -= v[j] * k;
                }
                lambda[i] = k;
                Search.Found f = walk(i + 1, left - k, b, lambda, next, vs, facts, target, accept, budget);
                lambda[i] = 0;
                if (f != null) {
                    return f;
                }
            }
            return null;
        }

        private static long[] vector(Linear l, java.util.Map<String, Integer> index, int n) {
            long[] v = new long[n];
            l.coeffs().forEach((k, x) -> v[index.get(k)] = x.longValue());
            return v;
        }
    }
}
