package org.cgcheck.misere;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.cgcheck.game.EvaluationStopped;
import org.cgcheck.misere.Candidate.Counter;
import org.cgcheck.rules.HeapGame;

/**
 * Misère quotients heap by heap, in the manner of Plambeck and Siegel's MisereSolver: Q_n is found
 * from Q_{n-1} by deciding what heap n is.
 *
 * <ol>
 * <li>A heap with no move is the game 0: the identity, Q_n = Q_{n-1}.</li>
 * <li>Otherwise each element y of Q_{n-1} with the right outcome for heap n alone is tried as its
 * image: the candidate is Q_{n-1} with heap n acting as y.</li>
 * <li>If none is proved, heap n is a new generator: the first trial is Q_{n-1} × C_1, C_1 counting
 * copies of heap n. A trial that fails is <i>recalibrated</i>, as MisereSolver does: the failure
 * names a sum G where the recursion fails; the next candidate is the failed trial (reduced)
 * times a counter on one heap of G, either added to what the trial says of that heap or
 * replacing it (the heap made free), whichever makes the recursion hold at G with the smallest
 * reduced trial; if no one heap does, two, else all of G's heaps (then G is the lightest sum of
 * its image, where P is the recursion itself).</li>
 * </ol>
 *
 * Every candidate is accepted only through {@link QuotientProof}, which proves that misère
 * outcomes of all sums of heaps ≤ n factor through it; the quotient is then the candidate modulo
 * the indistinguishability of its elements (Moore's refinement). So each Q_n returned is proved
 * for every sum of heaps ≤ n, with no assumption; how candidates are found affects only speed.
 */
final class IncrementalQuotient {
    /** Largest candidate monoid built. */
    static final int MAX_ELEMENTS = 20_000;
    /** Largest number of pairs a proof searches. */
    static final long MAX_STATES = 2_000_000;
    /**
     * Most work (candidate elements built plus pairs searched) summed over all steps from heap 1,
     * so where a bound is refused does not depend on what was asked before.
     */
    static final long MAX_WORK = 1_500_000;
    /** Most recalibrations of a failed trial at one heap. */
    static final int MAX_ROUNDS = 400;

    private static final Map<String, IncrementalQuotient> GAMES = new HashMap<>();

    private final HeapGame game;
    private final long maxWork;
    private final List<int[][]> options = new ArrayList<>();        // options.get(h): heap indices per option of heap h+1
    private final List<QuotientTable> steps = new ArrayList<>();    // steps.get(n) = Q_n
    private final List<Long> cumulative = new ArrayList<>(List.of(0L));  // work done to reach Q_n
    private long spent;                                             // work done in the current step
    private String refused;                                         // why the next heap was refused, once it was
    private long largestProof;                                      // most pairs of a successful proof so far
    private int largestCandidate;                                   // most elements of a candidate proved so far
    private long rounds;                                            // trials of new generators so far
    private final Trials trials = new Trials();                     // the trials of the current heap, for a refusal

    /** What the trials of a new generator at one heap came to: said when the heap is refused. */
    private static final class Trials {
        int count, largest, largestReduced;
        int[] lastFailure;

        void clear() {
            count = largest = largestReduced = 0;
            lastFailure = null;
        }

        void failed(int size, int reduced, int[] failure) {
            count++;
            largest = Math.max(largest, size);
            largestReduced = Math.max(largestReduced, reduced);
            lastFailure = failure;
        }

        /** ", after 30 trials of heap h as a new generator (the largest ...; the last failed at 3 + 29 + 29)", or "". */
        String describe(int h) {
            if (count == 0) {
                return "";
            }
            StringBuilder sum = new StringBuilder();
            for (int k = 0; k < lastFailure.length; k++) {
                for (int c = 0; c < lastFailure[k]; c++) {
                    sum.append(sum.length() == 0 ? "" : " + ").append(k + 1);
                }
            }
            return ", after " + count + " trial" + (count == 1 ? "" : "s") + " of heap " + h + " as a new generator, none proved"
                    + " (the largest candidate " + largest + " elements, " + largestReduced + " after reduction; the last"
                    + " failed at the sum " + sum + ", where the misère recursion does not hold)";
        }
    }

    IncrementalQuotient(HeapGame game, long maxWork) {
        this.game = game;
        this.maxWork = maxWork;
        steps.add(new QuotientTable(0, new int[0][], new boolean[1]));
    }

    /** The shared solver of a game (its quotients for smaller bounds are kept). */
    static IncrementalQuotient of(HeapGame g) {
        synchronized (GAMES) {
            return GAMES.computeIfAbsent(g.identity(), k -> new IncrementalQuotient(g, MAX_WORK));
        }
    }

