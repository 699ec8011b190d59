package org.cgcheck.loopy;

import org.cgcheck.game.Dyadic;
import org.cgcheck.game.Game;

/**
 * The values stops of stoppers take (Siegel, CGT ch. VI; CGSuite's Pseudonumber): off, on, a
 * number x, x over = x + over = {x | pass} and x under = {pass | x}. Totally ordered:
 * off < x under < x < x over < y under for x < y < on.
 */
public record Pseudonumber(int infinity, Dyadic x, int adornment) implements Comparable<Pseudonumber> {
    public static final Pseudonumber ON = new Pseudonumber(1, null, 0);
    public static final Pseudonumber OFF = new Pseudonumber(-1, null, 0);

    public static Pseudonumber number(Dyadic x, int adornment) {
        return new Pseudonumber(0, x, Integer.signum(adornment));
    }

    @Override
    public int compareTo(Pseudonumber o) {
        if (infinity != 0 || o.infinity != 0) {
            return Integer.compare(infinity, o.infinity);
        }
        int c = x.compareTo(o.x);
        return c != 0 ? c : Integer.compare(adornment, o.adornment);
    }

    /** The stopper: on, off, x, {x | pass} or {pass | x}. */
    public LoopyGame game() {
        if (infinity != 0) {
            return infinity > 0 ? LoopyGame.ON : LoopyGame.OFF;
        }
        Game n = Game.number(x);
        if (adornment == 0) {
            return LoopyGame.of(n);
        }
        GraphBuilder b = new GraphBuilder();
        int k = b.addNode();
        int t = b.embed(n);
        if (adornment > 0) {
            b.addLeft(k, t);
            b.addRight(k, k);
        } else {
            b.addLeft(k, k);
            b.addRight(k, t);
        }
        return b.build(k);
    }

    /** As CGSuite prints it: on, off, 3/2, over, 5over, -1/4under. */
    @Override
    public String toString() {
        if (infinity != 0) {
            return infinity > 0 ? "on" : "off";
        }
        String n = Game.number(x).toString();
        if (adornment == 0) {
            return n;
        }
        return (x.signum() == 0 ? "" : n) + (adornment > 0 ? "over" : "under");
    }
}
