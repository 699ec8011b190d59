package org.cgcheck.loopy;

import java.util.function.Supplier;

/**
 * The value of a loopy game: its onside and offside, stoppers S ≥ T, written S & T
 * (Siegel, CGT VI.4; CGSuite's StopperSidedValue). A stopper is its own two sides. G ≥ H iff
 * G⁺ ≥ H⁺ and G⁻ ≥ H⁻. The game graph is kept, when there is one, for its outcome by play and as
 * an option of braces; a sum's graph (the product graph) is built only when asked for.
 */
public final class SidedValue {
    private Supplier<LoopyGame> graphSource;    // null for a value written S & T
    private LoopyGame graph;
    private final LoopyGame onside;
    private final LoopyGame offside;
    private Boolean stopper;                    // memo: onside equal to offside
    private Object position;                    // the ruleset position this is the value of, or null

    private SidedValue(Supplier<LoopyGame> graphSource, LoopyGame onside, LoopyGame offside) {
        this.graphSource = graphSource;
        this.onside = onside;
        this.offside = offside;
    }

    public static SidedValue of(LoopyGame g) {
        if (g.isStopper()) {
            LoopyGame s = StopperSimplifier.simplify(g);
            SidedValue v = known(g, s, s);
            v.stopper = true;
            return v;
        }
        return known(g, Sidling.onside(g), Sidling.offside(g));
    }

    /** A value whose game graph is at hand (no supplier: a lambda costs a cold run its bootstrap). */
    private static SidedValue known(LoopyGame g, LoopyGame onside, LoopyGame offside) {
        SidedValue v = new SidedValue(null, onside, offside);
        v.graph = g;
        return v;
    }

    /** S & T for stoppers S ≥ T (checked by the caller). */
    public static SidedValue sidle(LoopyGame onside, LoopyGame offside) {
        LoopyGame s = StopperSimplifier.simplify(onside);
        LoopyGame t = StopperSimplifier.simplify(offside);
        return new SidedValue(null, s, t);
    }

    /**
     * The same value, naming the ruleset position it is the value of (a Fox and Geese board, a
     * Backsliding strip), so that show and explore can draw it and play its moves. A copy: values
     * are memoised and shared between positions.
     */
    public synchronized SidedValue ofPosition(Object p) {
        SidedValue v = new SidedValue(null, onside, offside);
        v.graph = graph;
        v.graphSource = graph == null && graphSource != null ? this::graph : null;
        v.stopper = stopper;
        v.position = p;
        return v;
    }

    /** The ruleset position this is the value of ({@link #ofPosition}), or null for a value. */
    public Object position() {
        return position;
    }

    public LoopyGame onside() {
        return onside;
    }

    public LoopyGame offside() {
        return offside;
    }

    /** The graph if there is one and it is built (a sum's is built when first asked for). */
    private synchronized LoopyGame graphIfBuilt() {
        return graph;
    }

    /** The game as written or computed; null for S & T. */
    public synchronized LoopyGame graph() {
        if (graph == null && graphSource != null) {
            graph = graphSource.get();
            graphSource = null;
        }
        return graph;
    }

    public boolean isStopper() {
        Boolean s = stopper;
        if (s == null) {
            s = onside == offside || onside.isStopper() && offside.isStopper() && Survival.geq(offside, onside);
            stopper = s;
        }
        return s;
    }

    public SidedValue negate() {
        SidedValue n;
        LoopyGame known = graphIfBuilt();
        if (known != null) {
            n = known(known.negate(), offside.negate(), onside.negate());      // negating a graph costs nothing
        } else {
            SidedValue g = this;
            n = new SidedValue(graphSource == null ? null : () -> g.graph().negate(), offside.negate(), onside.negate());
        }
        n.stopper = stopper;
        return n;
    }

