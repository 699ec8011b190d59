package org.cgcheck.check.prove;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.function.Predicate;
import org.cgcheck.game.Game;
import org.junit.jupiter.api.Test;

/**
 * The certificate search, which skips subtrees that cannot reach the target and spends their
 * combinations at once, against the plain walk that visits every combination: on random systems
 * and budgets, the same certificate (multipliers and remainder), or the budget spent at the same
 * combination.
 */
class SearchTest {
    private static final String[] ATOMS = {"G", "H", "K", "L"};

    @Test
    void sameCertificateOrSameExhaustionAsThePlainWalk() {
        Random rnd = new Random(32);
        int found = 0;
        int exhausted = 0;
        for (int trial = 0; trial < 800; trial++) {
            int atoms = 1 + rnd.nextInt(ATOMS.length);
            List<Search.Fact> facts = new ArrayList<>();
            for (int f = rnd.nextInt(8); f > 0; f--) {
                facts.add(new Search.Fact(linear(rnd, atoms), null));
            }
            Linear target = linear(rnd, atoms);
            boolean contradiction = rnd.nextInt(4) == 0;
            long limit = rnd.nextInt(3) == 0 ? 1 + rnd.nextInt(3000) : Budget.PER_CLAIM;
            Budget fast = new Budget(limit, () -> false);
            Budget plain = new Budget(limit, () -> false);
            Object a = outcome(() -> contradiction ? Search.contradiction(facts, fast) : Search.derive(target, facts, fast));
            Object b = outcome(() -> contradiction ? Plain.contradiction(facts, plain) : Plain.derive(target, facts, plain));
            String what = "trial " + trial + ": " + target + " from " + facts;
            if (a instanceof Search.Found fa && b instanceof Search.Found fb) {
                assertArrayEquals(fb.multipliers(), fa.multipliers(), what);
                assertEquals(fb.remainder(), fa.remainder(), what);
                found++;
            } else {
                assertEquals(String.valueOf(b), String.valueOf(a), what);
                exhausted += "exhausted".equals(b) ? 1 : 0;
            }
            assertEquals(plain.spent(), fast.spent(), what);
        }
        assertTrue(found > 150 && exhausted > 50, found + " found, " + exhausted + " exhausted");
    }

    /** The stop is asked as often as combination by combination: once per 4096. */
    @Test
    void theStopIsAskedAtTheSameCombinations() {
        int[] asked = new int[2];
        Budget one = new Budget(20_000, () -> ++asked[0] > 3);
        Budget bulk = new Budget(20_000, () -> ++asked[1] > 3);
        int spentOne = 0;
        try {
            while (true) {
                one.spend();
                spentOne++;
            }
        } catch (Budget.Exhausted e) {
            assertTrue(e.stopped);
        }
        try {
            for (long n : new long[] {1, 4094, 1, 5000, 3000, 9000}) {
                bulk.spend(n);
            }
        } catch (Budget.Exhausted e) {
            assertTrue(e.stopped);
        }
        assertEquals(asked[0], asked[1]);
        assertEquals(20_000 - 4096, spentOne + 1);
        assertEquals(one.spent(), bulk.spent());
        Budget small = new Budget(10, () -> false);
        small.spend(10);
        try {
            small.spend(1);
            throw new AssertionError("not exhausted");
        } catch (Budget.Exhausted e) {
            assertTrue(!e.stopped && small.spent() == 10);
        }
    }

    private static Linear linear(Random rnd, int atoms) {
        TreeMap<String, BigInteger> c = new TreeMap<>();
        for (int i = 0; i < atoms; i++) {
            int k = rnd.nextInt(7) - 3;
            if (k != 0 && rnd.nextInt(3) > 0) {
                c.put(ATOMS[i], BigInteger.valueOf(k));
            }
        }
        return new Linear(c, Game.integer(rnd.nextInt(9) - 4));
    }

    private static Object outcome(java.util.function.Supplier<Search.Found> s) {
        try {
            Search.Found f = s.get();
            return f == null ? "none" : f;
        } catch (Budget.Exhausted e) {
            return "exhausted";
        }
    }

    /** The search as it was before subtrees were skipped: every combination visited. */
    private static final class Plain {
        static Search.Found derive(Linear target, List<Search.Fact> facts, Budget budget) {
            return search(target, facts, r -> r.geq(Game.ZERO), false, budget);
        }

        static Search.Found contradiction(List<Search.Fact> facts, Budget budget) {
            return search(Linear.constant(Game.ZERO), facts, r -> !r.negate().geq(Game.ZERO), true, budget);
        }

        private static Search.Found search(Linear target, List<Search.Fact> facts, Predicate<Game> accept,
                boolean nonzero, Budget budget) {
            Map<String, Integer> index = new TreeMap<>();
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
                List<Search.Fact> facts, Linear target, Predicate<Game> accept, Budget budget) {
            if (i == vs.size()) {
                budget.spend();
                return Search.leaf(left, lambda, rest, facts, target, accept);     // the leaf is not what is compared
            }
            if (left > b * (vs.size() - i)) {
                return null;
            }
            for (int k = Math.min(b, left); k >= 0; k--) {
                long[] next = rest.clone();
                long[] v = vs.get(i);
                for (int j = 0; j < next.length; j++) {
                    next[j] = Math.subtractExact(next[j], Math.multiplyExact(v[j], k));
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

        private static long[] vector(Linear l, Map<String, Integer> index, int n) {
            long[] v = new long[n];
            l.coeffs().forEach((k, c) -> v[index.get(k)] = c.longValue());
            return v;
        }
    }
}
