package org.cgcheck.game;

/**
 * Left and right stops: where play ends when both players move alternately and stop at a number.
 * For a game that is not a number, L(G) = max R(G^L) and R(G) = min L(G^R).
 */
final class Stops {
    private Stops() {
    }

    /** max over the options of their right stops (options must be canonical games). */
    static Dyadic maxRightStop(Game[] leftOptions) {
        Dyadic s = null;
        for (Game gl : leftOptions) {
            s = s == null ? gl.rightStop : s.max(gl.rightStop);
        }
        if (s == null) {
            throw new IllegalStateException("a game that is not a number has Left options");
        }
        return s;
    }

    static Dyadic minLeftStop(Game[] rightOptions) {
        Dyadic s = null;
        for (Game gr : rightOptions) {
            s = s == null ? gr.leftStop : s.min(gr.leftStop);
        }
        if (s == null) {
            throw new IllegalStateException("a game that is not a number has Right options");
        }
        return s;
    }
}