    /** Q_n; IllegalArgumentException (with how far it got) when a budget is passed. */
    synchronized QuotientTable upTo(int n, String name) {
        while (steps.size() <= n) {
            int h = steps.size();
            if (refused != null) {              // the same work would be refused again
                throw refusal(name, n, h, refused);
            }
            long total = cumulative.get(h - 1);
            List<List<Integer>> ms = game.heapMoves(h);
            int[][] os = new int[ms.size()][];
            for (int k = 0; k < ms.size(); k++) {
                os[k] = ms.get(k).stream().mapToInt(x -> x - 1).toArray();
            }
            if (options.size() < h) {
                options.add(os);
            }
            spent = 0;
            trials.clear();
            try {
                steps.add(extend(h, total));
            } catch (QuotientProof.TooLarge e) {
                QuotientTable direct = bySaturation(h);      // the other proved method, where it reaches
                if (direct == null) {
                    refused = e.getMessage() + trials.describe(h);
                    throw refusal(name, n, h, refused);
                }
                steps.add(direct);
            }
            cumulative.add(total + spent);
        }
        return steps.get(n);
    }

    /** Q_h by QuotientSolver, or null past its reach. */
    private QuotientTable bySaturation(int h) {
        if (QuotientSolver.work(h, 1) == Long.MAX_VALUE) {
            return null;
        }
        List<List<List<Integer>>> moves = new ArrayList<>();
        for (int g = 1; g <= h; g++) {
            moves.add(game.heapMoves(g));
        }
        QuotientSolver.Solved s = new QuotientSolver(h, moves).solve();
        return s == null ? null : QuotientTable.of(s);
    }

    long largestProof() {
        return largestProof;
    }

    long rounds() {
        return rounds;
    }

    int largestCandidate() {
        return largestCandidate;
    }

    /** The work done to reach Q_n (n already computed). */
    long work(int n) {
        return cumulative.get(n);
    }

    private IllegalArgumentException refusal(String name, int n, int h, String why) {
        return new IllegalArgumentException("the misère quotient of " + name + " with heaps ≤ " + n + " was not computed:"
                + " it is proved up to heaps ≤ " + (h - 1) + " (order " + steps.get(h - 1).order() + "), and at heap " + h
                + " " + why + " (limits: " + MAX_ELEMENTS + " candidate elements, " + MAX_STATES + " pairs a proof, "
                + maxWork + " units of work in all, " + MAX_ROUNDS + " recalibrations a heap; docs/misere.md, 'Misère quotients',"
                + " has what was measured past them)");
    }

    /** Counts work (candidate elements, proof pairs) against the budget since heap 1. */
    private void charge(long units, long before) {
        spent += units;
        if (before + spent > maxWork) {
            throw new QuotientProof.TooLarge("the work since heap 1 passed " + maxWork + " units (" + before
                    + " before heap " + steps.size() + ", " + spent + " at it)");
        }
    }

    /** Q_h from Q_{h-1}; before: the work done to reach Q_{h-1}. */
    private QuotientTable extend(int h, long before) {
        QuotientTable prev = steps.get(h - 1);
        int[][][] opts = options.toArray(new int[0][][]);
        long[] weight = QuotientProof.weights(opts);
        int k = h - 1;
        if (opts[k].length == 0) {
            return withHeap(prev, identityMap(prev.order()));
        }
        boolean aloneP = true;
        for (int[] o : opts[k]) {
            aloneP &= !prev.p()[QuotientTable.times(prev, prev.identity(), o)];
        }
        int[][] words = words(prev);
        for (int y = 0; y < prev.order(); y++) {
            if (prev.p()[y] != aloneP) {
                continue;
            }
            int[] byY = new int[prev.order()];
            for (int x = 0; x < prev.order(); x++) {
                byY[x] = QuotientTable.times(prev, x, words[y]);
            }
            int[][] act = withHeap(prev, byY).act();
            QuotientProof proof = new QuotientProof(prev.order(), prev.identity(), act, opts, weight, MAX_STATES);
            boolean proved = proof.run();
            charge(prev.order() + proof.states(), before);
            if (proved) {
                return accept(proof);
            }
        }
        QuotientTable base = withHeap(prev, identityMap(prev.order()));
        List<Counter> counters = List.of(new Counter(List.of(k), 1, false));
        for (int round = 0; ; round++) {
            EvaluationStopped.check();
            Candidate m = Candidate.of(base, counters, MAX_ELEMENTS);
            QuotientProof proof = new QuotientProof(m.size(), m.identity(), m.act(), opts, weight, MAX_STATES);
            boolean proved = proof.run();
            charge(m.size() + proof.states(), before);
            rounds++;
            if (proved) {
                largestCandidate = Math.max(largestCandidate, m.size());
                return accept(proof);
            }
            trials.failed(m.size(), proof.quotient().order(), proof.failure().game());
            if (round >= MAX_ROUNDS) {
                throw new QuotientProof.TooLarge("no candidate was proved in " + MAX_ROUNDS + " recalibrations");
            }
            base = proof.quotient();
            counters = recalibration(base, proof.failure().game(), opts, weight, before);
        }
    }

