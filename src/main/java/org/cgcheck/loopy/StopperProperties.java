package org.cgcheck.loopy;

import java.util.ArrayList;
import java.util.List;
import org.cgcheck.game.Game;

/**
 * CGSuite's properties of a canonical stopper that has cycles (CanonicalStopper.scala, read in
 * aaron-siegel/cgsuite; Siegel, CGT ch. VI): read off its simplest form, whose nodes are its
 * followers, each once. Loopfree stoppers are short games and answer as short games do; the
 * caller sends them there.
 */
public final class StopperProperties {
    private StopperProperties() {
    }

    /** Thrown where CGSuite raises an error (a degree that is not idempotent, a game that is not stable). */
    public static final class Undefined extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Undefined(String message) {
            super(message);
        }
    }

    /** The simplest form of a stopper's value. */
    public static LoopyGame simplest(SidedValue s) {
        return StopperSimplifier.simplify(s.onside());
    }

    /** The nodes of the simplest form, root first: the followers (.FollowerCount counts them). */
    public static List<LoopyGame> followers(LoopyGame simplest) {
        List<LoopyGame> out = new ArrayList<>();
        for (int k = 0; k < simplest.nodes(); k++) {
            out.add(simplest.at(k));
        }
        return out;
    }

    /** The distinct Left (or Right) options of the simplest form. */
    public static List<LoopyGame> options(LoopyGame simplest, boolean left) {
        List<LoopyGame> out = new ArrayList<>();
        for (int t : left ? simplest.left(simplest.root()) : simplest.right(simplest.root())) {
            out.add(simplest.at(t));
        }
        return out;
    }

    /** No cycle longer than one move: a tree with passes (LoopyGame.isPlumtree in CGSuite). */
    public static boolean isPlumtree(LoopyGame g) {
        int n = g.nodes();
        byte[] state = new byte[n];     // 0 new, 1 on the path, 2 done
        for (int k = 0; k < n; k++) {
            if (state[k] == 0 && longCycleFrom(g, k, state)) {
                return false;
            }
        }
        return true;
    }

    private static boolean longCycleFrom(LoopyGame g, int k, byte[] state) {
        state[k] = 1;
        for (int side = 0; side < 2; side++) {
            for (int t : side == 0 ? g.left(k) : g.right(k)) {
                if (t == k) {
                    continue;       // a pass
                }
                if (state[t] == 1 || state[t] == 0 && longCycleFrom(g, t, state)) {
                    return true;
                }
            }
        }
        state[k] = 2;
        return false;
    }

    /** Is the simplest form on, off, or a one-node x over / x under (CGSuite's isPseudonumber)? */
    public static boolean isPseudonumber(LoopyGame simplest) {
        int r = simplest.root();
        int[] l = simplest.left(r);
        int[] rt = simplest.right(r);
        if (l.length == 1 && rt.length == 0 && l[0] == r || rt.length == 1 && l.length == 0 && rt[0] == r) {
            return true;
        }
        if (l.length != 1 || rt.length != 1 || !isPlumtree(simplest)) {
            return false;
        }
        int other = l[0] == r ? rt[0] : rt[0] == r ? l[0] : -1;
        if (other < 0 || other == r) {
            return false;
        }
        Game x = simplest.shortValues()[other];
        return x != null && x.isNumber();
    }

    /** The strong stop: the stop with over and under dropped (x over is x). */
    public static Pseudonumber strongStop(LoopyGame stopper, boolean left) {
        Pseudonumber p = left ? StopperStops.leftStop(stopper) : StopperStops.rightStop(stopper);
        return p.adornment() == 0 ? p : Pseudonumber.number(p.x(), 0);
    }

    /** Both strong stops 0. */
    public static boolean isInfinitesimal(LoopyGame stopper) {
        Pseudonumber zero = Pseudonumber.number(org.cgcheck.game.Dyadic.ZERO, 0);
        return strongStop(stopper, true).equals(zero) && strongStop(stopper, false).equals(zero);
    }

    /** The strong stops equal and a number. */
    public static boolean isNumberish(LoopyGame stopper) {
        Pseudonumber l = strongStop(stopper, true);
        return l.infinity() == 0 && l.equals(strongStop(stopper, false));
    }

    /**
     * {x || x | y} with y ≤ x + under, or its mirror {y | x || x} with y ≥ x + over (CGSuite's
     * isNumberTiny, on the simplest form).
     */
    public static boolean isNumberTiny(LoopyGame simplest) {
        List<LoopyGame> lo = options(simplest, true);
        List<LoopyGame> ro = options(simplest, false);
        if (lo.size() != 1 || ro.size() != 1) {
            return false;
        }
        return tiny(lo.get(0), ro.get(0)) || tiny(ro.get(0).negate(), lo.get(0).negate());
    }

    private static boolean tiny(LoopyGame l, LoopyGame r) {
        Game x = l.shortValue();
        if (x == null || !x.isNumber()) {
            return false;
        }
        List<LoopyGame> rl = options(r, true);
        List<LoopyGame> rr = options(r, false);
        if (rl.size() != 1 || rr.size() != 1 || !Survival.equal(rl.get(0), l)) {
            return false;
        }
        // rr - x <= under, i.e. rr <= x + under
        return Survival.geq(Pseudonumber.number(x.numberValue(), -1).game(), rr.get(0));
    }

    /** G Upsum H: the onside of G + H. */
    static LoopyGame upsum(LoopyGame g, LoopyGame h) {
        return SidedValue.of(g).plus(SidedValue.of(h)).onside();
    }

    /** G Downsum H: the offside of G + H. */
    static LoopyGame downsum(LoopyGame g, LoopyGame h) {
        return SidedValue.of(g).plus(SidedValue.of(h)).offside();
    }

    /** G + G = G. */
    public static boolean isIdempotent(SidedValue s) {
        if (s.isStopper()) {
            return isIdempotentStopper(s.onside());
        }
        LoopyGame g = s.isStopperSided() ? null : s.graph();
        if (g != null) {        // compared by play on G + G's graph: its sides need not be found (Bach's Carousel)
            LoopyGame x = g.plus(g);
            return SideOrder.offsideGeq(x, g) && SideOrder.offsideGeq(g, x) && SideOrder.onsideGeq(x, g)
                    && SideOrder.onsideGeq(g, x);
        }
        return s.plus(s).equalTo(s);
    }

    /**
     * D + D = D for a stopper D, decided on the sum's graph (its sides compared with D by play,
     * SideOrder) without computing the sides, which is slow when D has many nodes.
     */
    static boolean isIdempotentStopper(LoopyGame d) {
        LoopyGame x = d.plus(d);
        if (x.isStopper()) {
            return Survival.equal(x, d);
        }
        return SideOrder.offsideGeq(x, d) && SideOrder.offsideGeq(d, x) && SideOrder.onsideGeq(x, d)
                && SideOrder.onsideGeq(d, x);
    }

    /** The upsum and downsum varieties relative to the degree D: G Upsum (-G Downsum -D), G Downsum (-G Upsum D). */
    private static LoopyGame[] varieties(LoopyGame g) {
        SidedValue deg = SidedValue.of(g).degree();
        if (!isIdempotentStopper(deg.onside())) {
            throw new Undefined("the variety's degree " + deg + " is not an idempotent");
        }
        LoopyGame d = deg.onside();
        LoopyGame up = upsum(g, downsum(g.negate(), d.negate()));
        LoopyGame down = downsum(g, upsum(g.negate(), d));
        return new LoopyGame[] {up, down};
    }

    /** Are the upsum and downsum varieties equal (CGSuite's IsStable)? */
    public static boolean isStable(LoopyGame stopper) {
        LoopyGame[] v = varieties(stopper);
        return Survival.equal(v[0], v[1]);
    }

    /** The variety: the upsum variety when it equals the downsum variety; Undefined otherwise. */
    public static LoopyGame variety(LoopyGame stopper) {
        LoopyGame[] v = varieties(stopper);
        if (!Survival.equal(v[0], v[1])) {
            throw new Undefined("it is not stable (its upsum variety " + LoopyPrinter.print(StopperSimplifier.simplify(
                    v[0])) + " differs from its downsum variety " + LoopyPrinter.print(StopperSimplifier.simplify(v[1]))
                    + "); CGSuite raises an error too");
        }
        return v[0];
    }
}
