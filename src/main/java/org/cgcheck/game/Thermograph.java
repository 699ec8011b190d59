package org.cgcheck.game;

/**
 * The thermograph of a game: its left and right walls as functions of the temperature, the
 * mast value (mean) and the temperature where the walls meet. Built from the options' walls
 * by the usual scaffold construction (Berlekamp–Conway–Guy; Siegel CGT II.5).
 */
public final class Thermograph {
    private final Trajectory leftWall;
    private final Trajectory rightWall;
    private final Dyadic mast;
    private final Dyadic temperature;

    private Thermograph(Trajectory leftWall, Trajectory rightWall, Dyadic mast, Dyadic temperature) {
        this.leftWall = leftWall;
        this.rightWall = rightWall;
        this.mast = mast;
        this.temperature = temperature;
    }

    static Thermograph of(Game g) {
        Thermograph th = g.thermograph;
        if (th == null) {
            th = compute(g);
            g.thermograph = th;
        }
        return th;
    }

    private static Thermograph compute(Game g) {
        if (g.isInteger()) {
            Trajectory wall = Trajectory.constant(g.number);
            return new Thermograph(wall, wall, g.number, Dyadic.MINUS_ONE);
        }
        Trajectory left = null;
        for (Game gl : g.leftArray()) {
            Trajectory w = of(gl).rightWall;
            left = left == null ? w : left.max(w);
        }
        Trajectory right = null;
        for (Game gr : g.rightArray()) {
            Trajectory w = of(gr).leftWall;
            right = right == null ? w : right.min(w);
        }
        if (left == null || right == null) {
            throw new IllegalStateException("canonical non-integer without options on one side: " + g.debug());
        }
        left = left.tilt(-1);
        right = right.tilt(1);
        Dyadic t = left.firstMeeting(right);
        if (t == null) {
            throw new IllegalStateException("scaffolds never meet for " + g.debug());
        }
        Dyadic m = left.valueAt(t);
        return new Thermograph(left.truncateAt(t), right.truncateAt(t), m, t);
    }

    public Dyadic mast() {
        return mast;
    }

    public Dyadic temperature() {
        return temperature;
    }

    /** Left wall at temperature t (t ≥ -1). */
    public Dyadic leftWallAt(Dyadic t) {
        return leftWall.valueAt(t);
    }

    public Dyadic rightWallAt(Dyadic t) {
        return rightWall.valueAt(t);
    }

    /** CGSuite's text: {@code Thermograph(9/4,[3/4],[0,-1],9/4,[3/4,1/2],[0,1,0])}, left wall first. */
    @Override
    public String toString() {
        return "Thermograph(" + leftWall.cgsuiteText() + "," + rightWall.cgsuiteText() + ")";
    }

    /** Equal walls (and so equal mast and temperature): the printed text is canonical. */
    @Override
    public boolean equals(Object o) {
        return o instanceof Thermograph t && t.toString().equals(toString());
    }

    @Override
    public int hashCode() {
        return toString().hashCode();
    }

    /** The temperatures where either wall changes slope, ascending, above -1. */
    public java.util.List<Dyadic> criticalTemperatures() {
        java.util.TreeSet<Dyadic> out = new java.util.TreeSet<>(leftWall.breakpoints());
        out.addAll(rightWall.breakpoints());
        out.remove(Trajectory.START);
        return new java.util.ArrayList<>(out);
    }
}
