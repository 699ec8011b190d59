package org.cgcheck.loopy;

import java.util.HashSet;
import java.util.Set;
import org.cgcheck.game.Dyadic;
import org.cgcheck.game.Game;

/**
 * CGSuite's shorthand for positions of a stopper in simplest form (its CanonicalStopper and
 * Pseudonumber output code, cgsuite/cgsuite lib/core/src/main/scala/org/cgsuite/core/
 * CanonicalStopper.scala): pseudonumbers (on, off, 5over, -1/4under), switches ±G, Tiny/Miny of a
 * plumtree, and the upon forms x^[on]*n, x^<on>*n with their negatives xv[on]*n, xv<on>*n.
 * Works on the graph with its negative beside it (node k's negative is k + n).
 */
final class LoopyShorthand {
    /** x^[on]*n (Upon) or x^<on>*n (Uponth), negated: xv[on]*n, xv<on>*n. */
    record UponForm(boolean uponth, Dyadic number, int nimber, boolean negated) {
        String text() {
            String x = number.signum() == 0 ? "" : Game.number(number).toString();
            String star = nimber == 0 ? "" : nimber == 1 ? "*" : "*" + nimber;
            return x + (negated ? "v" : "^") + (uponth ? "<on>" : "[on]") + star;
        }
    }

    private final LoopyGame u;          // the graph, then its negative
    private final int n;
    private final Game[] shortOf;
    private Survival rel;               // solved when first needed: a pseudonumber prints without it
    private final Pseudonumber[] pseudo;

    LoopyShorthand(LoopyGame g) {
        GraphBuilder b = new GraphBuilder();
        b.embed(g);
        b.embed(g.negate());
        this.n = g.nodes();
        this.u = b.buildAll(g.root());
        this.shortOf = u.shortValues();
        this.pseudo = StopperStops.pseudonumbers(g);
    }

    private Survival rel() {
        if (rel == null) {
            rel = Survival.of(u);
        }
        return rel;
    }

    Pseudonumber pseudonumber(int k) {
        return shortOf[k] != null ? null : pseudo[k];
    }

    /**
     * G = -G, with Right's options the negatives of Left's (so +-{Left options} reads back as G),
     * and no move back to G below it (the options are printed without a label for G).
     */
    boolean isSwitch(int k) {
        if (shortOf[k] != null || u.left(k).length == 0 || !rel().equal(k, k + n) || onCycle(k)) {
            return false;
        }
        return matched(u.right(k), u.left(k)) && matched(u.left(k), u.right(k));
    }

    /** Some move from k leads back to k. */
    private boolean onCycle(int k) {
        boolean[] seen = new boolean[u.nodes()];
        java.util.ArrayDeque<Integer> todo = new java.util.ArrayDeque<>();
        for (int[] opts : new int[][] {u.left(k), u.right(k)}) {
            for (int t : opts) {
                todo.add(t);
            }
        }
        while (!todo.isEmpty()) {
            int x = todo.poll();
            if (x == k) {
                return true;
            }
            if (!seen[x]) {
                seen[x] = true;
                for (int t : u.left(x)) {
                    todo.add(t);
                }
                for (int t : u.right(x)) {
                    todo.add(t);
                }
            }
        }
        return false;
    }

    /** Every option in a equals the negative of one in b. */
    private boolean matched(int[] a, int[] b) {
        for (int x : a) {
            boolean found = false;
            for (int i = 0; i < b.length && !found; i++) {
                found = rel().equal(x, neg(b[i]));
            }
            if (!found) {
                return false;
            }
        }
        return true;
    }

    private int neg(int k) {
        return k < n ? k + n : k - n;
    }

    /**
     * {x || x | y} with x a number and y ≤ x + under, in a plumtree (Tiny: S = x - y), or
     * {z | x || x} mirrored (Miny: S = z - x). Returns {x's node, y's node, tiny ? 1 : 0} or null.
     */
    int[] tinyOrMiny(int k) {
        if (shortOf[k] != null || !isPlumtree(k) || u.left(k).length != 1 || u.right(k).length != 1) {
            return null;
        }
        int l = u.left(k)[0];
        int r = u.right(k)[0];
        if (isNumber(l) && u.left(r).length == 1 && u.right(r).length == 1 && sameShort(u.left(r)[0], l)
                && belowUnder(u.right(r)[0], shortOf[l].numberValue(), true)) {
            return new int[] {l, u.right(r)[0], 1};
        }
        if (isNumber(r) && u.left(l).length == 1 && u.right(l).length == 1 && sameShort(u.right(l)[0], r)
                && belowUnder(u.left(l)[0], shortOf[r].numberValue(), false)) {
            return new int[] {r, u.left(l)[0], 0};
        }
        return null;
    }

