package org.cgcheck.loopy;

/**
 * The onside of a loopy game by Conway's sidling (Winning Ways ch. 11, "Sidling";
 * Siegel, CGT VI.4): approximate every position by a stopper, starting from on (from the
 * position itself where it is a stopper, which is its own onside), and replace each
 * approximation by {approximations of the Left options | of the Right options} until nothing
 * changes. The approximations decrease and stay above the onside, so a stationary one is it.
 * Approximations are finite trees over on, so a side with a cycle not already present as a
 * stopper subposition is never reached: then NotSettled after MAX_STEPS rounds.
 */
public final class Sidling {
    static final int MAX_STEPS = 24;

    /** The sides could not be found by sidling within the step limit. */
    public static final class NotSettled extends RuntimeException {
        private static final long serialVersionUID = 1L;

        NotSettled(String message) {
            super(message);
        }
    }

    private Sidling() {
    }

    public static LoopyGame onside(LoopyGame g) {
        if (g.isStopper()) {
            return StopperSimplifier.simplify(g);
        }
        LoopyGame byDeletion = SideByDeletion.onside(g);
        if (byDeletion != null) {
            return StopperSimplifier.simplify(byDeletion);
        }
        return approximate(g);
    }

    /** Sidling proper: finite approximations from on (used where deleting Right's moves does not give the side). */
    static LoopyGame approximate(LoopyGame g) {
        int n = g.nodes();
        LoopyGame[] approx = new LoopyGame[n];
        for (int k = 0; k < n; k++) {
            LoopyGame at = g.at(k);
            approx[k] = at.isStopper() ? StopperSimplifier.simplify(at) : LoopyGame.ON;
        }
        for (int step = 0; step < MAX_STEPS; step++) {
            LoopyGame[] next = new LoopyGame[n];
            boolean changed = false;
            for (int k = 0; k < n; k++) {
                GraphBuilder b = new GraphBuilder();
                int x = b.addNode();
                for (int t : g.left(k)) {
                    b.addLeft(x, b.embed(approx[t]));
                }
                for (int t : g.right(k)) {
                    b.addRight(x, b.embed(approx[t]));
                }
                next[k] = StopperSimplifier.simplify(b.build(x));
                if (!Survival.equal(next[k], approx[k])) {
                    changed = true;
                }
            }
            if (!changed) {
                return approx[g.root()];
            }
            approx = next;
        }
        throw new NotSettled("sidling did not settle in " + MAX_STEPS + " rounds (the onside may have a cycle of"
                + " its own, which this procedure does not find)");
    }

    public static LoopyGame offside(LoopyGame g) {
        return onside(g.negate()).negate();
    }
}
