package org.cgcheck.game;

/** Left and right stops: where play ends when both players move alternately and stop at a number. */
final class Stops {
    private Stops() {
    }

    static Dyadic left(Game g) {
        if (g.number != null) {
            return g.number;
        }
        Dyadic s = g.leftStop;
        if (s == null) {
            for (Game gl : g.leftArray()) {
                Dyadic v = right(gl);
                s = s == null ? v : s.max(v);
            }
            g.leftStop = s;
        }
        return s;
    }

    static Dyadic right(Game g) {
        if (g.number != null) {
            return g.number;
        }
        Dyadic s = g.rightStop;
        if (s == null) {
            for (Game gr : g.rightArray()) {
                Dyadic v = left(gr);
                s = s == null ? v : s.min(v);
            }
            g.rightStop = s;
        }
        return s;
    }
}