    /** y - x ≤ under (tiny), or x - z ≤ under (miny), i.e. y ≤ x under, z ≥ x over. */
    private boolean belowUnder(int y, Dyadic x, boolean tiny) {
        LoopyGame bound = Pseudonumber.number(x, tiny ? -1 : 1).game();
        LoopyGame at = u.at(y);
        return tiny ? Survival.geq(bound, at) : Survival.geq(at, bound);
    }

    private boolean isNumber(int k) {
        return shortOf[k] != null && shortOf[k].isNumber();
    }

    private boolean sameShort(int a, int b) {
        return a == b || shortOf[a] != null && shortOf[a].equals(shortOf[b]);
    }

    /** Every cycle below k is a pass (a move from a position to itself). */
    private boolean isPlumtree(int k) {
        LoopyGame at = u.at(k);
        GraphBuilder b = new GraphBuilder();
        for (int x = 0; x < at.nodes(); x++) {
            b.addNode();
        }
        for (int x = 0; x < at.nodes(); x++) {
            for (int t : at.left(x)) {
                if (t != x) {
                    b.addLeft(x, t);
                }
            }
            for (int t : at.right(x)) {
                if (t != x) {
                    b.addRight(x, t);
                }
            }
        }
        LoopyGame noPasses = b.buildAll(at.root());
        return noPasses.shortValues()[at.root()] != null || acyclic(noPasses);
    }

    private static boolean acyclic(LoopyGame g) {
        for (Game x : g.shortValues()) {
            if (x == null) {
                return false;
            }
        }
        return true;
    }

    /** CGSuite's uponForm: of k itself, else of -k with the number part negated. */
    UponForm uponForm(int k) {
        if (shortOf[k] != null) {
            return null;
        }
        UponForm f = uponForm(k, true);
        if (f != null) {
            return f;
        }
        UponForm m = uponForm(neg(k), true);
        return m == null ? null : new UponForm(m.uponth(), m.number().negate(), m.nimber(), true);
    }

    private UponForm uponForm(int k, boolean checkUponth) {
        int[] lo = u.left(k);
        int[] ro = u.right(k);
        if (ro.length == 1 && lo.length <= 2 && shortOf[ro[0]] != null && isNumberStar(shortOf[ro[0]])) {
            Game r = shortOf[ro[0]];
            Dyadic p = r.numberPart();
            int m = r.nimberPart();
            Set<Object> los = optionSet(lo, k);
            boolean match = m == 0 ? los.equals(Set.of("pass", Game.number(p))) : los.equals(Set.of("pass"));
            if (match) {
                return new UponForm(false, p, m ^ 1, false);
            }
        }
        if (checkUponth && ro.length == 1 && shortOf[ro[0]] == null) {
            UponForm h = uponForm(neg(ro[0]), false);
            if (h != null && !h.uponth() && !h.negated()) {
                Set<Object> want = new HashSet<>();
                for (int j = 0; j <= (h.nimber() ^ 1); j++) {
                    want.add(Game.nus(h.number().negate(), 0, j));
                }
                if (optionSet(lo, k).equals(want)) {
                    return new UponForm(true, h.number().negate(), h.nimber() ^ 1, false);
                }
            }
        }
        return null;
    }

    /** The options as values: "pass" for k itself, the short game for a short node, else the node. */
    private Set<Object> optionSet(int[] opts, int k) {
        Set<Object> out = new HashSet<>();
        for (int t : opts) {
            out.add(t == k ? "pass" : shortOf[t] != null ? shortOf[t] : (Object) Integer.valueOf(t));
        }
        return out;
    }

    private static boolean isNumberStar(Game g) {
        return g.numberPart() != null && g.upMultiple() == 0 && g.equals(Game.nus(g.numberPart(), 0, g.nimberPart()));
    }

    /** The subscript S of Tiny(S) (x - y) or Miny(S) (z - x), as a stopper. */
    LoopyGame tinySubscript(int[] t) {
        LoopyGame x = LoopyGame.of(shortOf[t[0]]);
        LoopyGame other = u.at(t[1]);
        return t[2] == 1 ? x.minus(other) : other.minus(x);
    }

    Game shortAt(int k) {
        return shortOf[k];
    }
}
