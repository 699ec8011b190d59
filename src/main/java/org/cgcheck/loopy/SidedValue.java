package org.cgcheck.loopy;

/**
 * The value of a loopy game: its onside and offside, stoppers S ≥ T, written S & T
 * (Siegel, CGT VI.4; CGSuite's StopperSidedValue). A stopper is its own two sides. G ≥ H iff
 * G⁺ ≥ H⁺ and G⁻ ≥ H⁻. The game graph is kept, when there is one, for its outcome.
 */
public final class SidedValue {
    private final LoopyGame graph;       // null for a value written S & T
    private final LoopyGame onside;
    private final LoopyGame offside;

    private SidedValue(LoopyGame graph, LoopyGame onside, LoopyGame offside) {
        this.graph = graph;
        this.onside = onside;
        this.offside = offside;
    }

    public static SidedValue of(LoopyGame g) {
        if (g.isStopper()) {
            LoopyGame s = StopperSimplifier.simplify(g);
            return new SidedValue(g, s, s);
        }
        return new SidedValue(g, Sidling.onside(g), Sidling.offside(g));
    }

    /** S & T for stoppers S ≥ T (checked by the caller). */
    public static SidedValue sidle(LoopyGame onside, LoopyGame offside) {
        LoopyGame s = StopperSimplifier.simplify(onside);
        LoopyGame t = StopperSimplifier.simplify(offside);
        return new SidedValue(null, s, t);
    }

    public LoopyGame onside() {
        return onside;
    }

    public LoopyGame offside() {
        return offside;
    }

    /** The game as written or computed; null for S & T. */
    public LoopyGame graph() {
        return graph;
    }

    public boolean isStopper() {
        return Survival.geq(offside, onside);
    }

    public SidedValue negate() {
        return new SidedValue(graph == null ? null : graph.negate(), offside.negate(), onside.negate());
    }

    /** Sides of a sum: the onside of G⁺ + H⁺ and the offside of G⁻ + H⁻ (WW's upsum and downsum). */
    public SidedValue plus(SidedValue h) {
        LoopyGame sumGraph = graph == null || h.graph == null ? null : graph.plus(h.graph);
        return new SidedValue(sumGraph, Sidling.onside(onside.plus(h.onside)), Sidling.offside(offside.plus(h.offside)));
    }

    public SidedValue minus(SidedValue h) {
        return plus(h.negate());
    }

    public boolean geq(SidedValue h) {
        return Survival.geq(onside, h.onside) && Survival.geq(offside, h.offside);
    }

    public boolean leq(SidedValue h) {
        return h.geq(this);
    }

    public boolean equalTo(SidedValue h) {
        return geq(h) && h.geq(this);
    }

    /** Outcome of play on the graph (PlayOutcome.outcomeClass); null for S & T. */
    public String outcome() {
        return graph == null ? null : PlayOutcome.outcomeClass(graph);
    }

    @Override
    public String toString() {
        if (isStopper()) {
            return LoopyPrinter.print(onside);
        }
        if (Survival.geq(LoopyGame.ON, onside) && Survival.geq(onside, LoopyGame.ON)
                && Survival.geq(LoopyGame.OFF, offside) && Survival.geq(offside, LoopyGame.OFF)) {
            return "dud";
        }
        return LoopyPrinter.print(onside) + " & " + LoopyPrinter.print(offside);
    }
}
