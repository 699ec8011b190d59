package org.cgcheck.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Random positions beyond a {@code within} bound, for exploration: step 1 is one size more (a
 * board one row or one column more, a strip one square longer, a tree one edge more; heaps a band
 * of sizes), step 2 the next, and so on, up to {@link #STEPS}. Shapes larger than the ruleset's
 * {@link Ruleset#exploreLimit()} are left out, so a position too big to solve quickly is never drawn.
 */
public final class Beyond {
    /** Steps explored beyond a bound (the budget halves per step, as for days beyond a birthday). */
    public static final int STEPS = 3;

    private final Ruleset rules;
    private final Bound bound;
    /** shapes.get(k - 1): the shapes of step k that solve quickly. */
    private final List<List<Bound>> shapes = new ArrayList<>();

    public Beyond(Ruleset rules, Bound bound) {
        this.rules = rules;
        this.bound = bound;
        for (int k = 1; k <= STEPS; k++) {
            List<Bound> fit = new ArrayList<>();
            for (Bound s : rules.beyond(bound, k)) {
                if (size(s) <= rules.exploreLimit()) {
                    fit.add(s);
                }
            }
            if (fit.isEmpty()) {
                break;          // later steps are larger still
            }
            shapes.add(fit);
        }
    }

    /** Steps that can be explored: 0 if even one size more is too large to solve quickly. */
    public int steps() {
        return shapes.size();
    }

    /**
     * A random position of step {@code step} (1..steps()): a shape of that step drawn with
     * weight proportional to its size (larger shapes hold more positions), then a position of it.
     */
    public Position draw(int step, SplittableRandom rnd) {
        List<Bound> fit = shapes.get(step - 1);
        long total = 0;
        for (Bound s : fit) {
            total += weight(s);
        }
        long x = rnd.nextLong(total);
        for (Bound s : fit) {
            x -= weight(s);
            if (x < 0) {
                return rules.random(s, rnd);
            }
        }
        throw new IllegalStateException("no shape drawn");
    }

    private static long weight(Bound s) {
        return s.isBoard() ? size(s) : 1;
    }

    private static long size(Bound s) {
        return s.isBoard() ? (long) s.rows() * s.cols() : s.rows();
    }

    /** The bound as claims write it: {@code 3x4}, {@code 7}. */
    public String bound() {
        return bound.toString();
    }

    /** What steps 1..k cover: "boards up to 2 rows or columns beyond 3x4", "strips of length 8–10". */
    public String range(int k) {
        List<Bound> last = shapes.get(Math.max(1, Math.min(k, steps())) - 1);
        List<Bound> first = shapes.get(0);
        if (bound.isBoard()) {
            String what = rules instanceof Cutcake ? "cakes" : "boards";
            return k <= 1 ? what + " one row or column beyond " + bound
                    : what + " up to " + k + " rows or columns beyond " + bound;
        }
        int lo = first.get(0).rows(), hi = last.get(last.size() - 1).rows();
        String span = lo == hi ? Integer.toString(lo) : lo + "–" + hi;
        if (rules instanceof HeapGame) {
            return "heaps of " + span;
        }
        return rules instanceof Hackenbush ? "trees of " + span + " edges" : "strips of length " + span;
    }

    /** Where a position sits: "4x4" for a board or cake, "length 8", "7 edges", "heap 31". */
    public static String at(Position p) {
        if (p instanceof GridPosition g) {
            return g.grid.rows + "x" + g.grid.cols;
        }
        if (p instanceof Cutcake.Cakes c && c.cakes.size() == 1) {
            return c.cakes.get(0)[0] + "x" + c.cakes.get(0)[1];
        }
        if (p instanceof HeapGame.Heaps) {
            return "heap " + p.size();
        }
        if (p instanceof Hackenbush.TreePosition) {
            return p.size() + (p.size() == 1 ? " edge" : " edges");
        }
        return "length " + p.size();
    }
}
