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
        private final transient LoopyGame game;

        /**
         * For the game whose sidling did not settle; its message (the game printed) is written
         * when asked for: the carousel search catches this and keeps the graph, printing nothing.
         */
        NotSettled(LoopyGame game) {
            this.game = game;
        }

        @Override
        public String getMessage() {
            return "no stopper onside found for " + LoopyPrinter.print(game) + ": deleting moves did not reach"
                    + " a stopper with the same onside, and sidling did not settle in " + MAX_STEPS + " rounds. Not"
                    + " every loopy game is stopper-sided (Winning Ways ch. 11, Bach's Carousel; CGSuite prints such"
                    + " sides as graphs), and whether this one is was not decided";
        }
    }

    private Sidling() {
    }

    private static final GraphMemo MEMO = new GraphMemo(1024, Sidling::compute);

    public static LoopyGame onside(LoopyGame g) {
        return MEMO.apply(g);
    }

    private static LoopyGame compute(LoopyGame g) {
        if (g.isStopper()) {
            return StopperSimplifier.simplify(g);
        }
        LoopyGame quick = SideByDeletion.quickOnside(g);
        if (quick != null) {
            return StopperSimplifier.simplify(quick);
        }
        // Moves whose loss keeps the onside go next (a stopper reached is the onside); the searches
        // below then run on the smaller graph C, whose onside is G's. Deleting Right's moves cannot
        // help on C: it only raises the onside, so if deleting a set S kept C's onside, deleting one
        // move of S would too (between C and C - S), and C has no such move. So no SideByDeletion on C.
        LoopyGame c = CarouselSide.bestOnside(g);
        if (c.isStopper()) {
            return StopperSimplifier.simplify(c);
        }
        if (c == g) {       // too large for CarouselSide: the deletion search on G itself
            LoopyGame byDeletion = SideByDeletion.onside(g);
            if (byDeletion != null) {
                return StopperSimplifier.simplify(byDeletion);
            }
        }
        LoopyGame byEdits = SideByEdits.onside(c);
        if (byEdits != null) {
            return StopperSimplifier.simplify(byEdits);
        }
        try {
            return approximate(c);
        } catch (NotSettled e) {
            if (c.nodes() > CarouselSide.MAX_NODES) {
                throw e;
            }
            return c;        // no stopper found: the side as a graph with alternating cycles, as CGSuite prints it
        }
    }

    /** Sidling proper: finite approximations from on (used where deleting Right's moves does not give the side). */
    static LoopyGame approximate(LoopyGame g) {
        LoopyGame[] approx = start(g);
        for (int step = 0; step < MAX_STEPS; step++) {
            org.cgcheck.game.EvaluationStopped.check();
            LoopyGame[] next = next(g, approx);
            boolean changed = false;
            for (int k = 0; k < g.nodes() && !changed; k++) {
                changed = next[k] != approx[k] && !Survival.equal(next[k], approx[k]);     // the memo returns the same graph
            }
            if (!changed) {
                return approx[g.root()];
            }
            approx = next;
        }
        throw new NotSettled(g);
    }

    /**
     * The approximations S_0, ..., S_{count-1} of every node: S_0 is on (the position itself where
     * it is a stopper), S_{n+1}(k) = {S_n(k^L) | S_n(k^R)} in simplest form. Each is at least the
     * onside of its node (WW ch. 11, "Sidling"), and they decrease.
     */
    static LoopyGame[][] rounds(LoopyGame g, int count) {
        LoopyGame[][] out = new LoopyGame[count][];
        out[0] = start(g);
        for (int step = 1; step < count; step++) {
            out[step] = next(g, out[step - 1]);
        }
        return out;
    }

    private static LoopyGame[] start(LoopyGame g) {
        LoopyGame[] approx = new LoopyGame[g.nodes()];
        for (int k = 0; k < g.nodes(); k++) {
            org.cgcheck.game.EvaluationStopped.check();
            LoopyGame at = g.at(k);
            approx[k] = at.isStopper() ? StopperSimplifier.simplify(at) : LoopyGame.ON;
        }
        return approx;
    }

    private static LoopyGame[] next(LoopyGame g, LoopyGame[] approx) {
        LoopyGame[] next = new LoopyGame[g.nodes()];
        for (int k = 0; k < g.nodes(); k++) {
            org.cgcheck.game.EvaluationStopped.check();
            GraphBuilder b = new GraphBuilder();
            int x = b.addNode();
            for (int t : g.left(k)) {
                b.addLeft(x, b.embed(approx[t]));
            }
            for (int t : g.right(k)) {
                b.addRight(x, b.embed(approx[t]));
            }
            next[k] = StopperSimplifier.simplify(b.build(x));
        }
        return next;
    }

    public static LoopyGame offside(LoopyGame g) {
        return onside(g.negate()).negate();
    }
}