    private QuotientTable accept(QuotientProof proof) {
        largestProof = Math.max(largestProof, proof.states());
        return proof.quotient();
    }

    /**
     * The counters for the next candidate, from the failed trial and a sum g where the recursion
     * fails: one heap of g counted (up to its count in g) on top of the trial, or made free (counted
     * up to where its powers in the trial repeat), the one that makes the recursion hold at g with
     * the smallest reduced trial; else the first two heaps of g counted that make it hold; else all.
     */
    private List<Counter> recalibration(QuotientTable trial, int[] g, int[][][] opts, long[] weight, long before) {
        List<Counter> support = new ArrayList<>();
        List<List<Counter>> singles = new ArrayList<>();
        for (int h = g.length - 1; h >= 0; h--) {
            if (g[h] > 0) {
                Counter c = new Counter(List.of(h), Math.max(1, g[h] - 1), false);
                support.add(c);
                singles.add(List.of(c));
                singles.add(List.of(new Counter(c.heaps(), Math.max(c.threshold(), index(trial, h)), true)));
            }
        }
        List<Counter> best = null;
        int bestOrder = Integer.MAX_VALUE;
        for (List<Counter> c : singles) {
            QuotientProof p = tryCounters(trial, c, opts, weight, before);
            if (p.holdsAt(g.clone()) && p.quotient().order() < bestOrder) {
                best = c;
                bestOrder = p.quotient().order();
            }
        }
        if (best != null) {
            return best;
        }
        for (int i = 0; i < support.size() && support.size() > 2; i++) {
            for (int j = i + 1; j < support.size(); j++) {
                List<Counter> c = List.of(support.get(i), support.get(j));
                if (tryCounters(trial, c, opts, weight, before).holdsAt(g.clone())) {
                    return c;
                }
            }
        }
        return support;
    }

    /** The candidate of the trial with these counters, its P derived (no proof). */
    private QuotientProof tryCounters(QuotientTable trial, List<Counter> c, int[][][] opts, long[] weight, long before) {
        Candidate m = Candidate.of(trial, c, MAX_ELEMENTS);
        charge(m.size(), before);
        QuotientProof p = new QuotientProof(m.size(), m.identity(), m.act(), opts, weight, MAX_STATES);
        p.deriveP();            // reduced only if asked for its order (where the recursion holds at the failure)
        return p;
    }

    /** The least i ≥ 1 with x^i = x^(i+2) for heap h's image x in the table (periods here are 1 or 2). */
    private static int index(QuotientTable t, int h) {
        int[] powers = new int[t.order() + 3];         // powers[i] = x^i
        powers[0] = t.identity();
        for (int i = 1; i < powers.length; i++) {
            powers[i] = t.act()[h][powers[i - 1]];
            if (i >= 2 && powers[i] == powers[i - 2]) {
                return Math.max(1, i - 2);
            }
        }
        throw new IllegalStateException("an element whose powers have a period other than 1 or 2");
    }

    private static QuotientTable withHeap(QuotientTable prev, int[] action) {
        int[][] act = Arrays.copyOf(prev.act(), prev.heaps() + 1);
        act[prev.heaps()] = action;
        return new QuotientTable(prev.identity(), act, prev.p());
    }

    private static int[] identityMap(int n) {
        int[] a = new int[n];
        for (int i = 0; i < n; i++) {
            a[i] = i;
        }
        return a;
    }

    /** A word (heap indices) for each element, by breadth-first search from the identity. */
    static int[][] words(QuotientTable q) {
        int[][] w = new int[q.order()][];
        w[q.identity()] = new int[0];
        List<Integer> todo = new ArrayList<>(List.of(q.identity()));
        for (int i = 0; i < todo.size(); i++) {
            int x = todo.get(i);
            for (int g = 0; g < q.heaps(); g++) {
                int y = q.act()[g][x];
                if (w[y] == null) {
                    w[y] = Arrays.copyOf(w[x], w[x].length + 1);
                    w[y][w[x].length] = g;
                    todo.add(y);
                }
            }
        }
        return w;
    }
}