    /** Sides of a sum: the onside of G⁺ + H⁺ and the offside of G⁻ + H⁻ (WW's upsum and downsum). */
    public SidedValue plus(SidedValue h) {
        SidedValue g = this;
        boolean graphs = (graph != null || graphSource != null) && (h.graph != null || h.graphSource != null);
        LoopyGame upsum = onside.plus(h.onside);
        Supplier<LoopyGame> sumGraph = graphs ? new SumGraph(g, h) : null;
        if (isStopper() && h.isStopper() && upsum.isStopper()) {
            // The sum of two stoppers is its own two sides when it is a stopper: simplify it once.
            LoopyGame s = StopperSimplifier.simplify(upsum);
            SidedValue v = new SidedValue(sumGraph, s, s);
            v.stopper = true;
            return v;
        }
        return new SidedValue(sumGraph, Sidling.onside(upsum), Sidling.offside(offside.plus(h.offside)));
    }

    /** The product graph of a sum, built when first asked for (a class, not a lambda: no bootstrap in a cold run). */
    private static final class SumGraph implements Supplier<LoopyGame> {
        private final SidedValue g;
        private final SidedValue h;

        SumGraph(SidedValue g, SidedValue h) {
            this.g = g;
            this.h = h;
        }

        @Override
        public LoopyGame get() {
            return g.graph().plus(h.graph());
        }
    }

    public SidedValue minus(SidedValue h) {
        return plus(h.negate());
    }

    public boolean geq(SidedValue h) {
        return sideGeq(onside, h.onside, true) && sideGeq(offside, h.offside, false);
    }

    /** Are both sides stoppers? Not so for a game like Bach's Carousel (CarouselSide). */
    public boolean isStopperSided() {
        return onside.isStopper() && offside.isStopper();
    }

    /** The order of one side: survival for stoppers, SideOrder where a side has alternating cycles. */
    private static boolean sideGeq(LoopyGame a, LoopyGame b, boolean onside) {
        if (a.isStopper() && b.isStopper()) {
            return Survival.geq(a, b);
        }
        return onside ? SideOrder.onsideGeq(a, b) : SideOrder.offsideGeq(a, b);
    }

    public boolean leq(SidedValue h) {
        return h.geq(this);
    }

    public boolean equalTo(SidedValue h) {
        return geq(h) && h.geq(this);
    }

    /** Outcome of play on the graph (PlayOutcome.outcomeClass); null for S & T. */
    public String outcome() {
        LoopyGame g = graph();
        return g == null ? null : PlayOutcome.outcomeClass(g);
    }

    /**
     * CGSuite's outcome class (SidedValue.outcomeClass): how each side compares with 0, the
     * onside's class and the offside's joined into one of nine (LoopyOutcomeClass). It agrees
     * with play on the graph (SidedOutcomeTest) and needs no graph, so S & T has one too.
     */
    public LoopyOutcomeClass outcomeClass() {
        LoopyGame zero = LoopyGame.ZERO;
        LoopyOutcomeClass on = LoopyOutcomeClass.ofComparisons(sideGeq(onside, zero, true), sideGeq(zero, onside, true));
        LoopyOutcomeClass off = isStopper() ? on
                : LoopyOutcomeClass.ofComparisons(sideGeq(offside, zero, false), sideGeq(zero, offside, false));
        return LoopyOutcomeClass.ofSides(on, off);
    }

    /**
     * The degree of a stopper (CGSuite's CanonicalStopper.degree): 0 if it is loopfree, else
     * the onside of G - G (Siegel, CGT VI: the degree of loopiness; on.Degree = on,
     * upon.Degree = ^<on>). Null if this is not a stopper.
     */
    public SidedValue degree() {
        if (!isStopper()) {
            return null;
        }
        if (onside.shortValue() != null) {
            return SidedValue.of(LoopyGame.ZERO);
        }
        return SidedValue.of(Sidling.onside(onside.minus(onside)));
    }

    @Override
    public String toString() {
        if (isStopper()) {
            return LoopyPrinter.print(onside);
        }
        if (isStopperSided() && Survival.geq(LoopyGame.ON, onside) && Survival.geq(onside, LoopyGame.ON)
                && Survival.geq(LoopyGame.OFF, offside) && Survival.geq(offside, LoopyGame.OFF)) {
            return "dud";
        }
        return LoopyPrinter.print(onside) + " & " + LoopyPrinter.print(offside);
    }
}
