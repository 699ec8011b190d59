package org.cgcheck.game;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Canonical form of {@code {L | R}} from canonical options: bypass reversible options, then
 * remove dominated ones (Siegel, CGT II.2; the lecture's Thms 4.33, 4.34).
 *
 * <p>Comparisons against the game under construction use its option arrays directly
 * ({@link #leqArrays}), since it has no canonical object yet.
 */
final class Canonicalizer {
    private Canonicalizer() {
    }

    static Game fromOptions(Game[] l, Game[] r) {
        l = dedupe(l);
        r = dedupe(r);
        int mexL = nimberMex(l);
        if (mexL >= 0 && mexL == nimberMex(r)) {
            return Game.nimber(mexL);          // fast path: impartial positions
        }
        l = bypassReversibleLeft(l, r);
        r = bypassReversibleRight(l, r);
        l = removeDominated(l, true);
        r = removeDominated(r, false);
        return Interner.fromCanonicalOptions(l, r);
    }

    static Game[] dedupe(Game[] gs) {
        if (gs.length < 2) {
            return gs;
        }
        List<Game> out = new ArrayList<>(gs.length);
        for (Game g : gs) {
            if (!containsSame(out, g)) {
                out.add(g);
            }
        }
        return out.size() == gs.length ? gs : out.toArray(new Game[0]);
    }

    private static boolean containsSame(List<Game> list, Game g) {
        for (Game h : list) {
            if (h == g) {
                return true;
            }
        }
        return false;
    }

    /** mex of the nimbers if every option is a nimber, else -1. */
    private static int nimberMex(Game[] gs) {
        boolean[] seen = new boolean[gs.length + 1];
        for (Game g : gs) {
            if (!g.isNimber()) {
                return -1;
            }
            if (g.star < seen.length) {
                seen[g.star] = true;
            }
        }
        int m = 0;
        while (seen[m]) {
            m++;
        }
        return m;
    }

    /** Keeps the maximal (Left) or minimal (Right) options. */
    static Game[] removeDominated(Game[] gs, boolean keepLarger) {
        if (gs.length < 2) {
            return gs;
        }
        boolean[] dead = new boolean[gs.length];
        int removed = 0;
        for (int i = 0; i < gs.length; i++) {
            if (dead[i]) {
                continue;
            }
            for (int j = 0; j < gs.length; j++) {
                if (i == j || dead[j]) {
                    continue;
                }
                boolean dominated = keepLarger ? gs[i].leq(gs[j]) : gs[j].leq(gs[i]);
                if (dominated) {
                    dead[i] = true;
                    removed++;
                    break;
                }
            }
        }
        if (removed == 0) {
            return gs;
        }
        Game[] out = new Game[gs.length - removed];
        int k = 0;
        for (int i = 0; i < gs.length; i++) {
            if (!dead[i]) {
                out[k++] = gs[i];
            }
        }
        return out;
    }

    static Game[] bypassReversibleLeft(Game[] l, Game[] r) {
        List<Game> cur = new ArrayList<>(Arrays.asList(l));
        for (int i = 0; i < cur.size(); i++) {
            Game a = cur.get(i);
            Game through = reversibleThroughLeft(a, l, r, cur);
            if (through != null) {
                cur.remove(i);
                for (Game x : through.leftArray()) {
                    if (!containsSame(cur, x)) {
                        cur.add(x);
                    }
                }
                i--;
            }
        }
        return cur.toArray(new Game[0]);
    }

    private static Game reversibleThroughLeft(Game a, Game[] origL, Game[] r, List<Game> curL) {
        // The value of G is unchanged by bypassing, so comparing against the current arrays is
        // the same as comparing against the original ones.
        Game[] l = curL.toArray(new Game[0]);
        for (Game ar : a.rightArray()) {
            if (leqArrays(ar, l, r)) {
                return ar;
            }
        }
        return null;
    }

    static Game[] bypassReversibleRight(Game[] l, Game[] r) {
        List<Game> cur = new ArrayList<>(Arrays.asList(r));
        for (int i = 0; i < cur.size(); i++) {
            Game b = cur.get(i);
            Game[] rr = cur.toArray(new Game[0]);
            Game through = null;
            for (Game bl : b.leftArray()) {
                if (geqArrays(bl, l, rr)) {
                    through = bl;
                    break;
                }
            }
            if (through != null) {
                cur.remove(i);
                for (Game x : through.rightArray()) {
                    if (!containsSame(cur, x)) {
                        cur.add(x);
                    }
                }
                i--;
            }
        }
        return cur.toArray(new Game[0]);
    }

    /** h ≤ G where G = {l | r}: no G^R ≤ h and no h^L ≥ G. */
    static boolean leqArrays(Game h, Game[] l, Game[] r) {
        for (Game gr : r) {
            if (gr.leq(h)) {
                return false;
            }
        }
        for (Game hl : h.leftArray()) {
            if (geqArrays(hl, l, r)) {
                return false;
            }
        }
        return true;
    }

    /** h ≥ G where G = {l | r}: no h ≤ G^L and no h^R ≤ G. */
    static boolean geqArrays(Game h, Game[] l, Game[] r) {
        for (Game gl : l) {
            if (h.leq(gl)) {
                return false;
            }
        }
        for (Game hr : h.rightArray()) {
            if (leqArrays(hr, l, r)) {
                return false;
            }
        }
        return true;
    }
}
