package org.cgcheck.loopy;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.cgcheck.game.Dyadic;
import org.cgcheck.game.Game;

/**
 * Left and right stops of a stopper, as in CGSuite's CanonicalStopper (written by Siegel; CGT
 * ch. VI): in the simplest form, a position equal to a pseudonumber (on, off, x, x over, x
 * under) is its own stop; otherwise the Left stop is the largest right stop of a Left option and
 * the right stop the least left stop of a Right option. Alternating play in a stopper is
 * finite, so the recursion ends. Pseudonumber positions are recognized by equality (Survival)
 * with on, off and x, {x|pass}, {pass|x} for the numbers x among the short positions.
 */
public final class StopperStops {
    private final LoopyGame g;
    private final Pseudonumber[] pseudo;
    private final Map<Integer, Pseudonumber> memo = new HashMap<>();
    private final Set<Integer> active = new LinkedHashSet<>();

    private StopperStops(LoopyGame g) {
        this.g = g;
        this.pseudo = pseudonumbers(g);
    }

    /** Thrown where the stop is not defined (the argument is not a stopper). */
    public static final class NoStop extends RuntimeException {
        private static final long serialVersionUID = 1L;

        NoStop(String message) {
            super(message);
        }
    }

    public static Pseudonumber leftStop(LoopyGame stopper) {
        StopperStops s = of(stopper);
        return s.stop(s.g.root(), true);
    }

    public static Pseudonumber rightStop(LoopyGame stopper) {
        StopperStops s = of(stopper);
        return s.stop(s.g.root(), false);
    }

    private static StopperStops of(LoopyGame stopper) {
        if (!stopper.isStopper()) {
            throw new NoStop("stops are defined for stoppers only; this game has infinite alternating play");
        }
        return new StopperStops(StopperSimplifier.simplify(stopper));
    }

    /** The pseudonumber each position equals, or null. */
    static Pseudonumber[] pseudonumbers(LoopyGame g) {
        Game[] shortOf = g.shortValues();
        List<Pseudonumber> candidates = new ArrayList<>(List.of(Pseudonumber.ON, Pseudonumber.OFF));
        Set<Dyadic> numbers = new LinkedHashSet<>();
        for (Game s : shortOf) {
            if (s != null && s.isNumber()) {
                numbers.add(s.numberValue());
            }
        }
        for (Dyadic x : numbers) {
            for (int a = -1; a <= 1; a++) {
                candidates.add(Pseudonumber.number(x, a));
            }
        }
        GraphBuilder b = new GraphBuilder();
        int base = b.embed(g) - g.root();
        int[] at = new int[candidates.size()];
        for (int i = 0; i < at.length; i++) {
            at[i] = b.embed(candidates.get(i).game());
        }
        Survival rel = Survival.of(b.buildAll(base + g.root()));
        Pseudonumber[] out = new Pseudonumber[g.nodes()];
        for (int k = 0; k < g.nodes(); k++) {
            if (shortOf[k] != null) {
                out[k] = shortOf[k].isNumber() ? Pseudonumber.number(shortOf[k].numberValue(), 0) : null;
                continue;
            }
            for (int i = 0; i < at.length && out[k] == null; i++) {
                if (rel.equal(base + k, at[i])) {
                    out[k] = candidates.get(i);
                }
            }
        }
        return out;
    }

    private Pseudonumber stop(int k, boolean left) {
        if (pseudo[k] != null) {
            return pseudo[k];
        }
        int state = 2 * k + (left ? 0 : 1);
        Pseudonumber known = memo.get(state);
        if (known != null) {
            return known;
        }
        if (!active.add(state)) {
            throw new NoStop("alternating play returns to a position here (not a stopper)");
        }
        int[] options = left ? g.left(k) : g.right(k);
        if (options.length == 0) {
            throw new NoStop("a position that is not a pseudonumber has no " + (left ? "Left" : "Right")
                    + " option: " + LoopyPrinter.print(g.at(k)));
        }
        Pseudonumber best = null;
        for (int t : options) {
            Pseudonumber p = stop(t, !left);
            if (best == null || (left ? p.compareTo(best) > 0 : p.compareTo(best) < 0)) {
                best = p;
            }
        }
        active.remove(state);
        memo.put(state, best);
        return best;
    }
}
